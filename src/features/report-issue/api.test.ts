import { describe, expect, it } from 'vitest';
import { leadReference, newLeadId } from './api';

describe('leadReference', () => {
  it('takes the first 8 hex digits of the id, upper-cased, as ABCD-1234', () => {
    expect(leadReference('3f2a9c1b-7d4e-4a6b-9c0d-123456789abc')).toBe('3F2A-9C1B');
  });

  it('skips the dashes of the uuid', () => {
    expect(leadReference('0000abcd-ef12-4a6b-9c0d-123456789abc')).toBe('0000-ABCD');
  });

  it('is stable for the same id and differs between ids', () => {
    const a = newLeadId();
    const b = newLeadId();
    expect(leadReference(a)).toBe(leadReference(a));
    expect(leadReference(a)).not.toBe(leadReference(b));
    expect(leadReference(a)).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
  });

  it('returns what it has for a malformed id instead of throwing', () => {
    expect(leadReference('abc')).toBe('ABC');
  });
});
