import { Link } from 'react-router-dom';
import { Info, Phone } from 'lucide-react';
import { site } from '@/config/site';
import { FeatureCards, PageHero, ProcessSteps, Section } from '@/components/sections';
import { PageMeta } from '@/components/seo';
import { ABOUT_CONTENT as about } from '@/content/about';
import { t } from './copy';

export function Component() {
  return (
    <>
      <PageMeta title={about.seo.title} description={about.seo.description} path="/about" />
      <PageHero title={about.title} subtitle={t(about.intro[0] ?? '')} />
      {about.intro.length > 1 ? (
        <div className="container-page max-w-3xl pt-12">
          {about.intro.slice(1).map((p) => (
            <p key={p} className="mt-4 text-lg leading-relaxed text-slate-700 first:mt-0">
              {t(p)}
            </p>
          ))}
        </div>
      ) : null}
      <Section id="steps" title={about.stepsHeading}>
        <ProcessSteps steps={about.steps.map((s) => ({ ...s, description: t(s.description) }))} />
      </Section>
      <Section id="values" title={about.valuesHeading} tone="muted">
        <FeatureCards cards={about.values.map((v) => ({ icon: v.icon, title: v.title, description: t(v.text) }))} />
      </Section>
      <section aria-labelledby="disclaimer-heading" className="py-14">
        <div className="container-page">
          <div className="flex gap-4 rounded-2xl border-2 border-urgent-500 bg-urgent-50 p-6">
            <Info aria-hidden="true" className="mt-1 size-6 shrink-0 text-urgent-700" />
            <div>
              <h2 id="disclaimer-heading" className="text-xl font-bold text-slate-900">
                {about.disclaimer.title}
              </h2>
              <p className="mt-2 text-slate-800">{t(about.disclaimer.text)}</p>
              <Link to={about.disclaimer.href} className="link mt-3 inline-block">
                {about.disclaimer.linkLabel}
              </Link>
            </div>
          </div>
        </div>
      </section>
      <section aria-labelledby="about-cta-heading" className="bg-brand-900 text-white">
        <div className="container-page flex flex-col gap-6 py-14 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="about-cta-heading" className="text-2xl font-bold sm:text-3xl">
              {about.cta.title}
            </h2>
            <p className="mt-3 text-lg text-brand-100">{t(about.cta.text)}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to={about.cta.reportHref} className="btn-urgent">
              {about.cta.reportButton}
            </Link>
            <a href={site.phone.href} className="btn-ghost-light">
              <Phone aria-hidden="true" className="size-5" />
              {t(about.cta.callLabel)}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
