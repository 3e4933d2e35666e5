/** Times as the console and the pro portal show them: ages, countdowns, New York times. */

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

/** "just now", "12 min ago", "2 h 5 min ago": an age said as a time past. */
export function formatAgo(fromIso: string, now: number): string {
  const age = formatAge(fromIso, now);
  return age === 'just now' ? age : `${age} ago`;
}

/** "Updated just now", "Updated 12 s ago", "Updated 3 min ago". */
export function formatUpdated(atMs: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - atMs) / 1000));
  if (seconds < 5) return 'Updated just now';
  if (seconds < 60) return `Updated ${seconds} s ago`;
  return `Updated ${formatAgo(new Date(atMs).toISOString(), now)}`;
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

/** Whole business days (Monday to Friday) from one moment to another, in New York. */
export function businessDaysSince(fromIso: string, now: number): number {
  const start = new Date(`${nyDate(Date.parse(fromIso))}T12:00:00Z`);
  const end = new Date(`${nyDate(now)}T12:00:00Z`);
  let days = 0;
  for (let d = new Date(start); d < end; d.setUTCDate(d.getUTCDate() + 1)) {
    const next = new Date(d);
    next.setUTCDate(next.getUTCDate() + 1);
    const weekday = next.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days += 1;
  }
  return days;
}
