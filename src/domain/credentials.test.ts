import { describe, expect, it } from 'vitest';
import { approvalBlockers, asksPesticideCertification, isExpired, needsNwcoLicense, type CredentialAnswers } from './credentials';
import { CONTRACTOR_SPECIES } from './options';

const TODAY = '2026-11-24';
const CURRENT: CredentialAnswers = {
  species_handled: ['Raccoons'],
  has_nwco_license: 'Yes',
  license_expiration_date: '2027-09-30',
  has_pesticide_certification: '',
  pesticide_certification_expiration_date: '',
  has_liability_insurance: 'Yes',
  insurance_expiration_date: '2027-06-30',
};

describe('which credential for which species', () => {
  it('asks the pesticide certification for rats, mice and birds (pigeons) only', () => {
    const asked = CONTRACTOR_SPECIES.filter((s) => asksPesticideCertification([s]));
    expect(asked).toEqual(['Mice', 'Rats', 'Birds']);
  });

  it('needs the NWCO licence for every other species, Other included', () => {
    expect(needsNwcoLicense(['Rats', 'Mice', 'Birds'])).toBe(false);
    expect(needsNwcoLicense(['Rats', 'Raccoons'])).toBe(true);
    expect(needsNwcoLicense(['Other'])).toBe(true);
  });
});

describe('isExpired', () => {
  it('is strictly before today; blank or malformed never counts', () => {
    expect(isExpired('2026-11-23', TODAY)).toBe(true);
    expect(isExpired('2026-11-24', TODAY)).toBe(false);
    expect(isExpired('', TODAY)).toBe(false);
    expect(isExpired('soon', TODAY)).toBe(false);
  });
});

describe('approvalBlockers', () => {
  it('nothing blocks current credentials that match the species', () => {
    expect(approvalBlockers(CURRENT, TODAY)).toEqual([]);
    expect(
      approvalBlockers({ ...CURRENT, species_handled: ['Rats'], has_nwco_license: 'No', license_expiration_date: '', has_pesticide_certification: 'Yes', pesticide_certification_expiration_date: '2027-01-31' }, TODAY),
    ).toEqual([]);
  });

  it('no insurance, or insurance that has expired', () => {
    expect(approvalBlockers({ ...CURRENT, has_liability_insurance: 'No', insurance_expiration_date: '' }, TODAY)).toEqual(['no_insurance']);
    expect(approvalBlockers({ ...CURRENT, insurance_expiration_date: '2026-11-01' }, TODAY)).toEqual(['insurance_expired']);
  });

  it('wildlife without an NWCO licence; rats and mice with neither credential', () => {
    expect(approvalBlockers({ ...CURRENT, has_nwco_license: 'No', license_expiration_date: '' }, TODAY)).toEqual(['no_nwco_license']);
    const commensal = { ...CURRENT, species_handled: ['Rats', 'Mice'], has_nwco_license: 'No', license_expiration_date: '' };
    expect(approvalBlockers({ ...commensal, has_pesticide_certification: 'No' }, TODAY)).toEqual(['no_credential']);
    // An NWCO licence alone is accepted for rats and mice (trapping without pesticides).
    expect(approvalBlockers({ ...CURRENT, species_handled: ['Rats'], has_pesticide_certification: 'No' }, TODAY)).toEqual([]);
  });

  it('expired licence or certification', () => {
    expect(approvalBlockers({ ...CURRENT, license_expiration_date: '2025-09-30' }, TODAY)).toEqual(['nwco_license_expired']);
    expect(
      approvalBlockers({ ...CURRENT, species_handled: ['Mice'], has_pesticide_certification: 'Yes', pesticide_certification_expiration_date: '2026-01-01' }, TODAY),
    ).toEqual(['pesticide_certification_expired']);
  });

  it('unanswered questions are not reasons (step 3 refuses them)', () => {
    expect(approvalBlockers({ ...CURRENT, has_nwco_license: '', has_liability_insurance: '' }, TODAY)).toEqual([]);
  });
});
