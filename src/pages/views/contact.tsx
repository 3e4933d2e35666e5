import { useLocation } from 'react-router-dom';
import { Phone } from 'lucide-react';
import { site } from '@/config/site';
import { PageHero } from '@/components/sections';
import { PageMeta } from '@/components/seo';
import { EmergencyNumbers } from '@/components/text/emergency-numbers';
import { englishPath, localizedPath, type Locale } from '@/domain/locales';
// Straight from the modules, not the feature's index: the index also leads to the single lead
// form, which /contact does not show and should not load.
import type { ContactFlowCopy } from '@/features/report-issue/copy';
import { ContactFlow, type ContactLocationState } from '@/features/report-issue/contact-flow';
import { ContactSuccess } from '@/features/report-issue/contact-success';
import { t } from '../copy';
import { CONTACT_PATH, CONTACT_SUCCESS_PATH } from '@/config/paths';

/** /contact and /contact/* in one language: the four-step report flow (any unknown sub-path is step 1). */
export function ContactView({ copy, locale }: { copy: ContactFlowCopy; locale: Locale }) {
  const { pathname, state } = useLocation();
  const success = englishPath(pathname) === CONTACT_SUCCESS_PATH;
  // No active professional in the borough: the hero says what the success view says (phone).
  const phoneOnly = success && Boolean((state as ContactLocationState)?.phoneOnly);
  const page = success ? copy.successPage : copy.contactPage;
  const path = localizedPath(locale, CONTACT_PATH);
  return (
    <>
      <PageMeta title={page.seo.title} description={page.seo.description} path={path} noindex={pathname !== path} />
      <PageHero title={page.heading} subtitle={t(success ? (phoneOnly ? copy.successPage.phoneOnlyText : copy.successPage.text) : copy.contactPage.intro)} />
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[2fr_1fr] lg:items-start">
        {success ? null : <EmergencyLine text={copy.contactPage.emergencyNote} />}
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          {success ? <ContactSuccess copy={copy} locale={locale} /> : <ContactFlow copy={copy} locale={locale} />}
        </div>
        <aside aria-label={copy.contactPage.otherWays} className="grid gap-4 rounded-2xl bg-brand-50 p-6">
          <p className="text-slate-800">{t(page.callPrompt)}</p>
          <a href={site.phone.href} className="btn-primary">
            <Phone aria-hidden="true" className="size-5" />
            {t(copy.callPhone)}
          </a>
        </aside>
      </div>
    </>
  );
}

/**
 * The emergency rule in one line, above step 1 on every screen size (content/emergency.ts):
 * 911 and 311 as tel: links.
 */
function EmergencyLine({ text }: { text: string }) {
  return (
    <p data-emergency-line className="rounded-xl border-l-4 border-urgent-600 bg-urgent-50 px-4 py-3 text-sm leading-relaxed text-slate-900 lg:col-span-2">
      <EmergencyNumbers text={text} />
    </p>
  );
}
