import { LOCALE_PREFIX, isTranslatedPath, type TranslatedLocale } from '@/domain/locales';

/**
 * Compares a translated copy with its English original, for the tests beside each language's
 * copy: the same keys and array lengths all the way down, the same {tokens}, every copy string
 * translated (equal to English only where the key holds a code, a slug, a path or a proper
 * name), and links that stay in the language wherever the page exists in it.
 */

/** Keys whose values are codes, not copy: they stay as in English. */
// Neighbourhood names are proper names: New Yorkers say them in English whatever their language.
export const CODE_KEYS = new Set(['neighborhoods', 'icon', 'slug', 'speciesSlug', 'id', 'number', 'borough', 'version', 'href', 'reportHref']);
/** Copy that is the same word in every language: names of places and services, numbers. */
export const PROPER_NAMES = new Set(['Manhattan', 'Brooklyn', 'Queens', 'Staten Island', 'Bronx', 'NYC Wildlife Dispatch', '311', '911', '.', '']);

function tokens(text: string): string[] {
  return (text.match(/\{[a-zA-Z]+\}/g) ?? []).sort();
}

/** Walks two values in step, reporting every difference of shape and every untranslated string. */
export function compare(en: unknown, tr: unknown, where: string, locale: TranslatedLocale, problems: string[], key = ''): void {
  if (typeof en === 'function') {
    if (typeof tr !== 'function') problems.push(`${where}: a function in English`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(tr) || tr.length !== en.length) {
      problems.push(`${where}: ${en.length} items in English, ${Array.isArray(tr) ? tr.length : 'none'} here`);
      return;
    }
    en.forEach((item, i) => compare(item, tr[i], `${where}[${i}]`, locale, problems, key));
    return;
  }
  if (en !== null && typeof en === 'object') {
    if (tr === null || typeof tr !== 'object') {
      problems.push(`${where}: an object in English`);
      return;
    }
    const enKeys = Object.keys(en).sort();
    const trKeys = Object.keys(tr).sort();
    if (JSON.stringify(enKeys) !== JSON.stringify(trKeys)) problems.push(`${where}: keys ${JSON.stringify(trKeys)} instead of ${JSON.stringify(enKeys)}`);
    for (const k of enKeys) compare((en as Record<string, unknown>)[k], (tr as Record<string, unknown>)[k], `${where}.${k}`, locale, problems, k);
    return;
  }
  if (typeof en === 'string') {
    if (typeof tr !== 'string') {
      problems.push(`${where}: not a string`);
      return;
    }
    if (JSON.stringify(tokens(en)) !== JSON.stringify(tokens(tr))) problems.push(`${where}: tokens ${tokens(tr).join(' ')} instead of ${tokens(en).join(' ')}`);
    if (key === 'href' || key === 'reportHref') {
      const expected = isTranslatedPath(en) ? (en === '/' ? LOCALE_PREFIX[locale] : `${LOCALE_PREFIX[locale]}${en}`) : en;
      if (tr !== expected) problems.push(`${where}: links to ${tr}, expected ${expected}`);
      return;
    }
    if (tr === en && !CODE_KEYS.has(key) && !PROPER_NAMES.has(en)) problems.push(`${where}: still English: ${en.slice(0, 60)}`);
    return;
  }
  if (tr !== en) problems.push(`${where}: ${String(tr)} instead of ${String(en)}`);
}

