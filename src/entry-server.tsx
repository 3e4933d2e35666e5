import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { preloadPage } from '@/app/page-routes';
import { preloadLocale } from '@/app/locale';
import { localeOfPath } from '@/domain/locales';
import { HeadContext, createHeadCollector, type PageHead } from '@/components/seo';
export { PRERENDER_PATHS, SITEMAP_PATHS } from '@/app/route-table';
export { STATUS_TOKEN_PATTERN } from '@/features/status';
export { EARLY_CALLS_GLOBAL } from '@/lib/rpc';
export { STORED_TOKEN_MARGIN_MS, storageKeyOf } from '@/lib/supabase';
export { draftKeyOf, firstCallOf, startOf, routeContentModulesForPath as ROUTE_CONTENT_MODULES_FOR_PATH, routeModuleForPath as ROUTE_MODULE_FOR_PATH } from '@/app/route-modules';
export { headToHtml } from '@/components/seo';
export { site } from '@/config/site';
export { backend } from '@/config/backend';
export { LOCALES, LOCALE_PREFIX, TRANSLATED_LOCALES, englishPath, isTranslatedPath, localeOfPath, localizedPath } from '@/domain/locales';

export type RenderResult = { html: string; head: PageHead | null };

/**
 * Renders one path to HTML for the prerender step (scripts/prerender.ts). The page's code
 * is loaded first, so nothing suspends and the whole page is in the HTML; a boundary left
 * for the client (`<!--$!-->`) fails the build instead of shipping an empty page.
 */
export async function render(path: string): Promise<RenderResult> {
  await Promise.all([preloadPage(path), preloadLocale(localeOfPath(path))]);
  const collector = createHeadCollector();
  const html = renderToString(
    <HeadContext.Provider value={collector}>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </HeadContext.Provider>,
  );
  if (html.includes('<!--$!-->')) throw new Error(`${path}: part of the page suspended and was left to the client`);
  return { html, head: collector.head() };
}
