/**
 * Why a professional declines an offer: the values the database allows
 * (lead_offers.decline_reason), each with the words the pro portal's buttons, the console and
 * the dispatch e-mails use. One list for the browser (src/domain/dispatch.ts re-exports it) and
 * the Edge Functions.
 */
export const DECLINE_REASONS = [
  { value: 'too_far', label: 'Too far' },
  { value: 'no_capacity', label: 'No capacity' },
  { value: 'species_not_handled', label: 'Species not handled' },
  { value: 'other', label: 'Other' },
] as const;

export type DeclineReason = (typeof DECLINE_REASONS)[number]['value'];

/** The words for a stored reason (an unknown one as it is stored). */
export function declineReasonLabel(value: string): string {
  return DECLINE_REASONS.find((r) => r.value === value)?.label ?? value;
}
