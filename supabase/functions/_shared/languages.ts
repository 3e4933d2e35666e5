/**
 * The languages of NYC Wildlife Dispatch, listed once: the code leads.language stores (the
 * database's check lists the same), its URL prefix (English at the root; another language's
 * words are in the folder its prefix names) and its name in itself. The site
 * (src/domain/locales.ts), the e-mails and the texts read these; each language's words are in
 * its folder, src/locales/<folder>/ for the site and locales/<folder>/ here for the messages.
 * Plain data with no imports (loaded by Deno and by the site's entry, where every byte counts:
 * two small maps rather than a table to derive them from).
 */
export const LOCALE_PREFIX = { en: '', es: '/es', 'zh-Hant': '/zh-hant', 'zh-Hans': '/zh-hans' } as const;

export const LOCALE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español', 'zh-Hant': '繁體中文', 'zh-Hans': '简体中文' };

export type Language = keyof typeof LOCALE_PREFIX;
