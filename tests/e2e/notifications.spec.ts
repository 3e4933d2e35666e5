/**
 * E-mail reaches people: a report through /contact puts its confirmation, with the reference
 * and a working status link, in the local inbox within 10 s (the local stack delivers every
 * 5 s through the deliver-notifications Edge Function and real SMTP).
 */
import { expect, test } from '@playwright/test';
import { mailsTo, uniqueEmail } from './db';
import { reportThroughContact } from './helpers';

test('a report through /contact is confirmed by e-mail within 10 s, and its status link works', async ({ page, baseURL }) => {
  const email = uniqueEmail('inbox');
  const reference = await reportThroughContact(page, { email });
  const stored = Date.now();
  const [mail] = await mailsTo(email, { timeoutMs: 10_000 });
  const latency = Date.now() - stored;
  test.info().annotations.push({ type: 'commit to inbox', description: `${latency} ms` });
  expect(mail?.subject).toBe(`We received your request (reference ${reference})`);
  const link = /https?:\/\/\S+\/status\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
  expect(link, 'the e-mail links to the status page').toBeTruthy();
  expect(new URL(link ?? '').origin).toBe(new URL(baseURL ?? 'http://localhost:4173').origin);
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your request ${reference}`);
});
