/**
 * Pure rules of the wizard and the finalize page: no React, no storage, no network.
 */
import { asksPesticideCertification } from '@/domain/credentials';
import { canonicalEmail } from '@/domain/email';
import { formatPhone } from '@/domain/format';
import { CONTRACTOR_SPECIES, SERVICE_COUNTIES, SERVICE_COUNTY_VALUES, type ServiceCounty } from '@/domain/options';
import type { ApplicationDraftInput, FinalizeInput } from './api';
import { EMPTY_APPLICATION, isIsoDate, validateStep, type ApplicationFormValues, type FinalizeFormValues } from './schema';

/* ------------------------------------------------------------------ step 2 */

/** docs/product-rules.md#states: unchecking 'Other' clears its text; otherwise the text is kept. */
export function otherSpeciesTextAfter(species: readonly string[], otherText: string): string {
  return species.includes('Other') ? otherText : '';
}

/** Keeps only known counties, in the canonical order (Bronx, Kings, New York, Queens, Richmond). */
export function sortCounties(values: readonly string[]): ServiceCounty[] {
  return SERVICE_COUNTY_VALUES.filter((county) => values.includes(county));
}

export function allCountiesSelected(values: readonly string[]): boolean {
  return SERVICE_COUNTY_VALUES.every((county) => values.includes(county));
}

/** docs/product-rules.md#states 'All NYC': selects all five boroughs unless all are selected, then clears all. */
export function toggleAllNyc(values: readonly string[]): ServiceCounty[] {
  return allCountiesSelected(values) ? [] : [...SERVICE_COUNTY_VALUES];
}

/** Adds or removes one borough. */
export function toggleCounty(values: readonly string[], county: ServiceCounty): ServiceCounty[] {
  return values.includes(county) ? sortCounties(values.filter((v) => v !== county)) : sortCounties([...values, county]);
}

/** The borough search: a case-insensitive match on any word start of the label or value. */
export function matchesCountySearch(search: string, texts: readonly string[]): boolean {
  const query = search.trim().toLowerCase();
  if (query === '') return true;
  return texts.some((text) => {
    const lower = text.toLowerCase();
    return lower.startsWith(query) || lower.includes(` ${query}`) || lower.includes(`(${query}`);
  });
}

export function countyLabel(value: string): string {
  return SERVICE_COUNTIES.find((county) => county.value === value)?.label ?? value;
}

/** ['Kings', 'Queens'] → 'Kings County, Queens County' (the finalize page's free text). */
export function countiesToText(values: readonly string[]): string {
  return sortCounties(values)
    .map((county) => `${county} County`)
    .join(', ');
}

/* ------------------------------------------------------------------ the applications row */

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function dateOrNull(value: string): string | null {
  const trimmed = value.trim();
  return isIsoDate(trimmed) ? trimmed : null;
}

/**
 * The wizard's values as an `applications` row for saveApplicationDraft: never a file or a
 * document reference, empty optional text as null, dates as 'YYYY-MM-DD' (or null), lists
 * of known values only, and the details of a 'No' answer (licence, insurance, other
 * species) left out as null so a changed answer does not keep stale details.
 */
export function toApplicationRow(values: ApplicationFormValues): ApplicationDraftInput {
  const speciesHandled = CONTRACTOR_SPECIES.filter((s) => values.species_handled.includes(s));
  const licensed = values.has_nwco_license === 'Yes';
  const insured = values.has_liability_insurance === 'Yes';
  // Asked only for rats, mice and birds: with none of them, no answer is kept.
  const pesticideAsked = asksPesticideCertification(speciesHandled);
  const certified = pesticideAsked && values.has_pesticide_certification === 'Yes';
  return {
    business_name: textOrNull(values.business_name),
    owner_name: textOrNull(values.owner_name),
    phone_number: textOrNull(values.phone_number),
    email: values.email.trim() === '' ? null : canonicalEmail(values.email),
    website: textOrNull(values.website),
    address: textOrNull(values.address),
    city: textOrNull(values.city),
    state: textOrNull(values.state),
    zip_code: textOrNull(values.zip_code),
    species_handled: speciesHandled,
    other_species_text: speciesHandled.includes('Other') ? textOrNull(values.other_species_text) : null,
    service_counties: sortCounties(values.service_counties),
    licensed_states: [...values.licensed_states],
    emergency_services: textOrNull(values.emergency_services),
    response_time: textOrNull(values.response_time),
    has_nwco_license: textOrNull(values.has_nwco_license),
    license_number: licensed ? textOrNull(values.license_number) : null,
    issuing_agency: licensed ? textOrNull(values.issuing_agency) : null,
    license_expiration_date: licensed ? dateOrNull(values.license_expiration_date) : null,
    has_pesticide_certification: pesticideAsked ? textOrNull(values.has_pesticide_certification) : null,
    pesticide_certification_number: certified ? textOrNull(values.pesticide_certification_number) : null,
    pesticide_certification_category: certified ? textOrNull(values.pesticide_certification_category) : null,
    pesticide_certification_expiration_date: certified ? dateOrNull(values.pesticide_certification_expiration_date) : null,
    has_liability_insurance: textOrNull(values.has_liability_insurance),
    insurance_provider: insured ? textOrNull(values.insurance_provider) : null,
    policy_number: insured ? textOrNull(values.policy_number) : null,
    insurance_expiration_date: insured ? dateOrNull(values.insurance_expiration_date) : null,
    confirm_truthful_info: values.confirm_truthful_info,
    confirm_no_guarantee: values.confirm_no_guarantee,
    agree_to_terms: values.agree_to_terms,
    acknowledged_not_approvable: values.acknowledged_not_approvable,
  };
}

/* ------------------------------------------------------------------ wizard navigation */

/**
 * The first step before `stepIndex` that does not validate, or null. Used after a
 * restore: someone landing on step 3 with nothing filled in starts at the first gap.
 */
export function firstIncompleteStepBefore(stepIndex: number, values: ApplicationFormValues): number | null {
  for (let index = 0; index < stepIndex; index += 1) {
    if (Object.keys(validateStep(index, values)).length > 0) return index;
  }
  return null;
}

/* ------------------------------------------------------------------ payment hand-off */

/** The hosted payment page with the conventions of payment links. */
export function buildPaymentUrl(base: string, applicationId: string, email: string): string {
  const url = new URL(base);
  url.searchParams.set('client_reference_id', applicationId);
  const trimmed = email.trim();
  if (trimmed !== '') url.searchParams.set('prefilled_email', trimmed);
  return url.toString();
}

/* ------------------------------------------------------------------ finalize (/application-paid) */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isApplicationId(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** The finalize form pre-filled from the wizard's draft. */
export function finalizeDefaultsFrom(values: ApplicationFormValues): Omit<FinalizeFormValues, 'notes' | 'payment_status'> {
  return {
    full_name: values.owner_name,
    email: values.email,
    business_name: values.business_name,
    phone_number: values.phone_number,
    counties_served: countiesToText(values.service_counties),
  };
}

/**
 * What finalizeApplication receives: the wizard's row (when this browser still has the
 * draft) merged with the finalize fields, which win. Without a draft only the finalize
 * fields are sent, so an existing draft's other columns are never overwritten with nulls.
 */
export function toFinalizeInput(finalize: FinalizeFormValues, wizard: ApplicationFormValues | null): FinalizeInput {
  const base = wizard ? toApplicationRow(wizard) : {};
  return {
    ...base,
    full_name: finalize.full_name.trim(),
    email: canonicalEmail(finalize.email),
    business_name: finalize.business_name.trim(),
    phone_number: finalize.phone_number.trim(),
    counties_served: finalize.counties_served.trim(),
    notes: textOrNull(finalize.notes),
  };
}

/**
 * The wizard's values from a stored application (an application reopened for changes, opened
 * from the reviewer's e-mail): the inverse of toApplicationRow, documents as already uploaded.
 */
export function fromApplicationRow(row: Record<string, unknown>): ApplicationFormValues {
  const text = (key: string): string => (typeof row[key] === 'string' ? (row[key] as string) : '');
  const list = (key: string): string[] => (Array.isArray(row[key]) ? (row[key] as unknown[]).filter((v): v is string => typeof v === 'string') : []);
  const doc = (key: string): { path: string; name: string } | null => {
    const path = text(key);
    // Shown as "license.pdf": the object name's uuid only keeps each upload apart.
    return path === '' ? null : { path, name: (path.split('/').pop() ?? path).replace(/-[0-9a-f-]{36}(?=\.[a-z]+$)/, '') };
  };
  return {
    ...EMPTY_APPLICATION,
    business_name: text('business_name'),
    owner_name: text('owner_name'),
    // Stored in E.164: the form's mask shows it as typed, (###) ###-####.
    phone_number: formatPhone(text('phone_number')),
    email: text('email'),
    website: text('website'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip_code: text('zip_code'),
    species_handled: list('species_handled') as ApplicationFormValues['species_handled'],
    other_species_text: text('other_species_text'),
    service_counties: list('service_counties') as ApplicationFormValues['service_counties'],
    licensed_states: list('licensed_states') as ApplicationFormValues['licensed_states'],
    emergency_services: text('emergency_services') as ApplicationFormValues['emergency_services'],
    response_time: text('response_time') as ApplicationFormValues['response_time'],
    has_nwco_license: text('has_nwco_license') as ApplicationFormValues['has_nwco_license'],
    license_number: text('license_number'),
    issuing_agency: text('issuing_agency'),
    license_expiration_date: text('license_expiration_date'),
    licenseDocument: doc('license_document_path'),
    has_liability_insurance: text('has_liability_insurance') as ApplicationFormValues['has_liability_insurance'],
    insurance_provider: text('insurance_provider'),
    policy_number: text('policy_number'),
    has_pesticide_certification: text('has_pesticide_certification'),
    pesticide_certification_number: text('pesticide_certification_number'),
    pesticide_certification_category: text('pesticide_certification_category'),
    pesticide_certification_expiration_date: text('pesticide_certification_expiration_date'),
    insurance_expiration_date: text('insurance_expiration_date'),
    insuranceDocument: doc('insurance_document_path'),
    confirm_truthful_info: row.confirm_truthful_info === true,
    confirm_no_guarantee: row.confirm_no_guarantee === true,
    agree_to_terms: row.agree_to_terms === true,
    acknowledged_not_approvable: row.acknowledged_not_approvable === true,
  };
}

/** "$150.00 USD": the fee in its currency, with the code so no "$" is ambiguous. */
export function formatFee(fee: { amount: string; currency: string }): string {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: fee.currency }).format(Number(fee.amount));
  return `${amount} ${fee.currency}`;
}
