import { describe, expect, it } from 'vitest';
import * as content from './index';
import { allStrings } from './stated-dates';
import { UPDATES_CONTENT } from './updates';

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
/** "July 4, 2025", "June 2025", "2025": every way copy writes a date. */
const DATE = new RegExp(`\\b(?:(${MONTHS})\\s+(?:(\\d{1,2}),\\s*)?)?((?:19|20)\\d{2})\\b`, 'g');

/** Every date a text states, as the first day it can have happened. */
function datesIn(text: string): { text: string; day: Date }[] {
  return [...text.matchAll(DATE)].map((m) => {
    const month = m[1] ? MONTHS.split('|').indexOf(m[1]) : 0;
    return { text: m[0], day: new Date(Date.UTC(Number(m[3]), month, Number(m[2] ?? 1))) };
  });
}

/** Dates and promises /updates once showed that nobody here could confirm. */
const UNVERIFIABLE = ['Coming Soon', 'July 4, 2025', 'June 15, 2025', 'May 1, 2025', 'Buffalo', 'Rochester', 'Syracuse', 'Binghamton'];

describe('/updates states only what is true today', () => {
  it('finds the dates it looks for', () => {
    expect(datesIn('Launched May 1, 2025; text alerts in March 2031; since 2024.').map((d) => d.text)).toEqual(['May 1, 2025', 'March 2031', '2024']);
    expect(datesIn('Platform Launch, Coming Soon').length).toBe(0);
  });

  it('states no date that is still ahead', () => {
    const now = new Date();
    const ahead = allStrings(UPDATES_CONTENT).flatMap(datesIn).filter((d) => d.day > now).map((d) => d.text);
    expect(ahead).toEqual([]);
  });

  it('never brings back the launch dates and the "Coming Soon" card nobody could confirm, anywhere but the legal pages', () => {
    // The legal pages carry their own "last updated" dates.
    const legal = new Set(['TERMS_OF_USE', 'PRIVACY_POLICY', 'DISCLAIMER', 'ACCESSIBILITY_STATEMENT']);
    const text = allStrings(Object.entries(content).filter(([name]) => !legal.has(name)).map(([, value]) => value)).join('\n');
    for (const phrase of UNVERIFIABLE) expect(text, phrase).not.toContain(phrase);
  });

  it('shows no date at all: an entry that needs one must come with a source, and a type change', () => {
    expect(allStrings(UPDATES_CONTENT).flatMap(datesIn)).toEqual([]);
  });
});
