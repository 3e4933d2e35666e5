import { ACCESSIBILITY_SUMMARY } from '@/content/locales/es/legal/accessibility';
import { LEGAL_SUMMARY_COPY } from '@/content/locales/es/legal/common';
import { DISCLAIMER_SUMMARY } from '@/content/locales/es/legal/disclaimer';
import { PRIVACY_SUMMARY } from '@/content/locales/es/legal/privacy';
import { TERMS_SUMMARY } from '@/content/locales/es/legal/terms';
import { legalSummaryPages } from '../views/legal-summary';

/** The legal pages in Spanish: summaries, the English pages being the binding text. */
export const legalPageFor = legalSummaryPages(
  { terms: TERMS_SUMMARY, privacy: PRIVACY_SUMMARY, disclaimer: DISCLAIMER_SUMMARY, accessibility: ACCESSIBILITY_SUMMARY },
  LEGAL_SUMMARY_COPY,
  'es',
);
