/**
 * Which NYS DEC credential applies to which work, and which application answers cannot be
 * approved. The database mirrors both (private.application_blockers and
 * private.credentials_cover in supabase/migrations/20261126110000_credentials_for_the_work.sql);
 * tests/integration/credentials.test.ts compares them case by case.
 *
 * - Trapping and removing nuisance wildlife for a fee needs a DEC Nuisance Wildlife Control
 *   Operator (NWCO) licence (ECL 11-0524); ECL 11-0523 names pigeons, so fee-based pigeon
 *   trapping needs it too.
 * - Applying a pesticide (rodenticide bait, repellent, avicide) on someone else's property needs
 *   the DEC commercial pesticide applicator certification.
 * - The network's rule: rats and mice only with the pesticide certification; birds (pigeons)
 *   with either credential, each professional doing only the work its credential covers; every
 *   other animal with the NWCO licence.
 */

/** Species for which the pesticide applicator certification itself is required. */
export const PESTICIDE_REQUIRED_SPECIES = ['Rats', 'Mice'] as const;

/** Contractor species for which the wizard asks for the pesticide applicator certification. */
export const PESTICIDE_SPECIES = ['Rats', 'Mice', 'Birds'] as const;

/** Answers of step 3, as the wizard and the applications table hold them. */
export type CredentialAnswers = {
  species_handled: readonly string[];
  has_nwco_license: string;
  license_expiration_date: string;
  has_pesticide_certification: string;
  pesticide_certification_expiration_date: string;
  has_liability_insurance: string;
  insurance_expiration_date: string;
};

export const APPROVAL_BLOCKERS = [
  'no_insurance',
  'insurance_expired',
  'no_nwco_license',
  'nwco_license_expired',
  'no_pesticide_certification',
  'no_credential',
  'pesticide_certification_expired',
] as const;
export type ApprovalBlocker = (typeof APPROVAL_BLOCKERS)[number];

const isPesticideSpecies = (species: string) => (PESTICIDE_SPECIES as readonly string[]).includes(species);

/** True when the applicant handles a species for which the pesticide certification is asked. */
export function asksPesticideCertification(species: readonly string[]): boolean {
  return species.some(isPesticideSpecies);
}

/** True when some species the applicant handles needs the NWCO licence itself. */
export function needsNwcoLicense(species: readonly string[]): boolean {
  return species.some((s) => !isPesticideSpecies(s));
}

/** A YYYY-MM-DD date strictly before `today` (YYYY-MM-DD, New York). Blank is not expired. */
export function isExpired(date: string, today: string): boolean {
  const value = date.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value < today;
}

const needsPesticideCertification = (species: readonly string[]) =>
  species.some((s) => (PESTICIDE_REQUIRED_SPECIES as readonly string[]).includes(s));

/**
 * Why these answers cannot be approved (empty when they can). Only explicit answers count:
 * an unanswered question is step 3's to refuse, not a reason here. Same codes, same order as
 * private.application_blockers.
 */
export function approvalBlockers(a: CredentialAnswers, today: string): ApprovalBlocker[] {
  const blockers: ApprovalBlocker[] = [];
  if (a.has_liability_insurance === 'No') blockers.push('no_insurance');
  if (a.has_liability_insurance === 'Yes' && isExpired(a.insurance_expiration_date, today)) blockers.push('insurance_expired');
  const pesticideAsked = asksPesticideCertification(a.species_handled);
  if (a.has_nwco_license === 'Yes' && isExpired(a.license_expiration_date, today)) blockers.push('nwco_license_expired');
  if (pesticideAsked && a.has_pesticide_certification === 'Yes' && isExpired(a.pesticide_certification_expiration_date, today)) {
    blockers.push('pesticide_certification_expired');
  }
  const nwcoNeeded = needsNwcoLicense(a.species_handled);
  const pesticideNeeded = needsPesticideCertification(a.species_handled);
  if (nwcoNeeded && a.has_nwco_license === 'No') blockers.push('no_nwco_license');
  if (pesticideNeeded && a.has_pesticide_certification === 'No') blockers.push('no_pesticide_certification');
  if (
    a.species_handled.includes('Birds') &&
    !nwcoNeeded &&
    !pesticideNeeded &&
    a.has_nwco_license === 'No' &&
    a.has_pesticide_certification === 'No'
  ) {
    blockers.push('no_credential');
  }
  return blockers;
}

/** The credentials a professional holds. */
export type HeldCredentials = { nwco: boolean; pesticide: boolean };

/**
 * Whether a professional holding these credentials may be offered every animal named
 * (private.credentials_cover): rats and mice need the pesticide certification, birds either
 * credential, every other animal the NWCO licence. 'Other' names no animal.
 */
export function credentialsCover(held: HeldCredentials, species: readonly string[]): boolean {
  if (needsPesticideCertification(species) && !held.pesticide) return false;
  if (species.includes('Birds') && !held.nwco && !held.pesticide) return false;
  const wildlife = species.some((s) => !isPesticideSpecies(s) && s !== 'Other');
  return !wildlife || held.nwco;
}
