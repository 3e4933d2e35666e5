/**
 * The Supabase CLI's public demo secrets (supabase/cli apikeys.go): the same JWT secret and
 * anon / service_role keys as `supabase start`, so the app works unchanged against either.
 * They are published by Supabase for local development and protect nothing.
 */
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';

export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
/** New-style keys; the local gateway swaps them for the JWTs above (docs/supabase-wire.md#rest). */
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;

const secret = new TextEncoder().encode(JWT_SECRET);

export type Claims = JWTPayload & Record<string, unknown>;

export async function signJwt(claims: Claims): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
}

export type VerifyResult =
  | { ok: true; claims: Claims }
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

export async function verifyJwt(token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    return { ok: true, claims: payload as Claims };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      return { ok: false, reason: 'expired', message: 'JWT expired' };
    }
    const message = error instanceof Error ? error.message : 'invalid JWT';
    return { ok: false, reason: 'invalid', message };
  }
}
