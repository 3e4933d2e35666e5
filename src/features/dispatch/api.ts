/**
 * The console's data layer: the dispatch functions and tables of docs/dispatch-api.md through
 * the staff-scoped supabase-js client (its own session storage). Every call answers a Result;
 * a refused transition carries the database's own sentence when it wrote one for staff.
 */
import { NEEDS_ACTION_STATUSES, type CancelReason, type DeclineReason, type DispatchMode } from '@/domain/dispatch';
import { GENERIC_FAILURE, fromException, peopleMessage, reportFailure, type Outcome } from '@/lib/result';
import { getSupabase, supabaseEndpoint, type AppSupabaseClient } from '@/lib/supabase';
import type { Json, Tables } from '@/lib/database.types';
import type { z } from '@/domain/zod';
import {
  applicationReviewDetailSchema,
  dispatchModeSchema,
  dispatchNumbersSchema,
  dispatchStatsSchema,
  serviceHealthSchema,
  type ApplicationQueueRow,
  type ExportRow,
  type FailedNotification,
  type Lead,
  type LeadEvent,
  type LeadNotification,
  type Match,
  type Offer,
  type Pro,
  type ProPerformance,
  type ProTexting,
  type QueueFilters,
  type QueueRow,
  type UnmatchedPayment,
  type WeeklyPeriod,
} from './types';

async function run<T>(context: string, call: (db: AppSupabaseClient) => PromiseLike<{ data: unknown; error: unknown; status?: number }>): Promise<Outcome<T>> {
  try {
    const { data, error, status } = await call(await getSupabase('staff'));
    if (error) return { ok: false, error: reportFailure(context, { error, status }), message: peopleMessage(error) };
    return { ok: true, data: data as T };
  } catch (error) {
    return { ok: false, error: fromException(context, error), message: GENERIC_FAILURE };
  }
}

/**
 * A function that answers one JSON value: its answer is parsed with the schema, so the console
 * never reads a shape it does not know (a mismatch is reported and shown as a failure).
 */
async function runParsed<T>(context: string, schema: z.ZodMiniType<T>, call: (db: AppSupabaseClient) => PromiseLike<{ data: unknown; error: unknown; status?: number }>): Promise<Outcome<T>> {
  const result = await run<unknown>(context, call);
  if (!result.ok) return result;
  const parsed = schema.safeParse(result.data);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, error: fromException(context, parsed.error), message: GENERIC_FAILURE };
}

export const QUEUE_PAGE = 50;

/** Filters of the queue → arguments of rpc/dispatch_queue. */
export function queueArgs(filters: QueueFilters, limit: number = QUEUE_PAGE): Record<string, unknown> {
  const statuses =
    filters.status === 'needs-action'
      ? [...NEEDS_ACTION_STATUSES]
      : filters.status === 'all'
        ? ['new', 'offered', 'accepted', 'completed', 'unreachable', 'cancelled']
        : [filters.status];
  const search = filters.search.trim();
  return {
    p_statuses: statuses,
    p_borough: filters.borough || null,
    p_species: filters.species || null,
    p_search: search === '' ? null : search,
    p_limit: limit,
    p_offset: 0,
  };
}

export const fetchQueue = (filters: QueueFilters, limit?: number) =>
  run<QueueRow[]>('dispatchQueue', (db) => db.rpc('dispatch_queue', queueArgs(filters, limit)));

export const fetchStats = () => runParsed('dispatchStats', dispatchStatsSchema, (db) => db.rpc('dispatch_stats'));

export const fetchLeads = (reference: string) =>
  run<Lead[]>('dispatchLead', (db) => db.from('leads').select('*').eq('reference', reference.toUpperCase()).order('created_at'));

export const fetchEvents = (leadId: string) =>
  run<LeadEvent[]>('dispatchEvents', (db) => db.from('lead_events').select('*').eq('lead_id', leadId).order('id'));

export const fetchOffers = (leadId: string) =>
  run<Offer[]>('dispatchOffers', (db) => db.from('lead_offers').select('*').eq('lead_id', leadId).order('created_at'));

export const fetchPros = () =>
  run<Pro[]>('dispatchPros', (db) => db.from('pros').select('id, business_name, phone, email, license_number, boroughs, species, status').order('business_name'));

export const fetchMatches = (leadId: string) => run<Match[]>('dispatchMatches', (db) => db.rpc('match_pros', { p_lead_id: leadId }));

export const fetchExport = (from: string, to: string) =>
  run<ExportRow[]>('dispatchExport', (db) => db.rpc('dispatch_export', { p_from: from, p_to: to }));

/** A note worth sending, or none (the functions' p_note defaults to null). */
const note = (text: string | undefined) => (text && text.trim() !== '' ? text.trim() : undefined);

/** The transitions (each one database function; docs/dispatch-api.md). */
/** The messages about a lead and their delivery state (docs/dispatch-api.md "Notifications"). */
export const fetchNotifications = (leadId: string) =>
  run<LeadNotification[]>('leadNotifications', (db) => db.rpc('lead_notifications', { p_lead_id: leadId }));

/** Whether e-mail goes out and the scheduled jobs run (private.service_health: counts and job names only). */
export const fetchServiceHealth = () => runParsed('serviceHealth', serviceHealthSchema, (db) => db.rpc('service_health'));

/** Automatic dispatch's mode, windows and staffed hours (staff read them). */
export const fetchDispatchMode = () => runParsed('dispatchMode', dispatchModeSchema, (db) => db.rpc('dispatch_mode'));

/** The on-call dispatcher's number for escalation texts (admins only); the stored E.164 number, or null. */
export const saveOnCallPhone = (phone: string | null) => run<string | null>('setOnCallPhone', (db) => db.rpc('set_on_call_phone', { p_phone: phone ?? '' }));

/** The numbers of the last `days` days (/dispatch/numbers). */
export const fetchNumbers = (days: number) => runParsed('dispatchNumbers', dispatchNumbersSchema, (db) => db.rpc('dispatch_numbers', { p_days: days }));

/** Sets the mode and the staffed hours (admins only: the database refuses anyone else). */
export const saveDispatchMode = (mode: DispatchMode, hours: readonly WeeklyPeriod[]) =>
  run<null>('setDispatchMode', (db) => db.rpc('set_dispatch_mode', { p_mode: mode, p_hours: hours as unknown as Json }));

/** Messages that could not be delivered after every try (last 7 days). */
export const fetchFailedNotifications = () => run<FailedNotification[]>('failedNotifications', (db) => db.rpc('failed_notifications', { p_limit: 20 }));

/** Sends a failed message again, with a fresh set of tries. */
export const retryNotification = (id: number) => run<null>('retryNotification', (db) => db.rpc('retry_notification', { p_id: id }));

export const transitions = {
  offer: (leadId: string, proId: string, text?: string) =>
    run<string>('offerLead', (db) => db.rpc('offer_lead', { p_lead_id: leadId, p_pro_id: proId, p_note: note(text) })),
  withdraw: (offerId: string, text?: string) => run<null>('withdrawOffer', (db) => db.rpc('withdraw_offer', { p_offer_id: offerId, p_note: note(text) })),
  accept: (offerId: string) => run<null>('acceptOffer', (db) => db.rpc('accept_offer', { p_offer_id: offerId })),
  decline: (offerId: string, reason: DeclineReason, text?: string) =>
    run<null>('declineOffer', (db) => db.rpc('decline_offer', { p_offer_id: offerId, p_reason: reason, p_note: note(text) })),
  complete: (
    leadId: string,
    record: { serviceDate: string; species: string; animalCount: number; method: string; disposition: string; note?: string },
  ) =>
    run<null>('completeLead', (db) =>
      db.rpc('complete_lead', {
        p_lead_id: leadId,
        p_service_date: record.serviceDate,
        p_species: record.species,
        p_animal_count: record.animalCount,
        p_method: record.method,
        p_disposition: record.disposition,
        p_note: note(record.note),
      }),
    ),
  unreachable: (leadId: string, text?: string) => run<null>('markUnreachable', (db) => db.rpc('mark_unreachable', { p_lead_id: leadId, p_note: note(text) })),
  reopen: (leadId: string, text?: string) => run<null>('reopenLead', (db) => db.rpc('reopen_lead', { p_lead_id: leadId, p_note: note(text) })),
  cancel: (leadId: string, reason: CancelReason, text?: string) =>
    run<null>('cancelLead', (db) => db.rpc('cancel_lead', { p_lead_id: leadId, p_reason: reason, p_note: note(text) })),
  note: (leadId: string, text: string) => run<null>('addLeadNote', (db) => db.rpc('add_lead_note', { p_lead_id: leadId, p_note: text })),
};

/** Application review (docs/dispatch-api.md "Application review"). */
export const fetchApplicationQueue = () => run<ApplicationQueueRow[]>('applicationQueue', (db) => db.rpc('application_queue'));
/** Paid sessions that marked nothing paid: not the fee as sold, or no known application (docs/dispatch-api.md "Payment"). */
export const fetchUnmatchedPayments = () => run<UnmatchedPayment[]>('unmatchedPayments', (db) => db.rpc('unmatched_payments_for_staff', { p_limit: 20 }));
export const fetchApplication = (id: string) =>
  run<Tables<'applications'> | null>('application', (db) => db.from('applications').select('*').eq('id', id).maybeSingle());
export const fetchApplicationDetail = (id: string) =>
  runParsed('applicationDetail', applicationReviewDetailSchema, (db) => db.rpc('application_review_detail', { p_application_id: id }));
/** A document link valid for 60 s, made when the reviewer opens it. */
export async function documentUrl(path: string): Promise<Outcome<string>> {
  return run<string>('documentUrl', async (db) => {
    const { data, error } = await db.functions.invoke<{ signed_path?: unknown }>('document-link', { body: { object_name: path } });
    if (error) return { data: null, error: await functionRefusal(error) };
    if (typeof data?.signed_path !== 'string') return { data: null, error: new Error('document-link answered no link') };
    return { data: `${supabaseEndpoint().url}${data.signed_path}`, error: null };
  });
}

/**
 * A function's refusal in the database's terms, so peopleMessage shows its sentence: 403 (not
 * staff) as 42501, 404 (not a verified document) as PT404; anything else stays a failure.
 */
async function functionRefusal(error: unknown): Promise<unknown> {
  const response = typeof error === 'object' && error !== null ? (error as { context?: unknown }).context : undefined;
  if (!(response instanceof Response) || (response.status !== 403 && response.status !== 404)) return error;
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' ? { code: response.status === 403 ? '42501' : 'PT404', message: body.message } : error;
}
/**
 * Creates the approved professional's sign-in account through Auth (the pro-account function);
 * the database links it only when Auth made it for them. The scheduler retries on failure.
 */
export async function createProAccount(proId: string): Promise<Outcome<string>> {
  return run<string>('createProAccount', async (db) => {
    const { data, error } = await db.functions.invoke<{ results?: { outcome?: unknown }[] }>('pro-account', { body: { pro_id: proId } });
    if (error) return { data: null, error: await functionRefusal(error) };
    const outcome = data?.results?.[0]?.outcome;
    return { data: typeof outcome === 'string' ? outcome : 'pending', error: null };
  });
}

export const review = {
  /** Approves (the database), then asks Auth for the professional's account right away. */
  approve: async (id: string, a: { licenseNumber: string; licenseExpiresOn: string; insuranceCarrier: string; insuredThrough: string; boroughs: string[]; species: string[]; checklist: Record<string, boolean> }) => {
    const approved = await run<string>('approveApplication', (db) =>
      db.rpc('approve_application', {
        p_application_id: id,
        p_license_number: a.licenseNumber,
        p_license_expires_on: a.licenseExpiresOn,
        p_insurance_carrier: a.insuranceCarrier,
        p_insured_through: a.insuredThrough,
        p_boroughs: a.boroughs,
        p_species: a.species,
        p_checklist: a.checklist,
      }),
    );
    // The account panel shows what came of it (a conflict, or pending for the scheduler's retry).
    if (approved.ok) await createProAccount(approved.data);
    return approved;
  },
  reject: (id: string, reason: string) => run<null>('rejectApplication', (db) => db.rpc('reject_application', { p_application_id: id, p_reason: reason })),
  requestChanges: (id: string, message: string) =>
    run<null>('requestApplicationChanges', (db) => db.rpc('request_application_changes', { p_application_id: id, p_message: message })),
};

/** Professionals and their numbers (staff); pause, resume and coverage (admins: the database checks). */
export const fetchProPerformance = () => run<ProPerformance[]>('proPerformance', (db) => db.rpc('pro_performance'));

/** Each professional's texting: the number, their setting, a STOP from the number. */
export const fetchProTexting = () => run<ProTexting[]>('proTexting', (db) => db.rpc('pro_texting'));
export const fetchProOffers = (proId: string) =>
  run<Offer[]>('proOffersForStaff', (db) => db.from('lead_offers').select('*').eq('pro_id', proId).order('created_at', { ascending: false }).limit(20));
export const proAdmin = {
  setStatus: (proId: string, status: 'active' | 'paused') => run<null>('setProStatus', (db) => db.rpc('set_pro_status', { p_pro_id: proId, p_status: status })),
  setCoverage: (proId: string, boroughs: string[], species: string[]) =>
    run<null>('updateProCoverage', (db) => db.rpc('update_pro_coverage', { p_pro_id: proId, p_boroughs: boroughs, p_species: species })),
};

/** How many leads wait for a first offer (status new), whatever the queue's filters. */
export const fetchNewLeadCount = async (): Promise<Outcome<number>> => {
  const result = await run<QueueRow[]>('newLeadCount', (db) => db.rpc('dispatch_queue', { p_statuses: ['new'], p_limit: 1, p_offset: 0 }));
  return result.ok ? { ok: true, data: result.data[0]?.total_count ?? 0 } : result;
};

/** Keeps one lead and cancels the others as its duplicates (rpc/merge_duplicate_leads, audited). */
export const mergeDuplicates = (keepId: string, duplicateIds: readonly string[]) =>
  run<null>('mergeDuplicates', (db) => db.rpc('merge_duplicate_leads', { p_keep: keepId, p_duplicates: [...duplicateIds] }));
