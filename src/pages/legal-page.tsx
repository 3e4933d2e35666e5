import type { ComponentType } from 'react';
import { site } from '@/config/site';
import { PageMeta } from '@/components/seo';
import { ACCESSIBILITY_STATEMENT } from '@/content/legal/accessibility';
import { DISCLAIMER } from '@/content/legal/disclaimer';
import { PRIVACY_POLICY } from '@/content/legal/privacy';
import { TERMS_OF_USE } from '@/content/legal/terms';
import type { LegalPage as LegalContent } from '@/content/types';
import { LEGAL_PATHS, type LegalKey } from '@/content/legal/paths';
import { LegalParagraph, LegalSections } from './views/legal-paragraph';

const PAGES: Record<LegalKey, LegalContent> = {
  terms: TERMS_OF_USE,
  privacy: PRIVACY_POLICY,
  disclaimer: DISCLAIMER,
  accessibility: ACCESSIBILITY_STATEMENT,
};

function LegalPage({ which }: { which: LegalKey }) {
  const content = PAGES[which];
  const path = LEGAL_PATHS[which];
  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <PageMeta title={content.seo.title} description={content.seo.description} path={path} ogType="article" />
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{content.title}</h1>
      <p className="mt-3 text-slate-600">
        Last updated: <time dateTime={content.lastUpdated}>{content.lastUpdatedLabel}</time>
      </p>
      {content.intro ? <LegalParagraph text={content.intro} /> : null}
      <LegalSections sections={content.sections} />
      <p className="mt-12 rounded-xl bg-slate-50 p-5 text-slate-700">
        Questions about this page? E-mail{' '}
        <a href={`mailto:${site.email.dispatch}`} className="link">
          {site.email.dispatch}
        </a>
        .
      </p>
    </article>
  );
}

const cache = new Map<LegalKey, ComponentType>();

export function legalPageFor(which: LegalKey): ComponentType {
  let component = cache.get(which);
  if (!component) {
    component = function Legal() {
      return <LegalPage which={which} />;
    };
    cache.set(which, component);
  }
  return component;
}
