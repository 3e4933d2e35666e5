import type { ComponentType } from 'react';
import type { LegalKey } from '@/content/legal/paths';
import { ACCESSIBILITY_SUMMARY } from '@/content/locales/es/legal/accessibility';
import { LEGAL_SUMMARY_COPY } from '@/content/locales/es/legal/common';
import { DISCLAIMER_SUMMARY } from '@/content/locales/es/legal/disclaimer';
import { PRIVACY_SUMMARY } from '@/content/locales/es/legal/privacy';
import { TERMS_SUMMARY } from '@/content/locales/es/legal/terms';
import type { LegalSummary } from '@/content/types';
import { LegalSummaryView } from '../views/legal-summary';

const SUMMARIES: Record<LegalKey, LegalSummary> = {
  terms: TERMS_SUMMARY,
  privacy: PRIVACY_SUMMARY,
  disclaimer: DISCLAIMER_SUMMARY,
  accessibility: ACCESSIBILITY_SUMMARY,
};

const cache = new Map<LegalKey, ComponentType>();

/** The legal pages in Spanish: summaries, the English pages being the binding text. */
export function legalPageFor(which: LegalKey): ComponentType {
  let component = cache.get(which);
  if (!component) {
    component = function LegalSummaryPage() {
      return <LegalSummaryView which={which} summary={SUMMARIES[which]} copy={LEGAL_SUMMARY_COPY} locale="es" />;
    };
    cache.set(which, component);
  }
  return component;
}
