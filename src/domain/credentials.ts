/**
 * Which NYS DEC credential applies to which work, and which application answers cannot be
 * approved. The database mirrors both (private.application_blockers in
 * supabase/migrations/20261124140000_application_credentials.sql); a unit test keeps the
 * species lists in step.
 *
 * - Charging a fee to take, possess, transport or release nuisance wildlife needs a DEC
 *   Nuisance Wildlife Control Operator (NWCO) licence.
 * - Applying a pesticide (rodenticide bait, repellent, fumigant) on someone else's property
 *   needs DEC commercial pesticide applicator certification. For rats, mice and pigeons
 *   (birds) this is usually the credential that applies; whether trapping rats or mice without
 *   pesticides also needs an NWCO licence is not settled, so either credential is accepted for
 *   an applicant who handles only these.
 */

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

/**
 * Why these answers cannot be approved (empty when they can). Only explicit answers count:
 * an unanswered question is step 3's to refuse, not a reason here.
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
  if (needsNwcoLicense(a.species_handled)) {
    if (a.has_nwco_license === 'No') blockers.push('no_nwco_license');
  } else if (pesticideAsked && a.has_nwco_license === 'No' && a.has_pesticide_certification === 'No') {
    blockers.push('no_credential');
  }
  return blockers;
}
