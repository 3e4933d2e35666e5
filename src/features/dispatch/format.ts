/** The console's CSV export and payment amounts (times: src/domain/time.ts). */
import { formatAmount } from '../../../supabase/functions/_shared/amount.ts';
import { csvField } from '@/domain/csv';
import { displayPhone } from '@/domain/format';
import type { ExportRow } from './types';

const LEAD_COLUMNS = [
  'reference', 'created_at', 'status', 'source', 'borough', 'zip', 'name', 'email', 'phone', 'property_type',
  'address', 'city', 'species', 'animal_type', 'duration', 'description', 'cancel_reason',
] as const satisfies readonly (keyof ExportRow)[];

/** Leads and their events as CSV: one line per event, the lead's fields repeated on each. */
export function leadsCsv(rows: readonly ExportRow[]): string {
  const header = [...LEAD_COLUMNS, 'event_at', 'event', 'event_from', 'event_to', 'event_actor_role', 'event_actor', 'event_note'];
  const lines = [header.join(',')];
  for (const row of rows) {
    // The number as people write it ('+1…' would read as a formula, so would be quoted).
    const lead = LEAD_COLUMNS.map((c) => csvField(c === 'phone' ? displayPhone(row.phone) : row[c]));
    const events = row.events.length > 0 ? row.events : [null];
    for (const e of events) {
      lines.push([...lead, ...(e ? [e.at, e.event, e.from, e.to, e.actor_role, e.actor, e.note] : ['', '', '', '', '', '', '']).map(csvField)].join(','));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A table as CSV (RFC 4180, CRLF), header first. */
export function tableCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${[header.map(csvField).join(','), ...rows.map((r) => r.map(csvField).join(','))].join('\r\n')}\r\n`;
}

/** A payment's amount as the provider reported it ("$150.00"), with what is missing said plainly. */
export function paymentAmount(minor: number | null, currency: string | null): string {
  if (minor === null) return 'amount not given';
  return formatAmount(minor, currency) ?? `${minor} in minor units, currency ${currency ?? 'not given'}`;
}
