/**
 * Formatting for the e-mails: dates and times (New York), amounts, lists, references, the
 * `{key}` placeholders of the words, and the links to the site's pages built from the
 * RenderContext.
 */

import { LOCALE_PREFIX } from '../languages.ts';
import { INTL_TAG, RESIDENT, type MailLocale } from './locale.ts';
import { PRO_PATH, dispatchApplicationPath, dispatchLeadPath, newsletterPagePath, statusPath } from '../site-paths.ts';
import { cleanText } from './read.ts';

export { formatAmount } from '../amount.ts';

export interface RenderContext {
  /** Public site origin, e.g. https://example.org. A trailing slash is stripped. */
  siteUrl: string;
  /** Dispatch phone number as shown to people, e.g. "(212) 555-0100"; '' shows no phone line. */
  dispatchPhone: string;
  /**
   * The Supabase project URL (https://<ref>.supabase.co), whose Edge Function
   * newsletter-unsubscribe takes the one-click unsubscribe POST of RFC 8058. Without it the
   * List-Unsubscribe header names the site's unsubscribe page and no one-click POST is offered.
   */
  apiUrl?: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "A", "A and B", "A, B and C". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** A list in a language: English keeps "A, B and C"; the others use Intl.ListFormat. */
export function joinListIn(locale: MailLocale, items: readonly string[]): string {
  if (locale === 'en') return joinList(items);
  try {
    return new Intl.ListFormat(INTL_TAG[locale], { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/** An ISO timestamp as New York wall time, e.g. "Nov 23, 2026, 9:30 AM"; null if unparseable. */
export function formatDateTime(iso: string | null, locale: MailLocale = 'en'): string | null {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  try {
    return new Intl.DateTimeFormat(INTL_TAG[locale], {
      timeZone: 'America/New_York',
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(ms));
  } catch {
    return null;
  }
}

/** An ISO timestamp as "Nov 23, 2026, 9:30 AM (New York time)"; null if unparseable. */
export function newYorkTime(iso: string | null, locale: MailLocale = 'en'): string | null {
  const formatted = formatDateTime(iso, locale);
  if (formatted === null) return null;
  const zone = RESIDENT[locale].nyTime;
  return locale === 'zh-Hant' || locale === 'zh-Hans' ? `${formatted}${zone}` : `${formatted} ${zone}`;
}

/** A calendar date "YYYY-MM-DD" as "March 31, 2027", parsed by hand (no time-zone shift). */
export function formatCalendarDate(value: string | null, locale: MailLocale = 'en'): string | null {
  if (value === null) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const monthName = MONTHS[month - 1];
  if (monthName === undefined) return null;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  if (day < 1 || day > daysInMonth) return null;
  if (locale === 'en') return `${monthName} ${day}, ${year}`;
  try {
    return new Intl.DateTimeFormat(INTL_TAG[locale], { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(Date.UTC(year, month - 1, day)));
  } catch {
    return value;
  }
}

/** The short application reference: first 8 characters of the id, upper-cased. */
export function applicationReference(id: string | null): string | null {
  if (id === null) return null;
  const short = id.slice(0, 8).toUpperCase();
  return short === '' ? null : short;
}

export const LEAD_SOURCES: Readonly<Record<string, string>> = {
  contact_flow: 'Contact flow',
  lead_form: 'Request form',
};

export function siteBase(ctx: RenderContext): string {
  return cleanText(ctx.siteUrl).replace(/\/+$/, '');
}

export function statusUrl(ctx: RenderContext, token: string | null, locale: MailLocale = 'en'): string | null {
  return token === null ? null : `${siteBase(ctx)}${statusPath(token, LOCALE_PREFIX[locale])}`;
}

export function consoleLeadUrl(ctx: RenderContext, reference: string | null): string {
  return `${siteBase(ctx)}${dispatchLeadPath(reference)}`;
}

export function consoleApplicationUrl(ctx: RenderContext, id: string | null): string {
  return `${siteBase(ctx)}${dispatchApplicationPath(id)}`;
}

export function newsletterPageUrl(ctx: RenderContext, page: 'confirm' | 'unsubscribe', token: string): string {
  return `${siteBase(ctx)}${newsletterPagePath(page, token)}`;
}

/**
 * RFC 2369 List-Unsubscribe and RFC 8058 one-click: an HTTPS URI that unsubscribes on a POST of
 * "List-Unsubscribe=One-Click" with no cookie or sign-in (the token is in the URI). No mailto:
 * address is offered: nothing reads mail sent to the sending address.
 */
export function unsubscribeHeaders(ctx: RenderContext, token: string): Record<string, string> {
  const api = cleanText(ctx.apiUrl ?? '').replace(/\/+$/, '');
  if (api === '') return { 'List-Unsubscribe': `<${newsletterPageUrl(ctx, 'unsubscribe', token)}>` };
  return {
    'List-Unsubscribe': `<${api}/functions/v1/newsletter-unsubscribe?token=${encodeURIComponent(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function proUrl(ctx: RenderContext): string {
  return `${siteBase(ctx)}${PRO_PATH}`;
}

/** Fills `{key}` placeholders. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
