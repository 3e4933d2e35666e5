/**
 * Transactional e-mails of NYC Wildlife Dispatch, rendered from an outbox row (template name +
 * JSON data) into a subject, a plain-text body and an HTML body.
 *
 * Plain TypeScript whose only import is the dependency-free emergency.ts beside it (the emergency
 * rule the site shows too), so the same file runs in Deno (Supabase Edge Functions) and in
 * Node/Vitest.
 *
 * The data is untrusted JSON: every field is read through a small typed helper and a missing or
 * malformed value only drops the line that would show it. Every interpolated value is cleaned of
 * CR/LF and other control characters (subject header injection, forged lines in the text body)
 * and HTML-escaped in the HTML body. The HTML is a self-contained document: inline styles only,
 * no images, no remote resources, no tracking.
 */

import { declineReasonLabel } from './decline-reasons.ts';
import { EMERGENCY_RULE, animalParagraph, biteParagraph } from './emergency.ts';
import { displayPhone, phoneLink } from './phone.ts';
import { REVIEW_DAYS_RANGE } from './review-promise.ts';

export type TemplateName =
  | 'lead_received'
  | 'lead_new'
  | 'offer_new'
  | 'offer_returned'
  | 'lead_assigned'
  | 'lead_cancelled_pro'
  | 'lead_unreachable'
  | 'resident_unreachable'
  | 'lead_completed'
  | 'lead_details_pro'
  | 'lead_not_resolved'
  | 'lead_escalated'
  | 'application_received'
  | 'payment_received'
  | 'payment_reversed'
  | 'application_approved'
  | 'application_rejected'
  | 'application_changes_requested'
  | 'newsletter_confirm'
  | 'newsletter_update';

export const TEMPLATE_NAMES: readonly TemplateName[] = Object.freeze([
  'lead_received',
  'lead_new',
  'offer_new',
  'offer_returned',
  'lead_assigned',
  'lead_cancelled_pro',
  'lead_unreachable',
  'resident_unreachable',
  'lead_completed',
  'lead_details_pro',
  'lead_not_resolved',
  'lead_escalated',
  'application_received',
  'payment_received',
  'payment_reversed',
  'application_approved',
  'application_rejected',
  'application_changes_requested',
  'newsletter_confirm',
  'newsletter_update',
] as const);

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

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** Extra header fields (the newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export class UnknownTemplateError extends Error {
  constructor(template: string) {
    super(`Unknown e-mail template: ${cleanText(template).slice(0, 100)}`);
    this.name = 'UnknownTemplateError';
  }
}

export function isTemplateName(value: string): value is TemplateName {
  return (TEMPLATE_NAMES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Reading untrusted data
// ---------------------------------------------------------------------------------------------

type Data = Record<string, unknown>;

/**
 * Control characters (C0, DEL, C1), Unicode line/paragraph separators and bidi controls: each is
 * replaced by a space before any value reaches a subject, a text line or the HTML. (A code-point
 * test rather than a regular expression, which linters reject for control characters.)
 */
function isUnsafeCodePoint(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** One line of plain text: no control characters, whitespace runs collapsed, trimmed. */
function cleanText(value: string): string {
  let out = '';
  for (const char of value) {
    out += isUnsafeCodePoint(char.codePointAt(0) ?? 0) ? ' ' : char;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** A non-empty string field (cleaned), or null. */
function str(data: Data, key: string): string | null {
  const value = data[key];
  if (typeof value !== 'string') return null;
  const cleaned = cleanText(value);
  return cleaned === '' ? null : cleaned;
}

/** The non-empty strings of an array field (cleaned); [] when absent or not an array. */
function strArray(data: Data, key: string): string[] {
  const value = data[key];
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'string') continue;
    const cleaned = cleanText(item);
    if (cleaned !== '') out.push(cleaned);
  }
  return out;
}

/** A boolean field, or null. */
function bool(data: Data, key: string): boolean | null {
  const value = data[key];
  return typeof value === 'boolean' ? value : null;
}

/** A safe integer field (a JSON number or a string of digits), or null. */
function int(data: Data, key: string): number | null {
  const value = data[key];
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** A nested JSON object field, or null. */
function obj(data: Data, key: string): Data | null {
  const value = data[key];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return value as Data;
}

// ---------------------------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------------------------

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
function joinList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** An ISO timestamp as New York wall time, e.g. "Nov 23, 2026, 9:30 AM"; null if unparseable. */
function formatDateTime(iso: string | null, locale: MailLocale = 'en'): string | null {
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
function newYorkTime(iso: string | null, locale: MailLocale = 'en'): string | null {
  const formatted = formatDateTime(iso, locale);
  if (formatted === null) return null;
  const zone = RESIDENT[locale].nyTime;
  return locale === 'zh-Hant' || locale === 'zh-Hans' ? `${formatted}${zone}` : `${formatted} ${zone}`;
}

/** A calendar date "YYYY-MM-DD" as "March 31, 2027", parsed by hand (no time-zone shift). */
function formatCalendarDate(value: string | null, locale: MailLocale = 'en'): string | null {
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

/** An amount in minor units (e.g. 4900 + "usd") as "$49.00"; null if the currency is invalid. */
function formatAmount(minor: number | null, currency: string | null): string | null {
  if (minor === null || currency === null || !/^[A-Za-z]{3}$/.test(currency)) return null;
  try {
    const formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
    });
    const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
    return formatter.format(minor / 10 ** digits);
  } catch {
    return null;
  }
}

/** The short application reference: first 8 characters of the id, upper-cased. */
function applicationReference(id: string | null): string | null {
  if (id === null) return null;
  const short = id.slice(0, 8).toUpperCase();
  return short === '' ? null : short;
}

const LEAD_SOURCES: Readonly<Record<string, string>> = {
  contact_flow: 'Contact flow',
  lead_form: 'Request form',
};

function siteBase(ctx: RenderContext): string {
  return cleanText(ctx.siteUrl).replace(/\/+$/, '');
}

function statusUrl(ctx: RenderContext, token: string | null, locale: MailLocale = 'en'): string | null {
  return token === null ? null : `${siteBase(ctx)}${LOCALE_PREFIX[locale]}/status/${encodeURIComponent(token)}`;
}

function consoleLeadUrl(ctx: RenderContext, reference: string | null): string {
  return reference === null
    ? `${siteBase(ctx)}/dispatch`
    : `${siteBase(ctx)}/dispatch/leads/${encodeURIComponent(reference)}`;
}

function newsletterPageUrl(ctx: RenderContext, page: 'confirm' | 'unsubscribe', token: string): string {
  return `${siteBase(ctx)}/newsletter/${page}?token=${encodeURIComponent(token)}`;
}

/**
 * RFC 2369 List-Unsubscribe and RFC 8058 one-click: an HTTPS URI that unsubscribes on a POST of
 * "List-Unsubscribe=One-Click" with no cookie or sign-in (the token is in the URI). No mailto:
 * address is offered: nothing reads mail sent to the sending address.
 */
function unsubscribeHeaders(ctx: RenderContext, token: string): Record<string, string> {
  const api = cleanText(ctx.apiUrl ?? '').replace(/\/+$/, '');
  if (api === '') return { 'List-Unsubscribe': `<${newsletterPageUrl(ctx, 'unsubscribe', token)}>` };
  return {
    'List-Unsubscribe': `<${api}/functions/v1/newsletter-unsubscribe?token=${encodeURIComponent(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function proUrl(ctx: RenderContext): string {
  return `${siteBase(ctx)}/pro`;
}

// ---------------------------------------------------------------------------------------------
// Document model: one list of blocks, rendered to both the text and the HTML body
// ---------------------------------------------------------------------------------------------

type Inline = string | { readonly href: string; readonly label: string };

interface Row {
  readonly label: string;
  readonly value: Inline;
}

type Block =
  | { readonly kind: 'p'; readonly parts: readonly Inline[] }
  | { readonly kind: 'button'; readonly href: string; readonly label: string }
  | { readonly kind: 'rows'; readonly rows: readonly Row[] }
  | { readonly kind: 'card'; readonly title: string | null; readonly rows: readonly Row[] };

interface Email {
  readonly subject: string;
  readonly heading: string;
  /** null: no greeting line (internal mails to the dispatch inbox). */
  readonly greetingName: string | null | undefined;
  readonly blocks: readonly Block[];
  /** Resident and applicant mails say why the reader gets them. */
  readonly explainWhy: boolean;
  /** The language of the mail (resident mails follow the lead's language); English when absent. */
  readonly locale?: MailLocale;
}

/** A constant (no double quote), so it goes into a double-quoted style attribute unescaped. */
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";
const GREEN = '#166534';
const INK = '#1a2421';
const MUTED = '#3f4b47';
const WHITE = '#ffffff';
const BRAND = 'NYC Wildlife Dispatch';

// ---------------------------------------------------------------------------------------------
// Languages: a resident's mails are written in the language of the lead (leads.language); the
// dispatch inbox and the professionals get English, with the resident's language named.
// ---------------------------------------------------------------------------------------------

export type MailLocale = 'en' | 'es' | 'zh-Hant' | 'zh-Hans';
const MAIL_LOCALES: readonly MailLocale[] = ['en', 'es', 'zh-Hant', 'zh-Hans'];

/** Each language named in itself ("Prefers: Español"). */
const LANGUAGE_NAMES: Readonly<Record<MailLocale, string>> = {
  en: 'English',
  es: 'Español',
  'zh-Hant': '繁體中文',
  'zh-Hans': '简体中文',
};

/** URL prefix of the site's pages in each language. */
const LOCALE_PREFIX: Readonly<Record<MailLocale, string>> = { en: '', es: '/es', 'zh-Hant': '/zh-hant', 'zh-Hans': '/zh-hans' };

/** Intl tags: US English keeps "Nov 23, 2026"; the others use their language's own formats. */
const INTL_TAG: Readonly<Record<MailLocale, string>> = { en: 'en-US', es: 'es-US', 'zh-Hant': 'zh-Hant', 'zh-Hans': 'zh-Hans' };

/** The language field of a lead mail's data; English when absent or unknown. */
function mailLocale(data: Data): MailLocale {
  const value = data.language;
  return typeof value === 'string' && (MAIL_LOCALES as readonly string[]).includes(value) ? (value as MailLocale) : 'en';
}

/** The frame of every mail: greeting, footer, why the reader gets it. */
const FRAME: Readonly<Record<MailLocale, { hello: string; helloName: string; footer: string; why: string }>> = {
  en: {
    hello: 'Hello,',
    helloName: 'Hello {name},',
    footer: 'NYC Wildlife Dispatch · New York City',
    why: 'You get this e-mail because of a request made on our website.',
  },
  es: {
    hello: 'Hola:',
    helloName: 'Hola, {name}:',
    footer: 'NYC Wildlife Dispatch · Ciudad de Nueva York',
    why: 'Recibe este correo por una solicitud hecha en nuestro sitio web.',
  },
  'zh-Hant': {
    hello: '您好：',
    helloName: '{name}，您好：',
    footer: 'NYC Wildlife Dispatch · 紐約市',
    why: '您收到這封電郵，是因為我們的網站上有一項用這個地址提交的請求。',
  },
  'zh-Hans': {
    hello: '您好：',
    helloName: '{name}，您好：',
    footer: 'NYC Wildlife Dispatch · 纽约市',
    why: '您收到这封电子邮件，是因为我们的网站上有一项用这个地址提交的请求。',
  },
};

type ContactWay = 'phone' | 'text' | 'email';
type Credential = 'nwco_license' | 'pesticide_certification';
const CONTACT_WAYS: readonly ContactWay[] = ['phone', 'text', 'email'];

/** The words of the two mails a resident gets: the confirmation and "a professional has your request". */
interface ResidentWords {
  readonly receivedSubject: string;
  readonly receivedSubjectRef: string;
  readonly receivedHeading: string;
  readonly thanks: string;
  readonly referenceIs: string;
  /** The confirmation when an active professional covers the borough ('{borough}'). */
  readonly passTo: string;
  /** The confirmation when none does (lead_received phone_only): what the report's success page says. */
  readonly phoneOnly: string;
  readonly yourBorough: string;
  readonly reference: string;
  readonly borough: string;
  readonly animals: string;
  readonly received: string;
  readonly track: string;
  readonly questions: string;
  readonly nyTime: string;
  readonly assignedSubject: string;
  readonly assignedSubjectRef: string;
  readonly assignedHeading: string;
  readonly accepted: string;
  readonly acceptedRef: string;
  /** '{ways}': how the resident asked to be contacted (lead_assigned contact_by), joined with "or". */
  readonly contactBy: string;
  /** When the mail does not say how (older data). */
  readonly contactAny: string;
  readonly ways: Readonly<Record<ContactWay, string>>;
  /** The credential the professional's number is, named as the status page names it. */
  readonly credentials: Readonly<Record<Credential, string>>;
  readonly insuredThrough: string;
  readonly phone: string;
  /** The resident's own phone, masked ('(•••) •••-0142'), in the confirmation: a typo can be spotted. */
  readonly yourPhone: string;
  readonly boroughsServed: string;
  /** resident_unreachable: the professional could not reach the resident. */
  readonly unreachableSubject: string;
  readonly unreachableSubjectRef: string;
  readonly unreachableHeading: string;
  /** '{phone}': the number tried, masked; '{tried}': how (joined). */
  readonly unreachableTried: string;
  /** When the mail does not say how it was tried. */
  readonly unreachableTriedAny: string;
  readonly unreachableNext: string;
  /** lead_completed: the job is recorded as done; was the problem resolved? */
  readonly completedSubject: string;
  readonly completedSubjectRef: string;
  readonly completedHeading: string;
  /** '{business}': the professional who did the job. */
  readonly completedDone: string;
  readonly completedDoneAny: string;
  readonly completedAsk: string;
  readonly completedButton: string;
  readonly attempts: Readonly<Record<ContactAttempt, string>>;
  readonly boroughs: Readonly<Record<string, string>>;
  readonly species: Readonly<Record<string, string>>;
}

const RESIDENT: Readonly<Record<MailLocale, ResidentWords>> = {
  en: {
    receivedSubject: 'We received your request',
    receivedSubjectRef: 'We received your request (reference {reference})',
    receivedHeading: 'We received your request',
    thanks: 'Thank you for contacting NYC Wildlife Dispatch.',
    referenceIs: ' Your reference is {reference}.',
    passTo: 'We offer your request to one licensed professional who covers {borough} at a time; only the one who accepts receives your name and contact details. If a professional does not accept within the time we allow, we offer it to the next. We will e-mail you when one accepts.',
    phoneOnly: 'We have no professional on our network in {borough} at the moment, so requests there are handled by phone through our dispatch line for now. Our dispatch team has your request.',
    yourBorough: 'your borough',
    reference: 'Reference',
    borough: 'Borough',
    animals: 'Animals',
    received: 'Received',
    track: 'Track your request',
    questions: 'Questions? Call our dispatch line at {phone}.',
    nyTime: '(New York time)',
    assignedSubject: 'A professional has your request',
    assignedSubjectRef: 'A professional has your request ({reference})',
    assignedHeading: 'A professional has your request',
    accepted: 'A licensed professional accepted your request.',
    acceptedRef: 'A licensed professional accepted your request (reference {reference}).',
    contactBy: 'They will contact you by {ways}, as you asked.',
    contactAny: 'They will contact you with the details you gave us.',
    ways: { phone: 'phone', text: 'text message', email: 'e-mail' },
    credentials: {
      nwco_license: 'NYS DEC nuisance wildlife control licence',
      pesticide_certification: 'NYS DEC pesticide applicator certification',
    },
    insuredThrough: 'Insured through',
    phone: 'Phone',
    boroughsServed: 'Boroughs served',
    yourPhone: 'Your phone',
    unreachableSubject: 'We could not reach you about your request',
    unreachableSubjectRef: 'We could not reach you about request {reference}',
    unreachableHeading: 'We could not reach you',
    unreachableTried: 'The professional who took your request tried to reach you at {phone} ({tried}) and could not get through.',
    unreachableTriedAny: 'The professional who took your request tried to reach you at {phone} and could not get through.',
    unreachableNext: 'If that number is wrong, or you still need help, call our dispatch line: we will put it right and find you a professional again. Your status page shows where your request stands.',
    completedSubject: 'Was the problem resolved?',
    completedSubjectRef: 'Was the problem resolved? (request {reference})',
    completedHeading: 'Your request is recorded as done',
    completedDone: '{business} recorded the job on your request as done.',
    completedDoneAny: 'The professional recorded the job on your request as done.',
    completedAsk: 'Was the problem resolved? Tell us on your status page, with one tap. If it was not, or the animal came back, say so there or call our dispatch line, and a dispatcher will follow up.',
    completedButton: 'Tell us if it was resolved',
    attempts: { called: 'called', voicemail: 'left a voicemail', texted: 'sent a text', emailed: 'sent an e-mail' },
    boroughs: {},
    species: {},
  },
  es: {
    receivedSubject: 'Recibimos su solicitud',
    receivedSubjectRef: 'Recibimos su solicitud (referencia {reference})',
    receivedHeading: 'Recibimos su solicitud',
    thanks: 'Gracias por comunicarse con NYC Wildlife Dispatch.',
    referenceIs: ' Su número de referencia es {reference}.',
    passTo: 'Ofrecemos su solicitud a un profesional con licencia que trabaja en {borough} a la vez; solo el que la acepte recibe su nombre y sus datos de contacto. Si un profesional no acepta dentro del plazo que le damos, la ofrecemos al siguiente. Le escribiremos cuando uno acepte.',
    phoneOnly: 'Por ahora no tenemos ningún profesional de nuestra red en {borough}, así que, de momento, las solicitudes de allí se atienden por teléfono en nuestra línea de despacho. Su solicitud ya está en manos de nuestro equipo de despacho.',
    yourBorough: 'su condado',
    reference: 'Referencia',
    borough: 'Condado',
    animals: 'Animales',
    received: 'Recibida',
    track: 'Ver el estado de su solicitud',
    questions: '¿Preguntas? Llame a nuestra línea de despacho al {phone}.',
    nyTime: '(hora de Nueva York)',
    assignedSubject: 'Un profesional tiene su solicitud',
    assignedSubjectRef: 'Un profesional tiene su solicitud ({reference})',
    assignedHeading: 'Un profesional tiene su solicitud',
    accepted: 'Un profesional con licencia aceptó su solicitud.',
    acceptedRef: 'Un profesional con licencia aceptó su solicitud (referencia {reference}).',
    contactBy: 'Se comunicará con usted por {ways}, como lo pidió.',
    contactAny: 'Se comunicará con usted con los datos que nos dio.',
    ways: { phone: 'teléfono', text: 'mensaje de texto', email: 'correo electrónico' },
    credentials: {
      nwco_license: 'Licencia del NYS DEC para el control de animales silvestres molestos',
      pesticide_certification: 'Certificación del NYS DEC como aplicador de pesticidas',
    },
    insuredThrough: 'Asegurado hasta',
    phone: 'Teléfono',
    boroughsServed: 'Condados que atiende',
    yourPhone: 'Su teléfono',
    unreachableSubject: 'No pudimos comunicarnos con usted sobre su solicitud',
    unreachableSubjectRef: 'No pudimos comunicarnos con usted sobre la solicitud {reference}',
    unreachableHeading: 'No pudimos comunicarnos con usted',
    unreachableTried: 'El profesional que aceptó su solicitud intentó comunicarse con usted al {phone} ({tried}) y no lo logró.',
    unreachableTriedAny: 'El profesional que aceptó su solicitud intentó comunicarse con usted al {phone} y no lo logró.',
    unreachableNext: 'Si ese número no es correcto, o si todavía necesita ayuda, llame a nuestra línea de despacho: lo corregiremos y volveremos a buscarle un profesional. Su página de estado muestra en qué punto está su solicitud.',
    completedSubject: '¿Se resolvió el problema?',
    completedSubjectRef: '¿Se resolvió el problema? (solicitud {reference})',
    completedHeading: 'Su solicitud consta como terminada',
    completedDone: '{business} registró como terminado el trabajo de su solicitud.',
    completedDoneAny: 'El profesional registró como terminado el trabajo de su solicitud.',
    completedAsk: '¿Se resolvió el problema? Díganoslo en su página de estado, con un toque. Si no se resolvió, o si el animal volvió, indíquelo allí o llame a nuestra línea de despacho, y un despachador le dará seguimiento.',
    completedButton: 'Díganos si se resolvió',
    attempts: { called: 'llamó', voicemail: 'dejó un mensaje de voz', texted: 'envió un mensaje de texto', emailed: 'envió un correo electrónico' },
    boroughs: { Manhattan: 'Manhattan', Brooklyn: 'Brooklyn', Queens: 'Queens', Bronx: 'el Bronx', 'Staten Island': 'Staten Island' },
    species: {
      Bats: 'Murciélagos',
      Squirrels: 'Ardillas',
      Raccoons: 'Mapaches',
      Skunks: 'Zorrillos',
      Mice: 'Ratones',
      Rats: 'Ratas',
      Birds: 'Pájaros',
      Snakes: 'Serpientes',
      Groundhogs: 'Marmotas',
      Other: 'Otro',
    },
  },
  'zh-Hant': {
    receivedSubject: '我們已收到您的請求',
    receivedSubjectRef: '我們已收到您的請求（編號 {reference}）',
    receivedHeading: '我們已收到您的請求',
    thanks: '感謝您聯絡 NYC Wildlife Dispatch。',
    referenceIs: '您的編號是 {reference}。',
    passTo: '我們每次只把您的請求交給一位服務{borough}的持牌專業人員；只有接受請求的專業人員才會收到您的姓名和聯絡資料。如果對方沒有在我們給的時限內接受，我們會交給下一位。有專業人員接受後，我們會發電郵通知您。',
    phoneOnly: '我們的網絡目前在{borough}沒有專業人員，因此該區的請求暫時經由我們的調度專線以電話處理。您的請求已交給我們的調度團隊。',
    yourBorough: '您所在行政區',
    reference: '編號',
    borough: '行政區',
    animals: '動物',
    received: '收到時間',
    track: '查看請求進度',
    questions: '有疑問？請致電我們的調度專線 {phone}。',
    nyTime: '（紐約時間）',
    assignedSubject: '已有專業人員接手您的請求',
    assignedSubjectRef: '已有專業人員接手您的請求（編號 {reference}）',
    assignedHeading: '已有專業人員接手您的請求',
    accepted: '一位持牌專業人員已接手您的請求。',
    acceptedRef: '一位持牌專業人員已接手您的請求（編號 {reference}）。',
    contactBy: '對方會按您的要求，以{ways}與您聯絡。',
    contactAny: '對方會用您提供的資料與您聯絡。',
    ways: { phone: '電話', text: '短訊', email: '電郵' },
    credentials: {
      nwco_license: '紐約州環境保護局（NYS DEC）滋擾野生動物控制員（NWCO）執照',
      pesticide_certification: '紐約州環境保護局（NYS DEC）農藥施用人員認證',
    },
    insuredThrough: '保險有效期至',
    phone: '電話',
    boroughsServed: '服務行政區',
    yourPhone: '您的電話',
    unreachableSubject: '我們無法就您的請求聯絡到您',
    unreachableSubjectRef: '我們無法就請求 {reference} 聯絡到您',
    unreachableHeading: '我們無法聯絡到您',
    unreachableTried: '接受您請求的專業人員曾嘗試透過 {phone} 聯絡您（{tried}），但未能聯絡上。',
    unreachableTriedAny: '接受您請求的專業人員曾嘗試透過 {phone} 聯絡您，但未能聯絡上。',
    unreachableNext: '如果這個號碼不正確，或您仍需要協助，請致電我們的調度專線：我們會更正號碼，並再次為您尋找專業人員。您的進度頁面會顯示請求目前的狀態。',
    completedSubject: '問題解決了嗎？',
    completedSubjectRef: '問題解決了嗎？（編號 {reference}）',
    completedHeading: '您的請求已記錄為完成',
    completedDone: '{business}已將您的請求記錄為完成。',
    completedDoneAny: '專業人員已將您的請求記錄為完成。',
    completedAsk: '問題解決了嗎？請在您的進度頁面上按一下告訴我們。如果問題沒有解決，或動物又回來了，請在頁面上告訴我們或致電我們的調度專線，調度員會跟進。',
    completedButton: '告訴我們是否已解決',
    attempts: { called: '致電', voicemail: '留下語音留言', texted: '傳送簡訊', emailed: '傳送電子郵件' },
    boroughs: { Manhattan: '曼哈頓', Brooklyn: '布魯克林', Queens: '皇后區', Bronx: '布朗士', 'Staten Island': '史泰登島' },
    species: {
      Bats: '蝙蝠',
      Squirrels: '松鼠',
      Raccoons: '浣熊',
      Skunks: '臭鼬',
      Mice: '小老鼠',
      Rats: '大老鼠',
      Birds: '鳥類',
      Snakes: '蛇',
      Groundhogs: '土撥鼠',
      Other: '其他',
    },
  },
  'zh-Hans': {
    receivedSubject: '我们已收到您的请求',
    receivedSubjectRef: '我们已收到您的请求（编号 {reference}）',
    receivedHeading: '我们已收到您的请求',
    thanks: '感谢您联系 NYC Wildlife Dispatch。',
    referenceIs: '您的编号是 {reference}。',
    passTo: '我们每次只把您的请求交给一位服务{borough}的持证专业人员；只有接受请求的专业人员才会收到您的姓名和联系方式。如果对方没有在我们给的时限内接受，我们会交给下一位。有专业人员接受后，我们会发电子邮件通知您。',
    phoneOnly: '我们的网络目前在{borough}没有专业人员，因此该区的请求暂时通过我们的调度专线以电话方式处理。您的请求已交给我们的调度团队。',
    yourBorough: '您所在的行政区',
    reference: '编号',
    borough: '行政区',
    animals: '动物',
    received: '收到时间',
    track: '查看请求进度',
    questions: '有疑问？请拨打我们的调度专线 {phone}。',
    nyTime: '（纽约时间）',
    assignedSubject: '已有专业人员接手您的请求',
    assignedSubjectRef: '已有专业人员接手您的请求（编号 {reference}）',
    assignedHeading: '已有专业人员接手您的请求',
    accepted: '一位持证专业人员已接手您的请求。',
    acceptedRef: '一位持证专业人员已接手您的请求（编号 {reference}）。',
    contactBy: '对方会按您的要求，通过{ways}与您联系。',
    contactAny: '对方会用您提供的联系方式与您联系。',
    ways: { phone: '电话', text: '短信', email: '电子邮件' },
    credentials: {
      nwco_license: '纽约州环境保护局（NYS DEC）滋扰野生动物控制员（NWCO）执照',
      pesticide_certification: '纽约州环境保护局（NYS DEC）农药施用人员认证',
    },
    insuredThrough: '保险有效期至',
    phone: '电话',
    boroughsServed: '服务行政区',
    yourPhone: '您的电话',
    unreachableSubject: '我们无法就您的请求联系到您',
    unreachableSubjectRef: '我们无法就请求 {reference} 联系到您',
    unreachableHeading: '我们无法联系到您',
    unreachableTried: '接受您请求的专业人员曾尝试通过 {phone} 联系您（{tried}），但未能联系上。',
    unreachableTriedAny: '接受您请求的专业人员曾尝试通过 {phone} 联系您，但未能联系上。',
    unreachableNext: '如果这个号码不正确，或您仍需要帮助，请致电我们的调度专线：我们会更正号码，并再次为您寻找专业人员。您的进度页面会显示请求目前的状态。',
    completedSubject: '问题解决了吗？',
    completedSubjectRef: '问题解决了吗？（编号 {reference}）',
    completedHeading: '您的请求已记录为完成',
    completedDone: '{business}已将您的请求记录为完成。',
    completedDoneAny: '专业人员已将您的请求记录为完成。',
    completedAsk: '问题解决了吗？请在您的进度页面上点一下告诉我们。如果问题没有解决，或动物又回来了，请在页面上告诉我们或致电我们的调度专线，调度员会跟进。',
    completedButton: '告诉我们是否已解决',
    attempts: { called: '致电', voicemail: '留下语音留言', texted: '发送短信', emailed: '发送电子邮件' },
    boroughs: { Manhattan: '曼哈顿', Brooklyn: '布鲁克林', Queens: '皇后区', Bronx: '布朗克斯', 'Staten Island': '史泰登岛' },
    species: {
      Bats: '蝙蝠',
      Squirrels: '松鼠',
      Raccoons: '浣熊',
      Skunks: '臭鼬',
      Mice: '小老鼠',
      Rats: '大老鼠',
      Birds: '鸟类',
      Snakes: '蛇',
      Groundhogs: '土拨鼠',
      Other: '其他',
    },
  },
};

/** Fills `{key}` placeholders. */
function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A list in a language: English keeps "A, B and C"; the others use Intl.ListFormat. */
function joinListIn(locale: MailLocale, items: readonly string[]): string {
  if (locale === 'en') return joinList(items);
  try {
    return new Intl.ListFormat(INTL_TAG[locale], { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Keeps only non-empty blocks; a helper for optional lines. */
function compact(blocks: ReadonlyArray<Block | null>): Block[] {
  const out: Block[] = [];
  for (const block of blocks) {
    if (block === null) continue;
    if (block.kind === 'rows' && block.rows.length === 0) continue;
    if (block.kind === 'card' && block.rows.length === 0 && block.title === null) continue;
    out.push(block);
  }
  return out;
}

function rows(entries: ReadonlyArray<readonly [string, Inline | null]>): Row[] {
  const out: Row[] = [];
  for (const [label, value] of entries) {
    if (value !== null && value !== '') out.push({ label, value });
  }
  return out;
}

function p(...parts: Inline[]): Block {
  return { kind: 'p', parts };
}

function inlineText(part: Inline): string {
  if (typeof part === 'string') return part;
  return part.href.startsWith('tel:') ? part.label : `${part.label} (${part.href})`;
}

function inlineHtml(part: Inline): string {
  if (typeof part === 'string') return escapeHtml(part);
  return `<a href="${escapeHtml(part.href)}" style="color:${GREEN};text-decoration:underline;">${escapeHtml(part.label)}</a>`;
}

/**
 * A name typed by someone whose address is not verified is echoed only when it is plainly a
 * name: letters and marks, spaces, apostrophes, hyphens, and a dot only after a letter and before
 * a space or the end (initials). Anything else (a URL, a domain, an address, digits, brackets)
 * could become a clickable line in a genuine e-mail to a stranger: the greeting then has no name.
 */
const PLAIN_NAME = /^\p{L}\p{M}*(?:[\p{L}\p{M}'\u2019-]|\.(?= |$)| (?=[\p{L}\p{M}]))*$/u;

function greetingName(name: string | null): string | null {
  if (name === null) return null;
  const value = name.trim();
  return PLAIN_NAME.test(value) ? value : null;
}

function greetingLine(name: string | null | undefined, locale: MailLocale = 'en'): string | null {
  if (name === undefined) return null;
  const words = FRAME[locale];
  const plain = greetingName(name);
  return plain === null ? words.hello : words.helloName.replace('{name}', plain);
}

function renderText(email: Email): string {
  const paragraphs: string[] = [email.heading];
  const greeting = greetingLine(email.greetingName, email.locale);
  if (greeting !== null) paragraphs.push(greeting);
  for (const block of email.blocks) {
    switch (block.kind) {
      case 'p':
        paragraphs.push(block.parts.map(inlineText).join(''));
        break;
      case 'button':
        paragraphs.push(`${block.label}: ${block.href}`);
        break;
      case 'rows':
        paragraphs.push(block.rows.map((row) => `${row.label}: ${inlineText(row.value)}`).join('\n'));
        break;
      case 'card': {
        const lines = block.title === null ? [] : [block.title];
        for (const row of block.rows) lines.push(`${row.label}: ${inlineText(row.value)}`);
        paragraphs.push(lines.join('\n'));
        break;
      }
    }
  }
  const frame = FRAME[email.locale ?? 'en'];
  const footer = ['--', frame.footer];
  if (email.explainWhy) footer.push(frame.why);
  paragraphs.push(footer.join('\n'));
  return `${paragraphs.join('\n\n')}\n`;
}

function rowsHtml(list: readonly Row[]): string {
  const items = list
    .map(
      (row) =>
        `<dt style="margin:0;font-weight:700;color:${MUTED};">${escapeHtml(row.label)}</dt>` +
        `<dd style="margin:0 0 8px 0;">${inlineHtml(row.value)}</dd>`,
    )
    .join('');
  return `<dl style="margin:0 0 16px 0;">${items}</dl>`;
}

function renderHtml(email: Email): string {
  const body: string[] = [];
  body.push(
    `<h1 style="margin:0 0 16px 0;font-size:24px;line-height:1.3;color:${INK};">${escapeHtml(email.heading)}</h1>`,
  );
  const greeting = greetingLine(email.greetingName, email.locale);
  if (greeting !== null) body.push(`<p style="margin:0 0 16px 0;">${escapeHtml(greeting)}</p>`);
  for (const block of email.blocks) {
    switch (block.kind) {
      case 'p':
        body.push(`<p style="margin:0 0 16px 0;">${block.parts.map(inlineHtml).join('')}</p>`);
        break;
      case 'button':
        body.push(
          `<p style="margin:24px 0;"><a href="${escapeHtml(block.href)}" style="display:inline-block;` +
            `background-color:${GREEN};color:${WHITE};font-weight:700;font-size:16px;` +
            `padding:12px 20px;border-radius:6px;text-decoration:underline;">${escapeHtml(block.label)}</a></p>`,
        );
        break;
      case 'rows':
        body.push(rowsHtml(block.rows));
        break;
      case 'card':
        body.push(
          `<div style="margin:0 0 16px 0;padding:16px;border:1px solid #c9d3cf;border-radius:8px;">` +
            (block.title === null
              ? ''
              : `<h2 style="margin:0 0 12px 0;font-size:20px;line-height:1.3;color:${INK};">${escapeHtml(block.title)}</h2>`) +
            (block.rows.length === 0 ? '' : rowsHtml(block.rows)) +
            `</div>`,
        );
        break;
    }
  }
  const frame = FRAME[email.locale ?? 'en'];
  const footer = [`<p style="margin:0 0 8px 0;">${escapeHtml(frame.footer)}</p>`];
  if (email.explainWhy) footer.push(`<p style="margin:0;">${escapeHtml(frame.why)}</p>`);

  return [
    '<!doctype html>',
    `<html lang="${email.locale ?? 'en'}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(email.subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:${WHITE};color:${INK};font-family:${FONT};font-size:16px;line-height:1.5;">`,
    `<div style="max-width:600px;margin:0 auto;background-color:${WHITE};">`,
    `<div style="background-color:${GREEN};color:${WHITE};padding:16px 24px;font-size:18px;font-weight:700;">${escapeHtml(BRAND)}</div>`,
    `<div style="padding:24px;font-size:16px;">`,
    ...body,
    '</div>',
    `<div style="padding:16px 24px;border-top:1px solid #c9d3cf;color:${MUTED};font-size:16px;">`,
    ...footer,
    '</div>',
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Templates
// ---------------------------------------------------------------------------------------------

function phoneInline(phone: string | null): Inline | null {
  if (phone === null) return null;
  return phone.replace(/\D/g, '') === '' ? phone : { href: phoneLink(phone), label: displayPhone(phone) };
}

function dispatchPhoneLine(ctx: RenderContext, locale: MailLocale = 'en'): Block | null {
  const phone = cleanText(ctx.dispatchPhone);
  if (phone === '') return null;
  const link = phoneInline(phone);
  if (link === null) return null;
  const [before = '', after = ''] = RESIDENT[locale].questions.split('{phone}');
  return p(before, link, after);
}

/** A borough or species value from the database, in the reader's language (as stored when unknown). */
function translated(words: Readonly<Record<string, string>>, value: string): string {
  return words[value] ?? value;
}

/** "Prefers: Español" for staff and professionals when the resident wrote in another language. */
function languageRow(data: Data): readonly [string, string | null] {
  const locale = mailLocale(data);
  return ['Prefers', locale === 'en' ? null : LANGUAGE_NAMES[locale]];
}

function leadReceived(data: Data, ctx: RenderContext): Email {
  const locale = mailLocale(data);
  const w = RESIDENT[locale];
  const reference = str(data, 'reference');
  const borough = str(data, 'borough');
  const boroughName = borough === null ? null : translated(w.boroughs, borough);
  const species = strArray(data, 'species').map((s) => translated(w.species, s));
  const link = statusUrl(ctx, str(data, 'status_token'), locale);
  return {
    subject: reference === null ? w.receivedSubject : fill(w.receivedSubjectRef, { reference }),
    heading: w.receivedHeading,
    greetingName: str(data, 'name'),
    explainWhy: true,
    locale,
    blocks: compact([
      p(w.thanks, reference === null ? '' : fill(w.referenceIs, { reference })),
      p(fill(bool(data, 'phone_only') === true ? w.phoneOnly : w.passTo, { borough: boroughName ?? w.yourBorough })),
      { kind: 'rows', rows: rows([
        [w.reference, reference],
        [w.borough, boroughName],
        [w.animals, species.length === 0 ? null : joinListIn(locale, species)],
        [w.yourPhone, str(data, 'phone_masked')],
        [w.received, newYorkTime(str(data, 'received_at'), locale)],
      ]) },
      link === null ? null : { kind: 'button', href: link, label: w.track },
      // The one emergency rule (emergency.ts), as the site words it: wash, doctor, 311; never approach the animal.
      p(biteParagraph(EMERGENCY_RULE[locale])),
      p(animalParagraph(EMERGENCY_RULE[locale])),
      dispatchPhoneLine(ctx, locale),
    ]),
  };
}

function leadNew(data: Data, ctx: RenderContext): Email {
  const reference = str(data, 'reference');
  const borough = str(data, 'borough');
  const species = strArray(data, 'species');
  const source = str(data, 'source');
  return {
    subject: `New request${reference === null ? '' : ` ${reference}`}${borough === null ? '' : ` · ${borough}`}`,
    heading: 'New request',
    greetingName: undefined,
    explainWhy: false,
    blocks: compact([
      p('A new request came in and needs an offer.'),
      { kind: 'rows', rows: rows([
        ['Reference', reference],
        ['Borough', borough],
        ['Animals', species.length === 0 ? null : joinList(species)],
        ['Received', newYorkTime(str(data, 'received_at'))],
        ['Source', source === null ? null : (LEAD_SOURCES[source] ?? source)],
        languageRow(data),
      ]) },
      { kind: 'button', href: consoleLeadUrl(ctx, reference), label: 'Open the request' },
    ]),
  };
}

function offerNew(data: Data, ctx: RenderContext): Email {
  const reference = str(data, 'reference');
  const borough = str(data, 'borough');
  const species = strArray(data, 'species');
  const businessName = str(data, 'business_name');
  const expires = formatDateTime(str(data, 'expires_at'));
  return {
    subject: `New job offer${borough === null ? '' : ` in ${borough}`}${reference === null ? '' : ` (${reference})`}`,
    heading: 'New job offer',
    greetingName: null,
    explainWhy: false,
    blocks: compact([
      p(
        'A request',
        borough === null ? '' : ` in ${borough}`,
        species.length === 0 ? '' : ` for ${joinList(species)}`,
        ' is offered to you',
        businessName === null ? '' : ` (${businessName})`,
        '.',
      ),
      expires === null ? null : p(`Please answer before ${expires} (New York time).`),
      p('The resident’s contact details are shown once you accept.'),
      { kind: 'rows', rows: rows([
        ['Reference', reference],
        ['Borough', borough],
        ['Animals', species.length === 0 ? null : joinList(species)],
        ['Answer by', newYorkTime(str(data, 'expires_at'))],
        languageRow(data),
      ]) },
      { kind: 'button', href: proUrl(ctx), label: 'Answer the offer' },
    ]),
  };
}

function offerReturned(data: Data, ctx: RenderContext): Email {
  const reference = str(data, 'reference');
  const borough = str(data, 'borough');
  const species = strArray(data, 'species');
  const businessName = str(data, 'business_name');
  const expired = str(data, 'outcome') === 'expired';
  const reasonKey = str(data, 'decline_reason');
  const reason = reasonKey === null ? null : declineReasonLabel(reasonKey);
  const who = businessName ?? 'The professional';
  const what = reference === null ? 'this request' : `request ${reference}`;
  return {
    subject: `Needs a new offer${reference === null ? '' : `: ${reference}`} (${expired ? 'offer expired' : 'declined'})`,
    heading: 'A request needs a new offer',
    greetingName: undefined,
    explainWhy: false,
    blocks: compact([
      p(
        expired
          ? `The offer of ${what} to ${businessName ?? 'the professional'} expired without an answer.`
          : `${who} declined the offer of ${what}.`,
      ),
      p('The request needs a new offer.'),
      { kind: 'rows', rows: rows([
        ['Reference', reference],
        ['Borough', borough],
        ['Animals', species.length === 0 ? null : joinList(species)],
        ['Professional', businessName],
        ['Outcome', expired ? 'Offer expired' : 'Declined'],
        ['Reason', expired ? null : reason],
      ]) },
      { kind: 'button', href: consoleLeadUrl(ctx, reference), label: 'Open the request' },
    ]),
  };
}

const CONTACT_ATTEMPTS = ['called', 'voicemail', 'texted', 'emailed'] as const;
type ContactAttempt = (typeof CONTACT_ATTEMPTS)[number];
function isContactAttempt(value: string): value is ContactAttempt {
  return (CONTACT_ATTEMPTS as readonly string[]).includes(value);
}

/** "They will contact you by phone or e-mail, as you asked." from lead_assigned contact_by. */
function contactLine(data: Data, locale: MailLocale): string {
  const w = RESIDENT[locale];
  const chosen = strArray(data, 'contact_by');
  const ways = CONTACT_WAYS.filter((way) => chosen.includes(way)).map((way) => w.ways[way]);
  if (ways.length === 0) return w.contactAny;
  let joined: string;
  if (locale === 'en') joined = ways.length === 1 ? (ways[0] ?? '') : `${ways.slice(0, -1).join(', ')} or ${ways[ways.length - 1] ?? ''}`;
  else {
    try {
      joined = new Intl.ListFormat(INTL_TAG[locale], { type: 'disjunction' }).format(ways);
    } catch {
      joined = ways.join(' / ');
    }
  }
  return fill(w.contactBy, { ways: joined });
}

function leadAssigned(data: Data, ctx: RenderContext): Email {
  const locale = mailLocale(data);
  const w = RESIDENT[locale];
  const reference = str(data, 'reference');
  const link = statusUrl(ctx, str(data, 'status_token'), locale);
  const pro = obj(data, 'pro') ?? {};
  const businessName = str(pro, 'business_name');
  const boroughs = strArray(pro, 'boroughs').map((b) => translated(w.boroughs, b));
  return {
    subject: reference === null ? w.assignedSubject : fill(w.assignedSubjectRef, { reference }),
    heading: w.assignedHeading,
    greetingName: str(data, 'name'),
    explainWhy: true,
    locale,
    blocks: compact([
      p(reference === null ? w.accepted : fill(w.acceptedRef, { reference }), locale.startsWith('zh') ? '' : ' ', contactLine(data, locale)),
      {
        kind: 'card',
        title: businessName,
        rows: rows([
          [w.credentials[str(pro, 'credential') === 'pesticide_certification' ? 'pesticide_certification' : 'nwco_license'], str(pro, 'license_number')],
          [w.insuredThrough, formatCalendarDate(str(pro, 'insured_through'), locale)],
          [w.phone, phoneInline(str(pro, 'phone'))],
          [w.boroughsServed, boroughs.length === 0 ? null : joinListIn(locale, boroughs)],
        ]),
      },
      link === null ? null : { kind: 'button', href: link, label: w.track },
      dispatchPhoneLine(ctx, locale),
    ]),
  };
}

/** To the dispatch inbox: the professional (or staff) could not reach the resident. */
function leadUnreachable(data: Data, ctx: RenderContext): Email {
  const reference = str(data, 'reference');
  const businessName = str(data, 'business_name');
  const tried = strArray(data, 'tried').filter(isContactAttempt).map((t) => RESIDENT.en.attempts[t]);
  const who = str(data, 'by') === 'pro' ? (businessName ?? 'The professional') : 'Dispatch';
  return {
    subject: `Resident unreachable${reference === null ? '' : `: ${reference}`}`,
    heading: 'The resident could not be reached',
    greetingName: undefined,
    explainWhy: false,
    blocks: compact([
      p(`${who} could not reach the resident`, tried.length === 0 ? '.' : ` (${joinList(tried)}).`),
      p('The request is marked unreachable. The resident was e-mailed the number that was tried. Call them, or reopen the request to offer it again; for a day the professional can also try again from the portal.'),
      { kind: 'rows', rows: rows([
        ['Reference', reference],
        ['Borough', str(data, 'borough')],
        ['Professional', businessName],
        ['Note', str(data, 'note')],
      ]) },
      { kind: 'button', href: consoleLeadUrl(ctx, reference), label: 'Open the request' },
    ]),
  };
}

/** To the resident: we could not reach you, at this number (masked), so a wrong one can be put right. */
function residentUnreachable(data: Data, ctx: RenderContext): Email {
  const locale = mailLocale(data);
  const w = RESIDENT[locale];
  const reference = str(data, 'reference');
  const link = statusUrl(ctx, str(data, 'status_token'), locale);
  const phone = str(data, 'phone_masked') ?? '';
  const tried = strArray(data, 'tried').filter(isContactAttempt).map((t) => w.attempts[t]);
  return {
    subject: reference === null ? w.unreachableSubject : fill(w.unreachableSubjectRef, { reference }),
    heading: w.unreachableHeading,
    greetingName: str(data, 'name'),
    explainWhy: true,
    locale,
    blocks: compact([
      p(tried.length === 0 ? fill(w.unreachableTriedAny, { phone }) : fill(w.unreachableTried, { phone, tried: joinListIn(locale, tried) })),
      p(w.unreachableNext),
      dispatchPhoneLine(ctx, locale),
      link === null ? null : { kind: 'button', href: link, label: w.track },
    ]),
  };
}

/** To the resident: the job is recorded as done; was the problem resolved? (the status page takes the answer) */
function leadCompleted(data: Data, ctx: RenderContext): Email {
  const locale = mailLocale(data);
  const w = RESIDENT[locale];
  const reference = str(data, 'reference');
  const business = str(data, 'business_name');
  const link = statusUrl(ctx, str(data, 'status_token'), locale);
  return {
    subject: reference === null ? w.completedSubject : fill(w.completedSubjectRef, { reference }),
    heading: w.completedHeading,
    greetingName: str(data, 'name'),
    explainWhy: true,
    locale,
    blocks: compact([
      p(business === null ? w.completedDoneAny : fill(w.completedDone, { business })),
      p(w.completedAsk),
      link === null ? null : { kind: 'button', href: link, label: w.completedButton },
      dispatchPhoneLine(ctx, locale),
    ]),
  };
}

/** To the professional who has the job: what the resident added on the status page. */
function leadDetailsPro(data: Data, ctx: RenderContext): Email {
  const reference = str(data, 'reference');
  return {
    subject: reference === null ? 'The resident added details' : `The resident added details: ${reference}`,
    heading: 'The resident added details',
    greetingName: null,
    explainWhy: false,
    blocks: compact([
      p('The resident of a job you accepted added this on their status page:'),
      { kind: 'rows', rows: rows([
        ['Reference', reference],
        ['Borough', str(data, 'borough')],
        ['Added', str(data, 'note')],
      ]) },
      { kind: 'button', href: proUrl(ctx), label: 'Open the job' },
    ]),
  };
}

/** To the dispatch inbox: after the job, the resident says the problem is not resolved. */
function leadNotResolved(data: Data, ctx: RenderContext): Email {
  const reference = str(data, 'reference');
  return {
    subject: `Not resolved${reference === null ? '' : `: ${reference}`}`,
    heading: 'The resident says the problem is not resolved',
    greetingName: undefined,
    explainWhy: false,
    blocks: compact([
      p('After the job was recorded as done, the resident said on their status page that the problem is not resolved. Call them to arrange what comes next.'),
      { kind: 'rows', rows: rows([
        ['Reference', reference],
        ['Borough', str(data, 'borough')],
        ['Professional', str(data, 'business_name')],
      ]) },
      { kind: 'button', href: consoleLeadUrl(ctx, reference), label: 'Open the request' },
    ]),
  };
}

/** Automatic dispatch hands a lead to a person: after its offer limit, or when nobody qualifies. */
function leadEscalated(data: Data, ctx: RenderContext): Email {
  const reference = str(data, 'reference');
  const offers = int(data, 'automatic_offers');
  const why =
    str(data, 'reason') === 'offer_limit'
      ? `${offers === null ? 'The' : String(offers)} automatic offers went unaccepted.`
      : 'No professional qualifies for an automatic offer right now (coverage, species, credential, availability, on-call hours or capacity).';
  return {
    subject: `Needs a person${reference === null ? '' : `: ${reference}`}`,
    heading: 'Automatic dispatch needs a person for this request',
    greetingName: undefined,
    explainWhy: false,
    blocks: compact([
      p(`${why} Find a professional by phone or from the console; automatic dispatch leaves this request to you now.`),
      { kind: 'rows', rows: rows([
        ['Reference', reference],
        ['Borough', str(data, 'borough')],
        ['ZIP', str(data, 'zip')],
      ]) },
      { kind: 'button', href: consoleLeadUrl(ctx, reference), label: 'Open the request' },
    ]),
  };
}

function leadCancelledPro(data: Data, ctx: RenderContext): Email {
  const reference = str(data, 'reference');
  const borough = str(data, 'borough');
  const byResident = bool(data, 'by_resident') === true;
  return {
    subject: reference === null ? 'A job was cancelled' : `Job ${reference} was cancelled`,
    heading: 'A job was cancelled',
    greetingName: null,
    explainWhy: false,
    blocks: compact([
      p(
        reference === null ? 'A request' : `Request ${reference}`,
        borough === null ? '' : ` in ${borough}`,
        byResident ? ' was cancelled by the resident.' : ' was cancelled.',
        ' You do not need to go.',
      ),
      { kind: 'rows', rows: rows([
        ['Reference', reference],
        ['Borough', borough],
        ['Business', str(data, 'business_name')],
      ]) },
      { kind: 'button', href: proUrl(ctx), label: 'Open your professional page' },
    ]),
  };
}

function applicationReceived(data: Data): Email {
  const businessName = str(data, 'business_name');
  const reference = applicationReference(str(data, 'application_id'));
  return {
    subject: 'We received your application',
    heading: 'We received your application',
    greetingName: str(data, 'name'),
    explainWhy: true,
    blocks: compact([
      p(
        businessName === null
          ? 'We received your application to join NYC Wildlife Dispatch.'
          : `We received the application for ${businessName} to join NYC Wildlife Dispatch.`,
      ),
      p(
        `We review applications after the payment is received, within ${REVIEW_DAYS_RANGE} business days. You will hear our decision by e-mail.`,
      ),
      reference === null ? null : p(`Please keep your application reference: ${reference}.`),
    ]),
  };
}

function paymentReceived(data: Data): Email {
  const businessName = str(data, 'business_name');
  const amount = formatAmount(int(data, 'amount_total'), str(data, 'currency'));
  const reference = applicationReference(str(data, 'application_id'));
  return {
    subject: 'Payment received for your application',
    heading: 'Payment received',
    greetingName: str(data, 'name'),
    explainWhy: true,
    blocks: compact([
      p(
        amount === null ? 'We received your payment' : `We received your payment of ${amount}`,
        businessName === null ? '.' : ` for the application of ${businessName}.`,
      ),
      p(
        `Once you finish the application form (if you have not yet), our review starts. It takes ${REVIEW_DAYS_RANGE} business days, and you will hear our decision by e-mail.`,
      ),
      reference === null ? null : p(`Your application reference: ${reference}.`),
    ]),
  };
}

function consoleApplicationUrl(ctx: RenderContext, id: string | null): string {
  return id === null
    ? `${siteBase(ctx)}/dispatch/applications`
    : `${siteBase(ctx)}/dispatch/applications/${encodeURIComponent(id)}`;
}

const REVERSAL_KINDS: Readonly<Record<string, { subject: string; happened: string }>> = {
  refunded: { subject: 'Payment refunded', happened: 'was refunded' },
  disputed: { subject: 'Payment disputed', happened: 'is disputed with the card issuer (a chargeback)' },
  dispute_won: { subject: 'Dispute won', happened: 'was disputed; the dispute closed in our favour and the money is back' },
  dispute_lost: { subject: 'Dispute lost', happened: 'was disputed; the dispute closed against us' },
};

/** To the dispatch inbox: a refund or dispute of an application fee (private.record_payment_reversal). */
function paymentReversed(data: Data, ctx: RenderContext): Email {
  const businessName = str(data, 'business_name');
  const applicationId = str(data, 'application_id');
  const reference = applicationReference(applicationId);
  const kind = REVERSAL_KINDS[str(data, 'kind') ?? ''] ?? { subject: 'Payment changed', happened: 'changed at the payment provider' };
  const outcome = str(data, 'outcome');
  const status = str(data, 'application_status');
  const amount = formatAmount(int(data, 'amount'), str(data, 'currency'));
  const what = businessName === null ? 'an application' : `the application of ${businessName}`;
  const consequence =
    outcome === 'reversed'
      ? status === 'approved'
        ? 'The application is no longer paid. The professional was approved and stays active until you decide: open the application.'
        : 'The application is no longer paid: it cannot be approved. Reject it or request changes (the applicant then pays again).'
      : outcome === 'restored'
        ? 'The application counts as paid again.'
        : outcome === 'another_payment_stands'
          ? 'Another payment of the application still stands, so it stays paid.'
          : 'Nothing else changed.';
  return {
    subject: `${kind.subject}${reference === null ? '' : `: application ${reference}`}`,
    heading: kind.subject,
    greetingName: undefined,
    explainWhy: false,
    blocks: compact([
      p(`The fee payment for ${what} ${kind.happened}.`),
      p(consequence),
      { kind: 'rows', rows: rows([
        ['Application', reference],
        ['Business', businessName],
        ['Status', status],
        ['Amount', amount],
        ['Reason', str(data, 'reason')?.replace(/_/g, ' ') ?? null],
      ]) },
      { kind: 'button', href: consoleApplicationUrl(ctx, applicationId), label: 'Open the application' },
    ]),
  };
}

function applicationApproved(data: Data, ctx: RenderContext): Email {
  const businessName = str(data, 'business_name');
  const email = str(data, 'email');
  const boroughs = strArray(data, 'boroughs');
  return {
    subject: 'Your application is approved',
    heading: 'Welcome to the network',
    greetingName: str(data, 'name'),
    explainWhy: true,
    blocks: compact([
      p(
        businessName === null ? 'Your application' : `The application of ${businessName}`,
        ' to join NYC Wildlife Dispatch is approved.',
        boroughs.length > 0 ? ` You will receive job offers in ${joinList(boroughs)}.` : '',
      ),
      p(
        'Offers arrive by e-mail and in your pro portal. Sign in there with ',
        email === null ? 'this e-mail address' : email,
        ': we send you a six-digit code or a sign-in link each time, no password needed.',
      ),
      { kind: 'button', href: proUrl(ctx), label: 'Open the pro portal' },
      dispatchPhoneLine(ctx),
    ]),
  };
}

function applicationRejected(data: Data, ctx: RenderContext): Email {
  const businessName = str(data, 'business_name');
  const reason = str(data, 'reason');
  return {
    subject: 'Your application was not approved',
    heading: 'Your application was not approved',
    greetingName: str(data, 'name'),
    explainWhy: true,
    blocks: compact([
      p(
        businessName === null ? 'We reviewed your application' : `We reviewed the application of ${businessName}`,
        ' to join NYC Wildlife Dispatch and cannot approve it.',
      ),
      reason === null ? null : p(`The reason: ${reason}`),
      dispatchPhoneLine(ctx),
    ]),
  };
}

function applicationChangesRequested(data: Data, ctx: RenderContext): Email {
  const businessName = str(data, 'business_name');
  const message = str(data, 'message');
  const id = str(data, 'application_id');
  return {
    subject: 'Your application needs a change',
    heading: 'Please update your application',
    greetingName: str(data, 'name'),
    explainWhy: true,
    blocks: compact([
      p(
        businessName === null ? 'We reviewed your application' : `We reviewed the application of ${businessName}`,
        ' and need a change before we can decide. Your payment is kept: there is nothing more to pay.',
      ),
      message === null ? null : p(`What to change: ${message}`),
      p('Open your application in the browser you applied from, make the change and submit it again.'),
      { kind: 'button', href: `${siteBase(ctx)}/apply${id === null ? '' : `?continue=${encodeURIComponent(id)}`}`, label: 'Update your application' },
      dispatchPhoneLine(ctx),
    ]),
  };
}

function newsletterConfirm(data: Data, ctx: RenderContext): Email {
  const token = str(data, 'confirm_token');
  return {
    subject: 'Confirm your subscription to NYC Wildlife Dispatch updates',
    heading: 'Confirm your subscription',
    greetingName: null,
    explainWhy: true,
    blocks: compact([
      p('Someone, probably you, asked on our updates page to get NYC Wildlife Dispatch platform updates at this address.'),
      p('We send nothing more until you confirm. The link works for 7 days.'),
      token === null ? null : { kind: 'button', href: newsletterPageUrl(ctx, 'confirm', token), label: 'Confirm my subscription' },
      p('If it was not you, ignore this e-mail: you will not be subscribed.'),
    ]),
  };
}

/** The body of an update: paragraphs separated by blank lines, each cleaned to one line. */
function paragraphs(value: unknown): Block[] {
  if (typeof value !== 'string') return [];
  return value
    .split(/\r?\n\s*\r?\n/)
    .map((part) => cleanText(part))
    .filter((part) => part !== '')
    .map((part) => p(part));
}

function newsletterUpdate(data: Data, ctx: RenderContext): Email {
  const subject = str(data, 'subject') ?? 'NYC Wildlife Dispatch update';
  const token = str(data, 'unsubscribe_token');
  return {
    subject,
    heading: subject,
    greetingName: undefined,
    explainWhy: false,
    blocks: compact([
      ...paragraphs(data.body),
      token === null
        ? null
        : p(
            'You get this e-mail because you subscribed to NYC Wildlife Dispatch updates and confirmed your address. ',
            { href: newsletterPageUrl(ctx, 'unsubscribe', token), label: 'Unsubscribe' },
            ' with one click; no sign-in needed.',
          ),
    ]),
  };
}

const TEMPLATES: Readonly<Record<TemplateName, (data: Data, ctx: RenderContext) => Email>> = {
  lead_received: leadReceived,
  lead_new: leadNew,
  offer_new: offerNew,
  offer_returned: offerReturned,
  lead_assigned: leadAssigned,
  lead_cancelled_pro: leadCancelledPro,
  lead_unreachable: leadUnreachable,
  resident_unreachable: residentUnreachable,
  lead_completed: leadCompleted,
  lead_details_pro: leadDetailsPro,
  lead_not_resolved: leadNotResolved,
  lead_escalated: leadEscalated,
  application_received: applicationReceived,
  payment_received: paymentReceived,
  payment_reversed: paymentReversed,
  application_approved: applicationApproved,
  application_rejected: applicationRejected,
  application_changes_requested: applicationChangesRequested,
  newsletter_confirm: newsletterConfirm,
  newsletter_update: newsletterUpdate,
};

/**
 * Renders one outbox message. Throws UnknownTemplateError for a name that is not a TemplateName;
 * any data, however malformed, renders (missing values drop their line).
 */
export function renderEmail(template: string, data: Record<string, unknown>, ctx: RenderContext): RenderedEmail {
  if (!isTemplateName(template)) throw new UnknownTemplateError(template);
  const safeData: Data = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
  const email = TEMPLATES[template](safeData, ctx);
  const subject = cleanText(email.subject);
  const rendered: RenderedEmail = { subject, text: renderText({ ...email, subject }), html: renderHtml({ ...email, subject }) };
  // Every update e-mail, and only those, carries the list's unsubscribe headers.
  const token = template === 'newsletter_update' ? str(safeData, 'unsubscribe_token') : null;
  if (token !== null) rendered.headers = unsubscribeHeaders(ctx, token);
  return rendered;
}
