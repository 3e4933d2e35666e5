import { describe, expect, it } from 'vitest';
import { approvalBlockers, asksPesticideCertification, credentialsCover, isExpired, needsNwcoLicense, type CredentialAnswers } from './credentials';
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

  it('wildlife without an NWCO licence; rats and mice without the pesticide certification; birds with neither', () => {
    expect(approvalBlockers({ ...CURRENT, has_nwco_license: 'No', license_expiration_date: '' }, TODAY)).toEqual(['no_nwco_license']);
    const commensal = { ...CURRENT, species_handled: ['Rats', 'Mice'], has_nwco_license: 'No', license_expiration_date: '' };
    expect(approvalBlockers({ ...commensal, has_pesticide_certification: 'No' }, TODAY)).toEqual(['no_pesticide_certification']);
    // An NWCO licence alone is not enough for rats and mice (baiting needs the certification).
    expect(approvalBlockers({ ...CURRENT, species_handled: ['Rats'], has_pesticide_certification: 'No' }, TODAY)).toEqual(['no_pesticide_certification']);
    expect(approvalBlockers({ ...CURRENT, species_handled: ['Raccoons', 'Mice'], has_pesticide_certification: 'No' }, TODAY)).toEqual(['no_pesticide_certification']);
    // Birds (pigeons): either credential is enough, neither is not.
    const birds = { ...CURRENT, species_handled: ['Birds'] };
    expect(approvalBlockers({ ...birds, has_pesticide_certification: 'No' }, TODAY)).toEqual([]);
    expect(approvalBlockers({ ...birds, has_nwco_license: 'No', license_expiration_date: '', has_pesticide_certification: 'Yes', pesticide_certification_expiration_date: '2027-01-31' }, TODAY)).toEqual([]);
    expect(approvalBlockers({ ...birds, has_nwco_license: 'No', license_expiration_date: '', has_pesticide_certification: 'No' }, TODAY)).toEqual(['no_credential']);
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

describe('credentialsCover (who may be offered which animals)', () => {
  const nwcoOnly = { nwco: true, pesticide: false };
  const pesticideOnly = { nwco: false, pesticide: true };
  const both = { nwco: true, pesticide: true };
  it('rats and mice only with the pesticide certification', () => {
    expect(credentialsCover(nwcoOnly, ['Rats'])).toBe(false);
    expect(credentialsCover(nwcoOnly, ['Mice'])).toBe(false);
    expect(credentialsCover(nwcoOnly, ['Raccoons', 'Rats'])).toBe(false);
    expect(credentialsCover(pesticideOnly, ['Rats', 'Mice'])).toBe(true);
    expect(credentialsCover(both, ['Raccoons', 'Rats'])).toBe(true);
  });
  it('birds with either credential; other animals only with the NWCO licence', () => {
    expect(credentialsCover(nwcoOnly, ['Birds'])).toBe(true);
    expect(credentialsCover(pesticideOnly, ['Birds'])).toBe(true);
    expect(credentialsCover(pesticideOnly, ['Raccoons'])).toBe(false);
    expect(credentialsCover(pesticideOnly, ['Birds', 'Bats'])).toBe(false);
    expect(credentialsCover(nwcoOnly, ['Raccoons', 'Bats'])).toBe(true);
  });
  it('no animal named (or Other) needs no particular credential', () => {
    expect(credentialsCover(nwcoOnly, [])).toBe(true);
    expect(credentialsCover(pesticideOnly, ['Other'])).toBe(true);
  });
});
