/**
 * Text messages on the local stack, as a newcomer sees them after `npm start`: the demo
 * dispatcher offers a report to the Brooklyn demo professional in the console, the offer text
 * lands in the local SMS inbox (http://127.0.0.1:54330), a YES through the inbox accepts it, and
 * the console and the resident's status page show it. The professional's texting settings in the
 * portal refuse a number that is not a US one.
 */
import { expect, test } from '@playwright/test';
import { DEMO_DISPATCHER, DEMO_PROS } from '../../supabase/local/demo';
import { SMS_URL, replyFrom, serviceSelect, textTo, uniqueEmail } from './db';
import { axeViolationsBothSchemes, reportThroughContact, signInWithCode, waitForApp } from './helpers';

const BROOKLYN = DEMO_PROS.find((p) => p.email === 'pro.brooklyn@demo.test');

test('an offer reaches the professional by text; YES through the SMS inbox accepts it', async ({ page, context }) => {
  test.setTimeout(120_000);
  const mobile = BROOKLYN?.mobile_phone ?? '';
  const email = uniqueEmail('texts');
  const resident = await context.newPage();
  const reference = await reportThroughContact(resident, { email });
  const statusHref = (await resident.locator('a[href*="/status/"]').first().getAttribute('href')) ?? '';

  await page.goto('/dispatch');
  await waitForApp(page);
  await page.getByLabel('Email').fill(DEMO_DISPATCHER.email);
  await page.getByLabel('Password').fill(DEMO_DISPATCHER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('row').filter({ hasText: reference }).getByRole('link', { name: reference }).click();
  await page.getByRole('region', { name: 'Matching professionals' }).getByRole('button', { name: 'Offer to [Demo] Prospect Humane Wildlife' }).click();

  const offer = await textTo(mobile, new RegExp(`^NYC Wildlife Dispatch: new job offer ${reference}: `));
  expect(offer.body).toMatch(/Reply YES [0-9A-F]{4} to accept or NO [0-9A-F]{4} to decline\./);
  expect(offer.body).not.toContain('Maria');
  // The console lists the text with its delivery state beside the e-mails.
  const messages = page.getByRole('region', { name: 'Messages' });
  await expect(messages).toContainText('Text: offer to the professional');
  await expect(messages).toContainText(`To ${mobile}`);

  // With the code: other tests may hold offers to the same demo professional at the same time.
  const code = /Reply YES ([0-9A-F]{4})/.exec(offer.body)?.[1] ?? '';
  const answer = await replyFrom(mobile, `YES ${code}`);
  expect(answer).toEqual({ status: 200, replies: [`NYC Wildlife Dispatch: you accepted ${reference}. The resident's name and phone follow in the next text.`] });
  const [lead] = await serviceSelect<{ status: string }>('leads', `email=eq.${encodeURIComponent(email)}&select=status`);
  expect(lead?.status).toBe('accepted');
  await textTo(mobile, new RegExp(`^NYC Wildlife Dispatch: job ${reference} is yours\\. Call Maria now at `));
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Offer accepted · [Demo] Prospect Humane Wildlife');

  await resident.goto(statusHref);
  await expect(resident.getByText('[Demo] Prospect Humane Wildlife').first()).toBeVisible();
});

test('the SMS inbox page lists the texts; the portal keeps a professional\'s texting and refuses a number that is not a US one', async ({ page }) => {
  test.setTimeout(120_000);
  const inbox = await page.request.get(SMS_URL);
  expect(inbox.status()).toBe(200);
  expect(await inbox.text()).toContain('Local SMS inbox');

  await signInWithCode(page, 'pro.queens@demo.test');
  const summary = page.getByText('Text messages:');
  await expect(summary).toContainText('on, to (718) 555-0103');
  await summary.click();
  const number = page.getByLabel('Mobile number');
  await expect(number).toHaveValue('(718) 555-0103');
  await number.fill('+44 20 7946 0958');
  await page.getByRole('button', { name: 'Save text messages' }).click();
  await expect(page.getByText('Enter a US mobile number: 10 digits, area code first.')).toBeVisible();
  expect(await axeViolationsBothSchemes(page)).toEqual([]);
  // Another way of writing the same number is the same number.
  await number.fill('718.555.0103');
  await page.getByRole('button', { name: 'Save text messages' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Text Messages Saved');
  const [pro] = await serviceSelect<{ mobile_phone: string }>('pros', 'email=eq.pro.queens%40demo.test&select=mobile_phone');
  expect(pro?.mobile_phone).toBe('+17185550103');
});
