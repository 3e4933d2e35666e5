import { EMAIL_ADDRESS_PATTERN_SOURCE } from '../../supabase/functions/_shared/email-address.ts';
import { LIMITS } from './limits';
import { usPhoneE164Plan } from './us-phone-plan';

/** Input masks shared by the forms (docs/product-rules.md#validation, #constants). Pure functions, no React. */

/** Phone: keeps at most 10 digits and formats them as (###) ###-#### while typing. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').replace(/^1(?=\d{10})/, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

/**
 * A phone number the forms take: typed as (###) ###-#### and a valid US number (an assigned area
 * code and exchange: the plan in us-phone-plan.ts, the database's rule too). The database stores
 * it in E.164.
 */
export function isUsPhone(typed: string): boolean {
  return PHONE_PATTERN.test(typed.trim()) && usPhoneE164Plan(typed) !== null;
}

/** A stored number ('+17185550142') as a link that dials it. Show it with formatPhone. */
export function phoneHref(stored: string): string {
  return `tel:+1${formatPhone(stored).replace(/\D/g, '')}`;
}

/** ZIP: keeps digits only, at most 5. */
export function formatZip(input: string): string {
  return input.replace(/\D/g, '').slice(0, 5);
}

export const ZIP_PATTERN = /^\d{5}$/;

/**
 * E-mail shape of an ASCII address in any letter case: the canonical pattern of
 * src/domain/email.ts (which the forms use, and which also maps internationalised domains), at
 * most 254 characters.
 */
export const EMAIL_PATTERN = new RegExp(EMAIL_ADDRESS_PATTERN_SOURCE, 'i');
export const EMAIL_MAX = LIMITS.email;

/**
 * Characters refused in names, as the database refuses them: control characters (C0, DEL,
 * C1), line and paragraph separators, zero-width and bidirectional formatting characters.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
