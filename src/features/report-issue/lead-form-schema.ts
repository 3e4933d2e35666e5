import { z } from '@/domain/zod';
import { emailAddressField } from '@/domain/email';
import { CONTROL_CHARS } from '@/domain/format';
import { isUsPhone } from '@/domain/us-phone-plan';
import { LIMITS } from '@/domain/limits';
import { CONTACT_METHODS, LEAD_SPECIES, PROPERTY_TYPES } from '@/domain/options';
import { checkZip } from '@/domain/zip-coverage';
import type { FieldMessages } from './copy';
import type { LeadFormValues } from './to-lead-row';

const choice = (values: readonly string[], message: string) => z.string().check(z.refine((v) => values.includes(v), { message }));
const text = (required: string, max: number, tooLong: string, ...more: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong), ...more);

/**
 * The single lead form (reading A of docs/product-rules.md#validation): every field but species
 * is required, and Text needs the consent box ticked. Whether a valid ZIP is inside the five boroughs is checked by the form itself,
 * since that answer is a toast ("Coming Soon!"), not a field error.
 */
function buildLeadFormSchema(m: FieldMessages) {
  return z
    .object({
      name: text(m.name, LIMITS.personName, m.nameTooLong, z.refine((v: string) => !CONTROL_CHARS.test(v), { message: m.nameInvalid })),
      email: emailAddressField(m.email),
      phone: z.string().check(z.refine(isUsPhone, m.phone)),
      property_type: choice(PROPERTY_TYPES, m.propertyType),
      address: text(m.address, LIMITS.address, m.addressTooLong),
      // Optional: apartment, unit or floor (leads_unit_length).
      unit: z.string().check(z.trim(), z.maxLength(LIMITS.unit, m.unitTooLong), z.refine((v) => !CONTROL_CHARS.test(v), { message: m.unitTooLong })),
      city: text(m.city, LIMITS.city, m.cityTooLong),
      zip: z.string().check(z.refine((v) => checkZip(v).kind !== 'invalid', { message: m.zip })),
      description: text(m.description, LIMITS.description, m.descriptionTooLong),
      species: z.array(z.string()).check(z.refine((list) => list.every((s) => (LEAD_SPECIES as readonly string[]).includes(s)), { message: m.animalType })),
      contact_method: choice(CONTACT_METHODS, m.contactMethod),
      text_consent: z.boolean(),
      company_website: z.string(),
    })
    // Text only with consent to texts (the database refuses it too: leads_text_consent_when_text).
    .check(z.refine((v) => v.contact_method !== 'Text' || v.text_consent, { message: m.textConsent, path: ['text_consent'] })) satisfies z.ZodMiniType<LeadFormValues>;
}

export type LeadFormSchema = ReturnType<typeof buildLeadFormSchema>;

const schemaByMessages = new WeakMap<FieldMessages, LeadFormSchema>();

/** The form's schema for a language's field messages (built once per messages object). */
export function makeLeadFormSchema(messages: FieldMessages): LeadFormSchema {
  let schema = schemaByMessages.get(messages);
  if (!schema) {
    schema = buildLeadFormSchema(messages);
    schemaByMessages.set(messages, schema);
  }
  return schema;
}

/** The order fields appear in, for focusing the first invalid one. */
export const LEAD_FORM_FIELD_ORDER: readonly (keyof LeadFormValues)[] = [
  'name',
  'email',
  'phone',
  'property_type',
  'address',
  'unit',
  'city',
  'zip',
  'description',
  'species',
  'contact_method',
  'text_consent',
];

/** One message per invalid field (the first of each), as the form shows them, in the messages' language. */
export function leadFormErrors(values: LeadFormValues, messages: FieldMessages): Partial<Record<keyof LeadFormValues, string>> {
  const parsed = makeLeadFormSchema(messages).safeParse(values);
  const errors: Partial<Record<keyof LeadFormValues, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof LeadFormValues;
    errors[key] ??= issue.message;
  }
  return errors;
}
