/**
 * The US numbering plan as libphonenumber-js (the version in package.json) knows it: the national
 * (10-digit) numbers it calls valid for the US, by type. The forms, the portal and the console
 * check a typed number with it without loading the library (its metadata for every country was
 * 33 KB of gzip in the portal's and the console's first load), and the database's
 * private.us_phone_e164 holds the same patterns (migration 20261127230000_us_phone_numbers).
 * us-phone-plan.test.ts compares this list and its answers with the installed library
 * (tests/phone-library.ts), so a library update that changes the plan fails until both copies
 * follow.
 */
import { PHONE_PATTERN } from './format';

export const US_NATIONAL_PATTERNS: readonly string[] = [
  // fixed line or mobile
  String.raw`983[2-57-9]\d{6}|(?:2(?:0[1-35-9]|1[02-9]|2[03-57-9]|3[1459]|4[08]|5[1-46]|6[0279]|7[02469]|8[13])|3(?:0[1-57-9]|1[02-9]|2[013-79]|3[0-24679]|4[167]|5[0-3]|6[01349]|8[056])|4(?:0[124-9]|1[02-579]|2[3-5]|3[0245]|4[023578]|58|6[349]|7[02589]|8[04])|5(?:0[1-57-9]|1[0235-8]|20|3[0149]|4[01]|5[179]|6[1-47]|7[0-5]|8[0256])|6(?:0[1-35-9]|1[024-9]|2[03689]|3[016]|4[0156]|5[01679]|6[0-279]|78|8[0-269])|7(?:0[1-46-8]|1[2-9]|2[04-8]|3[0-2478]|4[0378]|5[47]|6[02359]|7[0-59]|8[156])|8(?:0[1-68]|1[02-8]|2[0168]|3[0-2589]|4[03578]|5[046-9]|6[02-5]|7[028])|9(?:0[1346-9]|1[02-9]|2[0589]|3[0146-8]|4[01357-9]|5[12469]|7[0-3589]|8[04-69]))[2-9]\d{6}`,
  // toll free
  String.raw`8(?:00|33|44|55|66|77|88)[2-9]\d{6}`,
  // premium rate
  String.raw`900[2-9]\d{6}`,
  // personal number
  String.raw`52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6}`,
];

// Pure: a page that never checks a number (the status page formats one) leaves the patterns out.
const US_NATIONAL = /* @__PURE__ */ new RegExp(`^(?:${US_NATIONAL_PATTERNS.join('|')})$`);

/** Digits and the usual punctuation only (as private.us_phone_e164): words or other signs around a number refuse it. */
export const PHONE_CHARACTERS = /^ *\+?[0-9 ().-]+$/;

/** The 10 national digits of a typed US number (that punctuation, an optional leading 1), or null. */
function nationalDigits(typed: string): string | null {
  if (!PHONE_CHARACTERS.test(typed)) return null;
  const digits = typed.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? digits : null;
}

/** A typed US phone number in E.164 ('+1' and 10 digits), or null when the US plan has no such number. */
export function usPhoneE164(typed: string): string | null {
  const digits = nationalDigits(typed);
  return digits !== null && US_NATIONAL.test(digits) ? `+1${digits}` : null;
}

/**
 * A phone number the forms take: typed as (###) ###-#### and a valid US number (an assigned area
 * code and exchange, the database's rule too). The database stores it in E.164.
 */
export function isUsPhone(typed: string): boolean {
  return PHONE_PATTERN.test(typed.trim()) && usPhoneE164(typed) !== null;
}
