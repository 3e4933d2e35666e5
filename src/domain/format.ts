/** Input masks shared by the forms (docs/product-rules.md#validation, #constants). Pure functions, no React. */
import { EMAIL_ADDRESS_PATTERN_SOURCE } from '../../supabase/functions/_shared/email-address.ts';
import { LIMITS } from './limits';

// The phone mask and display live apart (a page that only shows a number loads them alone).
export { displayPhone, formatPhone, phoneLink } from './phone-format';

export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

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
export const EMAIL_PATTERN = /* @__PURE__ */ new RegExp(EMAIL_ADDRESS_PATTERN_SOURCE, 'i');
export const EMAIL_MAX = LIMITS.email;

/**
 * Characters refused in names, as the database refuses them: control characters (C0, DEL,
 * C1), line and paragraph separators, zero-width and bidirectional formatting characters.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
