import { Link } from 'react-router-dom';
import { CtaSection, FeatureCards, LinkTiles, PageHero, Section } from '@/components/sections';
import { JsonLd, PageMeta, breadcrumbLd } from '@/components/seo';
import { useChromeCopy } from '@/components/layout/frame-context';
import { BOROUGH_NAV, boroughPath } from '@/content/navigation';
import type { NycOverviewContent } from '@/content/types';
import { localizedPath, type Locale } from '@/domain/locales';
import { withSpeciesCardHref } from './species-card-href';
import { t } from '../copy';
import { CONTACT_PATH } from '@/config/paths';

/** The NYC overview page in one language. */
export function NycOverviewView({ nyc, locale }: { nyc: NycOverviewContent; locale: Locale }) {
  const chrome = useChromeCopy();
  const path = localizedPath(locale, '/nyc-wildlife-control');
  return (
    <>
      <PageMeta title={nyc.seo.title} description={nyc.seo.description} path={path} />
      <JsonLd data={breadcrumbLd([{ name: chrome.pages.breadcrumbHome, path: localizedPath(locale, '/') }, { name: chrome.pages.breadcrumbNyc, path }])} />
      <PageHero title={nyc.title} subtitle={t(nyc.intro[0] ?? '')}>
        <Link to={localizedPath(locale, CONTACT_PATH)} className="btn-urgent">
          {chrome.pages.reportButton}
        </Link>
      </PageHero>
      {nyc.intro.length > 1 ? (
        <div className="container-page max-w-3xl pt-12">
          {nyc.intro.slice(1).map((p) => (
            <p key={p} className="mt-4 text-lg leading-relaxed text-slate-700 first:mt-0">
              {t(p)}
            </p>
          ))}
        </div>
      ) : null}
      <Section id="categories" title={nyc.categoriesHeading}>
        <FeatureCards cards={nyc.categories.map((c) => withSpeciesCardHref(locale, { ...c, description: t(c.description) }, nyc.cta.button))} moreLabel={chrome.pages.learnMore} englishTag={chrome.englishTag} />
        <p className="mt-8">
          <Link to={nyc.faqLink.href} className="btn-outline">
            {nyc.faqLink.label}
          </Link>
        </p>
      </Section>
      <Section id="boroughs" title={nyc.boroughsHeading} tone="muted">
        <LinkTiles links={BOROUGH_NAV.map((b) => ({ label: chrome.nav.boroughs[b.slug], href: localizedPath(locale, boroughPath(b.slug)) }))} />
      </Section>
      <CtaSection title={nyc.cta.title} text={t(nyc.cta.text)} buttonLabel={nyc.cta.button} href={localizedPath(locale, CONTACT_PATH)} />
    </>
  );
}
