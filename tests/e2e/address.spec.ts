/**
 * Issue 31 items 2, 4, 9 and 10 as a person meets them: the report asks the street address and
 * shows everything back before sending; the console shows the full address with Open in Maps
 * and each species once; a toast about a mistake goes once the mistake is fixed, and 'Sign in
 * Failed' goes with a successful sign-in; on a phone a toast stays off the form.
 * (The offered professional, the accepted job, the CSV and the e-mails: pro.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { serviceSelect, uniqueEmail } from './db';
import { axeViolations, reportThroughContact, waitForApp } from './helpers';

const SHOTS = '/tmp/shots-address';
const openToast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).locator('li[data-state="open"]');

async function consoleSignIn(page: Page, password = 'dispatch-demo'): Promise<void> {
  await page.getByLabel('Email').fill('dispatcher@demo.test');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`step 4 at ${width}px shows where, what and how we reach the resident, each with Edit`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/contact');
    await waitForApp(page);
    await page.getByLabel('ZIP code of the property').fill('11215');
    await page.getByLabel('Street address').fill('350 5th Ave');
    await page.getByLabel('Apartment, unit or floor (optional)').fill('Apt 2R');
    await expect(page.getByLabel('Street address')).toHaveAttribute('autocomplete', 'address-line1');
    await expect(page.getByLabel('Apartment, unit or floor (optional)')).toHaveAttribute('autocomplete', 'address-line2');
    await page.getByRole('radio', { name: 'Homeowner' }).check();
    await page.screenshot({ path: `${SHOTS}/step-1-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('What animal is it?').selectOption('Raccoon');
    await page.getByLabel('How long has this been going on?').selectOption('A few days');
    await page.getByLabel('What is happening?').fill('Scratching in the attic every night around 2 a.m.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Full name').fill('Maria Lopez');
    await page.getByLabel('Phone number').fill('7185550142');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('maria@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Review and send' })).toBeVisible();
    const where = page.getByRole('region', { name: 'Where' });
    await expect(where).toContainText('350 5th Ave, Apt 2R');
    await expect(where).toContainText('11215 · Brooklyn');
    await expect(page.getByRole('region', { name: 'What is happening' })).toContainText('Raccoon · A few days');
    const how = page.getByRole('region', { name: 'How the pro will reach you' });
    await expect(how).toContainText('(718) 555-0142');
    await expect(how).toContainText('maria@example.com');
    await page.screenshot({ path: `${SHOTS}/step-4-${width}.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    // Edit goes back to the step, with what was typed.
    await how.getByRole('link', { name: 'Edit How the pro will reach you' }).click();
    await expect(page).toHaveURL(/\/contact\/step-3$/);
    await expect(page.getByLabel('Phone number')).toHaveValue('(718) 555-0142');
  });
}

test('a toast about a failed step goes once the step is fixed and the resident moves on; on a phone it stays off the form', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(openToast(page)).toContainText('Incomplete Information');
  await expect(page.getByLabel('Street address')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${SHOTS}/toast-390.png` });
  // The toast is compact and leaves the fields it is about visible.
  const toastBox = await openToast(page).boundingBox();
  expect(toastBox?.height ?? 999).toBeLessThanOrEqual(96);
  for (const field of [page.getByLabel('ZIP code of the property'), page.getByLabel('Street address')]) {
    const box = await field.boundingBox();
    expect(toastBox && box && (box.y + box.height <= toastBox.y || box.y >= toastBox.y + toastBox.height)).toBe(true);
  }

  await page.getByLabel('ZIP code of the property').fill('11215');
  await page.getByLabel('Street address').fill('350 5th Ave');
  await page.getByRole('radio', { name: 'Homeowner' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/contact\/step-2$/);
  await expect(openToast(page)).toHaveCount(0);
});

test("'Sign in Failed' is gone after a successful sign-in", async ({ page }) => {
  await page.goto('/dispatch');
  await waitForApp(page);
  await consoleSignIn(page, 'wrong-password');
  await expect(openToast(page)).toContainText('Sign in Failed');
  await consoleSignIn(page);
  await expect(page.getByText('signed in as dispatcher@demo.test')).toBeVisible();
  await expect(openToast(page)).toHaveCount(0);
});

test('the console: each species once in the queue, and the full address with Open in Maps on the lead', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = uniqueEmail('address-console');
  const reference = await reportThroughContact(page, { email });
  const [lead] = await serviceSelect<{ wanted_species: string[]; address: string }>('leads', `email=eq.${encodeURIComponent(email)}&select=wanted_species,address`);
  expect(lead).toEqual({ wanted_species: ['Raccoons'], address: '350 5th Ave' });

  await page.goto('/dispatch');
  await waitForApp(page);
  await consoleSignIn(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  // The "who and what" cell: name · species · property, the species once.
  await expect(row).toContainText('Maria Lopez · Raccoons · Homeowner');
  await expect(row).not.toContainText('Raccoons, Raccoons');
  await page.screenshot({ path: `${SHOTS}/queue-1280.png` });

  await row.getByRole('link', { name: reference }).click();
  const sent = page.getByRole('region', { name: 'What the resident sent' });
  await expect(sent).toContainText('350 5th Ave, Brooklyn, NY 11215');
  await expect(sent.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('350 5th Ave, Brooklyn, NY 11215')}`,
  );
  await expect(sent.locator('dt', { hasText: 'Animal' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Raccoons');
  await page.screenshot({ path: `${SHOTS}/console-lead-1280.png` });
});
