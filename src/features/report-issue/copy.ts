/**
 * Every word the report features show (the /contact flow and its success page, the single lead
 * form of the borough and species pages), in one language. The English is in locales/ (en.ts
 * explains its files); a translation is a set of sibling modules of the same shape (es-*.ts …).
 *
 * Components import only these types, never a language: the page passes its language's copy.
 * The copy is cut in three so a page carries only what it shows: `ContactFlowCopy` for /contact,
 * `LeadFormCopy` for the pages with the single form, both made of `ReportCommonCopy`; and
 * `ReportLaterCopy`, the words needed only once the visitor's answers call for them (renter
 * guidance, a borough without a professional, consent to texts, the form's confirmation), which
 * `loadLater` fetches then. `ReportCopy` is the whole (a page may pass it to either form, at the
 * cost of carrying every word).
 *
 * Templates: `{name}` placeholders are filled by the feature and must be kept (move them where
 * the language needs them); each field names its own. `{phone}` is the dispatch number and
 * `{siteName}` the site's name. A placeholder described as a link becomes a link whose label is
 * the copy's `links` text.
 *
 * The keys of `options` are the values the database stores (src/domain/options.ts): never
 * translate a key, only its label.
 */
import type { HelpAdvice } from '@/content/right-help';
import type { AnimalType, Borough, ContactMethod, Duration, LeadSpecies, PropertyType, Situation } from '@/domain/options';

/** A toast's words (the feature decides its colour and how long it stays). */
export type ToastCopy = { readonly title: string; readonly description: string };

/** "Right help first": who to call instead of (or before) a wildlife professional. */
export type AdviceCopy = { readonly title: string; readonly steps: readonly string[] };
export type AdviceId = HelpAdvice['id'];

/** What a renter should know before reporting (shown when the property type is 'Tenant / renter'). */
export type RenterGuidanceCopy = {
  readonly title: string;
  readonly intro: string;
  readonly points: readonly { readonly heading: string; readonly text: string; readonly link?: { readonly label: string; readonly href: string } }[];
  readonly stillReport: string;
};

/**
 * A consent wording and its version id. The database keeps every wording a resident may have
 * agreed to under its id (private.text_consent_versions): a translated wording needs its own id,
 * added there by a migration with exactly the same text, before a page shows it.
 */
export type TextConsentCopy = { readonly version: string; readonly wording: string };

/** Field messages, shown under the field they belong to. */
export type FieldMessages = {
  readonly zip: string;
  /** '{zip}': the ZIP typed. */
  readonly zipNotCovered: string;
  readonly propertyType: string;
  readonly animalType: string;
  readonly duration: string;
  readonly description: string;
  readonly descriptionTooLong: string;
  readonly name: string;
  readonly nameTooLong: string;
  readonly nameInvalid: string;
  readonly phone: string;
  readonly email: string;
  readonly contactChoice: string;
  readonly contactMethod: string;
  readonly textConsent: string;
  readonly address: string;
  readonly addressTooLong: string;
  readonly unitTooLong: string;
  readonly city: string;
  readonly cityTooLong: string;
  readonly terms: string;
};

/** Shared by both forms. */
export type ReportCommonCopy = {
  /** Added to the label of a link to a page that exists only in English (' (en inglés)'); '' in English. */
  readonly englishMarker: string;
  /** Every call button: '{phone}'. */
  readonly callPhone: string;
  /** Labels of the links in the agreement and the privacy notice (both pages are in English only). */
  readonly links: { readonly terms: string; readonly privacy: string };
  /** How each stored option value is shown (each form adds its own lists). */
  readonly options: {
    readonly propertyTypes: Readonly<Record<PropertyType, string>>;
  };
  readonly coverage: {
    /** A ZIP outside the five boroughs: '{zip}'. */
    readonly comingSoon: ToastCopy;
    /** Under the ZIP field, for a ZIP that also covers addresses in Nassau County: '{zip}'. */
    readonly cityLine: string;
  };
  /** Toasts: '{phone}' may be used in any of them. */
  readonly toasts: {
    readonly incompleteStep: ToastCopy;
    readonly agreementRequired: ToastCopy;
    /** Its title also heads the toast of a borough without an active professional. */
    readonly requestSent: ToastCopy;
    readonly submissionFailed: ToastCopy;
    readonly rateLimited: ToastCopy;
    readonly missingInformation: ToastCopy;
    /** Its title also heads the toast of a borough without an active professional. */
    readonly reportSubmitted: ToastCopy;
  };
  readonly fieldMessages: FieldMessages;
  /** The privacy notice under both forms' submit button. */
  readonly submitNotice: {
    /** The single form only: '{terms}' (link). Ends with the space, if the language wants one, before `privacy`. */
    readonly terms: string;
    /** '{privacy}' (link). */
    readonly privacy: string;
  };
  /** "Track your request" (the resident's status page), after either form. */
  readonly track: {
    readonly button: string;
    readonly keep: string;
    readonly copyLink: string;
    readonly copied: string;
    /** Read by screen readers once copied: '{siteName}'. */
    readonly copiedStatus: string;
  };
  /**
   * The words needed later (ReportLaterCopy), fetched when first needed. One line importing a
   * sibling module: `() => import('./es-later').then((m) => m.REPORT_LATER_ES)`.
   */
  readonly loadLater: () => Promise<ReportLaterCopy>;
};

/** The /contact page: the four-step flow, its page, and the success page. */
export type ContactFlowCopy = ReportCommonCopy & {
  readonly options: {
    readonly animalTypes: Readonly<Record<AnimalType, string>>;
    readonly durations: Readonly<Record<Duration, string>>;
    /** The "right help first" situations (step 2). */
    readonly situations: Readonly<Record<Situation, string>>;
  };
  /** The /contact page around the flow (the page module renders it). '{phone}' in any text. */
  readonly contactPage: {
    readonly seo: { readonly title: string; readonly description: string };
    readonly heading: string;
    readonly intro: string;
    readonly emergencyNote: string;
    readonly callPrompt: string;
    /** Accessible name of the side panel. */
    readonly otherWays: string;
  };
  /** The /contact/success page around the success view (the page module renders it). '{phone}' in any text. */
  readonly successPage: {
    readonly seo: { readonly title: string; readonly description: string };
    readonly heading: string;
    readonly text: string;
    /** The hero's text when no active professional covers the borough (coverage.ts). */
    readonly phoneOnlyText: string;
    readonly callPrompt: string;
  };
  readonly flow: {
    /** '{n}': this step's number, '{total}': how many steps. */
    readonly progress: string;
    readonly stepTitles: Readonly<Record<1 | 2 | 3 | 4, string>>;
    readonly zipLabel: string;
    readonly zipPlaceholder: string;
    readonly streetLabel: string;
    readonly unitLabel: string;
    readonly propertyTypeLegend: string;
    readonly animalLabel: string;
    readonly animalPlaceholder: string;
    readonly durationLabel: string;
    readonly durationPlaceholder: string;
    readonly descriptionLabel: string;
    readonly descriptionHint: string;
    readonly situationsLegend: string;
    readonly situationsHint: string;
    readonly signsLegend: string;
    readonly signsHint: string;
    readonly fullNameLabel: string;
    readonly phoneLabel: string;
    readonly phonePlaceholder: string;
    readonly emailLabel: string;
    readonly contactMethodLegend: string;
    readonly byPhone: string;
    readonly byEmail: string;
    /** Step 4, above the agreement (not shown in a borough without an active professional). */
    readonly review: string;
    /** Step 4's summary: a heading per section (each with an Edit link to its step). */
    readonly reviewSections: { readonly where: string; readonly what: string; readonly how: string };
    /** The link to a section's step (its accessible name adds the section's heading). */
    readonly edit: string;
    /** The five boroughs' names, in the summary. */
    readonly boroughs: Readonly<Record<Borough, string>>;
    /** '{terms}' and '{privacy}' (links). */
    readonly agreement: string;
    readonly back: string;
    readonly next: string;
    readonly submit: string;
  };
  /** "Right help first", shown after step 2 when a situation calls for someone else first. */
  readonly rightHelp: {
    readonly heading: string;
    readonly continueText: string;
    readonly stillWantPro: string;
    readonly changeAnswers: string;
    readonly advice: Readonly<Record<AdviceId, AdviceCopy>>;
  };
  /** /contact/success. */
  readonly success: {
    /** '{reference}': the reference, in large type. */
    readonly reference: string;
    readonly quoteReference: string;
    readonly nextHeading: string;
    readonly nextSteps: readonly string[];
    /** `href` is the English path; the feature adds the language's prefix. */
    readonly homeLink: { readonly label: string; readonly href: string };
  };
};

/** The single form on the borough and species pages. */
export type LeadFormCopy = ReportCommonCopy & {
  readonly options: {
    readonly species: Readonly<Record<LeadSpecies, string>>;
    readonly contactMethods: Readonly<Record<ContactMethod, string>>;
  };
  readonly leadForm: {
    /** Used when the page gives no heading of its own. */
    readonly heading: string;
    readonly intro: string;
    readonly nameLabel: string;
    readonly emailLabel: string;
    readonly phoneLabel: string;
    readonly phonePlaceholder: string;
    readonly propertyTypeLabel: string;
    readonly propertyTypePlaceholder: string;
    readonly addressLabel: string;
    readonly unitLabel: string;
    readonly cityLabel: string;
    readonly zipLabel: string;
    readonly descriptionLabel: string;
    readonly speciesLegend: string;
    readonly contactMethodLegend: string;
    readonly submit: string;
  };
};

/** Words needed only once the visitor's answers call for them (ReportCommonCopy.loadLater). */
export type ReportLaterCopy = {
  /** The five boroughs' names, for the two texts below. */
  readonly boroughs: Readonly<Record<Borough, string>>;
  /** No active professional in the borough, shown before sending: '{borough}', '{phone}'. */
  readonly phoneOnlyNotice: string;
  /** The same, once the report is stored: '{borough}', '{phone}'. */
  readonly phoneOnlySent: string;
  /** Shown when the property type is 'Tenant / renter'. */
  readonly renter: RenterGuidanceCopy;
  /** The single form's consent-to-texts box, shown when the contact method is Text. */
  readonly textConsent: TextConsentCopy;
  /** The single form's confirmation. */
  readonly leadFormReceived: {
    readonly heading: string;
    /** What happens next (replaced by phoneOnlySent in a borough without an active professional). */
    readonly next: string;
    /** '{next}': the text above; '{reference}': the reference, in bold. */
    readonly reference: string;
    /** '{phone}': the dispatch number, as a link. */
    readonly urgent: string;
  };
};

/** Every word of the report features: what a translation provides. */
export type ReportCopy = ContactFlowCopy & LeadFormCopy;
