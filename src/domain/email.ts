import { z } from './zod';
import { EMAIL_ADDRESS_MAX, canonicalEmailAddress, mailtoHref } from '../../supabase/functions/_shared/email-address.ts';

/**
 * E-mail addresses people type, one definition for every form (docs/dispatch-api.md "E-mail
 * addresses"): one plain mailbox `local@domain`, stored in its canonical form (trimmed, lower
 * case, the domain in ASCII). The database's domain public.email_address refuses the same
 * (the parser and the list of cases both sides are tested with live in
 * supabase/functions/_shared/email-address.ts).
 */
export { EMAIL_ADDRESS_CASES, canonicalEmailAddress, mailtoHref } from '../../supabase/functions/_shared/email-address.ts';

/** Whether a typed value is one plain e-mail address. */
export function isEmailAddress(value: string): boolean {
  return canonicalEmailAddress(value) !== null;
}

/** The canonical form of a value the form already accepted (its trimmed self if it was not one). */
export function canonicalEmail(value: string): string {
  return canonicalEmailAddress(value) ?? value.trim();
}

/** The form field: the typed text, refused unless it is one plain address. */
export function emailAddressField(message: string) {
  return z.string().check(z.trim(), z.maxLength(4 * EMAIL_ADDRESS_MAX, message), z.refine(isEmailAddress, { message }));
}

/** mailto: link of a stored address (null: show the text, never a link). */
export const emailHref = mailtoHref;
