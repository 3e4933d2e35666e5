/**
 * The pro portal's data layer: the professional's own functions of docs/dispatch-api.md ("The
 * pro portal") through the pro-scoped supabase-js client. The database decides what a
 * professional may see and do; a refusal carries its sentence.
 */
import type { ContactAttempt, DeclineReason } from '@/domain/dispatch';
import type { WeeklyPeriod } from '@/domain/weekly-hours';
import type { Database, Json } from '@/lib/database.types';
import { GENERIC_FAILURE, fromException, peopleMessage, reportFailure, type Outcome } from '@/lib/result';
import { callRpc } from '@/lib/rpc';
import { getSupabase, storedAccessToken, type AppSupabaseClient } from '@/lib/supabase';

export type ProOffer = Database['public']['Functions']['pro_offers']['Returns'][number];
export type ProJob = Database['public']['Functions']['pro_jobs']['Returns'][number];
export type ProRecord = Database['public']['Functions']['pro_records']['Returns'][number];
export type ProProfile = {
  id: string;
  business_name: string;
  status: string;
  boroughs: string[];
  /** "Available for new offers" (automatic offers pass a professional by while off). */
  available: boolean;
  max_open_jobs: number;
  on_call_hours: WeeklyPeriod[];
  /** Where offers are texted (E.164), or null. */
  mobile_phone: string | null;
  /** "Text me new offers". */
  texts_enabled: boolean;
  /** The number replied STOP: no text reaches it until START. */
  texts_stopped: boolean;
};

async function run<T>(context: string, call: (db: AppSupabaseClient) => PromiseLike<{ data: unknown; error: unknown; status?: number }>): Promise<Outcome<T>> {
  try {
    const { data, error, status } = await call(await getSupabase('pro'));
    if (error) return { ok: false, error: reportFailure(context, { error, status }), message: peopleMessage(error) };
    return { ok: true, data: data as T };
  } catch (error) {
    return { ok: false, error: fromException(context, error), message: GENERIC_FAILURE };
  }
}

/** The portal's first screen: the professional's profile, offers and jobs in one round trip. */
export type ProHome = { profile: ProProfile; offers: ProOffer[]; jobs: ProJob[] };

/** Refused (42501) for anyone who is not a signed-in professional. */
export const fetchHome = () => run<ProHome>('proHome', (db) => db.rpc('pro_home'));

/** The professional's "Available for new offers" switch (their own row only; on-call hours unchanged). */
export const setAvailable = (available: boolean) => run<null>('setMyAvailability', (db) => db.rpc('set_my_availability', { p_available: available }));

/** Where and whether offers are texted (their own row only); the database answers the stored E.164 number. */
export const setTexting = (mobile: string | null, enabled: boolean) =>
  run<string | null>('setMyTexting', (db) => db.rpc('set_my_texting', { p_mobile: mobile ?? '', p_enabled: enabled }));

/** The professional's weekly on-call hours (New York time; none: any time), their switch unchanged. */
export const setOnCallHours = (available: boolean, hours: readonly WeeklyPeriod[]) =>
  run<null>('setMyOnCallHours', (db) => db.rpc('set_my_availability', { p_available: available, p_hours: hours as unknown as Json }));

/**
 * The first screen on opening /pro with a stored session, over plain fetch, before supabase-js
 * has loaded; null when there is no usable stored session or the call did not succeed (the
 * page then waits for supabase-js and calls fetchHome).
 */
export async function fetchHomeWithStoredSession(): Promise<ProHome | null> {
  const token = storedAccessToken('pro');
  if (token === null) return null;
  const result = await callRpc<ProHome>('pro_home', {}, { accessToken: token });
  return result.ok ? result.data : null;
}

export const fetchRecords = (year: number) => run<ProRecord[]>('proRecords', (db) => db.rpc('pro_records', { p_year: year }));

export const acceptOffer = (offerId: string) => run<null>('proAccept', (db) => db.rpc('accept_offer', { p_offer_id: offerId }));
export const declineOffer = (offerId: string, reason: DeclineReason) =>
  run<null>('proDecline', (db) => db.rpc('decline_offer', { p_offer_id: offerId, p_reason: reason }));
export const completeJob = (leadId: string, r: { serviceDate: string; species: string; animalCount: number; method: string; disposition: string }) =>
  run<null>('proComplete', (db) =>
    db.rpc('complete_lead', {
      p_lead_id: leadId,
      p_service_date: r.serviceDate,
      p_species: r.species,
      p_animal_count: r.animalCount,
      p_method: r.method,
      p_disposition: r.disposition,
    }),
  );
export const markUnreachable = (leadId: string, tried: readonly ContactAttempt[]) =>
  run<null>('proUnreachable', (db) => db.rpc('mark_unreachable', { p_lead_id: leadId, p_tried: [...tried] }));
export const tryAgain = (leadId: string) => run<null>('proTryAgain', (db) => db.rpc('try_again', { p_lead_id: leadId }));
