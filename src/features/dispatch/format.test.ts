import { describe, expect, it } from 'vitest';
import { csvField } from '@/domain/csv';
import { formatAge, formatAgo, formatTimeLeft, formatUpdated, nyDate } from '@/domain/time';
import { leadsCsv, paymentAmount } from './format';
import type { ExportRow } from './types';

const at = Date.parse('2026-11-23T12:00:00Z');

describe('formatAge', () => {
  it.each([
    ['2026-11-23T12:00:00Z', 'just now'],
    ['2026-11-23T11:56:00Z', '4 min'],
    ['2026-11-23T10:00:00Z', '2 h'],
    ['2026-11-23T09:55:00Z', '2 h 5 min'],
    ['2026-11-20T08:00:00Z', '3 d 4 h'],
    ['2026-11-24T12:00:00Z', 'just now'],
  ])('%s → %s', (from, expected) => {
    expect(formatAge(from, at)).toBe(expected);
  });
});

describe('formatAgo', () => {
  it('says a time past, never "just now ago"', () => {
    const at = Date.parse('2026-11-27T05:00:00Z');
    expect(formatAgo('2026-11-27T04:59:30Z', at)).toBe('just now');
    expect(formatAgo('2026-11-27T04:48:00Z', at)).toBe('12 min ago');
    expect(formatAgo('2026-11-27T02:55:00Z', at)).toBe('2 h 5 min ago');
  });
});

describe('formatTimeLeft', () => {
  it('counts down to the second and says when it is over', () => {
    expect(formatTimeLeft('2026-11-23T12:42:07Z', at)).toBe('42:07 left');
    expect(formatTimeLeft('2026-11-23T12:00:05Z', at)).toBe('0:05 left');
    expect(formatTimeLeft('2026-11-23T12:00:00Z', at)).toBe('expired');
  });
});

describe('formatUpdated', () => {
  it('says how fresh the list is', () => {
    expect(formatUpdated(at - 2_000, at)).toBe('Updated just now');
    expect(formatUpdated(at - 12_000, at)).toBe('Updated 12 s ago');
    expect(formatUpdated(at - 180_000, at)).toBe('Updated 3 min ago');
  });
});

describe('nyDate', () => {
  it('is the New York calendar date, not UTC', () => {
    expect(nyDate(Date.parse('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
  });
});

describe('csv', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(['Bats', 'Birds'])).toBe('Bats; Birds');
    expect(csvField(null)).toBe('');
  });

  it('writes one line per event with the lead repeated, and a lead without events once', () => {
    const lead: ExportRow = {
      id: 'x', reference: '3F2A-9C1B', created_at: '2026-11-23T02:00:00Z', status: 'new', source: 'lead_form', borough: 'Queens', zip: '11354',
      name: 'Ana, Jr.', email: 'a@example.com', phone: '(718) 555-0100', property_type: 'Homeowner', address: '1 Main St', city: 'Queens',
      species: ['Raccoons'], animal_type: null, duration: null, description: 'In the "attic"', cancel_reason: null,
      events: [
        { at: '2026-11-23T02:00:00Z', event: 'created', from: null, to: 'new', actor_role: 'resident', actor: null, note: null },
        { at: '2026-11-23T02:10:00Z', event: 'note', from: 'new', to: 'new', actor_role: 'dispatcher', actor: 'd@example.com', note: 'Call after 6' },
      ],
    };
    const csv = leadsCsv([lead, { ...lead, reference: 'AAAA-BBBB', events: [] }]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]?.split(',').slice(0, 3)).toEqual(['reference', 'created_at', 'status']);
    expect(lines[1]).toContain('"Ana, Jr."');
    expect(lines[1]).toContain('"In the ""attic"""');
    expect(lines[2]).toMatch(/,note,new,new,dispatcher,d@example.com,Call after 6$/);
    expect(lines[3]).toMatch(/^AAAA-BBBB,/);
    expect(lines[3]).toMatch(/,,,,,,,$/);
  });
});

describe('businessDaysSince', () => {
  it('counts weekdays only, in New York dates', async () => {
    const { businessDaysSince } = await import('@/domain/time');
    // Friday 2026-11-20 noon → Tuesday 2026-11-24 noon: Monday and Tuesday.
    expect(businessDaysSince('2026-11-20T17:00:00Z', Date.parse('2026-11-24T17:00:00Z'))).toBe(2);
    expect(businessDaysSince('2026-11-23T17:00:00Z', Date.parse('2026-11-23T20:00:00Z'))).toBe(0);
  });
});

describe('paymentAmount', () => {
  it('shows the amount as the payment provider reported it, in its currency', () => {
    expect(paymentAmount(15000, 'usd')).toBe('$150.00');
    expect(paymentAmount(1, 'USD')).toBe('$0.01');
    expect(paymentAmount(4900, 'jpy')).toBe('¥4,900');
  });

  it('says what is missing instead of guessing', () => {
    expect(paymentAmount(null, 'usd')).toBe('amount not given');
    expect(paymentAmount(15000, null)).toBe('15000 in minor units, currency not given');
    expect(paymentAmount(15000, 'us dollars')).toBe('15000 in minor units, currency us dollars');
  });
});
