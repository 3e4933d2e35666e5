import { expect, test, type Page } from '@playwright/test';
import { PRERENDER_PATHS } from '../../src/app/route-table';
import { serviceSelect, uniqueEmail } from './db';
import { holdScript, waitForApp } from './helpers';

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

test('the FAQ accordion opens one item at a time and collapses again', async ({ page }) => {
  await page.goto('/faqs');
  await waitForApp(page);
  const triggers = page.locator('main [data-radix-collection-item], main button[aria-expanded]');
  await expect(triggers).toHaveCount(10);
  await triggers.nth(0).click();
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await triggers.nth(3).click();
  await expect(triggers.nth(3)).toHaveAttribute('aria-expanded', 'true');
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await triggers.nth(3).click();
  await expect(triggers.nth(3)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('main [aria-expanded="true"]')).toHaveCount(0);
});

test('the Available now accordion opens one item at a time', async ({ page }) => {
  await page.goto('/updates');
  await waitForApp(page);
  const items = page.locator('main section').filter({ hasText: 'Available now' }).getByRole('button');
  await expect(items).toHaveCount(2);
  await items.nth(0).click();
  await items.nth(1).click();
  await expect(items.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(items.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await items.nth(1).click();
  await expect(items.nth(1)).toHaveAttribute('aria-expanded', 'false');
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
