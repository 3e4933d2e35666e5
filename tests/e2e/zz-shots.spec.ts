import { expect, test } from '@playwright/test';
import { mailsTo, uniqueEmail } from './db';
import { reportThroughContact, waitForApp } from './helpers';

const tag = process.env.SHOT_TAG ?? 'before';
test('shots', async ({ page }) => {
  test.setTimeout(180_000);
  for (let i = 0; i < 3; i++) await reportThroughContact(page, { email: uniqueEmail('shot') });
  for (const vp of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(vp);
    await page.goto('/dispatch');
    await waitForApp(page);
    if (await page.getByLabel('Password').isVisible()) {
      await page.getByLabel('Email').fill('dispatcher@demo.test');
      await page.getByLabel('Password').fill('dispatch-demo');
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Queue' })).toBeVisible();
    await page.getByRole('row').nth(2).waitFor();
    await page.screenshot({ path: `/tmp/shots/${tag}-console-${vp.width}.png` });
  }
  await page.goto('/pro');
  await waitForApp(page);
  await page.getByLabel('Email').fill('pro.brooklyn@demo.test');
  await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
  const codes = await mailsTo('pro.brooklyn@demo.test', { count: 1, subject: 'Your sign-in code' });
  const code = /\b(\d{6})\b/.exec(codes[0]?.text ?? '')?.[1] ?? '';
  await page.getByLabel('Six-digit code').fill(code);
  await page.getByRole('button', { name: /Sign in/ }).click();
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/shots/${tag}-portal-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `/tmp/shots/${tag}-portal-1280.png` });
});
