/**
 * New York's wall clock without Intl. The first Intl.DateTimeFormat a page builds loads ICU's
 * calendar and pattern data: one indivisible call of about 15 ms on a laptop and 130 ms on a
 * phone-speed CPU (4x), a long task in the middle of the status page's first render. The
 * resident's pages only need New York's weekday, hour and minute, which follow from the US
 * daylight-saving rule in force since 2007: daylight time (UTC-4) from 2:00 on the
 * second Sunday of March to 2:00 on the first Sunday of November, standard time (UTC-5) else.
 * ny-clock.test.ts checks every hour of several years and each change against Intl.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Midnight UTC of the n-th Sunday of a month (month 0-11). */
function nthSunday(year: number, month: number, n: number): number {
  const first = Date.UTC(year, month, 1);
  const toSunday = (7 - new Date(first).getUTCDay()) % 7;
  return first + (toSunday + 7 * (n - 1)) * DAY_MS;
}

/** New York's offset from UTC at a moment, in hours: -4 in daylight time, -5 in standard time. */
export function nyOffsetHours(ms: number): -4 | -5 {
  const year = new Date(ms).getUTCFullYear();
  // 2:00 EST is 7:00 UTC; 2:00 EDT is 6:00 UTC.
  const start = nthSunday(year, 2, 2) + 7 * HOUR_MS;
  const end = nthSunday(year, 10, 1) + 6 * HOUR_MS;
  return ms >= start && ms < end ? -4 : -5;
}

/** A moment's New York wall clock: weekday (0 = Sunday), hour (0-23) and minute. */
export type NyClock = { weekday: number; hour: number; minute: number };

export function nyClock(ms: number): NyClock {
  const local = new Date(ms + nyOffsetHours(ms) * HOUR_MS);
  return { weekday: local.getUTCDay(), hour: local.getUTCHours(), minute: local.getUTCMinutes() };
}
