/**
 * Automatic dispatch end to end (issue 28): the demo admin switches it to "Always" in the console;
 * a report at /contact is offered to a professional, whose offer e-mail arrives with nobody at the
 * console; a decline moves it to the next professional; after the last one the dispatch inbox
 * hears that the request needs a person and the resident's status page says a dispatcher is on it.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_DISPATCHER, DEMO_INBOX } from '../../supabase/local/demo';
import { ANON_KEY, SERVICE_ROLE_KEY, SUPABASE_URL, mailsTo, serviceSelect, uniqueEmail } from './db';
import { axeViolations, axeViolationsBothSchemes, reportThroughContact, signInWithCode, waitForApp } from './helpers';

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

test('a professional sets on-call hours in the portal; the console shows availability and capacity, and the week in numbers', async ({ page, context }) => {
  test.setTimeout(120_000);
  const email = 'pro.bronx@demo.test';
  await signInWithCode(page, email);
  await expect(page.getByRole('switch', { name: 'Available for new offers' })).toBeVisible();
  try {
    await page.getByText('On-call hours:').click();
    await page.getByLabel('Monday from').fill('18:00');
    await page.getByLabel('Monday until').fill('23:30');
    await page.getByLabel('Saturday from').fill('22:00');
    await page.getByRole('button', { name: 'Save on-call hours' }).click();
    // Refused as the database would refuse it: an end is missing.
    await expect(page.getByText('Give both times, or neither for a day off.')).toBeVisible();
    await page.getByLabel('Saturday until').fill('23:59');
    await page.getByRole('button', { name: 'Save on-call hours' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('On-Call Hours Saved');
    await expect(page.getByText('On-call hours:')).toContainText('Mon 18:00-23:30, Sat 22:00-23:59');
    expect(await axeViolationsBothSchemes(page)).toEqual([]);

    // The console: the Professionals page says whether automatic dispatch can reach them.
    const consolePage = await context.newPage();
    await consolePage.goto('/dispatch');
    await waitForApp(consolePage);
    await consolePage.getByLabel('Email').fill(DEMO_DISPATCHER.email);
    await consolePage.getByLabel('Password').fill(DEMO_DISPATCHER.password);
    await consolePage.getByRole('button', { name: 'Sign in' }).click();
    await consolePage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Professionals' }).click();
    const card = consolePage.getByRole('article', { name: '[Demo] Grand Concourse Wildlife' });
    await expect(card).toContainText('Available for new offers');
    await expect(card).toContainText(/capacity \d+ of 3 open jobs/);
    await expect(card).toContainText('on call Mon 18:00-23:30, Sat 22:00-23:59');

    // The numbers: the week and the month, each chart with its table and CSV.
    await consolePage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Numbers' }).click();
    await expect(consolePage.getByRole('heading', { name: 'Numbers', level: 1 })).toBeVisible();
    const week = consolePage.getByRole('region', { name: 'The last 7 days' });
    await expect(week).toContainText('Requests reported');
    const perDay = consolePage.getByRole('table', { name: /^Requests per day/ });
    await expect(perDay.getByRole('row')).toHaveCount(8);
    // Three charts drawn (uPlot canvases), hidden from screen readers beside their tables.
    await expect(consolePage.locator('[aria-hidden="true"] canvas')).toHaveCount(3);
    // uPlot's own stylesheet is linked with the charts (its overlay sits on the canvas).
    await expect(consolePage.locator('.u-over').first()).toHaveCSS('position', 'absolute');
    const pros = consolePage.getByRole('table', { name: /^Offers per professional/ });
    await expect(pros.getByRole('row', { name: /Grand Concourse Wildlife/ })).toBeVisible();
    const csv = decodeURIComponent(((await consolePage.getByRole('link', { name: 'Download CSV' }).first().getAttribute('href')) ?? '').replace(/^data:text\/csv;charset=utf-8,/, ''));
    expect(csv.split('\r\n')[0]).toBe('date,leads,completed,accepted,offered,new,unreachable,cancelled,escalated,first_offer_median_minutes,acceptance_median_minutes');
    expect(csv.trimEnd().split('\r\n')).toHaveLength(8);
    expect(await axeViolationsBothSchemes(consolePage)).toEqual([]);
    // On a phone the wide tables scroll inside their regions; the page itself never scrolls sideways.
    await consolePage.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => consolePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await consolePage.getByRole('button', { name: 'Last 30 days' }).click();
    await expect(perDay.getByRole('row')).toHaveCount(31);
    await expect(consolePage.getByRole('region', { name: 'The last 30 days' })).toBeVisible();
  } finally {
    // The demo professional takes offers at any time again.
    await page.getByText('On-call hours:').click();
    for (const day of ['Monday', 'Saturday']) {
      await page.getByLabel(`${day} from`).fill('');
      await page.getByLabel(`${day} until`).fill('');
    }
    await page.getByRole('button', { name: 'Save on-call hours' }).click();
    await expect(page.getByText('On-call hours:')).toContainText('any time');
  }
});
