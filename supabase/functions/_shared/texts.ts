/**
 * The words of NYC Wildlife Dispatch's text messages: the outbox's `text_*` templates (rendered
 * by deliver-notifications) and the replies to a text (sms-inbound), from what the database
 * decided (private.lead_events_text, private.text_reply in
 * supabase/migrations/20261127190000_text_messages.sql).
 *
 * Every text carries the brand name and fits one or two segments in its language (GSM-7 for
 * English and Spanish, UCS-2 for Chinese; texts_test.ts counts them with `smsSegments`). A
 * professional's offer carries no address or contact detail; the call details come only after
 * acceptance, as in the portal.
 *
 * Plain TypeScript without package imports: Deno (the Edge Functions) and Node (tests, the local
 * SMS inbox) share it. The data is untrusted JSON, read through small typed helpers.
 */

import { LOCALE_PREFIX, type Language } from './languages.ts';
import { MESSAGES } from './locales/index.ts';
import { PRO_PATH, dispatchLeadPath, statusPath } from './site-paths.ts';
import { displayPhone } from './phone.ts';

export const BRAND = 'NYC Wildlife Dispatch';

export type TextTemplate =
  | 'text_lead_received'
  | 'text_lead_assigned'
  | 'text_offer_new'
  | 'text_offer_closed'
  | 'text_offer_accepted'
  | 'text_escalated';

export const TEXT_TEMPLATES: readonly TextTemplate[] = Object.freeze([
  'text_lead_received',
  'text_lead_assigned',
  'text_offer_new',
  'text_offer_closed',
  'text_offer_accepted',
  'text_escalated',
]);

export type TextLocale = Language;

/** The texts a resident gets, in one language (locales/<folder>/texts.ts); professionals and dispatch get English, written below. */
export interface TextWords {
  readonly leadReceived: (words: { brand: string; reference: string; url: string }) => string;
  readonly leadAssigned: (words: { brand: string; business: string; credential: string; reference: string }) => string;
  /** The credential the professional's number is, named as briefly as a text allows. */
  readonly credential: Readonly<Record<'nwco_license' | 'pesticide_certification', string>>;
}

export interface TextContext {
  /** Public site origin, e.g. https://www.nycwildlifedispatch.com. */
  siteUrl: string;
  /** The dispatch line as shown to people, e.g. "(212) 555-0142". */
  dispatchPhone: string;
}

/** The GSM 03.38 basic character set: one septet each (ESC, 0x1B, is left out: it prefixes the extension). */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table: ESC + one septet, so two each. */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export interface SmsSegments {
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
}

/**
 * How many SMS a body is sent as. GSM-7 when every character is in the GSM 03.38 tables (160
 * septets in one SMS, 153 per part once split, as the concatenation header takes 7), otherwise
 * UCS-2 (70 UTF-16 units, 67 per part). A part never ends in half a character: an extension
 * character's two septets, or an emoji's surrogate pair, move to the next part whole, as phones
 * do. An empty body is still one SMS.
 */
export function smsSegments(body: string): SmsSegments {
  const characters = [...body];
  const gsm = characters.every((c) => GSM_BASIC.has(c) || GSM_EXTENSION.has(c));
  const sizes = gsm ? characters.map((c) => (GSM_EXTENSION.has(c) ? 2 : 1)) : characters.map((c) => c.length);
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return { encoding: gsm ? 'GSM-7' : 'UCS-2', segments: countParts(sizes, single, part) };
}

function countParts(sizes: number[], single: number, part: number): number {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total <= single) return 1;
  let parts = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > part) {
      parts += 1;
      used = 0;
    }
    used += size;
  }
  return parts;
}

function str(data: Record<string, unknown>, key: string): string | null {
  const value = data[key];
  return typeof value === 'string' && value.trim() !== '' ? clean(value) : null;
}

/** One line, no control characters, no characters a carrier would mangle. */
function clean(value: string): string {
  return value
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters; "..." (an ellipsis character would force UCS-2). */
function shortText(value: string | null, max: number): string | null {
  if (value === null) return null;
  return value.length <= max ? value : `${value.slice(0, max - 3).trimEnd()}...`;
}

function locale(data: Record<string, unknown>): TextLocale {
  const value = data.language;
  return typeof value === 'string' && Object.hasOwn(LOCALE_PREFIX, value) ? (value as TextLocale) : 'en';
}

function site(ctx: TextContext): string {
  return clean(ctx.siteUrl).replace(/\/+$/, '');
}

function statusUrl(ctx: TextContext, token: string | null, lang: TextLocale): string | null {
  return token === null ? null : `${site(ctx)}${statusPath(token, LOCALE_PREFIX[lang])}`;
}

/** "2:35 AM" in New York time (ICU's narrow no-break space would force UCS-2: a plain space). */
function nyTime(iso: string | null): string | null {
  if (iso === null || !Number.isFinite(Date.parse(iso))) return null;
  return clean(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' }).format(new Date(iso)));
}

function speciesOf(data: Record<string, unknown>): string {
  const value = data.species;
  const list = Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string' && s.trim() !== '').map(clean) : [];
  return list.length === 0 ? 'Wildlife' : shortText(list.join(', '), 40) ?? 'Wildlife';
}

const ESCALATION_REASONS: Record<string, string> = {
  offer_limit: 'automatic offers found nobody',
  nobody_qualifies: 'no professional qualifies',
};

/** The text of an outbox row (template + data), or an error for a template it does not know. */
export function renderText(template: string, data: Record<string, unknown>, ctx: TextContext): string {
  const reference = str(data, 'reference') ?? '';
  const lang = locale(data);
  switch (template) {
    case 'text_lead_received': {
      const url = statusUrl(ctx, str(data, 'status_token'), lang) ?? site(ctx);
      return MESSAGES[lang].TEXTS.leadReceived({ brand: BRAND, reference, url });
    }
    case 'text_lead_assigned': {
      const business = shortText(str(data, 'business_name'), 40) ?? '';
      const words = MESSAGES[lang].TEXTS;
      const credential = words.credential[str(data, 'credential') === 'pesticide_certification' ? 'pesticide_certification' : 'nwco_license'];
      return words.leadAssigned({ brand: BRAND, business, credential, reference });
    }
    case 'text_offer_new': {
      const code = str(data, 'code') ?? '';
      const where = [str(data, 'borough'), str(data, 'zip')].filter((s) => s !== null).join(' ');
      const expires = nyTime(str(data, 'expires_at'));
      return `${BRAND}: new job offer ${reference}: ${speciesOf(data)}, ${where}.${expires ? ` Expires ${expires}.` : ''} Reply YES ${code} to accept or NO ${code} to decline. ${site(ctx)}${PRO_PATH}`;
    }
    case 'text_offer_closed': {
      const what = str(data, 'outcome') === 'withdrawn' ? 'was withdrawn by dispatch' : 'has expired';
      return `${BRAND}: offer ${reference} (${str(data, 'code') ?? ''}) ${what}. No need to reply.`;
    }
    case 'text_offer_accepted': {
      const name = shortText(str(data, 'first_name'), 30) ?? 'the resident';
      const phone = displayPhone(str(data, 'phone') ?? '');
      return `${BRAND}: job ${reference} is yours. Call ${name} now at ${phone}. Details: ${site(ctx)}${PRO_PATH}`;
    }
    case 'text_escalated': {
      const why = ESCALATION_REASONS[str(data, 'reason') ?? ''] ?? 'it needs a person';
      return `${BRAND}: ${reference} (${str(data, 'borough') ?? 'NYC'}) needs a person: ${why}. ${site(ctx)}${dispatchLeadPath(reference)}`;
    }
    default:
      throw new Error(`Unknown text template: ${template}`);
  }
}

/** What private.text_reply answered. */
export type ReplyOutcome = Record<string, unknown> & { kind?: unknown };

// The offers a professional answers are their own: "already accepted" was by them.
const CLOSED: Record<string, string> = {
  accepted: 'already accepted by you (the details are in the portal)',
  declined: 'already declined by you',
  withdrawn: 'withdrawn by dispatch',
  expired: 'expired',
};

/** The reply to a text, from what the database did with it. */
export function replyText(outcome: ReplyOutcome, ctx: TextContext): string {
  const phone = clean(ctx.dispatchPhone);
  const call = phone === '' ? 'call dispatch' : `call ${phone}`;
  const reference = str(outcome, 'reference') ?? '';
  switch (outcome.kind) {
    case 'stopped':
      return `${BRAND}: you will get no more texts from us. Reply START to get them again.`;
    case 'started':
      return `${BRAND}: texts are on again. Reply HELP for help, STOP to stop.`;
    case 'help':
      return `${BRAND}: texts about wildlife requests and job offers. For help ${call}, any time. Msg&data rates may apply. Reply STOP to stop.`;
    case 'accepted':
      return `${BRAND}: you accepted ${reference}. The resident's name and phone follow in the next text.`;
    case 'declined':
      return `${BRAND}: you declined ${reference}. Thank you for answering.`;
    case 'which': {
      const codes = Array.isArray(outcome.codes) ? outcome.codes.filter((c): c is string => typeof c === 'string').map(clean) : [];
      return `${BRAND}: you have ${codes.length} open offers. Reply YES or NO with the code: ${codes.join(', ')}.`;
    }
    case 'closed':
      return `${BRAND}: offer ${reference} was ${CLOSED[str(outcome, 'status') ?? ''] ?? 'closed'}, so it cannot be answered now.`;
    case 'refused':
      return `${BRAND}: that did not go through for ${reference}: ${shortText(str(outcome, 'message'), 120) ?? 'refused'} Open ${site(ctx)}${PRO_PATH} or ${call}.`;
    case 'no_offer':
      return `${BRAND}: you have no open offer right now.`;
    case 'no_such_code':
      return `${BRAND}: no offer of yours has the code ${shortText(str(outcome, 'code'), 12) ?? ''}. Check the code in the offer text.`;
    case 'no_account':
      return `${BRAND}: answer offers in the portal once your account is set up, or ${call}.`;
    case 'unknown_number':
      return `${BRAND}: this number is not set up to answer offers. For help ${call}.`;
    default:
      return `${BRAND}: reply YES or NO to an offer, HELP for help, STOP to stop texts.`;
  }
}
