import type {
  CancelReason,
  ContactAttempt,
  DeclineReason,
  LeadEventKind,
  LeadStatus,
  NotificationState,
  OfferStatus,
  PaymentReversal,
  PaymentReversalKind,
  PaymentReversalOutcome,
} from '@/domain/dispatch';

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
  total_count: number;
};

export type DispatchStats = {
  open_leads: number;
  median_minutes_to_accept_7d: number | null;
  offers_expired_today: number;
  week_starts_at: string;
  leads_per_borough_week: Record<string, number>;
};

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

/** rpc/failed_notifications: messages that gave up (last 7 days). */
/** What public.service_health answers (counts and job names only). */
export type ServiceHealth = {
  ok: boolean;
  problems: string[];
  outbox: { pending: number; waiting_over_5_minutes: number; oldest_pending_seconds: number; failed_last_day: number };
};

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

/** rpc/application_review_detail. */
export type ApplicationReviewDetail = {
  payments: {
    checkout_session_id: string;
    event_id: string;
    amount_total: number | null;
    currency: string | null;
    customer_email: string | null;
    livemode: boolean;
    created_at: string;
    payment_intent: string | null;
    /** Set when a refund or dispute reversed the payment (docs/dispatch-api.md "Payment"). */
    reversal: PaymentReversal | null;
    reversed_at: string | null;
  }[];
  /** The refund and dispute events the payment webhook verified for this application. */
  reversals: { event_id: string; kind: PaymentReversalKind; amount: number | null; currency: string | null; reason: string | null; outcome: PaymentReversalOutcome; received_at: string }[];
  reviews: { created_at: string; actor_label: string | null; decision: string; message: string | null; checklist: Record<string, boolean> }[];
  /** The current documents whose leading bytes verify-document checked (docs/dispatch-api.md "Documents"). */
  documents: VerifiedDocument[];
  /** The approved professional's sign-in account (docs/dispatch-api.md "Professional accounts"); null before approval. */
  account: ProAccount | null;
};

/**
 * pending: not created yet (the pro-account function retries); linked: the professional signs in
 * with it; conflict: an account with this e-mail exists that Auth did not create for them. It is
 * never linked: someone else may own it.
 */
export type ProAccount = { pro_id: string; email: string; state: 'pending' | 'linked' | 'conflict'; conflict_at: string | null };

export type VerifiedDocument = {
  kind: 'license' | 'insurance';
  object_name: string;
  content_type: 'application/pdf' | 'image/png' | 'image/jpeg';
  size: number;
  verified_at: string;
};

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
};

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
