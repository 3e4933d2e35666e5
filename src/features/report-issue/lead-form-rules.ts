import { LIMITS } from '@/domain/limits';
import { checkZip } from '@/domain/zip-coverage';
import { CONTROL_CHARS, EMAIL_MAX, EMAIL_PATTERN, PHONE_PATTERN } from '@/domain/format';
import { CONTACT_METHODS, LEAD_SPECIES, PROPERTY_TYPES } from '@/domain/options';
import type { LeadFormValues } from './to-lead-row';
import { fieldMessages as m } from './messages';

export type LeadFormErrors = Partial<Record<keyof LeadFormValues, string>>;

/**
 * The single lead form's rules (docs/product-rules.md#validation reading A: every field but species is required),
 * plain functions rather than a zod schema so the form stays light on the species and
 * borough pages it is embedded in. Returns one message per invalid field.
 */
export function validateLeadForm(values: LeadFormValues): LeadFormErrors {
  const errors: LeadFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = m.name;
  else if (name.length > LIMITS.personName) errors.name = m.nameTooLong;
  else if (CONTROL_CHARS.test(name)) errors.name = m.nameInvalid;
  const email = values.email.trim();
  if (!EMAIL_PATTERN.test(email) || email.length > EMAIL_MAX) errors.email = m.email;
  if (!PHONE_PATTERN.test(values.phone)) errors.phone = m.phone;
  if (!(PROPERTY_TYPES as readonly string[]).includes(values.property_type)) errors.property_type = m.propertyType;
  const address = values.address.trim();
  if (!address) errors.address = m.address;
  else if (address.length > LIMITS.address) errors.address = m.addressTooLong;
  const city = values.city.trim();
  if (!city) errors.city = m.city;
  else if (city.length > LIMITS.city) errors.city = m.cityTooLong;
  if (checkZip(values.zip).kind === 'invalid') errors.zip = m.zip;
  const description = values.description.trim();
  if (!description) errors.description = m.description;
  else if (description.length > LIMITS.description) errors.description = m.descriptionTooLong;
  if (!values.species.every((s) => (LEAD_SPECIES as readonly string[]).includes(s))) errors.species = m.animalType;
  if (!(CONTACT_METHODS as readonly string[]).includes(values.contact_method)) errors.contact_method = m.contactMethod;
  return errors;
}

/** The order fields appear in, for focusing the first invalid one. */
export const LEAD_FORM_FIELD_ORDER: readonly (keyof LeadFormValues)[] = [
  'name',
  'email',
  'phone',
  'property_type',
  'address',
  'city',
  'zip',
  'description',
  'species',
  'contact_method',
];
