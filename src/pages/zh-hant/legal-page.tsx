import { ACCESSIBILITY_SUMMARY } from '@/content/locales/zh-hant/legal/accessibility';
import { LEGAL_SUMMARY_COPY } from '@/content/locales/zh-hant/legal/common';
import { DISCLAIMER_SUMMARY } from '@/content/locales/zh-hant/legal/disclaimer';
import { PRIVACY_SUMMARY } from '@/content/locales/zh-hant/legal/privacy';
import { TERMS_SUMMARY } from '@/content/locales/zh-hant/legal/terms';
import { legalSummaryPages } from '../views/legal-summary';

/** The legal pages in Traditional Chinese: summaries, the English pages being the binding text. */
export const legalPageFor = legalSummaryPages(
  { terms: TERMS_SUMMARY, privacy: PRIVACY_SUMMARY, disclaimer: DISCLAIMER_SUMMARY, accessibility: ACCESSIBILITY_SUMMARY },
  LEGAL_SUMMARY_COPY,
  'zh-Hant',
);
