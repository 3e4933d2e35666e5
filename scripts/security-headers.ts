/**
 * HTTP security headers of the static build: one pure function that derives them from the
 * site's configuration, and writers for the files static hosts read.
 *
 *   securityHeaders({ supabaseUrl, paymentUrl, siteUrl })  → { 'Content-Security-Policy': …, … }
 *   netlifyHeadersFile(headers)  → dist/_headers   (Netlify, Cloudflare Pages)
 *   vercelJson(headers)          → dist/vercel.json (Vercel)
 *
 * `npm run build` (scripts/prerender.ts) writes both files with the built site's config, and
 * the local static server (scripts/serve.ts) sends the headers of dist/_headers with every
 * response, so what the browser tests see is what a host configured from those files sends.
 *
 * The policy allows only what the app uses:
 * - scripts, styles, fonts, images: the site itself (hashed files under /assets, favicon);
 *   `data:` images for inline SVG data URIs. The prerendered HTML has no inline executable
 *   script: its `<script type="application/ld+json">` blocks are data blocks, which CSP does
 *   not apply to (tests/e2e/headers.spec.ts checks Chromium reports nothing for them).
 * - `style-src-attr 'unsafe-inline'`: the prerendered HTML carries a few inline `style=""`
 *   attributes that the page needs before JavaScript runs (Radix Accordion's CSS variables on
 *   every accordion panel, cmdk's visually-hidden label on /apply/step-2, the wizard progress
 *   bar's width on /apply/*, the page root's `content-visibility` until the stylesheet has
 *   loaded: scripts/prerender.ts). Blocking them would show the hidden label and break layout.
 *   `<style>` elements and style sheets stay limited to 'self' (style-src / style-src-elem).
 *   Styles that React and framer-motion set after load go through the CSSOM, which CSP does
 *   not restrict.
 * - connect-src: the Supabase project's origin only (REST, Auth and Storage over fetch; the
 *   app opens no Realtime WebSocket, so no wss: source).
 * - form-action: the payment host as well. CSP cannot restrict `window.location` navigation
 *   (the wizard sends the browser to the payment page with location.assign; the
 *   `navigate-to` directive was dropped from CSP 3), so this only covers form submissions.
 * - frame-ancestors 'none' (+ X-Frame-Options: DENY for old browsers), object-src 'none',
 *   base-uri 'self'.
 * - upgrade-insecure-requests only when the site itself is served over https (on an http
 *   origin, e.g. http://localhost:4173, it would rewrite the page's own asset URLs to https).
 */

export interface SecurityHeaderOptions {
  /** The Supabase project URL the bundle calls (VITE_SUPABASE_URL). */
  supabaseUrl: string;
  /** The payment page the apply wizard sends the browser to (VITE_PAYMENT_URL or the test checkout). */
  paymentUrl: string;
  /** The origin the site is served from; adds upgrade-insecure-requests when it is https. */
  siteUrl?: string;
}

export const CSP_HEADER = 'Content-Security-Policy';

/** The defaults of src/config/site.ts, for scripts that read the same environment variables. */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const DEFAULT_SITE_URL = 'https://www.nycwildlifedispatch.com';

/** `scheme://host[:port]` of an absolute http(s) URL; throws on anything else. */
export function originOf(url: string, name: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${name} is not an absolute URL: ${url}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL: ${url}`);
  }
  return parsed.origin;
}

function sources(...values: string[]): string {
  return [...new Set(values)].join(' ');
}

export function securityHeaders({ supabaseUrl, paymentUrl, siteUrl }: SecurityHeaderOptions): Record<string, string> {
  const supabase = originOf(supabaseUrl, 'supabaseUrl');
  const payment = originOf(paymentUrl, 'paymentUrl');
  const https = siteUrl !== undefined && originOf(siteUrl, 'siteUrl').startsWith('https:');
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${sources("'self'", supabase)}`,
    `form-action ${sources("'self'", payment)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return {
    [CSP_HEADER]: directives.join('; '),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The same configuration as src/config/site.ts, read from process.env (build scripts). */
export function securityHeadersFromEnv(env: Record<string, string | undefined> = process.env): Record<string, string> {
  const value = (name: string) => env[name]?.trim() || undefined;
  const supabaseUrl = (value('VITE_SUPABASE_URL') ?? LOCAL_SUPABASE_URL).replace(/\/+$/, '');
  return securityHeaders({
    supabaseUrl,
    paymentUrl: value('VITE_PAYMENT_URL') ?? `${supabaseUrl}/test-checkout`,
    siteUrl: value('VITE_SITE_URL') ?? DEFAULT_SITE_URL,
  });
}

/** `_headers` (Netlify, Cloudflare Pages): every path gets every header. */
export function netlifyHeadersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => {
    if (/[\r\n]/.test(name) || /[\r\n]/.test(value)) throw new Error(`header ${name} contains a line break`);
    return `  ${name}: ${value}`;
  });
  return ['/*', ...lines, ''].join('\n');
}

/** Reads a `_headers` file written by netlifyHeadersFile (the `/*` block). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    if (!inAll) continue;
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export interface VercelConfig {
  cleanUrls: true;
  trailingSlash: false;
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

/** `vercel.json`: the headers on every path, clean URLs without a trailing slash. */
export function vercelJson(headers: Record<string, string>): VercelConfig {
  return {
    cleanUrls: true,
    trailingSlash: false,
    headers: [{ source: '/(.*)', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }],
  };
}

/** The headers for a plain-http origin (local server): the CSP without upgrade-insecure-requests. */
export function forPlainHttp(headers: Record<string, string>): Record<string, string> {
  const csp = headers[CSP_HEADER];
  if (csp === undefined) return { ...headers };
  const kept = csp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '' && d !== 'upgrade-insecure-requests');
  return { ...headers, [CSP_HEADER]: kept.join('; ') };
}
