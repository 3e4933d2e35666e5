import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { HeadContext, createHeadCollector, type PageHead } from '@/components/seo';
export { PRERENDER_PATHS, SITEMAP_PATHS, routeModuleForPath as ROUTE_MODULE_FOR_PATH } from '@/app/route-table';
export { headToHtml } from '@/components/seo';
export { site } from '@/config/site';

export type RenderResult = { html: string; head: PageHead | null };

/**
 * Renders one path to HTML for the prerender step (scripts/prerender.ts). `prerender`
 * waits for every lazy page module, so the HTML holds the whole page.
 */
export async function render(path: string): Promise<RenderResult> {
  const collector = createHeadCollector();
  const { prelude } = await prerenderToNodeStream(
    <HeadContext.Provider value={collector}>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </HeadContext.Provider>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return { html: Buffer.concat(chunks).toString('utf8'), head: collector.head() };
}
