import { z } from '@/domain/zod';

/**
 * Weekly hours in New York time, as the database keeps them (private.staffed_hours for the
 * console, private.pro_on_call_hours for a professional): one period per weekday at most here,
 * ISO weekdays (1 Monday … 7 Sunday), "HH:MM" to "HH:MM" on the same day.
 */
export const WEEKDAYS = [
  [1, 'Monday'],
  [2, 'Tuesday'],
  [3, 'Wednesday'],
  [4, 'Thursday'],
  [5, 'Friday'],
  [6, 'Saturday'],
  [7, 'Sunday'],
] as const;

export type WeeklyPeriod = { weekday: number; opens: string; closes: string };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One weekday of a weekly-hours form: both times, or neither (not that day). */
export const weekdayHoursSchema = z
  .object({ opens: z.string(), closes: z.string() })
  .check(
    z.refine((d) => (d.opens === '') === (d.closes === ''), { message: 'Give both times, or neither for a day off.', path: ['closes'] }),
    z.refine((d) => d.opens === '' || (TIME.test(d.opens) && TIME.test(d.closes) && d.opens < d.closes), { message: 'The start comes before the end.', path: ['closes'] }),
  );

/** The seven weekdays of a form. */
export const weekHoursSchema = z.array(weekdayHoursSchema).check(z.length(7));
export type WeekHoursInput = { opens: string; closes: string }[];

/** The form's days → the periods the database takes (days without times are left out). */
export function periodsOf(days: WeekHoursInput): WeeklyPeriod[] {
  return days.flatMap((d, i) => (d.opens === '' ? [] : [{ weekday: i + 1, opens: d.opens, closes: d.closes }]));
}

/** Stored periods → the form's seven days ("HH:MM:SS" from the database is shown as "HH:MM"). */
export function daysOf(hours: readonly WeeklyPeriod[]): WeekHoursInput {
  return WEEKDAYS.map(([weekday]) => {
    const period = hours.find((h) => h.weekday === weekday);
    return { opens: period?.opens.slice(0, 5) ?? '', closes: period?.closes.slice(0, 5) ?? '' };
  });
}

/** "Mon 18:00-23:00, Sat 00:00-08:00", or the fallback when there are none. */
export function describeHours(hours: readonly WeeklyPeriod[], none: string): string {
  if (hours.length === 0) return none;
  return [...hours]
    .sort((a, b) => a.weekday - b.weekday || a.opens.localeCompare(b.opens))
    .map((h) => `${(WEEKDAYS[h.weekday - 1]?.[1] ?? '').slice(0, 3)} ${h.opens.slice(0, 5)}-${h.closes.slice(0, 5)}`)
    .join(', ');
}
