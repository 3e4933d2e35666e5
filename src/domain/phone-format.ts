/**
 * A phone number as people write it: the forms' mask while typing, and a stored number (E.164,
 * '+17185550142') shown and dialled by the same rule the e-mails and texts use
 * (supabase/functions/_shared/phone.ts). A module of its own, so a page that only shows a number
 * (the status page) does not load the forms' checks (format.ts).
 */
export { displayPhone, phoneLink } from '../../supabase/functions/_shared/phone.ts';

/** Phone: keeps at most 10 digits and formats them as (###) ###-#### while typing. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').replace(/^1(?=\d{10})/, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
