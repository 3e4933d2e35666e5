import { describe, it, expect } from 'vitest';
import { BOROUGHS } from './options';
import {
  ZIP_COVERAGE,
  SUPPORTED_ZIPS,
  isValidZip,
  boroughForZip,
  checkZip,
  answerZip,
  CITY_LINE_ZIPS,
  type ZipGroup,
} from './zip-coverage';

/** Approximate ZIP counts per group, which the list is kept near (zip-coverage.ts). */
const SPEC_COUNTS: Record<ZipGroup, number> = {
  Brooklyn: 37,
  Manhattan: 38,
  Bronx: 25,
  Queens: 59,
  StatenIsland: 12,
};
const TOLERANCE = 3;
/**
 * Manhattan lists every residential delivery ZIP (44), six above the approximate 38:
 * leaving out 10004, 10006 or 10069 would tell real residents "Coming Soon!".
 */
const TOLERANCE_FOR: Partial<Record<ZipGroup, number>> = { Manhattan: 6 };

const groups = Object.keys(ZIP_COVERAGE) as ZipGroup[];

describe('ZIP_COVERAGE', () => {
  it('has the five borough groups', () => {
    expect(groups.sort()).toEqual(['Bronx', 'Brooklyn', 'Manhattan', 'Queens', 'StatenIsland']);
  });

  it.each(groups)('%s has a count near the stated one (±3; Manhattan +6, see above)', (group) => {
    const count = ZIP_COVERAGE[group].length;
    expect(Math.abs(count - SPEC_COUNTS[group])).toBeLessThanOrEqual(TOLERANCE_FOR[group] ?? TOLERANCE);
  });

  it('lists every code once, in one borough only', () => {
    const all = groups.flatMap((g) => [...ZIP_COVERAGE[g]]);
    const seen = new Map<string, number>();
    for (const zip of all) seen.set(zip, (seen.get(zip) ?? 0) + 1);
    const duplicates = [...seen].filter(([, n]) => n > 1).map(([zip]) => zip);
    expect(duplicates).toEqual([]);
    expect(SUPPORTED_ZIPS.size).toBe(all.length);
  });

  it('holds only 5-digit codes', () => {
    for (const g of groups) {
      for (const zip of ZIP_COVERAGE[g]) expect(zip, `${g}: ${zip}`).toMatch(/^\d{5}$/);
    }
  });

  it('keeps each borough in its own postal range', () => {
    const ranges: Record<ZipGroup, RegExp> = {
      Manhattan: /^10(0[0-2]\d|03\d|04\d|06\d|07\d|128|28\d)$/,
      Bronx: /^104[5-7]\d$/,
      StatenIsland: /^103[01]\d$/,
      Brooklyn: /^112\d\d$/,
      Queens: /^(110\d\d|111\d\d|113\d\d|114\d\d|116\d\d)$/,
    };
    for (const g of groups) {
      for (const zip of ZIP_COVERAGE[g]) expect(zip, `${g}: ${zip}`).toMatch(ranges[g]);
    }
  });

  it('maps every supported ZIP to a known borough value', () => {
    for (const zip of SUPPORTED_ZIPS) expect(BOROUGHS).toContain(boroughForZip(zip));
  });
});

describe('boroughForZip', () => {
  it.each([
    ['10001', 'Manhattan'],
    ['10128', 'Manhattan'],
    ['11201', 'Brooklyn'],
    ['11249', 'Brooklyn'],
    ['10451', 'Bronx'],
    ['10475', 'Bronx'],
    ['11354', 'Queens'],
    ['11385', 'Queens'],
    ['11697', 'Queens'],
    ['10301', 'Staten Island'],
    ['10314', 'Staten Island'],
    // On the city line: Bellerose / Floral Park (Queens) and New Hyde Park (Queens).
    ['11001', 'Queens'],
    ['11040', 'Queens'],
  ])('%s is in %s', (zip, borough) => {
    expect(boroughForZip(zip)).toBe(borough);
  });

  it.each(['07030', '10701', '11501', '11530', '11371', '12345'])('%s is not covered', (zip) => {
    expect(boroughForZip(zip)).toBeNull();
    expect(SUPPORTED_ZIPS.has(zip)).toBe(false);
  });
});

describe('isValidZip', () => {
  it('accepts exactly five digits', () => {
    expect(isValidZip('10001')).toBe(true);
    expect(isValidZip('07030')).toBe(true);
  });

  it.each(['1234', '123456', 'abcde', '', ' 10001 ', '1000a', '10001-1234'])(
    'rejects %j',
    (zip) => {
      expect(isValidZip(zip)).toBe(false);
    },
  );
});

describe('checkZip', () => {
  it('finds supported ZIPs with their borough', () => {
    expect(checkZip('10001')).toEqual({ kind: 'supported', zip: '10001', borough: 'Manhattan' });
    expect(checkZip('11201')).toEqual({ kind: 'supported', zip: '11201', borough: 'Brooklyn' });
    expect(checkZip('10451')).toEqual({ kind: 'supported', zip: '10451', borough: 'Bronx' });
    expect(checkZip('11354')).toEqual({ kind: 'supported', zip: '11354', borough: 'Queens' });
    expect(checkZip('10301')).toEqual({
      kind: 'supported',
      zip: '10301',
      borough: 'Staten Island',
    });
  });

  it('trims surrounding spaces', () => {
    expect(checkZip(' 10001 ')).toEqual({ kind: 'supported', zip: '10001', borough: 'Manhattan' });
  });

  it.each([
    ['07030', 'Hoboken'],
    ['10701', 'Yonkers'],
    ['11501', 'Mineola'],
  ])('%s (%s) is valid but unsupported', (zip) => {
    expect(checkZip(zip)).toEqual({ kind: 'unsupported', zip });
  });

  it.each(['1234', '123456', 'abcde', '', '   ', '10 001'])('%j is invalid', (input) => {
    expect(checkZip(input)).toEqual({ kind: 'invalid' });
  });
});

describe('ZIPs on the city line', () => {
  it('are 11001 and 11040, served as Queens', () => {
    expect([...CITY_LINE_ZIPS].sort()).toEqual(['11001', '11040']);
    for (const zip of CITY_LINE_ZIPS) expect(checkZip(zip)).toEqual({ kind: 'supported', zip, borough: 'Queens' });
  });
});

describe('answerZip', () => {
  const queens = checkZip('11354');

  it('says covered only when the database says an active professional covers the borough', () => {
    expect(answerZip(queens, { covered: true })).toEqual({ kind: 'covered', zip: '11354', borough: 'Queens', cityLine: false });
    expect(answerZip(queens, { covered: false })).toEqual({ kind: 'phone-only', zip: '11354', borough: 'Queens', cityLine: false });
  });

  it('falls back to the ZIP list, unconfirmed, when the database cannot be asked', () => {
    expect(answerZip(queens, null)).toEqual({ kind: 'unconfirmed', zip: '11354', borough: 'Queens', cityLine: false });
  });

  it('marks a city-line ZIP, and passes invalid and unsupported ZIPs through', () => {
    expect(answerZip(checkZip('11040'), { covered: true })).toEqual({ kind: 'covered', zip: '11040', borough: 'Queens', cityLine: true });
    expect(answerZip(checkZip('07030'), { covered: true })).toEqual({ kind: 'unsupported', zip: '07030' });
    expect(answerZip(checkZip('123'), null)).toEqual({ kind: 'invalid' });
  });
});
