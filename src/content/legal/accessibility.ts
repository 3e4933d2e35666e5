import type { LegalPage } from '../types';
import { lineHours } from '@/content/line-hours';

/**
 * /accessibility: the accessibility statement. Every test it names runs in this repository
 * (README "npm scripts"): axe at every route (tests/e2e/a11y.spec.ts), keyboard-only runs
 * (tests/e2e/apply.spec.ts, report.spec.ts, dispatch.spec.ts), focus checks
 * (tests/e2e/focus.spec.ts, shell.spec.ts) and Lighthouse in `npm run bench`.
 */
export const ACCESSIBILITY_STATEMENT = {
  seo: {
    title: 'Accessibility Statement',
    description:
      'The accessibility standard our NYC wildlife dispatch site meets (WCAG 2.2 AA), how we test it, its known limits, and how to report a barrier.',
  },
  title: 'Accessibility Statement',
  lastUpdated: '2026-11-24',
  lastUpdatedLabel: 'November 24, 2026',
  intro:
    '{siteName} wants everyone to be able to report a wildlife problem and to apply to join our network, whatever device, browser or assistive technology they use.',
  sections: [
    {
      heading: 'Our Standard',
      paragraphs: [
        'We build and test this website to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA, published by the World Wide Web Consortium (W3C).',
        'In practice: every page works with a keyboard alone; focus is always visible and moves to the new step’s heading in our multi-step forms; form errors are written out and tied to their fields; text and controls keep sufficient contrast; pages reflow on a narrow phone screen without sideways scrolling; and animations are turned off when your device asks for reduced motion.',
      ],
    },
    {
      heading: 'How We Test',
      paragraphs: [
        'Our automated test suite runs on every change to the site, in a real browser (Chromium). It checks every page of the site with the axe accessibility engine against the WCAG 2.0, 2.1 and 2.2 A and AA rules, and also the states a visitor meets along the way: form errors, notifications, the open mobile menu, and each step of the report form and the professional application.',
        'The same suite completes the report form, the professional application (including the test payment page and the finalize page) and the staff console sign-in using the keyboard only, checks that every Tab stop of every page shows a focus indicator with at least 3:1 contrast, that menus and the mobile menu close with Escape and return focus, and that no page scrolls sideways on a 390-pixel-wide phone.',
        'We also measure each group of pages with Lighthouse’s accessibility audit on a simulated mobile phone, aiming for a score of 100.',
        'Automated tests find many barriers but not all of them. That is why your reports matter to us.',
      ],
    },
    {
      heading: 'Known Limits',
      paragraphs: [
        'The pages for residents (the home page, the NYC and borough pages, the FAQs, the report form and the request status page) are also in Spanish, Traditional Chinese and Simplified Chinese, and the legal pages have summaries in those languages. The rest of the site is in English only: the pages about each animal, the professional application, the professionals’ portal and the staff console.',
        'Documents that professionals upload with their applications (licenses, certificates and insurance papers, often scans or photos) are not checked for accessibility, and we cannot make them accessible ourselves.',
        'Card payments for the application fee are taken on our payment provider’s own hosted page, which we do not build or test.',
      ],
    },
    {
      heading: 'Report a Barrier',
      paragraphs: [
        'If something on this site is hard or impossible for you to use, please tell us: email {dispatchEmail} with the page address and what happened. Your message reaches our dispatch team, who will reply and, where we can, fix the problem.',
        lineHours('If you need to report a wildlife problem now and the form does not work for you, call our 24/7 dispatch line at {phone} and we will take the request by phone.', 'If you need to report a wildlife problem now and the form does not work for you, call our dispatch line at {phone} and we will take the request by phone.'),
      ],
    },
  ],
} as const satisfies LegalPage;
