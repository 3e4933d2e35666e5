/**
 * The languages of the e-mails: a resident's mails are written in the language of the lead
 * (leads.language); the dispatch inbox and the professionals get English, with the resident's
 * language named. Holds the shapes of a language's mail words (MailWords: the frame of every
 * mail, the resident mails' words) and gathers each language's, from locales/<folder>/mail.ts.
 */

import { LOCALE_PREFIX, type Language } from '../languages.ts';
import { MESSAGES } from '../locales/index.ts';
import type { Data } from './read.ts';

export type MailLocale = Language;
const MAIL_LOCALES = Object.keys(LOCALE_PREFIX) as MailLocale[];

/** A language's words in the e-mails: locales/<folder>/mail.ts. */
export interface MailWords {
  /** Intl tag: US English keeps "Nov 23, 2026"; the others use their language's own formats. */
  readonly intl: string;
  readonly frame: FrameWords;
  readonly resident: ResidentWords;
}

function byLanguage<T>(pick: (words: MailWords) => T): Readonly<Record<MailLocale, T>> {
  return Object.fromEntries(MAIL_LOCALES.map((l) => [l, pick(MESSAGES[l].MAIL)])) as Record<MailLocale, T>;
}

export const INTL_TAG = byLanguage((m) => m.intl);

/** The language field of a lead mail's data; English when absent or unknown. */
export function mailLocale(data: Data): MailLocale {
  const value = data.language;
  return typeof value === 'string' && (MAIL_LOCALES as readonly string[]).includes(value) ? (value as MailLocale) : 'en';
}

/** The frame of every mail: greeting, footer, why the reader gets it (each language's in locales/<folder>/mail.ts). */
export interface FrameWords {
  readonly hello: string;
  readonly helloName: string;
  readonly footer: string;
  readonly why: string;
}
export const FRAME = byLanguage((m) => m.frame);

type ContactWay = 'phone' | 'text' | 'email';
type Credential = 'nwco_license' | 'pesticide_certification';
export const CONTACT_WAYS: readonly ContactWay[] = ['phone', 'text', 'email'];

const CONTACT_ATTEMPTS = ['called', 'voicemail', 'texted', 'emailed'] as const;
type ContactAttempt = (typeof CONTACT_ATTEMPTS)[number];
export function isContactAttempt(value: string): value is ContactAttempt {
  return (CONTACT_ATTEMPTS as readonly string[]).includes(value);
}

/** The words of the two mails a resident gets: the confirmation and "a professional has your request". */
export interface ResidentWords {
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

export const RESIDENT = byLanguage((m) => m.resident);
