import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { CSS_BUDGET_KB, ROUTE_BUDGETS } from '../../scripts/budgets';
import { gzipKb, htmlFor, initialAssets } from '../../scripts/bench';
import { PRERENDER_PATHS } from '../../src/app/route-table';
import { sourceFiles } from '../../src/testing/source-files';

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
  for (const path of PRERENDER_PATHS.filter((p) => !p.startsWith('/dispatch') && !p.endsWith('/404'))) {
    const { js } = initialAssets(path);
    const code = js.map((f) => readFileSync(`${process.env.SITE_OUT || 'dist'}/${f}`, 'utf8')).join('\n');
    expect(code, `${path} ships console code`).not.toContain('dispatch_queue');
    expect(code, `${path} ships console code`).not.toContain('Dispatch console sign-in');
  }
});

test('the chart library loads with /dispatch/numbers only: no page, the console included, loads it before interaction', () => {
  const dist = process.env.SITE_OUT || 'dist';
  // The marker is real: uPlot's overlay class, in the one chunk that holds the library.
  const holders = readdirSync(`${dist}/assets`).filter((f) => f.endsWith('.js') && readFileSync(`${dist}/assets/${f}`, 'utf8').includes('u-over'));
  expect(holders).toHaveLength(1);
  expect(holders[0]).toMatch(/^numbers-chart-/);
  // Only the console's chunk knows where it is (no preload entry in a shared chunk).
  const importers = readdirSync(`${dist}/assets`).filter((f) => f.endsWith('.js') && f !== holders[0] && readFileSync(`${dist}/assets/${f}`, 'utf8').includes('numbers-chart-'));
  expect(importers.map((f) => f.replace(/-[\w-]{8}\.js$/, ''))).toEqual(['dispatch']);
  for (const path of PRERENDER_PATHS.filter((p) => !p.endsWith('/404'))) {
    const { js } = initialAssets(path);
    expect(js.map((f) => f.split('/').at(-1)), `${path} loads the chart library`).not.toContain(holders[0]);
  }
});

test('the dark scheme\'s sheet is linked by the pages used at night only, and only for a dark device', () => {
  const sheet = (path: string) => /<link rel="stylesheet" href="[^"]*\/dark-[^"]+\.css" media="\(prefers-color-scheme: dark\)"/.test(htmlFor(path));
  for (const path of ['/status', '/es/status', '/dispatch', '/pro']) expect(sheet(path), `${path} links the dark sheet`).toBe(true);
  for (const path of PRERENDER_PATHS.filter((p) => !p.endsWith('/404') && !/^(\/(es|zh-hant|zh-hans))?\/(status|dispatch|pro)$/.test(p))) {
    expect(htmlFor(path), `${path} links the dark sheet`).not.toContain('/dark-');
  }
});

/** The class names a built stylesheet has rules for (escapes undone; numbers in values left out). */
function classesOf(file: string): Set<string> {
  const css = readFileSync(`${process.env.SITE_OUT || 'dist'}/${file}`, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)/g, '');
  return new Set([...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1')).filter((name) => !/^\d/.test(name)));
}

test('the back office\'s rules are in a sheet of its own: no public page links it, and the site\'s sheet has only classes public sources use', () => {
  const backOfficeSheet = (path: string) => /<link rel="stylesheet" href="\/(assets\/back-office-[^"]+\.css)"/.exec(htmlFor(path))?.[1];
  const sheet = backOfficeSheet('/dispatch');
  expect(sheet).toBeDefined();
  expect(backOfficeSheet('/pro')).toBe(sheet);
  for (const path of PRERENDER_PATHS.filter((p) => !p.endsWith('/404') && !/^\/(dispatch|pro)$/.test(p))) {
    expect(backOfficeSheet(path), `${path} links the back office's sheet`).toBeUndefined();
    expect(initialAssets(path).css, `${path} loads the back office's sheet`).not.toContain(sheet);
  }
  // The console's and the portal's route modules and the code only they import.
  const backOffice = [/\/src\/features\/(dispatch|pro-portal|auth)\//, /\/src\/pages\/(dispatch|pro)\.tsx$/];
  const publicSources = [
    ...sourceFiles(resolve(import.meta.dirname, '../../src'), /\.(tsx?|css)$/).filter((file) => !backOffice.some((re) => re.test(file))),
    resolve(import.meta.dirname, '../../index.html'),
  ].map((file) => readFileSync(file, 'utf8')).join('\n');
  const [siteSheet, ...others] = initialAssets('/').css;
  expect(others).toEqual([]);
  const site = classesOf(siteSheet ?? '');
  const all = classesOf(sheet ?? '');
  expect(site.size).toBeGreaterThan(100);
  expect([...site].filter((name) => !publicSources.includes(name)), 'classes only the back office uses, in the site\'s sheet').toEqual([]);
  // Linked after the site's sheet, the back office's repeats all of it, in Tailwind's one order.
  expect([...site].filter((name) => !all.has(name))).toEqual([]);
  expect([...all].filter((name) => !site.has(name)).length).toBeGreaterThan(0);
});

test('a page in one language loads no other language\'s words before interaction', () => {
  // A phrase found only in each language's page copy (the report button and the FAQ title).
  const markers: Record<string, string[]> = {
    en: ['Wildlife Problem? We’ll Connect You', 'Frequently Asked Questions'],
    es: ['Reportar un problema', 'Preguntas frecuentes'],
    'zh-hant': ['報告問題', '常見問題'],
    'zh-hans': ['报告问题', '常见问题'],
  };
  const pagesOf: Record<string, string[]> = {
    en: ['/', '/brooklyn-wildlife-control', '/faqs', '/contact', '/status'],
    es: ['/es', '/es/brooklyn-wildlife-control', '/es/faqs', '/es/contact', '/es/status'],
    'zh-hant': ['/zh-hant', '/zh-hant/brooklyn-wildlife-control', '/zh-hant/faqs', '/zh-hant/contact', '/zh-hant/status'],
    'zh-hans': ['/zh-hans', '/zh-hans/brooklyn-wildlife-control', '/zh-hans/faqs', '/zh-hans/contact', '/zh-hans/status'],
  };
  for (const [language, paths] of Object.entries(pagesOf)) {
    for (const path of paths) {
      const { js } = initialAssets(path);
      const code = js.map((f) => readFileSync(`${process.env.SITE_OUT || 'dist'}/${f}`, 'utf8')).join('\n');
      for (const [other, phrases] of Object.entries(markers)) {
        if (other === language) continue;
        for (const phrase of phrases) expect(code, `${path} ships ${other} copy (${phrase})`).not.toContain(phrase);
      }
    }
  }
});
