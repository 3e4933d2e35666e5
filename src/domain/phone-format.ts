/**
 * A phone number as people write it: the forms' mask while typing, and a stored number (E.164,
 * '+17185550142') shown and dialled. A module of its own, so a page that only shows a number
 * (the status page) does not load the forms' checks (format.ts).
 */

/** Phone: keeps at most 10 digits and formats them as (###) ###-#### while typing. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').replace(/^1(?=\d{10})/, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A stored number ('+17185550142') as a link that dials it. Show it with formatPhone. */
export function phoneHref(stored: string): string {
  return `tel:+1${formatPhone(stored).replace(/\D/g, '')}`;
}
