/**
 * The settings of supabase/config.toml that the local stand-in follows, read with a TOML
 * parser: [functions.<name>] verify_jwt, [auth] site_url / additional_redirect_urls,
 * [auth.email] enable_confirmations and [auth.hook.before_user_created].
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { REPO_ROOT } from './paths.ts';

const CONFIG_TOML = join(REPO_ROOT, 'supabase', 'config.toml');

interface Config {
  functions?: Record<string, { verify_jwt?: unknown }>;
  auth?: {
    site_url?: unknown;
    additional_redirect_urls?: unknown;
    email?: { enable_confirmations?: unknown };
    hook?: { before_user_created?: { enabled?: unknown; uri?: unknown } };
  };
}

function readConfig(path = CONFIG_TOML): Config {
  return existsSync(path) ? (parseToml(readFileSync(path, 'utf8')) as Config) : {};
}

/** [functions.<name>] verify_jwt, default true. */
export function verifyJwtSetting(name: string, path = CONFIG_TOML): boolean {
  const value = readConfig(path).functions?.[name]?.verify_jwt;
  return typeof value === 'boolean' ? value : true;
}

/** [auth] additional_redirect_urls. */
export function authRedirectUrls(path = CONFIG_TOML): string[] {
  const value = readConfig(path).auth?.additional_redirect_urls;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** [auth.email] enable_confirmations, default false (the CLI's). */
export function emailConfirmationsSetting(path = CONFIG_TOML): boolean {
  return readConfig(path).auth?.email?.enable_confirmations === true;
}

/**
 * [auth.hook.before_user_created] when enabled with a Postgres function
 * (`pg-functions://postgres/<schema>/<function>`): `<schema>.<function>`, else null.
 */
export function beforeUserCreatedHookSetting(path = CONFIG_TOML): string | null {
  const hook = readConfig(path).auth?.hook?.before_user_created;
  if (hook?.enabled !== true || typeof hook.uri !== 'string') return null;
  const match = /^pg-functions:\/\/postgres\/([a-z_][a-z0-9_]*)\/([a-z_][a-z0-9_]*)$/.exec(hook.uri);
  return match ? `${match[1]}.${match[2]}` : null;
}
