/**
 * The newsletter's double opt-in and unsubscribe through the local inbox, in the browser:
 * subscribe on /updates → the confirmation e-mail → its link → confirmed; an update e-mail →
 * its unsubscribe link → unsubscribed; the database checked after each step. No sign-in.
 */
import { expect, test } from '@playwright/test';
import { SERVICE_ROLE_KEY, SUPABASE_URL, mailsTo, serviceSelect, uniqueEmail } from './db';
import { waitForApp } from './helpers';

const status = async (email: string) =>
  (await serviceSelect<{ status: string }>('newsletter_subscriptions', `email=eq.${encodeURIComponent(email)}&select=status`)).map((r) => r.status);

/** The first link in a mail's text that starts with `prefix`. */
function linkIn(text: string | undefined, prefix: string): string {
  const found = new RegExp(`${prefix.replace(/[.?/]/g, '\\$&')}\\S+`).exec(text ?? '')?.[0];
  if (!found) throw new Error(`no ${prefix} link in: ${text ?? ''}`);
  return found.replace(/[).,]+$/, '');
}

test('subscribe on /updates, confirm by the e-mailed link, unsubscribe by the update e-mail\'s link', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('newsletter');
  await page.goto('/updates');
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Subscribed!' }).first()).toBeVisible();
  expect(await status(email)).toEqual(['pending']);

  const [confirmation] = await mailsTo(email, { subject: 'Confirm your subscription to NYC Wildlife Dispatch updates' });
  const confirmLink = linkIn(confirmation?.text, 'http://localhost:4173/newsletter/confirm?token=');
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  // Opening the link alone changes nothing (mail scanners open links too).
  await waitForApp(page);
  expect(await status(email)).toEqual(['pending']);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByText('Your subscription is confirmed.')).toBeVisible();
  expect(await status(email)).toEqual(['confirmed']);

  const queued = await fetch(`${SUPABASE_URL}/rest/v1/rpc/queue_newsletter_update`, {
    method: 'POST',
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ p_key: `e2e-${Date.now()}`, p_subject: 'A browser-test update', p_body: 'Hello from the test.' }),
  });
  expect(queued.status).toBe(200);
  const [update] = await mailsTo(email, { subject: 'A browser-test update' });
  const unsubscribeLink = linkIn(update?.text, 'http://localhost:4173/newsletter/unsubscribe?token=');
  await page.goto(unsubscribeLink);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You are unsubscribed.')).toBeVisible();
  expect(await status(email)).toEqual(['unsubscribed']);
});

test('a made-up link says it is not valid and changes nothing', async ({ page }) => {
  await page.goto(`/newsletter/unsubscribe?token=${'A'.repeat(43)}`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();
  await page.goto('/newsletter/confirm');
  await waitForApp(page);
  await expect(page.getByText('Open the link from your e-mail to continue.')).toBeVisible();
});
