import { ABOUT_CONTENT } from './about';
import { FAQ_PAGE_CONTENT } from './faqs';
import { HOME_CONTENT } from './home';
import { DISCLAIMER } from './legal/disclaimer';
import { PRIVACY_POLICY } from './legal/privacy';
import { TERMS_OF_USE } from './legal/terms';
import { NYC_OVERVIEW_CONTENT } from './nyc-overview';
import { APPLY_COPY, APPLY_SUCCESS_SEO } from './apply';
import { ACCESSIBILITY_STATEMENT } from './legal/accessibility';
import {
  APPLICATION_PAID_COPY,
  CONTACT_COPY,
  CONTACT_SUCCESS_COPY,
  NOT_FOUND_COPY,
} from './site-copy';
import type { Seo } from './types';
import { UPDATES_CONTENT } from './updates';

/**
 * Title and meta description of every route that is not a species or borough page
 * (those carry their own `seo`). Titles exclude the ' | NYC Wildlife Dispatch' suffix.
 */
export const PAGE_SEO = {
  home: HOME_CONTENT.seo,
  about: ABOUT_CONTENT.seo,
  nycOverview: NYC_OVERVIEW_CONTENT.seo,
  faqs: FAQ_PAGE_CONTENT.seo,
  updates: UPDATES_CONTENT.seo,
  contact: CONTACT_COPY.seo,
  contactSuccess: CONTACT_SUCCESS_COPY.seo,
  apply: APPLY_COPY.seo,
  applySuccess: APPLY_SUCCESS_SEO,
  applicationPaid: APPLICATION_PAID_COPY.seo,
  terms: TERMS_OF_USE.seo,
  privacy: PRIVACY_POLICY.seo,
  disclaimer: DISCLAIMER.seo,
  accessibility: ACCESSIBILITY_STATEMENT.seo,
  notFound: NOT_FOUND_COPY.seo,
} as const satisfies Record<string, Seo>;

export type PageSeoKey = keyof typeof PAGE_SEO;
