/**
 * The console on a busy night (hands-on findings 5, 6 and 7): its own compact shell with the
 * queue's first rows at the top of a laptop screen, new leads announced in the tab title, marked
 * in the queue and (when turned on) by a browser notification, keys for the queue, and likely
 * duplicates grouped with a one-click merge that the database audits.
 */
import { expect, test, type Page } from '@playwright/test';
import { ANON_KEY, SUPABASE_URL, serviceSelect, uniqueEmail } from './db';
import { axeViolations, reportThroughContact, waitForApp } from './helpers';

const DISPATCHER = { email: 'dispatcher@demo.test', password: 'dispatch-demo' };

/** A lead as the public forms insert it (anon key, no select); returns its id. */
async function insertLead(overrides: Record<string, unknown> = {}): Promise<string> {
  const id = crypto.randomUUID();
  const res = await fetch(`${SUPABASE_URL}/rest/v1/leads`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({
      id,
      source: 'contact_flow',
      source_page: '/contact',
      name: 'Triage Resident',
      email: uniqueEmail('triage'),
      phone: '(718) 555-0150',
      property_type: 'Homeowner',
      zip: '11215',
      address: '350 5th Ave',
      description: 'Scratching in the attic every night around 2 a.m.',
      animal_type: 'Raccoon',
      duration: 'A few days',
      contact_by_phone: true,
      contact_by_email: false,
      agreed_to_terms: true,
      ...overrides,
    }),
  });
  if (!res.ok) throw new Error(`lead: ${res.status} ${await res.text()}`);
  return id;
}

async function reference(id: string): Promise<string> {
  const [row] = await serviceSelect<{ reference: string }>('leads', `id=eq.${id}&select=reference`);
  if (!row) throw new Error('no lead');
  return row.reference;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/dispatch');
  await waitForApp(page);
  await page.getByLabel('Email').fill(DISPATCHER.email);
  await page.getByLabel('Password').fill(DISPATCHER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Queue' })).toBeVisible();
}

test.describe('the console on a busy night', () => {
  test('its own compact shell: ten or more queue rows above the fold at 1280×800, the first one on top', async ({ page }) => {
    for (let i = 0; i < 12; i++) await insertLead({ phone: `(718) 555-02${String(i).padStart(2, '0')}` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(12)).toBeVisible();
    // The public site's frame stays out.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Report an Issue' })).toHaveCount(0);
    const boxes = await rows.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().bottom));
    const [, firstRowBottom] = boxes; // boxes[0] is the header row
    expect(firstRowBottom).toBeLessThan(400);
    const visible = boxes.slice(1).filter((bottom) => bottom <= 800).length;
    expect(visible).toBeGreaterThanOrEqual(10);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('console-1280.png') });
  });

  test('what the resident noticed (inside the living space, young animals) flags the queue row and shows on the lead', async ({ page }) => {
    const email = uniqueEmail('signs');
    const ref = await reportThroughContact(page, { email, noticed: ['It is inside where people live (a bedroom, kitchen or living room)', 'I have seen or heard young animals'] });
    const [stored] = await serviceSelect<{ situations: string[] }>('leads', `email=eq.${encodeURIComponent(email)}&select=situations`);
    expect(stored?.situations).toEqual(['inside-living-space', 'young-animals']);
    await signIn(page);
    const row = page.getByRole('row').filter({ hasText: ref });
    await expect(row.getByRole('list', { name: 'Flags' }).getByRole('listitem')).toHaveText(['Inside the living space', 'Young animals']);
    await row.getByRole('link', { name: ref }).click();
    await expect(page.locator('dt', { hasText: 'Noticed' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      'It is inside where people live (a bedroom, kitchen or living room)I have seen or heard young animals',
    );
    // Not advice: no "right help first" warning was shown for these.
    await expect(page.getByRole('region', { name: 'Advice the resident was shown' })).toContainText('No warning applied');
  });

  test('a new lead shows in the tab title, is marked in the queue and notifies when asked to', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    // Watch the real Notification constructor (it still runs) to see what was announced.
    await page.addInitScript(() => {
      const Real = window.Notification;
      const seen: string[] = [];
      (window as unknown as { shownNotifications: string[] }).shownNotifications = seen;
      class Watched extends Real {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          seen.push(`${title} | ${options?.body ?? ''}`);
        }
      }
      window.Notification = Watched as typeof Notification;
    });
    await signIn(page);
    await expect(page).toHaveTitle(/^\(\d+\) Dispatch console/);
    await page.getByRole('checkbox', { name: 'Chime and notify me of new leads' }).check();
    expect(await page.evaluate(() => window.localStorage.getItem('nwd.dispatch.alerts'))).toBe('on');

    const id = await insertLead({ zip: '10025', phone: '(212) 555-0170' });
    const ref = await reference(id);
    const row = page.getByRole('row').filter({ hasText: ref });
    // The queue refreshes by itself every 10 s.
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row.getByText('new', { exact: true })).toBeVisible();
    // The count is the database's: every lead waiting for a first offer, whatever the filters.
    await expect
      .poll(async () => {
        const waiting = (await serviceSelect<{ id: string }>('leads', 'status=eq.new&select=id')).length;
        return (await page.title()).startsWith(`(${waiting}) Dispatch console`);
      }, { timeout: 20_000 })
      .toBe(true);
    await expect.poll(() => page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications)).toContainEqual(expect.stringContaining(`New lead in Manhattan | ${ref}`));

    // The choice is remembered after a reload.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Chime and notify me of new leads' })).toBeChecked();
  });

  test('j and k move through the queue, Enter opens a lead, o goes to its first Offer button', async ({ page }) => {
    await insertLead();
    await signIn(page);
    const links = page.locator('a[data-queue-link]');
    await expect(links.nth(1)).toBeVisible();
    await page.keyboard.press('j');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('j');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('k');
    await expect(links.nth(0)).toBeFocused();
    const ref = await links.nth(0).innerText();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Lead ${ref}`);
    const firstOffer = page.getByRole('button', { name: /^Offer to / }).first();
    await expect(firstOffer).toBeVisible();
    await page.keyboard.press('o');
    await expect(firstOffer).toBeFocused();
  });

  test('likely duplicates sit under the lead they repeat and merge in one click, audited', async ({ page }, testInfo) => {
    // A number of its own each attempt: a retry must not find the first attempt's three leads too.
    const line = String(60 + testInfo.retry);
    const phone = `(646) 555-01${line}`;
    const first = await insertLead({ phone, zip: '11215', name: 'Dup Resident' });
    const second = await insertLead({ phone, zip: '11215', name: 'Dup Resident' });
    const third = await insertLead({ phone, zip: '11215', name: 'Dup Resident' });
    const [firstRef, secondRef, thirdRef] = await Promise.all([reference(first), reference(second), reference(third)]);
    await signIn(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(`64655501${line}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText(firstRef);
    await expect(rows.nth(2)).toContainText(`Likely duplicate of ${firstRef}`);
    await expect(rows.nth(3)).toContainText(`Likely duplicate of ${firstRef}`);
    await rows.nth(1).getByRole('button', { name: 'Merge its 2 duplicates' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Duplicates Merged');
    await expect(rows).toHaveCount(2);
    const closed = await serviceSelect<{ reference: string; status: string; cancel_reason: string }>('leads', `id=in.(${second},${third})&select=reference,status,cancel_reason`);
    expect(closed.map((l) => [l.status, l.cancel_reason])).toEqual([
      ['cancelled', 'duplicate'],
      ['cancelled', 'duplicate'],
    ]);
    const events = await serviceSelect<{ note: string; actor_label: string }>('lead_events', `lead_id=eq.${first}&event=eq.note&select=note,actor_label`);
    expect(events).toHaveLength(1);
    expect(events[0]?.note).toMatch(new RegExp(`^Merged duplicates into this lead: (${secondRef}, ${thirdRef}|${thirdRef}, ${secondRef})$`));
    expect(events[0]?.actor_label).toBe(DISPATCHER.email);
  });
});
