import type { Database } from '@/lib/database.types';
import {
  DISPATCH_MODES,
  PAYMENT_REVERSALS,
  PAYMENT_REVERSAL_KINDS,
  PAYMENT_REVERSAL_OUTCOMES,
  type CancelReason,
  type ContactAttempt,
  type DeclineReason,
  type LeadEventKind,
  type LeadStatus,
  type NotificationState,
  type OfferStatus,
} from '@/domain/dispatch';
import { z } from '@/domain/zod';

/** Rows as the dispatch functions and tables return them (docs/dispatch-api.md). */
export type QueueRow = {
  id: string;
  reference: string;
  created_at: string;
  status: LeadStatus;
  status_changed_at: string;
  borough: string;
  zip: string;
  species: string[];
  animal_type: string | null;
  property_type: string;
  name: string;
  phone: string;
  email: string;
  offer_id: string | null;
  offer_pro_id: string | null;
  offer_pro_name: string | null;
  offer_expires_at: string | null;
  last_offer_expired_at: string | null;
  /** The first 140 characters of the description, white space folded. */
  description_snippet: string;
  situations: string[];
  /** The hours after which a lead has waited too long (dispatch_settings.resident_wait_hours). */
  service_level_hours: number;
  /** The earlier open lead this one probably repeats (same ZIP, same phone or e-mail, within a day). */
  duplicate_of: string | null;
  duplicate_of_reference: string | null;
  /** When automatic dispatch handed the lead to a person, and why (offer_limit, nobody_qualifies). */
  needs_person_at: string | null;
  needs_person_reason: string | null;
  total_count: number;
};

/*
 * Functions that answer one JSON value (the generator can only say `Json`): each has a schema,
 * parsed where the answer arrives (api.ts), and its type is the schema's.
 */
const count = z.number();
const maybe = <T extends z.ZodMiniType>(schema: T) => z.nullable(schema);

/** rpc/dispatch_stats. */
export const dispatchStatsSchema = z.object({
  open_leads: count,
  median_minutes_to_accept_7d: maybe(z.number()),
  offers_expired_today: count,
  week_starts_at: z.string(),
  leads_per_borough_week: z.record(z.string(), count),
});
export type DispatchStats = z.output<typeof dispatchStatsSchema>;

export type Lead = {
  id: string;
  reference: string;
  created_at: string;
  status: LeadStatus;
  status_changed_at: string;
  source: 'contact_flow' | 'lead_form';
  source_page: string;
  name: string;
  email: string;
  phone: string;
  property_type: string;
  /** The resident's language (leads.language): en, es, zh-Hant or zh-Hans. */
  language: string;
  address: string | null;
  /** Apartment, unit or floor. */
  unit: string | null;
  city: string | null;
  zip: string;
  borough: string;
  description: string;
  species: string[];
  wanted_species: string[];
  animal_type: string | null;
  duration: string | null;
  contact_method: string | null;
  contact_by_phone: boolean;
  contact_by_email: boolean;
  /** Consent to texts (contact method Text): the wording's version and when the database stored it. */
  text_consent_version: string | null;
  text_consent_at: string | null;
  situations: string[];
  last_offer_expired_at: string | null;
  cancel_reason: CancelReason | null;
};

export type LeadEvent = {
  id: number;
  lead_id: string;
  created_at: string;
  actor_role: 'resident' | 'dispatcher' | 'admin' | 'pro' | 'system';
  actor_label: string | null;
  event: LeadEventKind;
  from_status: LeadStatus | null;
  to_status: LeadStatus;
  offer_id: string | null;
  pro_id: string | null;
  note: string | null;
  /** For an unreachable event: how the resident was tried. */
  tried: ContactAttempt[] | null;
};

export type Offer = {
  id: string;
  lead_id: string;
  pro_id: string;
  status: OfferStatus;
  created_at: string;
  expires_at: string;
  responded_at: string | null;
  decline_reason: DeclineReason | null;
  note: string | null;
};

export type Pro = { id: string; business_name: string; phone: string; email: string; license_number: string; boroughs: string[]; species: string[]; status: 'active' | 'paused' };

export type Match = {
  pro_id: string;
  business_name: string;
  contact_name: string;
  phone: string;
  boroughs: string[];
  species: string[];
  covers_species: boolean;
  open_jobs: number;
  last_offer_at: string | null;
  offered_before: boolean;
  /** The professional's "Available for new offers" switch and how many open jobs they take. */
  available: boolean;
  max_open_jobs: number;
  /** Why automatic dispatch would pass them by now, in words; empty when it would not. */
  not_automatic_because: string[];
};

export type ExportRow = Omit<Lead, 'status_changed_at' | 'source_page' | 'wanted_species' | 'unit' | 'contact_method' | 'contact_by_phone' | 'contact_by_email' | 'situations' | 'last_offer_expired_at' | 'text_consent_version' | 'text_consent_at' | 'language'> & {
  events: { at: string; event: string; from: string | null; to: string; actor_role: string; actor: string | null; note: string | null }[];
};

export type QueueFilters = {
  status: 'needs-action' | 'all' | LeadStatus;
  borough: string;
  species: string;
  search: string;
};

/** rpc/lead_notifications: one message about a lead and how its delivery stands. */
export type LeadNotification = {
  id: number;
  template: string;
  recipient: string;
  state: NotificationState;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  failed_at: string | null;
  next_attempt_at: string;
};

/** One weekly period in New York time: ISO weekday (1 Monday … 7 Sunday), "HH:MM" to "HH:MM". */
export const weeklyPeriodSchema = z.object({ weekday: z.number(), opens: z.string(), closes: z.string() });
export type WeeklyPeriod = z.output<typeof weeklyPeriodSchema>;

/** What rpc/dispatch_mode answers: automatic dispatch's settings. */
export const dispatchModeSchema = z.object({
  mode: z.enum(DISPATCH_MODES),
  auto_offer_ttl_minutes: z.number(),
  auto_offer_limit: z.number(),
  offer_ttl_minutes: z.number(),
  applies_now: z.boolean(),
  staffed_hours: z.array(weeklyPeriodSchema),
  /** Where escalations are texted (E.164), or null. */
  on_call_phone: z.nullable(z.string()),
});
export type DispatchModeSettings = z.output<typeof dispatchModeSchema>;

const minutes = z.nullable(z.number());

/** rpc/dispatch_numbers: one window of days (New York time) of /dispatch/numbers. */
export const dispatchNumbersSchema = z.object({
  days: z.number(),
  from: z.string(),
  to: z.string(),
  per_day: z.array(
    z.object({
      day: z.string(),
      leads: count,
      new: count,
      offered: count,
      accepted: count,
      completed: count,
      unreachable: count,
      cancelled: count,
      escalated: count,
      first_offer_median: minutes,
      acceptance_median: minutes,
    }),
  ),
  summary: z.object({
    leads: count,
    offered_leads: count,
    accepted_leads: count,
    first_offer_median: minutes,
    first_offer_p90: minutes,
    acceptance_median: minutes,
    acceptance_p90: minutes,
    escalated: count,
    escalated_share: z.nullable(z.number()),
    automatic_offers: count,
    manual_offers: count,
  }),
  pros: z.array(
    z.object({
      pro_id: z.string(),
      business_name: z.string(),
      offers: count,
      automatic_offers: count,
      accepted: count,
      declined: count,
      expired: count,
      acceptance_rate: z.nullable(z.number()),
      median_answer_minutes: minutes,
    }),
  ),
});
export type DispatchNumbers = z.output<typeof dispatchNumbersSchema>;

/** What public.service_health answers (counts and job names only). */
export const serviceHealthSchema = z.object({
  ok: z.boolean(),
  problems: z.array(z.string()),
  outbox: z.object({ pending: count, waiting_over_5_minutes: count, oldest_pending_seconds: count, failed_last_day: count }),
});
export type ServiceHealth = z.output<typeof serviceHealthSchema>;

/** rpc/failed_notifications: messages that gave up (last 7 days). */
export type FailedNotification = {
  id: number;
  template: string;
  recipient: string;
  reference: string | null;
  lead_id: string | null;
  application_id: string | null;
  attempts: number;
  last_error: string | null;
  failed_at: string;
};

/** rpc/application_queue. */
export type ApplicationQueueRow = {
  id: string;
  status: 'draft' | 'submitted';
  paid: boolean;
  business_name: string | null;
  owner_name: string | null;
  full_name: string | null;
  email: string | null;
  service_counties: string[];
  counties_served: string | null;
  created_at: string;
  submitted_at: string;
  review_message: string | null;
};

/**
 * pending: not created yet (the pro-account function retries); linked: the professional signs in
 * with it; conflict: an account with this e-mail exists that Auth did not create for them. It is
 * never linked: someone else may own it.
 */
const proAccountSchema = z.object({ pro_id: z.string(), email: z.string(), state: z.enum(['pending', 'linked', 'conflict']), conflict_at: maybe(z.string()) });
export type ProAccount = z.output<typeof proAccountSchema>;

const verifiedDocumentSchema = z.object({
  kind: z.enum(['license', 'insurance']),
  object_name: z.string(),
  content_type: z.enum(['application/pdf', 'image/png', 'image/jpeg']),
  size: count,
  verified_at: z.string(),
});
export type VerifiedDocument = z.output<typeof verifiedDocumentSchema>;

/** rpc/application_review_detail. */
export const applicationReviewDetailSchema = z.object({
  payments: z.array(
    z.object({
      checkout_session_id: z.string(),
      event_id: z.string(),
      amount_total: maybe(count),
      currency: maybe(z.string()),
      customer_email: maybe(z.string()),
      livemode: z.boolean(),
      created_at: z.string(),
      payment_intent: maybe(z.string()),
      /** Set when a refund or dispute reversed the payment (docs/dispatch-api.md "Payment"). */
      reversal: maybe(z.enum(PAYMENT_REVERSALS)),
      reversed_at: maybe(z.string()),
    }),
  ),
  /** The refund and dispute events the payment webhook verified for this application. */
  reversals: z.array(
    z.object({
      event_id: z.string(),
      kind: z.enum(PAYMENT_REVERSAL_KINDS),
      amount: maybe(count),
      currency: maybe(z.string()),
      reason: maybe(z.string()),
      outcome: z.enum(PAYMENT_REVERSAL_OUTCOMES),
      received_at: z.string(),
    }),
  ),
  reviews: z.array(z.object({ created_at: z.string(), actor_label: maybe(z.string()), decision: z.string(), message: maybe(z.string()), checklist: z.record(z.string(), z.boolean()) })),
  /** The current documents whose leading bytes verify-document checked (docs/dispatch-api.md "Documents"). */
  documents: z.array(verifiedDocumentSchema),
  /** The approved professional's sign-in account (docs/dispatch-api.md "Professional accounts"); null before approval. */
  account: maybe(proAccountSchema),
});
export type ApplicationReviewDetail = z.output<typeof applicationReviewDetailSchema>;

/** rpc/pro_performance: one professional and how they answer offers. */
export type ProPerformance = {
  pro_id: string;
  business_name: string;
  status: 'active' | 'paused';
  boroughs: string[];
  species: string[];
  offers: number;
  accepted: number;
  declined: number;
  expired: number;
  acceptance_rate: number | null;
  median_response_minutes: number | null;
  open_jobs: number;
  /** "Available for new offers" (automatic dispatch passes them by while off). */
  available: boolean;
  /** Open jobs they take at once (automatic dispatch passes them by at this many). */
  max_open_jobs: number;
  /** Weekly on-call hours, New York time ([] = any time). */
  on_call_hours: WeeklyPeriod[];
};

/** rpc/pro_texting: where a professional's offers are texted. */
export type ProTexting = { pro_id: string; mobile_phone: string | null; texts_enabled: boolean; texts_stopped: boolean };

/** rpc/unmatched_payments_for_staff: a paid session that marked nothing paid, and why. */
export type UnmatchedPayment = {
  event_id: string;
  client_reference_id: string | null;
  amount_total: number | null;
  currency: string | null;
  customer_email: string | null;
  reason: string | null;
  received_at: string;
};

/**
 * The rows above against the generated `Database` (npm run db:types): the same column names as
 * each function returns and each table holds, so a renamed or added column fails the typecheck
 * here. The hand-written types add what the generator cannot know: which outputs may be null
 * (it types every function output as non-null) and the enumerations the CHECK constraints allow.
 */
type Returns<N extends keyof Database['public']['Functions']> = Database['public']['Functions'][N]['Returns'] extends readonly (infer R)[] ? R : never;
type Row<N extends keyof Database['public']['Tables']> = Database['public']['Tables'][N]['Row'];
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : { onlyHere: Exclude<keyof A, keyof B>; onlyInDatabase: Exclude<keyof B, keyof A> };
/** For rows the console reads only part of: every column named here exists there. */
type Within<A, B> = [Exclude<keyof A, keyof B>] extends [never] ? true : { onlyHere: Exclude<keyof A, keyof B> };
type Holds<T extends true> = T;

export type GeneratedShapes = [
  Holds<SameKeys<QueueRow, Returns<'dispatch_queue'>>>,
  Holds<Within<Lead, Row<'leads'>>>,
  Holds<Within<LeadEvent, Row<'lead_events'>>>,
  Holds<Within<Offer, Row<'lead_offers'>>>,
  Holds<Within<Pro, Row<'pros'>>>,
  Holds<SameKeys<Match, Returns<'match_pros'>>>,
  Holds<SameKeys<ExportRow, Returns<'dispatch_export'>>>,
  Holds<SameKeys<LeadNotification, Returns<'lead_notifications'>>>,
  Holds<SameKeys<FailedNotification, Returns<'failed_notifications'>>>,
  Holds<SameKeys<ApplicationQueueRow, Returns<'application_queue'>>>,
  Holds<SameKeys<ProPerformance, Returns<'pro_performance'>>>,
  Holds<SameKeys<ProTexting, Returns<'pro_texting'>>>,
  Holds<Within<UnmatchedPayment, Returns<'unmatched_payments_for_staff'>>>,
];
