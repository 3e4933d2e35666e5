/**
 * The professional application, end to end: the built site against the local Supabase,
 * with the database checked through the service role afterwards.
 *
 * Run on its own ports (see playwright.config.ts):
 *   SITE_OUT=dist-apply VITE_SUPABASE_URL=http://127.0.0.1:54331 npm run build
 *   SITE_OUT=dist-apply SITE_PORT=4183 SUPABASE_PORT=54331 npx playwright test tests/e2e/apply.spec.ts
 */
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import type { Database, Tables } from '../../src/lib/database.types';
import { axeViolations, tabTo, trackConsoleErrors, waitForApp } from './helpers';
import { mailsTo, payFor } from './db';

const SUPABASE_URL = `http://127.0.0.1:${process.env.SUPABASE_PORT ?? '54321'}`;
/** The Supabase CLI's public demo service_role key (docs/supabase-wire.md#keys-and-defaults). */
const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
const BUCKET = 'application-documents';
const DRAFT_KEY = 'nyc-wildlife-dispatch:application-draft';

/** Node 20 has no global WebSocket, and supabase-js wants one at creation; realtime is never used here. */
function NoWebSocket(): never {
  throw new Error('realtime is not used by these tests');
}

const admin = createClient<Database>(SUPABASE_URL, SERVICE_ROLE_KEY, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  ...(typeof WebSocket === 'undefined' ? { realtime: { transport: NoWebSocket as unknown as typeof WebSocket } } : {}),
});

type Application = Tables<'applications'>;

async function applicationsFor(email: string): Promise<Application[]> {
  const { data, error } = await admin.from('applications').select('*').eq('email', email);
  if (error) throw new Error(`service-role read failed: ${error.message}`);
  return data;
}

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `apply-${Date.now()}-${counter}@example.test`;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/* ------------------------------------------------------------------ step helpers */

async function fillStep1(page: Page, email: string) {
  await page.getByLabel('Business Name').fill('Five Borough Wildlife LLC');
  await page.getByLabel('Owner Name').fill('Ada Lovelace');
  await page.getByLabel('Phone Number').pressSequentially('718555010099');
  await expect(page.getByLabel('Phone Number')).toHaveValue('(718) 555-0100');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Business Address').fill('12 Main Street');
  await page.getByLabel('City').fill('Brooklyn');
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('NY');
  await page.getByLabel('ZIP Code').pressSequentially('11a2019');
  await expect(page.getByLabel('ZIP Code')).toHaveValue('11201');
}

async function fillStep2(page: Page) {
  await page.getByRole('checkbox', { name: 'Raccoons' }).check();
  await page.getByRole('checkbox', { name: 'Bats' }).check();
  const boroughs = page.getByRole('combobox', { name: 'Boroughs You Serve' });
  await boroughs.fill('brook');
  await page.keyboard.press('Enter');
  await boroughs.fill('queens');
  await page.keyboard.press('Enter');
  const chips = page.getByRole('list', { name: 'Selected: Boroughs You Serve' });
  await expect(chips.getByRole('listitem')).toHaveText(['Brooklyn (Kings)', 'Queens']);
  await page.getByLabel('States Where You Are Licensed').selectOption(['NY', 'NJ']);
  await page.getByRole('group', { name: /emergency service/ }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Typical Response Time').selectOption('Same Day');
}

async function answerCredentials(page: Page) {
  await page.getByRole('group', { name: /NWCO/ }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('License Number').fill('NWCO-12345');
  await page.getByLabel('Issuing Agency').fill('NYS DEC');
  // Far enough ahead not to expire (an expired date cannot be approved and step 4 says so).
  await page.getByLabel('License Expiration Date').fill('2030-03-31');
  await page.getByLabel('License Document').setInputFiles({ name: 'license.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectToast(page, 'File Selected', 'license.pdf is ready for submission.');
  await page.getByRole('group', { name: /liability insurance/ }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Insurance Provider').fill('Empire Mutual');
  await page.getByLabel('Policy Number').fill('GL-998877');
  await page.getByLabel('Insurance Expiration Date').fill('2030-12-31');
  await page.getByLabel('Certificate of Insurance').setInputFiles({ name: 'coi.png', mimeType: 'image/png', buffer: PNG });
  await expectToast(page, 'File Selected', 'coi.png is ready for submission.');
}

async function continueTo(page: Page, button: string, path: string, heading: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const h2 = page.getByRole('heading', { level: 2, name: heading, exact: true });
  await expect(h2).toBeFocused();
}

async function storedApplicationId(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { applicationId: string | null }).applicationId : null;
  }, DRAFT_KEY);
}

/** A toast's title and text (exact, so Radix's screen-reader announcement copy does not match too). */
async function expectToast(page: Page, title: string, description: string) {
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByText(description, { exact: true })).toBeVisible();
}


/* ------------------------------------------------------------------ tests */

test.describe('the professional application', () => {
  test('step 1 creates one draft and step 2 updates the same id', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    const email = uniqueEmail();
    await page.goto('/apply');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('For Professionals: Wildlife Control Leads');
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    const progress = page.getByRole('list', { name: 'Application steps' }).getByRole('listitem');
    await expect(progress).toHaveText(['1Business Info', '2Service Details', '3Credentials', '4Submit']);
    await expect(progress.nth(0)).toHaveAttribute('aria-current', 'step');

    await fillStep1(page, email);
    await continueTo(page, 'Continue to Step 2', '/apply/step-2', 'Service Details');
    await expect(progress.nth(1)).toHaveAttribute('aria-current', 'step');

    const afterStep1 = await applicationsFor(email);
    expect(afterStep1).toHaveLength(1);
    const [draft] = afterStep1;
    expect(draft).toMatchObject({
      status: 'draft',
      business_name: 'Five Borough Wildlife LLC',
      owner_name: 'Ada Lovelace',
      phone_number: '+17185550100', // typed (718) 555-0100, stored in E.164
      state: 'NY',
      zip_code: '11201',
      website: null,
    });
    expect(await storedApplicationId(page)).toBe(draft?.id);

    await fillStep2(page);
    await continueTo(page, 'Continue to Step 3', '/apply/step-3', 'Credentials');
    const afterStep2 = await applicationsFor(email);
    expect(afterStep2).toHaveLength(1);
    expect(afterStep2[0]).toMatchObject({
      id: draft?.id,
      status: 'draft',
      species_handled: ['Bats', 'Raccoons'],
      service_counties: ['Kings', 'Queens'],
      licensed_states: ['NJ', 'NY'],
      emergency_services: 'Yes',
      response_time: 'Same Day',
    });
    expect(errors).toEqual([]);
  });

  test('an invalid step shows the toast, the field messages and focuses the first invalid field', async ({ page }) => {
    await page.goto('/apply');
    await waitForApp(page);
    await page.getByLabel('Business Name').fill('Five Borough Wildlife LLC');
    await page.getByRole('button', { name: 'Continue to Step 2' }).click();
    await expectToast(page, 'Incomplete Information', 'Please fill out all required fields for this step correctly.');
    const owner = page.getByLabel('Owner Name');
    await expect(owner).toBeFocused();
    await expect(owner).toHaveAttribute('aria-invalid', 'true');
    await expect(owner).toHaveAccessibleDescription('Please enter the owner’s full name.');
    await expect(page).toHaveURL(/\/apply$/);
  });

  test('a failed draft save shows Error Saving Draft and stays with the values kept', async ({ page }) => {
    const email = uniqueEmail();
    await page.goto('/apply');
    await waitForApp(page);
    await fillStep1(page, email);
    await page.route('**/rest/v1/applications**', (route) => route.abort());
    await page.getByRole('button', { name: 'Continue to Step 2' }).click();
    await expectToast(page, 'Error Saving Draft', 'There was a problem saving your progress. Please try again.');
    await expect(page).toHaveURL(/\/apply$/);
    await expect(page.getByLabel('Business Name')).toHaveValue('Five Borough Wildlife LLC');
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await expect(page.getByLabel('ZIP Code')).toHaveValue('11201');
    await expect(page.getByRole('button', { name: 'Continue to Step 2' })).toBeEnabled();
    expect(await applicationsFor(email)).toHaveLength(0);

    // The backend is back: the same click now goes through.
    await page.unroute('**/rest/v1/applications**');
    await continueTo(page, 'Continue to Step 2', '/apply/step-2', 'Service Details');
    expect(await applicationsFor(email)).toHaveLength(1);
  });

  test('a reload on step 3 keeps everything typed so far', async ({ page }) => {
    const email = uniqueEmail();
    await page.goto('/apply');
    await waitForApp(page);
    await fillStep1(page, email);
    await continueTo(page, 'Continue to Step 2', '/apply/step-2', 'Service Details');
    await fillStep2(page);
    await continueTo(page, 'Continue to Step 3', '/apply/step-3', 'Credentials');
    await page.getByRole('group', { name: /NWCO/ }).getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('License Number').fill('NWCO-12345');

    await page.reload();
    await waitForApp(page);
    await expect(page).toHaveURL(/\/apply\/step-3$/);
    await expect(page.getByRole('group', { name: /NWCO/ }).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(page.getByLabel('License Number')).toHaveValue('NWCO-12345');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/apply\/step-2$/);
    await expect(page.getByRole('checkbox', { name: 'Raccoons' })).toBeChecked();
    await expect(page.getByRole('list', { name: 'Selected: Boroughs You Serve' }).getByRole('listitem')).toHaveText([
      'Brooklyn (Kings)',
      'Queens',
    ]);
    await expect(page.getByLabel('Typical Response Time')).toHaveValue('Same Day');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/apply$/);
    await expect(page.getByLabel('Business Name')).toHaveValue('Five Borough Wildlife LLC');
    await expect(page.getByLabel('Phone Number')).toHaveValue('(718) 555-0100');
    await expect(page.getByRole('combobox', { name: 'State', exact: true })).toHaveValue('NY');
  });

  test('a wrong file type and an oversize file are refused with their toasts', async ({ page }) => {
    const email = uniqueEmail();
    await page.goto('/apply');
    await waitForApp(page);
    await fillStep1(page, email);
    await continueTo(page, 'Continue to Step 2', '/apply/step-2', 'Service Details');
    await fillStep2(page);
    await continueTo(page, 'Continue to Step 3', '/apply/step-3', 'Credentials');
    await page.getByRole('group', { name: /NWCO/ }).getByRole('radio', { name: 'Yes' }).check();
    const input = page.getByLabel('License Document');
    await expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    const fileCount = () => input.evaluate((el) => (el as HTMLInputElement).files?.length ?? 0);

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') });
    await expectToast(page, 'Invalid File Type', 'Please upload a PDF, JPG, or PNG file.');
    expect(await fileCount()).toBe(0);

    await input.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5242881) });
    await expectToast(page, 'File Too Large', 'File size must not exceed 5MB.');
    expect(await fileCount()).toBe(0);

    // An HTML page named license.pdf and typed application/pdf: its leading bytes give it away.
    await input.setInputFiles({ name: 'license.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><script>alert(document.cookie)</script>') });
    await expectToast(page, 'Invalid File Type', 'Please upload a PDF, JPG, or PNG file.');
    expect(await fileCount()).toBe(0);
    await expect(page.getByText('license.pdf is ready for submission.')).toHaveCount(0);

    const exactly5mb = Buffer.alloc(5242880);
    PDF.copy(exactly5mb);
    await input.setInputFiles({ name: 'exactly-5mb.pdf', mimeType: 'application/pdf', buffer: exactly5mb });
    await expectToast(page, 'File Selected', 'exactly-5mb.pdf is ready for submission.');
    expect(await fileCount()).toBe(1);

    // Licence Yes without the details: the step is refused.
    await page.getByRole('group', { name: /liability insurance/ }).getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Continue to Step 4' }).click();
    await expectToast(page, 'Incomplete Information', 'Please fill out all required fields for this step correctly.');
    await expect(page.getByLabel('License Number')).toBeFocused();
  });

  test('the whole wizard, the test checkout and the finalize page with the keyboard only', async ({ page }) => {
    // Longer since step 4 sends answers that cannot be approved back to step 3 (two uploads there).
    test.slow();
    const email = uniqueEmail();
    await page.goto('/apply');
    await waitForApp(page);
    // Start in the first field; from there on only Tab, typing, Space and Enter.
    await page.getByLabel('Business Name').focus();
    await page.keyboard.type('Keyboard Wildlife Co');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Grace Hopper');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2125550199');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab'); // website: optional, left empty
    await page.keyboard.press('Tab');
    await page.keyboard.type('1 Centre Street');
    await page.keyboard.press('Tab');
    await page.keyboard.type('New York');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'State', exact: true })).toBeFocused();
    await page.keyboard.type('New York');
    await page.keyboard.press('Tab');
    await page.keyboard.type('10007');
    await tabTo(page, page.getByRole('button', { name: 'Continue to Step 2' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/apply\/step-2$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Service Details' })).toBeFocused();
    const [draft] = await applicationsFor(email);
    expect(draft).toMatchObject({ business_name: 'Keyboard Wildlife Co', state: 'NY', zip_code: '10007', phone_number: '+12125550199' });

    // Step 2 by keyboard: Space on checkboxes and radios, typing + Enter in the borough search.
    const raccoons = page.getByRole('checkbox', { name: 'Raccoons' });
    await tabTo(page, raccoons);
    await page.keyboard.press('Space');
    await expect(raccoons).toBeChecked();
    await tabTo(page, page.getByRole('combobox', { name: 'Boroughs You Serve' }));
    await page.keyboard.type('All');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Selected: Boroughs You Serve' }).getByRole('listitem')).toHaveCount(5);
    await tabTo(page, page.getByLabel('States Where You Are Licensed'));
    await page.keyboard.type('New York');
    await tabTo(page, page.getByRole('group', { name: /emergency service/ }).getByRole('radio', { name: 'Yes' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel('Typical Response Time'));
    await page.keyboard.type('24');
    await tabTo(page, page.getByRole('button', { name: 'Continue to Step 3' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apply\/step-3$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Credentials' })).toBeFocused();
    const [updated] = await applicationsFor(email);
    expect(updated).toMatchObject({
      id: draft?.id,
      species_handled: ['Raccoons'],
      service_counties: ['Bronx', 'Kings', 'New York', 'Queens', 'Richmond'],
      licensed_states: ['NY'],
      emergency_services: 'Yes',
      response_time: '24 Hours',
    });

    // Step 3: 'No' to both (no file to pick). Tab reaches a radio group's first radio; the
    // arrow keys move the choice within the group.
    for (const group of [/NWCO/, /liability insurance/]) {
      await tabTo(page, page.getByRole('group', { name: group }).getByRole('radio', { name: 'Yes' }));
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('group', { name: group }).getByRole('radio', { name: 'No' })).toBeChecked();
    }
    await tabTo(page, page.getByRole('button', { name: 'Continue to Step 4' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apply\/step-4$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Submit' })).toBeFocused();

    // Step 4: 'No' to both cannot be approved: said before payment, and Proceed to Payment does
    // not go on (no "acknowledge and pay anyway"): the focus lands on "Change your answers".
    await expect(page.getByRole('heading', { level: 3, name: 'These answers cannot be approved' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /cannot be approved/i })).toHaveCount(0);
    await tabTo(page, page.getByRole('button', { name: 'Proceed to Payment' }));
    await page.keyboard.press('Enter');
    await expectToast(page, 'These Answers Cannot Be Approved', 'Change your answers, or contact us. We do not ask for the nonrefundable fee for answers we cannot approve.');
    const change = page.getByRole('link', { name: 'Change your answers' });
    await expect(change).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apply\/step-3$/);
    await answerCredentials(page);
    await tabTo(page, page.getByRole('button', { name: 'Continue to Step 4' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apply\/step-4$/);
    await expect(page.getByRole('heading', { level: 3, name: 'These answers cannot be approved' })).toHaveCount(0);

    // Then the three confirmations, the fee, and Proceed to Payment.
    for (const name of [/truthful|accurate/i, /guarantee/i, /agree to the/i]) {
      const box = page.getByRole('checkbox', { name });
      await tabTo(page, box);
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await tabTo(page, page.getByRole('button', { name: 'Proceed to Payment' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/test-checkout\?/);

    // The test checkout (served on the local Supabase's own origin): Tab to Pay, Enter.
    const base = new URL(test.info().project.use.baseURL ?? 'http://localhost:4173');
    const returnTo = new URL((await page.getByRole('link', { name: /application-paid/ }).getAttribute('href')) ?? '', page.url());
    if (returnTo.origin !== base.origin) {
      await page.route(`${returnTo.origin}/application-paid**`, (route) => {
        const target = new URL(route.request().url());
        return route.fulfill({ status: 302, headers: { location: `${base.origin}${target.pathname}${target.search}` } });
      });
    }
    await tabTo(page, page.getByRole('button', { name: /^Pay/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/application-paid\?client_reference_id=/);
    await waitForApp(page);
    await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper');
    await tabTo(page, page.getByLabel('Counties You Serve'));
    await page.keyboard.type('New York County, Kings County');
    await tabTo(page, page.getByRole('button', { name: 'Submit Application' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Submission Received!' })).toBeVisible();
    const [done] = await applicationsFor(email);
    expect(done).toMatchObject({ id: draft?.id, status: 'submitted', payment_status: 'paid', has_nwco_license: 'Yes', has_liability_insurance: 'Yes' });
  });

  test('every step, with its messages showing, has no serious accessibility problem', async ({ page }) => {
    const email = uniqueEmail();
    await page.goto('/apply');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Continue to Step 2' }).click();
    await expect(page.getByLabel('Business Name')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await fillStep1(page, email);
    await continueTo(page, 'Continue to Step 2', '/apply/step-2', 'Service Details');
    await page.getByRole('checkbox', { name: 'Other' }).check();
    await page.getByRole('button', { name: 'Continue to Step 3' }).click();
    await expect(page.getByLabel('Other Species')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: 'Other' }).uncheck();
    await fillStep2(page);
    await continueTo(page, 'Continue to Step 3', '/apply/step-3', 'Credentials');
    await page.getByRole('group', { name: /NWCO/ }).getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('group', { name: /liability insurance/ }).getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Continue to Step 4' }).click();
    await expect(page.getByLabel('License Number')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('group', { name: /NWCO/ }).getByRole('radio', { name: 'No' }).check();
    await page.getByRole('group', { name: /liability insurance/ }).getByRole('radio', { name: 'No' }).check();
    await continueTo(page, 'Continue to Step 4', '/apply/step-4', 'Submit');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    // Answers that cannot be approved come first: the focus is on "Change your answers".
    await expect(page.getByRole('link', { name: 'Change your answers' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    const [saved] = await applicationsFor(email);
    await payFor(saved?.id ?? '', email);
    await page.goto('/application-paid');
    await waitForApp(page);
    await page.getByLabel('Full Name').fill('');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByLabel('Full Name')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an unlisted /apply path shows step 1 and the success page shows the confirmation', async ({ page }) => {
    await page.goto('/apply/not-a-step');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Business Info' })).toBeVisible();
    await expect(page).toHaveURL(/\/apply\/not-a-step$/);

    await page.goto('/apply/success');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application Submitted!');
    await expect(page.getByText('Thank you for your submission.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('list', { name: 'Application steps' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Why Join Our Network' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Questions About Joining?' })).toHaveCount(0);
  });
});

test.describe('the whole journey', () => {
  // The test checkout's Pay button returns to LOCAL_SITE_URL (default :4173, see
  // supabase/local/server.ts). When this run serves the site on another port, the return is
  // redirected to it below; the checkout's CSP (form-action) would block that redirect, so
  // CSP is bypassed for this test only.
  test.use({ bypassCSP: true });

  test('the whole journey through the test checkout ends submitted and paid, with both documents stored', async ({ page, baseURL }) => {
    const email = uniqueEmail();
    await page.goto('/apply');
    await waitForApp(page);
    await fillStep1(page, email);
    await continueTo(page, 'Continue to Step 2', '/apply/step-2', 'Service Details');
    await fillStep2(page);
    await continueTo(page, 'Continue to Step 3', '/apply/step-3', 'Credentials');
    await answerCredentials(page);
    await continueTo(page, 'Continue to Step 4', '/apply/step-4', 'Submit');

    const [uploaded] = await applicationsFor(email);
    // Each upload is its own object (<kind>-<uuid>.<ext>), verified before the row points at it.
    expect(uploaded?.license_document_path).toMatch(/\/license-[0-9a-f-]{36}\.pdf$/);
    expect(uploaded?.insurance_document_path).toMatch(/\/insurance-[0-9a-f-]{36}\.png$/);

    // Back to step 3 and a reload: the documents count as uploaded, no new pick needed.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/apply\/step-3$/);
    await page.reload();
    await waitForApp(page);
    await expect(page.getByText('Already uploaded: license.pdf')).toBeVisible();
    await expect(page.getByText('Already uploaded: coi.png')).toBeVisible();
    await continueTo(page, 'Continue to Step 4', '/apply/step-4', 'Submit');

    await expect(page.getByText('After payment you will be brought back to this site')).toBeVisible();
    // The fee, with its currency, before anyone pays; current credentials ask no acknowledgement.
    await expect(page.getByText('Dispatch Application Processing Fee (one-time, nonrefundable): $0.00 USD')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'These answers cannot be approved' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expectToast(page, 'Agreement Required', 'You must agree to all statements before proceeding to payment.');
    await page.getByRole('checkbox', { name: /truthful and accurate/ }).check();
    await page.getByRole('checkbox', { name: /does not guarantee/ }).check();
    await page.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    // The local test checkout (no hosted payment URL configured).
    await page.waitForURL(/\/test-checkout\?/);
    const checkout = new URL(page.url());
    const id = uploaded?.id ?? '';
    expect(checkout.searchParams.get('client_reference_id')).toBe(id);
    expect(checkout.searchParams.get('prefilled_email')).toBe(email);
    const [afterAgreements] = await applicationsFor(email);
    expect(afterAgreements).toMatchObject({ confirm_truthful_info: true, confirm_no_guarantee: true, agree_to_terms: true });

    // The checkout returns to LOCAL_SITE_URL (default :4173); when this run serves the site
    // elsewhere, send that return to this run's site.
    const site = new URL(baseURL ?? 'http://localhost:4173');
    const returnTo = new URL((await page.getByRole('link', { name: /application-paid/ }).getAttribute('href')) ?? '', checkout);
    if (returnTo.origin !== site.origin) {
      await page.route(`${returnTo.origin}/application-paid**`, (route) => {
        const target = new URL(route.request().url());
        return route.fulfill({ status: 302, headers: { location: `${site.origin}${target.pathname}${target.search}` } });
      });
    }
    await page.getByRole('button', { name: /^Pay/ }).click();

    await page.waitForURL(/\/application-paid\?client_reference_id=/);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finalize Your Application');
    await expectToast(page, 'Payment Successful!', 'Please finalize your application below.');
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await expect(page.getByLabel('Email Address')).toHaveAttribute('placeholder', 'Must match payment email');
    await expect(page.getByLabel('Business Name')).toHaveValue('Five Borough Wildlife LLC');
    await expect(page.getByLabel('Phone Number')).toHaveValue('(718) 555-0100');
    await expect(page.getByLabel('Counties You Serve')).toHaveValue('Kings County, Queens County');
    await expect(page.locator('input[type="hidden"][name="payment_status"]')).toHaveValue('paid');
    await page.getByLabel('Additional Notes').fill('Best reached in the mornings.');

    // A failed submission keeps the form.
    await page.route('**/rest/v1/applications**', (route) => route.abort());
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expectToast(page, 'Submission Failed', 'There was an error submitting your application. Please contact support.');
    await expect(page.getByLabel('Additional Notes')).toHaveValue('Best reached in the mornings.');
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    await page.unroute('**/rest/v1/applications**');

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { name: 'Submission Received!' })).toBeVisible();
    await expect(page.getByText('Your application has been submitted. Our team will contact you after review.')).toBeVisible();
    await expectToast(page, 'Application Submitted!', 'Our team will contact you after review.');
    await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();

    const rows = await applicationsFor(email);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      id,
      status: 'submitted',
      payment_status: 'paid',
      full_name: 'Ada Lovelace',
      counties_served: 'Kings County, Queens County',
      notes: 'Best reached in the mornings.',
      license_number: 'NWCO-12345',
      license_expiration_date: '2030-03-31',
      policy_number: 'GL-998877',
      insurance_expiration_date: '2030-12-31',
    });
    expect(row?.license_document_path).toBe(uploaded?.license_document_path);
    expect(row?.license_document_path?.startsWith(`${row?.owner}/${id}/license-`)).toBe(true);

    // Both e-mails reach the local inbox: the payment, confirmed by the webhook, and the application.
    const mails = await mailsTo(email, { count: 2 });
    expect(mails.map((m) => m.subject).sort()).toEqual(['Payment received for your application', 'We received your application']);
    expect(row?.insurance_document_path).toBe(uploaded?.insurance_document_path);

    const { data: objects, error } = await admin.storage.from(BUCKET).list(`${row?.owner}/${id}`);
    expect(error).toBeNull();
    expect((objects ?? []).map((o) => `${row?.owner}/${id}/${o.name}`).sort()).toEqual([row?.insurance_document_path, row?.license_document_path].sort());
    const licence = await admin.storage.from(BUCKET).download(row?.license_document_path ?? '');
    expect(licence.error).toBeNull();
    expect(Buffer.from(await (licence.data as Blob).arrayBuffer()).equals(PDF)).toBe(true);
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('steps 1 and 2 fit the screen and work', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    const email = uniqueEmail();
    await page.goto('/apply');
    await waitForApp(page);
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSideScroll()).toBe(true);
    await fillStep1(page, email);
    await continueTo(page, 'Continue to Step 2', '/apply/step-2', 'Service Details');
    expect(await noSideScroll()).toBe(true);
    await fillStep2(page);
    await continueTo(page, 'Continue to Step 3', '/apply/step-3', 'Credentials');
    expect(await noSideScroll()).toBe(true);
    expect(await applicationsFor(email)).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
