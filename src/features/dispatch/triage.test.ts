import { describe, expect, it } from 'vitest';
import { groupDuplicates, titleWithCount, triageFlags, waitTone } from './triage';
import type { QueueRow } from './types';

const at = Date.parse('2026-11-26T02:00:00Z');
const hoursAgo = (h: number) => new Date(at - h * 3_600_000).toISOString();

function row(id: string, overrides: Partial<QueueRow> = {}): QueueRow {
  return {
    id,
    reference: id.toUpperCase(),
    created_at: hoursAgo(0),
    status: 'new',
    status_changed_at: hoursAgo(0),
    borough: 'Brooklyn',
    zip: '11215',
    species: [],
    animal_type: 'Raccoon',
    property_type: 'Homeowner',
    name: 'Maria Lopez',
    phone: '(718) 555-0100',
    email: 'maria@example.com',
    offer_id: null,
    offer_pro_id: null,
    offer_pro_name: null,
    offer_expires_at: null,
    last_offer_expired_at: null,
    description_snippet: 'Scratching in the attic.',
    situations: [],
    service_level_hours: 3,
    duplicate_of: null,
    duplicate_of_reference: null,
    needs_person_at: null,
    needs_person_reason: null,
    total_count: 1,
    ...overrides,
  };
}

describe('the wait against the service level', () => {
  it('is ok under half, near past half, over past the level, for leads still waiting for someone', () => {
    expect(waitTone(row('a', { created_at: hoursAgo(1.4) }), at)).toBe('ok');
    expect(waitTone(row('a', { created_at: hoursAgo(1.5) }), at)).toBe('near');
    expect(waitTone(row('a', { created_at: hoursAgo(3) }), at)).toBe('over');
    expect(waitTone(row('a', { created_at: hoursAgo(3), status: 'unreachable' }), at)).toBe('over');
    expect(waitTone(row('a', { created_at: hoursAgo(3), service_level_hours: 6 }), at)).toBe('near');
    // An offered lead waits on its professional, whose countdown is shown instead.
    expect(waitTone(row('a', { created_at: hoursAgo(5), status: 'offered' }), at)).toBe('ok');
  });
});

describe('triage flags', () => {
  it('names bites, bats where someone slept, dead animals and tenants, most urgent first', () => {
    expect(triageFlags(row('a', { situations: ['dead-on-street', 'bitten'], property_type: 'Tenant / renter' }))).toEqual(['Bite or scratch', 'Dead animal', 'Tenant']);
    expect(triageFlags(row('a', { situations: ['bat-slept'] }))).toEqual(['Bat where someone slept']);
    expect(triageFlags(row('a', { situations: ['young-animals', 'inside-living-space'] }))).toEqual(['Inside the living space', 'Young animals']);
    // Handed to a person by automatic dispatch: first, while the lead still waits.
    const escalated = { needs_person_at: hoursAgo(1), needs_person_reason: 'offer_limit', situations: ['bitten'] };
    expect(triageFlags(row('a', escalated))).toEqual(['Needs a person: automatic offers unaccepted', 'Bite or scratch']);
    expect(triageFlags(row('a', { ...escalated, needs_person_reason: 'nobody_qualifies' }))[0]).toBe('Needs a person: nobody qualifies');
    expect(triageFlags(row('a', { ...escalated, status: 'offered' }))).toEqual(['Bite or scratch']);
    expect(triageFlags(row('a', { situations: ['bitten', 'young-animals'], property_type: 'Tenant / renter' }))).toEqual(['Bite or scratch', 'Young animals', 'Tenant']);
    expect(triageFlags(row('a'))).toEqual([]);
  });
});

describe('likely duplicates', () => {
  it('group under the lead they repeat, in queue order; an orphan keeps its own row', () => {
    const rows = [row('a'), row('b'), row('c', { duplicate_of: 'a' }), row('d', { duplicate_of: 'a' }), row('e', { duplicate_of: 'zz' })];
    const groups = groupDuplicates(rows);
    expect(groups.map((g) => [g.lead.id, g.duplicates.map((d) => d.id)])).toEqual([
      ['a', ['c', 'd']],
      ['b', []],
      ['e', []],
    ]);
  });
});

describe('the tab title', () => {
  it('starts with the count of new leads, and loses it at zero', () => {
    expect(titleWithCount('Dispatch console | NYC Wildlife Dispatch', 2)).toBe('(2) Dispatch console | NYC Wildlife Dispatch');
    expect(titleWithCount('(2) Dispatch console | NYC Wildlife Dispatch', 3)).toBe('(3) Dispatch console | NYC Wildlife Dispatch');
    expect(titleWithCount('(3) Dispatch console | NYC Wildlife Dispatch', 0)).toBe('Dispatch console | NYC Wildlife Dispatch');
  });
});
