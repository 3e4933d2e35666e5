import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { Phone } from 'lucide-react';
import { site } from '@/config/site';
import { CtaSection, FeatureCards, PageHero, ProcessSteps, Section, TrustBadges, UrgentCallBanner } from '@/components/sections';
import { FaqAccordion } from '@/components/sections/disclosures';
import { JsonLd, PageMeta, breadcrumbLd, faqPageLd, serviceLd } from '@/components/seo';
import { speciesPath } from '@/content/navigation';
import { SPECIES_PAGE_LOADERS } from '@/content/species-loaders';
import type { SpeciesPage as SpeciesPageContent, SpeciesSlug } from '@/content/types';
import { LeadForm } from '@/features/report-issue/lead-form';
import { LEAD_FORM_COPY_EN } from '@/features/report-issue/locales/en-lead-form';
import { t } from './copy';

const BOROUGHS = ['Manhattan', 'Brooklyn', 'Queens', 'The Bronx', 'Staten Island'].map((b) => `${b}, New York, NY`);

function SpeciesPage({ slug, page }: { slug: SpeciesSlug; page: SpeciesPageContent }) {
  const path = speciesPath(slug);
  const faqs = page.faqs.map((f) => ({ question: f.question, answer: t(f.answer) }));
  return (
    <>
      <PageMeta title={page.seo.title} description={page.seo.description} path={path} />
      <JsonLd data={serviceLd({ name: `${page.navLabel} referrals in New York City`, description: page.seo.description, path, areas: BOROUGHS })} />
      <JsonLd data={breadcrumbLd([{ name: 'Home', path: '/' }, { name: 'NYC Wildlife Control', path: '/nyc-wildlife-control' }, { name: page.navLabel, path }])} />
      <JsonLd data={faqPageLd(faqs)} />
      <PageHero
        eyebrow={page.navLabel}
        title={page.headline}
        subtitle={t(page.subtitle)}
        aside={<LeadForm copy={LEAD_FORM_COPY_EN} locale="en" species={page.leadSpecies} sourcePage={path} />}
      >
        <a href={site.phone.href} className="btn-ghost-light">
          <Phone aria-hidden="true" className="size-5" />
          Call {site.phone.display}
        </a>
      </PageHero>
      <UrgentCallBanner title={page.urgentBanner.title} text={t(page.urgentBanner.text)} />
      <Section id="signs" title={`Signs of a ${page.name} Problem`}>
        <FeatureCards cards={page.signs.map((s) => ({ icon: s.icon, title: s.title, description: t(s.description) }))} columns={4} />
      </Section>
      <Section id="process" title="How It Works" tone="muted">
        <ProcessSteps steps={page.process.map((s) => ({ ...s, description: t(s.description) }))} />
      </Section>
      <Section id="trust" title="Why Residents Trust Our Network">
        <TrustBadges badges={page.trustBadges} />
      </Section>
      <Section id="faq" title={`${page.name} FAQs`} tone="muted">
        <FaqAccordion items={faqs} />
        <p className="mt-6">
          <Link to="/faqs" className="link">
            View All FAQs
          </Link>
        </p>
      </Section>
      <CtaSection title={page.cta.title} text={t(page.cta.text)} buttonLabel={page.cta.button} />
    </>
  );
}

const cache = new Map<SpeciesSlug, ComponentType>();

/** The route component for one species page and its words, stable per slug. */
function speciesPageFor(slug: SpeciesSlug, page: SpeciesPageContent): ComponentType {
  let component = cache.get(slug);
  if (!component) {
    component = function Species() {
      return <SpeciesPage slug={slug} page={page} />;
    };
    cache.set(slug, component);
  }
  return component;
}

/** The route's page module for one species: its words are loaded on their own (content/species-loaders.ts). */
export async function loadSpeciesPage(slug: SpeciesSlug): Promise<{ Component: ComponentType }> {
  return { Component: speciesPageFor(slug, await SPECIES_PAGE_LOADERS[slug]()) };
}
