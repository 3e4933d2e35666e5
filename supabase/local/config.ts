/**
 * The settings of supabase/config.toml that the local stand-in follows, read with a TOML
 * parser: [functions.<name>] verify_jwt, [auth] site_url / additional_redirect_urls, the auth
 * limits of [auth.rate_limit] and [auth.email], [auth.email] enable_confirmations and
 * [auth.hook.before_user_created].
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

/** The local stack's own origins: the static server (4173) and Vite's dev server (5173). */
export const LOCAL_SITE_ORIGINS = ['http://localhost:4173', 'http://127.0.0.1:4173', 'http://localhost:5173', 'http://127.0.0.1:5173'] as const;

/** A value as the Supabase CLI reads it: `env(NAME)` is the variable NAME (undefined when unset). */
export function fromEnv(value: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const match = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value);
  if (!match) return value;
  const resolved = env[match[1] ?? ''];
  return resolved === undefined || resolved === '' ? undefined : resolved;
}

/** [auth] site_url (an `env(…)` resolved), or the local static server when it is unset. */
export function authSiteUrl(path = CONFIG_TOML, env: NodeJS.ProcessEnv = process.env): string {
  const value = readConfig(path).auth?.site_url;
  return (typeof value === 'string' ? fromEnv(value, env) : undefined) ?? 'http://localhost:4173';
}

/** [auth] additional_redirect_urls (each `env(…)` resolved) and the local stack's own origins. */
export function authRedirectUrls(path = CONFIG_TOML, env: NodeJS.ProcessEnv = process.env): string[] {
  const value = readConfig(path).auth?.additional_redirect_urls;
  const listed = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  return [...listed.map((v) => fromEnv(v, env)).filter((v): v is string => v !== undefined), ...LOCAL_SITE_ORIGINS];
}

/**
 * The auth limits of config.toml ([auth.rate_limit], [auth.email]) that the local Auth enforces
 * (supabase/local/auth.ts), with the CLI's defaults for a key that is absent.
 */
export interface AuthLimits {
  /** [auth.rate_limit] email_sent: auth e-mails the whole stack sends per hour. */
  emailSentPerHour: number;
  /** [auth.rate_limit] sign_in_sign_ups: code requests, password sign-ins and sign-ups per client per 5 minutes. */
  signInSignUpsPer5Min: number;
  /** [auth.rate_limit] token_verifications: code and link checks per client per 5 minutes. */
  tokenVerificationsPer5Min: number;
  /** [auth.email] max_frequency: least time between two sign-in e-mails to one address. */
  maxFrequencyMs: number;
  /** [auth.email] otp_length: digits of a code. */
  otpLength: number;
  /** [auth.email] otp_expiry: how long a code or link works. */
  otpExpiryMs: number;
  /** Wrong tries that kill a code (the local stand-in's own rule; hosted Auth has no such setting). */
  otpMaxAttempts: number;
}

export const OTP_MAX_ATTEMPTS = 5;

/** "60s", "1m30s", "2h" (Go durations as the CLI writes them) in milliseconds, or null. */
export function durationMs(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const parts = [...value.trim().matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== value.trim()) return null;
  const unit: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  return parts.reduce((sum, p) => sum + Number(p[1]) * (unit[p[2] ?? 's'] ?? 0), 0);
}

export function authLimits(path = CONFIG_TOML): AuthLimits {
  const auth = (readConfig(path) as { auth?: { rate_limit?: Record<string, unknown>; email?: Record<string, unknown> } }).auth ?? {};
  const rate = auth.rate_limit ?? {};
  const email = auth.email ?? {};
  const count = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback);
  return {
    emailSentPerHour: count(rate.email_sent, 2),
    signInSignUpsPer5Min: count(rate.sign_in_sign_ups, 30),
    tokenVerificationsPer5Min: count(rate.token_verifications, 30),
    maxFrequencyMs: durationMs(email.max_frequency) ?? 1000,
    otpLength: count(email.otp_length, 6),
    otpExpiryMs: count(email.otp_expiry, 3600) * 1000,
    otpMaxAttempts: OTP_MAX_ATTEMPTS,
  };
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
