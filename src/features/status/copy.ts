import type { ProCredential } from '@/domain/dispatch';
import type { Borough, LeadSpecies } from '@/domain/options';

/**
 * The words of the resident's status page (/status/<token>) in one language. Each language has
 * one module exporting STATUS_COPY (English: locales/en.ts; another language: status.ts in its
 * folder, src/locales/<folder>/); only a page's route module imports
 * one, so a page downloads its own language's words and no other. Components take the copy as
 * a prop and import this type only.
 *
 * Placeholders in braces are filled at render time: `{phone}`, `{reference}`, `{time}` (a day
 * and time in New York), `{stage}` (a step name) and `{hours}` (a count).
 */

/** The steps a request goes through, in order (lead_status `stage`, apart from 'cancelled'). */
export const STATUS_STEPS = ['received', 'looking', 'assigned', 'completed'] as const;
export type StatusStep = (typeof STATUS_STEPS)[number];

/**
 * A string with a count in it, one form per plural category of the language (Intl.PluralRules).
 * `other` is always there; a language lists the other categories it needs.
 */
export type PluralCopy = { readonly other: string } & Readonly<Partial<Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>>>;

/** The error codes the resident's own actions answer with (supabase/migrations, resident_lead and the two actions). */
export const STATUS_ERROR_CODES = ['PT404', 'PT429', 'P0001', '23514'] as const;
export type StatusErrorCode = (typeof STATUS_ERROR_CODES)[number];

/** The names lead_status can give an animal (src/domain/species.ts speciesNames). */
export type StatusSpecies = LeadSpecies | 'Opossum' | 'Mole or vole' | 'Fox or coyote' | 'Domestic cat or dog' | 'Other / not sure';

export type StatusCopy = {
  /** The route's page: its head and what it shows before the request is known. */
  readonly page: {
    /** SEO title (the site name is appended). */
    readonly title: string;
    readonly description: string;
    /** The address has no token. */
    readonly noTokenHeading: string;
    readonly noTokenBody: string;
  };
  readonly loading: string;
  /** The status could not be fetched (we keep trying). */
  readonly unreachable: string;
  /** Read out when the step changes; `{stage}` is a step name or `cancelledStage`. */
  readonly stageAnnouncement: string;
  /** An unknown or malformed token. */
  readonly notFound: {
    readonly heading: string;
    readonly body: string;
  };
  /** The dispatch line's button; `{phone}`. */
  readonly callDispatch: string;
  /** `{reference}` is the request's reference. */
  readonly heading: string;
  /** `{time}`. */
  readonly received: string;
  /** The accessible name of the list of steps. */
  readonly progressLabel: string;
  readonly steps: Readonly<Record<StatusStep, string>>;
  /** The step name a cancelled request is announced with. */
  readonly cancelledStage: string;
  /** After a step's name, for screen readers (the leading space, if any, is the language's). */
  readonly stepDone: string;
  readonly stepNotYet: string;
  /** `{time}`. */
  readonly cancelledByResident: string;
  /** `{time}`. */
  readonly cancelledByDispatch: string;
  /** Said after cancelledByDispatch when dispatch gave a reason the resident may read. */
  readonly cancelReasons: {
    readonly duplicate: string;
    readonly outside_service_area: string;
    readonly referred_to_agency: string;
  };
  /** No professional yet after the promised wait; `{hours}`. */
  readonly waitingTooLong: PluralCopy;
  /** Automatic dispatch found nobody and handed the request to a person (lead_status.needs_person). */
  readonly needsPerson: string;
  /** The professional's card. */
  readonly professional: {
    readonly heading: string;
    /** The heading once the job is completed (issue 31 item 12): the professional is no longer on the way. */
    readonly headingDone: string;
    /** What the number on the card is (lead_status professional.credential). */
    readonly credentials: Readonly<Record<ProCredential, string>>;
    readonly insuredThrough: string;
    readonly serves: string;
    /** The professional's call button; `{phone}`. */
    readonly call: string;
  };
  /** The borough names the database stores (in English), as this language writes them. */
  readonly boroughs: Readonly<Record<Borough, string>>;
  /** Between the boroughs a professional serves. */
  readonly listSeparator: string;
  /** What the resident sent, to check (a typo in the phone is seen here): the animal and the phone's last four digits. */
  readonly sent: {
    readonly heading: string;
    readonly animal: string;
    readonly phone: string;
    /** Under the masked phone. */
    readonly phoneHint: string;
    /** The details the resident added on this page. */
    readonly added: string;
  };
  /** The animals as lead_status names them (species values, and animal types that are no species). */
  readonly species: Readonly<Record<StatusSpecies, string>>;
  /** Add details and cancel, while the request is open. */
  readonly actions: {
    readonly heading: string;
    readonly detailsLabel: string;
    readonly detailsHint: string;
    readonly sendDetails: string;
    /** The accessible name of the cancel confirmation. */
    readonly cancelGroupLabel: string;
    readonly cancelQuestion: string;
    readonly confirmCancel: string;
    readonly keep: string;
    readonly noLongerNeedHelp: string;
  };
  /** After the job: was the problem resolved? (rpc/resident_resolved; "no" reaches the dispatch inbox) */
  readonly resolved: {
    readonly heading: string;
    readonly yes: string;
    readonly no: string;
    readonly thanksYes: string;
    readonly thanksNo: string;
    /** After a "yes", for when the animal comes back. */
    readonly notAfterAll: string;
  };
  readonly toasts: {
    readonly cancelledTitle: string;
    readonly cancelledDescription: string;
    readonly detailsAddedTitle: string;
    readonly detailsAddedDescription: string;
    readonly failedTitle: string;
    /** When the server gave no reason we can show. */
    readonly failedDescription: string;
  };
  /** The reasons the database gives (in English) for refusing an action, in this language. */
  readonly serverErrors: Readonly<Record<StatusErrorCode, string>>;
  /**
   * Who to call first in an emergency, as the report flow's "right help" says: danger (911), then
   * the emergency rule of content/emergency.ts (bite, the animal, a bat), then cats and dogs, then
   * a dead animal.
   */
  readonly emergency: {
    readonly summary: string;
    readonly lines: readonly [string, string, string, string, string, string];
  };
};
