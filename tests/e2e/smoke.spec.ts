import { expect, test } from '@playwright/test';
import { PRERENDER_PATHS } from '../../src/app/route-table';
import { trackConsoleErrors, waitForApp } from './helpers';

/** What holds across routes; each route on its own is walked by routes.spec.ts. */
const pages = PRERENDER_PATHS.filter((p) => !p.endsWith('/404'));

test.describe('every route of the route table', () => {
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
