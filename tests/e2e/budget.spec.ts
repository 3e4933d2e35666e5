import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { CSS_BUDGET_KB, ROUTE_BUDGETS } from '../../scripts/budgets';
import { gzipKb, initialAssets } from '../../scripts/bench';
import { PRERENDER_PATHS } from '../../src/app/route-table';

/**
 * The size budget of every route group, measured on the build under test: the JS loaded
 * before interaction (gzip) and the CSS. Fails when a route grows past its budget.
 */
for (const route of ROUTE_BUDGETS) {
  test(`${route.name} (${route.path}) stays within ${route.jsKb} KB of JS and ${CSS_BUDGET_KB} KB of CSS`, () => {
    const { js, css } = initialAssets(route.path);
    expect(js.length).toBeGreaterThan(0);
    expect(gzipKb(js)).toBeLessThanOrEqual(route.jsKb);
    expect(gzipKb(css)).toBeLessThanOrEqual(CSS_BUDGET_KB);
  });
}

test('content pages never load supabase-js, react-hook-form or zod before interaction', () => {
  // The markers are real: the report flow, which uses all three, ships each of them.
  const flow = initialAssets('/contact').js.map((f) => readFileSync(`${process.env.SITE_OUT || 'dist'}/${f}`, 'utf8')).join('\n');
  for (const marker of ['shouldUnregister', 'ZodError']) expect(flow, `/contact ships ${marker}`).toContain(marker);
  for (const path of ['/', '/brooklyn-wildlife-control', '/services/raccoon-removal-nyc', '/faqs', '/about', '/privacy-policy']) {
    const { js } = initialAssets(path);
    const code = js.map((f) => readFileSync(`${process.env.SITE_OUT || 'dist'}/${f}`, 'utf8')).join('\n');
    expect(code, `${path} ships supabase-js`).not.toContain('GoTrueClient');
    expect(code, `${path} ships react-hook-form`).not.toContain('shouldUnregister');
    expect(code, `${path} ships zod`).not.toContain('ZodError');
  }
});

test('no public page loads the dispatch console before interaction', () => {
  for (const path of PRERENDER_PATHS.filter((p) => !p.startsWith('/dispatch') && p !== '/404')) {
    const { js } = initialAssets(path);
    const code = js.map((f) => readFileSync(`${process.env.SITE_OUT || 'dist'}/${f}`, 'utf8')).join('\n');
    expect(code, `${path} ships console code`).not.toContain('dispatch_queue');
    expect(code, `${path} ships console code`).not.toContain('Dispatch console sign-in');
  }
});
