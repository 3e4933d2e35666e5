import type { Borough, LeadSpecies } from '../domain/options';

/**
 * Types of the site's copy. Content modules hold plain data (no JSX, no React) typed with
 * `satisfies`; components map `IconKey` to the lucide-react icon of the same kebab-case
 * name (e.g. 'shield-check' → ShieldCheck). Strings may hold the tokens of tokens.ts
 * (`{phone}`, `{dispatchEmail}`, `{partnersEmail}`, `{siteName}`, `{year}`).
 */

/** lucide-react icon names (kebab-case) used by the content. Each one exists in lucide-react. */
export type IconKey =
  | 'award'
  | 'badge-check'
  | 'bird'
  | 'building-2'
  | 'cheese'
  | 'circle-dollar-sign'
  | 'clock'
  | 'dog'
  | 'droplets'
  | 'eye'
  | 'fence'
  | 'footprints'
  | 'hand-coins'
  | 'handshake'
  | 'heart-handshake'
  | 'house'
  | 'leaf'
  | 'map'
  | 'map-pin'
  | 'moon'
  | 'paw-print'
  | 'phone'
  | 'phone-call'
  | 'rat'
  | 'rocket'
  | 'shield-check'
  | 'shovel'
  | 'snowflake'
  | 'sprout'
  | 'squirrel'
  | 'sun'
  | 'target'
  | 'trash'
  | 'trees'
  | 'triangle-alert'
  | 'user-check'
  | 'volume-2'
  | 'wind'
  | 'worm'
  | 'zap';

/** Page title WITHOUT the ' | NYC Wildlife Dispatch' suffix (the app appends it). */
export type Seo = {
  readonly title: string;
  /** 70-160 characters. */
  readonly description: string;
};

export type Sign = {
  readonly icon: IconKey;
  readonly title: string;
  readonly description: string;
};

export type StepNumber = '01' | '02' | '03';

export type Step = {
  readonly number: StepNumber;
  readonly title: string;
  readonly description: string;
};

/** Always three steps, numbered 01, 02, 03. */
export type ProcessSteps = readonly [
  Step & { readonly number: '01' },
  Step & { readonly number: '02' },
  Step & { readonly number: '03' },
];

export type TrustBadge = {
  readonly icon: IconKey;
  readonly text: string;
};

export type TrustBadges = readonly [TrustBadge, TrustBadge, TrustBadge, TrustBadge];

/** `answer` is plain text; paragraphs are separated by a blank line ('\n\n'). */
export type FaqItem = {
  readonly question: string;
  readonly answer: string;
};

export type Banner = {
  readonly title: string;
  readonly text: string;
};

/** A closing call to action: a heading, a line of text and one button. */
export type Cta = {
  readonly title: string;
  readonly text: string;
  readonly button: string;
  readonly href: string;
};

export type LinkItem = {
  readonly label: string;
  readonly href: string;
};

/** A card linking to a page (home and NYC-overview wildlife categories). */
export type CategoryCard = {
  readonly title: string;
  readonly description: string;
  readonly icon: IconKey;
  readonly href: string;
};

/** A card with an icon, a heading and a short text (advantages, values, benefits). */
export type InfoCard = {
  readonly icon: IconKey;
  readonly title: string;
  readonly text: string;
};

/* ---------------------------------------------------------------- species pages */

export type SpeciesSlug =
  | 'rat-removal-nyc'
  | 'mouse-removal-nyc'
  | 'squirrel-removal-nyc'
  | 'bird-removal-nyc'
  | 'raccoon-removal-nyc'
  | 'bat-removal-nyc'
  | 'skunk-removal-nyc'
  | 'opossum-removal-nyc'
  | 'groundhog-removal-nyc'
  | 'mole-vole-removal-nyc'
  | 'snake-removal-nyc'
  | 'fox-coyote-removal-nyc';

/** The three columns of the header's 'Wildlife Services' dropdown. */
export type SpeciesNavGroup = 'Common Pests' | 'Specialized Removal' | 'Ground & Large Animals';

export type SpeciesPage = {
  readonly slug: SpeciesSlug;
  /** Singular display name, e.g. 'Raccoon'. */
  readonly name: string;
  /** Header / breadcrumb label, e.g. 'Raccoon Removal'. */
  readonly navLabel: string;
  readonly navGroup: SpeciesNavGroup;
  /** Species pre-selected in the embedded lead form. */
  readonly leadSpecies: LeadSpecies;
  readonly icon: IconKey;
  readonly seo: Seo;
  /** The h1. */
  readonly headline: string;
  readonly subtitle: string;
  readonly urgentBanner: Banner;
  readonly signs: readonly [Sign, Sign, Sign, Sign];
  readonly process: ProcessSteps;
  /** The NYS DEC credential the work calls for (src/content/credentials.ts). */
  readonly credential: 'nwco' | 'pesticide' | 'birds';
  readonly trustBadges: TrustBadges;
  /** 4-6 questions. */
  readonly faqs: readonly FaqItem[];
  readonly cta: Cta;
  /** One sentence for category cards. */
  readonly cardSummary: string;
};

/* ---------------------------------------------------------------- borough pages */

export type BoroughSlug =
  | 'manhattan-wildlife-control'
  | 'brooklyn-wildlife-control'
  | 'queens-wildlife-control'
  | 'bronx-wildlife-control'
  | 'staten-island-wildlife-control';

export type BoroughProblem = {
  readonly name: string;
  readonly icon: IconKey;
  readonly description: string;
  readonly speciesSlug: SpeciesSlug;
};

export type BoroughPage = {
  readonly slug: BoroughSlug;
  readonly borough: Borough;
  /** 'The Bronx' for the Bronx, otherwise the borough name. */
  readonly displayName: string;
  readonly seo: Seo;
  /** The h1. */
  readonly title: string;
  readonly heroSubtitle: string;
  /** Alt text of the borough's SVG illustration. */
  readonly heroImageAlt: string;
  /** 'Find a Wildlife Pro in {borough}' (docs/product-rules.md#routes). */
  readonly formHeading: string;
  readonly intro: string;
  /** 4-6 common-issue cards. */
  readonly problems: readonly BoroughProblem[];
  /** At least 8 real neighbourhoods. */
  readonly neighborhoods: readonly string[];
  /** 2-3 short seasonal notes. */
  readonly seasonalNotes: readonly string[];
  readonly process: ProcessSteps;
  readonly trustBadges: TrustBadges;
  readonly cta: Cta;
};

/* ---------------------------------------------------------------- legal pages */

export type LegalSection = {
  readonly heading: string;
  readonly paragraphs: readonly string[];
};

export type LegalPage = {
  readonly seo: Seo;
  /** The h1. */
  readonly title: string;
  /** YYYY-MM-DD; change it whenever the text changes. */
  readonly lastUpdated: string;
  /** The same date for display. */
  readonly lastUpdatedLabel: string;
  readonly intro?: string;
  readonly sections: readonly LegalSection[];
};

/**
 * A legal page in another language: a plain summary of the English page, which stays the
 * binding text (the page says so and links to it). One section per section of the English
 * page, in the same order.
 */
export type LegalSummary = Omit<LegalPage, 'lastUpdated' | 'lastUpdatedLabel'> & {
  /**
   * The English page's `lastUpdated` this summary was written from. A test fails when the
   * English text changes after it, until the summary is checked again.
   */
  readonly summarizes: string;
};

/** The words every legal summary of one language shares. */
export type LegalSummaryCopy = {
  /** That this is a summary and the English text is the binding version. */
  readonly notice: string;
  /** The link to the English page (its text is in this language; the page is in English). */
  readonly readEnglish: string;
  /** Before the English version's date, formatted by Intl in this language. */
  readonly englishVersionOf: string;
  /** '… {dispatchEmail} …': the address becomes a mailto link. */
  readonly questions: string;
};

/* ---------------------------------------------------------------- other pages */

export type HomeContent = {
  readonly seo: Seo;
  readonly hero: {
    readonly headline: string;
    readonly subtitle: string;
    readonly zipLabel: string;
    readonly zipPlaceholder: string;
    readonly zipButton: string;
    /** Text of the call button, e.g. 'Call {phone}'. */
    readonly callLabel: string;
    /** Alt text of the hero illustration (the Manhattan scene). */
    readonly imageAlt: string;
  };
  readonly urgentBanner: Banner;
  readonly howItWorks: { readonly heading: string; readonly steps: ProcessSteps };
  readonly categoriesHeading: string;
  /** Exactly six cards. */
  readonly categories: readonly [
    CategoryCard,
    CategoryCard,
    CategoryCard,
    CategoryCard,
    CategoryCard,
    CategoryCard,
  ];
  readonly advantagesHeading: string;
  readonly advantages: readonly [InfoCard, InfoCard, InfoCard];
  readonly boroughsHeading: string;
  readonly boroughsText: string;
  readonly finalCta: Cta;
};

export type AboutContent = {
  readonly seo: Seo;
  readonly title: string;
  readonly intro: readonly string[];
  readonly stepsHeading: string;
  readonly steps: ProcessSteps;
  readonly valuesHeading: string;
  readonly values: readonly [
    InfoCard & { readonly title: 'Trust' },
    InfoCard & { readonly title: 'Quality' },
    InfoCard & { readonly title: 'Reliability' },
  ];
  readonly disclaimer: {
    readonly title: string;
    readonly text: string;
    readonly linkLabel: string;
    readonly href: '/disclaimer';
  };
  readonly cta: {
    readonly title: string;
    readonly text: string;
    readonly reportButton: string;
    readonly reportHref: string;
    /** e.g. 'Call {phone}'. */
    readonly callLabel: string;
  };
};

export type NycOverviewContent = {
  readonly seo: Seo;
  readonly title: string;
  readonly intro: readonly string[];
  readonly categoriesHeading: string;
  /** Exactly 11 cards (docs/product-rules.md#constants). */
  readonly categories: readonly CategoryCard[];
  readonly boroughsHeading: string;
  readonly faqLink: { readonly label: string; readonly href: string };
  readonly cta: Cta;
};

export type FaqPageContent = {
  readonly seo: Seo;
  readonly title: string;
  readonly intro: string;
  /** Exactly 10 items (docs/product-rules.md#constants). */
  readonly items: readonly FaqItem[];
  readonly closing: {
    readonly title: string;
    readonly text: string;
    readonly reportButton: string;
    readonly reportHref: string;
    readonly callLabel: string;
  };
};

/**
 * The featured note of /updates: what is true of the service now. No date and no "coming soon":
 * a launch date nobody can confirm, or a promise that turns false when its day passes, has no
 * place here (src/content/updates.test.ts).
 */
export type Announcement = {
  readonly title: string;
  readonly summary: string;
};

/** Something the service offers today (undated: /updates states no launch date it cannot prove). */
export type PastUpdate = {
  readonly icon: IconKey;
  readonly title: string;
  readonly content: string;
};

export type UpdatesContent = {
  readonly seo: Seo;
  readonly title: 'Platform Updates';
  readonly subtitle: string;
  readonly featuredHeading: string;
  readonly featured: Announcement;
  readonly pastUpdatesHeading: string;
  readonly pastUpdates: readonly PastUpdate[];
  readonly newsletter: {
    readonly heading: 'Get Future Updates';
    readonly text: 'Sign up to receive the latest announcements directly in your inbox.';
    readonly label: 'Email address';
    readonly placeholder: 'Enter your email';
    readonly button: 'Subscribe';
  };
};
