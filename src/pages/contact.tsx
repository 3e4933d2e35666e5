import { useLocation } from 'react-router-dom';
import { Phone } from 'lucide-react';
import { site } from '@/config/site';
import { PageHero } from '@/components/sections';
import { PageMeta } from '@/components/seo';
import { CONTACT_COPY, CONTACT_SUCCESS_COPY } from '@/content/site-copy';
// Straight from the modules, not the feature's index: the index also leads to the single lead
// form, which /contact does not show and should not load.
import { ContactFlow } from '@/features/report-issue/contact-flow';
import { ContactSuccess } from '@/features/report-issue/contact-success';
import { t } from './copy';

/** /contact and /contact/*: the four-step report flow (any unknown sub-path is step 1). */
export function Component() {
  const { pathname } = useLocation();
  const success = pathname.replace(/\/+$/, '') === '/contact/success';
  const copy = success ? CONTACT_SUCCESS_COPY : CONTACT_COPY;
  return (
    <>
      <PageMeta title={copy.seo.title} description={copy.seo.description} path="/contact" noindex={pathname !== '/contact'} />
      <PageHero title={copy.heading} subtitle={t(success ? CONTACT_SUCCESS_COPY.text : CONTACT_COPY.intro)} />
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[2fr_1fr] lg:items-start">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {success ? <ContactSuccess nextSteps={CONTACT_SUCCESS_COPY.nextSteps} homeLink={CONTACT_SUCCESS_COPY.homeLink} /> : <ContactFlow />}
        </div>
        <aside aria-label="Other ways to get help" className="grid gap-4 rounded-2xl bg-brand-50 p-6">
          <p className="text-slate-800">{t(success ? CONTACT_SUCCESS_COPY.callPrompt : CONTACT_COPY.callPrompt)}</p>
          <a href={site.phone.href} className="btn-primary">
            <Phone aria-hidden="true" className="size-5" />
            Call {site.phone.display}
          </a>
          {success ? null : <p className="text-sm text-slate-700">{t(CONTACT_COPY.emergencyNote)}</p>}
        </aside>
      </div>
    </>
  );
}
