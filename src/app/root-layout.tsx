import { Suspense, lazy, startTransition, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FrameContext } from '@/components/layout/frame-context';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { JsonLd, organizationLd } from '@/components/seo';
import { LazyToaster } from '@/components/toast';
import { fillTokens } from '@/content/tokens';
import { isWorkspacePath } from '@/config/paths';
import { siteTokens } from '@/config/site';
import { englishPath, localeOfPath, type Locale } from '@/domain/locales';
import { whenIdle } from '@/lib/idle';
import { useLocaleChrome } from './locale';
import { PageRoutes } from './page-routes';
import { sharedShellOf } from './route-table';
import { navFor } from './navigation';
import { FIRST_INTENT } from './first-intent';

/** The offer to read the page in another language: its code is fetched once the page is idle. */
const LanguageSuggestion = lazy(() => import('./lazy-language-suggestion').then((m) => ({ default: m.LazyLanguageSuggestion })));

/**
 * The path the frame is drawn for. While hydrating a page whose one prerendered HTML serves
 * every path of it (/status for /status/<token>, route-table's sharedShell) it is that HTML's
 * own path, as in the HTML being adopted. It becomes the address's (so the language links keep
 * the token) in a transition once the browser is idle, by when hydration has adopted the
 * header, the page and the footer, or at the visitor's first tap, key or focus, whichever
 * comes first. Switching at once had React meet the change at boundaries not yet hydrated and
 * start their hydration over (three restarts on every status page). Any other page renders its
 * own path throughout, without a second render.
 */
function useFramePathname(): string {
  const { pathname } = useLocation();
  const shell = sharedShellOf(pathname);
  const [adopted, setAdopted] = useState(() => shell === undefined);
  useEffect(() => {
    if (adopted) return;
    const adopt = () => startTransition(() => setAdopted(true));
    const cancelIdle = whenIdle(adopt, 2000, 500);
    for (const type of FIRST_INTENT) window.addEventListener(type, adopt, { capture: true, once: true, passive: true });
    return () => {
      cancelIdle();
      for (const type of FIRST_INTENT) window.removeEventListener(type, adopt, { capture: true });
    };
  }, [adopted]);
  return adopted ? pathname : (shell ?? pathname);
}

/**
 * The language offer, mounted once the page is idle. The waiting is its own state, so the
 * shell (and the page under it) does not render again when the page becomes idle.
 */
function LanguageSuggestionWhenIdle({ locale, englishPathname }: { locale: Locale; englishPathname: string }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 3000, 1000), []);
  return idle ? (
    <Suspense fallback={null}>
      <LanguageSuggestion locale={locale} englishPathname={englishPathname} />
    </Suspense>
  ) : null;
}

/**
 * The shell: fixed header, page area, footer, toast area, in the language of the page's path.
 * The shell (in App), the header and the footer (and the page, in PageRoutes) are Suspense
 * boundaries: hydration adopts each at low priority in time-sliced steps (a boundary at once
 * when it is tapped), so hydrating the frame is never one long task.
 */
export function RootLayout() {
  const pathname = useFramePathname();
  const locale = localeOfPath(pathname);
  const english = englishPath(pathname);
  const frame = useLocaleChrome(locale);
  const nav = useMemo(() => (frame ? navFor(locale, frame.chrome, frame.footer, english) : null), [locale, frame, english]);
  // The console and the portal bring their own compact bar (WorkspaceHeader) instead.
  const publicFrame = !isWorkspacePath(english);
  useEffect(() => {
    // Tells the boot script (a page of copy presses a held button again, scripts/prerender.ts)
    // and browser tests that the client has taken over.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <FrameContext.Provider value={frame?.chrome ?? null}>
      {frame && nav && publicFrame ? (
        <>
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {frame.chrome.skipToContent}
          </a>
          <Suspense fallback={null}>
            <SiteHeader nav={nav} />
          </Suspense>
        </>
      ) : null}
      <main id="main" tabIndex={-1} className={publicFrame ? 'later-sections-render-when-near min-h-[60vh] pt-16 outline-none xl:pt-20' : 'min-h-screen bg-slate-50 outline-none'}>
        <PageRoutes />
      </main>
      {frame && nav && publicFrame ? (
        <Suspense fallback={null}>
          <SiteFooter nav={nav} blurb={fillTokens(frame.footer.blurb, siteTokens)} copyright={fillTokens(frame.footer.copyright, siteTokens)} emergencyLabel={frame.footer.emergency.button} />
        </Suspense>
      ) : null}
      {frame ? <LazyToaster labels={frame.chrome.toasts} /> : null}
      {publicFrame ? <LanguageSuggestionWhenIdle locale={locale} englishPathname={english} /> : null}
      <JsonLd data={organizationLd()} />
    </FrameContext.Provider>
  );
}
