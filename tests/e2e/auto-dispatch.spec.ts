/**
 * Automatic dispatch end to end (issue 28): the demo admin switches it to "Always" in the console;
 * a report at /contact is offered to a professional, whose offer e-mail arrives with nobody at the
 * console; a decline moves it to the next professional; after the last one the dispatch inbox
 * hears that the request needs a person and the resident's status page says a dispatcher is on it.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_DISPATCHER, DEMO_INBOX } from '../../supabase/local/demo';
import { ANON_KEY, SERVICE_ROLE_KEY, SUPABASE_URL, mailsTo, serviceSelect, uniqueEmail } from './db';
import { axeViolations, reportThroughContact, waitForApp } from './helpers';

async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function rpc(token: string, name: string, args: Record<string, unknown>): Promise<Response> {
  return fetch(`${SUPABASE_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
}

/** A second professional for Staten Island, so a decline has somewhere to go. */
async function addStatenIslandPro(): Promise<string> {
  const email = uniqueEmail('si-pro');
  const res = await fetch(`${SUPABASE_URL}/rest/v1/pros`, {
    method: 'POST',
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({
      business_name: '[Demo] Test Harbor Wildlife',
      contact_name: 'Test Pro',
      email,
      phone: '(718) 555-0188',
      license_number: 'DEMO-TEST',
      license_expires_on: '2027-09-30',
      insurance_carrier: '[Demo] Fictional Mutual Insurance',
      insured_through: '2027-06-30',
      boroughs: ['Staten Island'],
      species: [],
      is_demo: true,
    }),
  });
  expect(res.status).toBe(201);
  return email;
}

async function chooseMode(page: Page, mode: 'Off' | 'Always'): Promise<void> {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Settings' }).click();
  const group = page.getByRole('group', { name: 'Automatic dispatch' });
  await group.getByRole('radio', { name: mode, exact: true }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Settings Saved');
  await expect(page.getByText(`Now: ${mode}`)).toBeVisible();
}

type OfferRow = { id: string; pro_id: string; status: string; automatic: boolean };

test('with "Always", a report reaches a professional by itself, cascades on a decline and escalates to a person', async ({ page, context }) => {
  test.setTimeout(120_000);
  const secondPro = await addStatenIslandPro();
  // The admin turns it on in the console.
  await page.goto('/dispatch');
  await waitForApp(page);
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Queue' })).toBeVisible();
  try {
    await chooseMode(page, 'Always');
    expect(await axeViolations(page)).toEqual([]);

    // A resident reports; nobody is at the console.
    const resident = await context.newPage();
    const email = uniqueEmail('auto');
    const reference = await reportThroughContact(resident, { email, zip: '10301' });
    const statusHref = (await resident.locator('a[href*="/status/"]').first().getAttribute('href')) ?? '';
    const [lead] = await serviceSelect<{ id: string; status: string }>('leads', `email=eq.${encodeURIComponent(email)}&select=id,status`);
    expect(lead?.status).toBe('offered');
    const openOffer = async () => (await serviceSelect<OfferRow>('lead_offers', `lead_id=eq.${lead?.id}&status=eq.open&select=id,pro_id,status,automatic`))[0];
    const first = await openOffer();
    expect(first?.automatic).toBe(true);
    const [firstPro] = await serviceSelect<{ email: string }>('pros', `id=eq.${first?.pro_id}&select=email`);
    const [offerMail] = await mailsTo(firstPro?.email ?? '', { subject: `New job offer in Staten Island (${reference})` });
    expect(offerMail).toBeTruthy();

    // Declines move it on by themselves until nobody is left or the limit is reached.
    const dispatcher = await tokenOf(DEMO_DISPATCHER);
    const offered = [first?.pro_id];
    let current = first;
    for (let i = 0; i < 3 && current; i++) {
      expect((await rpc(dispatcher, 'decline_offer', { p_offer_id: current.id, p_reason: 'no_capacity' })).status).toBe(204);
      current = await openOffer();
      if (current) {
        expect(offered).not.toContain(current.pro_id);
        offered.push(current.pro_id);
      }
    }
    // There were at least two Staten Island professionals: the first decline went to the next.
    expect(offered.length).toBeGreaterThanOrEqual(2);
    const [pros] = [await serviceSelect<{ email: string }>('pros', `id=in.(${offered.join(',')})&select=email`)];
    expect(pros.map((p) => p.email)).toContain(secondPro);

    // Needs a person: the dispatch inbox hears it once, the queue flags it, the resident is told.
    const [escalation] = await mailsTo(DEMO_INBOX, { subject: `Needs a person: ${reference}` });
    expect(escalation?.text).toContain('automatic dispatch leaves this request to you now');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Leads' }).click();
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row.getByRole('list', { name: 'Flags' })).toContainText('Needs a person');
    await resident.goto(statusHref);
    await expect(resident.getByText('a dispatcher is now looking for someone for you')).toBeVisible();
    await expect(resident.getByRole('link', { name: /Call/ }).first()).toBeVisible();
    expect(await axeViolations(resident)).toEqual([]);
  } finally {
    // Back to Off for the other tests: the admin's own setting.
    const admin = await tokenOf(DEMO_ADMIN);
    expect((await rpc(admin, 'set_dispatch_mode', { p_mode: 'off' })).status).toBe(204);
  }
});
