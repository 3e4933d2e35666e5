import { expect, test } from '@playwright/test';
import { PRERENDER_PATHS } from '../../src/app/route-table';
import { htmlLang, localeOfPath, localizedPath } from '../../src/domain/locales';
import { CANONICAL_ORIGIN, SITE_NAME, chromeOf, trackConsoleErrors, waitForApp } from './helpers';

const pages = PRERENDER_PATHS.filter((p) => !p.endsWith('/404'));

test.describe('every route of the route table', () => {
  for (const path of pages) {
    test(`${path} answers with one h1, its own title and canonical, no console errors`, async ({ page }) => {
      const errors = trackConsoleErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForApp(page);
      await expect(page.locator('h1')).toHaveCount(1);
      const title = await page.title();
      expect(title).toMatch(new RegExp(`^.+ \\| ${SITE_NAME}$`));
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical?.startsWith(CANONICAL_ORIGIN)).toBe(true);
      // Chinese says in 40 characters what English says in 100.
      const locale = localeOfPath(path);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', locale.startsWith('zh') ? /.{30,}/ : /.{50,}/);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(locale));
      // The accessibility statement is one link away from every page, in the page's language
      // (a summary of the English statement outside English).
      const accessibility = (await chromeOf(locale)).nav.accessibility;
      await expect(page.locator('footer').getByRole('link', { name: accessibility, exact: true })).toHaveAttribute('href', localizedPath(locale, '/accessibility'));
      expect(errors).toEqual([]);
    });
  }

  test('titles are unique across indexable pages', async ({ request }) => {
    const titles = new Map<string, string>();
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      if (/\/(contact|apply)\/(step-\d|success)$/.test(path)) continue;
      expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, path);
    }
  });

  test('an unknown path shows the 404 page with noindex', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForApp(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('link', { name: /report an issue/i }).first()).toBeVisible();
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});
