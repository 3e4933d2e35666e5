import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOROUGH_PAGES } from '@/content/boroughs';
import { SPECIES_PAGES } from '@/content/species';
import { BOROUGH_NAV, SPECIES_NAV } from '@/content/navigation';
import { CHROME_COPY } from '@/content/chrome';
import { FOOTER_COPY } from '@/content/site-copy';
import { CHROME_COPY as ES_CHROME } from '@/locales/es/chrome';
import { FOOTER_COPY as ES_FOOTER } from '@/locales/es/site-copy';
import { navFor } from './navigation';

const NAV = navFor('en', CHROME_COPY, FOOTER_COPY, '/');
import { draftKeyOf, routeContentModules, routeContentModulesForPath, routeModule, routeModuleForPath, startOf } from './route-modules';
import { CONTACT_DRAFT_KEY } from '@/features/report-issue/use-contact-draft';
import { SPECIES_PAGE_LOADERS } from '@/content/species-loaders';
import { PRERENDER_PATHS, ROUTES, SITEMAP_PATHS, sharedShellOf } from './route-table';

const SPEC_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/contact/step-2',
  '/contact/step-3',
  '/contact/step-4',
  '/contact/success',
  '/apply',
  '/apply/step-2',
  '/apply/step-3',
  '/apply/step-4',
  '/apply/success',
  '/application-paid',
  '/updates',
  '/nyc-wildlife-control',
  '/manhattan-wildlife-control',
  '/brooklyn-wildlife-control',
  '/queens-wildlife-control',
  '/bronx-wildlife-control',
  '/staten-island-wildlife-control',
  ...[
    'raccoon',
    'squirrel',
    'rat',
    'mouse',
    'opossum',
    'bat',
    'bird',
    'skunk',
    'snake',
    'groundhog',
    'mole-vole',
    'fox-coyote',
  ].map((s) => `/services/${s}-removal-nyc`),
  '/faqs',
  '/terms-of-use',
  '/privacy-policy',
  '/disclaimer',
  // The accessibility statement, linked from every footer (docs/product-rules.md#routes).
  '/accessibility',
];

/** The resident's pages in each other language (issue: Spanish and Chinese). */
const LOCALE_ROUTES = ['/es', '/zh-hant', '/zh-hans'].flatMap((prefix) => [
  prefix,
  `${prefix}/nyc-wildlife-control`,
  `${prefix}/manhattan-wildlife-control`,
  `${prefix}/brooklyn-wildlife-control`,
  `${prefix}/queens-wildlife-control`,
  `${prefix}/bronx-wildlife-control`,
  `${prefix}/staten-island-wildlife-control`,
  `${prefix}/faqs`,
  `${prefix}/contact`,
  `${prefix}/contact/step-2`,
  `${prefix}/contact/step-3`,
  `${prefix}/contact/step-4`,
  `${prefix}/contact/success`,
  `${prefix}/status`,
  `${prefix}/terms-of-use`,
  `${prefix}/privacy-policy`,
  `${prefix}/disclaimer`,
  `${prefix}/accessibility`,
  `${prefix}/404`,
]);

describe('the route table', () => {
  it('holds every route of docs/product-rules.md#routes, the wizard sub-routes, /application-paid, the staff console, the pro portal, the newsletter links and the resident pages in Spanish and Chinese', () => {
    expect([...PRERENDER_PATHS].sort()).toEqual(
      [...SPEC_ROUTES, '/404', '/dispatch', '/status', '/pro', '/newsletter/confirm', '/newsletter/unsubscribe', ...LOCALE_ROUTES].sort(),
    );
  });

  it('gives each translated page its own module in its language folder', () => {
    expect(routeModuleForPath('/es')).toBe('locales/es/pages/home.tsx');
    expect(routeModuleForPath('/zh-hant/bronx-wildlife-control')).toBe('locales/zh-hant/pages/borough-page.tsx');
    expect(routeModuleForPath('/zh-hans/contact/step-3')).toBe('locales/zh-hans/pages/contact.tsx');
    expect(routeModuleForPath('/es/404')).toBe('locales/es/pages/not-found.tsx');
    expect(routeModuleForPath('/zh-hant/privacy-policy')).toBe('locales/zh-hant/pages/legal-page.tsx');
  });

  it('builds each language\'s menus: its own pages in it, the English-only pages marked', () => {
    const es = navFor('es', ES_CHROME, ES_FOOTER, '/faqs');
    expect(es.home).toBe('/es');
    expect(es.areas.columns[0]?.links.map((l) => l.href)).toEqual([
      '/es/nyc-wildlife-control',
      '/es/manhattan-wildlife-control',
      '/es/brooklyn-wildlife-control',
      '/es/queens-wildlife-control',
      '/es/bronx-wildlife-control',
      '/es/staten-island-wildlife-control',
    ]);
    for (const link of es.services.columns.flatMap((c) => c.links)) {
      expect(link.href).toMatch(/^\/services\//);
      expect(link.label).toMatch(/ \(en inglés\)$/);
    }
    expect(es.actions.map((l) => l.href)).toEqual(['/es/contact', '/apply']);
    // The legal pages have summaries in the language (the English text stays binding).
    expect(es.footerLegal.map((l) => l.href)).toEqual(['/es/terms-of-use', '/es/privacy-policy', '/es/disclaimer', '/es/accessibility']);
    expect(es.footerLegal.map((l) => l.label)).toEqual([ES_CHROME.nav.terms, ES_CHROME.nav.privacy, ES_CHROME.nav.disclaimer, ES_CHROME.nav.accessibility]);
    expect(es.languages).toEqual([
      { lang: 'en', name: 'English', href: '/faqs', current: false },
      { lang: 'es', name: 'Español', href: '/es/faqs', current: true },
      { lang: 'zh-Hant', name: '繁體中文', href: '/zh-hant/faqs', current: false },
      { lang: 'zh-Hans', name: '简体中文', href: '/zh-hans/faqs', current: false },
    ]);
    // From a page with no translation, the other languages open at their home page.
    expect(navFor('en', CHROME_COPY, FOOTER_COPY, '/services/bat-removal-nyc').languages.map((l) => l.href)).toEqual(['/', '/es', '/zh-hant', '/zh-hans']);
  });

  it('keeps the staff console and the pages behind secret links out of the sitemap', () => {
    expect(
      SITEMAP_PATHS.filter((p) => p.startsWith('/dispatch') || p.startsWith('/status') || p.startsWith('/pro') || p.startsWith('/newsletter')),
    ).toEqual([]);
  });

  it('lists only indexable pages in the sitemap', () => {
    // 28 English pages, and in each of three languages home, overview, five boroughs, FAQs, report
    // and the four legal summaries.
    expect(SITEMAP_PATHS).toHaveLength(28 + 3 * 13);
    for (const p of SITEMAP_PATHS) expect(p).not.toMatch(/step-|success|application-paid|404|dispatch/);
  });

  it('has unique ids and paths, and every page module exists', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    for (const r of ROUTES) {
      const module = routeModule(r.id);
      expect(module, r.id).toBeDefined();
      expect(existsSync(join(import.meta.dirname, '..', module ?? '')), module).toBe(true);
      for (const content of routeContentModules(r.id)) expect(existsSync(join(import.meta.dirname, '..', content)), content).toBe(true);
    }
    expect(routeModuleForPath('/pro')).toBe('pages/pro.tsx');
    expect(routeModuleForPath('/services/raccoon-removal-nyc')).toBe('pages/species-page.tsx');
    expect(routeContentModulesForPath('/services/raccoon-removal-nyc')).toEqual(['content/species/raccoon-removal-nyc.ts']);
    expect(routeContentModulesForPath('/faqs')).toEqual([]);
  });

  it('starts the code of pages of copy and of the report flow\'s first step at the first interaction, of every page used through its code after the first paint', () => {
    const copyPages = ['/', '/about', '/nyc-wildlife-control', '/brooklyn-wildlife-control', '/services/raccoon-removal-nyc', '/faqs', '/updates', '/privacy-policy', '/404', '/es', '/es/bronx-wildlife-control', '/zh-hant/faqs', '/zh-hans/terms-of-use', '/es/404'];
    const firstSteps = ['/contact', '/es/contact', '/zh-hant/contact', '/zh-hans/contact'];
    const codePages = ['/contact/step-2', '/contact/step-4', '/contact/success', '/es/contact/step-3', '/apply', '/apply/success', '/application-paid', '/newsletter/confirm', '/status', '/zh-hans/status', '/dispatch', '/pro'];
    for (const p of [...copyPages, ...firstSteps, ...codePages]) expect(PRERENDER_PATHS, p).toContain(p);
    for (const p of [...copyPages, ...firstSteps]) expect(startOf(p), p).toBe('interaction');
    for (const p of codePages) expect(startOf(p), p).toBe('paint');
    // A path never prerendered has no boot tag of its own: the default.
    expect(startOf('/not-a-page')).toBe('paint');
    // The first step keeps a draft in the tab: its boot script starts at once when there is one.
    for (const p of firstSteps) expect(draftKeyOf(p), p).toBe(CONTACT_DRAFT_KEY);
    for (const p of [...copyPages, ...codePages]) expect(draftKeyOf(p), p).toBeUndefined();
  });

  it('adopts the status shell for every token, and no other page for a path it was not written for', () => {
    const token = 'A'.repeat(43);
    expect(sharedShellOf(`/status/${token}`)).toBe('/status');
    expect(sharedShellOf(`/es/status/${token}/`)).toBe('/es/status');
    expect(sharedShellOf(`/zh-hant/status/${token}`)).toBe('/zh-hant/status');
    for (const shell of ['/status', '/es/status', '/zh-hant/status', '/zh-hans/status']) expect(PRERENDER_PATHS).toContain(shell);
    // No other page has one: /contact's HTML is not adopted for /contact/anything.
    for (const p of ['/', '/es/', '/contact/anything', '/contact/step-2', '/dispatch/leads', '/pro', '/not-a-page']) expect(sharedShellOf(p), p).toBeUndefined();
  });

  it('loads each species page with its own words only, the same as the list of all twelve', async () => {
    for (const slug of Object.keys(SPECIES_PAGES) as (keyof typeof SPECIES_PAGES)[]) {
      expect(await SPECIES_PAGE_LOADERS[slug]()).toBe(SPECIES_PAGES[slug]);
    }
  });

  it('builds the menus from the same slugs as the page copy', () => {
    expect(SPECIES_NAV.map((s) => s.slug).sort()).toEqual(Object.keys(SPECIES_PAGES).sort());
    expect(BOROUGH_NAV.map((b) => b.slug).sort()).toEqual(Object.keys(BOROUGH_PAGES).sort());
    for (const s of SPECIES_NAV) expect(SPECIES_PAGES[s.slug].navGroup).toBe(s.group);
    expect(NAV.services.columns.map((c) => c.heading)).toEqual(['Common Pests', 'Specialized Removal', 'Ground & Large Animals']);
    expect(NAV.services.columns.flatMap((c) => c.links)).toHaveLength(12);
    expect(NAV.areas.columns[0]?.links[0]?.href).toBe('/nyc-wildlife-control');
    expect(NAV.areas.columns[0]?.links).toHaveLength(6);
    expect(NAV.footerLegal.map((l) => l.href)).toEqual(['/terms-of-use', '/privacy-policy', '/disclaimer', '/accessibility']);
  });

  // Imports every page module: on a cold transform cache and a busy machine that alone took over
  // Vitest's default 5 s (checked beside a full CI run), so it has the time a first compile needs.
  it('resolves every page module', { timeout: 60_000 }, async () => {
    for (const r of ROUTES) {
      const mod = await r.load();
      expect(typeof mod.Component, r.id).toBe('function');
    }
  });
});
