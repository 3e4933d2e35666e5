/**
 * Reading the untrusted JSON data of an outbox row: every field goes through a small typed helper
 * that cleans strings of control characters, and a missing or malformed value reads as null (or
 * []), which only drops the line that would show it.
 */

export type Data = Record<string, unknown>;

/**
 * Control characters (C0, DEL, C1), Unicode line/paragraph separators and bidi controls: each is
 * replaced by a space before any value reaches a subject, a text line or the HTML. (A code-point
 * test rather than a regular expression, which linters reject for control characters.)
 */
function isUnsafeCodePoint(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** One line of plain text: no control characters, whitespace runs collapsed, trimmed. */
export function cleanText(value: string): string {
  let out = '';
  for (const char of value) {
    out += isUnsafeCodePoint(char.codePointAt(0) ?? 0) ? ' ' : char;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** A non-empty string field (cleaned), or null. */
export function str(data: Data, key: string): string | null {
  const value = data[key];
  if (typeof value !== 'string') return null;
  const cleaned = cleanText(value);
  return cleaned === '' ? null : cleaned;
}

/** The non-empty strings of an array field (cleaned); [] when absent or not an array. */
export function strArray(data: Data, key: string): string[] {
  const value = data[key];
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'string') continue;
    const cleaned = cleanText(item);
    if (cleaned !== '') out.push(cleaned);
  }
  return out;
}

/** A boolean field, or null. */
export function bool(data: Data, key: string): boolean | null {
  const value = data[key];
  return typeof value === 'boolean' ? value : null;
}

/** A safe integer field (a JSON number or a string of digits), or null. */
export function int(data: Data, key: string): number | null {
  const value = data[key];
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** A nested JSON object field, or null. */
export function obj(data: Data, key: string): Data | null {
  const value = data[key];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return value as Data;
}
