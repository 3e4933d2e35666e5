import { expect, test, type Page } from '@playwright/test';
import { ANON_KEY, SUPABASE_URL, mailsTo, serviceSelect, uniqueEmail } from './db';
import { DEMO_INBOX } from '../../supabase/local/demo';
import { benchLead } from '../../scripts/bench-lead';
import { axeViolations, axeViolationsBothSchemes, holdScript, mainBackgroundLuma, reportThroughContact, trackConsoleErrors, waitForApp } from './helpers';

const openToast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).locator('li[data-state="open"]');


/** The demo dispatcher's access token, for calling the dispatch functions directly. */
async function dispatcherToken(): Promise<string> {
  const res = await fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'dispatcher@demo.test', password: 'dispatch-demo' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function rpc<T>(token: string, name: string, args: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${SUPABASE_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

test.describe("the resident's status page", () => {
  test('the link from /contact shows the request, then who is coming without a reload', async ({ page }) => {
    test.setTimeout(60_000);
    const errors = trackConsoleErrors(page);
    const email = uniqueEmail('status');
    const reference = await reportThroughContact(page, { email });
    await page.getByRole('link', { name: 'Track your request' }).click();
    await expect(page).toHaveURL(/\/status\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your request ${reference}`);
    // Opened directly (as from the e-mail), the status comes from the one call the boot script
    // starts while the page's code is still loading: the page asks no second time.
    const statusCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/rest/v1/rpc/lead_status')) statusCalls.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your request ${reference}`);
    await page.waitForTimeout(1_000);
    expect(statusCalls).toHaveLength(1);
    await expect(page.getByRole('list', { name: 'Progress' })).toContainText('Request received (done)');
    await expect(page.getByRole('list', { name: 'Progress' })).toContainText('Professional assigned (not yet)');
    expect(await axeViolations(page)).toEqual([]);

    // A dispatcher offers it and the professional accepts (through the database functions).
    const [lead] = await serviceSelect<{ id: string }>('leads', `email=eq.${encodeURIComponent(email)}&select=id`);
    const [pro] = await serviceSelect<{ id: string }>('pros', `email=eq.pro.brooklyn%40demo.test&select=id`);
    const token = await dispatcherToken();
    const offerId = await rpc<string>(token, 'offer_lead', { p_lead_id: lead?.id, p_pro_id: pro?.id });
    await rpc(token, 'accept_offer', { p_offer_id: offerId });

    const card = page.getByRole('region', { name: 'Who is coming' });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText('[Demo] Prospect Humane Wildlife');
    await expect(card).toContainText('DEMO-0002');
    await expect(card.getByRole('link', { name: 'Call (718) 555-0102' })).toHaveAttribute('href', 'tel:+17185550102');
    await expect(page.getByRole('list', { name: 'Progress' })).toContainText('Professional assigned (done)');
    expect(errors).toEqual([]);
  });

  test('the resident adds details, then cancels; both reach the dispatcher', async ({ page }) => {
    const email = uniqueEmail('status-actions');
    await reportThroughContact(page, { email });
    await page.getByRole('link', { name: 'Track your request' }).click();
    await page.getByLabel('Add details').fill('The side gate is open after 6 p.m.');
    await page.getByRole('button', { name: 'Send details' }).click();
    await expect(openToast(page)).toContainText('Details Added');
    await page.getByRole('button', { name: 'I no longer need help' }).click();
    await page.getByRole('button', { name: 'Yes, cancel my request' }).click();
    await expect(openToast(page)).toContainText('Request Cancelled');
    await expect(page.getByText('You cancelled this request')).toBeVisible();
    const [lead] = await serviceSelect<{ id: string; status: string }>('leads', `email=eq.${encodeURIComponent(email)}&select=id,status`);
    expect(lead?.status).toBe('cancelled');
    const events = await serviceSelect<{ event: string; actor_role: string; note: string | null }>('lead_events', `lead_id=eq.${lead?.id}&select=event,actor_role,note&order=id`);
    expect(events.map((e) => `${e.event}:${e.actor_role}`)).toEqual(['created:resident', 'note:resident', 'cancelled:resident']);
    expect(events[1]?.note).toBe('The side gate is open after 6 p.m.');
  });

  test('after the job: the resident is asked by e-mail whether it was resolved, and "no" on the status page reaches dispatch (issue 31 item 12)', async ({ page }) => {
    const email = uniqueEmail('status-resolved');
    await reportThroughContact(page, { email });
    await page.getByRole('link', { name: 'Track your request' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your request');
    // A gate code added before anyone accepted; the professional then accepts and completes.
    const [lead] = await serviceSelect<{ id: string; reference: string }>('leads', `email=eq.${encodeURIComponent(email)}&select=id,reference`);
    const [pro] = await serviceSelect<{ id: string }>('pros', `email=eq.pro.brooklyn%40demo.test&select=id`);
    const token = await dispatcherToken();
    const offerId = await rpc<string>(token, 'offer_lead', { p_lead_id: lead?.id, p_pro_id: pro?.id });
    await rpc(token, 'accept_offer', { p_offer_id: offerId });
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    await rpc(token, 'complete_lead', { p_lead_id: lead?.id, p_service_date: today, p_species: 'Raccoon', p_animal_count: 1, p_method: 'Live trap', p_disposition: 'Released on site' });

    // The e-mail asks, and links to this page.
    const [mail] = await mailsTo(email, { subject: `Was the problem resolved? (request ${lead?.reference})` });
    expect(mail?.text).toContain('recorded the job on your request as done.');
    const link = /https?:\/\/\S+\/status\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();

    await page.goto(new URL(link ?? '').pathname);
    const question = page.getByRole('region', { name: 'Was the problem resolved?' });
    await expect(question).toBeVisible();
    await expect(page.getByRole('region', { name: 'Who helped you' })).toBeVisible();
    // Read at night too: the page follows a device set to dark, and stays accessible.
    expect(await axeViolationsBothSchemes(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await mainBackgroundLuma(page)).toBeLessThan(40);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await mainBackgroundLuma(page)).toBeGreaterThan(200);
    await question.getByRole('button', { name: 'No, I still need help' }).click();
    await expect(question.getByRole('status')).toContainText('A dispatcher has been told and will follow up.');
    await expect(question.getByRole('link', { name: /Call/ })).toBeVisible();
    const events = await serviceSelect<{ note: string | null; actor_role: string }>('lead_events', `lead_id=eq.${lead?.id}&event=eq.note&select=note,actor_role&order=id`);
    expect(events.map((e) => e.note)).toContain('The problem is not resolved.');
    await mailsTo(DEMO_INBOX, { subject: `Not resolved: ${lead?.reference}` });
    expect(await axeViolations(page)).toEqual([]);
  });

  test('opened from its link, the page adopts its prerendered shell: nothing moves and the language links keep the token', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    await page.addInitScript(() => {
      // Each shift with what moved (tag, classes, text, the box before and after), to read a failure by.
      const shifts: string[] = [];
      Object.assign(window, { shifts });
      type Shift = PerformanceEntry & { value: number; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
      const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      // An SVG's className is an object: the attribute is read instead. The nearest control or
      // landmark around the node says where it is.
      const name = (node: Node | null) => {
        if (!(node instanceof Element)) return String(node?.nodeName ?? 'a removed node');
        const around = node.parentElement?.closest('a, button, summary, nav, header, footer, main');
        return `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">${(node.textContent ?? '').slice(0, 40)}${around ? ` in <${around.tagName.toLowerCase()}> "${(around.textContent ?? '').trim().slice(0, 40)}"` : ''}`;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((s) => `${name(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`).join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const { token } = await benchLead(SUPABASE_URL, ANON_KEY);
    const release = await holdScript(page);
    await page.goto(`/status/${token}`);
    // The shell (/status's HTML, which serves every token) before any code of the page's runs.
    const area = page.getByRole('main').locator('div.min-h-\\[52rem\\]');
    await expect(area.getByRole('status')).toHaveText('Loading your request…');
    await area.evaluate((el) => el.setAttribute('data-prerendered-area', ''));
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Your request /);
    // Hydrated, not drawn again: the prerendered element is still the one on the page.
    await expect(page.locator('[data-prerendered-area]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    // Every language link (header menu, footer) leads to this request in that language.
    const spanish = page.locator('a[hreflang="es"]');
    expect(await spanish.count()).toBeGreaterThan(0);
    for (const link of await spanish.all()) await expect(link).toHaveAttribute('href', `/es/status/${token}`);
    expect(errors).toEqual([]);
  });

  test('an unknown or malformed token gets a friendly page with the dispatch line', async ({ page }) => {
    for (const token of ['A'.repeat(43), 'not-a-token']) {
      await page.goto(`/status/${token}`);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find that request");
      await expect(page.getByRole('link', { name: /Call dispatch/ })).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
