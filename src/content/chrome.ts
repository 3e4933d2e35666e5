import type { BoroughSlug, SpeciesNavGroup, SpeciesSlug } from './types';
import { lineHours } from '@/content/line-hours';
import { CONTACT_PATH } from '@/config/paths';

/**
 * The words of the site's frame in one language: menus, header, drawer, footer, the language
 * switcher, and the few words the resident pages set around their content (breadcrumbs, call
 * buttons, borough page headings). Each language has one such module
 * (src/locales/<folder>/chrome.ts); the English one is this.
 *
 * `englishMarker` is added to a link whose page exists only in English.
 */
export type ChromeCopy = {
  readonly skipToContent: string;
  readonly openMenu: string;
  readonly closeMenu: string;
  readonly siteMenu: string;
  readonly mainNavLabel: string;
  readonly mobileNavLabel: string;
  /** The language switcher's accessible name and visible heading in the drawer. */
  readonly languageLabel: string;
  /** Appended to the label of a link to a page that exists only in English; '' in English. */
  readonly englishMarker: string;
  /**
   * The small tag beside a card title whose page exists only in English (a separate element, never
   * part of the title, e.g. Inglés in Spanish); '' in English.
   */
  readonly englishTag: string;
  /** The toast area's landmark name (Radix fills {hotkey}: F8) and each toast's close button. */
  readonly toasts: { readonly region: string; readonly dismiss: string };
  readonly nav: {
    readonly home: string;
    readonly about: string;
    readonly services: string;
    readonly speciesGroups: Readonly<Record<SpeciesNavGroup, string>>;
    readonly species: Readonly<Record<SpeciesSlug, string>>;
    readonly areas: string;
    readonly nycHeading: string;
    readonly nycAll: string;
    readonly boroughs: Readonly<Record<BoroughSlug, string>>;
    readonly report: string;
    readonly forPros: string;
    readonly updates: string;
    readonly faqs: string;
    readonly terms: string;
    readonly privacy: string;
    readonly disclaimer: string;
    readonly accessibility: string;
  };
  readonly pages: {
    /** Breadcrumb names. */
    readonly breadcrumbHome: string;
    readonly breadcrumbNyc: string;
    /** '{phone}' is the dispatch number. */
    readonly callLabel: string;
    readonly reportButton: string;
    /** Borough page: '{borough}' is the borough's name. */
    readonly boroughEyebrow: string;
    readonly boroughServiceName: string;
    readonly preferToTalk: string;
    readonly dayOrNight: string;
    readonly seasonalNotes: string;
    readonly commonProblems: string;
    readonly howItWorks: string;
    readonly prosYouCanTrust: string;
    readonly neighborhoods: string;
    readonly notSureCovered: string;
    readonly checkZip: string;
    /** FAQ page: the accessible name of the questions list. */
    readonly questionsAndAnswers: string;
    /** The 'more' line of a card that links to a page. */
    readonly learnMore: string;
    /** The accessible name of the urgent-call banner. */
    readonly urgentHelp: string;
    /** The sentence end after a link that closes a sentence. */
    readonly fullStop: string;
  };
};

export const CHROME_COPY = {
  skipToContent: 'Skip to content',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  siteMenu: 'Site menu',
  mainNavLabel: 'Main',
  mobileNavLabel: 'Mobile',
  languageLabel: 'Language',
  englishMarker: '',
  englishTag: '',
  toasts: { region: 'Notifications ({hotkey})', dismiss: 'Dismiss notification' },
  nav: {
    home: 'Home',
    about: 'About Us',
    services: 'Wildlife Services',
    speciesGroups: {
      'Common Pests': 'Common Pests',
      'Specialized Removal': 'Specialized Removal',
      'Ground & Large Animals': 'Ground & Large Animals',
    },
    species: {
      'rat-removal-nyc': 'Rat Removal',
      'mouse-removal-nyc': 'Mouse Removal',
      'squirrel-removal-nyc': 'Squirrel Removal',
      'bird-removal-nyc': 'Bird Removal',
      'raccoon-removal-nyc': 'Raccoon Removal',
      'bat-removal-nyc': 'Bat Removal',
      'skunk-removal-nyc': 'Skunk Removal',
      'opossum-removal-nyc': 'Opossum Removal',
      'groundhog-removal-nyc': 'Groundhog Removal',
      'mole-vole-removal-nyc': 'Mole & Vole Removal',
      'snake-removal-nyc': 'Snake Removal',
      'fox-coyote-removal-nyc': 'Fox & Coyote Removal',
    },
    areas: 'Service Areas',
    nycHeading: 'New York City',
    nycAll: 'NYC (All Boroughs)',
    boroughs: {
      'manhattan-wildlife-control': 'Manhattan',
      'brooklyn-wildlife-control': 'Brooklyn',
      'queens-wildlife-control': 'Queens',
      'bronx-wildlife-control': 'The Bronx',
      'staten-island-wildlife-control': 'Staten Island',
    },
    report: 'Report an Issue',
    forPros: 'For Professionals',
    updates: 'Updates',
    faqs: 'FAQs',
    terms: 'Terms of Use',
    privacy: 'Privacy Policy',
    disclaimer: 'Disclaimer',
    accessibility: 'Accessibility',
  },
  pages: {
    breadcrumbHome: 'Home',
    breadcrumbNyc: 'NYC Wildlife Control',
    callLabel: 'Call {phone}',
    reportButton: 'Report an Issue',
    boroughEyebrow: '{borough}, New York City',
    boroughServiceName: 'Wildlife control referrals in {borough}',
    preferToTalk: 'Prefer to talk?',
    dayOrNight: ', day or night.',
    seasonalNotes: 'Seasonal notes for {borough}',
    commonProblems: 'Common Wildlife Problems in {borough}',
    howItWorks: 'How It Works',
    prosYouCanTrust: 'Pros You Can Trust',
    neighborhoods: 'Neighborhoods We Serve in {borough}',
    notSureCovered: 'Not sure your address is covered?',
    checkZip: 'Check your ZIP code',
    questionsAndAnswers: 'Questions and answers',
    learnMore: 'Learn more',
    urgentHelp: 'Urgent help',
    fullStop: '.',
  },
} as const satisfies ChromeCopy;

/** The footer's words (content/site-copy.ts FOOTER_COPY and its translations). */
export type FooterCopy = {
  readonly blurb: string;
  readonly contactHeading: string;
  readonly phoneLabel: string;
  readonly emailLabel: string;
  readonly companyHeading: string;
  readonly legalHeading: string;
  readonly emergency: { readonly title: string; readonly text: string; readonly button: string; readonly href: string };
  readonly copyright: string;
};

export const FOOTER_COPY = {
  blurb:
    '{siteName} is a free referral service for New York City. We connect residents, landlords and businesses in all five boroughs with independent, licensed and insured wildlife control professionals.',
  contactHeading: 'Contact',
  phoneLabel: lineHours('24/7 dispatch line', 'Dispatch line'),
  emailLabel: 'Dispatch email',
  companyHeading: 'Company',
  legalHeading: 'Legal',
  emergency: {
    title: 'Wildlife emergency?',
    text: 'Report it now and we’ll find a licensed pro in your borough.',
    button: 'Report an Issue',
    href: CONTACT_PATH,
  },
  /** `{year}` is the current year. */
  copyright:
    '© {year} {siteName}. {siteName} is a dispatch and lead-generation network, not a licensed wildlife control operator. Professionals in the network are independent businesses; we check their DEC credential and insurance when we approve them.',
} as const satisfies FooterCopy;
