import type { Seo } from './types';
import { lineHours } from '@/content/line-hours';
import { EMERGENCY_LINE_EN } from './emergency';
import { REVIEW_DAYS_RANGE } from '@/domain/review';
import { CONTACT_PATH } from '@/config/paths';

/** The report flow's, its success page's, the finalize page's and the 404 page's words: apart from site-copy.ts so a page that needs only the shared steps does not load them. */

export const NOT_FOUND_COPY = {
  seo: {
    title: 'Page Not Found',
    description:
      'This page doesn’t exist or has moved. Go back to the home page, or report a wildlife problem and we’ll connect you with a licensed pro.',
  },
  heading: '404: Page Not Found',
  text: 'We could not find the page you were looking for. It may have moved, or the address may be mistyped.',
  homeLink: { label: 'Back to Home', href: '/' },
  contactLink: { label: 'Report an Issue', href: CONTACT_PATH },
} as const satisfies { seo: Seo; [key: string]: unknown };

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
  /** The line above step 1: the emergency rule's own (content/emergency.ts), 911 and 311 as tel: links. */
  emergencyNote: EMERGENCY_LINE_EN,
  callPrompt: lineHours('Prefer to talk? Call our 24/7 dispatch line at {phone}.', 'Prefer to talk? Call our dispatch line at {phone}.'),
} as const satisfies { seo: Seo; [key: string]: unknown };

export const CONTACT_SUCCESS_COPY = {
  seo: {
    title: 'Report Received',
    description:
      'Thank you. Your wildlife report has been received. We offer it to one licensed pro in your borough at a time; the one who accepts contacts you.',
  },
  heading: 'Report Received!',
  text: 'Thank you. We are now finding one licensed professional who serves your borough, offering your request to one at a time.',
  /** The hero when no active professional covers the borough (the flow's phone-only notice says the same). */
  phoneOnlyText: 'Thank you. We have no professional on our network in your borough at the moment, so our dispatch team handles your request by phone.',
  nextSteps: [
    'The professional will call or email you, typically within a few hours and fastest during business hours.',
    'They will ask about the problem and arrange an inspection. Pricing and terms are theirs; you pay them directly.',
    'You’re never obliged to hire them.',
  ],
  callPrompt: 'Need to add something, or is it urgent? Call {phone}.',
  homeLink: { label: 'Back to Home', href: '/' },
} as const satisfies { seo: Seo; [key: string]: unknown };

export const APPLICATION_PAID_COPY = {
  seo: {
    title: 'Finalize Your Application',
    description:
      'Payment received. Confirm your details to submit your application to join the NYC wildlife control dispatch network for review.',
  },
  heading: 'Finalize Your Application',
  intro:
    `Thank you for your payment. Confirm your details below to submit your application for review. We’ll notify you of its status by email, usually within ${REVIEW_DAYS_RANGE} business days.`,
  success: {
    heading: 'Submission Received!',
    text: 'Your application has been submitted. Our team will contact you after review.',
  },
} as const satisfies { seo: Seo; [key: string]: unknown };
