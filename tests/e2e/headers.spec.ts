/**
 * Security headers of the served build (scripts/security-headers.ts, sent by scripts/serve.ts
 * from dist/_headers): every response carries them, the pages load with no CSP violation
 * (JSON-LD data blocks, inline style attributes, fonts, chunks). They only read, so they run
 * beside the specs that write (playwright.config.ts); that a lead still reaches Supabase on its
 * other origin (connect-src) is checked with the /contact flow in report.spec.ts.
 *
 * Run against a build whose VITE_SUPABASE_URL is this run's Supabase, e.g.
 *   SITE_OUT=dist-sec VITE_SUPABASE_URL=http://127.0.0.1:54341 npm run build
 *   SITE_OUT=dist-sec SITE_PORT=4193 SUPABASE_PORT=54341 npx playwright test tests/e2e/headers.spec.ts
 */
import { expect, test } from '@playwright/test';
import { CSP_HEADER, securityHeaders } from '../../scripts/security-headers';
import { watchCsp, texts } from './csp';
import { SUPABASE_URL } from './db';
import { waitForApp } from './helpers';

const PAGES = ['/', '/services/bat-removal-nyc', '/contact', '/apply'] as const;

/** What the local server must send: the build's headers without upgrade-insecure-requests (http origin). */
const EXPECTED = securityHeaders({ supabaseUrl: SUPABASE_URL, paymentUrl: `${SUPABASE_URL}/test-checkout` });

function expectSecurityHeaders(headers: Record<string, string>, what: string): void {
  for (const [name, value] of Object.entries(EXPECTED)) {
    expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
  }
}

test.describe('security headers', () => {
  test('pages, assets, fallbacks and the 404 page carry every header', async ({ page, request }) => {
    const csp = EXPECTED[CSP_HEADER] ?? '';
    expect(csp).toContain(`connect-src 'self' ${SUPABASE_URL};`);
    expect(csp).not.toContain('upgrade-insecure-requests');
    for (const path of PAGES) {
      const res = await page.goto(path);
      if (!res) throw new Error(`${path}: no response`);
      expect(res.status(), path).toBe(200);
      expectSecurityHeaders(await res.allHeaders(), path);
    }
    // A hashed asset (what the page loaded), a step-1 fallback, the 404 page, a 304.
    const script = (await page.locator('script[src^="/assets/"]').first().getAttribute('src')) ?? '';
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const asset = await request.get(script);
    expect(asset.status()).toBe(200);
    expectSecurityHeaders(asset.headers(), script);
    const fallback = await request.get('/contact/some-old-step');
    expect(fallback.status()).toBe(200);
    expectSecurityHeaders(fallback.headers(), '/contact/some-old-step');
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing.headers(), '404');
    const etag = asset.headers()['etag'];
    if (etag) {
      const notModified = await request.get(script, { headers: { 'If-None-Match': etag } });
      expect(notModified.status()).toBe(304);
      expectSecurityHeaders(notModified.headers(), '304');
    }
  });

  test('fallback pages are compressed like the prerendered ones', async ({ request }) => {
    // A status link, a wizard step, a report step and the 404 page are served from a fallback file.
    for (const path of ['/status/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/es/status/x', '/contact/step-3', '/no-such-page']) {
      for (const encoding of ['br', 'gzip']) {
        const res = await request.get(path, { headers: { 'Accept-Encoding': encoding } });
        expect(res.headers()['content-encoding'], `${path} (${encoding})`).toBe(encoding);
        expect(res.headers()['vary'], path).toContain('Accept-Encoding');
        // The body decodes to the page itself.
        expect(await res.text(), path).toContain('</html>');
      }
      const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers()['content-encoding'], `${path} (identity)`).toBeUndefined();
      expect(await plain.text(), path).toContain('</html>');
    }
  });

  for (const path of PAGES) {
    test(`${path} loads with no CSP violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      await page.goto(path);
      await waitForApp(page);
      // Let lazy chunks, fonts and idle work run.
      await page.waitForLoadState('networkidle');
      expect(texts(violations)).toEqual([]);
    });
  }

  test('JSON-LD blocks and inline style attributes are not blocked', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/services/bat-removal-nyc');
    await waitForApp(page);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    // The apply wizard's progress bar width comes from a prerendered style="" attribute.
    await page.goto('/apply');
    await waitForApp(page);
    const bar = page.locator('[style*="width:"]').first();
    const ratio = await bar.evaluate((el) => el.getBoundingClientRect().width / (el.parentElement?.getBoundingClientRect().width || 1));
    expect(ratio).toBeGreaterThan(0.1);
    expect(ratio).toBeLessThan(0.5);
    expect(texts(violations)).toEqual([]);
  });

  test('the policy is enforced: an injected inline script is blocked and reported', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/');
    await waitForApp(page);
    const ran = await page.evaluate(async () => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true;';
      document.head.append(s);
      await new Promise((r) => setTimeout(r, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    // Both listeners see it (so an empty list elsewhere means something).
    await expect.poll(() => violations.some((v) => v.via === 'event' && v.directive.startsWith('script-src') && v.blocked === 'inline')).toBe(true);
    await expect.poll(() => violations.some((v) => v.via === 'console')).toBe(true);
  });

  test('zod never probes eval: the /contact and /apply schemas parse with no eval violation', async ({ page }) => {
    // zod 4 probes `new Function("")` unless z.config({ jitless: true }); under script-src 'self'
    // Chromium reports that probe as a violation even though zod catches the error.
    const violations = await watchCsp(page);
    await page.goto('/contact');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.goto('/apply');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Continue to Step 2' }).click();
    await page.waitForLoadState('networkidle');
    expect(texts(violations.filter((v) => v.blocked === 'eval' || /eval/i.test(v.text)))).toEqual([]);
    expect(texts(violations)).toEqual([]);
  });
});
