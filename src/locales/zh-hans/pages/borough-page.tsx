import type { ComponentType } from 'react';
import { BOROUGH_PAGES } from '../boroughs';
import type { BoroughSlug } from '@/content/types';
import { LeadForm } from '@/features/report-issue/lead-form';
import { LEAD_FORM_COPY } from '../report/lead-form';
import { BoroughView } from '@/pages/views/borough';

const cache = new Map<BoroughSlug, ComponentType>();

/** The route component for one borough page in Simplified Chinese (stable per slug). */
export function boroughPageFor(slug: BoroughSlug): ComponentType {
  let component = cache.get(slug);
  if (!component) {
    component = function BoroughRoute() {
      return <BoroughView slug={slug} page={BOROUGH_PAGES[slug]} locale="zh-Hans" leadForm={(props) => <LeadForm copy={LEAD_FORM_COPY} locale="zh-Hans" {...props} />} />;
    };
    cache.set(slug, component);
  }
  return component;
}
