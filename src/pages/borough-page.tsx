import type { ComponentType } from 'react';
import { BOROUGH_PAGES } from '@/content/boroughs';
import type { BoroughSlug } from '@/content/types';
import { LeadForm } from '@/features/report-issue/lead-form';
import { LEAD_FORM_COPY_EN } from '@/features/report-issue/locales/en-lead-form';
import { BoroughView } from './views/borough';

const cache = new Map<BoroughSlug, ComponentType>();

/** The route component for one borough page (stable per slug). */
export function boroughPageFor(slug: BoroughSlug): ComponentType {
  let component = cache.get(slug);
  if (!component) {
    component = function BoroughRoute() {
      return <BoroughView slug={slug} page={BOROUGH_PAGES[slug]} locale="en" leadForm={(props) => <LeadForm {...props} copy={LEAD_FORM_COPY_EN} locale="en" />} />;
    };
    cache.set(slug, component);
  }
  return component;
}
