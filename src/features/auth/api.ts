/**
 * Sign up, sign in and sign out with e-mail and password (docs/product-rules.md#roles). Failures keep a
 * message for the 'Sign up Failed' / 'Sign in Failed' / 'Sign out Failed' toasts: the auth
 * server's own message for a refused request (e.g. 'Invalid login credentials'), otherwise
 * 'Something went wrong' (network, timeout, server fault).
 */
import type { Session, User } from '@supabase/supabase-js';
import { fromException, reportFailure, type Outcome } from '@/lib/result';
import { getSupabase, type ClientScope } from '@/lib/supabase';

export const FALLBACK_AUTH_MESSAGE = 'Something went wrong';

export type AuthSessionData = { user: User | null; session: Session | null };

function failure<T>(context: string, error: unknown): Outcome<T> {
  const mapped = reportFailure(context, { error });
  const raw = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  const message =
    (mapped.kind === 'rejected' || mapped.kind === 'unauthorized') && typeof raw === 'string' && raw.trim() !== ''
      ? raw
      : FALLBACK_AUTH_MESSAGE;
  return { ok: false, error: mapped, message };
}

function thrown<T>(context: string, error: unknown): Outcome<T> {
  return { ok: false, error: fromException(context, error), message: FALLBACK_AUTH_MESSAGE };
}

export async function signUp(email: string, password: string, scope: ClientScope = 'public'): Promise<Outcome<AuthSessionData>> {
  try {
    const supabase = await getSupabase(scope);
    const { data, error } = await supabase.auth.signUp({ email: email.trim(), password });
    if (error) return failure('signUp', error);
    return { ok: true, data: { user: data.user, session: data.session } };
  } catch (error) {
    return thrown('signUp', error);
  }
}

export async function signIn(email: string, password: string, scope: ClientScope = 'public'): Promise<Outcome<AuthSessionData>> {
  try {
    const supabase = await getSupabase(scope);
    const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
    if (error) return failure('signIn', error);
    return { ok: true, data: { user: data.user, session: data.session } };
  } catch (error) {
    return thrown('signIn', error);
  }
}

export async function signOut(scope: ClientScope = 'public'): Promise<Outcome<null>> {
  try {
    const supabase = await getSupabase(scope);
    const { error } = await supabase.auth.signOut();
    if (error) return failure('signOut', error);
    return { ok: true, data: null };
  } catch (error) {
    return thrown('signOut', error);
  }
}

/**
 * Asks for a sign-in e-mail (a six-digit code and a magic link back to `redirectTo`) for an
 * existing account only. An address without an account gets the same answer as one with: the
 * page never tells who is a member.
 */
export async function sendSignInCode(email: string, redirectTo: string, scope: ClientScope): Promise<Outcome<null>> {
  try {
    const supabase = await getSupabase(scope);
    const { error } = await supabase.auth.signInWithOtp({ email: email.trim(), options: { shouldCreateUser: false, emailRedirectTo: redirectTo } });
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
    if (error && code !== 'otp_disabled' && code !== 'user_not_found') return failure('sendSignInCode', error);
    return { ok: true, data: null };
  } catch (error) {
    return thrown('sendSignInCode', error);
  }
}

/** Signs in with the six-digit code of that e-mail. */
export async function verifySignInCode(email: string, code: string, scope: ClientScope): Promise<Outcome<AuthSessionData>> {
  try {
    const supabase = await getSupabase(scope);
    const { data, error } = await supabase.auth.verifyOtp({ email: email.trim(), token: code.trim(), type: 'email' });
    if (error) return failure('verifySignInCode', error);
    return { ok: true, data: { user: data.user, session: data.session } };
  } catch (error) {
    return thrown('verifySignInCode', error);
  }
}
