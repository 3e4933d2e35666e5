import type { ComponentType } from 'react';
import { APPLICATION_PAID_PATH, APPLY_STEP_PATHS, APPLY_SUCCESS_PATH, CONTACT_STEP_PATHS, CONTACT_SUCCESS_PATH } from '@/config/paths';
import { BOROUGH_NAV, SPECIES_NAV, boroughPath, speciesPath } from '@/content/navigation';

/**
 * THE route table. It drives the router (app/page-routes.tsx), the prerender list and
 * sitemap.xml/robots.txt (scripts/prerender.ts). The header and footer menus
 * (app/navigation.ts) and the species and borough entries here both come from the slug lists
 * of content/navigation.ts. Each page module is loaded lazily so a page ships only its code.
 */


/** A page module: the component for the route's element. */
export type PageModule = { Component: ComponentType };

export type RouteEntry = {
  id: string;
  /** The page module under src/, e.g. 'pages/home.tsx' (the prerender step preloads its chunk). */
  module: string;
  /** React Router path pattern. */
  path: string;
  load: () => Promise<PageModule>;
  /** Concrete paths written as static HTML by the prerender step. */
  prerender: readonly string[];
  /** Concrete paths listed in sitemap.xml (indexable pages only). */
  sitemap: readonly string[];
  /** Paths that belong to the same screen, so page transitions do not replay between them. */
  section?: string;
};

const speciesEntries: RouteEntry[] = SPECIES_NAV.map(({ slug }) => ({
  id: `species:${slug}`,
  module: 'pages/species-page.tsx',
  path: speciesPath(slug),
  load: () => import('@/pages/species-page').then((m) => ({ Component: m.speciesPageFor(slug) })),
  prerender: [speciesPath(slug)],
  sitemap: [speciesPath(slug)],
}));

const boroughEntries: RouteEntry[] = BOROUGH_NAV.map(({ slug }) => ({
  id: `borough:${slug}`,
  module: 'pages/borough-page.tsx',
  path: boroughPath(slug),
  load: () => import('@/pages/borough-page').then((m) => ({ Component: m.boroughPageFor(slug) })),
  prerender: [boroughPath(slug)],
  sitemap: [boroughPath(slug)],
}));

function page(id: string, path: string, module: string, load: () => Promise<PageModule>, sitemap = true): RouteEntry {
  return { id, module, path, load, prerender: [path], sitemap: sitemap ? [path] : [] };
}

export const ROUTES: readonly RouteEntry[] = [
  page('home', '/', 'pages/home.tsx', () => import('@/pages/home')),
  page('about', '/about', 'pages/about.tsx', () => import('@/pages/about')),
  page('nyc', '/nyc-wildlife-control', 'pages/nyc-overview.tsx', () => import('@/pages/nyc-overview')),
  ...boroughEntries,
  ...speciesEntries,
  page('faqs', '/faqs', 'pages/faqs.tsx', () => import('@/pages/faqs')),
  page('updates', '/updates', 'pages/updates.tsx', () => import('@/pages/updates')),
  page('terms', '/terms-of-use', 'pages/legal-page.tsx', () => import('@/pages/legal-page').then((m) => ({ Component: m.legalPageFor('terms') }))),
  page('privacy', '/privacy-policy', 'pages/legal-page.tsx', () => import('@/pages/legal-page').then((m) => ({ Component: m.legalPageFor('privacy') }))),
  page('disclaimer', '/disclaimer', 'pages/legal-page.tsx', () => import('@/pages/legal-page').then((m) => ({ Component: m.legalPageFor('disclaimer') }))),
  {
    id: 'contact',
    module: 'pages/contact.tsx',
    path: '/contact/*',
    load: () => import('@/pages/contact'),
    prerender: [...CONTACT_STEP_PATHS, CONTACT_SUCCESS_PATH],
    sitemap: ['/contact'],
    section: 'contact',
  },
  {
    id: 'apply',
    module: 'pages/apply.tsx',
    path: '/apply/*',
    load: () => import('@/pages/apply'),
    prerender: [...APPLY_STEP_PATHS, APPLY_SUCCESS_PATH],
    sitemap: ['/apply'],
    section: 'apply',
  },
  page('application-paid', APPLICATION_PAID_PATH, 'pages/application-paid.tsx', () => import('@/pages/application-paid'), false),
  {
    // A resident's request by its secret token: noindex, not in the sitemap.
    id: 'status',
    module: 'pages/status.tsx',
    path: '/status/*',
    load: () => import('@/pages/status'),
    prerender: ['/status'],
    sitemap: [],
    section: 'status',
  },
  {
    // The staff console: noindex, not in the sitemap, its code loaded only here.
    id: 'dispatch',
    module: 'pages/dispatch.tsx',
    path: '/dispatch/*',
    load: () => import('@/pages/dispatch'),
    prerender: ['/dispatch'],
    sitemap: [],
    section: 'dispatch',
  },
  {
    id: 'not-found',
    module: 'pages/not-found.tsx',
    path: '*',
    load: () => import('@/pages/not-found'),
    // Written to 404.html for static hosts.
    prerender: ['/404'],
    sitemap: [],
  },
];

/** Every path the prerender step writes (the 404 page included). */
export const PRERENDER_PATHS: readonly string[] = ROUTES.flatMap((r) => r.prerender);
/** Every indexable path, for sitemap.xml. */
export const SITEMAP_PATHS: readonly string[] = ROUTES.flatMap((r) => r.sitemap);

/** The route entry that renders a path (the catch-all not-found entry when none matches). */
export function routeForPath(pathname: string): RouteEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    ROUTES.find((r) => r.path === path) ??
    ROUTES.find((r) => r.path.endsWith('/*') && (path === r.path.slice(0, -2) || path.startsWith(r.path.slice(0, -1)))) ??
    ROUTES.find((r) => r.path === '*')
  );
}

/** The page module that renders a prerendered path. */
export function routeModuleForPath(path: string): string | undefined {
  return ROUTES.find((r) => r.prerender.includes(path))?.module;
}
