import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { site } from '@/config/site';
import { BoroughIllustration } from '@/components/illustrations/borough-illustration';
import { CtaSection, FeatureCards, LinkTiles, PageHero, ProcessSteps, Section, UrgentCallBanner } from '@/components/sections';
import { PageMeta } from '@/components/seo';
import { useChromeCopy } from '@/components/layout/frame-context';
import { BOROUGH_NAV, boroughPath } from '@/content/navigation';
import type { HomeContent } from '@/content/types';
import { localizedPath, type Locale } from '@/domain/locales';
import { withSpeciesCardHref } from './species-card-href';
import { t } from '../copy';
import { Icon } from '@/components/icons/icon';
import { CONTACT_PATH } from '@/config/paths';

/** The home page in one language; `zipCheck` is the ZIP check form in that language. */
export function HomeView({ home, locale, zipCheck }: { home: HomeContent; locale: Locale; zipCheck: ReactNode }) {
  const chrome = useChromeCopy();
  return (
    <>
      <PageMeta title={home.seo.title} description={home.seo.description} path={localizedPath(locale, '/')} />
      <PageHero
        title={home.hero.headline}
        subtitle={t(home.hero.subtitle)}
        aside={
          <div className="hidden lg:block">
            <BoroughIllustration scene="manhattan" alt={home.hero.imageAlt} />
          </div>
        }
      >
        {zipCheck}
        {/* At night on a phone the report should be one tap away, without checking a ZIP first. */}
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={localizedPath(locale, CONTACT_PATH)} className="btn-ghost-light">
            {home.finalCta.button}
          </Link>
          <a href={site.phone.href} className="btn-ghost-light">
            <Icon name="phone" className="size-5" />
            {t(home.hero.callLabel)}
          </a>
        </div>
      </PageHero>
      <UrgentCallBanner title={home.urgentBanner.title} text={t(home.urgentBanner.text)} label={chrome.pages.urgentHelp} callLabel={t(chrome.pages.callLabel)} />
      <Section id="how-it-works" title={home.howItWorks.heading} tone="muted">
        <ProcessSteps steps={home.howItWorks.steps.map((s) => ({ ...s, description: t(s.description) }))} />
      </Section>
      <Section id="wildlife" title={home.categoriesHeading}>
        <FeatureCards cards={home.categories.map((c) => withSpeciesCardHref(locale, c, home.finalCta.button))} moreLabel={chrome.pages.learnMore} englishTag={chrome.englishTag} />
      </Section>
      <Section id="advantages" title={home.advantagesHeading} tone="muted">
        <FeatureCards cards={home.advantages.map((a) => ({ icon: a.icon, title: a.title, description: t(a.text) }))} />
      </Section>
      <Section id="boroughs" title={home.boroughsHeading} intro={home.boroughsText}>
        <LinkTiles links={BOROUGH_NAV.map((b) => ({ label: chrome.nav.boroughs[b.slug], href: localizedPath(locale, boroughPath(b.slug)) }))} />
      </Section>
      <CtaSection title={home.finalCta.title} text={t(home.finalCta.text)} buttonLabel={home.finalCta.button} href={localizedPath(locale, CONTACT_PATH)} />
    </>
  );
}
