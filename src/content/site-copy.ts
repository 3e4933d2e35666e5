import type { Banner, ProcessSteps, Seo, TrustBadges } from './types';

/**
 * Copy shared by several pages, plus the copy and SEO of the routes that have no content
 * module of their own (report flow, application wizard, finalize page, 404).
 */

/** The three steps shown on the home, about, borough and species pages. */
export const PROCESS_STEPS = [
  {
    number: '01',
    title: 'Report Your Issue',
    description:
      'Tell us what you’re seeing and where, using the form or our 24/7 line at {phone}. It takes a few minutes and it’s free.',
  },
  {
    number: '02',
    title: 'We Find an Expert',
    description:
      'We pass your request to one licensed, insured wildlife professional who serves your borough. Not a list of names, and not a bidding war.',
  },
  {
    number: '03',
    title: 'A Pro Contacts You',
    description:
      'The professional calls or emails you, typically within a few hours and fastest during business hours, to ask questions and arrange a visit. You decide whether to hire them.',
  },
] as const satisfies ProcessSteps;

/**
 * The four trust badges (docs/product-rules.md#routes: state licence, fully insured, carefully
 * vetted, experienced). Species pages swap the first for the credential their work calls for
 * (content/credentials.ts).
 */
export const TRUST_BADGES = [
  { icon: 'badge-check', text: 'Pros hold the NYS DEC license or certification their work needs' },
  { icon: 'shield-check', text: 'Fully insured professionals' },
  { icon: 'user-check', text: 'Carefully vetted before joining' },
  { icon: 'award', text: 'Experienced wildlife pros' },
] as const satisfies TrustBadges;

/** Call banner used where a page has no banner of its own. */
export const URGENT_BANNER_DEFAULT = {
  title: 'Wildlife emergency?',
  text: 'Our dispatch line is open 24/7. Call {phone} and we’ll pass your request to a licensed pro in your borough. If anyone is hurt or in danger, call 911 first.',
} as const satisfies Banner;

/** Label of every 'Report an Issue' button and its target. */
export const REPORT_BUTTON = { label: 'Report an Issue', href: '/contact' } as const;

/** Label of every call button. */
export const CALL_LABEL = 'Call {phone}';

export const HEADER_COPY = {
  callButton: 'Call {phone}',
  callButtonShort: 'Call 24/7',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skipToContent: 'Skip to main content',
} as const;

export const FOOTER_COPY = {
  blurb:
    '{siteName} is a free referral service for New York City. We connect residents, landlords and businesses in all five boroughs with independent, licensed and insured wildlife control professionals.',
  contactHeading: 'Contact',
  phoneLabel: '24/7 dispatch line',
  emailLabel: 'Dispatch email',
  companyHeading: 'Company',
  legalHeading: 'Legal',
  emergency: {
    title: 'Wildlife emergency?',
    text: 'Report it now and we’ll find a licensed pro in your borough.',
    button: 'Report an Issue',
    href: '/contact',
  },
  /** `{year}` is the current year. */
  copyright:
    '© {year} {siteName}. {siteName} is a dispatch and lead-generation network, not a licensed wildlife control operator. All wildlife control work is performed by independent, licensed professionals.',
} as const;

/* ---------------------------------------------------------------- 404 */

export const NOT_FOUND_COPY = {
  seo: {
    title: 'Page Not Found',
    description:
      'This page doesn’t exist or has moved. Go back to the home page, or report a wildlife problem and we’ll connect you with a licensed pro.',
  },
  heading: '404: Page Not Found',
  text: 'We could not find the page you were looking for. It may have moved, or the address may be mistyped.',
  homeLink: { label: 'Back to Home', href: '/' },
  contactLink: { label: 'Report an Issue', href: '/contact' },
} as const satisfies { seo: Seo; [key: string]: unknown };

/* ---------------------------------------------------------------- report an issue */

export const CONTACT_COPY = {
  /** docs/product-rules.md#constants: the report page's title is 'Report an Issue' followed by the product name. */
  seo: {
    title: 'Report an Issue',
    description:
      'Report a wildlife problem anywhere in the five boroughs. Free to use: we pass your request to one licensed, insured professional near you.',
  },
  heading: 'Report a Wildlife Issue',
  intro:
    'Answer a few short questions about the animal and your property. We’ll pass your request to one licensed, insured professional who serves your borough, and they’ll contact you directly. Reporting is free and you’re never obliged to hire.',
  emergencyNote:
    'If someone has been bitten or scratched, or an animal is a danger to people right now, call 911 first. For a bat found in a room where someone was sleeping, call 311 and ask for the Health Department.',
  callPrompt: 'Prefer to talk? Call our 24/7 dispatch line at {phone}.',
} as const satisfies { seo: Seo; [key: string]: unknown };

export const CONTACT_SUCCESS_COPY = {
  seo: {
    title: 'Report Received',
    description:
      'Thank you. Your wildlife report has been received and passed to a licensed professional in your borough, who will contact you directly.',
  },
  heading: 'Report Received!',
  text: 'Thank you. We are passing your request to one licensed professional who serves your borough.',
  nextSteps: [
    'The professional will call or email you, typically within a few hours and fastest during business hours.',
    'They will ask about the problem and arrange an inspection. Pricing and terms are theirs; you pay them directly.',
    'You’re never obliged to hire them.',
  ],
  callPrompt: 'Need to add something, or is it urgent? Call {phone}.',
  homeLink: { label: 'Back to Home', href: '/' },
} as const satisfies { seo: Seo; [key: string]: unknown };

/* ---------------------------------------------------------------- finalize (/application-paid) */

export const APPLICATION_PAID_COPY = {
  seo: {
    title: 'Finalize Your Application',
    description:
      'Payment received. Confirm your details to submit your application to join the NYC wildlife control dispatch network for review.',
  },
  heading: 'Finalize Your Application',
  intro:
    'Thank you for your payment. Confirm your details below to submit your application for review. We’ll notify you of its status by email, usually within 3-5 business days.',
  success: {
    heading: 'Submission Received!',
    text: 'Your application has been submitted. Our team will contact you after review.',
  },
} as const satisfies { seo: Seo; [key: string]: unknown };
