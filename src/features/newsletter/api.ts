/**
 * Newsletter data layer (/updates 'Get Future Updates' and the two links of its e-mails), over
 * plain fetch (lib/rpc.ts): no supabase-js on these pages.
 *
 * Double opt-in (docs/dispatch-api.md "Newsletter"): subscribe_newsletter answers the same for
 * any address (new, waiting for confirmation, confirmed, unsubscribed) so the form tells nobody
 * who is subscribed; it e-mails a confirmation link, and only that link confirms. A filled
 * honeypot is accepted without storing or sending anything. Every update e-mail carries an
 * unsubscribe link that works without signing in.
 */
import { callRpc, type RpcResult } from '@/lib/rpc';
import { fail, ok, reportFailure, type Result } from '@/lib/result';

function failure(name: string, result: Extract<RpcResult<unknown>, { ok: false }>): Result<never> {
  return fail(reportFailure(name, { error: { code: result.code, message: result.message }, status: result.status }));
}

export async function subscribeToUpdates(email: string, honeypot?: string): Promise<Result<null>> {
  const trap = honeypot?.trim();
  const result = await callRpc<null>('subscribe_newsletter', {
    p_email: email.trim().toLowerCase(),
    p_company_website: trap ? trap : null,
  });
  return result.ok ? ok(null) : failure('subscribeToUpdates', result);
}

/** A link's token is 43 URL-safe characters; anything else is not worth a request. */
export const isNewsletterToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export type TokenOutcome = 'done' | 'invalid';

async function callWithToken(fn: 'confirm_newsletter' | 'unsubscribe_newsletter', done: string, token: string): Promise<Result<TokenOutcome>> {
  if (!isNewsletterToken(token)) return ok('invalid');
  const result = await callRpc<string>(fn, { p_token: token });
  if (!result.ok) return failure(fn, result);
  return ok(result.data === done ? 'done' : 'invalid');
}

/** The confirmation link: 'done' when the subscription is (now) confirmed. */
export const confirmSubscription = (token: string) => callWithToken('confirm_newsletter', 'confirmed', token);

/** The unsubscribe link: 'done' when the address gets no more updates. */
export const unsubscribe = (token: string) => callWithToken('unsubscribe_newsletter', 'unsubscribed', token);
