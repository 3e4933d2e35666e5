/**
 * Fault injection for every write the site makes ("backend down →
 * right toast, nothing lost"). Five operations × three faults, each injected with page.route
 * on the one request that operation makes:
 *
 * - slow: the request is held 5 s, then sent on. The button is busy meanwhile, then the
 *   operation succeeds and exactly one row (or object) is stored.
 * - failing: the server answers 500. The toast of docs/product-rules.md#messages, the visitor stays where they
 *   were with everything typed, and after the backend is back the retry stores exactly one row.
 * - unreachable: the connection is refused. Same expectations as failing.
 *
 * The database is checked with the service role after every test. Run on its own ports:
 *   SITE_OUT=dist-faults VITE_SUPABASE_URL=http://127.0.0.1:54351 npm run build
 *   SITE_OUT=dist-faults SITE_PORT=4203 SUPABASE_PORT=54351 npx playwright test tests/e2e/faults.spec.ts
 */
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { SERVICE_ROLE_KEY, SUPABASE_URL, payFor, serviceSelect, uniqueEmail } from './db';
import { trackConsoleErrors, waitForApp } from './helpers';

const FAULTS = ['slow', 'failing', 'unreachable'] as const;
type Fault = (typeof FAULTS)[number];

const SLOW_MS = 5_000;
/** Long enough for a request held SLOW_MS, well under the client's 15 s deadline. */
const AFTER_SLOW = { timeout: SLOW_MS + 7_000 };

const LEADS = '**/rest/v1/leads**';
const APPLICATIONS = '**/rest/v1/applications**';
const STORAGE = '**/storage/v1/object/**';
const VERIFY = '**/functions/v1/verify-document';
const BUCKET = 'application-documents';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/* ------------------------------------------------------------------ fault injection */

type Injection = { hits: () => number; hit: Promise<void> };

/**
 * Routes `pattern` with the fault. Only writes (POST, PATCH, PUT) are faulted; anything else
 * goes through untouched, so a stray read cannot be mistaken for the operation under test.
 */
async function inject(page: Page, pattern: string, fault: Fault): Promise<Injection> {
  let hits = 0;
  let markHit = () => {};
  const hit = new Promise<void>((resolve) => {
    markHit = resolve;
  });
  await page.route(pattern, async (route: Route) => {
    if (!['POST', 'PATCH', 'PUT'].includes(route.request().method())) {
      await route.fallback();
      return;
    }
    hits += 1;
    markHit();
    if (fault === 'slow') {
      await new Promise((r) => setTimeout(r, SLOW_MS));
      // The page may be gone if the test already failed: nothing to continue then.
      await route.continue().catch(() => undefined);
    } else if (fault === 'failing') {
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'XX000', message: 'boom', details: null, hint: null }),
      });
    } else {
      await route.abort('connectionrefused');
    }
  });
  return { hits: () => hits, hit };
}

/* ------------------------------------------------------------------ shared checks */

const openToast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).locator('li[data-state="open"]');

/** An open toast with exactly this title and text (and, when given, this variant). */
async function expectToast(page: Page, title: string, description: string, variant?: 'destructive' | 'success' | 'default') {
  const toast = openToast(page).filter({ has: page.getByText(title, { exact: true }) });
  await expect(toast).toHaveCount(1);
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await expect(toast.getByText(description, { exact: true })).toBeVisible();
  if (variant) await expect(toast).toHaveAttribute('data-variant', variant);
}

async function expectBusy(button: Locator) {
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toBeDisabled();
}

async function expectIdle(button: Locator) {
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
}

type Lead = { id: string; source: string; status?: string };
type Application = {
  id: string;
  owner: string;
  status: string;
  payment_status: string | null;
  license_document_path: string | null;
  notes: string | null;
  counties_served: string | null;
};

const byEmail = (email: string) => `email=eq.${encodeURIComponent(email)}`;

const leadsFor = (email: string) => serviceSelect<Lead>('leads', `${byEmail(email)}&select=id,source`);
const applicationsFor = (email: string) =>
  serviceSelect<Application>(
    'applications',
    `${byEmail(email)}&select=id,owner,status,payment_status,license_document_path,notes,counties_served`,
  );

/** The object names stored under <owner>/<application id>/ (storage API, service role). */
async function storedObjects(owner: string, applicationId: string): Promise<string[]> {
  const res = await fetch(`${SUPABASE_URL}/storage/v1/object/list/${BUCKET}`, {
    method: 'POST',
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ prefix: `${owner}/${applicationId}`, limit: 10 }),
  });
  if (!res.ok) throw new Error(`storage list: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { name: string }[]).map((o) => o.name).sort();
}

async function downloadObject(path: string): Promise<Buffer> {
  const res = await fetch(`${SUPABASE_URL}/storage/v1/object/authenticated/${BUCKET}/${path}`, {
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  if (!res.ok) throw new Error(`storage download ${path}: ${res.status} ${await res.text()}`);
  return Buffer.from(await res.arrayBuffer());
}

/* ------------------------------------------------------------------ the operations */

/** One operation, set up and ready: the click that sends it and the checks around it. */
type Prepared = {
  /** The button that sends the request (and shows the spinner). */
  button: Locator;
  /** Nothing moved and every value typed is still there. */
  expectStayed: () => Promise<void>;
  /** The database after the failed attempt, before the retry. */
  expectNothingNew: () => Promise<void>;
  /** The success outcome on the page (docs/product-rules.md#states and #messages). */
  expectSucceeded: () => Promise<void>;
  /** Exactly one row (and object), as the success left it. */
  expectStoredOnce: () => Promise<void>;
};

type Operation = {
  name: string;
  pattern: string;
  failure: { title: string; description: string };
  prepare: (page: Page) => Promise<Prepared>;
};

/* (1) The single lead form on a species page ------------------------------------------ */

const LEAD_FORM_PAGE = '/services/bat-removal-nyc';

async function fillLeadForm(form: Locator, email: string) {
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Chris Park');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('9175550123');
  await form.getByLabel('Property type').selectOption('Business');
  await form.getByLabel('Street address').fill('120 Broadway');
  await form.getByLabel('City or neighborhood').fill('New York');
  await form.getByLabel('ZIP code').fill('10006');
  await form.getByLabel('Describe the problem').fill('Bats flying out of the roof line at dusk.');
  await form.getByRole('radio', { name: 'Text' }).check();
  await form.getByRole('checkbox', { name: /I agree to receive text messages/ }).check();
}

const leadForm: Operation = {
  name: "the lead form on a species page ('Get Help Now')",
  pattern: LEADS,
  failure: { title: 'Submission Failed', description: 'There was an error submitting your report. Please try again.' },
  async prepare(page) {
    const email = uniqueEmail('fault-form');
    await page.goto(LEAD_FORM_PAGE);
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Report a Wildlife Issue' });
    await fillLeadForm(form, email);
    return {
      button: form.getByRole('button', { name: 'Get Help Now' }),
      async expectStayed() {
        await expect(page).toHaveURL(new RegExp(`${LEAD_FORM_PAGE}$`));
        await expect(page.getByRole('heading', { name: 'Report Received!' })).toHaveCount(0);
        await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Chris Park');
        await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
        await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('(917) 555-0123');
        await expect(form.getByLabel('Property type')).toHaveValue('Business');
        await expect(form.getByLabel('Street address')).toHaveValue('120 Broadway');
        await expect(form.getByLabel('City or neighborhood')).toHaveValue('New York');
        await expect(form.getByLabel('ZIP code')).toHaveValue('10006');
        await expect(form.getByLabel('Describe the problem')).toHaveValue('Bats flying out of the roof line at dusk.');
        await expect(form.getByRole('checkbox', { name: 'Bats' })).toBeChecked();
        await expect(form.getByRole('radio', { name: 'Text' })).toBeChecked();
        await expect(form.getByRole('checkbox', { name: /I agree to receive text messages/ })).toBeChecked();
      },
      async expectNothingNew() {
        expect(await leadsFor(email)).toHaveLength(0);
      },
      async expectSucceeded() {
        await expect(page.getByRole('heading', { name: 'Report Received!' })).toBeVisible(AFTER_SLOW);
        await expectToast(page, 'Report Submitted!', 'We are now finding one licensed professional for you. You will hear from them when one accepts. Your reference and status link are on this page.');
      },
      async expectStoredOnce() {
        const rows = await leadsFor(email);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ source: 'lead_form' });
      },
    };
  },
};

/* (2) The /contact flow's final 'Submit Request' ------------------------------------------ */

async function fillContactSteps(page: Page, email: string) {
  await page.getByLabel('ZIP code of the property').fill('11215');
  await page.getByLabel('Street address').fill('350 5th Ave');
  await page.getByRole('radio', { name: 'Homeowner' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'What are you dealing with?' })).toBeVisible();
  await page.getByLabel('What animal is it?').selectOption('Raccoon');
  await page.getByLabel('How long has this been going on?').selectOption('A few days');
  await page.getByLabel('What is happening?').fill('Scratching in the attic every night around 2 a.m.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'How can the pro reach you?' })).toBeVisible();
  await page.getByLabel('Full name').fill('Maria Lopez');
  await page.getByLabel('Phone number').fill('7185550100');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('By email').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review and send' })).toBeVisible();
}

const contactFlow: Operation = {
  name: "the /contact flow ('Submit Request')",
  pattern: LEADS,
  failure: { title: 'Submission Failed', description: 'There was an error submitting your report. Please try again.' },
  async prepare(page) {
    const email = uniqueEmail('fault-flow');
    await page.goto('/contact');
    await waitForApp(page);
    await fillContactSteps(page, email);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    const next = page.getByRole('button', { name: 'Next' });
    const back = page.getByRole('button', { name: 'Back' });
    return {
      button: page.getByRole('button', { name: 'Submit Request' }),
      async expectStayed() {
        await expect(page).toHaveURL(/\/contact\/step-4$/);
        await expect(page.getByRole('checkbox', { name: /I agree to the/ })).toBeChecked();
        // Walk back through every step: all answers are still there; then forward again.
        await back.click();
        await expect(page.getByLabel('Full name')).toHaveValue('Maria Lopez');
        await expect(page.getByLabel('Phone number')).toHaveValue('(718) 555-0100');
        await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
        await expect(page.getByLabel('By phone')).toBeChecked();
        await expect(page.getByLabel('By email')).toBeChecked();
        await back.click();
        await expect(page.getByLabel('What animal is it?')).toHaveValue('Raccoon');
        await expect(page.getByLabel('How long has this been going on?')).toHaveValue('A few days');
        await expect(page.getByLabel('What is happening?')).toHaveValue('Scratching in the attic every night around 2 a.m.');
        await back.click();
        await expect(page.getByLabel('ZIP code of the property')).toHaveValue('11215');
        await expect(page.getByRole('radio', { name: 'Homeowner' })).toBeChecked();
        for (const path of ['step-2', 'step-3', 'step-4']) {
          await next.click();
          await expect(page).toHaveURL(new RegExp(`/contact/${path}$`));
        }
        await expect(page.getByRole('checkbox', { name: /I agree to the/ })).toBeChecked();
      },
      async expectNothingNew() {
        expect(await leadsFor(email)).toHaveLength(0);
      },
      async expectSucceeded() {
        await expect(page).toHaveURL(/\/contact\/success$/, AFTER_SLOW);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Report Received!');
        await expectToast(page, 'Request Sent!', 'We are now finding one licensed professional for you. You will hear from them when one accepts. Your reference and status link are on this page.');
      },
      async expectStoredOnce() {
        const rows = await leadsFor(email);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ source: 'contact_flow' });
      },
    };
  },
};

/* (3)-(5) The application: draft save, document upload, finalize ---------------------- */

async function fillApplyStep1(page: Page, email: string) {
  await page.getByLabel('Business Name').fill('Five Borough Wildlife LLC');
  await page.getByLabel('Owner Name').fill('Ada Lovelace');
  await page.getByLabel('Phone Number').fill('7185550100');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Business Address').fill('12 Main Street');
  await page.getByLabel('City').fill('Brooklyn');
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('NY');
  await page.getByLabel('ZIP Code').fill('11201');
}

async function expectApplyStep1Kept(page: Page, email: string) {
  await expect(page.getByLabel('Business Name')).toHaveValue('Five Borough Wildlife LLC');
  await expect(page.getByLabel('Owner Name')).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Phone Number')).toHaveValue('(718) 555-0100');
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  await expect(page.getByLabel('Business Address')).toHaveValue('12 Main Street');
  await expect(page.getByLabel('City')).toHaveValue('Brooklyn');
  await expect(page.getByRole('combobox', { name: 'State', exact: true })).toHaveValue('NY');
  await expect(page.getByLabel('ZIP Code')).toHaveValue('11201');
}

/** Continue, then the new step's heading is focused at `path`. */
async function continueTo(page: Page, button: string, path: RegExp, heading: string, options?: { timeout: number }) {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(path, options);
  await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeFocused();
}

/** /apply, step 1 filled and saved: the draft exists. */
async function startApplication(page: Page, email: string): Promise<Application> {
  await page.goto('/apply');
  await waitForApp(page);
  await fillApplyStep1(page, email);
  await continueTo(page, 'Continue to Step 2', /\/apply\/step-2$/, 'Service Details');
  const rows = await applicationsFor(email);
  expect(rows).toHaveLength(1);
  return rows[0] as Application;
}

/** From step 2 to step 3 (Credentials). */
async function reachStep3(page: Page) {
  await page.getByRole('checkbox', { name: 'Raccoons' }).check();
  const boroughs = page.getByRole('combobox', { name: 'Boroughs You Serve' });
  await boroughs.fill('brook');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Selected: Boroughs You Serve' }).getByRole('listitem')).toHaveText(['Brooklyn (Kings)']);
  await page.getByLabel('States Where You Are Licensed').selectOption(['NY']);
  await page.getByRole('group', { name: /emergency service/ }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Typical Response Time').selectOption('Same Day');
  await continueTo(page, 'Continue to Step 3', /\/apply\/step-3$/, 'Credentials');
}

const draftSave: Operation = {
  name: 'an application draft save (step 1 Continue)',
  pattern: APPLICATIONS,
  failure: { title: 'Error Saving Draft', description: 'There was a problem saving your progress. Please try again.' },
  async prepare(page) {
    const email = uniqueEmail('fault-draft');
    await page.goto('/apply');
    await waitForApp(page);
    await fillApplyStep1(page, email);
    return {
      button: page.getByRole('button', { name: 'Continue to Step 2' }),
      async expectStayed() {
        await expect(page).toHaveURL(/\/apply$/);
        await expect(page.getByRole('heading', { level: 2, name: 'Business Info', exact: true })).toBeVisible();
        await expectApplyStep1Kept(page, email);
      },
      async expectNothingNew() {
        expect(await applicationsFor(email)).toHaveLength(0);
      },
      async expectSucceeded() {
        await expect(page).toHaveURL(/\/apply\/step-2$/, AFTER_SLOW);
        await expect(page.getByRole('heading', { level: 2, name: 'Service Details', exact: true })).toBeFocused();
      },
      async expectStoredOnce() {
        const rows = await applicationsFor(email);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ status: 'draft' });
      },
    };
  },
};

/**
 * Step 3's Continue with a licence file: the upload (storage) or its verification (the
 * verify-document function, reached after the upload went through, so one unverified object
 * stays until the retry's verified upload replaces it).
 */
const documentUpload = (name: string, pattern: string, leavesUnverified: boolean): Operation => ({
  name,
  pattern,
  failure: { title: 'Upload Failed', description: 'We could not upload license.pdf. Please check your connection and try again.' },
  async prepare(page) {
    const email = uniqueEmail('fault-upload');
    const draft = await startApplication(page, email);
    await reachStep3(page);
    await page.getByRole('group', { name: /NWCO/ }).getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('License Number').fill('NWCO-12345');
    await page.getByLabel('Issuing Agency').fill('NYS DEC');
    await page.getByLabel('License Expiration Date').fill('2027-03-31');
    const file = page.getByLabel('License Document');
    await file.setInputFiles({ name: 'license.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectToast(page, 'File Selected', 'license.pdf is ready for submission.');
    await page.getByRole('group', { name: /liability insurance/ }).getByRole('radio', { name: 'No' }).check();
    return {
      button: page.getByRole('button', { name: 'Continue to Step 4' }),
      async expectStayed() {
        await expect(page).toHaveURL(/\/apply\/step-3$/);
        await expect(page.getByRole('group', { name: /NWCO/ }).getByRole('radio', { name: 'Yes' })).toBeChecked();
        await expect(page.getByLabel('License Number')).toHaveValue('NWCO-12345');
        await expect(page.getByLabel('Issuing Agency')).toHaveValue('NYS DEC');
        await expect(page.getByLabel('License Expiration Date')).toHaveValue('2027-03-31');
        await expect(page.getByRole('group', { name: /liability insurance/ }).getByRole('radio', { name: 'No' })).toBeChecked();
        // The picked file is still picked: the retry needs no new choice.
        await expect(page.getByText('Selected: license.pdf (ready for submission)')).toBeVisible();
        expect(await file.evaluate((el) => Array.from((el as HTMLInputElement).files ?? []).map((f) => f.name))).toEqual(['license.pdf']);
      },
      async expectNothingNew() {
        const rows = await applicationsFor(email);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ id: draft.id, status: 'draft', license_document_path: null });
        expect(await storedObjects(draft.owner, draft.id)).toHaveLength(leavesUnverified ? 1 : 0);
      },
      async expectSucceeded() {
        await expect(page).toHaveURL(/\/apply\/step-4$/, AFTER_SLOW);
        await expect(page.getByRole('heading', { level: 2, name: 'Submit', exact: true })).toBeFocused();
      },
      async expectStoredOnce() {
        const rows = await applicationsFor(email);
        expect(rows).toHaveLength(1);
        // One verified object, under its own <kind>-<uuid> name (docs/dispatch-api.md "Documents").
        const path = rows[0]?.license_document_path ?? '';
        expect(path).toMatch(new RegExp(`^${draft.owner}/${draft.id}/license-[0-9a-f-]{36}\\.pdf$`));
        expect(rows[0]).toMatchObject({ id: draft.id, status: 'draft' });
        expect(await storedObjects(draft.owner, draft.id)).toEqual([path.split('/').pop()]);
        expect((await downloadObject(path)).equals(PDF)).toBe(true);
      },
    };
  },
});

const finalize: Operation = {
  name: 'the finalize submit on /application-paid',
  pattern: APPLICATIONS,
  failure: { title: 'Submission Failed', description: 'There was an error submitting your application. Please contact support.' },
  async prepare(page) {
    const email = uniqueEmail('fault-finalize');
    const draft = await startApplication(page, email);
    await payFor(draft.id, email);
    await page.goto('/application-paid');
    await waitForApp(page);
    await expectToast(page, 'Payment Successful!', 'Please finalize your application below.');
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await page.getByLabel('Counties You Serve').fill('Kings County');
    await page.getByLabel('Additional Notes').fill('Best reached in the mornings.');
    return {
      button: page.getByRole('button', { name: 'Submit Application' }),
      async expectStayed() {
        await expect(page).toHaveURL(/\/application-paid$/);
        await expect(page.getByRole('heading', { name: 'Submission Received!' })).toHaveCount(0);
        await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
        await expect(page.getByLabel('Email Address')).toHaveValue(email);
        await expect(page.getByLabel('Business Name')).toHaveValue('Five Borough Wildlife LLC');
        await expect(page.getByLabel('Phone Number')).toHaveValue('(718) 555-0100');
        await expect(page.getByLabel('Counties You Serve')).toHaveValue('Kings County');
        await expect(page.getByLabel('Additional Notes')).toHaveValue('Best reached in the mornings.');
      },
      async expectNothingNew() {
        const rows = await applicationsFor(email);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ id: draft.id, status: 'draft', payment_status: 'paid', notes: null });
      },
      async expectSucceeded() {
        await expect(page.getByRole('heading', { name: 'Submission Received!' })).toBeVisible(AFTER_SLOW);
        await expectToast(page, 'Application Submitted!', 'Our team will contact you after review.');
        await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
      },
      async expectStoredOnce() {
        const rows = await applicationsFor(email);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          id: draft.id,
          status: 'submitted',
          payment_status: 'paid',
          counties_served: 'Kings County',
          notes: 'Best reached in the mornings.',
        });
      },
    };
  },
};

/* ------------------------------------------------------------------ the matrix */

const OPERATIONS: Operation[] = [
  leadForm,
  contactFlow,
  draftSave,
  documentUpload('a document upload (step 3 Continue with a licence file)', STORAGE, false),
  documentUpload('a document verification (step 3 Continue, the verify-document function)', VERIFY, true),
  finalize,
];

/** What the data layer logs for the injected fault (src/lib/result.ts reportFailure). */
const LOGGED: Record<Exclude<Fault, 'slow'>, RegExp> = {
  failing: /failed \(server, 500\)/,
  unreachable: /failed \(network, 0\)/,
};

for (const op of OPERATIONS) {
  test.describe(op.name, () => {
    for (const fault of FAULTS) {
      test(fault, async ({ page }) => {
        const errors = trackConsoleErrors(page);
        const prepared = await op.prepare(page);
        const injection = await inject(page, op.pattern, fault);
        const clicked = Date.now();
        await prepared.button.click();
        await injection.hit;

        if (fault === 'slow') {
          // Held by the route: spinner and disabled, nothing has happened yet.
          await expectBusy(prepared.button);
          expect(Date.now() - clicked).toBeLessThan(SLOW_MS);
          await prepared.expectSucceeded();
          expect(Date.now() - clicked).toBeGreaterThanOrEqual(SLOW_MS);
          expect(injection.hits()).toBe(1);
          await prepared.expectStoredOnce();
          return;
        }

        await expectToast(page, op.failure.title, op.failure.description, 'destructive');
        await expectIdle(prepared.button);
        // The fault reached the app as injected (a 500, or no connection at all).
        expect(errors.join('\n')).toMatch(LOGGED[fault]);
        await prepared.expectStayed();
        await prepared.expectNothingNew();

        // The backend is back: the same button now goes through, once.
        await page.unroute(op.pattern);
        await prepared.button.click();
        await prepared.expectSucceeded();
        await prepared.expectStoredOnce();
      });
    }
  });
}
