import { describe, expect, it } from 'vitest';
import { nyClock, nyOffsetHours } from './ny-clock';

const HOUR_MS = 3_600_000;
const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hourCycle: 'h23', weekday: 'short', hour: '2-digit', minute: '2-digit' });
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Intl's New York wall clock for a moment, as nyClock gives it. */
function intlClock(ms: number) {
  const parts = Object.fromEntries(intl.formatToParts(ms).map((p) => [p.type, p.value]));
  return { weekday: WEEKDAYS.indexOf(parts.weekday ?? ''), hour: Number(parts.hour) % 24, minute: Number(parts.minute) };
}

describe('nyClock', () => {
  it('agrees with Intl at every hour (and 7 minutes past) from 2024 to 2031', () => {
    const mismatches: string[] = [];
    for (let ms = Date.UTC(2024, 0, 1, 0, 7); ms < Date.UTC(2032, 0, 1); ms += HOUR_MS) {
      const ours = nyClock(ms);
      const theirs = intlClock(ms);
      if (ours.weekday !== theirs.weekday || ours.hour !== theirs.hour || ours.minute !== theirs.minute) mismatches.push(new Date(ms).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('changes to daylight time at 2:00 on the second Sunday of March and back at 2:00 on the first Sunday of November', () => {
    // 2027: Sunday March 14 and Sunday November 7.
    expect(nyOffsetHours(Date.parse('2027-03-14T06:59:59Z'))).toBe(-5);
    expect(nyClock(Date.parse('2027-03-14T06:59:00Z'))).toEqual({ weekday: 0, hour: 1, minute: 59 });
    expect(nyOffsetHours(Date.parse('2027-03-14T07:00:00Z'))).toBe(-4);
    expect(nyClock(Date.parse('2027-03-14T07:00:00Z'))).toEqual({ weekday: 0, hour: 3, minute: 0 });
    expect(nyOffsetHours(Date.parse('2027-11-07T05:59:59Z'))).toBe(-4);
    expect(nyClock(Date.parse('2027-11-07T05:59:00Z'))).toEqual({ weekday: 0, hour: 1, minute: 59 });
    expect(nyOffsetHours(Date.parse('2027-11-07T06:00:00Z'))).toBe(-5);
    expect(nyClock(Date.parse('2027-11-07T06:00:00Z'))).toEqual({ weekday: 0, hour: 1, minute: 0 });
    for (const iso of ['2027-03-14T06:59:00Z', '2027-03-14T07:00:00Z', '2027-11-07T05:59:00Z', '2027-11-07T06:00:00Z']) expect(nyClock(Date.parse(iso)), iso).toEqual(intlClock(Date.parse(iso)));
  });

  it('gives the weekday of New York, not of UTC, late in the evening', () => {
    // Friday 11:30 PM in New York is already Saturday in UTC.
    expect(nyClock(Date.parse('2026-11-28T04:30:00Z'))).toEqual({ weekday: 5, hour: 23, minute: 30 });
  });
});
