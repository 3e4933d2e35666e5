import type { ComponentType } from 'react';
import type { LegalKey } from '@/content/legal/paths';
import { ACCESSIBILITY_SUMMARY } from '@/content/locales/zh-hans/legal/accessibility';
import { LEGAL_SUMMARY_COPY } from '@/content/locales/zh-hans/legal/common';
import { DISCLAIMER_SUMMARY } from '@/content/locales/zh-hans/legal/disclaimer';
import { PRIVACY_SUMMARY } from '@/content/locales/zh-hans/legal/privacy';
import { TERMS_SUMMARY } from '@/content/locales/zh-hans/legal/terms';
import type { LegalSummary } from '@/content/types';
import { LegalSummaryView } from '../views/legal-summary';

const SUMMARIES: Record<LegalKey, LegalSummary> = {
  terms: TERMS_SUMMARY,
  privacy: PRIVACY_SUMMARY,
  disclaimer: DISCLAIMER_SUMMARY,
  accessibility: ACCESSIBILITY_SUMMARY,
};

const cache = new Map<LegalKey, ComponentType>();

/** The legal pages in Simplified Chinese: summaries, the English pages being the binding text. */
export function legalPageFor(which: LegalKey): ComponentType {
  let component = cache.get(which);
  if (!component) {
    component = function LegalSummaryPage() {
      return <LegalSummaryView which={which} summary={SUMMARIES[which]} copy={LEGAL_SUMMARY_COPY} locale="zh-Hans" />;
    };
    cache.set(which, component);
  }
  return component;
}
