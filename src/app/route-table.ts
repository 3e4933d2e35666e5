import { APPLICATION_PAID_PATH, APPLY_PATH, APPLY_STEP_PATHS, APPLY_SUCCESS_PATH, CONTACT_PATH, CONTACT_STEP_PATHS, CONTACT_SUCCESS_PATH, DISPATCH_PATH, NEWSLETTER_PATH, PRO_PATH, STATUS_PATH } from '@/config/paths';
import { LEGAL_KEYS, LEGAL_PATHS } from '@/content/legal/paths';
import { BOROUGH_NAV, SPECIES_NAV, boroughPath, speciesPath } from '@/content/navigation';
import { LOCALE_PREFIX, TRANSLATED_LOCALES, type TranslatedLocale } from '@/domain/locales';
import { TRANSLATIONS, type PageModule } from '@/locales';

/**
 * THE route table. It drives the router (app/page-routes.tsx), the prerender list and
 * sitemap.xml/robots.txt (scripts/prerender.ts). The header and footer menus
 * (app/navigation.ts) and the species and borough entries here both come from the slug lists
 * of content/navigation.ts. Each page module is loaded lazily so a page ships only its code.
 */


export type { PageModule } from '@/locales';

export type RouteEntry = {
  /** Also names the page module under src/ (app/route-modules.ts, for the prerender step only). */
  id: string;
  /** React Router path pattern. */
  path: string;
  load: () => Promise<PageModule>;
  /** Concrete paths written as static HTML by the prerender step. */
  prerender: readonly string[];
  /** Concrete paths listed in sitemap.xml (indexable pages only). */
  sitemap: readonly string[];
  /** Paths that belong to the same screen, so page transitions do not replay between them. */
  section?: string;
  /**
   * The prerendered HTML (the entry's one prerendered path) is the page for every path under
   * it: the page reads its sub-path (the status page's token) only once hydrated, so hydration
   * adopts that HTML for any of them (src/main.tsx; useFramePathname in root-layout.tsx) instead
   * of rendering anew.
   */
  sharedShell?: true;
};

const speciesEntries: RouteEntry[] = SPECIES_NAV.map(({ slug }) => ({
  id: `species:${slug}`,
  path: speciesPath(slug),
  // The page module fetches the species' own words (content/species-loaders.ts).
  load: () => import('@/pages/species-page').then((m) => m.loadSpeciesPage(slug)),
  prerender: [speciesPath(slug)],
  sitemap: [speciesPath(slug)],
}));

const boroughEntries: RouteEntry[] = BOROUGH_NAV.map(({ slug }) => ({
  id: `borough:${slug}`,
  path: boroughPath(slug),
  load: () => import('@/pages/borough-page').then((m) => ({ Component: m.boroughPageFor(slug) })),
  prerender: [boroughPath(slug)],
  sitemap: [boroughPath(slug)],
}));

function page(id: string, path: string, load: () => Promise<PageModule>, sitemap = true): RouteEntry {
  return { id, path, load, prerender: [path], sitemap: sitemap ? [path] : [] };
}

/**
 * A screen with its own sub-routes (`<base>/*`, one section: no page transition between them).
 * By default prerendered as its shell and left out of the sitemap.
 */
function app(id: string, base: string, load: () => Promise<PageModule>, prerender: readonly string[] = [base], sitemap: readonly string[] = []): RouteEntry {
  return { id, path: `${base}/*`, load, prerender, sitemap, section: id };
}

/**
 * The resident's pages in one other language, under its prefix (domain/locales.ts lists them):
 * home, NYC overview, the five boroughs, FAQs, the report flow, the status page. Ids end in
 * '@<locale>'.
 */
function localeEntries(locale: TranslatedLocale): RouteEntry[] {
  const prefix = LOCALE_PREFIX[locale];
  const { pages } = TRANSLATIONS[locale];
  return [
    page(`home@${locale}`, prefix, pages.home),
    page(`nyc@${locale}`, `${prefix}/nyc-wildlife-control`, pages.nyc),
    ...BOROUGH_NAV.map(({ slug }) => page(`borough:${slug}@${locale}`, `${prefix}${boroughPath(slug)}`, () => pages.borough().then((m) => ({ Component: m.boroughPageFor(slug) })))),
    page(`faqs@${locale}`, `${prefix}/faqs`, pages.faqs),
    app(`contact@${locale}`, `${prefix}${CONTACT_PATH}`, pages.contact, [...CONTACT_STEP_PATHS, CONTACT_SUCCESS_PATH].map((p) => `${prefix}${p}`), [`${prefix}${CONTACT_PATH}`]),
    { ...app(`status@${locale}`, `${prefix}${STATUS_PATH}`, pages.status), sharedShell: true },
    ...LEGAL_KEYS.map((key) => page(`${key}@${locale}`, `${prefix}${LEGAL_PATHS[key]}`, () => pages.legal().then((m) => ({ Component: m.legalPageFor(key) })))),
  ];
}

/** Unknown paths under a language's prefix get that language's 404 page (written to <prefix>/404.html). */
function localeNotFound(locale: TranslatedLocale): RouteEntry {
  const prefix = LOCALE_PREFIX[locale];
  return { id: `not-found@${locale}`, path: `${prefix}/*`, load: TRANSLATIONS[locale].pages.notFound, prerender: [`${prefix}/404`], sitemap: [] };
}

export const ROUTES: readonly RouteEntry[] = [
  page('home', '/', () => import('@/pages/home')),
  page('about', '/about', () => import('@/pages/about')),
  page('nyc', '/nyc-wildlife-control', () => import('@/pages/nyc-overview')),
  ...boroughEntries,
  ...speciesEntries,
  page('faqs', '/faqs', () => import('@/pages/faqs')),
  page('updates', '/updates', () => import('@/pages/updates')),
  ...LEGAL_KEYS.map((key) => page(key, LEGAL_PATHS[key], () => import('@/pages/legal-page').then((m) => ({ Component: m.legalPageFor(key) })))),
  app('contact', CONTACT_PATH, () => import('@/pages/contact'), [...CONTACT_STEP_PATHS, CONTACT_SUCCESS_PATH], [CONTACT_PATH]),
  app('apply', APPLY_PATH, () => import('@/pages/apply'), [...APPLY_STEP_PATHS, APPLY_SUCCESS_PATH], [APPLY_PATH]),
  page('application-paid', APPLICATION_PAID_PATH, () => import('@/pages/application-paid'), false),
  // The newsletter e-mails' links, /newsletter/confirm and /newsletter/unsubscribe (token in the
  // query): noindex, not in the sitemap.
  app('newsletter', NEWSLETTER_PATH, () => import('@/pages/newsletter-link'), [`${NEWSLETTER_PATH}/confirm`, `${NEWSLETTER_PATH}/unsubscribe`]),
  // A resident's request by its secret token: noindex, not in the sitemap.
  { ...app('status', STATUS_PATH, () => import('@/pages/status')), sharedShell: true },
  // The staff console: noindex, not in the sitemap, its code loaded only here.
  app('dispatch', DISPATCH_PATH, () => import('@/pages/dispatch')),
  // The professionals' portal: noindex, not in the sitemap, its code loaded only here.
  page('pro', PRO_PATH, () => import('@/pages/pro'), false),
  ...TRANSLATED_LOCALES.flatMap(localeEntries),
  ...TRANSLATED_LOCALES.map(localeNotFound),
  // Written to 404.html for static hosts.
  { ...page('not-found', '*', () => import('@/pages/not-found'), false), prerender: ['/404'] },
];

/** Every path the prerender step writes (the 404 page included). */
export const PRERENDER_PATHS: readonly string[] = ROUTES.flatMap((r) => r.prerender);
/** Every indexable path, for sitemap.xml. */
export const SITEMAP_PATHS: readonly string[] = ROUTES.flatMap((r) => r.sitemap);

/** A path without its trailing slashes ('/' stays '/'), as the route table spells paths. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The route entry that renders a path (the catch-all not-found entry when none matches). */
export function routeForPath(pathname: string): RouteEntry | undefined {
  const path = withoutTrailingSlash(pathname);
  return (
    ROUTES.find((r) => r.path === path) ??
    ROUTES.find((r) => r.path.endsWith('/*') && (path === r.path.slice(0, -2) || path.startsWith(r.path.slice(0, -1)))) ??
    ROUTES.find((r) => r.path === '*')
  );
}

/** The one prerendered page that serves `pathname` and every other path of its page (sharedShell), if it has one. */
export function sharedShellOf(pathname: string): string | undefined {
  const entry = routeForPath(pathname);
  return entry?.sharedShell && entry.prerender[0];
}
