/**
 * What libphonenumber-js (the version in package.json) makes of a typed US number. The library is
 * the reference, not part of the app: the numbering plan the forms, the portal and the console
 * check with (src/domain/us-phone-plan.ts) and the database's private.us_phone_e164 are tested
 * against it (src/domain/us-phone-plan.test.ts, tests/integration/phones.test.ts), so an update of
 * the library that changes the US plan fails until both copies follow.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { PHONE_CHARACTERS } from '../src/domain/us-phone-plan.ts';

/** A typed number in E.164 when the library calls it a valid US number, else null. */
export function libraryUsPhoneE164(typed: string): string | null {
  // The library would find a number inside other words; the product takes only a number.
  if (!PHONE_CHARACTERS.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(typed.trim(), 'US');
  return parsed?.isValid() && parsed.country === 'US' ? parsed.number : null;
}
