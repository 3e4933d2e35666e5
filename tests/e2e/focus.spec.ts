import { expect, test } from '@playwright/test';
import { failures, judgeActive, tabThrough } from './focus-judge';
import { waitForApp } from './helpers';

/**
 * Focus stays visible in the open states a visitor meets (every route's Tab stops are judged by
 * routes.spec.ts): a header dropdown, the mobile drawer, a toast.
 */

test.describe('focus is always visible', () => {
  test('open states: a header dropdown, the mobile drawer, a toast', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const services = page.getByRole('button', { name: 'Wildlife Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const inDropdown = await page.evaluate(judgeActive);
    expect(inDropdown?.ok, inDropdown?.why).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = await tabThrough(page, 40);
    expect(drawer.length).toBeGreaterThan(3);
    expect(failures(drawer)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/contact');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).locator('li[data-state="open"]')).toBeVisible();
    await page.keyboard.press('F8');
    await page.keyboard.press('Tab');
    const inToast = await page.evaluate(judgeActive);
    expect(inToast?.ok, `${inToast?.name} ${inToast?.why}`).toBe(true);
  });
});
