/**
 * The dispatch lifecycle's vocabularies, as the database spells them (the CHECK constraints of
 * supabase/migrations/20261123100000_dispatch.sql; tests/integration/enumerations.test.ts
 * compares them), with the words the console shows. The rules themselves live in Postgres;
 * `actionsFor` only decides which buttons are worth showing.
 */
import { DECLINE_REASONS, type DeclineReason } from '../../supabase/functions/_shared/decline-reasons.ts';

export const LEAD_STATUSES = ['new', 'offered', 'accepted', 'completed', 'unreachable', 'cancelled'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What the queue shows by default: leads a dispatcher has to act on. */
export const NEEDS_ACTION_STATUSES = ['new', 'offered', 'unreachable'] as const satisfies readonly LeadStatus[];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  offered: 'Offered',
  accepted: 'Accepted',
  completed: 'Completed',
  unreachable: 'Unreachable',
  cancelled: 'Cancelled',
};

export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const CANCEL_REASONS = [
  { value: 'duplicate', label: 'Duplicate request' },
  { value: 'spam', label: 'Spam' },
  { value: 'resident_cancelled', label: 'Resident cancelled' },
  { value: 'outside_service_area', label: 'Outside the service area' },
  { value: 'referred_to_agency', label: 'Referred to an agency (ACC, 311, 911, DOHMH)' },
  { value: 'other', label: 'Other (say why in the note)' },
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number]['value'];
export const CANCEL_REASON_VALUES = CANCEL_REASONS.map((r) => r.value) as readonly CancelReason[];

export { DECLINE_REASONS, declineReasonLabel, type DeclineReason } from '../../supabase/functions/_shared/decline-reasons.ts';
export const DECLINE_REASON_VALUES = DECLINE_REASONS.map((r) => r.value) as readonly DeclineReason[];

export const LEAD_EVENTS = [
  'created', 'offered', 'accepted', 'declined', 'expired', 'withdrawn',
  'completed', 'unreachable', 'cancelled', 'reopened', 'note', 'escalated',
] as const;
export type LeadEventKind = (typeof LEAD_EVENTS)[number];

export const EVENT_LABELS: Record<LeadEventKind, string> = {
  created: 'Request received',
  offered: 'Offered',
  accepted: 'Offer accepted',
  declined: 'Offer declined',
  expired: 'Offer expired',
  withdrawn: 'Offer withdrawn',
  completed: 'Job completed',
  unreachable: 'Resident unreachable',
  cancelled: 'Cancelled',
  reopened: 'Reopened',
  note: 'Note',
  escalated: 'Needs a person',
};

/** Automatic dispatch's modes (private.dispatch_settings.auto_mode), with the settings page's words. */
export const DISPATCH_MODES = ['off', 'outside_staffed_hours', 'always'] as const;
export type DispatchMode = (typeof DISPATCH_MODES)[number];
export const DISPATCH_MODE_LABELS: Record<DispatchMode, string> = { off: 'Off', outside_staffed_hours: 'Outside staffed hours', always: 'Always' };

/** Why automatic dispatch handed a lead to a person (leads.needs_person_reason). */
export const NEEDS_PERSON_REASONS = ['offer_limit', 'nobody_qualifies'] as const;

/** How a professional tried to reach a resident before marking the job unreachable (public.lead_events.tried). */
export const CONTACT_ATTEMPTS = ['called', 'voicemail', 'texted', 'emailed'] as const;
export type ContactAttempt = (typeof CONTACT_ATTEMPTS)[number];
export const CONTACT_ATTEMPT_LABELS: Record<ContactAttempt, string> = {
  called: 'Called',
  voicemail: 'Left a voicemail',
  texted: 'Sent a text',
  emailed: 'Sent an e-mail',
};

export const ACTOR_ROLES = ['resident', 'dispatcher', 'admin', 'pro', 'system'] as const;
export const PRO_STATUSES = ['active', 'paused'] as const;

/** Which NYS DEC credential an approved professional's number is (pros.credential). */
export const PRO_CREDENTIALS = ['nwco_license', 'pesticide_certification'] as const;
export type ProCredential = (typeof PRO_CREDENTIALS)[number];

/** What ECL §11-0524 asks a nuisance wildlife control operator to record of each job. */
export const COMPLETION_METHODS = ['Exclusion / one-way door', 'Live trap', 'Hand capture', 'Lethal trap', 'Other'] as const;
export const COMPLETION_DISPOSITIONS = [
  'Released on site',
  "Released off site with the landowner's permission",
  'Euthanized',
  'Transferred to a licensed wildlife rehabilitator',
  'No animal handled',
  'Other',
] as const;

export type LeadAction = 'offer' | 'withdraw' | 'acceptOnBehalf' | 'declineOnBehalf' | 'complete' | 'unreachable' | 'reopen' | 'cancel' | 'note';

/** The transitions a lead in this status allows (the database checks them again). */
export function actionsFor(status: LeadStatus): readonly LeadAction[] {
  switch (status) {
    case 'new':
      return ['offer', 'cancel', 'note'];
    case 'offered':
      return ['withdraw', 'acceptOnBehalf', 'declineOnBehalf', 'cancel', 'note'];
    case 'accepted':
      return ['complete', 'unreachable', 'cancel', 'note'];
    case 'unreachable':
      return ['reopen', 'cancel', 'note'];
    case 'cancelled':
      return ['reopen', 'note'];
    case 'completed':
      return ['note'];
  }
}

/** The outbox's messages (private.outbox.template) and what the console calls them. */
export const NOTIFICATION_TEMPLATES = [
  'lead_received',
  'lead_new',
  'offer_new',
  'offer_returned',
  'lead_assigned',
  'lead_cancelled_pro',
  'lead_unreachable',
  'resident_unreachable',
  'lead_completed',
  'lead_details_pro',
  'lead_not_resolved',
  'lead_escalated',
  'application_received',
  'payment_received',
  'payment_reversed',
  'application_approved',
  'application_rejected',
  'application_changes_requested',
  'newsletter_confirm',
  'newsletter_update',
  'text_lead_received',
  'text_lead_assigned',
  'text_offer_new',
  'text_offer_closed',
  'text_offer_accepted',
  'text_escalated',
] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];
export const NOTIFICATION_TEMPLATE_LABELS: Record<NotificationTemplate, string> = {
  lead_received: 'Confirmation to the resident',
  lead_new: 'New request to the dispatch inbox',
  offer_new: 'Offer to the professional',
  offer_returned: 'Returned offer to the dispatch inbox',
  lead_assigned: '"Who is coming" to the resident',
  lead_cancelled_pro: 'Cancellation to the professional',
  lead_unreachable: 'Resident unreachable, to the dispatch inbox',
  resident_unreachable: '"We could not reach you" to the resident',
  lead_completed: '"Was it resolved?" to the resident',
  lead_details_pro: "The resident's added details, to the professional",
  lead_not_resolved: '"Not resolved" to the dispatch inbox',
  lead_escalated: '"Needs a person" to the dispatch inbox',
  application_received: 'Application received',
  payment_received: 'Payment received',
  payment_reversed: 'Refund or dispute to the dispatch inbox',
  application_approved: 'Approval and portal invitation',
  application_rejected: 'Rejection with the reason',
  application_changes_requested: 'Changes requested',
  newsletter_confirm: 'Newsletter confirmation link',
  newsletter_update: 'Newsletter update',
  text_lead_received: 'Text: confirmation to the resident',
  text_lead_assigned: 'Text: "a professional has your request" to the resident',
  text_offer_new: 'Text: offer to the professional',
  text_offer_closed: 'Text: offer withdrawn or expired, to the professional',
  text_offer_accepted: 'Text: call details to the professional',
  text_escalated: 'Text: "needs a person" to the on-call dispatcher',
};

/** Why a recorded payment no longer stands (private.application_payments.reversal). */
export const PAYMENT_REVERSALS = ['refunded', 'disputed'] as const;
/** A refund or dispute event, as private.record_payment_reversal records it (private.payment_reversals.kind). */
export const PAYMENT_REVERSAL_KINDS = ['refunded', 'disputed', 'dispute_won', 'dispute_lost'] as const;
/** What that event changed (private.payment_reversals.outcome). */
export const PAYMENT_REVERSAL_OUTCOMES = ['reversed', 'restored', 'another_payment_stands', 'recorded', 'unknown_payment'] as const;
export type PaymentReversal = (typeof PAYMENT_REVERSALS)[number];
export type PaymentReversalKind = (typeof PAYMENT_REVERSAL_KINDS)[number];
export type PaymentReversalOutcome = (typeof PAYMENT_REVERSAL_OUTCOMES)[number];
/** How the console names each refund or dispute event. */
export const PAYMENT_REVERSAL_KIND_LABELS: Record<PaymentReversalKind, string> = {
  refunded: 'Refunded',
  disputed: 'Disputed (chargeback)',
  dispute_won: 'Dispute won',
  dispute_lost: 'Dispute lost',
};

/** The states of a newsletter subscription (public.newsletter_subscriptions.status; double opt-in). */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

/** The decisions of an application review (private.application_reviews.decision). */
export const REVIEW_DECISIONS = ['approved', 'rejected', 'changes_requested'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** What the reviewer ticks before approving (approve_application's p_checklist keys). */
export const REVIEW_CHECKLIST = [
  { key: 'license_matches', label: 'The licence number matches the licence document' },
  { key: 'license_current', label: 'The licence has not expired' },
  { key: 'insurance_general_liability', label: 'The insurance covers general liability' },
  { key: 'counties_make_sense', label: 'The counties served make sense for the business' },
] as const;

/** Added to the checklist when the applicant gave a pesticide applicator certification (approve_application requires it then). */
export const PESTICIDE_CHECKLIST_ITEM = {
  key: 'pesticide_certification_checked',
  label: 'The DEC pesticide applicator certification is current and its category covers the work',
} as const;
export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export const NOTIFICATION_STATES = ['queued', 'retrying', 'sent', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];
