/**
 * The application wizard's rules (docs/product-rules.md#validation), one schema per step. The wizard validates
 * each step on its own (see `validateApplication`): a step's conditional rules then never
 * depend on whether a later step has been filled in yet.
 *
 * zod/mini (tree-shakable) rather than classic zod: the same rules at a fraction of the
 * bundle, which matters on a page whose script must load before the form works.
 *
 * Radio and select values are checked with refinements rather than z.enum on purpose:
 * an enum failure aborts the object's own refinement, which would hide e.g. the licence
 * details' messages while the insurance question is still unanswered.
 */
import { z } from '@/domain/zod';
import { LIMITS } from '@/domain/limits';
import {
  CONTRACTOR_SPECIES,
  RESPONSE_TIMES,
  SERVICE_COUNTY_VALUES,
  US_STATE_CODES,
  YES_NO,
} from '@/domain/options';
import { isEmailAddress } from '@/domain/email';
import { CONTROL_CHARS, ZIP_PATTERN } from '@/domain/format';
import { isUsPhone } from '@/domain/us-phone-plan';
import { approvalBlockers, asksPesticideCertification, type ApprovalBlocker, type CredentialAnswers } from '@/domain/credentials';
import { nyDate } from '@/domain/time';
import { fieldMessages as msg } from './messages';

/** A document stored in the bucket by an earlier Continue on step 3. */
export type UploadedDocument = { path: string; name: string };

const uploadedDocumentSchema = z.object({ path: z.string().check(z.minLength(1)), name: z.string().check(z.minLength(1)) });

const isOneOf = (values: readonly string[]) => (value: string) => values.includes(value);

/** The problem with a required text, or null: blank, too long, control characters. */
export function textProblem(value: string, required: string, max: number): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return required;
  if (trimmed.length > max) return msg.tooLong(max);
  if (CONTROL_CHARS.test(value)) return msg.controlCharacters;
  return null;
}

/** A calendar date written YYYY-MM-DD (what `<input type="date">` gives), 1900-2200. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2200) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function dateProblem(value: string, required: string): string | null {
  if (value.trim() === '') return required;
  return isIsoDate(value.trim()) ? null : msg.invalidDate;
}

/** A string that must pass `test`, reported with `message`. */
const text = (test: (value: string) => boolean, message: string) => z.string().check(z.refine(test, message));

const requiredText = (required: string, max: number) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const problem = textProblem(value, required, max);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    }),
  );

const choice = (values: readonly string[], message: string) => text(isOneOf(values), message);

const choices = (values: readonly string[], message: string) =>
  z.array(z.string()).check(z.refine((list) => list.length > 0 && list.every(isOneOf(values)), message));

const email = () => text(isEmailAddress, msg.email);
const phone = () => text(isUsPhone, msg.phone_number);

/** A file picked in this browser session (never stored, never sent with the draft). */
const pickedFile = z.custom<File | null>((value) => value === null || (typeof File !== 'undefined' && value instanceof File));

/* ------------------------------------------------------------------ step 1: Business Info */

export const businessInfoSchema = z.object({
  business_name: requiredText(msg.business_name, LIMITS.businessName),
  owner_name: requiredText(msg.owner_name, LIMITS.personName),
  phone_number: phone(),
  email: email(),
  website: text((v) => {
    const trimmed = v.trim();
    return trimmed === '' || (trimmed.length <= LIMITS.website && /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)*\.[a-z]{2,}(:\d+)?([/?#]\S*)?$/i.test(trimmed));
  }, msg.website),
  address: requiredText(msg.address, LIMITS.address),
  city: requiredText(msg.city, LIMITS.city),
  state: choice(US_STATE_CODES, msg.state),
  zip_code: text((v) => ZIP_PATTERN.test(v), msg.zip_code),
});

/* ------------------------------------------------------------------ step 2: Service Details */

export const serviceDetailsSchema = z
  .object({
    species_handled: choices(CONTRACTOR_SPECIES, msg.species_handled),
    other_species_text: z.string(),
    service_counties: choices(SERVICE_COUNTY_VALUES, msg.service_counties),
    licensed_states: choices(US_STATE_CODES, msg.licensed_states),
    emergency_services: choice(YES_NO, msg.emergency_services),
    response_time: choice(RESPONSE_TIMES, msg.response_time),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (!values.species_handled.includes('Other')) return;
      const problem = textProblem(values.other_species_text, msg.other_species_text, LIMITS.otherSpecies);
      if (problem) ctx.addIssue({ code: 'custom', path: ['other_species_text'], message: problem, input: values.other_species_text });
    }),
  );

/* ------------------------------------------------------------------ step 3: Credentials */

export const credentialsSchema = z
  .object({
    has_nwco_license: choice(YES_NO, msg.has_nwco_license),
    license_number: z.string(),
    issuing_agency: z.string(),
    license_expiration_date: z.string(),
    licenseFile: pickedFile,
    licenseDocument: z.nullable(uploadedDocumentSchema),
    // Read only: step 2's species decide whether the pesticide certification is asked.
    species_handled: z.array(z.string()),
    has_pesticide_certification: z.string(),
    pesticide_certification_number: z.string(),
    pesticide_certification_category: z.string(),
    pesticide_certification_expiration_date: z.string(),
    has_liability_insurance: choice(YES_NO, msg.has_liability_insurance),
    insurance_provider: z.string(),
    policy_number: z.string(),
    insurance_expiration_date: z.string(),
    insuranceFile: pickedFile,
    insuranceDocument: z.nullable(uploadedDocumentSchema),
  })
  .check(
    z.superRefine((values, ctx) => {
      const report = (path: string, problem: string | null) => {
        if (problem) ctx.addIssue({ code: 'custom', path: [path], message: problem, input: values });
      };
      // Licence Yes: number, agency, date and a document (picked now, or uploaded earlier).
      if (values.has_nwco_license === 'Yes') {
        report('license_number', textProblem(values.license_number, msg.license_number, LIMITS.documentNumber));
        report('issuing_agency', textProblem(values.issuing_agency, msg.issuing_agency, LIMITS.organisation));
        report('license_expiration_date', dateProblem(values.license_expiration_date, msg.license_expiration_date));
        if (!values.licenseFile && !values.licenseDocument) report('licenseFile', msg.licenseFile);
      }
      // Rats, mice, birds: the DEC pesticide applicator certification (src/domain/credentials.ts).
      if (asksPesticideCertification(values.species_handled)) {
        if (!isOneOf(YES_NO)(values.has_pesticide_certification)) report('has_pesticide_certification', msg.has_pesticide_certification);
        if (values.has_pesticide_certification === 'Yes') {
          report('pesticide_certification_number', textProblem(values.pesticide_certification_number, msg.pesticide_certification_number, LIMITS.documentNumber));
          report('pesticide_certification_category', textProblem(values.pesticide_certification_category, msg.pesticide_certification_category, LIMITS.certificationCategory));
          report('pesticide_certification_expiration_date', dateProblem(values.pesticide_certification_expiration_date, msg.pesticide_certification_expiration_date));
        }
      }
      if (values.has_liability_insurance === 'Yes') {
        report('insurance_provider', textProblem(values.insurance_provider, msg.insurance_provider, LIMITS.organisation));
        report('policy_number', textProblem(values.policy_number, msg.policy_number, LIMITS.documentNumber));
        report('insurance_expiration_date', dateProblem(values.insurance_expiration_date, msg.insurance_expiration_date));
        if (!values.insuranceFile && !values.insuranceDocument) report('insuranceFile', msg.insuranceFile);
      }
    }),
  );

/* ------------------------------------------------------------------ step 4: Submit */

const mustAgree = (message: string) => z.boolean().check(z.refine((v) => v, message));

/** Why the wizard's answers cannot be approved, as of today in New York (empty when they can). */
export function applicationBlockers(values: CredentialAnswers, today: string = nyDate(Date.now())): ApprovalBlocker[] {
  return approvalBlockers(values, today);
}

export const agreementsSchema = z
  .object({
    confirm_truthful_info: mustAgree(msg.confirm_truthful_info),
    confirm_no_guarantee: mustAgree(msg.confirm_no_guarantee),
    agree_to_terms: mustAgree(msg.agree_to_terms),
    // No longer asked (answers that cannot be approved are never paid for); the field carries
    // the step's "cannot be approved" error and focuses the notice's "Change your answers" link.
    acknowledged_not_approvable: z.boolean(),
    // Read only: the answers that decide whether the application can go on to payment.
    species_handled: z.array(z.string()),
    has_nwco_license: z.string(),
    license_expiration_date: z.string(),
    has_pesticide_certification: z.string(),
    pesticide_certification_expiration_date: z.string(),
    has_liability_insurance: z.string(),
    insurance_expiration_date: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      // "No" is a valid answer to save, but answers that cannot be approved never go on to the
      // nonrefundable payment (the database refuses the agreement and finalising too).
      if (applicationBlockers(values).length > 0) {
        ctx.addIssue({ code: 'custom', path: ['acknowledged_not_approvable'], message: msg.acknowledged_not_approvable, input: values });
      }
    }),
  );

/* ------------------------------------------------------------------ the whole form */

export type BusinessInfo = z.input<typeof businessInfoSchema>;
export type ServiceDetails = z.input<typeof serviceDetailsSchema>;
export type Credentials = z.input<typeof credentialsSchema>;
export type Agreements = z.input<typeof agreementsSchema>;

/** The wizard's form values: every field of the four steps (files included). */
export type ApplicationFormValues = BusinessInfo & ServiceDetails & Credentials & Agreements;
export type ApplicationField = keyof ApplicationFormValues;

export const STEP_SCHEMAS = [businessInfoSchema, serviceDetailsSchema, credentialsSchema, agreementsSchema] as const;

export const EMPTY_APPLICATION: ApplicationFormValues = {
  business_name: '',
  owner_name: '',
  phone_number: '',
  email: '',
  website: '',
  address: '',
  city: '',
  state: '',
  zip_code: '',
  species_handled: [],
  other_species_text: '',
  service_counties: [],
  licensed_states: [],
  emergency_services: '',
  response_time: '',
  has_nwco_license: '',
  license_number: '',
  issuing_agency: '',
  license_expiration_date: '',
  licenseFile: null,
  licenseDocument: null,
  has_pesticide_certification: '',
  pesticide_certification_number: '',
  pesticide_certification_category: '',
  pesticide_certification_expiration_date: '',
  has_liability_insurance: '',
  insurance_provider: '',
  policy_number: '',
  insurance_expiration_date: '',
  insuranceFile: null,
  insuranceDocument: null,
  confirm_truthful_info: false,
  confirm_no_guarantee: false,
  agree_to_terms: false,
  acknowledged_not_approvable: false,
};

export type FieldProblems = Partial<Record<ApplicationField, string>>;

/** The first problem of each field of one step (index 0-3), by field name. */
export function validateStep(stepIndex: number, values: ApplicationFormValues): FieldProblems {
  const schema = STEP_SCHEMAS[stepIndex];
  if (!schema) return {};
  const result = schema.safeParse(values);
  const problems: FieldProblems = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in EMPTY_APPLICATION && problems[field as ApplicationField] === undefined) {
      problems[field as ApplicationField] = issue.message;
    }
  }
  return problems;
}

/** Every step validated on its own, merged. */
export function validateApplication(values: ApplicationFormValues): FieldProblems {
  return Object.assign({}, ...STEP_SCHEMAS.map((_, index) => validateStep(index, values))) as FieldProblems;
}

/* ------------------------------------------------------------------ finalize (/application-paid) */

export const finalizeSchema = z.object({
  full_name: requiredText(msg.full_name, LIMITS.personName),
  email: email(),
  business_name: requiredText(msg.business_name, LIMITS.businessName),
  phone_number: phone(),
  counties_served: requiredText(msg.counties_served, LIMITS.countiesServed),
  notes: text((v) => v.trim().length <= LIMITS.notes, msg.notes),
  payment_status: z.literal('paid'),
});

export type FinalizeFormValues = z.input<typeof finalizeSchema>;

export const EMPTY_FINALIZE: FinalizeFormValues = {
  full_name: '',
  email: '',
  business_name: '',
  phone_number: '',
  counties_served: '',
  notes: '',
  payment_status: 'paid',
};
