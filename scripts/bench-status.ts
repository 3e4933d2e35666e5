/**
 * `npm run bench:status` (with `npm start` running): how fast a resident's status page shows
 * their request on a phone on a slow network (the mobile profile of `npm run bench`: 150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4x), each run a new browser context
 * with nothing cached (a resident opening the link from the e-mail), from the start of the
 * navigation to the frame that paints the request's heading; an unknown token measured
 * the same way (it must answer in the same time: no timing oracle); and how long a change made
 * by the dispatcher takes to appear on the open page without a reload.
 * The lead is written with the service role, so the runs do not use up the public report limit.
 */
import { chromium, type Browser } from '@playwright/test';
import { benchLead, offerBenchLead } from './bench-lead.ts';
import { BenchPage } from './bench-page.ts';
import { resolveBrowser } from './find-browser.ts';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../supabase/local/keys.ts';
import { shownAt, throttleAsPhone, watchShown, watchShownFromNow } from './bench-shown.ts';

const SITE = process.env.SITE_URL ?? 'http://localhost:4173';
const API = process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321';
const RUNS = 7;
const BUDGET_MS = 1500;
const REFRESH_BUDGET_MS = 30_000;

/** A phone's tab (scripts/bench-page.ts: no DevTools domain that a visitor's phone lacks), throttled. */
async function throttledPage(browser: Browser): Promise<BenchPage> {
  const page = await BenchPage.open(browser, { width: 390, height: 844 }, { phone: true });
  await throttleAsPhone(page);
  return page;
}

/**
 * Milliseconds from the start of the navigation (the page's time origin) to the first frame
 * drawn with the heading, in a fresh context (nothing cached): measured in the page, so neither
 * the test driver's round trips nor its polling count.
 */
async function timeToHeading(browser: Browser, token: string, heading: RegExp): Promise<number> {
  const page = await throttledPage(browser);
  try {
    await watchShown(page, 'heading', 'h1', heading);
    await page.goto(`${SITE}/status/${token}`);
    return Math.round(await shownAt(page, 'heading'));
  } finally {
    await page.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const summary = (xs: number[]) => `median ${median(xs)} ms, best ${Math.min(...xs)}, worst ${Math.max(...xs)}`;

const browser = await chromium.launch({ executablePath: resolveBrowser(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
try {
  const { id, token } = await benchLead(API, SERVICE_ROLE_KEY);
  // A token of the same form that no request has.
  const unknown = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  const known: number[] = [];
  const notFound: number[] = [];
  // Alternated, so both see the same machine.
  for (let run = 0; run < RUNS; run += 1) {
    known.push(await timeToHeading(browser, token, /^Your request [0-9A-F]{4}-[0-9A-F]{4}$/));
    notFound.push(await timeToHeading(browser, unknown, /^We can't find that request$/));
  }

  // The function itself, called directly (no browser): known and unknown tokens alternated.
  const answer: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
  for (let call = 0; call < 200; call += 1) {
    for (const [kind, t] of [['known', token], ['unknown', unknown]] as const) {
      const started = performance.now();
      const res = await fetch(`${API}/rest/v1/rpc/lead_status`, { method: 'POST', headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' }, body: JSON.stringify({ p_token: t }) });
      await res.text();
      answer[kind].push(performance.now() - started);
    }
  }
  const ms = (xs: number[]) => `median ${median(xs).toFixed(1)} ms, 90th percentile ${[...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)]?.toFixed(1)} ms`;

  const page = await throttledPage(browser);
  await watchShown(page, 'open', 'h1', /^Your request/);
  await page.goto(`${SITE}/status/${token}`);
  await shownAt(page, 'open');
  const changed = await watchShownFromNow(page, 'change', '[role="status"]', /Your request is now: Looking for a professional\./);
  await offerBenchLead(API, ANON_KEY, id, 'pro.queens@demo.test');
  const appeared = Math.round((await shownAt(page, 'change', 60_000)) - changed);
  await page.close();

  console.log(`status shown, known token, cold cache, throttled (${RUNS} runs): ${summary(known)} (budget ${BUDGET_MS} median)`);
  console.log(`"can't find that request", unknown token, same profile (${RUNS} runs): ${summary(notFound)}`);
  console.log(`rpc/lead_status over HTTP, 200 calls each: known token ${ms(answer.known)}; unknown token ${ms(answer.unknown)}`);
  console.log(`a dispatcher's change appears on the open page (announced): ${appeared} ms (budget ${REFRESH_BUDGET_MS})`);
  if (median(known) > BUDGET_MS || median(notFound) > BUDGET_MS || appeared > REFRESH_BUDGET_MS) process.exitCode = 1;
} finally {
  await browser.close();
}
