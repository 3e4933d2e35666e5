import { Mail, Phone } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { site } from '@/config/site';
import { FeatureCards, PageHero, Section } from '@/components/sections';
import { PageMeta } from '@/components/seo';
import { APPLY_COPY as copy, APPLY_SUCCESS_SEO } from '@/content/apply';
import { ApplyWizard, stepForPath } from '@/features/apply';
import { t } from './copy';
import { APPLY_PATH } from '@/config/paths';

/** /apply and /apply/*: the professional application wizard (unknown sub-path = step 1). */
export function Component() {
  const { pathname } = useLocation();
  const position = stepForPath(pathname);
  const success = position === 'success';
  const seo = success ? APPLY_SUCCESS_SEO : copy.seo;
  return (
    <>
      <PageMeta title={seo.title} description={seo.description} path={APPLY_PATH} noindex={pathname !== APPLY_PATH} />
      <PageHero title={success ? copy.success.heading : copy.heading} subtitle={t(success ? copy.successIntro : copy.intro)}>
        {success ? (
          <>
            <p className="mb-6 text-lg text-brand-100">{copy.success.text}</p>
            <Link to={copy.success.homeLink.href} className="btn-urgent">
              {copy.success.homeLink.label}
            </Link>
          </>
        ) : null}
      </PageHero>
      {success ? null : (
        <>
          <div className="bg-slate-50 py-10 sm:py-14">
            <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
              <ApplyWizard stepIndex={position} />
              <aside aria-labelledby="apply-process-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h2 id="apply-process-heading" className="text-xl font-bold text-slate-900">
                  {copy.processHeading}
                </h2>
                <ol className="mt-4 grid list-decimal gap-3 pl-5 text-slate-700 marker:font-semibold marker:text-brand-700">
                  {copy.processSteps.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ol>
              </aside>
            </div>
          </div>
          <Section id="benefits" title={copy.benefitsHeading}>
            <FeatureCards cards={copy.benefits.map((b) => ({ icon: b.icon, title: b.title, description: t(b.text) }))} />
          </Section>
          <Section id="apply-contact" title={copy.contactCard.title} tone="muted">
            <p className="text-lg text-slate-700">{t(copy.contactCard.text)}</p>
            <div className="mt-5 flex flex-wrap gap-3">
              <a href={`mailto:${site.email.partners}`} className="btn-outline max-w-full [overflow-wrap:anywhere]">
                <Mail aria-hidden="true" className="size-5 shrink-0" />
                {t(copy.contactCard.emailLabel)}
              </a>
              <a href={site.phone.href} className="btn-outline">
                <Phone aria-hidden="true" className="size-5 shrink-0" />
                {t(copy.contactCard.phoneLabel)}
              </a>
            </div>
          </Section>
        </>
      )}
      <aside aria-label="Legal" className="border-t border-slate-200 bg-slate-50">
        <p className="container-page py-6 text-sm text-slate-700">
          {t(copy.legalBlock)}{' '}
          <Link to={copy.termsLink.href} className="link">
            {copy.termsLink.label}
          </Link>{' '}
          ·{' '}
          <Link to={copy.privacyLink.href} className="link">
            {copy.privacyLink.label}
          </Link>
        </p>
      </aside>
    </>
  );
}
