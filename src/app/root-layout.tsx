import { useEffect } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { JsonLd, organizationLd } from '@/components/seo';
import { LazyToaster } from '@/components/toast';
import { FOOTER_COPY } from '@/content/site-copy';
import { fillTokens } from '@/content/tokens';
import { siteTokens } from '@/config/site';
import { PageRoutes } from './page-routes';
import { NAV } from './navigation';


/** The shell: fixed header, page area, footer, toast area. */
export function RootLayout() {
  useEffect(() => {
    // Tells browser tests (and nothing else) that the client has taken over.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader nav={NAV} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-16 outline-none xl:pt-20">
        <PageRoutes />
      </main>
      <SiteFooter
        nav={NAV}
        blurb={fillTokens(FOOTER_COPY.blurb, siteTokens)}
        copyright={fillTokens(FOOTER_COPY.copyright, siteTokens)}
        emergencyLabel={FOOTER_COPY.emergency.button}
      />
      <LazyToaster />
      <JsonLd data={organizationLd()} />
    </>
  );
}
