import { builtOnUse, z } from '@/domain/zod';
import { emailAddressField } from '@/domain/email';
import { CONTROL_CHARS, ZIP_PATTERN } from '@/domain/format';
import { isUsPhone } from '@/domain/us-phone-plan';
import { LIMITS } from '@/domain/limits';
import { englishPath } from '@/domain/locales';
import { CONTACT_STEP_PATHS, CONTACT_SUCCESS_PATH } from '@/config/paths';
import { ANIMAL_TYPES, DURATIONS, PROPERTY_TYPES, SITUATIONS, type Situation } from '@/domain/options';
import type { FieldMessages } from './copy';

/** Situations that send the visitor to another service first (the rule: src/domain/right-help.ts). */
export { SITUATIONS, type Situation } from '@/domain/options';

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.string().check(z.refine((v): v is T[number] => (values as readonly string[]).includes(v), { message }));

/** The flow's schemas, with the messages of one language. */
function buildContactSchemas(m: FieldMessages) {
  /**
   * Step 1: where (docs/product-rules.md#validation: zipCode 5 digits, propertyType), with the
   * street address the professional drives to and an optional apartment or unit (the database
   * refuses the same: leads_address_length, leads_unit_length). Coverage is checked separately.
   */
  const step1 = z.object({
    zipCode: z.string().check(z.regex(ZIP_PATTERN, m.zip)),
    streetAddress: z
      .string()
      .check(z.trim(), z.minLength(1, m.address), z.maxLength(LIMITS.address, m.addressTooLong), z.refine((v) => !CONTROL_CHARS.test(v), m.address)),
    unit: z.string().check(z.trim(), z.maxLength(LIMITS.unit, m.unitTooLong), z.refine((v) => !CONTROL_CHARS.test(v), m.unitTooLong)),
    propertyType: choice(PROPERTY_TYPES, m.propertyType),
  });

  /** Step 2: what (animalType, duration, description) and the situations that change who helps. */
  const step2 = z.object({
    animalType: choice(ANIMAL_TYPES, m.animalType),
    duration: choice(DURATIONS, m.duration),
    description: z.string().check(z.trim(), z.minLength(1, m.description), z.maxLength(LIMITS.description, m.descriptionTooLong)),
    situations: z.array(z.enum(SITUATIONS)),
  });

  /** Step 3: who (fullName, phone, e-mail, at least one contact method). */
  const step3 = z.object({
    fullName: z
      .string()
      .check(z.trim(), z.minLength(1, m.name), z.maxLength(LIMITS.personName, m.nameTooLong), z.refine((v) => !CONTROL_CHARS.test(v), m.nameInvalid)),
    phone: z.string().check(z.refine(isUsPhone, m.phone)),
    email: emailAddressField(m.email),
    contactMethod: z.object({ phone: z.boolean(), email: z.boolean() }).check(z.refine((v) => v.phone || v.email, { message: m.contactChoice })),
  });

  /** Step 4: the terms. */
  const step4 = z.object({
    agreedToTerms: z.boolean().check(z.refine((v) => v, { message: m.terms })),
  });

  const contact = z.extend(step1, {
    ...step2.shape,
    ...step3.shape,
    ...step4.shape,
    /** Honeypot (never shown to people). */
    company_website: z.string(),
  });

  return { step1, step2, step3, step4, contact };
}

export type ContactSchemas = ReturnType<typeof buildContactSchemas>;

const schemasByMessages = new WeakMap<FieldMessages, ContactSchemas>();

/** The flow's schemas for a language's field messages (built once per messages object). */
export function makeContactSchemas(messages: FieldMessages): ContactSchemas {
  let schemas = schemasByMessages.get(messages);
  if (!schemas) {
    schemas = buildContactSchemas(messages);
    schemasByMessages.set(messages, schemas);
  }
  return schemas;
}

export type ContactValues = z.infer<ContactSchemas['contact']>;

/** What the form holds while it is being filled in (before validation). */
export type ContactDraft = {
  zipCode: string;
  streetAddress: string;
  unit: string;
  propertyType: string;
  animalType: string;
  duration: string;
  description: string;
  situations: Situation[];
  fullName: string;
  phone: string;
  email: string;
  contactMethod: { phone: boolean; email: boolean };
  agreedToTerms: boolean;
  company_website: string;
};

/** docs/product-rules.md#data contact draft defaults: phone on, e-mail off, terms not agreed. */
export const emptyContactDraft: ContactDraft = {
  zipCode: '',
  streetAddress: '',
  unit: '',
  propertyType: '',
  animalType: '',
  duration: '',
  description: '',
  situations: [],
  fullName: '',
  phone: '',
  email: '',
  contactMethod: { phone: true, email: false },
  agreedToTerms: false,
  company_website: '',
};

/**
 * The shape kept in sessionStorage: the draft plus the id reserved for this submission. Built
 * when a draft is first read, not while the report flow's modules load (builtOnUse).
 */
export const storedContactDraftSchema = builtOnUse(() =>
  z.object({
    values: z.object({
      zipCode: z.string(),
      // Drafts kept before the flow asked the address read as empty fields.
      streetAddress: z._default(z.string(), ''),
      unit: z._default(z.string(), ''),
      propertyType: z.string(),
      animalType: z.string(),
      duration: z.string(),
      description: z.string(),
      situations: z.array(z.enum(SITUATIONS)),
      fullName: z.string(),
      phone: z.string(),
      email: z.string(),
      contactMethod: z.object({ phone: z.boolean(), email: z.boolean() }),
      agreedToTerms: z.boolean(),
      company_website: z.string(),
    }),
    leadId: z.nullable(z.uuid()),
    helpAcknowledged: z.boolean(),
  }),
);
export type StoredContactDraft = z.infer<ReturnType<typeof storedContactDraftSchema>>;

/** A step of the flow; its title is the copy's (flow.stepTitles). Paths are the English ones. */
export type ContactStep = {
  number: 1 | 2 | 3 | 4;
  path: string;
  fields: readonly (keyof ContactDraft)[];
};

export const CONTACT_STEPS: readonly ContactStep[] = [
  { number: 1, path: CONTACT_STEP_PATHS[0], fields: ['zipCode', 'streetAddress', 'unit', 'propertyType'] },
  { number: 2, path: CONTACT_STEP_PATHS[1], fields: ['animalType', 'duration', 'description', 'situations'] },
  { number: 3, path: CONTACT_STEP_PATHS[2], fields: ['fullName', 'phone', 'email', 'contactMethod'] },
  { number: 4, path: CONTACT_STEP_PATHS[3], fields: ['agreedToTerms'] },
];

export { CONTACT_SUCCESS_PATH };

/**
 * Which step a path under /contact shows, in any language ('/es/contact/step-2' is step 2): any
 * unknown sub-path is step 1 (docs/product-rules.md#routes).
 */
export function contactStepForPath(pathname: string): ContactStep | 'success' {
  const path = englishPath(pathname);
  if (path === CONTACT_SUCCESS_PATH) return 'success';
  return CONTACT_STEPS.find((s) => s.path === path) ?? (CONTACT_STEPS[0] as ContactStep);
}

/** Where Back goes (English path): step 2 → /contact, later steps → the previous step, nothing on step 1. */
export function backPathFor(step: ContactStep): string | null {
  return step.number === 1 ? null : (CONTACT_STEPS[step.number - 2]?.path ?? null);
}
