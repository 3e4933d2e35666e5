/**
 * Transactional e-mails of NYC Wildlife Dispatch, rendered from an outbox row (template name +
 * JSON data) into a subject, a plain-text body and an HTML body.
 *
 * This file holds the public names and types, the templates and renderEmail. What they are built
 * from lives in mail/:
 *   - mail/read.ts: reading the untrusted data (str, strArray, bool, int, obj, cleanText);
 *   - mail/locale.ts: the languages and their words (MailLocale, FRAME, RESIDENT, ...);
 *   - mail/format.ts: dates, amounts, lists, references, the site's URLs and RenderContext;
 *   - mail/document.ts: the document model (blocks) and its text and HTML renderers.
 *
 * Plain TypeScript with relative imports only (those modules and the package-free emergency.ts,
 * the emergency rule the site shows too, decline-reasons.ts, phone.ts and review-promise.ts
 * beside it), so the same files run in Deno (Supabase Edge Functions) and in Node/Vitest.
 *
 * The data is untrusted JSON: every field is read through a small typed helper and a missing or
 * malformed value only drops the line that would show it. Every interpolated value is cleaned of
 * CR/LF and other control characters (subject header injection, forged lines in the text body)
 * and HTML-escaped in the HTML body. The HTML is a self-contained document: inline styles only,
 * no images, no remote resources, no tracking.
 */

import { declineReasonLabel } from './decline-reasons.ts';
import { EMERGENCY_RULE, animalParagraph, biteParagraph } from './emergency.ts';
import { compact, p, renderHtml, renderText, rows, type Block, type Email, type Inline } from './mail/document.ts';
import {
  applicationReference,
  consoleApplicationUrl,
  consoleLeadUrl,
  fill,
  formatAmount,
  formatCalendarDate,
  formatDateTime,
  joinList,
  joinListIn,
  LEAD_SOURCES,
  newsletterPageUrl,
  newYorkTime,
  proUrl,
  siteBase,
  statusUrl,
  unsubscribeHeaders,
  type RenderContext,
} from './mail/format.ts';
import { APPLY_PATH } from './site-paths.ts';
import { LOCALE_NAMES } from './languages.ts';
import { CONTACT_WAYS, INTL_TAG, RESIDENT, isContactAttempt, mailLocale, type MailLocale } from './mail/locale.ts';
import { bool, cleanText, int, obj, str, strArray, type Data } from './mail/read.ts';
import { displayPhone, phoneLink } from './phone.ts';
import { REVIEW_DAYS_RANGE } from './review-promise.ts';

export type { RenderContext } from './mail/format.ts';
export type { MailLocale } from './mail/locale.ts';

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
  return ['Prefers', locale === 'en' ? null : LOCALE_NAMES[locale]];
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
      { kind: 'button', href: `${siteBase(ctx)}${APPLY_PATH}${id === null ? '' : `?continue=${encodeURIComponent(id)}`}`, label: 'Update your application' },
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
