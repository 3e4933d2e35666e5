/**
 * Newsletter data layer of the /updates sign-up ('Get Future Updates'), over plain fetch
 * (lib/rpc.ts): no supabase-js on that page. The links of the newsletter's e-mails have theirs
 * in link-api.ts, so this page does not load them.
 *
 * Double opt-in (docs/dispatch-api.md "Newsletter"): subscribe_newsletter answers the same for
 * any address (new, waiting for confirmation, confirmed, unsubscribed) so the form tells nobody
 * who is subscribed; it e-mails a confirmation link, and only that link confirms. A filled
 * honeypot is accepted without storing or sending anything.
 */
import { withChallenge } from '@/lib/challenge';
import { callRpc } from '@/lib/rpc';
import { ok, rpcFailure, type Result } from '@/lib/result';

export async function subscribeToUpdates(email: string, honeypot?: string): Promise<Result<null>> {
  const trap = honeypot?.trim();
  // Past the per-client limit the database asks for a solved challenge (lib/challenge.ts).
  return withChallenge(async (headers) => {
    const result = await callRpc<null>(
      'subscribe_newsletter',
      { p_email: email.trim().toLowerCase(), p_company_website: trap ? trap : null },
      { headers },
    );
    return result.ok ? ok(null) : rpcFailure('subscribeToUpdates', result);
  });
}
