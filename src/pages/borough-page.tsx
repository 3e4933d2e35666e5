import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { MapPin, Phone } from 'lucide-react';
import { site } from '@/config/site';
import { BoroughIllustration, type BoroughScene } from '@/components/illustrations/borough-illustration';
import { CtaSection, FeatureCards, PageHero, ProcessSteps, Section, TrustBadges } from '@/components/sections';
import { JsonLd, PageMeta, breadcrumbLd, serviceLd } from '@/components/seo';
import { BOROUGH_PAGES } from '@/content/boroughs';
import { boroughPath, speciesPath } from '@/content/navigation';
import type { BoroughSlug } from '@/content/types';
import { LeadForm } from '@/features/report-issue/lead-form';
import { t } from './copy';

const SCENES: Record<BoroughSlug, BoroughScene> = {
  'manhattan-wildlife-control': 'manhattan',
  'brooklyn-wildlife-control': 'brooklyn',
  'queens-wildlife-control': 'queens',
  'bronx-wildlife-control': 'bronx',
  'staten-island-wildlife-control': 'staten-island',
};

function BoroughPage({ slug }: { slug: BoroughSlug }) {
  const page = BOROUGH_PAGES[slug];
  const path = boroughPath(slug);
  return (
    <>
      <PageMeta title={page.seo.title} description={page.seo.description} path={path} />
      <JsonLd
        data={serviceLd({
          name: `Wildlife control referrals in ${page.displayName}`,
          description: page.seo.description,
          path,
          areas: [`${page.displayName}, New York, NY`],
        })}
      />
      <JsonLd data={breadcrumbLd([{ name: 'Home', path: '/' }, { name: 'NYC Wildlife Control', path: '/nyc-wildlife-control' }, { name: page.displayName, path }])} />
      <PageHero eyebrow={`${page.displayName}, New York City`} title={page.title} subtitle={t(page.heroSubtitle)} aside={<BoroughIllustration scene={SCENES[slug]} alt={page.heroImageAlt} />}>
        <a href={site.phone.href} className="btn-urgent">
          <Phone aria-hidden="true" className="size-5" />
          Call {site.phone.display}
        </a>
      </PageHero>
      <section aria-labelledby="find-pro-heading" className="py-14">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-start">
          <div>
            <h2 id="find-pro-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {page.formHeading}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{t(page.intro)}</p>
            <p className="mt-4 text-slate-700">
              Prefer to talk?{' '}
              <a href={site.phone.href} className="link">
                Call {site.phone.display}
              </a>
              , day or night.
            </p>
            <h3 className="mt-8 text-lg font-semibold text-slate-900">Seasonal notes for {page.displayName}</h3>
            <ul className="mt-3 grid gap-2">
              {page.seasonalNotes.map((note) => (
                <li key={note} className="flex gap-2 text-slate-700">
                  <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-urgent-500" />
                  {t(note)}
                </li>
              ))}
            </ul>
          </div>
          <LeadForm city={page.borough} sourcePage={path} />
        </div>
      </section>
      <Section id="problems" title={`Common Wildlife Problems in ${page.displayName}`} tone="muted">
        <FeatureCards
          cards={page.problems.map((p) => ({ icon: p.icon, title: p.name, description: t(p.description), href: speciesPath(p.speciesSlug) }))}
        />
      </Section>
      <Section id="process" title="How It Works">
        <ProcessSteps steps={page.process.map((s) => ({ ...s, description: t(s.description) }))} />
      </Section>
      <Section id="trust" title="Pros You Can Trust" tone="muted">
        <TrustBadges badges={page.trustBadges} />
      </Section>
      <Section id="neighborhoods" title={`Neighborhoods We Serve in ${page.displayName}`}>
        <ul className="flex flex-wrap gap-2">
          {page.neighborhoods.map((n) => (
            <li key={n} className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-4 py-2 text-brand-900">
              <MapPin aria-hidden="true" className="size-4" />
              {n}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-700">
          Not sure your address is covered?{' '}
          <Link to="/" className="link">
            Check your ZIP code
          </Link>
          .
        </p>
      </Section>
      <CtaSection title={page.cta.title} text={t(page.cta.text)} buttonLabel={page.cta.button} />
    </>
  );
}

const cache = new Map<BoroughSlug, ComponentType>();

/** The route component for one borough page (stable per slug). */
export function boroughPageFor(slug: BoroughSlug): ComponentType {
  let component = cache.get(slug);
  if (!component) {
    component = function BoroughRoute() {
      return <BoroughPage slug={slug} />;
    };
    cache.set(slug, component);
  }
  return component;
}
