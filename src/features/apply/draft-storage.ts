/**
 * The wizard's session-storage draft (docs/product-rules.md#states, #constants): every field except the two files,
 * the application id of the first save and the documents already uploaded. Read with a
 * zod schema: a corrupt or outdated draft is discarded and the wizard starts clean.
 * The finalize page reads the same draft (pre-fill, id) and clears it after success.
 */
import { z } from '@/domain/zod';
import { createSessionDraft } from '@/lib/session-draft';
import { isApplicationId } from './logic';
import { EMPTY_APPLICATION, type ApplicationFormValues } from './schema';

export const APPLICATION_DRAFT_KEY = 'nyc-wildlife-dispatch:application-draft';

const text = z.string().check(z.maxLength(2000));
const list = z.array(z.string().check(z.maxLength(100))).check(z.maxLength(60));
const storedDocument = z.nullable(
  z.object({
    path: z.string().check(z.minLength(1), z.maxLength(300)),
    name: z.string().check(z.minLength(1), z.maxLength(255)),
  }),
);

const storedValuesSchema = z.object({
  business_name: text,
  owner_name: text,
  phone_number: text,
  email: text,
  website: text,
  address: text,
  city: text,
  state: text,
  zip_code: text,
  species_handled: list,
  other_species_text: text,
  service_counties: list,
  licensed_states: list,
  emergency_services: text,
  response_time: text,
  has_nwco_license: text,
  license_number: text,
  issuing_agency: text,
  license_expiration_date: text,
  licenseDocument: storedDocument,
  // Added later: a draft stored before them still loads (EMPTY_APPLICATION fills them in).
  has_pesticide_certification: z.optional(text),
  pesticide_certification_number: z.optional(text),
  pesticide_certification_category: z.optional(text),
  pesticide_certification_expiration_date: z.optional(text),
  has_liability_insurance: text,
  insurance_provider: text,
  policy_number: text,
  insurance_expiration_date: text,
  insuranceDocument: storedDocument,
  confirm_truthful_info: z.boolean(),
  confirm_no_guarantee: z.boolean(),
  agree_to_terms: z.boolean(),
  acknowledged_not_approvable: z.optional(z.boolean()),
});

export const storedApplicationDraftSchema = z.object({
  version: z.literal(1),
  applicationId: z.nullable(z.string().check(z.refine(isApplicationId))),
  values: storedValuesSchema,
});

export type StoredApplicationDraft = z.infer<typeof storedApplicationDraftSchema>;

/** The wizard's draft in sessionStorage (zod/mini schemas parse like classic zod). */
export const applicationDraftStore = createSessionDraft<StoredApplicationDraft>(APPLICATION_DRAFT_KEY, storedApplicationDraftSchema);

/** What is kept: the values without the two File objects. */
export function toStoredDraft(values: ApplicationFormValues, applicationId: string | null): StoredApplicationDraft {
  const { licenseFile: _licenseFile, insuranceFile: _insuranceFile, ...rest } = values;
  return {
    version: 1,
    applicationId,
    values: {
      ...rest,
      species_handled: [...rest.species_handled],
      service_counties: [...rest.service_counties],
      licensed_states: [...rest.licensed_states],
    },
  };
}

export type RestoredApplication = { values: ApplicationFormValues; applicationId: string | null };

export function fromStoredDraft(stored: StoredApplicationDraft): RestoredApplication {
  return {
    values: { ...EMPTY_APPLICATION, ...stored.values, licenseFile: null, insuranceFile: null },
    applicationId: stored.applicationId,
  };
}

/** The stored wizard, or null (nothing stored, storage unavailable, or corrupt: then cleared). */
export function loadApplicationDraft(): RestoredApplication | null {
  const stored = applicationDraftStore.load();
  return stored ? fromStoredDraft(stored) : null;
}

export function saveApplicationDraftLocally(values: ApplicationFormValues, applicationId: string | null): void {
  applicationDraftStore.save(toStoredDraft(values, applicationId));
}

export function clearApplicationDraft(): void {
  applicationDraftStore.clear();
}
