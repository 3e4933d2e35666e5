/**
 * The pro portal end to end: a resident reports, the demo dispatcher offers the lead to the
 * Brooklyn demo professional, the offer e-mail reaches the local inbox, the professional signs
 * in with the code from their e-mail, sees the offer without the resident's details, accepts,
 * sees the details and records the job.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ANON_KEY, SERVICE_ROLE_KEY, SUPABASE_URL, mailsTo, payFor, serviceSelect, uniqueEmail } from './db';
import { axeViolations, axeViolationsBothSchemes, reportThroughContact, signInWithCode, trackConsoleErrors, waitForApp } from './helpers';

const PRO = 'pro.brooklyn@demo.test';

async function dispatcherOffers(leadEmail: string): Promise<void> {
  const token = await fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'dispatcher@demo.test', password: 'dispatch-demo' }),
  }).then(async (r) => ((await r.json()) as { access_token: string }).access_token);
  const [lead] = await serviceSelect<{ id: string }>('leads', `email=eq.${encodeURIComponent(leadEmail)}&select=id`);
  const [pro] = await serviceSelect<{ id: string }>('pros', `email=eq.${encodeURIComponent(PRO)}&select=id`);
  const res = await fetch(`${SUPABASE_URL}/rest/v1/rpc/offer_lead`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ p_lead_id: lead?.id, p_pro_id: pro?.id }),
  });
  expect(res.status).toBe(200);
}

/** The demo dispatcher signs in and opens the application from the list. */
async function openInConsole(page: Page, id: string): Promise<void> {
  await page.goto('/dispatch');
  await waitForApp(page);
  await page.getByLabel('Email').fill('dispatcher@demo.test');
  await page.getByLabel('Password').fill('dispatch-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Applications');
  await page.locator(`a[href="/dispatch/applications/${id}"]`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbor Wildlife Services');
}

/** An applicant who paid and finalized, through the same REST calls the wizard makes. */
async function paidApplication(email: string): Promise<string> {
  return (await paidApplicationWithSession(email)).id;
}

/** The same, with the applicant's anonymous session (the browser that applied holds it). */
async function paidApplicationWithSession(email: string): Promise<{ id: string; session: Record<string, unknown> }> {
  const session = await fetch(`${SUPABASE_URL}/auth/v1/signup`, { method: 'POST', headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' }, body: '{}' });
  const sessionBody = (await session.json()) as { access_token: string; user: { id: string } } & Record<string, unknown>;
  const { access_token: token, user } = sessionBody;
  const headers = { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Prefer: 'return=representation' };
  const created = await fetch(`${SUPABASE_URL}/rest/v1/applications?select=id`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      business_name: 'Harbor Wildlife Services', owner_name: 'Ines Harbor', email, phone_number: '(718) 555-0177',
      service_counties: ['Kings'], has_nwco_license: 'Yes', license_number: 'NWCO-4471', issuing_agency: 'NYS DEC',
      license_expiration_date: '2028-03-31', has_liability_insurance: 'Yes', insurance_provider: 'Harbor Mutual',
      policy_number: 'GL-4471', insurance_expiration_date: '2027-12-31',
      species_handled: ['Raccoons', 'Rats'], has_pesticide_certification: 'Yes', pesticide_certification_number: 'C-4471',
      pesticide_certification_category: 'Structural', pesticide_certification_expiration_date: '2028-06-30',
    }),
  });
  expect(created.status).toBe(201);
  const [row] = (await created.json()) as { id: string }[];
  const id = row?.id ?? '';
  // The licence (a PDF) and the insurance certificate (a 1x1 PNG), as the wizard uploads them:
  // each under a new name, then verify-document checks its leading bytes and points the
  // application at it.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  for (const [kind, body, type, ext] of [['license', pdf, 'application/pdf', 'pdf'], ['insurance', png, 'image/png', 'png']] as const) {
    const path = `${user.id}/${id}/${kind}-${randomUUID()}.${ext}`;
    const upload = await fetch(`${SUPABASE_URL}/storage/v1/object/application-documents/${path}`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': type },
      body,
    });
    expect(upload.status).toBe(200);
    const verified = await fetch(`${SUPABASE_URL}/functions/v1/verify-document`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ application_id: id, kind, object_name: path }),
    });
    expect(verified.status).toBe(200);
  }
  await payFor(id, email);
  const submit = await fetch(`${SUPABASE_URL}/rest/v1/applications?id=eq.${id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ status: 'submitted', full_name: 'Ines Harbor', counties_served: 'Kings County' }),
  });
  expect(submit.status).toBe(200);
  return { id, session: sessionBody };
}

test.describe('the pro portal', () => {
  test('offer by e-mail, sign-in by code, no resident details before accepting, then the job and its record', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = trackConsoleErrors(page);
    const resident = uniqueEmail('pro-loop');
    const reference = await reportThroughContact(page, { email: resident });
    // The status link the success page shows this browser (only it holds the report's secret).
    const trackHref = (await page.locator('a[href*="/status/"]').first().getAttribute('href')) ?? '';
    const statusToken = trackHref.slice(trackHref.indexOf('/status/') + '/status/'.length);
    expect(statusToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await dispatcherOffers(resident);
    // The resident adds a detail on their status page (as its "Add details" does).
    const rpc = (name: string, args: Record<string, unknown>) =>
      fetch(`${SUPABASE_URL}/rest/v1/rpc/${name}`, { method: 'POST', headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' }, body: JSON.stringify(args) });
    expect((await rpc('add_details_by_resident', { p_token: statusToken, p_note: 'Side gate code 4471; the dog is friendly.' })).status).toBe(204);
    const [offerMail] = await mailsTo(PRO, { subject: `New job offer in Brooklyn (${reference})` });
    expect(offerMail, 'the offer e-mail reaches the professional').toBeTruthy();
    expect(offerMail?.text).not.toContain('Maria');
    expect(offerMail?.text).not.toContain(resident);
    // Each species once in every e-mail (the resident's confirmation too, with the phone masked).
    expect(offerMail?.text).toContain('Animals: Raccoons\n');
    expect(offerMail?.text).not.toMatch(/Raccoons(,| and) Raccoons/);
    const [confirmation] = await mailsTo(resident, { subject: `We received your request (reference ${reference})` });
    expect(confirmation?.text).toContain('Animals: Raccoons\n');
    expect(confirmation?.text).not.toMatch(/Raccoons(,| and) Raccoons/);
    expect(confirmation?.text).toContain('Your phone: (•••) •••-0100');
    expect(confirmation?.text).not.toContain('555-0100');

    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithCode(page, PRO);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('[Demo] Prospect Humane Wildlife');
    const offer = page.getByRole('article', { name: `Offer ${reference}` });
    await expect(offer).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-address/pro-offer-390.png', fullPage: true });
    await expect(offer).toContainText('Brooklyn · 11215');
    await expect(offer).toContainText(/[0-9]+:[0-9]{2} left/);
    await expect(offer).not.toContainText('Maria Lopez');
    await expect(offer).not.toContainText('(718) 555-0100');
    await expect(offer).not.toContainText('Side gate code');
    // Only the street before accepting: no house number (reported as '350 5th Ave').
    await expect(offer.locator('dd').filter({ hasText: '11215' })).toHaveText('5th Ave, 11215 (Brooklyn)');
    // (The reference is random letters and digits and may itself hold "350": it is left out.)
    expect((await offer.innerText()).replaceAll(reference, '')).not.toContain('350');
    await expect(offer.getByRole('link', { name: /Open in Maps/ })).toHaveCount(0);
    // The species once (the report named a Raccoon: it used to read 'Raccoon, Raccoons, Raccoons').
    await expect(offer.locator('dt', { hasText: 'Animal' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Raccoons');
    expect(await axeViolationsBothSchemes(page)).toEqual([]);

    // Opening the portal again on a slow phone: the first screen comes in one call, started by
    // the boot script with the stored session, and shows before supabase-js has even arrived.
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('GoTrueClient')) await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.fulfill({ response, body });
    });
    const portalCalls: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      if (request.url().includes('/rest/v1/rpc/pro_')) portalCalls.push(request.url().replace(SUPABASE_URL, ''));
    };
    page.on('request', onRequest);
    await page.reload();
    await expect(offer).toBeVisible({ timeout: 4_000 });
    expect(portalCalls).toEqual(['/rest/v1/rpc/pro_home']);
    page.off('request', onRequest);
    // Let the held chunk finish before the route goes: unrouting mid-delay hands the request to
    // the network and the late fulfil then fails ("Route is already handled").
    await page.unrouteAll({ behavior: 'wait' });

    await offer.getByRole('button', { name: 'Accept' }).click();
    const job = page.getByRole('article', { name: `Job ${reference}` });
    await expect(job).toContainText('Maria Lopez');
    await expect(job.getByRole('link', { name: 'Call (718) 555-0100' })).toHaveAttribute('href', 'tel:+17185550100');
    await expect(job.getByRole('link', { name: `E-mail ${resident}` })).toHaveAttribute('href', `mailto:${resident}`);
    await expect(job.getByRole('region', { name: 'Added by the resident' })).toContainText('Side gate code 4471; the dog is friendly.');
    // After Accept: the full address, and a link that opens it in a maps app.
    await expect(job).toContainText('350 5th Ave, Brooklyn, NY 11215');
    await expect(job.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('350 5th Ave, Brooklyn, NY 11215')}`,
    );
    await expect(job.locator('dt', { hasText: 'Animal' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Raccoons');
    await page.screenshot({ path: '/tmp/shots-address/pro-job-390.png', fullPage: true });
    expect(await axeViolationsBothSchemes(page)).toEqual([]);

    // On the phone, Call, Navigate and Complete stay at the bottom of the screen while the job scrolls.
    const bar = job.getByRole('navigation', { name: `Actions for job ${reference}` });
    await job.getByRole('heading', { level: 3 }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+17185550100');
    await expect(bar.getByRole('link', { name: 'Navigate' })).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('350 5th Ave, Brooklyn, NY 11215')}`);
    await bar.getByRole('button', { name: 'Complete' }).click();
    await expect(job.getByLabel(/Date of service/)).toBeFocused();
    await expect(job.getByLabel(/Date of service/)).toBeInViewport();
    // Method and disposition are radios: on a phone every choice reads in full (a select cut the
    // longer dispositions off).
    const longest = job.getByRole('radio', { name: "Released off site with the landowner's permission" });
    await expect(longest).toBeVisible();
    const [labelBox, jobBox] = [await job.getByText("Released off site with the landowner's permission").boundingBox(), await job.boundingBox()];
    expect((labelBox?.x ?? 0) + (labelBox?.width ?? Infinity)).toBeLessThanOrEqual((jobBox?.x ?? 0) + (jobBox?.width ?? 0));
    await job.getByRole('radio', { name: 'Exclusion / one-way door' }).check();
    await job.getByRole('radio', { name: 'Released on site' }).check();
    await job.getByRole('button', { name: 'Mark completed' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Job Completed');
    // The card closes; the page stays on the job, now a completed line with focus, not on whatever slid up.
    const doneLine = page.getByRole('listitem').filter({ hasText: `${reference} · Maria Lopez · completed` });
    await expect(doneLine).toBeFocused();
    await expect(doneLine).toBeInViewport();
    const [lead] = await serviceSelect<{ status: string }>('leads', `email=eq.${encodeURIComponent(resident)}&select=status`);
    expect(lead?.status).toBe('completed');

    // The year's records as CSV, the completed job in it with what was recorded.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^nwco-records-20[0-9]{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toBe('service_date,reference,client_name,address,city,zip,species,animal_count,method,disposition');
    const row = csv.split('\r\n').find((line) => line.includes(reference));
    expect(row).toMatch(/^20[0-9]{2}-[0-9]{2}-[0-9]{2},/);
    expect(row).toContain('Maria Lopez');
    // The annual report's address and city columns: the street address, and the borough for a
    // /contact report (it asks no city).
    expect(row).toContain(`,Maria Lopez,350 5th Ave,Brooklyn,11215,`);
    expect(row).toContain('Exclusion / one-way door');
    expect(row).toContain('Released on site');
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Records Downloaded');
    expect(errors).toEqual([]);
  });

  test('declining an offer is one tap on its reason; the lead goes back to dispatch with it', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = trackConsoleErrors(page);
    const resident = uniqueEmail('pro-decline');
    const reference = await reportThroughContact(page, { email: resident });
    await dispatcherOffers(resident);
    await signInWithCode(page, PRO);
    const offer = page.getByRole('article', { name: `Offer ${reference}` });
    await expect(offer).toBeVisible();
    const decline = offer.getByRole('group', { name: 'Decline because' });
    await expect(decline.getByRole('button')).toHaveText(['Too far', 'No capacity', 'Species not handled', 'Other']);
    await decline.getByRole('button', { name: 'Too far' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Offer Declined');
    // Gone from the list (declined offers are not listed again), also after a reload.
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('[Demo] Prospect Humane Wildlife');
    await expect(page.getByText(reference)).toHaveCount(0);
    const [lead] = await serviceSelect<{ id: string; status: string }>('leads', `email=eq.${encodeURIComponent(resident)}&select=id,status`);
    expect(lead?.status).toBe('new');
    const offers = await serviceSelect<{ status: string; decline_reason: string | null }>('lead_offers', `lead_id=eq.${lead?.id ?? ''}&select=status,decline_reason`);
    expect(offers).toEqual([{ status: 'declined', decline_reason: 'too_far' }]);
    expect(errors).toEqual([]);
  });

  test('could not reach the resident: say what was tried, dispatch and the resident are told with the masked number, and Try again takes the job back (issue 31 item 3)', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = trackConsoleErrors(page);
    const resident = uniqueEmail('pro-unreachable');
    const reference = await reportThroughContact(page, { email: resident });
    await dispatcherOffers(resident);
    await signInWithCode(page, PRO);
    await page.getByRole('article', { name: `Offer ${reference}` }).getByRole('button', { name: 'Accept' }).click();
    const job = page.getByRole('article', { name: `Job ${reference}` });
    await expect(job).toBeVisible();
    await job.getByRole('button', { name: 'Could not reach the resident…' }).click();
    const form = job.getByRole('form', { name: 'Could not reach the resident' });
    // Nothing ticked: nothing happens but the message.
    await form.getByRole('button', { name: 'Confirm: could not reach' }).click();
    await expect(form.getByText('Tick what you tried first.')).toBeVisible();
    await form.getByRole('checkbox', { name: 'Called' }).check();
    await form.getByRole('checkbox', { name: 'Left a voicemail' }).check();
    await form.getByRole('button', { name: 'Confirm: could not reach' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Marked Unreachable');
    await expect(job).toHaveCount(0);
    const row = page.getByRole('listitem').filter({ hasText: reference });
    await expect(row).toContainText('could not reach the resident');
    // The resident hears which number was tried, masked, and how.
    const [mail] = await mailsTo(resident, { subject: `We could not reach you about request ${reference}`, timeoutMs: 15_000 });
    expect(mail?.text).toMatch(/tried to reach you at \(•••\) •••-\d{4} \(called and left a voicemail\)/);
    // Try again: the job is back.
    await row.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Job Back in Your List');
    await expect(page.getByRole('article', { name: `Job ${reference}` })).toBeVisible();
    const [lead] = await serviceSelect<{ status: string }>('leads', `email=eq.${encodeURIComponent(resident)}&select=status`);
    expect(lead?.status).toBe('accepted');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an address without a profile gets the same answer and no account', async ({ page }) => {
    const stranger = uniqueEmail('not-a-pro');
    await page.goto('/pro');
    await waitForApp(page);
    await page.getByLabel('Email').fill(stranger);
    await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(`If ${stranger} belongs to an approved professional`);
    expect(await mailsTo(stranger, { count: 0, timeoutMs: 0 })).toHaveLength(0);
  });

  test('staff approve a paid application in the console; the invitation arrives and the new professional signs in to an empty offer list', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('new-pro');
    const id = await paidApplication(email);
    await openInConsole(page, id);
    await expect(page.getByText('Payment verified')).toBeVisible();
    // The insurance certificate (an image) shows inline, through its 60-second link.
    await page.getByRole('button', { name: 'Show insurance certificate' }).click();
    const certificate = page.getByRole('img', { name: 'Insurance certificate' });
    await expect(certificate).toBeVisible();
    expect(await certificate.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    // The licence, a PDF, opens in the browser's viewer (its own tab).
    await expect(page.getByRole('button', { name: 'Open licence document' })).toBeVisible();
    const approve = page.getByRole('form', { name: 'Approve' });
    await expect(approve.getByLabel('NYS DEC licence number')).toHaveValue('NWCO-4471');
    await expect(approve.getByRole('checkbox', { name: 'Brooklyn' })).toBeChecked();
    await expect(approve.getByRole('button', { name: 'Approve' })).toBeDisabled();
    // A rat professional's pesticide applicator certification, and its own checklist item.
    await expect(page.getByText('C-4471')).toBeVisible();
    await expect(approve.getByRole('checkbox', { name: /pesticide applicator certification is current/ })).toBeVisible();
    for (const box of await approve.getByRole('group', { name: 'Checklist' }).getByRole('checkbox').all()) await box.check();
    expect(await axeViolations(page)).toEqual([]);
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Application Approved');

    const [invite] = await mailsTo(email, { subject: 'Your application is approved' });
    expect(invite?.text).toContain('/pro');
    await page.context().clearCookies();
    await signInWithCode(page, email);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbor Wildlife Services');
    await expect(page.getByText('No open offer right now.')).toBeVisible();
  });

  test('changes requested: the link in the e-mail reopens the application in the browser that applied', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('changes');
    const { id, session } = await paidApplicationWithSession(email);
    // A dispatcher asks for a change (the console's call).
    const token = await fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'dispatcher@demo.test', password: 'dispatch-demo' }),
    }).then(async (r) => ((await r.json()) as { access_token: string }).access_token);
    const asked = await fetch(`${SUPABASE_URL}/rest/v1/rpc/request_application_changes`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_application_id: id, p_message: 'Please add your website.' }),
    });
    expect(asked.status).toBe(204);
    const [mail] = await mailsTo(email, { subject: 'Your application needs a change' });
    const link = /https?:\/\/\S+\/apply\?continue=[0-9a-f-]{36}/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).toContain(id);

    // The applicant's browser still holds its anonymous session (supabase-js's storage).
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      `sb-${new URL(SUPABASE_URL).hostname.split('.')[0]}-auth-token`,
      JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) + 3600 }),
    ] as const);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await waitForApp(page);
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('What to change: Please add your website.');
    await expect(page.getByLabel('Business Name')).toHaveValue('Harbor Wildlife Services');
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
  });

  test('a document stored before the content check (never verified) gets no link in the console', async ({ page }) => {
    const email = uniqueEmail('legacy-document');
    const id = await paidApplication(email);
    const [row] = await serviceSelect<{ owner: string }>('applications', `id=eq.${id}&select=owner`);
    // A licence under the earlier naming, never checked.
    const patched = await fetch(`${SUPABASE_URL}/rest/v1/applications?id=eq.${id}`, {
      method: 'PATCH',
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ license_document_path: `${row?.owner ?? ''}/${id}/license.pdf` }),
    });
    expect(patched.status).toBe(204);
    await openInConsole(page, id);
    await expect(page.getByText(/^Licence document: not verified/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open licence document' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show insurance certificate' })).toBeVisible();
    // Approval needs the verified licence: the console says so, and Approve stays off with every box ticked.
    const approve = page.getByRole('form', { name: 'Approve' });
    await expect(approve).toContainText('Approval needs the verified licence document: request changes so the applicant uploads it again.');
    for (const box of await approve.getByRole('group', { name: 'Checklist' }).getByRole('checkbox').all()) await box.check();
    await expect(approve.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);
  });

  /**
   * A paid application opened in the console, decided through one of its written-reason forms:
   * the button stays off until something is written, then the toast and the audit line show.
   */
  async function decideWithMessage(page: Page, prefix: string, form: { name: string; field: string; message: string; toast: string; audit: string }) {
    const email = uniqueEmail(prefix);
    const id = await paidApplication(email);
    await openInConsole(page, id);
    const panel = page.getByRole('form', { name: form.name });
    await expect(panel.getByRole('button', { name: form.name })).toBeDisabled();
    await panel.getByLabel(form.field).fill(form.message);
    await panel.getByRole('button', { name: form.name }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText(form.toast);
    await expect(page.getByRole('region', { name: 'Payment and review history' })).toContainText(`${form.audit}: ${form.message}`);
    return { email, id };
  }

  test('the console asks for a change: the message reaches the applicant, the application is reopened and audited', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = trackConsoleErrors(page);
    const message = 'Please upload a certificate that shows the policy dates.';
    const { email, id } = await decideWithMessage(page, 'console-changes', { name: 'Request changes', field: 'What the applicant should change', message, toast: 'Changes Requested', audit: 'changes requested' });
    // Back with the applicant: nothing to decide until it is submitted again.
    await expect(page.getByRole('region', { name: 'Decision' })).toContainText('Only a submitted application with a verified payment can be decided.');
    const [row] = await serviceSelect<{ status: string; review_message: string }>('applications', `id=eq.${id}&select=status,review_message`);
    expect(row).toEqual({ status: 'draft', review_message: message });
    const [mail] = await mailsTo(email, { subject: 'Your application needs a change' });
    expect(mail?.text).toContain(message);
    expect(mail?.text).toContain(`/apply?continue=${id}`);
    expect(errors).toEqual([]);
  });

  test('the console rejects with a reason: the applicant is told why, and the application can no longer be decided', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = trackConsoleErrors(page);
    const message = 'We work only with companies that hold a current NWCO licence in New York State.';
    const { email, id } = await decideWithMessage(page, 'console-reject', { name: 'Reject', field: 'Reason the applicant receives', message, toast: 'Application Rejected', audit: 'rejected' });
    await expect(page.locator('header', { has: page.getByRole('heading', { level: 1 }) })).toContainText('rejected');
    await expect(page.getByRole('form', { name: 'Approve' })).toHaveCount(0);
    const [row] = await serviceSelect<{ status: string }>('applications', `id=eq.${id}&select=status`);
    expect(row?.status).toBe('rejected');
    expect(await serviceSelect('pros', `email=eq.${encodeURIComponent(email)}&select=id`)).toEqual([]);
    const [mail] = await mailsTo(email, { subject: 'Your application was not approved' });
    expect(mail?.text).toContain(message);
    expect(errors).toEqual([]);
  });
});
