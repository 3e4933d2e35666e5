import { describe, expect, it } from 'vitest';
import { fullAddress, mapsUrl } from './address';

describe('fullAddress and mapsUrl', () => {
  const lead = { address: '120 Broadway', unit: 'Apt 3', city: null, borough: 'Manhattan', zip: '10005' };

  it('writes the address with its unit, the borough standing for a city not asked', () => {
    expect(fullAddress(lead)).toBe('120 Broadway, Apt 3, Manhattan, NY 10005');
    expect(fullAddress({ ...lead, unit: null, city: 'New York' })).toBe('120 Broadway, New York, NY 10005');
  });

  it('builds the universal maps link without the unit, encoded', () => {
    expect(mapsUrl(lead)).toBe('https://www.google.com/maps/search/?api=1&query=120%20Broadway%2C%20Manhattan%2C%20NY%2010005');
    expect(mapsUrl({ ...lead, address: '45-12 Broadway #2&3' })).toContain('query=45-12%20Broadway%20%232%263%2C');
  });

  it('gives nothing without a street address', () => {
    expect(fullAddress({ ...lead, address: null })).toBeNull();
    expect(mapsUrl({ ...lead, address: '  ' })).toBeNull();
  });
});
