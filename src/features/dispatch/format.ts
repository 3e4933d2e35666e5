/** Pure formatting of the console: ages, countdowns, New York times, the CSV export. */
import type { ExportRow } from './types';

const TZ = 'America/New_York';

/** "just now", "4 min", "2 h 5 min", "3 d 4 h": how long ago, compact for a table. */
export function formatAge(fromIso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(fromIso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

/** "Updated just now", "Updated 12 s ago", "Updated 3 min ago". */
export function formatUpdated(atMs: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - atMs) / 1000));
  if (seconds < 5) return 'Updated just now';
  if (seconds < 60) return `Updated ${seconds} s ago`;
  return `Updated ${formatAge(new Date(atMs).toISOString(), now)} ago`;
}

/** "42:07 left", "expired": the time an offer has left, to the second. */
export function formatTimeLeft(untilIso: string, now: number): string {
  const seconds = Math.floor((Date.parse(untilIso) - now) / 1000);
  if (seconds <= 0) return 'expired';
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')} left`;
}

/** "Nov 23, 2:05 AM": a moment in New York time. */
export function formatNyTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: TZ, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** "2026-11-23": the New York calendar date of a moment. */
export function nyDate(at: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at));
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; formulas defused. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value) ? value.join('; ') : String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const LEAD_COLUMNS = [
  'reference', 'created_at', 'status', 'source', 'borough', 'zip', 'name', 'email', 'phone', 'property_type',
  'address', 'city', 'species', 'animal_type', 'duration', 'description', 'cancel_reason',
] as const satisfies readonly (keyof ExportRow)[];

/** Leads and their events as CSV: one line per event, the lead's fields repeated on each. */
export function leadsCsv(rows: readonly ExportRow[]): string {
  const header = [...LEAD_COLUMNS, 'event_at', 'event', 'event_from', 'event_to', 'event_actor_role', 'event_actor', 'event_note'];
  const lines = [header.join(',')];
  for (const row of rows) {
    const lead = LEAD_COLUMNS.map((c) => csvField(row[c]));
    const events = row.events.length > 0 ? row.events : [null];
    for (const e of events) {
      lines.push([...lead, ...(e ? [e.at, e.event, e.from, e.to, e.actor_role, e.actor, e.note] : ['', '', '', '', '', '', '']).map(csvField)].join(','));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
