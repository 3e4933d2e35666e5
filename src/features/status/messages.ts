import type { ToastInput } from '@/components/toast';
import type { Locale } from '@/domain/locales';
import { nyClock } from '@/domain/ny-clock';
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

/** Plural rules are built once per language and kept, as a phone re-renders the page every refresh. */
const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The form of a counted string that the language's plural rules pick for `count`. */
export function plural(forms: PluralCopy, locale: Locale, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const category = rules.select(count);
  return (category === 'other' ? undefined : forms[category]) ?? forms.other;
}

/**
 * Dates and times in each language's words, written as Intl.DateTimeFormat writes them (en-US,
 * es-US, zh-Hant and zh-Hans with the 12-hour clock New York's Chinese speakers read), without
 * building one: the first formatter a page builds is a long task on a phone (src/domain/ny-clock.ts).
 * messages.test.ts compares each with Intl.
 */
type DateWords = { weekdays: readonly string[]; months: readonly string[]; time: (weekday: string, hour12: number, minute: string, pm: boolean) => string; day: (day: number, month: string, year: number) => string };

const ZH_WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;
const ZH_TIME = (weekday: string, hour12: number, minute: string, pm: boolean) => `${weekday}${pm ? '下午' : '上午'}${hour12}:${minute}`;
const ZH_DAY = (day: number, month: string, year: number) => `${year}年${month}月${day}日`;
const MONTH_NUMBERS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

const DATE_WORDS: Readonly<Record<Locale, DateWords>> = {
  en: {
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    time: (weekday, hour12, minute, pm) => `${weekday} ${hour12}:${minute} ${pm ? 'PM' : 'AM'}`,
    day: (day, month, year) => `${month} ${day}, ${year}`,
  },
  es: {
    weekdays: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    time: (weekday, hour12, minute, pm) => `${weekday} ${hour12}:${minute} ${pm ? 'p.m.' : 'a.m.'}`,
    day: (day, month, year) => `${day} de ${month} de ${year}`,
  },
  'zh-Hant': { weekdays: ZH_WEEKDAYS.map((d) => `週${d}`), months: MONTH_NUMBERS, time: ZH_TIME, day: ZH_DAY },
  'zh-Hans': { weekdays: ZH_WEEKDAYS.map((d) => `周${d}`), months: MONTH_NUMBERS, time: ZH_TIME, day: ZH_DAY },
};

/** A moment as a weekday and time in New York ('Thu 3:07 PM'); '' for none. */
export function nyTime(iso: string | null, locale: Locale): string {
  if (!iso) return '';
  const { weekday, hour, minute } = nyClock(Date.parse(iso));
  const words = DATE_WORDS[locale];
  return words.time(words.weekdays[weekday] ?? '', hour % 12 === 0 ? 12 : hour % 12, String(minute).padStart(2, '0'), hour >= 12);
}

/** A calendar date ('2027-06-30' → 'June 30, 2027'). */
export function calendarDay(isoDate: string, locale: Locale): string {
  const date = new Date(isoDate);
  const words = DATE_WORDS[locale];
  return words.day(date.getUTCDate(), words.months[date.getUTCMonth()] ?? '', date.getUTCFullYear());
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
