import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { PHONE_CHARACTERS } from './us-phone-plan';

/**
 * A US phone number as typed ("(NNN) NNN-NNNN", "NNN.NNN.NNNN", "+1 NNN NNN NNNN") in E.164
 * ("+1NNNNNNNNNN"), or null when it is not a valid US number. libphonenumber-js holds the
 * numbering plan; a US number cannot be told apart as mobile or landline, so a text to a
 * landline fails at the provider (and shows as failed to staff). The database applies the same
 * rule (private.us_phone_e164) to what it stores.
 */
export function usPhoneE164(typed: string): string | null {
  // The library would find a number inside other words; the product takes only a number.
  if (!PHONE_CHARACTERS.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(typed.trim(), 'US');
  return parsed?.isValid() && parsed.country === 'US' ? parsed.number : null;
}

/** E.164 → "(NNN) NNN-NNNN" (the national form, as the site writes numbers). */
export function formatUsPhone(e164: string): string {
  return parsePhoneNumberFromString(e164, 'US')?.formatNational() ?? e164;
}
