import { describe, expect, it } from 'vitest';
import { daysOf, describeHours, periodsOf, weekHoursSchema } from './weekly-hours';

const empty = () => Array.from({ length: 7 }, () => ({ opens: '', closes: '' }));

describe('weekly hours', () => {
  it('round-trips between the form and the periods the database keeps', () => {
    const hours = [{ weekday: 1, opens: '18:00', closes: '23:00' }, { weekday: 7, opens: '00:00', closes: '08:00' }];
    const days = daysOf(hours);
    expect(days[0]).toEqual({ opens: '18:00', closes: '23:00' });
    expect(days[1]).toEqual({ opens: '', closes: '' });
    expect(periodsOf(days)).toEqual(hours);
    expect(periodsOf(empty())).toEqual([]);
  });

  it('refuses one time without the other, and an end before the start', () => {
    expect(weekHoursSchema.safeParse(empty()).success).toBe(true);
    const half = empty().map((d, i) => (i === 2 ? { opens: '09:00', closes: '' } : d));
    expect(weekHoursSchema.safeParse(half).error?.issues[0]?.message).toBe('Give both times, or neither for a day off.');
    const backwards = empty().map((d, i) => (i === 2 ? { opens: '17:00', closes: '09:00' } : d));
    expect(weekHoursSchema.safeParse(backwards).error?.issues[0]?.message).toBe('The start comes before the end.');
    expect(weekHoursSchema.safeParse(empty().slice(1)).success).toBe(false);
  });

  it('describes the hours in weekday order, or says none', () => {
    expect(describeHours([], 'any time')).toBe('any time');
    expect(describeHours([{ weekday: 6, opens: '00:00', closes: '08:00' }, { weekday: 1, opens: '18:00', closes: '23:00' }], 'any time')).toBe('Mon 18:00-23:00, Sat 00:00-08:00');
  });
});
