import { LeadForm } from '@/features/report-issue/lead-form';
import type { LeadSpecies } from '@/domain/options';

export type LeadFormSlotProps = { species?: LeadSpecies; city?: string; sourcePage: string; heading?: string };

/** The single lead form as it sits on borough and species pages. */
export function LeadFormSlot(props: LeadFormSlotProps) {
  return <LeadForm {...props} />;
}
