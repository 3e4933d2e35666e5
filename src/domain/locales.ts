/**
 * The languages of the resident's path (English at the root, the others under a prefix), and
 * the mapping between a page's English path and its path in each language. Pure: no React.
 *
 * The database stores the same four codes on a lead (leads.language).
 */
import { LOCALE_NAMES, LOCALE_PREFIX, type Language as Locale } from '../../supabase/functions/_shared/languages.ts';
import { CONTACT_PATH, STATUS_PATH } from '../../supabase/functions/_shared/site-paths.ts';

export type { Language as Locale } from '../../supabase/functions/_shared/languages.ts';
/** URL prefix of each language (English stays at the root) and each language named in itself (the switcher, "Prefers: …"). */
export { LOCALE_NAMES, LOCALE_PREFIX };

/** The codes, English first (supabase/functions/_shared/languages.ts lists the languages once). */
export const LOCALES = Object.keys(LOCALE_PREFIX) as readonly Locale[];

/** Languages other than English (each has its own URL prefix). */
export type TranslatedLocale = Exclude<Locale, 'en'>;
export const TRANSLATED_LOCALES = LOCALES.filter((l): l is TranslatedLocale => l !== 'en');

/** BCP 47 tag for `<html lang>` (US English at the root, as before the other languages came). */
export function htmlLang(locale: Locale): string {
  return locale === 'en' ? 'en-US' : locale;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * English paths of the pages that exist in every language: home, the NYC overview, the five
 * borough pages, /faqs, the four legal pages (as summaries), the report flow and its success
 * page, the status page and the 404 page.
 * Paths under a listed section (e.g. /contact/step-2, /status/<token>) count as translated too.
 */
export const TRANSLATED_PATHS: readonly string[] = [
  '/',
  '/nyc-wildlife-control',
  '/manhattan-wildlife-control',
  '/brooklyn-wildlife-control',
  '/queens-wildlife-control',
  '/bronx-wildlife-control',
  '/staten-island-wildlife-control',
  '/faqs',
  // Summaries: the English pages stay the binding text (pages/views/legal-summary.tsx).
  '/terms-of-use',
  '/privacy-policy',
  '/disclaimer',
  '/accessibility',
];
/** Sections whose every sub-path is translated. */
export const TRANSLATED_SECTIONS: readonly string[] = [CONTACT_PATH, STATUS_PATH];

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The language of a path, from its prefix (English when it has none). */
export function localeOfPath(pathname: string): Locale {
  const path = normalise(pathname).toLowerCase();
  for (const locale of TRANSLATED_LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    if (path === prefix || path.startsWith(`${prefix}/`)) return locale;
  }
  return 'en';
}

/** The English path of a path in any language ('/es/faqs' → '/faqs', '/es' → '/'). */
export function englishPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  const path = normalise(pathname);
  if (locale === 'en') return path;
  const rest = path.slice(LOCALE_PREFIX[locale].length);
  return rest === '' ? '/' : rest;
}

/** Whether an English path has a version in the other languages. */
export function isTranslatedPath(englishPathname: string): boolean {
  const path = normalise(englishPathname.split(/[?#]/)[0] ?? englishPathname);
  return TRANSLATED_PATHS.includes(path) || TRANSLATED_SECTIONS.some((s) => path === s || path.startsWith(`${s}/`));
}

/**
 * The path of an English page in a language: prefixed when the page is translated, the English
 * path itself otherwise (the link then says the page is in English).
 */
export function localizedPath(locale: Locale, englishPathname: string): string {
  if (locale === 'en' || !isTranslatedPath(englishPathname)) return englishPathname;
  const prefix = LOCALE_PREFIX[locale];
  return englishPathname === '/' ? prefix : `${prefix}${englishPathname}`;
}


/** localStorage key of the language the visitor chose in the switcher. */
export const LANGUAGE_CHOICE_KEY = 'language';
