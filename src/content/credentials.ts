import type { TrustBadge } from './types';

/**
 * Which New York State DEC credential applies to which work, in one place for the badges, the
 * FAQ, the species pages and the application wizard (the network's rule, enforced by the
 * database: src/domain/credentials.ts).
 *
 * - Charging a fee to take, possess, transport or release nuisance wildlife needs a DEC Nuisance
 *   Wildlife Control Operator (NWCO) licence (ECL 11-0524); ECL 11-0523 names pigeons, so
 *   trapping pigeons for a fee needs it too.
 * - Applying any pesticide (rodenticide bait, repellent, fumigant, avicide) on someone else's
 *   property needs DEC commercial pesticide applicator certification, and the business must
 *   register with DEC.
 * - The network offers rat and mouse work only to professionals with the certification; bird
 *   work to either, each doing only the work its credential covers; other animals only to
 *   NWCO-licensed professionals. Whether trapping rats or mice without pesticides also needs an
 *   NWCO licence is not settled, so the copy never claims it either way.
 */
export type CredentialKind = 'nwco' | 'pesticide' | 'birds';

/** The first trust badge of a page, by the credential its work calls for. */
export const CREDENTIAL_BADGES = {
  nwco: { icon: 'badge-check', text: 'Pros licensed by NYS DEC as nuisance wildlife control operators' },
  pesticide: { icon: 'badge-check', text: 'Rat and mouse work only by NYS DEC-certified pesticide applicators' },
  birds: { icon: 'badge-check', text: 'Pigeon trapping by DEC-licensed operators; repellents and baits by DEC-certified applicators' },
} as const satisfies Record<CredentialKind, TrustBadge>;

/** Short statements of which credential applies, for FAQ answers and notes. */
export const CREDENTIAL_FACTS = {
  nwco: 'In New York, anyone who charges a fee to take, possess, transport or release nuisance wildlife needs a Nuisance Wildlife Control Operator (NWCO) license from the New York State Department of Environmental Conservation (DEC). That includes trapping pigeons for a fee.',
  pesticide:
    'Anyone who applies a pesticide, such as rodent bait, a repellent, a fumigant or an avicide, on someone else’s property needs a commercial pesticide applicator certification from the DEC, and their business must be registered with the DEC.',
} as const;

/** The application wizard's notes on step 3 (src/features/apply/credentials-step.tsx). */
export const CREDENTIAL_NOTES = {
  license: `${CREDENTIAL_FACTS.nwco} It is required for the wildlife you handle.`,
  licenseForCommensalOnly:
    'For rats and mice the network requires the DEC pesticide applicator certification below. For birds, trapping pigeons for a fee needs an NWCO license, and repellents, baits and avicides need the certification: either one is accepted, and you do only the work it covers. Answer No here if you do not hold an NWCO license.',
  certification:
    'Required for applying rodenticide bait, repellents, fumigants or avicides on a client’s property. The network requires it for rat and mouse work.',
} as const;
