import { LOCALE_NAMES, isLocale } from './locales';

/**
 * What the dispatcher and the professional see on a lead whose resident wrote in another
 * language ("Prefers: Español"); null for English, the default.
 */
export function languagePreference(language: string | null | undefined): string | null {
  if (!isLocale(language) || language === 'en') return null;
  return `Prefers: ${LOCALE_NAMES[language]}`;
}
