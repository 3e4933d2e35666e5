import { describe, expect, it } from 'vitest';
import type { Locale } from '@/domain/locales';
import { calendarDay, nyTime } from './messages';

/** What Intl writes for each language: the page's words must read the same (the 12-hour clock in both Chinese scripts). */
const TAGS: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US', 'zh-Hant': 'zh-Hant', 'zh-Hans': 'zh-Hans' };
const LOCALES = Object.keys(TAGS) as Locale[];

describe('nyTime', () => {
  it.each(LOCALES)('writes %s times as Intl does, every 97 minutes over a year', (locale) => {
    const intl = new Intl.DateTimeFormat(TAGS[locale], { timeZone: 'America/New_York', weekday: 'short', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });
    const differ: string[] = [];
    for (let ms = Date.UTC(2027, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 97 * 60_000) {
      const iso = new Date(ms).toISOString();
      const expected = intl.format(ms).replace(/\s/g, ' ');
      if (nyTime(iso, locale) !== expected) differ.push(`${iso}: ${nyTime(iso, locale)} ≠ ${expected}`);
    }
    expect(differ.slice(0, 5)).toEqual([]);
  });

  it('reads noon and midnight on the 12-hour clock', () => {
    expect(nyTime('2026-11-30T17:30:00Z', 'en')).toBe('Mon 12:30 PM');
    expect(nyTime('2026-11-29T05:05:00Z', 'es')).toBe('dom 12:05 a.m.');
    expect(nyTime('2026-11-30T17:30:00Z', 'zh-Hans')).toBe('周一下午12:30');
    expect(nyTime('2026-11-29T05:05:00Z', 'zh-Hant')).toBe('週日上午12:05');
  });

  it('is empty for no time', () => {
    expect(nyTime(null, 'en')).toBe('');
  });
});

describe('calendarDay', () => {
  it.each(LOCALES)('writes %s dates as Intl does, every day of two years', (locale) => {
    const intl = new Intl.DateTimeFormat(TAGS[locale], { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
    const differ: string[] = [];
    for (let ms = Date.UTC(2027, 0, 1); ms < Date.UTC(2029, 0, 1); ms += 86_400_000) {
      const day = new Date(ms).toISOString().slice(0, 10);
      if (calendarDay(day, locale) !== intl.format(ms)) differ.push(`${day}: ${calendarDay(day, locale)} ≠ ${intl.format(ms)}`);
    }
    expect(differ.slice(0, 5)).toEqual([]);
  });
});
