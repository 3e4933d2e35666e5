import { Mail, Phone } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { site } from '@/config/site';
import { FeatureCards, PageHero, Section } from '@/components/sections';
import { PageMeta } from '@/components/seo';
import { APPLY_COPY, APPLY_SUCCESS_SEO } from '@/content/site-copy';
import { t } from './copy';

/** /apply and /apply/*: the professional application wizard (unknown sub-path = step 1). */
export function Component() {
  const { pathname } = useLocation();
  const success = pathname.replace(/\/+$/, '') === '/apply/success';
  const copy = APPLY_COPY;
  const seo = success ? APPLY_SUCCESS_SEO : copy.seo;
  return (
    <>
      <PageMeta title={seo.title} description={seo.description} path="/apply" noindex={pathname !== '/apply'} />
      <PageHero title={success ? copy.success.heading : copy.heading} subtitle={t(success ? copy.successIntro : copy.intro)}>
        {success ? (
          <Link to={copy.success.homeLink.href} className="btn-urgent">
            {copy.success.homeLink.label}
          </Link>
        ) : null}
      </PageHero>
      {success ? null : (
        <>
          <Section id="benefits" title={copy.benefitsHeading} tone="muted">
            <FeatureCards cards={copy.benefits.map((b) => ({ icon: b.icon, title: b.title, description: t(b.text) }))} />
          </Section>
          <Section id="apply-contact" title={copy.contactCard.title}>
            <p className="text-lg text-slate-700">{t(copy.contactCard.text)}</p>
            <div className="mt-5 flex flex-wrap gap-3">
              <a href={`mailto:${site.email.partners}`} className="btn-outline">
                <Mail aria-hidden="true" className="size-5" />
                {t(copy.contactCard.emailLabel)}
              </a>
              <a href={site.phone.href} className="btn-outline">
                <Phone aria-hidden="true" className="size-5" />
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
