/**
 * scripts/security-headers.ts: the headers the static build is served with, and the files
 * (`_headers`, `vercel.json`) static hosts read them from.
 */
import { describe, expect, it } from 'vitest';
import {
  CSP_HEADER,
  forPlainHttp,
  netlifyHeadersFile,
  parseHeadersFile,
  securityHeaders,
  securityHeadersFromEnv,
  vercelJson,
} from '../../scripts/security-headers.ts';

const HOSTED = {
  supabaseUrl: 'https://abcdefghijklmnop.supabase.co',
  paymentUrl: 'https://buy.stripe.com/test_123?prefilled=1',
  siteUrl: 'https://www.nycwildlifedispatch.com',
};

/** The CSP as directive name → source list. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values] as const;
      }),
  );
}

describe('securityHeaders', () => {
  it('returns exactly the six headers', () => {
    expect(Object.keys(securityHeaders(HOSTED)).sort()).toEqual(
      [
        'Content-Security-Policy',
        'Cross-Origin-Opener-Policy',
        'Permissions-Policy',
        'Referrer-Policy',
        'X-Content-Type-Options',
        'X-Frame-Options',
      ].sort(),
    );
  });

  it('fixed headers', () => {
    expect(securityHeaders(HOSTED)).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  it('a CSP that allows only the site, the Supabase origin and the payment host', () => {
    const csp = directives(securityHeaders(HOSTED)[CSP_HEADER] ?? '');
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'style-src-attr': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'", 'https://abcdefghijklmnop.supabase.co'],
      'form-action': ["'self'", 'https://buy.stripe.com'],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
      'upgrade-insecure-requests': [],
    });
  });

  it('never allows inline or eval scripts, wildcards, or a Realtime WebSocket', () => {
    const csp = securityHeaders(HOSTED)[CSP_HEADER] ?? '';
    expect(csp).not.toMatch(/unsafe-eval|wss:|\*|blob:/);
    expect(directives(csp).get('script-src')).toEqual(["'self'"]);
    expect(directives(csp).get('style-src')).toEqual(["'self'"]);
  });

  it('uses origins only: paths, queries and trailing slashes of the URLs are dropped', () => {
    const csp = directives(
      securityHeaders({ supabaseUrl: 'https://x.supabase.co/', paymentUrl: 'https://pay.example.com:8443/checkout/abc?x=1' })[CSP_HEADER] ?? '',
    );
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://x.supabase.co']);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://pay.example.com:8443']);
  });

  it('names the local Supabase once when it also hosts the test checkout', () => {
    const csp = directives(
      securityHeaders({ supabaseUrl: 'http://127.0.0.1:54321', paymentUrl: 'http://127.0.0.1:54321/test-checkout' })[CSP_HEADER] ?? '',
    );
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:54321']);
    expect(csp.get('form-action')).toEqual(["'self'", 'http://127.0.0.1:54321']);
  });

  it('adds upgrade-insecure-requests only when the site is served over https', () => {
    const has = (siteUrl?: string) =>
      (securityHeaders({ ...HOSTED, siteUrl })[CSP_HEADER] ?? '').includes('upgrade-insecure-requests');
    expect(has('https://www.nycwildlifedispatch.com')).toBe(true);
    expect(has('http://localhost:4173')).toBe(false);
    expect(has(undefined)).toBe(false);
  });

  it('refuses URLs that are not absolute http(s) (no way to smuggle a source list)', () => {
    expect(() => securityHeaders({ ...HOSTED, supabaseUrl: "https://x.supabase.co; script-src 'unsafe-inline'" })).toThrow();
    expect(() => securityHeaders({ ...HOSTED, supabaseUrl: 'not a url' })).toThrow(/supabaseUrl/);
    expect(() => securityHeaders({ ...HOSTED, paymentUrl: 'javascript:alert(1)' })).toThrow(/paymentUrl/);
    expect(() => securityHeaders({ ...HOSTED, paymentUrl: 'data:text/html,hi' })).toThrow(/paymentUrl/);
  });

  it('reads the same env variables and defaults as src/config/site.ts', () => {
    const local = directives(securityHeadersFromEnv({})[CSP_HEADER] ?? '');
    expect(local.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:54321']);
    expect(local.get('form-action')).toEqual(["'self'", 'http://127.0.0.1:54321']);
    // The default canonical site is https.
    expect(local.has('upgrade-insecure-requests')).toBe(true);
    const hosted = directives(
      securityHeadersFromEnv({
        VITE_SUPABASE_URL: 'https://p.supabase.co/',
        VITE_PAYMENT_URL: 'https://checkout.example.com/x',
        VITE_SITE_URL: 'http://staging.example.com',
      })[CSP_HEADER] ?? '',
    );
    expect(hosted.get('connect-src')).toEqual(["'self'", 'https://p.supabase.co']);
    expect(hosted.get('form-action')).toEqual(["'self'", 'https://checkout.example.com']);
    expect(hosted.has('upgrade-insecure-requests')).toBe(false);
    // Blank values fall back to the defaults, as in site.ts.
    expect(securityHeadersFromEnv({ VITE_SUPABASE_URL: '  ', VITE_PAYMENT_URL: '' })).toEqual(securityHeadersFromEnv({}));
  });
});

describe('host files', () => {
  const headers = securityHeaders(HOSTED);

  it('_headers: /* then one indented "Name: value" line per header', () => {
    const file = netlifyHeadersFile(headers);
    const lines = file.trimEnd().split('\n');
    expect(lines[0]).toBe('/*');
    expect(lines.slice(1)).toEqual(Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`));
    expect(file.endsWith('\n')).toBe(true);
  });

  it('_headers round-trips through parseHeadersFile (what scripts/serve.ts sends)', () => {
    expect(parseHeadersFile(netlifyHeadersFile(headers))).toEqual(headers);
    // Other path blocks and comments are ignored.
    expect(parseHeadersFile(`# c\n/assets/*\n  Cache-Control: immutable\n${netlifyHeadersFile(headers)}`)).toEqual(headers);
  });

  it('_headers refuses a value with a line break (header injection)', () => {
    expect(() => netlifyHeadersFile({ 'X-Test': 'a\nSet-Cookie: x=1' })).toThrow(/line break/);
  });

  it('vercel.json: every header on every path, clean URLs, no trailing slash', () => {
    const config = vercelJson(headers);
    expect(config.cleanUrls).toBe(true);
    expect(config.trailingSlash).toBe(false);
    expect(config.headers).toEqual([
      { source: '/(.*)', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) },
    ]);
    expect(JSON.parse(JSON.stringify(config))).toEqual(config);
  });

  it('forPlainHttp drops upgrade-insecure-requests and nothing else', () => {
    const plain = forPlainHttp(headers);
    expect(plain[CSP_HEADER]).toBe((headers[CSP_HEADER] ?? '').replace('; upgrade-insecure-requests', ''));
    expect({ ...plain, [CSP_HEADER]: '' }).toEqual({ ...headers, [CSP_HEADER]: '' });
    expect(forPlainHttp(plain)).toEqual(plain);
  });
});
