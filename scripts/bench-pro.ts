/**
 * `npm run bench:pro` (with `npm start` running): how fast the pro portal shows a professional
 * their offers on a phone on a slow network (the mobile profile of `npm run bench`: 150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4x), and how long a new offer takes
 * to appear on an open portal without a reload. Signs in the demo professional
 * pro.brooklyn@demo.test with a code read from the local inbox. The leads are written with the
 * service role (the CLI's public demo keys), so the runs do not use up the public report limit.
 */
import { chromium } from '@playwright/test';
import { benchLead, offerBenchLead, removeBenchLeads, withdrawOpenOffers } from './bench-lead.ts';
import { BenchPage } from './bench-page.ts';
import { shownAt, throttleAsPhone, watchShown, watchShownFromNow } from './bench-shown.ts';
import { resolveBrowser } from './find-browser.ts';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../supabase/local/keys.ts';

const SITE = process.env.SITE_URL ?? 'http://localhost:4173';
const API = process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321';
const INBOX = 'http://127.0.0.1:54324';
const PRO = 'pro.brooklyn@demo.test';
const RUNS = 5;

type Mail = { subject: string; text?: string; to: { address: string }[]; time: string };
const codeMailsTo = async (address: string) =>
  ((await (await fetch(`${INBOX}/api/email`)).json()) as Mail[]).filter((m) => m.subject === 'Your sign-in code' && m.to.some((t) => t.address === address));

/** Auth sends an address one code a minute (config.toml, [auth.email] max_frequency): a run right after another waits out the last one's minute. */
async function untilACodeMayBeSent(): Promise<void> {
  const last = Math.max(0, ...(await codeMailsTo(PRO)).map((m) => Date.parse(m.time)));
  const wait = last + 61_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

async function newestCode(after: number): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const found = (await codeMailsTo(PRO)).find((m) => Date.parse(m.time) >= after - 1000);
    const code = /\b(\d{6})\b/.exec(found?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('No sign-in code in the local inbox: is `npm start` running?');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const browser = await chromium.launch({ executablePath: resolveBrowser(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
try {
  // A phone's tab (scripts/bench-page.ts: no DevTools domain that a visitor's phone lacks),
  // signed in as a professional does: the e-mail, then the code from the inbox.
  const page = await BenchPage.open(browser, { width: 390, height: 844 }, { phone: true });
  // The same portal every run: the offer made here, and nothing of a run before (its leads
  // deleted, any other offer left open withdrawn).
  await removeBenchLeads(API, SERVICE_ROLE_KEY, 'Brooklyn');
  await withdrawOpenOffers(API, ANON_KEY, PRO);
  const { id: firstId, reference } = await benchLead(API, SERVICE_ROLE_KEY, 'Brooklyn');
  await offerBenchLead(API, ANON_KEY, firstId, PRO);
  const offerOf = (ref: string) => `article[aria-label="Offer ${ref}"]`;
  await page.goto(`${SITE}/pro`);
  await page.hydrated();
  await page.fill('input[type="email"]', PRO);
  await untilACodeMayBeSent();
  const asked = Date.now();
  await page.clickOn('button[type="submit"]');
  // The code step shows once the code has been asked for (or the page says why not).
  await page.clickOn('input[autocomplete="one-time-code"]').catch(async (error: unknown) => {
    const shows = await page.evaluate(() => [...document.querySelectorAll('main, [role="region"], [role="alert"]')].map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 300)).join(' | '));
    throw new Error(`no code step: the page shows "${shows}"`, { cause: error });
  });
  await page.fill('input[autocomplete="one-time-code"]', await newestCode(asked));
  await watchShownFromNow(page, 'signed-in', offerOf(reference));
  await page.clickOn('button[type="submit"]');
  await shownAt(page, 'signed-in');

  await throttleAsPhone(page);
  // From the start of each opening's navigation (the page's clock) to the first frame drawn with
  // the offer, measured in the page (scripts/bench-shown.ts).
  await watchShown(page, 'offer', offerOf(reference));
  // Cold: nothing cached (a professional's first visit of the day on a new phone); warm: the
  // app's files cached, as on a phone that opened the portal before.
  const shown: Record<'cold' | 'warm', number[]> = { cold: [], warm: [] };
  for (const kind of ['cold', 'warm'] as const) {
    for (let run = 0; run < RUNS; run += 1) {
      if (kind === 'cold') await page.send('Network.clearBrowserCache');
      await page.goto(`${SITE}/pro`);
      shown[kind].push(Math.round(await shownAt(page, 'offer')));
    }
  }
  const appeared: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    // The lead is made first and its reference known; the watch starts just before the offer.
    const { id, reference: fresh } = await benchLead(API, SERVICE_ROLE_KEY, 'Brooklyn');
    const offered = await watchShownFromNow(page, 'fresh', offerOf(fresh));
    await offerBenchLead(API, ANON_KEY, id, PRO);
    appeared.push(Math.round((await shownAt(page, 'fresh')) - offered));
  }
  for (const kind of ['cold', 'warm'] as const) {
    console.log(`offers shown on opening /pro, ${kind} cache, throttled (${RUNS} runs): median ${median(shown[kind])} ms, worst ${Math.max(...shown[kind])} ms (budget 2000)`);
  }
  console.log(`a new offer on the open portal, throttled (3 offers): median ${median(appeared)} ms, worst ${Math.max(...appeared)} ms (budget 15000)`);
  if (median(shown.cold) > 2000 || median(shown.warm) > 2000 || Math.max(...appeared) > 15_000) process.exitCode = 1;
} finally {
  await browser.close();
}
