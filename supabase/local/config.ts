/**
 * The settings of supabase/config.toml that the local stand-in follows, read with a TOML
 * parser: [functions.<name>] verify_jwt and [auth] site_url / additional_redirect_urls.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { REPO_ROOT } from './paths.ts';

const CONFIG_TOML = join(REPO_ROOT, 'supabase', 'config.toml');

interface Config {
  functions?: Record<string, { verify_jwt?: unknown }>;
  auth?: { site_url?: unknown; additional_redirect_urls?: unknown };
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
