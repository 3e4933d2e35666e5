import { expect, test } from '@playwright/test';
import { trackConsoleErrors, waitForApp } from './helpers';

test('the header turns translucent with a border after 10 px of scrolling', async ({ page }) => {
  await page.goto('/about');
  await waitForApp(page);
  const header = page.locator('body > #root header').first();
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 8));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  // The colours transition over 200 ms: wait for the end state.
  const alpha = () => header.evaluate((el) => Number(/[/,]\s*([\d.]+)\)$/.exec(getComputedStyle(el).backgroundColor)?.[1] ?? 1));
  await expect.poll(alpha).toBeCloseTo(0.85, 2);
  const style = await header.evaluate((el) => {
    const s = getComputedStyle(el);
    return { border: s.borderBottomColor, blur: s.backdropFilter };
  });
  expect(style.border).not.toMatch(/transparent|rgba\(0, 0, 0, 0\)|\/ 0\)$/);
  expect(style.blur).toContain('blur');
});

test('desktop dropdowns open by keyboard, close with Escape and return focus', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const services = page.getByRole('button', { name: 'Wildlife Services' });
  await services.focus();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await services.getAttribute('aria-controls')}`);
  await expect(menu.getByRole('link')).toHaveCount(12);
  for (const heading of ['Common Pests', 'Specialized Removal', 'Ground & Large Animals']) {
    await expect(menu.getByText(heading)).toBeVisible();
  }
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(services).toBeFocused();

  const areas = page.getByRole('button', { name: 'Service Areas' });
  await areas.click();
  const areaLinks = page.locator(`#${await areas.getAttribute('aria-controls')}`).getByRole('link');
  await expect(areaLinks).toHaveCount(6);
  await expect(areaLinks.first()).toHaveText(/NYC/);
  await areaLinks.nth(2).click();
  await expect(page).toHaveURL(/\/brooklyn-wildlife-control$/);
  await expect(areas).toHaveAttribute('aria-expanded', 'false');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the drawer opens from the right, locks scrolling, and closes on navigation', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    await page.goto('/');
    await waitForApp(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(390);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await drawer.getByText('Wildlife Services').click();
    await drawer.getByRole('link', { name: 'Bat Removal' }).click();
    await expect(page).toHaveURL(/\/services\/bat-removal-nyc$/);
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    expect(errors).toEqual([]);
  });

  test('Escape closes the drawer and focus returns to the toggle', async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test('every path change scrolls back to the top', async ({ page }) => {
  await page.goto('/faqs');
  await waitForApp(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('toasts: one at a time, the next replaces it, gone after 5 s', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const zip = page.getByRole('textbox', { name: /zip/i });
  const check = page.getByRole('button', { name: 'Check Availability' });
  await zip.fill('123');
  await check.click();
  const region = page.getByRole('region', { name: /Notifications/ });
  const open = region.locator('li[data-state="open"]');
  await expect(open).toHaveCount(1);
  await expect(open).toContainText('Invalid ZIP Code');
  await zip.fill('07030');
  await check.click();
  await expect(open).toHaveCount(1);
  await expect(open).toContainText('Coming Soon!');
  await expect(open).not.toContainText('Invalid ZIP Code');
  const shownAt = Date.now();
  await expect(open).toHaveCount(0, { timeout: 8000 });
  const elapsed = Date.now() - shownAt;
  expect(elapsed).toBeGreaterThan(4000);
});

for (const [width, path] of [
  [1280, '/contact'],
  [1440, '/contact'],
  [1280, '/es/contact'],
  [1440, '/es/contact'],
  [1280, '/zh-hant/contact'],
  [1280, '/zh-hans/contact'],
] as const) {
  test(`the desktop header of ${path} fits at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await waitForApp(page);
    const header = page.locator('body > #root header').first();
    for (const item of await header.locator('a, button, summary').filter({ visible: true }).all()) {
      const box = await item.boundingBox();
      expect(box, await item.innerText()).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), await item.innerText()).toBeLessThanOrEqual(width);
      expect(box?.height ?? 0, `${await item.innerText()} wraps`).toBeLessThan(60);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('no page scrolls sideways on a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/contact', '/apply', '/services/fox-coyote-removal-nyc', '/staten-island-wildlife-control', '/updates', '/terms-of-use']) {
    await page.goto(path);
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});
