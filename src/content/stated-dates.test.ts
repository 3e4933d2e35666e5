import { describe, expect, it } from 'vitest';
import * as content from './index';
import { allStrings, statedFutureDates } from './stated-dates';

describe('dates the copy states about the future', () => {
  it('recognises the ways copy states a date ahead', () => {
    const found = (t: string) => statedFutureDates(t).map((d) => d.lastDay.toISOString().slice(0, 10));
    expect(found('Expansion to upstate New York is anticipated in late 2025, starting with:')).toEqual(['2025-12-31']);
    expect(found('Text alerts are coming in March 2027.')).toEqual(['2027-03-31']);
    expect(found('Service is expected by spring 2026.')).toEqual(['2026-05-31']);
    expect(found('Bronx coverage is planned for Q1 2027')).toEqual(['2027-03-31']);
    expect(found('Launching 2028')).toEqual(['2028-12-31']);
    expect(found('Platform launched May 1, 2025.')).toEqual([]);
    expect(found('Expansion is planned; we will announce dates here.')).toEqual([]);
  });

  it('no content states a future date that has already passed', () => {
    const now = new Date();
    const stale = allStrings(content)
      .flatMap(statedFutureDates)
      .filter((d) => d.lastDay < now)
      .map((d) => d.text);
    expect(stale).toEqual([]);
  });

  it('reads every page of copy', () => {
    expect(allStrings(content).length).toBeGreaterThan(500);
  });
});
