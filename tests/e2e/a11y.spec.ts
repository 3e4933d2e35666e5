import { expect, test, type Page } from '@playwright/test';
import { axeViolations, waitForApp } from './helpers';

/**
 * axe on every state a visitor meets (every route as it loads is checked by routes.spec.ts): error states of the report flow and
 * the lead form, the help panel, the open mobile drawer, a visible toast. No violation at
 * any impact level. (Each step of the application wizard is checked in apply.spec.ts.)
 */
test('axe: the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await waitForApp(page);
  expect(await axeViolations(page)).toEqual([]);
});

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

test('axe: every step of the report flow with its errors and toast showing', async ({ page }) => {
  await page.goto('/contact');
  await waitForApp(page);
  await next(page);
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('li')).toHaveCount(1);
  expect(await axeViolations(page), 'step 1 errors').toEqual([]);
  await page.getByLabel('ZIP code of the property').fill('11215');
  await page.getByLabel('Street address').fill('350 5th Ave');
  await page.getByRole('radio', { name: 'Homeowner' }).check();
  await next(page);
  await next(page);
  expect(await axeViolations(page), 'step 2 errors').toEqual([]);
  await page.getByLabel('What animal is it?').selectOption('Bat');
  await page.getByLabel('How long has this been going on?').selectOption('A few days');
  await page.getByLabel('What is happening?').fill('A bat in the bedroom.');
  await page.getByRole('checkbox', { name: /A bat was found in a room/ }).check();
  await next(page);
  await expect(page.getByRole('heading', { name: 'A bat was in a room where someone slept' })).toBeVisible();
  expect(await axeViolations(page), 'help panel').toEqual([]);
  await page.getByRole('button', { name: 'I still want a professional' }).click();
  await page.getByLabel('By phone').uncheck();
  await next(page);
  expect(await axeViolations(page), 'step 3 errors').toEqual([]);
  await page.getByRole('textbox', { name: 'Full name' }).fill('Lee');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('7185550100');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('lee@example.com');
  await page.getByLabel('By phone').check();
  await next(page);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  expect(await axeViolations(page), 'step 4 error').toEqual([]);
});

test('axe: the lead form with its errors showing', async ({ page }) => {
  await page.goto('/services/skunk-removal-nyc');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Get Help Now' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('axe: the open mobile drawer with its groups expanded', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await drawer.getByText('Wildlife Services').click();
    await drawer.getByText('Service Areas').click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('axe: a borough page and the report flow', async ({ page }) => {
    for (const path of ['/bronx-wildlife-control', '/contact']) {
      await page.goto(path);
      await waitForApp(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});

test('the axe check itself finds what it must: an image without a text alternative, and faint text in a section drawn only near the screen', async ({ page }) => {
  await page.goto('/brooklyn-wildlife-control');
  await waitForApp(page);
  await page.evaluate(() => {
    const sections = document.querySelectorAll('main section');
    const last = sections[sections.length - 1];
    if (!last) throw new Error('no section');
    const faint = document.createElement('p');
    faint.id = 'planted-faint';
    faint.textContent = 'Text almost the colour of the page';
    faint.style.color = '#f4f4f4';
    faint.style.background = '#ffffff';
    last.append(faint);
    const image = document.createElement('img');
    image.id = 'planted-image';
    image.src = '/favicon.svg';
    document.querySelector('main section')?.append(image);
  });
  const found = await axeViolations(page);
  expect(found).toEqual(expect.arrayContaining([expect.stringMatching(/^image-alt .*#planted-image/), expect.stringMatching(/^color-contrast .*#planted-faint/)]));
  // The section is left as the page had it: drawn only near the screen again.
  expect(await page.locator('main section').last().evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
});
