// @vitest-environment jsdom
// (sessionStorage)
import { afterEach, describe, expect, it } from 'vitest';
import {
  APPLICATION_DRAFT_KEY,
  clearApplicationDraft,
  loadApplicationDraft,
  saveApplicationDraftLocally,
  toStoredDraft,
} from './draft-storage';
import { validApplication } from './testing';

const ID = '0b7c2a1e-4f1d-4c8e-9a55-2f6a3f0e9d11';

afterEach(() => sessionStorage.clear());

describe('the wizard session draft', () => {
  it('keeps everything but the files, with the id and uploaded documents', () => {
    const licenseFile = new File(['x'], 'license.pdf', { type: 'application/pdf' });
    const values = validApplication({
      has_nwco_license: 'Yes',
      license_number: 'NWCO-1',
      licenseFile,
      insuranceDocument: { path: `u/${ID}/insurance.png`, name: 'coi.png' },
    });
    saveApplicationDraftLocally(values, ID);

    const raw = JSON.parse(sessionStorage.getItem(APPLICATION_DRAFT_KEY) ?? '{}') as { values: Record<string, unknown> };
    expect(raw.values).not.toHaveProperty('licenseFile');
    expect(raw.values).not.toHaveProperty('insuranceFile');

    const restored = loadApplicationDraft();
    expect(restored?.applicationId).toBe(ID);
    expect(restored?.values).toEqual({ ...values, licenseFile: null });
    expect(restored?.values.insuranceDocument).toEqual({ path: `u/${ID}/insurance.png`, name: 'coi.png' });
  });

  it('returns null when nothing is stored, and clears', () => {
    expect(loadApplicationDraft()).toBeNull();
    saveApplicationDraftLocally(validApplication(), null);
    expect(loadApplicationDraft()?.applicationId).toBeNull();
    clearApplicationDraft();
    expect(sessionStorage.getItem(APPLICATION_DRAFT_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['another shape', JSON.stringify({ business_name: 'x' })],
    ['an old version', JSON.stringify({ ...toStoredDraft(validApplication(), null), version: 0 })],
    ['a bad id', JSON.stringify({ ...toStoredDraft(validApplication(), null), applicationId: 'drop table' })],
    ['a wrong type', JSON.stringify({ ...toStoredDraft(validApplication(), null), values: { ...toStoredDraft(validApplication(), null).values, species_handled: 'Bats' } })],
  ])('resets cleanly when the stored draft is corrupt (%s)', (_label, raw) => {
    sessionStorage.setItem(APPLICATION_DRAFT_KEY, raw);
    expect(loadApplicationDraft()).toBeNull();
    expect(sessionStorage.getItem(APPLICATION_DRAFT_KEY)).toBeNull();
  });
});
