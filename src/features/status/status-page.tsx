import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/seo';
import { DarkScheme } from '@/components/layout/dark-scheme';
import { LOCALE_PREFIX, localizedPath, type Locale } from '@/domain/locales';
import type { StatusCopy } from './copy';
import { StatusView } from './status-view';
import { STATUS_PATH } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';

/** The token in a status address ('/status/<token>', '/es/status/<token>'); '' for none. */
export function tokenFromPath(pathname: string, locale: Locale): string {
  const section = new RegExp(`^${LOCALE_PREFIX[locale]}${STATUS_PATH}/?`);
  return decodeURIComponent(pathname.replace(section, '').replace(/\/+$/, ''));
}

/**
 * /status/<token> in one language: a resident's request, without signing in (noindex). One
 * prerendered shell per language (/status, /es/status, …) serves every token; it shows the
 * loading state, and the token is read from the address once hydrated. The area keeps its
 * height, so nothing below it moves when the status arrives. Each language's route module
 * (pages/status.tsx, src/locales/<folder>/pages/status.tsx) passes its own copy.
 */
export function StatusPage({ copy, locale }: { copy: StatusCopy; locale: Locale }) {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const token = hydrated ? tokenFromPath(pathname, locale) : null;
  return (
    // scheme-auto: a resident checking at night on a phone set to dark gets a dark page (src/dark.css).
    <div className="scheme-auto container-page min-h-[52rem] max-w-3xl py-10 sm:min-h-[44rem]">
      <DarkScheme />
      <PageMeta title={copy.page.title} description={copy.page.description} path={localizedPath(locale, STATUS_PATH)} noindex />
      {token === null ? (
        <p role="status">{copy.loading}</p>
      ) : token === '' ? (
        <>
          <h1 className="text-3xl font-bold text-slate-900">{copy.page.noTokenHeading}</h1>
          <p className="mt-3 text-lg text-slate-800">{copy.page.noTokenBody}</p>
        </>
      ) : (
        <StatusView key={token} token={token} copy={copy} locale={locale} />
      )}
    </div>
  );
}
