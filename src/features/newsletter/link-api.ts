/**
 * The two links of the newsletter's e-mails (docs/dispatch-api.md "Newsletter"): the
 * confirmation link and the unsubscribe link of every update, both without signing in.
 */
import { callRpc } from '@/lib/rpc';
import { ok, rpcFailure, type Result } from '@/lib/result';

/** A link's token is 43 URL-safe characters; anything else is not worth a request. */
export const isNewsletterToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export type TokenOutcome = 'done' | 'invalid';

async function callWithToken(fn: 'confirm_newsletter' | 'unsubscribe_newsletter', done: string, token: string): Promise<Result<TokenOutcome>> {
  if (!isNewsletterToken(token)) return ok('invalid');
  const result = await callRpc<string>(fn, { p_token: token });
  if (!result.ok) return rpcFailure(fn, result);
  return ok(result.data === done ? 'done' : 'invalid');
}

/** The confirmation link: 'done' when the subscription is (now) confirmed. */
export const confirmSubscription = (token: string) => callWithToken('confirm_newsletter', 'confirmed', token);

/** The unsubscribe link: 'done' when the address gets no more updates. */
export const unsubscribe = (token: string) => callWithToken('unsubscribe_newsletter', 'unsubscribed', token);
