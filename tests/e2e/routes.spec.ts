import { expect, test } from '@playwright/test';
import { PRERENDER_PATHS } from '../../src/app/route-table';
import { isWorkspacePath } from '../../src/config/paths';
import { htmlLang, localeOfPath, localizedPath } from '../../src/domain/locales';
import { failures, tabThrough } from './focus-judge';
import { CANONICAL_ORIGIN, SITE_NAME, axeViolations, chromeOf, trackConsoleErrors, waitForApp } from './helpers';

/**
 * Every route of the route table, loaded once and checked for everything a route owes:
 * - it answers 200 with one h1, its own title, canonical, description and html lang, and the
 *   accessibility statement one link away in the footer, in the page's language;
 * - axe finds no violation at any impact level;
 * - every Tab stop shows a focus indicator with at least 3:1 contrast (focus-judge.ts);
 * - nothing is written to the console as an error.
 * (One walk instead of three: the page loads and hydrates once for all of them.)
 */
const pages = PRERENDER_PATHS.filter((p) => !p.endsWith('/404'));

test.describe('every route of the route table', () => {
  for (const path of pages) {
    test(`${path}: one h1, its own title and canonical, no axe violation, a visible focus on every Tab stop, no console errors`, async ({ page }) => {
      const errors = trackConsoleErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForApp(page);
      // Pages whose first screen waits for data or a session (the pro portal) show it first.
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await page.title()).toMatch(new RegExp(`^.+ \\| ${SITE_NAME}$`));
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical?.startsWith(CANONICAL_ORIGIN)).toBe(true);
      // Chinese says in 40 characters what English says in 100.
      const locale = localeOfPath(path);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', locale.startsWith('zh') ? /.{30,}/ : /.{50,}/);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(locale));
      const accessibility = (await chromeOf(locale)).nav.accessibility;
      await expect(page.locator('footer').getByRole('link', { name: accessibility, exact: true })).toHaveAttribute('href', localizedPath(locale, '/accessibility'));

      expect(await axeViolations(page), 'axe').toEqual([]);

      const stops = await tabThrough(page);
      // The console and the portal have their own compact shell (no public menus or footer):
      // their page may still be checking the session (the footer link alone).
      expect(stops.length, 'Tab stops').toBeGreaterThan(isWorkspacePath(path) ? 0 : 3);
      expect(failures(stops), 'focus indicators').toEqual([]);
      test.info().annotations.push({ type: 'tab stops', description: String(stops.length) });

      expect(errors).toEqual([]);
    });
  }
});
