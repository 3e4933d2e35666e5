import { Link } from 'react-router-dom';
import { ArrowRight, Phone } from 'lucide-react';
import { site } from '@/config/site';
import { BoroughIllustration } from '@/components/illustrations/borough-illustration';
import { CtaSection, FeatureCards, PageHero, ProcessSteps, Section, UrgentCallBanner } from '@/components/sections';
import { PageMeta } from '@/components/seo';
import { BOROUGH_NAV, boroughPath } from '@/content/navigation';
import { HOME_CONTENT as home } from '@/content/home';
import { ZipCheckForm } from '@/features/zip-check';
import { t } from './copy';

export function Component() {
  return (
    <>
      <PageMeta title={home.seo.title} description={home.seo.description} path="/" />
      <PageHero
        title={home.hero.headline}
        subtitle={t(home.hero.subtitle)}
        aside={
          <div className="hidden lg:block">
            <BoroughIllustration scene="manhattan" alt={home.hero.imageAlt} />
          </div>
        }
      >
        <ZipCheckForm label={home.hero.zipLabel} placeholder={home.hero.zipPlaceholder} buttonLabel={home.hero.zipButton} />
        <a href={site.phone.href} className="btn-ghost-light mt-4">
          <Phone aria-hidden="true" className="size-5" />
          {t(home.hero.callLabel)}
        </a>
      </PageHero>
      <UrgentCallBanner title={home.urgentBanner.title} text={t(home.urgentBanner.text)} />
      <Section id="how-it-works" title={home.howItWorks.heading} tone="muted">
        <ProcessSteps steps={home.howItWorks.steps.map((s) => ({ ...s, description: t(s.description) }))} />
      </Section>
      <Section id="wildlife" title={home.categoriesHeading}>
        <FeatureCards cards={home.categories} />
      </Section>
      <Section id="advantages" title={home.advantagesHeading} tone="muted">
        <FeatureCards cards={home.advantages.map((a) => ({ icon: a.icon, title: a.title, description: t(a.text) }))} />
      </Section>
      <Section id="boroughs" title={home.boroughsHeading} intro={home.boroughsText}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {BOROUGH_NAV.map((b) => (
            <li key={b.slug}>
              <Link
                to={boroughPath(b.slug)}
                className="flex min-h-14 items-center justify-between rounded-xl border border-slate-200 px-5 font-semibold text-slate-900 hover:border-brand-600 hover:bg-brand-50"
              >
                {b.label}
                <ArrowRight aria-hidden="true" className="size-5 text-brand-700" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <CtaSection title={home.finalCta.title} text={t(home.finalCta.text)} buttonLabel={home.finalCta.button} />
    </>
  );
}
