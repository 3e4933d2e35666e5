import type { ToastInput } from '@/components/toast';
import type { ProCredential } from '@/domain/dispatch';

/** The status page's words (the resident's side of docs/dispatch-api.md). */
export const STAGES = [
  { key: 'received', label: 'Request received' },
  { key: 'looking', label: 'Looking for a professional' },
  { key: 'assigned', label: 'Professional assigned' },
  { key: 'completed', label: 'Completed' },
] as const;

export const statusToasts = {
  cancelled: { title: 'Request Cancelled', description: 'We will not send anyone. Thank you for letting us know.', variant: 'success' },
  detailsAdded: { title: 'Details Added', description: 'The dispatcher and your professional will see them.', variant: 'success' },
  failed: (message: string): ToastInput => ({
    title: 'Not Sent',
    description: message || 'Something went wrong. Check your connection and try again, or call us.',
    variant: 'destructive',
  }),
} as const satisfies Record<string, ToastInput | ((m: string) => ToastInput)>;

/** Who to call first in an emergency, as the report flow's "right help" says. */
export const EMERGENCY_GUIDANCE = [
  'Someone is hurt, or an animal is a danger to people right now: call 911.',
  'Someone was bitten or scratched, or a bat was in a room where someone slept: call 311 and ask for the NYC Health Department.',
  'A stray, lost or injured cat or dog: call 311 for Animal Care Centers of NYC (ACC).',
  'A dead animal on a street or sidewalk: report it to the Department of Sanitation through 311.',
] as const;

/** What the number on the professional's card is (lead_status professional.credential). */
export const CREDENTIAL_LABELS: Record<ProCredential, string> = {
  nwco_license: 'NYS DEC nuisance wildlife control licence',
  pesticide_certification: 'NYS DEC pesticide applicator certification',
};
