/**
 * Who called an Edge Function, decided by the function itself (supabase/README.md "Function
 * keys"), so it holds whether the gateway's verify_jwt is on or off and with the new JWT signing
 * keys: a bearer JWT counts only when its signature verifies, against the legacy JWT secret
 * (HS256, JWT_SECRET) or the project's JSON Web Key Set (SUPABASE_JWKS, or the Auth server's
 * /auth/v1/.well-known/jwks.json). An unsigned (`alg: none`) token or one signed with another
 * key is nobody. The scheduler may instead present its own secret (SCHEDULER_SECRET) in the
 * `x-scheduler-secret` header; a bearer equal to one of the project's secret keys (the legacy
 * service role key or an `sb_secret_` key) is the service role too.
 */
import { createLocalJWKSet, createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'npm:jose@6.2.17';

export type Caller =
  | { kind: 'service'; via: 'scheduler_secret' | 'secret_key' | 'jwt' }
  | { kind: 'user'; token: string; claims: JWTPayload & Record<string, unknown> }
  | { kind: 'none'; reason: string };

export interface CallerKeys {
  /** The legacy symmetric JWT secret (HS256). */
  jwtSecret?: string;
  /** The project's JSON Web Key Set, inline, or where to fetch it. */
  jwks?: JSONWebKeySet | URL;
  /** Keys whose holder is the service role: SUPABASE_SERVICE_ROLE_KEY, SUPABASE_SECRET_KEYS' values. */
  secretKeys: string[];
  /** The scheduler's dedicated secret. */
  schedulerSecret?: string;
}

/** The keys from a function's environment (hosted defaults plus our secrets). */
export function callerKeysFromEnv(get: (name: string) => string | undefined): CallerKeys {
  const secretKeys: string[] = [];
  const serviceRoleKey = get('SUPABASE_SERVICE_ROLE_KEY');
  if (serviceRoleKey) secretKeys.push(serviceRoleKey);
  try {
    const parsed: unknown = JSON.parse(get('SUPABASE_SECRET_KEYS') ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) {
      for (const value of Object.values(parsed)) if (typeof value === 'string' && value !== '') secretKeys.push(value);
    }
  } catch {
    // not JSON: no new-style secret keys
  }
  let jwks: JSONWebKeySet | URL | undefined;
  const inline = get('SUPABASE_JWKS');
  if (inline) {
    try {
      const parsed = JSON.parse(inline) as JSONWebKeySet | JSONWebKeySet['keys'];
      jwks = Array.isArray(parsed) ? { keys: parsed } : parsed;
    } catch {
      jwks = undefined;
    }
  }
  const url = get('SUPABASE_URL');
  if (!jwks && url) jwks = new URL(`${url.replace(/\/+$/, '')}/auth/v1/.well-known/jwks.json`);
  const jwtSecret = get('JWT_SECRET') || undefined;
  const schedulerSecret = get('SCHEDULER_SECRET') || undefined;
  return { secretKeys, ...(jwtSecret ? { jwtSecret } : {}), ...(jwks ? { jwks } : {}), ...(schedulerSecret ? { schedulerSecret } : {}) };
}

const encoder = new TextEncoder();

/** Compares two strings in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  if (x.length !== y.length) return false;
  let diff = 0;
  for (let i = 0; i < x.length; i += 1) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

const remoteSets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

async function verifyToken(token: string, keys: CallerKeys): Promise<(JWTPayload & Record<string, unknown>) | null> {
  let alg: string | undefined;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return null;
  }
  try {
    if (alg === 'HS256') {
      if (!keys.jwtSecret) return null;
      const { payload } = await jwtVerify(token, encoder.encode(keys.jwtSecret), { algorithms: ['HS256'] });
      return payload as JWTPayload & Record<string, unknown>;
    }
    if (alg !== 'ES256' && alg !== 'RS256' && alg !== 'EdDSA') return null;
    if (!keys.jwks) return null;
    let set: ReturnType<typeof createLocalJWKSet> | ReturnType<typeof createRemoteJWKSet>;
    if (keys.jwks instanceof URL) {
      const href = keys.jwks.href;
      set = remoteSets.get(href) ?? createRemoteJWKSet(keys.jwks);
      remoteSets.set(href, set as ReturnType<typeof createRemoteJWKSet>);
    } else set = createLocalJWKSet(keys.jwks);
    const { payload } = await jwtVerify(token, set, { algorithms: ['ES256', 'RS256', 'EdDSA'] });
    return payload as JWTPayload & Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Who the request comes from (never throws). */
export async function authenticateCaller(req: Request, keys: CallerKeys): Promise<Caller> {
  const scheduler = req.headers.get('x-scheduler-secret');
  if (scheduler !== null && keys.schedulerSecret && sameSecret(scheduler, keys.schedulerSecret)) {
    return { kind: 'service', via: 'scheduler_secret' };
  }
  const token = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token) return { kind: 'none', reason: 'no bearer token' };
  if (keys.secretKeys.some((key) => sameSecret(token, key))) return { kind: 'service', via: 'secret_key' };
  const claims = await verifyToken(token, keys);
  if (claims === null) return { kind: 'none', reason: 'the token does not verify' };
  if (claims.role === 'service_role') return { kind: 'service', via: 'jwt' };
  if (claims.role === 'authenticated' && typeof claims.sub === 'string') return { kind: 'user', token, claims };
  return { kind: 'none', reason: `role ${String(claims.role)}` };
}
