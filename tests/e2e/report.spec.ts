import { expect, test, type Page } from '@playwright/test';
import { watchCsp, texts } from './csp';
import { SUPABASE_URL, serviceSelect, serviceUpdate, uniqueEmail } from './db';
import { axeViolations, contactStepOne, fillContactStep1, holdScript, tabTo, waitForApp } from './helpers';

type Lead = Record<string, unknown> & { id: string; email: string };

/** Pauses every professional covering a borough for the length of `run` (no active coverage there). */
async function withoutCoverage(borough: string, run: () => Promise<void>): Promise<void> {
  const query = `boroughs=cs.${encodeURIComponent(`{"${borough}"}`)}&status=eq.active`;
  const paused = await serviceUpdate<{ id: string }>('pros', query, { status: 'paused' });
  expect(paused.length).toBeGreaterThan(0);
  try {
    await run();
  } finally {
    await serviceUpdate('pros', `id=in.(${paused.map((p) => p.id).join(',')})`, { status: 'active' });
  }
}

const openToast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).locator('li[data-state="open"]');

async function fillStep2(page: Page, animal = 'Raccoon') {
  await expect(page.getByRole('heading', { name: 'What are you dealing with?' })).toBeVisible();
  await page.getByLabel('What animal is it?').selectOption(animal);
  await page.getByLabel('How long has this been going on?').selectOption('A few days');
  await page.getByLabel('What is happening?').fill('Scratching in the attic every night around 2 a.m.');
  await page.getByRole('button', { name: 'Next' }).click();
}

async function fillStep3(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'How can the pro reach you?' })).toBeVisible();
  await page.getByLabel('Full name').fill('Maria Lopez');
  await page.getByLabel('Phone number').fill('7185550100');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('By email').check();
  await page.getByRole('button', { name: 'Next' }).click();
}

test.describe('the /contact flow', () => {
  test('a full run stores exactly one complete lead and shows the reference', async ({ page }) => {
    const email = uniqueEmail('flow');
    await page.goto('/contact');
    await waitForApp(page);
    await fillContactStep1(page);
    await fillStep2(page);
    await fillStep3(page, email);
    await expect(page.getByRole('heading', { name: 'Review and send' })).toBeVisible();
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page).toHaveURL(/\/contact\/success$/);
    await expect(openToast(page)).toContainText('Request Sent!');
    await expect(openToast(page)).toContainText('We are now finding one licensed professional for you. You will hear from them when one accepts. Your reference and status link are on this page.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Report Received!');
    const rows = await serviceSelect<Lead>('leads', `email=eq.${encodeURIComponent(email)}&select=*`);
    expect(rows).toHaveLength(1);
    const lead = rows[0];
    expect(lead).toMatchObject({
      source: 'contact_flow',
      source_page: '/contact',
      name: 'Maria Lopez',
      phone: '+17185550100', // typed (718) 555-0100, stored in E.164
      property_type: 'Homeowner',
      zip: '11215',
      borough: 'Brooklyn',
      animal_type: 'Raccoon',
      species: ['Raccoons'],
      duration: 'A few days',
      description: 'Scratching in the attic every night around 2 a.m.',
      contact_by_phone: true,
      contact_by_email: true,
      agreed_to_terms: true,
      address: '350 5th Ave',
      unit: null,
    });
    const reference = String(lead?.id).replace(/-/g, '').slice(0, 8).toUpperCase();
    await expect(page.getByText(`${reference.slice(0, 4)}-${reference.slice(4)}`)).toBeVisible();
    // The draft is cleared after success.
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  test('each step refuses invalid answers with its toast, and Back follows the product rules', async ({ page }) => {
    await page.goto('/contact');
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(openToast(page)).toContainText('Incomplete Information');
    await expect(openToast(page)).toContainText('Please fill out all required fields for this step correctly.');
    await expect(page.getByLabel('ZIP code of the property')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/contact$/);

    await fillContactStep1(page, '07030');
    await expect(openToast(page)).toContainText('Coming Soon!');
    await expect(openToast(page)).toContainText("We're not in ZIP code 07030 yet");
    await expect(page).toHaveURL(/\/contact$/);

    await fillContactStep1(page, '10025');
    await expect(page).toHaveURL(/\/contact\/step-2$/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(openToast(page)).toContainText('Incomplete Information');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByLabel('ZIP code of the property')).toHaveValue('10025');
    await page.getByRole('button', { name: 'Next' }).click();
    await fillStep2(page);
    await page.getByLabel('Full name').fill('Sam');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByLabel('By phone').uncheck();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(openToast(page)).toContainText('Incomplete Information');
    await expect(page.getByText('Choose at least one way for the pro to contact you.')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/contact\/step-2$/);
    await page.getByRole('button', { name: 'Next' }).click();
    await fillStep3(page, uniqueEmail('steps'));
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(openToast(page)).toContainText('Agreement Required');
    await expect(openToast(page)).toContainText('You must agree to the terms before submitting.');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/contact\/step-3$/);
  });

  // The dead Submit found in hands-on use: Submit without consent, tick the checkbox itself (a
  // real pointer press on the box, not its label), Submit again. The box's error used to vanish
  // when it lost focus to the press on Submit, the button moved up under the pointer and the
  // press landed beside it: no request, no spinner, no message.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`Submit, tick the box itself, Submit again sends the request (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const email = uniqueEmail('consent-retry');
      await page.goto('/contact');
      await waitForApp(page);
      await fillContactStep1(page);
      await fillStep2(page);
      await fillStep3(page, email);
      const submit = page.getByRole('button', { name: 'Submit Request' });
      await submit.click();
      const consent = page.getByRole('checkbox', { name: /I agree to the/ });
      await expect(consent).toHaveAttribute('aria-invalid', 'true');
      await expect(consent).toHaveAccessibleDescription(/.+/);
      const box = await consent.boundingBox();
      if (!box) throw new Error('the consent checkbox has no box');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(consent).toBeChecked();
      // Ticking answers the message at once.
      await expect(consent).toHaveAttribute('aria-invalid', 'false');
      await expect(consent).toHaveAccessibleDescription('');
      // A real press where the button is now: it must not move between press and release.
      const before = await submit.boundingBox();
      await submit.click();
      await expect(page).toHaveURL(/\/contact\/success$/);
      expect(before).not.toBeNull();
      const rows = await serviceSelect<Lead>('leads', `email=eq.${encodeURIComponent(email)}&select=id`);
      expect(rows).toHaveLength(1);
    });
  }

  test('an unknown sub-path is step 1', async ({ page }) => {
    const res = await page.goto('/contact/anything-else');
    expect(res?.status()).toBe(200);
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Where is the problem?' })).toBeVisible();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
  });

  test('a reload on step 3 keeps every answer', async ({ page }) => {
    await page.goto('/contact');
    await waitForApp(page);
    await fillContactStep1(page, '10451', 'Landlord');
    await fillStep2(page, 'Squirrel');
    await page.getByLabel('Full name').fill('Dee Walker');
    await page.getByLabel('Phone number').fill('3475550199');
    await page.reload();
    await waitForApp(page);
    await expect(page.getByLabel('Full name')).toHaveValue('Dee Walker');
    await expect(page.getByLabel('Phone number')).toHaveValue('(347) 555-0199');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('What animal is it?')).toHaveValue('Squirrel');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('ZIP code of the property')).toHaveValue('10451');
    await expect(page.getByRole('radio', { name: 'Landlord' })).toBeChecked();
  });

  test('backend unreachable: Submission Failed, answers kept; the retry stores one lead', async ({ page }) => {
    const email = uniqueEmail('offline');
    await page.goto('/contact');
    await waitForApp(page);
    await fillContactStep1(page);
    await fillStep2(page);
    await fillStep3(page, email);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.route('**/rest/v1/leads**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(openToast(page)).toContainText('Submission Failed');
    await expect(openToast(page)).toContainText('There was an error submitting your report. Please try again.');
    await expect(page).toHaveURL(/\/contact\/step-4$/);
    await expect(page.getByRole('checkbox', { name: /I agree to the/ })).toBeChecked();
    expect(await serviceSelect('leads', `email=eq.${encodeURIComponent(email)}&select=id`)).toHaveLength(0);
    await page.unroute('**/rest/v1/leads**');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page).toHaveURL(/\/contact\/success$/);
    expect(await serviceSelect('leads', `email=eq.${encodeURIComponent(email)}&select=id`)).toHaveLength(1);
  });

  test('a double click stores one lead', async ({ page }) => {
    const email = uniqueEmail('double');
    await page.goto('/contact');
    await waitForApp(page);
    await fillContactStep1(page);
    await fillStep2(page);
    await fillStep3(page, email);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Submit Request' }).dblclick();
    await expect(page).toHaveURL(/\/contact\/success$/);
    expect(await serviceSelect('leads', `email=eq.${encodeURIComponent(email)}&select=id`)).toHaveLength(1);
  });

  test('a domestic cat gets the right help first, and the visitor may continue', async ({ page }) => {
    await page.goto('/contact');
    await waitForApp(page);
    await fillContactStep1(page);
    await page.getByLabel('What animal is it?').selectOption('Domestic cat or dog');
    await page.getByLabel('How long has this been going on?').selectOption('Just noticed today');
    await page.getByLabel('What is happening?').fill('A cat is living under the porch.');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'A cat or dog' })).toBeVisible();
    await expect(page.getByText(/Animal Care Centers of NYC \(ACC\)/)).toBeVisible();
    await expect(page).toHaveURL(/\/contact\/step-2$/);
    await page.getByRole('button', { name: 'I still want a professional' }).click();
    await expect(page).toHaveURL(/\/contact\/step-3$/);
    await expect(page.getByRole('heading', { name: 'How can the pro reach you?' })).toBeFocused();
  });

  test('a lead submitted from /contact reaches Supabase on its own origin with no Content Security Policy violation (connect-src)', async ({ page }) => {
    const violations = await watchCsp(page);
    const email = uniqueEmail('csp');
    await contactStepOne(page);
    await fillStep2(page, 'Bat');
    await fillStep3(page, email);
    await expect(page.getByRole('heading', { name: 'Review and send' })).toBeVisible();
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    const insert = page.waitForResponse((r) => r.url().startsWith(`${SUPABASE_URL}/rest/v1/leads`) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    expect((await insert).status()).toBe(201);
    await expect(page).toHaveURL(/\/contact\/success$/);
    const rows = await serviceSelect('leads', `email=eq.${encodeURIComponent(email)}&select=id,borough`);
    expect(rows).toEqual([expect.objectContaining({ borough: 'Brooklyn' })]);
    expect(texts(violations)).toEqual([]);
  });
});

test.describe('the home ZIP check', () => {
  test('invalid, unsupported and covered ZIPs, then /contact with the ZIP filled in after 1.5 s', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const zip = page.getByRole('textbox', { name: /zip/i });
    const check = page.getByRole('button', { name: 'Check Availability' });
    await zip.fill('1234');
    await check.click();
    await expect(openToast(page)).toContainText('Invalid ZIP Code');
    await expect(openToast(page)).toContainText('Please enter a valid 5-digit ZIP code.');
    await zip.fill('10701');
    await check.click();
    await expect(openToast(page)).toContainText('Coming Soon!');
    await page.waitForTimeout(1800);
    await expect(page).toHaveURL(/\/$/);
    await zip.fill('11354');
    await check.click();
    const clicked = Date.now();
    await expect(openToast(page)).toContainText('Service Available!');
    await expect(openToast(page)).toContainText("Great news! We have pros in your area. Let's get you connected.");
    await expect(page).toHaveURL(/\/contact$/, { timeout: 4000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1400);
    await expect(page.getByLabel('ZIP code of the property')).toHaveValue('11354');
  });

  test('a ZIP typed and sent before the page\'s code has arrived is kept, and checked once it has', async ({ page }) => {
    // The page's code starts at the first touch; here it is held back until the visitor has typed and pressed Enter.
    const release = await holdScript(page);
    await page.goto('/');
    const zip = page.getByRole('textbox', { name: /zip/i });
    await zip.click();
    await page.keyboard.type('11354');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await expect(zip).toHaveValue('11354');
    release();
    await expect(openToast(page)).toContainText('Service Available!');
    await expect(page).toHaveURL(/\/contact$/, { timeout: 4000 });
    await expect(page.getByLabel('ZIP code of the property')).toHaveValue('11354');
  });

  test('/contact before its code has arrived: the first step typed, chosen and sent is kept, and goes on once the code has taken over', async ({ page }) => {
    // The first step starts its code at the first touch; here it is held back until the visitor has answered and pressed Next.
    const release = await holdScript(page);
    await page.goto('/contact');
    await page.getByLabel('ZIP code of the property').fill('11215');
    await page.getByLabel('Street address').fill('350 5th Ave');
    await page.getByText('Homeowner', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { name: 'Where is the problem?' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'What are you dealing with?' })).toBeVisible();
    await expect(page).toHaveURL(/\/contact\/step-2$/);
    // Everything of the first step is in the form (and the draft), the radio included.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('ZIP code of the property')).toHaveValue('11215');
    await expect(page.getByLabel('Street address')).toHaveValue('350 5th Ave');
    await expect(page.getByRole('radio', { name: 'Homeowner' })).toBeChecked();
  });

  test('/contact with a draft in the tab starts its code at once: the answers are back without a touch', async ({ page }) => {
    await page.goto('/contact');
    await waitForApp(page);
    await page.getByLabel('ZIP code of the property').fill('10027');
    await page.getByLabel('Street address').fill('1 Morningside Dr');
    await page.getByRole('radio', { name: 'Tenant / renter' }).check();
    await page.reload();
    // No key, touch or focus here: the boot script found the draft and started the code.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByLabel('ZIP code of the property')).toHaveValue('10027');
    await expect(page.getByLabel('Street address')).toHaveValue('1 Morningside Dr');
    await expect(page.getByRole('radio', { name: 'Tenant / renter' })).toBeChecked();
  });

  for (const [path, label, contact] of [
    ['/', 'Report an Issue', '/contact'],
    ['/es/', 'Reportar un problema', '/es/contact'],
    ['/zh-hant/', '報告問題', '/zh-hant/contact'],
    ['/zh-hans/', '报告问题', '/zh-hans/contact'],
  ] as const) {
    test(`${path} on a 390 px phone: a direct report button beside the ZIP check, above the fold, no ZIP needed`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await waitForApp(page);
      const hero = page.locator('main section').first();
      const report = hero.getByRole('link', { name: label, exact: true });
      await expect(report).toBeInViewport({ ratio: 1 });
      const zipBox = await hero.getByRole('textbox').boundingBox();
      const reportBox = await report.boundingBox();
      // Right under the ZIP check (its button between), not further down the page.
      expect((reportBox?.y ?? Infinity) - ((zipBox?.y ?? 0) + (zipBox?.height ?? 0))).toBeLessThan(120);
      await report.click();
      await expect(page).toHaveURL(new RegExp(`${contact}$`));
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    });
  }

  test('a ZIP on the city line (11040, New Hyde Park) is Queens; the note says only Queens addresses are served', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('textbox', { name: /zip/i }).fill('11040');
    await page.getByRole('button', { name: 'Check Availability' }).click();
    await expect(openToast(page)).toContainText('Service Available!');
    await expect(openToast(page)).toContainText('we serve only its Queens addresses');
    await expect(page).toHaveURL(/\/contact$/, { timeout: 4000 });
    // The flow says it too, under the ZIP it carried over.
    await expect(page.getByLabel('ZIP code of the property')).toHaveValue('11040');
    await expect(page.locator('main').getByText('ZIP code 11040 also covers addresses in Nassau County')).toBeVisible();
  });

  test('a borough with no active professional is told the truth: the dispatch line, and a way to report anyway', async ({ page }) => {
    await withoutCoverage('Staten Island', async () => {
      await page.goto('/');
      await waitForApp(page);
      await page.getByRole('textbox', { name: /zip/i }).fill('10301');
      await page.getByRole('button', { name: 'Check Availability' }).click();
      await expect(openToast(page)).toContainText('Call Our Dispatch Line');
      await expect(openToast(page)).toContainText('no professional on our network in Staten Island');
      await expect(openToast(page)).not.toContainText('We have pros in your area');
      await page.waitForTimeout(1800);
      await expect(page).toHaveURL(/\/$/);
      await page.getByRole('link', { name: 'Send a report anyway' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByLabel('ZIP code of the property')).toHaveValue('10301');
    });
  });

  test('with the database unreachable the ZIP list answers, and says availability is unconfirmed', async ({ page }) => {
    await page.route('**/rest/v1/rpc/zip_coverage', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('textbox', { name: /zip/i }).fill('11215');
    await page.getByRole('button', { name: 'Check Availability' }).click();
    await expect(openToast(page)).toContainText('In Our Service Area');
    await expect(openToast(page)).toContainText('ZIP code 11215 is in Brooklyn');
    await expect(page).toHaveURL(/\/contact$/, { timeout: 4000 });
  });
});

test.describe('honest coverage, renters and consent in the forms', () => {
  test('the /contact flow in a borough with no active professional says the dispatch line handles it, and still stores the report', async ({ page }) => {
    const email = uniqueEmail('phone-only');
    await withoutCoverage('Staten Island', async () => {
      await page.goto('/contact');
      await waitForApp(page);
      await fillContactStep1(page, '10314');
      await expect(page.getByText('no professional on our network in Staten Island')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await fillStep2(page);
      await fillStep3(page, email);
      await expect(page.getByText('We will pass your request to one licensed')).toHaveCount(0);
      await page.getByRole('checkbox', { name: /I agree to the/ }).check();
      await page.getByRole('button', { name: 'Submit Request' }).click();
      await expect(page).toHaveURL(/\/contact\/success$/);
      await expect(openToast(page)).toContainText('Request Sent!');
      await expect(openToast(page)).not.toContainText('finding one licensed professional');
      const main = page.locator('main');
      await expect(main.getByText('Your request is with our dispatch team.')).toBeVisible();
      // The hero says the same as the notice: handled by phone, not "finding a professional".
      await expect(main.getByText('so our dispatch team handles your request by phone')).toBeVisible();
      await expect(main.getByText('We are now finding one licensed professional')).toHaveCount(0);
      await expect(main.getByText('The professional will call or email you')).toHaveCount(0);
    });
    expect(await serviceSelect('leads', `email=eq.${encodeURIComponent(email)}&select=borough`)).toEqual([{ borough: 'Staten Island' }]);
  });

  test('a renter sees what the landlord must do, HPD through 311 and MyNYCHA, and can still report', async ({ page }) => {
    const email = uniqueEmail('renter');
    await page.goto('/contact');
    await waitForApp(page);
    await page.getByLabel('ZIP code of the property').fill('11215');
    await page.getByLabel('Street address').fill('350 5th Ave');
    await page.getByRole('radio', { name: 'Tenant / renter' }).check();
    const guidance = page.getByRole('region', { name: 'Renting? Your landlord must deal with pests' });
    await expect(guidance).toContainText('Housing Maintenance Code');
    await expect(guidance).toContainText('HPD');
    await expect(guidance).toContainText('311');
    await expect(guidance.getByRole('link', { name: 'MyNYCHA' })).toHaveAttribute('href', 'https://my.nycha.info/');
    await page.getByRole('button', { name: 'Next' }).click();
    await fillStep2(page);
    await fillStep3(page, email);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page).toHaveURL(/\/contact\/success$/);
    expect(await serviceSelect('leads', `email=eq.${encodeURIComponent(email)}&select=property_type`)).toEqual([{ property_type: 'Tenant / renter' }]);
  });

  test('the lead form: Text needs consent to texts, which is stored with the lead; renters get the guidance; the notice links the Terms and Privacy Policy', async ({ page }) => {
    const email = uniqueEmail('consent');
    await page.goto('/services/rat-removal-nyc');
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Report a Wildlife Issue' });
    await expect(form.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use');
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Renter');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('3475550123');
    await form.getByLabel('Property type').selectOption('Tenant / renter');
    await expect(form.getByRole('region', { name: 'Renting? Your landlord must deal with pests' })).toBeVisible();
    await form.getByLabel('Street address').fill('50 Ocean Ave, Apt 4');
    await form.getByLabel('City or neighborhood').fill('Brooklyn');
    await form.getByLabel('ZIP code').fill('11226');
    await form.getByLabel('Describe the problem').fill('Mice in the kitchen cabinets.');
    await form.getByRole('radio', { name: 'Text' }).check();
    const consent = form.getByRole('checkbox', { name: /I agree to receive text messages/ });
    await expect(consent).not.toBeChecked();
    await expect(consent).toHaveAccessibleName(/Message frequency varies.*Message and data rates may apply.*Reply STOP to opt out/);
    // The renter guidance and the consent box pass the same accessibility checks as every page.
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Get Help Now' }).click();
    await expect(openToast(page)).toContainText('Missing Information');
    await expect(form.getByText('To be contacted by text, agree to receive texts')).toBeVisible();
    expect(await serviceSelect('leads', `email=eq.${encodeURIComponent(email)}&select=id`)).toEqual([]);
    await consent.check();
    await form.getByRole('button', { name: 'Get Help Now' }).click();
    await expect(page.getByRole('heading', { name: 'Report Received!' })).toBeVisible();
    const rows = await serviceSelect<{ property_type: string; contact_method: string; text_consent_version: string; text_consent_at: string }>(
      'leads',
      `email=eq.${encodeURIComponent(email)}&select=property_type,contact_method,text_consent_version,text_consent_at`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ property_type: 'Tenant / renter', contact_method: 'Text', text_consent_version: 'sms-2026-11-24' });
    expect(Date.now() - new Date(rows[0]?.text_consent_at ?? 0).getTime()).toBeLessThan(60_000);
  });
});

test.describe('the lead form on a species page', () => {
  test('missing fields, then a stored lead with the species pre-selected', async ({ page }) => {
    const email = uniqueEmail('form');
    await page.goto('/services/bat-removal-nyc');
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Report a Wildlife Issue' });
    await expect(form.getByRole('checkbox', { name: 'Bats' })).toBeChecked();
    await form.getByRole('button', { name: 'Get Help Now' }).click();
    await expect(openToast(page)).toContainText('Missing Information');
    await expect(openToast(page)).toContainText('Please fill out all required fields.');
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Chris Park');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('9175550123');
    await form.getByLabel('Property type').selectOption('Business');
    await form.getByLabel('Street address').fill('120 Broadway');
    await form.getByLabel('City or neighborhood').fill('New York');
    await form.getByLabel('ZIP code').fill('10271');
    await form.getByLabel('Describe the problem').fill('Bats flying out of the roof line at dusk.');
    await form.getByRole('radio', { name: 'Text' }).check();
    await form.getByRole('checkbox', { name: /I agree to receive text messages/ }).check();
    await form.getByRole('button', { name: 'Get Help Now' }).click();
    await expect(openToast(page)).toContainText('Coming Soon!');
    await form.getByLabel('ZIP code').fill('10006');
    await form.getByRole('button', { name: 'Get Help Now' }).click();
    await expect(openToast(page)).toContainText('Report Submitted!');
    await expect(page.getByRole('heading', { name: 'Report Received!' })).toBeVisible();
    const rows = await serviceSelect('leads', `email=eq.${encodeURIComponent(email)}&select=*`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'lead_form',
      source_page: '/services/bat-removal-nyc',
      species: ['Bats'],
      contact_method: 'Text',
      text_consent_version: 'sms-2026-11-24',
      property_type: 'Business',
      address: '120 Broadway',
      city: 'New York',
      zip: '10006',
      borough: 'Manhattan',
      phone: '+19175550123',
    });
  });

  test('a borough page pre-fills the borough and keeps everything on failure', async ({ page }) => {
    await page.goto('/queens-wildlife-control');
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Report a Wildlife Issue' });
    await expect(form.getByLabel('City or neighborhood')).toHaveValue('Queens');
    const email = uniqueEmail('queens');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ana Ruiz');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('7185550111');
    await form.getByLabel('Property type').selectOption('Homeowner');
    await form.getByLabel('Street address').fill('41-10 Main St');
    await form.getByLabel('ZIP code').fill('11355');
    await form.getByLabel('Describe the problem').fill('Skunk under the deck.');
    await form.getByRole('radio', { name: 'Call' }).check();
    await page.route('**/rest/v1/leads**', (route) => route.fulfill({ status: 500, body: '{"message":"boom"}' }));
    await form.getByRole('button', { name: 'Get Help Now' }).click();
    await expect(openToast(page)).toContainText('Submission Failed');
    await expect(form.getByLabel('Describe the problem')).toHaveValue('Skunk under the deck.');
    await page.unroute('**/rest/v1/leads**');
    await form.getByRole('button', { name: 'Get Help Now' }).click();
    await expect(page.getByRole('heading', { name: 'Report Received!' })).toBeVisible();
    expect(await serviceSelect('leads', `email=eq.${encodeURIComponent(email)}&select=borough`)).toEqual([{ borough: 'Queens' }]);
  });
});

test.describe('keyboard only, on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the whole /contact flow can be completed without a mouse', async ({ page }) => {
    const email = uniqueEmail('keyboard');
    await page.goto('/contact');
    await waitForApp(page);
    await tabTo(page, page.getByLabel('ZIP code of the property'));
    await page.keyboard.type('10314');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Street address')).toBeFocused();
    await page.keyboard.type('2800 Victory Blvd');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Apartment, unit or floor (optional)')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Homeowner' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'What are you dealing with?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('What animal is it?')).toBeFocused();
    await page.getByLabel('What animal is it?').press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.getByLabel('How long has this been going on?').press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Groundhog burrow under the shed.');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'How can the pro reach you?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lee Chen');
    await page.keyboard.press('Tab');
    await page.keyboard.type('7185550177');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Review and send' })).toBeFocused();
    await tabTo(page, page.getByRole('checkbox', { name: /I agree to the/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Submit Request' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact\/success$/);
    const rows = await serviceSelect('leads', `email=eq.${encodeURIComponent(email)}&select=borough,animal_type,phone`);
    // Stored in E.164 (migration 20261127230000_us_phone_numbers).
    expect(rows).toEqual([{ borough: 'Staten Island', animal_type: 'Raccoon', phone: '+17185550177' }]);
  });
});

test.describe('the lead form loads its form libraries on first use', () => {
  test('nothing of react-hook-form or zod before the first focus; typing through the take-over loses nothing', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (res) => {
      if (res.url().endsWith('.js')) scripts.push(await res.text().catch(() => ''));
    });
    await page.goto('/services/raccoon-removal-nyc');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((code) => code.includes('shouldUnregister'))).toBe(false);

    const name = page.getByRole('textbox', { name: /^Name/ });
    await name.click();
    await page.keyboard.type('Dana Whitfield', { delay: 5 });
    await expect.poll(() => scripts.some((code) => code.includes('shouldUnregister'))).toBe(true);
    await expect(name).toHaveValue('Dana Whitfield');
    await expect(name).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: /^Email/ })).toBeFocused();
    // The species of the page stays ticked through the take-over.
    await expect(page.getByRole('checkbox', { name: 'Raccoons' })).toBeChecked();
  });
});

test.describe('the emergency line comes before step 1', () => {
  const pages = [
    { path: '/contact', starts: 'Emergency?' },
    { path: '/es/contact', starts: '¿Emergencia?' },
    { path: '/zh-hant/contact', starts: '緊急情況？' },
    { path: '/zh-hans/contact', starts: '紧急情况？' },
  ];
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
    for (const { path, starts } of pages) {
      test(`${path} at ${viewport.width}x${viewport.height}: visible without scrolling, above the ZIP field, with 911 and 311 as tel: links`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await waitForApp(page);
        const line = page.locator('[data-emergency-line]');
        await expect(line).toHaveCount(1);
        await expect(line).toContainText(starts);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await expect(line).toBeInViewport({ ratio: 1 });
        await expect(line.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
        await expect(line.getByRole('link', { name: '311' })).toHaveAttribute('href', 'tel:311');
        const lineBox = await line.boundingBox();
        const zipBox = await page.locator('input[name="zipCode"]').boundingBox();
        expect(lineBox && zipBox && lineBox.y + lineBox.height <= zipBox.y).toBe(true);
      });
    }
  }
});

test.describe('each step of the report flow on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Next brings the new step to the top of the screen: its heading focused, its first field in view (not the hero)', async ({ page }) => {
    await contactStepOne(page);
    const heading = page.getByRole('heading', { name: 'What are you dealing with?' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.getByLabel('What animal is it?')).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Report a Wildlife Issue' })).not.toBeInViewport();

    // Back again: step 1's card, the same way.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('ZIP code of the property')).toBeInViewport();
  });
});
