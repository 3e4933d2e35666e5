import type { ToastInput } from '@/components/toast';
import type { Locale } from '@/domain/locales';
import type { PluralCopy, StatusCopy } from './copy';

/**
 * Filling the status page's copy: placeholders, plurals, New York times and the toasts
 * (the resident's side of docs/dispatch-api.md). The words themselves are in locales/.
 */

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** Replaces each `{name}` that has a value; an unknown placeholder stays visible. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : String(value);
  });
}

/**
 * A template split around its placeholders, for filling some of them with elements:
 * 'Your request {reference}' → ['Your request ', { name: 'reference' }, ''].
 */
export function templateParts(template: string): (string | { name: string })[] {
  return template.split(/\{([A-Za-z][A-Za-z0-9]*)\}/).map((part, i) => (i % 2 === 1 ? { name: part } : part));
}

/**
 * Intl objects are slow to build (a time zone's rules are loaded for each): each is built once
 * per page and kept, as a phone re-renders the page every refresh.
 */
const built = new Map<string, Intl.PluralRules | Intl.DateTimeFormat>();
function once<T extends Intl.PluralRules | Intl.DateTimeFormat>(key: string, build: () => T): T {
  let value = built.get(key) as T | undefined;
  if (!value) {
    value = build();
    built.set(key, value);
  }
  return value;
}

/** The form of a counted string that the language's plural rules pick for `count`. */
export function plural(forms: PluralCopy, locale: Locale, count: number): string {
  const category = once(`plural ${locale}`, () => new Intl.PluralRules(locale)).select(count);
  return (category === 'other' ? undefined : forms[category]) ?? forms.other;
}

/**
 * Intl's locale and clock for each language: US English as the page has always used, US Spanish,
 * and the 12-hour clock (上午/下午) New York's Chinese speakers read.
 */
const INTL: Readonly<Record<Locale, { tag: string; hour12?: boolean }>> = {
  en: { tag: 'en-US' },
  es: { tag: 'es-US' },
  'zh-Hant': { tag: 'zh-Hant', hour12: true },
  'zh-Hans': { tag: 'zh-Hans', hour12: true },
};

/** A moment as a weekday and time in New York ('Thu 3:07 PM'); '' for none. */
export function nyTime(iso: string | null, locale: Locale): string {
  if (!iso) return '';
  const format = once(`time ${locale}`, () => {
    const { tag, hour12 } = INTL[locale];
    const options: Intl.DateTimeFormatOptions = { timeZone: 'America/New_York', weekday: 'short', hour: 'numeric', minute: '2-digit' };
    if (hour12 !== undefined) options.hour12 = hour12;
    return new Intl.DateTimeFormat(tag, options);
  });
  return format.format(new Date(iso));
}

/** A calendar date ('2027-06-30' → 'June 30, 2027'). */
export function calendarDay(isoDate: string, locale: Locale): string {
  const format = once(`day ${locale}`, () => new Intl.DateTimeFormat(INTL[locale].tag, { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }));
  return format.format(new Date(isoDate));
}

/**
 * Why an action failed, in the page's language: the database's reason for a code we know,
 * its own (English) words on the English page otherwise, '' when there is nothing to show.
 */
export function failureReason(copy: StatusCopy, locale: Locale, code: string, message: string): string {
  const known = (copy.serverErrors as Readonly<Record<string, string | undefined>>)[code];
  return known ?? (locale === 'en' ? message : '');
}

export function statusToasts(copy: StatusCopy) {
  const t = copy.toasts;
  return {
    cancelled: { title: t.cancelledTitle, description: t.cancelledDescription, variant: 'success' },
    detailsAdded: { title: t.detailsAddedTitle, description: t.detailsAddedDescription, variant: 'success' },
    failed: (reason: string): ToastInput => ({ title: t.failedTitle, description: reason || t.failedDescription, variant: 'destructive' }),
  } as const satisfies Record<string, ToastInput | ((reason: string) => ToastInput)>;
}
