import { describe, expect, it } from 'vitest';
import { fieldMessages as msg } from './messages';
import {
  applicationBlockers,
  EMPTY_APPLICATION,
  EMPTY_FINALIZE,
  finalizeSchema,
  isIsoDate,
  validateApplication,
  validateStep,
} from './schema';
import { APPROVABLE_CREDENTIALS, TEST_EMAIL, validApplication } from './testing';

const pdf = () => new File(['%PDF-1.4'], 'license.pdf', { type: 'application/pdf' });

describe('step 1: Business Info', () => {
  it('accepts a complete step', () => {
    expect(validateStep(0, validApplication())).toEqual({});
  });

  it('requires business_name, owner_name, address, city and state with their messages', () => {
    const problems = validateStep(0, validApplication({ business_name: '  ', owner_name: '', address: '', city: ' ', state: '' }));
    expect(problems).toEqual({
      business_name: msg.business_name,
      owner_name: msg.owner_name,
      address: msg.address,
      city: msg.city,
      state: msg.state,
    });
  });

  it('accepts only a (###) ###-#### phone number in the US plan (what the database takes)', () => {
    for (const outside of ['(555) 234-5678', '(212) 123-4567', '(416) 555-0142', '(787) 234-5678']) {
      expect(validateStep(0, validApplication({ phone_number: outside })).phone_number, outside).toBe(msg.phone_number);
    }
    expect(validateStep(0, validApplication({ phone_number: '7185550100' })).phone_number).toBe(msg.phone_number);
    expect(validateStep(0, validApplication({ phone_number: '(718) 555-010' })).phone_number).toBe(msg.phone_number);
    expect(validateStep(0, validApplication({ phone_number: '' })).phone_number).toBe(msg.phone_number);
    expect(validateStep(0, validApplication({ phone_number: '(718) 555-0100' })).phone_number).toBeUndefined();
  });

  it.each(['', 'ada', 'ada@', 'ada@example', 'a da@example.com'])('refuses the e-mail %j', (email) => {
    expect(validateStep(0, validApplication({ email })).email).toBe(msg.email);
  });

  it('requires a ZIP of exactly 5 digits', () => {
    for (const zip_code of ['', '1120', '112011', '11a01']) {
      expect(validateStep(0, validApplication({ zip_code })).zip_code).toBe(msg.zip_code);
    }
  });

  it('accepts only a state code of the 50 states', () => {
    expect(validateStep(0, validApplication({ state: 'DC' })).state).toBe(msg.state);
    expect(validateStep(0, validApplication({ state: 'New York' })).state).toBe(msg.state);
  });

  it('treats the website as optional but checks it when given', () => {
    expect(validateStep(0, validApplication({ website: '' })).website).toBeUndefined();
    expect(validateStep(0, validApplication({ website: 'fiveborough.test' })).website).toBeUndefined();
    expect(validateStep(0, validApplication({ website: 'www.five-borough.co.uk/about' })).website).toBeUndefined();
    expect(validateStep(0, validApplication({ website: 'not a website' })).website).toBe(msg.website);
    expect(validateStep(0, validApplication({ website: 'nodot' })).website).toBe(msg.website);
  });

  it('mirrors the database length limits and refuses control characters', () => {
    expect(validateStep(0, validApplication({ business_name: 'x'.repeat(201) })).business_name).toBe(msg.tooLong(200));
    expect(validateStep(0, validApplication({ owner_name: 'x'.repeat(101) })).owner_name).toBe(msg.tooLong(100));
    expect(validateStep(0, validApplication({ city: 'New\u0007York' })).city).toBe(msg.controlCharacters);
  });
});

describe('step 2: Service Details', () => {
  it('accepts a complete step', () => {
    expect(validateStep(1, validApplication())).toEqual({});
  });

  it('requires a species, a county, a licensed state, emergency service and response time', () => {
    const problems = validateStep(
      1,
      validApplication({ species_handled: [], service_counties: [], licensed_states: [], emergency_services: '', response_time: '' }),
    );
    expect(problems).toEqual({
      species_handled: msg.species_handled,
      service_counties: msg.service_counties,
      licensed_states: msg.licensed_states,
      emergency_services: msg.emergency_services,
      response_time: msg.response_time,
    });
  });

  it('requires the other-species text only when Other is chosen', () => {
    expect(validateStep(1, validApplication({ species_handled: ['Other'], other_species_text: '' })).other_species_text).toBe(
      msg.other_species_text,
    );
    expect(validateStep(1, validApplication({ species_handled: ['Other'], other_species_text: 'Armadillos' }))).toEqual({});
    expect(validateStep(1, validApplication({ species_handled: ['Bats'], other_species_text: '' }))).toEqual({});
  });

  it('still reports the other-species text while other fields of the step are missing', () => {
    const problems = validateStep(1, validApplication({ species_handled: ['Other'], emergency_services: '' }));
    expect(problems.other_species_text).toBe(msg.other_species_text);
    expect(problems.emergency_services).toBe(msg.emergency_services);
  });

  it('refuses unknown values', () => {
    const problems = validateStep(
      1,
      validApplication({ species_handled: ['Cats'], service_counties: ['Nassau'], licensed_states: ['ZZ'], response_time: 'Whenever', emergency_services: 'Maybe' }),
    );
    expect(Object.keys(problems).sort()).toEqual(['emergency_services', 'licensed_states', 'response_time', 'service_counties', 'species_handled']);
  });
});

describe('step 3: Credentials', () => {
  it('requires both questions to be answered', () => {
    expect(validateStep(2, validApplication({ has_nwco_license: '', has_liability_insurance: '' }))).toEqual({
      has_nwco_license: msg.has_nwco_license,
      has_liability_insurance: msg.has_liability_insurance,
    });
  });

  it('No requires nothing further', () => {
    expect(validateStep(2, validApplication())).toEqual({});
  });

  it('licence Yes requires number, agency, date and a document', () => {
    expect(validateStep(2, validApplication({ has_nwco_license: 'Yes' }))).toEqual({
      license_number: msg.license_number,
      issuing_agency: msg.issuing_agency,
      license_expiration_date: msg.license_expiration_date,
      licenseFile: msg.licenseFile,
    });
  });

  it('insurance Yes requires provider, policy number, date and a document', () => {
    expect(validateStep(2, validApplication({ has_liability_insurance: 'Yes' }))).toEqual({
      insurance_provider: msg.insurance_provider,
      policy_number: msg.policy_number,
      insurance_expiration_date: msg.insurance_expiration_date,
      insuranceFile: msg.insuranceFile,
    });
  });

  it('accepts a picked file or an already uploaded document', () => {
    const details = { has_nwco_license: 'Yes', license_number: 'NWCO-123', issuing_agency: 'NYS DEC', license_expiration_date: '2027-03-31' };
    expect(validateStep(2, validApplication({ ...details, licenseFile: pdf() }))).toEqual({});
    expect(validateStep(2, validApplication({ ...details, licenseDocument: { path: 'u/a/license.pdf', name: 'license.pdf' } }))).toEqual({});
  });

  it('reports the licence details even while the insurance question is unanswered', () => {
    const problems = validateStep(2, validApplication({ has_nwco_license: 'Yes', has_liability_insurance: '' }));
    expect(problems.license_number).toBe(msg.license_number);
    expect(problems.has_liability_insurance).toBe(msg.has_liability_insurance);
  });

  it('refuses an impossible date', () => {
    const problems = validateStep(
      2,
      validApplication({ has_nwco_license: 'Yes', license_number: 'N1', issuing_agency: 'DEC', license_expiration_date: '2027-02-30', licenseFile: pdf() }),
    );
    expect(problems).toEqual({ license_expiration_date: msg.invalidDate });
  });
});

describe('step 4: Submit', () => {
  it('requires all three agreements', () => {
    expect(validateStep(3, validApplication({ ...APPROVABLE_CREDENTIALS, confirm_truthful_info: false, confirm_no_guarantee: false, agree_to_terms: false }))).toEqual({
      confirm_truthful_info: msg.confirm_truthful_info,
      confirm_no_guarantee: msg.confirm_no_guarantee,
      agree_to_terms: msg.agree_to_terms,
    });
    expect(validateStep(3, validApplication({ ...APPROVABLE_CREDENTIALS, agree_to_terms: false }))).toEqual({ agree_to_terms: msg.agree_to_terms });
    expect(validateStep(3, validApplication({ ...APPROVABLE_CREDENTIALS }))).toEqual({});
  });
});

describe('the pesticide applicator certification (step 3)', () => {
  it('is asked only when rats, mice or birds are handled, and its details only with Yes', () => {
    expect(validateStep(2, validApplication({ species_handled: ['Bats'] })).has_pesticide_certification).toBeUndefined();
    for (const species of [['Rats'], ['Mice', 'Bats'], ['Birds']]) {
      expect(validateStep(2, validApplication({ species_handled: species })).has_pesticide_certification, species.join()).toBe(
        msg.has_pesticide_certification,
      );
    }
    expect(validateStep(2, validApplication({ species_handled: ['Rats'], has_pesticide_certification: 'No' }))).toEqual({});
    expect(validateStep(2, validApplication({ species_handled: ['Rats'], has_pesticide_certification: 'Yes' }))).toEqual({
      pesticide_certification_number: msg.pesticide_certification_number,
      pesticide_certification_category: msg.pesticide_certification_category,
      pesticide_certification_expiration_date: msg.pesticide_certification_expiration_date,
    });
    const details = { pesticide_certification_number: 'C-1', pesticide_certification_category: '7A', pesticide_certification_expiration_date: '2027-02-30' };
    expect(validateStep(2, validApplication({ species_handled: ['Rats'], has_pesticide_certification: 'Yes', ...details }))).toEqual({
      pesticide_certification_expiration_date: msg.invalidDate,
    });
  });

  it('a date that has passed is a valid answer on step 3', () => {
    expect(validateStep(2, validApplication({ ...APPROVABLE_CREDENTIALS, license_expiration_date: '2020-01-31' }))).toEqual({});
  });
});

describe('answers that cannot be approved (step 4)', () => {
  it('never go on to payment, acknowledged or not; approvable answers do', () => {
    expect(validateStep(3, validApplication({ acknowledged_not_approvable: false }))).toEqual({
      acknowledged_not_approvable: msg.acknowledged_not_approvable,
    });
    expect(validateStep(3, validApplication({ acknowledged_not_approvable: true }))).toEqual({
      acknowledged_not_approvable: msg.acknowledged_not_approvable,
    });
    expect(validateStep(3, validApplication({ ...APPROVABLE_CREDENTIALS }))).toEqual({});
    expect(validateStep(3, validApplication({ ...APPROVABLE_CREDENTIALS, insurance_expiration_date: '2020-01-31' }))).toEqual({
      acknowledged_not_approvable: msg.acknowledged_not_approvable,
    });
  });

  it('lists the reasons as of a given day', () => {
    const answers = validApplication({ ...APPROVABLE_CREDENTIALS, license_expiration_date: '2026-11-23' });
    expect(applicationBlockers(answers, '2026-11-24')).toEqual(['nwco_license_expired']);
    expect(applicationBlockers(answers, '2026-11-23')).toEqual([]);
  });
});

describe('validateApplication', () => {
  it('merges every step', () => {
    expect(validateApplication(validApplication({ ...APPROVABLE_CREDENTIALS }))).toEqual({});
    const problems = validateApplication(EMPTY_APPLICATION);
    expect(problems.business_name).toBe(msg.business_name);
    expect(problems.species_handled).toBe(msg.species_handled);
    expect(problems.has_nwco_license).toBe(msg.has_nwco_license);
    expect(problems.agree_to_terms).toBe(msg.agree_to_terms);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2027-03-31', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2027-13-01', false],
    ['03/31/2027', false],
    ['1899-12-31', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('finalizeSchema', () => {
  const valid = {
    ...EMPTY_FINALIZE,
    full_name: 'Ada Lovelace',
    email: TEST_EMAIL,
    business_name: 'Five Borough Wildlife LLC',
    phone_number: '(718) 555-0100',
    counties_served: 'Kings County',
  };

  it('accepts the required fields with empty notes', () => {
    expect(finalizeSchema.safeParse(valid).success).toBe(true);
  });

  it('requires full_name, email, business_name, phone_number and counties_served', () => {
    const result = finalizeSchema.safeParse(EMPTY_FINALIZE);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      full_name: msg.full_name,
      email: msg.email,
      business_name: msg.business_name,
      phone_number: msg.phone_number,
      counties_served: msg.counties_served,
    });
  });

  it('fixes payment_status to paid', () => {
    expect(finalizeSchema.safeParse({ ...valid, payment_status: 'unpaid' }).success).toBe(false);
  });
});
