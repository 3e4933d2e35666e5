import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { site } from '@/config/site';
import { BoroughIllustration, type BoroughScene } from '@/components/illustrations/borough-illustration';
import { CtaSection, FeatureCards, PageHero, ProcessSteps, Section, TrustBadges } from '@/components/sections';
import { JsonLd, PageMeta, breadcrumbLd, serviceLd } from '@/components/seo';
import { useChromeCopy } from '@/components/layout/frame-context';
import { boroughPath, speciesPath } from '@/content/navigation';
import type { BoroughPage, BoroughSlug } from '@/content/types';
import { localizedPath, type Locale } from '@/domain/locales';
import { withSpeciesCardHref } from './species-card-href';
import { t } from '../copy';
import { Icon } from '@/components/icons/icon';
import { CONTACT_PATH } from '@/config/paths';

const SCENES: Record<BoroughSlug, BoroughScene> = {
  'manhattan-wildlife-control': 'manhattan',
  'brooklyn-wildlife-control': 'brooklyn',
  'queens-wildlife-control': 'queens',
  'bronx-wildlife-control': 'bronx',
  'staten-island-wildlife-control': 'staten-island',
};

function fill(template: string, borough: string): string {
  return template.replace('{borough}', borough);
}

/**
 * One borough page in one language. `leadForm` renders the request form in that language for
 * the borough (its stored borough name, and the page's path as the lead's source).
 */
export function BoroughView({
  slug,
  page,
  locale,
  leadForm,
}: {
  slug: BoroughSlug;
  page: BoroughPage;
  locale: Locale;
  leadForm: (props: { city: string; sourcePage: string }) => ReactNode;
}) {
  const chrome = useChromeCopy();
  const path = localizedPath(locale, boroughPath(slug));
  const p = chrome.pages;
  return (
    <>
      <PageMeta title={page.seo.title} description={page.seo.description} path={path} />
      <JsonLd
        data={serviceLd({
          name: fill(p.boroughServiceName, page.displayName),
          description: page.seo.description,
          path,
          areas: [`${page.displayName}, New York, NY`],
        })}
      />
      <JsonLd
        data={breadcrumbLd([
          { name: p.breadcrumbHome, path: localizedPath(locale, '/') },
          { name: p.breadcrumbNyc, path: localizedPath(locale, '/nyc-wildlife-control') },
          { name: page.displayName, path },
        ])}
      />
      <PageHero eyebrow={fill(p.boroughEyebrow, page.displayName)} title={page.title} subtitle={t(page.heroSubtitle)} aside={<BoroughIllustration scene={SCENES[slug]} alt={page.heroImageAlt} />}>
        <a href={site.phone.href} className="btn-urgent">
          <Icon name="phone" className="size-5" />
          {t(p.callLabel)}
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
              {p.preferToTalk}{' '}
              <a href={site.phone.href} className="link">
                {t(p.callLabel)}
              </a>
              {p.dayOrNight}
            </p>
            <h3 className="mt-8 text-lg font-semibold text-slate-900">{fill(p.seasonalNotes, page.displayName)}</h3>
            <ul className="mt-3 grid gap-2">
              {page.seasonalNotes.map((note) => (
                <li key={note} className="flex gap-2 text-slate-700">
                  <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-urgent-500" />
                  {t(note)}
                </li>
              ))}
            </ul>
          </div>
          {leadForm({ city: page.borough, sourcePage: path })}
        </div>
      </section>
      <Section id="problems" title={fill(p.commonProblems, page.displayName)} tone="muted">
        <FeatureCards
          moreLabel={p.learnMore}
          englishTag={chrome.englishTag}
          cards={page.problems.map((pr) => withSpeciesCardHref(locale, { icon: pr.icon, title: pr.name, description: t(pr.description), href: speciesPath(pr.speciesSlug) }, page.cta.button))}
        />
      </Section>
      <Section id="process" title={p.howItWorks}>
        <ProcessSteps steps={page.process.map((s) => ({ ...s, description: t(s.description) }))} />
      </Section>
      <Section id="trust" title={p.prosYouCanTrust} tone="muted">
        <TrustBadges badges={page.trustBadges} />
      </Section>
      <Section id="neighborhoods" title={fill(p.neighborhoods, page.displayName)}>
        <ul className="flex flex-wrap gap-2">
          {page.neighborhoods.map((n) => (
            <li key={n} className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-4 py-2 text-brand-900">
              <Icon name="map-pin" className="size-4" />
              {n}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-700">
          {p.notSureCovered}{' '}
          <Link to={localizedPath(locale, '/')} className="link">
            {p.checkZip}
          </Link>
          {p.fullStop}
        </p>
      </Section>
      <CtaSection title={page.cta.title} text={t(page.cta.text)} buttonLabel={page.cta.button} href={localizedPath(locale, CONTACT_PATH)} />
    </>
  );
}
