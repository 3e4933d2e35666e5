import { APPLY_STEP_PATHS, APPLY_SUCCESS_PATH } from '@/config/paths';
import type { ApplicationField } from './schema';

/**
 * The wizard's steps, on the paths of src/config/paths.ts.
 * `fields` are in screen order: the first invalid one gets focus.
 */
export type WizardStep = {
  path: string;
  /** Short label of the progress bar. */
  label: string;
  /** The step's h2. */
  title: string;
  intro: string;
  /** The forward button. */
  action: string;
  fields: readonly ApplicationField[];
};

export const APPLY_BASE_PATH = APPLY_STEP_PATHS[0];
export { APPLY_SUCCESS_PATH };

export const STEPS = [
  {
    path: APPLY_STEP_PATHS[0],
    label: 'Business Info',
    title: 'Business Info',
    intro: 'Tell us about your business. Fields marked * are required.',
    action: 'Continue to Step 2',
    fields: ['business_name', 'owner_name', 'phone_number', 'email', 'website', 'address', 'city', 'state', 'zip_code'],
  },
  {
    path: APPLY_STEP_PATHS[1],
    label: 'Service Details',
    title: 'Service Details',
    intro: 'Tell us which animals you handle, where you work and how quickly you respond.',
    action: 'Continue to Step 3',
    fields: ['species_handled', 'other_species_text', 'service_counties', 'licensed_states', 'emergency_services', 'response_time'],
  },
  {
    path: APPLY_STEP_PATHS[2],
    label: 'Credentials',
    title: 'Credentials',
    intro: 'Tell us about your license, certification and insurance. Documents must be PDF, JPG or PNG files of up to 5MB.',
    action: 'Continue to Step 4',
    fields: [
      'has_nwco_license',
      'license_number',
      'issuing_agency',
      'license_expiration_date',
      'licenseFile',
      'has_pesticide_certification',
      'pesticide_certification_number',
      'pesticide_certification_category',
      'pesticide_certification_expiration_date',
      'has_liability_insurance',
      'insurance_provider',
      'policy_number',
      'insurance_expiration_date',
      'insuranceFile',
    ],
  },
  {
    path: APPLY_STEP_PATHS[3],
    label: 'Submit',
    title: 'Submit',
    intro: 'Confirm the statements below, then pay the one-time, nonrefundable Dispatch Application Processing Fee.',
    action: 'Proceed to Payment',
    fields: ['acknowledged_not_approvable', 'confirm_truthful_info', 'confirm_no_guarantee', 'agree_to_terms'],
  },
] as const satisfies readonly WizardStep[];

export const STEP_COUNT = STEPS.length;

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** 'success' for /apply/success; otherwise the step index, 0 for any unlisted path. */
export function stepForPath(pathname: string): number | 'success' {
  const path = normalise(pathname);
  if (path === APPLY_SUCCESS_PATH) return 'success';
  const index = STEPS.findIndex((step) => step.path === path);
  return index === -1 ? 0 : index;
}

/** Back: step 2 → /apply, otherwise the previous step; nothing before step 1. */
export function previousStepPath(stepIndex: number): string | null {
  if (stepIndex <= 0) return null;
  return STEPS[stepIndex - 1]?.path ?? APPLY_BASE_PATH;
}

export function nextStepPath(stepIndex: number): string | null {
  return STEPS[stepIndex + 1]?.path ?? null;
}
