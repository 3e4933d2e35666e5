/**
 * Newsletter data layer (/updates 'Get Future Updates'). Insert-only table: the e-mail is
 * stored lower-cased, a second subscription of the same address stores nothing and still
 * succeeds, and a filled honeypot is accepted silently without storing anything.
 */
import { fail, fromException, ok, reportFailure, type Result } from '@/lib/result';
import { getSupabase } from '@/lib/supabase';

export async function subscribeToUpdates(email: string, honeypot?: string): Promise<Result<null>> {
  try {
    const supabase = await getSupabase();
    const trap = honeypot?.trim();
    const { error, status } = await supabase.from('newsletter_subscriptions').insert({
      email: email.trim().toLowerCase(),
      company_website: trap ? trap : null,
    });
    if (error) return fail(reportFailure('subscribeToUpdates', { error, status }));
    return ok(null);
  } catch (error) {
    return fail(fromException('subscribeToUpdates', error));
  }
}
