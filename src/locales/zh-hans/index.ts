import type { Translation } from '../translation';

/** Simplified Chinese: every word the site says in it is in this folder; this is what the site loads. */
export const TRANSLATION: Translation = {
  frame: () => import('./frame'),
  pages: {
    home: () => import('./pages/home'),
    nyc: () => import('./pages/nyc-overview'),
    borough: () => import('./pages/borough-page'),
    faqs: () => import('./pages/faqs'),
    contact: () => import('./pages/contact'),
    status: () => import('./pages/status'),
    legal: () => import('./pages/legal-page'),
    notFound: () => import('./pages/not-found'),
  },
};
