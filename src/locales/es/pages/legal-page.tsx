import { ACCESSIBILITY_SUMMARY } from '../legal/accessibility';
import { LEGAL_SUMMARY_COPY } from '../legal/common';
import { DISCLAIMER_SUMMARY } from '../legal/disclaimer';
import { PRIVACY_SUMMARY } from '../legal/privacy';
import { TERMS_SUMMARY } from '../legal/terms';
import { legalSummaryPages } from '@/pages/views/legal-summary';

/** The legal pages in Spanish: summaries, the English pages being the binding text. */
export const legalPageFor = legalSummaryPages(
  { terms: TERMS_SUMMARY, privacy: PRIVACY_SUMMARY, disclaimer: DISCLAIMER_SUMMARY, accessibility: ACCESSIBILITY_SUMMARY },
  LEGAL_SUMMARY_COPY,
  'es',
);
