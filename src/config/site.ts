/**
 * Brand and contact values, read once from VITE_ variables with the defaults of
 * docs/product-rules.md. Nothing else in src/ may spell a phone number, e-mail or site URL.
 * (Validated by hand rather than with zod: this module is on every page's first load.) The
 * Supabase project and the payment page are read in config/backend.ts.
 */
import { DEFAULT_DISPATCH_PHONE } from './placeholders';

type Check = (value: string) => boolean;
export const isUrl: Check = (v) => /^https?:\/\/[^\s/]+/.test(v);
const isEmail: Check = (v) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v);
const isPhone: Check = (v) => /^\(\d{3}\) \d{3}-\d{4}$/.test(v);


/** An unset or blank variable takes the default; a malformed one fails the build loudly. */
export function read(name: string, raw: string | undefined, fallback: string, valid: Check, hint: string): string {
  const value = raw?.trim();
  if (!value) return fallback;
  if (!valid(value)) throw new Error(`${name} is not valid: ${hint}`);
  return value;
}

export function readOptional(name: string, raw: string | undefined, valid: Check, hint: string): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (!valid(value)) throw new Error(`${name} is not valid: ${hint}`);
  return value;
}

// Each variable is named in full: Vite then inlines only these, never the whole environment.
const env = {
  VITE_SITE_NAME: read('VITE_SITE_NAME', import.meta.env.VITE_SITE_NAME, 'NYC Wildlife Dispatch', (v) => v.length > 0, 'a name'),
  VITE_SITE_URL: read('VITE_SITE_URL', import.meta.env.VITE_SITE_URL, 'https://www.nycwildlifedispatch.com', isUrl, 'an http(s) URL'),
  VITE_DISPATCH_PHONE: read('VITE_DISPATCH_PHONE', import.meta.env.VITE_DISPATCH_PHONE, DEFAULT_DISPATCH_PHONE, isPhone, 'like (212) 555-0142'),
  VITE_DISPATCH_EMAIL: read('VITE_DISPATCH_EMAIL', import.meta.env.VITE_DISPATCH_EMAIL, 'dispatch@nycwildlifedispatch.com', isEmail, 'an e-mail address'),
  VITE_PARTNERS_EMAIL: read('VITE_PARTNERS_EMAIL', import.meta.env.VITE_PARTNERS_EMAIL, 'partners@nycwildlifedispatch.com', isEmail, 'an e-mail address'),
  VITE_DISPATCH_LINE_24_7: read('VITE_DISPATCH_LINE_24_7', import.meta.env.VITE_DISPATCH_LINE_24_7, 'false', (v) => v === 'true' || v === 'false', 'true or false'),
};

const phoneDigits = env.VITE_DISPATCH_PHONE.replace(/\D/g, '');

export const site = {
  name: env.VITE_SITE_NAME,
  /** Canonical origin, no trailing slash. */
  url: env.VITE_SITE_URL.replace(/\/+$/, ''),
  phone: {
    display: env.VITE_DISPATCH_PHONE,
    href: `tel:+1${phoneDigits}`,
    /** The line is staffed around the clock: only then does copy say "24/7" (content/line-hours.ts). */
    aroundTheClock: env.VITE_DISPATCH_LINE_24_7 === 'true',
  },
  email: {
    dispatch: env.VITE_DISPATCH_EMAIL,
    partners: env.VITE_PARTNERS_EMAIL,
  },
  /** Fixed at build time so prerendered HTML and the hydrated page always agree. */
  buildYear: String(__BUILD_YEAR__),
} as const;

export type Site = typeof site;

/** City services the site points residents to (the renter guidance of the report forms). */
export const cityLinks = {
  /** 311 online: complaints to city agencies, HPD included. */
  nyc311Online: 'https://portal.311.nyc.gov/',
  /** MyNYCHA: NYCHA residents' repair and pest-control requests. */
  myNycha: 'https://my.nycha.info/',
} as const;

/** `<Page> | NYC Wildlife Dispatch` */
export function pageTitle(page: string): string {
  return `${page} | ${site.name}`;
}

/** Absolute canonical URL for a site path. */
export function canonicalUrl(path: string): string {
  return path === '/' ? `${site.url}/` : `${site.url}${path}`;
}

/** Values for the `{token}` placeholders in content copy (content/tokens.ts). */
export const siteTokens = {
  siteName: site.name,
  siteUrl: site.url,
  phone: site.phone.display,
  dispatchEmail: site.email.dispatch,
  partnersEmail: site.email.partners,
  year: site.buildYear,
} as const;
