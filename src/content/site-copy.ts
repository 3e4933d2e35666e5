import type { Banner, ProcessSteps, TrustBadges } from './types';
import { lineHours } from '@/content/line-hours';
import { CONTACT_PATH } from '@/config/paths';

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
      lineHours('Tell us what you’re seeing and where, using the form or our 24/7 line at {phone}. It takes a few minutes and it’s free.', 'Tell us what you’re seeing and where, using the form or our dispatch line at {phone}. It takes a few minutes and it’s free.'),
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
 * The four trust badges (docs/product-rules.md#routes): only what the review checks: the state
 * credential, general liability insurance that exists and is current, the review itself, and
 * that professionals are independent businesses serving the borough. Nothing about experience,
 * which the review does not ask. Species pages swap the first for the credential their work
 * calls for (content/credentials.ts).
 */
export const TRUST_BADGES = [
  { icon: 'badge-check', text: 'Pros hold the NYS DEC license or certification their work needs' },
  { icon: 'shield-check', text: 'General liability insurance checked at approval' },
  { icon: 'user-check', text: 'Each application reviewed by our team before joining' },
  { icon: 'award', text: 'Independent businesses that serve your borough' },
] as const satisfies TrustBadges;

/** Call banner used where a page has no banner of its own. */
export const URGENT_BANNER_DEFAULT = {
  title: 'Wildlife emergency?',
  text: lineHours('Our dispatch line is open 24/7. Call {phone} and we’ll pass your request to a licensed pro in your borough. If anyone is hurt or in danger, call 911 first.', 'Call our dispatch line at {phone} and we’ll pass your request to a licensed pro in your borough. If anyone is hurt or in danger, call 911 first.'),
} as const satisfies Banner;

/** Label of every 'Report an Issue' button and its target. */
export const REPORT_BUTTON = { label: 'Report an Issue', href: CONTACT_PATH } as const;

/** Label of every call button. */
export const CALL_LABEL = 'Call {phone}';

export const HEADER_COPY = {
  callButton: 'Call {phone}',
  callButtonShort: lineHours('Call 24/7', 'Call us'),
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skipToContent: 'Skip to main content',
} as const;

export { FOOTER_COPY } from './chrome';

/* ---------------------------------------------------------------- 404 */


/* ---------------------------------------------------------------- report an issue */



/* ---------------------------------------------------------------- finalize (/application-paid) */

export { APPLICATION_PAID_COPY, CONTACT_COPY, CONTACT_SUCCESS_COPY, NOT_FOUND_COPY } from './page-copy';
