/**
 * Dates the copy states about the future ("anticipated in late 2025", "coming in March 2027").
 * Such a date turns false the day it passes, so src/content/stated-dates.test.ts fails when
 * one does: say it without a date, or with a real one that is still ahead.
 */
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const PARTS: Record<string, number> = { early: 3, spring: 5, q1: 3, q2: 6, mid: 6, summer: 8, q3: 9, fall: 11, autumn: 11, late: 12, winter: 12, q4: 12, end: 12 };

const FUTURE_WORDS = '(?:anticipated|expected|planned|scheduled|coming|launching|arriving|due|opening|starting|begins?|targeted)';
const WHEN = `(?:(?:${MONTHS.join('|')})|early|mid|late|end of|spring|summer|fall|autumn|winter|q[1-4])?`;
const PATTERN = new RegExp(`\\b${FUTURE_WORDS}\\b[^.;:]{0,40}?\\b(?:in|by|for|during)?\\s*(${WHEN})\\s*[-,]?\\s*((?:19|20)\\d{2})\\b`, 'gi');

export type StatedDate = { text: string; lastDay: Date };

/** Every future-sounding date in a text, with the last day it can still be true. */
export function statedFutureDates(text: string): StatedDate[] {
  const found: StatedDate[] = [];
  for (const m of text.matchAll(PATTERN)) {
    const when = (m[1] ?? '').toLowerCase().replace('end of', 'end').trim();
    const year = Number(m[2]);
    const month = MONTHS.includes(when) ? MONTHS.indexOf(when) + 1 : (PARTS[when] ?? 12);
    found.push({ text: m[0], lastDay: new Date(Date.UTC(year, month, 0, 23, 59, 59)) });
  }
  return found;
}

/** Every string inside a content value (objects, arrays, nested). */
export function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(allStrings);
  return [];
}
