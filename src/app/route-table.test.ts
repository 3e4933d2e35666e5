import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOROUGH_PAGES } from '@/content/boroughs';
import { SPECIES_PAGES } from '@/content/species';
import { BOROUGH_NAV, SPECIES_NAV } from '@/content/navigation';
import { NAV } from './navigation';
import { routeModule, routeModuleForPath } from './route-modules';
import { PRERENDER_PATHS, ROUTES, SITEMAP_PATHS } from './route-table';

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
  // Not in the spec: the accessibility statement (docs/product-rules.md "Accessibility").
  '/accessibility',
];

describe('the route table', () => {
  it('holds every route of docs/product-rules.md#routes, the wizard sub-routes, /application-paid, the staff console, the pro portal and the newsletter links', () => {
    expect([...PRERENDER_PATHS].sort()).toEqual(
      [...SPEC_ROUTES, '/404', '/dispatch', '/status', '/pro', '/newsletter/confirm', '/newsletter/unsubscribe'].sort(),
    );
  });

  it('keeps the staff console and the pages behind secret links out of the sitemap', () => {
    expect(
      SITEMAP_PATHS.filter((p) => p.startsWith('/dispatch') || p.startsWith('/status') || p.startsWith('/pro') || p.startsWith('/newsletter')),
    ).toEqual([]);
  });

  it('lists only indexable pages in the sitemap', () => {
    expect(SITEMAP_PATHS).toHaveLength(28);
    for (const p of SITEMAP_PATHS) expect(p).not.toMatch(/step-|success|application-paid|404|dispatch/);
  });

  it('has unique ids and paths, and every page module exists', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    for (const r of ROUTES) {
      const module = routeModule(r.id);
      expect(module, r.id).toBeDefined();
      expect(existsSync(join(import.meta.dirname, '..', module ?? '')), module).toBe(true);
    }
    expect(routeModuleForPath('/pro')).toBe('pages/pro.tsx');
    expect(routeModuleForPath('/services/raccoon-removal-nyc')).toBe('pages/species-page.tsx');
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

  it('resolves every page module', async () => {
    for (const r of ROUTES) {
      const mod = await r.load();
      expect(typeof mod.Component, r.id).toBe('function');
    }
  });
});
