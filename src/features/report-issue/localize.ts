import type { Option } from '@/components/form';
import { isTranslatedPath, localizedPath, type Locale } from '@/domain/locales';

/**
 * A link from a page in `locale` to an English path: the page's path in that language, and the
 * label with the copy's English-only marker when the page exists only in English.
 */
export function linkIn(locale: Locale, englishPath: string, label: string, englishMarker: string): { to: string; label: string } {
  return { to: localizedPath(locale, englishPath), label: isTranslatedPath(englishPath) ? label : `${label}${englishMarker}` };
}

/** Options whose stored value stays as it is and whose label is the copy's. */
export function labelled<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>): Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
