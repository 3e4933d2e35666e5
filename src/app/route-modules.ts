import { LEGAL_KEYS } from '@/content/legal/paths';
import { LOCALE_PREFIX, TRANSLATED_LOCALES, type TranslatedLocale } from '@/domain/locales';
import { CONTACT_DRAFT_KEY } from '@/features/report-issue/use-contact-draft';
import { ROUTES } from './route-table';

const isTranslatedLocale = (value: string): value is TranslatedLocale => (TRANSLATED_LOCALES as readonly string[]).includes(value);

/** The route entry that writes a prerendered path. */
const entryOfPrerendered = (path: string) => ROUTES.find((r) => r.prerender.includes(path));
/** An entry's id without its '@<locale>' suffix: the same page in every language. */
const pageId = (entry: { id: string }) => entry.id.replace(/@.*$/, '');

/**
 * The page module under src/ of each route entry, for the prerender step (it preloads the
 * page's chunk) and the route table's test. Kept out of the route table so the browser does
 * not download it.
 */
const MODULES: Record<string, string> = {
  home: 'pages/home.tsx',
  about: 'pages/about.tsx',
  nyc: 'pages/nyc-overview.tsx',
  faqs: 'pages/faqs.tsx',
  updates: 'pages/updates.tsx',
  terms: 'pages/legal-page.tsx',
  privacy: 'pages/legal-page.tsx',
  disclaimer: 'pages/legal-page.tsx',
  accessibility: 'pages/legal-page.tsx',
  contact: 'pages/contact.tsx',
  apply: 'pages/apply.tsx',
  'application-paid': 'pages/application-paid.tsx',
  newsletter: 'pages/newsletter-link.tsx',
  status: 'pages/status.tsx',
  dispatch: 'pages/dispatch.tsx',
  pro: 'pages/pro.tsx',
  'not-found': 'pages/not-found.tsx',
};

/** The folder of a language other than English: its URL prefix without the slash (src/locales/<folder>/). */
export function localeFolder(locale: TranslatedLocale): string {
  return LOCALE_PREFIX[locale].slice(1);
}

/**
 * The page module of a route entry id ('species:…' and 'borough:…' share one module each; an id
 * ending in '@<locale>' is the same page in that language, under locales/<folder>/pages/).
 */
export function routeModule(id: string): string | undefined {
  const at = id.lastIndexOf('@');
  if (at > 0) {
    const locale = id.slice(at + 1);
    const english = routeModule(id.slice(0, at));
    return isTranslatedLocale(locale) && english ? english.replace(/^pages\//, `locales/${localeFolder(locale)}/pages/`) : undefined;
  }
  if (id.startsWith('species:')) return 'pages/species-page.tsx';
  if (id.startsWith('borough:')) return 'pages/borough-page.tsx';
  return MODULES[id];
}

/** The page module that renders a prerendered path. */
export function routeModuleForPath(path: string): string | undefined {
  const entry = entryOfPrerendered(path);
  return entry ? routeModule(entry.id) : undefined;
}

/**
 * Modules a route entry loads beside its page module: a species page's own words
 * (content/species/<slug>.ts, see content/species-loaders.ts). The prerender preloads them too.
 */
export function routeContentModules(id: string): string[] {
  return id.startsWith('species:') ? [`content/species/${id.slice('species:'.length)}.ts`] : [];
}

/** The modules beside the page module that render a prerendered path. */
export function routeContentModulesForPath(path: string): string[] {
  const entry = entryOfPrerendered(path);
  return entry ? routeContentModules(entry.id) : [];
}

/**
 * Pages whose content is data they fetch (a request's status, a professional's offers), not
 * prerendered copy, and the first call each makes: their HTML preloads their code, and a small
 * script starts that call as soon as the HTML is parsed, before the code has arrived
 * (scripts/prerender.ts); the page's callRpc then takes the answer (src/lib/rpc.ts). Kept here,
 * out of the browser's route table.
 */
export type FirstCall = 'lead_status' | 'pro_home';
const FIRST_CALLS: Record<string, FirstCall> = { status: 'lead_status', pro: 'pro_home' };

/** The first call of a prerendered path, if its page has one. */
export function firstCallOf(path: string): FirstCall | undefined {
  const entry = entryOfPrerendered(path);
  return entry ? FIRST_CALLS[pageId(entry)] : undefined;
}

/**
 * When a prerendered page starts its code (scripts/prerender.ts, the boot script):
 * - 'interaction': a page whose HTML is whole until the visitor acts on it: the pages of copy
 *   (home, the overview, boroughs, species, FAQs, updates, about, the legal pages, not-found)
 *   and the report flow's first step (its fields take typing as HTML; react-hook-form keeps
 *   what was typed, ChoiceGroup a radio chosen). Its code starts at the visitor's first touch,
 *   key or focus (a scroll by finger or key too); a button pressed before the code has taken
 *   over is pressed again once it has.
 * - 'paint': every other page (the flow's later steps, the wizard, the status page, the
 *   console, the portal): its code starts once the page has painted, as it needs the code to
 *   be used.
 */
export type Start = 'interaction' | 'paint';
const COPY_PAGES = new Set(['home', 'about', 'nyc', 'faqs', 'updates', ...LEGAL_KEYS, 'not-found']);
/**
 * Screens whose first step (their first prerendered path) starts at the first touch like a page
 * of copy, and the sessionStorage key of the draft each keeps in the tab.
 */
const FIRST_STEPS: Record<string, { draftKey: string }> = { contact: { draftKey: CONTACT_DRAFT_KEY } };

/** When a prerendered path starts its code. */
export function startOf(path: string): Start {
  const entry = entryOfPrerendered(path);
  if (!entry) return 'paint';
  const id = pageId(entry);
  if (FIRST_STEPS[id]) return path === entry.prerender[0] ? 'interaction' : 'paint';
  return COPY_PAGES.has(id) || id.startsWith('species:') || id.startsWith('borough:') ? 'interaction' : 'paint';
}

/**
 * The sessionStorage key of the draft a page restores, if it keeps one: a page that starts its
 * code at the first touch starts it at once when this tab holds its draft, so the answers are
 * back without a touch (the report flow's first step).
 */
export function draftKeyOf(path: string): string | undefined {
  const entry = entryOfPrerendered(path);
  return entry && startOf(path) === 'interaction' ? FIRST_STEPS[pageId(entry)]?.draftKey : undefined;
}
