import { expect, test, type Page } from '@playwright/test';
import { PRERENDER_PATHS } from '../../src/app/route-table';
import { serviceSelect, uniqueEmail } from './db';
import { axeViolations, holdScript, waitForApp } from './helpers';

const openToast = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).locator('li[data-state="open"]');

/** The JSON-LD types each kind of page must carry. */
function expectedTypes(path: string): string[] {
  if (path.startsWith('/services/')) return ['Organization', 'Service', 'BreadcrumbList', 'FAQPage'];
  if (/^(\/(es|zh-hant|zh-hans))?\/(manhattan|brooklyn|queens|bronx|staten-island)-wildlife-control$/.test(path)) return ['Organization', 'Service', 'BreadcrumbList'];
  if (/^(\/(es|zh-hant|zh-hans))?\/faqs$/.test(path)) return ['Organization', 'FAQPage'];
  return ['Organization'];
}

test('every page carries JSON-LD that parses, with the expected types', async ({ request }) => {
  for (const path of PRERENDER_PATHS.filter((p) => !p.endsWith('/404'))) {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as { '@type': string });
    const types = blocks.map((b) => b['@type']);
    for (const type of expectedTypes(path)) expect(types, `${path} lacks ${type}`).toContain(type);
    const org = blocks.find((b) => b['@type'] === 'Organization') as { description?: string } | undefined;
    expect(org?.description).toMatch(/not a wildlife control operator/);
  }
});

/**
 * One answer at a time, the browser's own way (<details name>): the page's code is held back for
 * the first presses (a phone still fetching it), then let in, and the answers work the same.
 */
test('the FAQ opens one answer at a time and collapses again, before and after the code starts', async ({ page }) => {
  const release = await holdScript(page);
  await page.goto('/faqs');
  const questions = page.locator('main details');
  await expect(questions).toHaveCount(10);
  const answer = (n: number) => questions.nth(n).locator('p').first();
  const open = page.locator('main details[open]');
  await expect(answer(0)).toBeHidden();
  await questions.nth(0).locator('summary').click();
  await expect(answer(0)).toBeVisible();
  await questions.nth(3).locator('summary').click();
  await expect(answer(3)).toBeVisible();
  await expect(answer(0)).toBeHidden();
  await expect(open).toHaveCount(1);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await waitForApp(page);
  // The answer opened before the code started stays open through hydration.
  await expect(answer(3)).toBeVisible();
  await questions.nth(3).locator('summary').click();
  await expect(open).toHaveCount(0);
  // By keyboard: the summary takes the focus and Enter opens its answer.
  await questions.nth(1).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(answer(1)).toBeVisible();
  await expect(open).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
});

test('the Available now notes open one at a time', async ({ page }) => {
  await page.goto('/updates');
  await waitForApp(page);
  const items = page.locator('main section').filter({ hasText: 'Available now' }).locator('details');
  await expect(items).toHaveCount(2);
  await items.nth(0).locator('summary').click();
  await items.nth(1).locator('summary').click();
  await expect(items.nth(0)).not.toHaveAttribute('open');
  await expect(items.nth(1)).toHaveAttribute('open');
  await items.nth(1).locator('summary').click();
  await expect(items.nth(1)).not.toHaveAttribute('open');
});

test('subscribing on /updates stores one pending row, also when done twice', async ({ page }) => {
  const email = uniqueEmail('news');
  await page.goto('/updates');
  await waitForApp(page);
  const field = page.getByRole('textbox', { name: 'Email address' });
  await expect(field).toHaveAttribute('placeholder', 'Enter your email');
  for (let i = 0; i < 2; i++) {
    await field.fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(openToast(page)).toContainText('Subscribed!');
    await expect(openToast(page)).toContainText('Check your inbox: open the link we sent to confirm your address.');
  }
  const rows = await serviceSelect('newsletter_subscriptions', `email=eq.${encodeURIComponent(email)}&select=email,status`);
  expect(rows).toEqual([{ email, status: 'pending' }]);
});

test('an address typed and sent before the page\'s code has arrived is kept, and subscribed once it has', async ({ page }) => {
  const email = uniqueEmail('early');
  const release = await holdScript(page);
  await page.goto('/updates');
  const field = page.getByRole('textbox', { name: 'Email address' });
  await field.click();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  release();
  await expect(openToast(page)).toContainText('Subscribed!');
  const rows = await serviceSelect('newsletter_subscriptions', `email=eq.${encodeURIComponent(email)}&select=email,status`);
  expect(rows).toEqual([{ email, status: 'pending' }]);
});

test('a failed subscription keeps the e-mail typed', async ({ page }) => {
  await page.goto('/updates');
  await waitForApp(page);
  await page.route('**/rest/v1/rpc/subscribe_newsletter**', (route) => route.abort('connectionrefused'));
  const field = page.getByRole('textbox', { name: 'Email address' });
  await field.fill('kept@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(openToast(page)).toContainText('Subscription Failed');
  await expect(field).toHaveValue('kept@example.com');
});
