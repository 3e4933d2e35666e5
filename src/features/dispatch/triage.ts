/**
 * What a dispatcher reads off a queue row at a glance: how the wait compares with the service
 * level, the flags that change who helps first, and which rows probably repeat an earlier one.
 * Pure functions of the rows rpc/dispatch_queue returns (no React).
 */
import { RENTER } from '@/domain/options';
import type { QueueRow } from './types';

export type WaitTone = 'ok' | 'near' | 'over';

/**
 * The wait against the service level (the hours after which the resident's status page says
 * the wait is too long): past half of it 'near', past it 'over'. Only leads still waiting for
 * someone (new, unreachable) are judged; an offered lead is waiting on its professional.
 */
export function waitTone(row: Pick<QueueRow, 'created_at' | 'status' | 'service_level_hours'>, now: number): WaitTone {
  if (row.status !== 'new' && row.status !== 'unreachable') return 'ok';
  const limit = row.service_level_hours * 3_600_000;
  const waited = now - Date.parse(row.created_at);
  if (waited >= limit) return 'over';
  if (waited >= limit / 2) return 'near';
  return 'ok';
}

export const WAIT_TONE_CLASS: Record<WaitTone, string> = {
  ok: 'text-slate-900',
  near: 'font-semibold text-amber-800',
  over: 'font-bold text-rose-800',
};

export const WAIT_TONE_LABEL: Record<WaitTone, string | null> = {
  ok: null,
  near: 'nearing the service level',
  over: 'over the service level',
};

/** The flags shown on a row, most urgent first. */
export function triageFlags(row: Pick<QueueRow, 'situations' | 'property_type' | 'status' | 'needs_person_at' | 'needs_person_reason'>): string[] {
  const flags: string[] = [];
  // Automatic dispatch gave up on it: only a person moves it now.
  if (row.needs_person_at && row.status === 'new') {
    flags.push(row.needs_person_reason === 'offer_limit' ? 'Needs a person: automatic offers unaccepted' : 'Needs a person: nobody qualifies');
  }
  if (row.situations.includes('bitten')) flags.push('Bite or scratch');
  if (row.situations.includes('bat-slept')) flags.push('Bat where someone slept');
  if (row.situations.includes('inside-living-space')) flags.push('Inside the living space');
  if (row.situations.includes('young-animals')) flags.push('Young animals');
  if (row.situations.includes('dead-on-street')) flags.push('Dead animal');
  if (row.property_type === RENTER) flags.push('Tenant');
  return flags;
}

export type QueueGroup = { lead: QueueRow; duplicates: QueueRow[] };

/**
 * Rows grouped under the earlier lead they probably repeat (same ZIP and phone or e-mail within
 * a day, found by the database), in the queue's order. A duplicate whose original is not on this
 * page stays a row of its own, still marked.
 */
export function groupDuplicates(rows: readonly QueueRow[]): QueueGroup[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const groups = new Map<string, QueueGroup>();
  const order: QueueGroup[] = [];
  for (const row of rows) {
    const original = row.duplicate_of ? byId.get(row.duplicate_of) : undefined;
    if (original) {
      let group = groups.get(original.id);
      if (!group) {
        group = { lead: original, duplicates: [] };
        groups.set(original.id, group);
        order.push(group);
      }
      group.duplicates.push(row);
      continue;
    }
    if (!groups.has(row.id)) {
      const group = { lead: row, duplicates: [] };
      groups.set(row.id, group);
      order.push(group);
    }
  }
  return order;
}

/** The tab's title with the count of new leads first, as mail clients do: "(2) Dispatch console". */
export function titleWithCount(title: string, newLeads: number): string {
  const bare = title.replace(/^\(\d+\) /, '');
  return newLeads > 0 ? `(${newLeads}) ${bare}` : bare;
}
