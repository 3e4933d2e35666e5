import { describe, expect, it } from 'vitest';
import {
  buildPaymentUrl,
  countiesToText,
  finalizeDefaultsFrom,
  firstIncompleteStepBefore,
  formatFee,
  fromApplicationRow,
  isApplicationId,
  matchesCountySearch,
  otherSpeciesTextAfter,
  toApplicationRow,
  toFinalizeInput,
  toggleAllNyc,
  toggleCounty,
} from './logic';
import { EMPTY_APPLICATION, EMPTY_FINALIZE } from './schema';
import { previousStepPath, nextStepPath, stepForPath } from './steps';
import { TEST_EMAIL, TEST_PHONE, validApplication } from './testing';

const ID = '0b7c2a1e-4f1d-4c8e-9a55-2f6a3f0e9d11';

describe("'Other' species", () => {
  it('keeps the text while Other is chosen and clears it when Other is unchecked', () => {
    expect(otherSpeciesTextAfter(['Bats', 'Other'], 'Armadillos')).toBe('Armadillos');
    expect(otherSpeciesTextAfter(['Bats'], 'Armadillos')).toBe('');
    expect(otherSpeciesTextAfter([], '')).toBe('');
  });
});

describe("'All NYC'", () => {
  it('selects all five boroughs when not all are selected', () => {
    const all = ['Bronx', 'Kings', 'New York', 'Queens', 'Richmond'];
    expect(toggleAllNyc([])).toEqual(all);
    expect(toggleAllNyc(['Queens'])).toEqual(all);
    expect(toggleAllNyc(['Bronx', 'Kings', 'New York', 'Queens'])).toEqual(all);
  });

  it('clears all when all five are selected', () => {
    expect(toggleAllNyc(['Richmond', 'Queens', 'New York', 'Kings', 'Bronx'])).toEqual([]);
  });

  it('toggles one borough, keeping the canonical order', () => {
    expect(toggleCounty(['Queens'], 'Kings')).toEqual(['Kings', 'Queens']);
    expect(toggleCounty(['Kings', 'Queens'], 'Kings')).toEqual(['Queens']);
  });
});

describe('matchesCountySearch', () => {
  it('matches the start of any word of the label or the county value, ignoring case', () => {
    expect(matchesCountySearch('', ['Queens'])).toBe(true);
    expect(matchesCountySearch('brook', ['Brooklyn (Kings)', 'Kings'])).toBe(true);
    expect(matchesCountySearch('KINGS', ['Brooklyn (Kings)', 'Kings'])).toBe(true);
    expect(matchesCountySearch('island', ['Staten Island (Richmond)', 'Richmond'])).toBe(true);
    expect(matchesCountySearch('new york', ['Manhattan (New York)', 'New York'])).toBe(true);
    expect(matchesCountySearch('rook', ['Brooklyn (Kings)', 'Kings'])).toBe(false);
    expect(matchesCountySearch('zzz', ['Queens'])).toBe(false);
  });
});

describe('countiesToText', () => {
  it("writes the boroughs as 'X County' text", () => {
    expect(countiesToText(['Queens', 'Kings', 'New York'])).toBe('Kings County, New York County, Queens County');
    expect(countiesToText([])).toBe('');
  });
});

describe('toApplicationRow', () => {
  it('maps the form to the applications row without files or document references', () => {
    const file = new File(['x'], 'license.pdf', { type: 'application/pdf' });
    const row = toApplicationRow(
      validApplication({
        has_nwco_license: 'Yes',
        license_number: ' NWCO-123 ',
        issuing_agency: 'NYS DEC',
        license_expiration_date: '2027-03-31',
        licenseFile: file,
        licenseDocument: { path: 'u/a/license.pdf', name: 'license.pdf' },
      }),
    );
    expect(row).toEqual({
      business_name: 'Five Borough Wildlife LLC',
      owner_name: 'Ada Lovelace',
      phone_number: TEST_PHONE,
      email: TEST_EMAIL,
      website: null,
      address: '12 Main Street',
      city: 'Brooklyn',
      state: 'NY',
      zip_code: '11201',
      species_handled: ['Bats', 'Raccoons'],
      other_species_text: null,
      service_counties: ['Kings', 'Queens'],
      licensed_states: ['NY', 'NJ'],
      emergency_services: 'Yes',
      response_time: 'Same Day',
      has_nwco_license: 'Yes',
      license_number: 'NWCO-123',
      issuing_agency: 'NYS DEC',
      license_expiration_date: '2027-03-31',
      // Raccoons and bats: the pesticide certification is not asked, so nothing is kept.
      has_pesticide_certification: null,
      pesticide_certification_number: null,
      pesticide_certification_category: null,
      pesticide_certification_expiration_date: null,
      has_liability_insurance: 'No',
      insurance_provider: null,
      policy_number: null,
      insurance_expiration_date: null,
      confirm_truthful_info: true,
      confirm_no_guarantee: true,
      agree_to_terms: true,
      acknowledged_not_approvable: true,
    });
    const values = Object.values(row);
    expect(values.some((v) => v instanceof Blob)).toBe(false);
    expect(Object.keys(row)).not.toContain('licenseFile');
    expect(Object.keys(row)).not.toContain('licenseDocument');
  });

  it('keeps the pesticide certification only while rats, mice or birds are handled, and its details only with Yes', () => {
    const certified = {
      has_pesticide_certification: 'Yes',
      pesticide_certification_number: ' C-77 ',
      pesticide_certification_category: '7A',
      pesticide_certification_expiration_date: '2027-05-31',
    } as const;
    expect(toApplicationRow(validApplication({ species_handled: ['Rats'], ...certified }))).toMatchObject({
      has_pesticide_certification: 'Yes',
      pesticide_certification_number: 'C-77',
      pesticide_certification_category: '7A',
      pesticide_certification_expiration_date: '2027-05-31',
    });
    expect(toApplicationRow(validApplication({ species_handled: ['Rats'], ...certified, has_pesticide_certification: 'No' }))).toMatchObject({
      has_pesticide_certification: 'No',
      pesticide_certification_number: null,
      pesticide_certification_category: null,
      pesticide_certification_expiration_date: null,
    });
    expect(toApplicationRow(validApplication({ species_handled: ['Bats'], ...certified }))).toMatchObject({
      has_pesticide_certification: null,
      pesticide_certification_number: null,
    });
  });

  it('formats the fee with its currency', () => {
    expect(formatFee({ amount: '150.00', currency: 'USD' })).toBe('$150.00 USD');
    expect(formatFee({ amount: '0.00', currency: 'USD' })).toBe('$0.00 USD');
    expect(formatFee({ amount: '99.50', currency: 'EUR' })).toBe('€99.50 EUR');
  });

  it('turns an empty form into nulls, empty lists and false', () => {
    const row = toApplicationRow(EMPTY_APPLICATION);
    expect(row.business_name).toBeNull();
    expect(row.website).toBeNull();
    expect(row.state).toBeNull();
    expect(row.emergency_services).toBeNull();
    expect(row.license_expiration_date).toBeNull();
    expect(row.species_handled).toEqual([]);
    expect(row.agree_to_terms).toBe(false);
  });

  it("leaves out the details of a 'No' answer and of an unchecked Other", () => {
    const row = toApplicationRow(
      validApplication({ has_nwco_license: 'No', license_number: 'OLD', insurance_provider: 'Old Co', other_species_text: 'stale' }),
    );
    expect(row.license_number).toBeNull();
    expect(row.insurance_provider).toBeNull();
    expect(row.other_species_text).toBeNull();
  });

  it("keeps dates as 'YYYY-MM-DD' and drops anything else", () => {
    const base = { has_liability_insurance: 'Yes', insurance_provider: 'Acme', policy_number: 'P-1' };
    expect(toApplicationRow(validApplication({ ...base, insurance_expiration_date: '2026-12-01' })).insurance_expiration_date).toBe('2026-12-01');
    expect(toApplicationRow(validApplication({ ...base, insurance_expiration_date: '12/01/2026' })).insurance_expiration_date).toBeNull();
  });

  it('keeps the Other text when Other is chosen', () => {
    expect(toApplicationRow(validApplication({ species_handled: ['Other'], other_species_text: ' Armadillos ' })).other_species_text).toBe('Armadillos');
  });
});

describe('firstIncompleteStepBefore', () => {
  it('finds the first earlier step that does not validate', () => {
    expect(firstIncompleteStepBefore(2, EMPTY_APPLICATION)).toBe(0);
    expect(firstIncompleteStepBefore(2, validApplication({ licensed_states: [] }))).toBe(1);
    expect(firstIncompleteStepBefore(3, validApplication())).toBeNull();
    expect(firstIncompleteStepBefore(0, EMPTY_APPLICATION)).toBeNull();
  });
});

describe('steps and paths', () => {
  it('maps paths to steps; an unlisted /apply path is step 1', () => {
    expect(stepForPath('/apply')).toBe(0);
    expect(stepForPath('/apply/')).toBe(0);
    expect(stepForPath('/apply/step-2')).toBe(1);
    expect(stepForPath('/apply/step-3/')).toBe(2);
    expect(stepForPath('/apply/step-4')).toBe(3);
    expect(stepForPath('/apply/success')).toBe('success');
    expect(stepForPath('/apply/step-9')).toBe(0);
    expect(stepForPath('/apply/anything/else')).toBe(0);
  });

  it('goes back from step 2 to /apply, otherwise to the previous step', () => {
    expect(previousStepPath(0)).toBeNull();
    expect(previousStepPath(1)).toBe('/apply');
    expect(previousStepPath(2)).toBe('/apply/step-2');
    expect(previousStepPath(3)).toBe('/apply/step-3');
    expect(nextStepPath(0)).toBe('/apply/step-2');
    expect(nextStepPath(3)).toBeNull();
  });
});

describe('buildPaymentUrl', () => {
  it('adds client_reference_id and prefilled_email', () => {
    const url = new URL(buildPaymentUrl('http://127.0.0.1:54321/test-checkout', ID, ' a+b@x.test '));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:54321/test-checkout');
    expect(url.searchParams.get('client_reference_id')).toBe(ID);
    expect(url.searchParams.get('prefilled_email')).toBe('a+b@x.test');
  });

  it('keeps the query of a hosted payment link', () => {
    const url = new URL(buildPaymentUrl('https://pay.example.test/b/abc?locale=en', ID, 'x@y.test'));
    expect(url.searchParams.get('locale')).toBe('en');
    expect(url.searchParams.get('client_reference_id')).toBe(ID);
  });
});

describe('finalize', () => {
  it('pre-fills from the wizard', () => {
    expect(finalizeDefaultsFrom(validApplication())).toEqual({
      full_name: 'Ada Lovelace',
      email: TEST_EMAIL,
      business_name: 'Five Borough Wildlife LLC',
      phone_number: TEST_PHONE,
      counties_served: 'Kings County, Queens County',
    });
  });

  it('merges the wizard row with the finalize fields, which win', () => {
    const finalize = { ...EMPTY_FINALIZE, ...finalizeDefaultsFrom(validApplication()), business_name: 'Renamed LLC', notes: '  ' };
    const input = toFinalizeInput(finalize, validApplication());
    expect(input.business_name).toBe('Renamed LLC');
    expect(input.owner_name).toBe('Ada Lovelace');
    expect(input.species_handled).toEqual(['Bats', 'Raccoons']);
    expect(input.counties_served).toBe('Kings County, Queens County');
    expect(input.notes).toBeNull();
  });

  it('sends only the finalize fields without a wizard draft', () => {
    const finalize = { ...EMPTY_FINALIZE, ...finalizeDefaultsFrom(validApplication()), notes: 'Call mornings' };
    expect(Object.keys(toFinalizeInput(finalize, null)).sort()).toEqual(
      ['business_name', 'counties_served', 'email', 'full_name', 'notes', 'phone_number'].sort(),
    );
  });

  it('recognises application ids', () => {
    expect(isApplicationId(ID)).toBe(true);
    expect(isApplicationId('not-an-id')).toBe(false);
    expect(isApplicationId(null)).toBe(false);
  });
});

describe('fromApplicationRow', () => {
  it('reopens a stored application as the wizard values it was saved from, documents as uploaded', () => {
    const values = validApplication();
    const row = {
      ...toApplicationRow(values),
      id: '3f2a9c1e-0000-4000-8000-000000000000',
      status: 'draft',
      license_document_path: 'u/a/license.pdf',
      insurance_document_path: 'u/a/insurance-0b7c2d4e-1f3a-4b5c-8d9e-0a1b2c3d4e5f.png',
    };
    const reopened = fromApplicationRow(row);
    expect(toApplicationRow(reopened)).toEqual(toApplicationRow(values));
    expect(reopened.licenseDocument).toEqual({ path: 'u/a/license.pdf', name: 'license.pdf' });
    // An upload's uuid is not part of the name shown.
    expect(reopened.insuranceDocument).toEqual({ path: 'u/a/insurance-0b7c2d4e-1f3a-4b5c-8d9e-0a1b2c3d4e5f.png', name: 'insurance.png' });
    expect(reopened.licenseFile).toBeNull();
  });

  it('shows the stored E.164 number as the form writes it', () => {
    expect(fromApplicationRow({ phone_number: '+17185550100' }).phone_number).toBe('(718) 555-0100');
  });

  it('leaves what the row lacks empty', () => {
    expect(fromApplicationRow({ business_name: 'Only A Name' })).toEqual({ ...EMPTY_APPLICATION, business_name: 'Only A Name' });
  });
});
