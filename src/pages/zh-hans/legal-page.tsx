import { ACCESSIBILITY_SUMMARY } from '@/content/locales/zh-hans/legal/accessibility';
import { LEGAL_SUMMARY_COPY } from '@/content/locales/zh-hans/legal/common';
import { DISCLAIMER_SUMMARY } from '@/content/locales/zh-hans/legal/disclaimer';
import { PRIVACY_SUMMARY } from '@/content/locales/zh-hans/legal/privacy';
import { TERMS_SUMMARY } from '@/content/locales/zh-hans/legal/terms';
import { legalSummaryPages } from '../views/legal-summary';

/** The legal pages in Simplified Chinese: summaries, the English pages being the binding text. */
export const legalPageFor = legalSummaryPages(
  { terms: TERMS_SUMMARY, privacy: PRIVACY_SUMMARY, disclaimer: DISCLAIMER_SUMMARY, accessibility: ACCESSIBILITY_SUMMARY },
  LEGAL_SUMMARY_COPY,
  'zh-Hans',
);
