import type { TrustBadge } from './types';

/**
 * Which New York State DEC credential applies to which work, in one place for the badges, the
 * FAQ, the species pages and the application wizard (the rule itself: src/domain/credentials.ts).
 *
 * - Charging a fee to take, possess, transport or release nuisance wildlife needs a DEC Nuisance
 *   Wildlife Control Operator (NWCO) licence (ECL 11-0524).
 * - Applying any pesticide (rodenticide bait, repellent, fumigant) on someone else's property
 *   needs DEC commercial pesticide applicator certification, and the business must register
 *   with DEC. For rats, mice and pigeons this is usually the credential that applies.
 * - Whether fee-based trapping of rats or mice without pesticides also needs an NWCO licence is
 *   not settled, so the copy never claims it either way.
 */
export type CredentialKind = 'nwco' | 'pesticide';

/** The first trust badge of a page, by the credential its work calls for. */
export const CREDENTIAL_BADGES = {
  nwco: { icon: 'badge-check', text: 'Pros licensed by NYS DEC as nuisance wildlife control operators' },
  pesticide: { icon: 'badge-check', text: 'Pesticide work only by NYS DEC-certified applicators' },
} as const satisfies Record<CredentialKind, TrustBadge>;

/** Short statements of which credential applies, for FAQ answers and notes. */
export const CREDENTIAL_FACTS = {
  nwco: 'In New York, anyone who charges a fee to take, possess, transport or release nuisance wildlife needs a Nuisance Wildlife Control Operator (NWCO) license from the New York State Department of Environmental Conservation (DEC).',
  pesticide:
    'Anyone who applies a pesticide, such as rodent bait, a repellent or a fumigant, on someone else’s property needs a commercial pesticide applicator certification from the DEC, and their business must be registered with the DEC. For rats, mice and pigeons this is usually the credential that applies, because the work usually involves bait or repellents.',
} as const;

/** The application wizard's notes on step 3 (src/features/apply/credentials-step.tsx). */
export const CREDENTIAL_NOTES = {
  license: `${CREDENTIAL_FACTS.nwco} It is required for the wildlife you handle.`,
  licenseForCommensalOnly:
    'For rats, mice and birds such as pigeons, the DEC pesticide applicator certification below is usually the credential that applies. Answer No here if you do not hold an NWCO license.',
  certification:
    'Required for applying rodenticide bait, repellents or fumigants on a client’s property, which is most rat, mouse and pigeon work.',
} as const;
