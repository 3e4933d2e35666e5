/**
 * `npm run bench:interaction`: what a resident's phone feels after the first paint. For each
 * route, in Chromium with the CPU throttled 4× (Lighthouse's mobile profile), it
 *
 *   - records the main thread's long tasks (over 50 ms) in the 5 s after the first contentful
 *     paint: how many, the longest, and their blocking time (each task's time over 50 ms, summed:
 *     Total Blocking Time's rule, counted here up to 5 s after the paint);
 *   - taps the page's first control (the ZIP field, the first field of the form) as soon as it
 *     is laid out, without waiting for anything else, and reports that interaction's latency as
 *     Event Timing measures it (the Interaction to Next Paint of that one tap: input delay,
 *     processing and the next paint);
 *   - reports when the page's code had taken over (the shell sets `data-hydrated`), counted
 *     from that tap: a page of copy starts its code at the first touch (scripts/prerender.ts,
 *     the boot script), so its long tasks, if any, come after the tap and are counted above;
 *   - on /contact also presses "Next" through steps 1 to 4 and reports each press twice: its
 *     latency (Event Timing, as above) and when the next step's heading was on the page, counted
 *     from the press. A press can be painted at once and the step still move on much later (a
 *     press held until the page has hydrated does that): the second figure is what the resident
 *     waits for.
 *
 * The page is a tab Playwright does not drive (BenchPage, scripts/bench-page.ts): a Playwright
 * page has DevTools' Runtime domain on, and V8 then parses the page's entry chunk again as the
 * code starts (React DOM makes Error objects as its module is evaluated, and V8 records where
 * each was made), a cost no visitor's phone has. It is driven with the mouse and keyboard at
 * coordinates read in the page, never with Playwright's locators: a locator installs
 * Playwright's own script in the page and runs its queries there (at 4× CPU, 150-200 ms for the
 * script and 60-90 ms for one role query), and those tasks would be counted as the page's.
 *
 * Each figure is the median of --runs (default 3) fresh page loads (--only=home,status: just those;
 * --each prints each load's figures too). With --busy the same is
 * measured while another production build of the site runs in a loop beside it (a CI job, a
 * second developer's build: a phone is never idle either); --both prints idle then busy.
 *
 * What "4×" stands for depends on the machine, so each table starts with the machine's
 * BenchmarkIndex (Lighthouse's CPU benchmark, the figure Lighthouse and Chrome DevTools
 * calibrate their throttling with), unthrottled and at the bench's slowdown. DevTools' CPU
 * calibration takes 1000 for a mid-tier phone and 264 for a low-tier one; Lighthouse warns that
 * a machine under 1000 is slower than its 4× expects. --cpu=N measures at another slowdown.
 *
 * Serves dist/ on :4173 (build first: `npm run build`) and starts an in-memory local Supabase
 * on :54321 for the status page and the report flow's lookups. A benchmark, not a test: it
 * prints figures and the targets of issue 30 (no long task, first tap ≤ 200 ms) beside them.
 */
import { chromium, type Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { startLocalSupabase, type LocalSupabase } from '../supabase/local/server.ts';
import { benchLead } from './bench-lead.ts';
import { busyLoop } from './busy-loop.ts';
import { listOption, numberOption } from './cli-options.ts';
import { BenchPage } from './bench-page.ts';
import { resolveBrowser } from './find-browser.ts';
import { startStaticServer } from './serve.ts';

const argv = process.argv.slice(2);
const args = new Set(argv);
const RUNS = numberOption('runs', 3);
/** --only=status,home: just those routes. */
const only = listOption('only');
const SITE = 'http://localhost:4173';
const WINDOW_MS = 5_000;
const CPU_SLOWDOWN = numberOption('cpu', 4, { whole: false });
const TAP_TARGET_MS = 200;

interface Sample {
  longTasks: number;
  longestMs: number;
  blockingMs: number;
  fcpMs: number;
  /** When the page's code had taken over, in ms after the first tap (0: before it). */
  hydratedAfterTapMs: number;
  /** Interaction latencies in the order they happened (first tap, then each Next on /contact). */
  interactions: number[];
  /** Per Next on /contact: ms from the press until the next step's heading was on the page. */
  shown: number[];
  /** Taps that landed beside their field and were made again (see tapUntilFocused). */
  retaps: number;
}

interface Route {
  name: string;
  path: string | ((sb: LocalSupabase) => Promise<string>);
  /** The first control a visitor touches: a CSS selector (the first match that is laid out). */
  firstControl: string;
  /**
   * After the first tap: more interactions to time (the report flow's "Next"), each with the
   * heading it brings (timed from the press too).
   */
  then?: (page: BenchPage, measure: (act: () => Promise<void>, shows: string) => Promise<void>) => Promise<void>;
}

/** Collects long tasks, paint and event timings from the very start of the page. */
const OBSERVE = `
  window.__perf = { longTasks: [], events: [], fcp: null, hydrated: null, said: [] };
  // The page's own errors and warnings, told when a run fails (the bench reads no console).
  for (const type of ['error', 'warn']) {
    const original = console[type];
    console[type] = (...args) => { window.__perf.said.push('console ' + type + ': ' + args.map(String).join(' ')); original.apply(console, args); };
  }
  addEventListener('error', (event) => window.__perf.said.push('uncaught: ' + event.message));
  addEventListener('unhandledrejection', (event) => window.__perf.said.push('unhandled rejection: ' + String(event.reason)));
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__perf.longTasks.push({ start: e.startTime, duration: e.duration }); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime; })
    .observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.interactionId) window.__perf.events.push({ id: e.interactionId, duration: e.duration, start: e.startTime }); })
    .observe({ type: 'event', durationThreshold: 16, buffered: true });
  // The document, not <html>: this runs before the parser has made the root element.
  new MutationObserver((records, observer) => {
    if (!document.documentElement?.hasAttribute('data-hydrated')) return;
    window.__perf.hydrated = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
`;

interface Perf {
  longTasks: { start: number; duration: number }[];
  events: { id: number; duration: number; start: number }[];
  fcp: number | null;
  hydrated: number | null;
  said: string[];
}

const readPerf = (page: BenchPage) => page.evaluate(() => (window as unknown as { __perf: Perf }).__perf);

/** One interaction's latency: the longest event entry of the interactions that began after `since`. */
function interactionLatency(perf: Perf, since: number): number {
  const after = perf.events.filter((e) => e.start >= since);
  return after.reduce((max, e) => Math.max(max, e.duration), 0);
}

/**
 * The page's next animation frame, or false after 2 s without one: a browser that stops drawing
 * (seen on a busy machine) then fails the bench with that reason instead of holding it.
 */
async function frame(page: BenchPage): Promise<boolean> {
  return page.evaluate(() => new Promise<boolean>((done) => {
    requestAnimationFrame(() => setTimeout(() => done(true), 0));
    setTimeout(() => done(false), 2_000);
  }));
}

/** Waits until Event Timing has reported the interaction (entries arrive after the next paint). */
async function settled(page: BenchPage): Promise<void> {
  for (let i = 0; i < 2; i++) if (!(await frame(page))) throw new Error(`no animation frame for 2 s (page ${await page.evaluate(() => document.visibilityState)})`);
}

/** A text field a visitor types into (not a honeypot, which is out of the tab order). */
const TEXT_FIELD = ':is(input:not([type]), input[type="text"], input[type="email"], input[type="tel"], textarea):not([tabindex="-1"])';

/**
 * The centre of the first element matching `selector` that is laid out, scrolled into the
 * window first (as a visitor would scroll to it) and not covered there; waits a frame at a time
 * until there is one. Only once the page has painted: a visitor cannot tap before, and a
 * position read earlier can be the page's layout without its stylesheet (seen on a busy
 * machine: the field 164 px lower once styled, and the tap landed beside it).
 */
async function centreOf(page: BenchPage, selector: string): Promise<{ x: number; y: number }> {
  for (;;) {
    const box = await page.evaluate((sel) => {
      if ((window as unknown as { __perf?: Perf }).__perf?.fcp == null) return null;
      for (const element of document.querySelectorAll(sel)) {
        if (element.getBoundingClientRect().width === 0) continue;
        element.scrollIntoView({ block: 'center' });
        const rect = element.getBoundingClientRect();
        const centre = { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
        return element.contains(document.elementFromPoint(centre.x, centre.y)) ? centre : null;
      }
      return null;
    }, selector);
    if (box) return box;
    await frame(page);
  }
}

/** Per page (one page per sample): taps that landed beside their field and were made again. */
const retapsOf = new WeakMap<BenchPage, number>();
const countRetaps = (page: BenchPage, taps: number) => retapsOf.set(page, (retapsOf.get(page) ?? 0) + taps);

async function tap(page: BenchPage, selector: string): Promise<void> {
  const { x, y } = await centreOf(page, selector);
  await page.click(x, y);
}

const hasFocus = (page: BenchPage, selector: string) => page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector);

/**
 * Taps a field until it has the focus, and tells how many taps that took. While the page is
 * still arriving, the field can move between reading where it is and the tap landing (the page
 * scrolled or laid out again in between, on a busy machine), and the tap then lands beside it:
 * what follows would be typed nowhere. A visitor looks and taps again; so does this, up to 5 times.
 */
async function tapUntilFocused(page: BenchPage, selector: string): Promise<number> {
  for (let taps = 1; ; taps++) {
    await tap(page, selector);
    if (await hasFocus(page, selector)) return taps;
    if (taps >= 5) throw new Error(`${selector} never had the focus after 5 taps`);
  }
}

/** A field tapped as a visitor would; a tap beyond the first is counted (the table's note). */
async function focusByTap(page: BenchPage, selector: string): Promise<void> {
  countRetaps(page, (await tapUntilFocused(page, selector)) - 1);
}

async function typeInto(page: BenchPage, selector: string, text: string): Promise<void> {
  await focusByTap(page, selector);
  await page.type(text);
}

/** A native select, focused and answered by typing the option's label (as a keyboard does). */
async function choose(page: BenchPage, selector: string, label: string): Promise<void> {
  await centreOf(page, selector);
  await page.evaluate((sel) => document.querySelector<HTMLElement>(sel)?.focus(), selector);
  await page.type(label);
}

/**
 * Waits a frame at a time until a heading with this text is on the page, and tells when it was
 * seen there (the page's performance.now(), to within a frame); fails after 60 s, so a step that
 * did not advance stops the bench (with what the page shows, measureOnce) instead of holding it.
 */
async function heading(page: BenchPage, text: string): Promise<number> {
  const deadline = Date.now() + 60_000;
  let drawing = true;
  for (;;) {
    const seenAt = await page.evaluate((t) => ([...document.querySelectorAll('h1, h2')].some((h) => h.textContent?.includes(t)) ? performance.now() : null), text);
    if (seenAt !== null) return seenAt;
    if (Date.now() > deadline) throw new Error(`"${text}" never came (60 s)${drawing ? '' : ', and the page had stopped drawing (no animation frame)'}`);
    drawing = await frame(page);
  }
}

/** What a run that failed left on the page: its headings, alerts, field errors and form fields. */
function pageState(page: BenchPage): Promise<string> {
  return page
    .evaluate(() =>
      [...document.querySelectorAll('h1, h2, [role="alert"], [id$="-error"], main form input:not([type="hidden"])')]
        .map((el) => (el instanceof HTMLInputElement ? `input ${el.name} ${JSON.stringify(el.type === 'radio' || el.type === 'checkbox' ? el.checked : el.value)}${el.ariaInvalid === 'true' ? ' (invalid)' : ''}` : `${el.tagName.toLowerCase()}: ${el.textContent?.trim() ?? ''}`))
        .filter((line) => !line.endsWith(': '))
        .join('\n  '),
    )
    .catch((error: unknown) => `(not readable: ${error instanceof Error ? error.message : String(error)})`);
}

const NEXT = 'main form button[type="submit"]';

const ROUTES: Route[] = [
  { name: 'home', path: '/', firstControl: 'main input[name="zipCode"]' },
  { name: 'borough', path: '/brooklyn-wildlife-control', firstControl: `main ${TEXT_FIELD}` },
  { name: 'species', path: '/services/raccoon-removal-nyc', firstControl: `main ${TEXT_FIELD}` },
  { name: 'home es', path: '/es/', firstControl: 'main input[name="zipCode"]' },
  {
    name: 'contact 1-4',
    path: '/contact',
    firstControl: 'main input[name="zipCode"]',
    then: async (page, measure) => {
      await page.type('11215');
      await typeInto(page, 'main input[name="streetAddress"]', '350 5th Ave');
      await focusByTap(page, 'main input[name="propertyType"][value="Homeowner"]');
      await measure(() => tap(page, NEXT), 'What are you dealing with?');
      await choose(page, 'main select[name="animalType"]', 'Raccoon');
      await choose(page, 'main select[name="duration"]', 'A few days');
      await typeInto(page, 'main textarea[name="description"]', 'Scratching in the attic every night.');
      await measure(() => tap(page, NEXT), 'How can the pro reach you?');
      await typeInto(page, 'main input[name="fullName"]', 'Bench Resident');
      await typeInto(page, 'main input[name="phone"]', '7185550100');
      await typeInto(page, 'main input[name="email"]', 'bench@example.com');
      await measure(() => tap(page, NEXT), 'Review and send');
    },
  },
  {
    name: 'status',
    path: async (sb) => `/status/${(await benchLead(sb.url, sb.anonKey)).token}`,
    // The "add details" field of a request still being placed.
    firstControl: `main ${TEXT_FIELD}`,
  },
];

async function measureOnce(browser: Browser, route: Route, path: string): Promise<Sample> {
  const page = await BenchPage.open(browser, { width: 390, height: 844 });
  try {
    await page.addInitScript(OBSERVE);
    await page.throttleCpu(CPU_SLOWDOWN);
    await page.goto(`${SITE}${path}`);
    const { x, y } = await centreOf(page, route.firstControl);
    const tapAt = await page.evaluate(() => performance.now());
    await page.click(x, y);
    await settled(page);
    const interactions = [interactionLatency(await readPerf(page), tapAt)];
    const shown: number[] = [];
    if (route.then) {
      // What follows types into the first control: if the measured tap missed it, tap again.
      if (!(await hasFocus(page, route.firstControl))) countRetaps(page, await tapUntilFocused(page, route.firstControl));
      await route
        .then(page, async (act, shows) => {
          const at = await page.evaluate(() => performance.now());
          await act();
          shown.push((await heading(page, shows)) - at);
          await settled(page);
          interactions.push(interactionLatency(await readPerf(page), at));
        })
        .catch(async (error: unknown) => {
          const shows = `\nthe page shows:\n  ${await pageState(page)}`;
          const said = await readPerf(page).then((perf) => perf.said, () => []);
          throw new Error(`${error instanceof Error ? error.message : String(error)}${shows}${said.length > 0 ? `\nthe page said:\n  ${said.join('\n  ')}` : ''}`, { cause: error });
        });
    }
    // The whole window after the first paint, then its long tasks.
    // Polled in the page by its own timer (page.waitForFunction would install Playwright's script).
    await page.evaluate(`new Promise((done, fail) => {
      const perf = window.__perf;
      setTimeout(() => fail(new Error('not hydrated 60 s after the first paint')), 60000);
      (function check() {
        if (perf.fcp !== null && perf.hydrated !== null && performance.now() >= perf.fcp + ${WINDOW_MS}) done();
        else setTimeout(check, 250);
      })();
    })`);
    const perf = await readPerf(page);
    const fcp = perf.fcp ?? 0;
    const inWindow = perf.longTasks.filter((t) => t.start >= fcp && t.start < fcp + WINDOW_MS);
    return {
      longTasks: inWindow.length,
      longestMs: inWindow.reduce((m, t) => Math.max(m, t.duration), 0),
      blockingMs: inWindow.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      fcpMs: fcp,
      hydratedAfterTapMs: Math.max(0, (perf.hydrated ?? tapAt) - tapAt),
      interactions,
      shown,
      retaps: retapsOf.get(page) ?? 0,
    };
  } finally {
    await page.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * Lighthouse's BenchmarkIndex of this machine now, in a blank page with the CPU slowed `rate`
 * times: the median of 3 runs (about 1 s each; a single run swings by half or more here).
 */
async function benchmarkIndex(browser: Browser, rate: number): Promise<number> {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) runs.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return Math.round(median(runs));
  } finally {
    await page.close();
  }
}

async function measureAll(browser: Browser, sb: LocalSupabase, label: string): Promise<void> {
  console.log(`\n${label}: ${RUNS} loads per route, CPU ${CPU_SLOWDOWN}× slower, 390 px, medians`);
  const [full, slowed] = [await benchmarkIndex(browser, 1), await benchmarkIndex(browser, CPU_SLOWDOWN)];
  console.log(`BenchmarkIndex ${full} unthrottled, ${slowed} at ${CPU_SLOWDOWN}× (DevTools' calibration: mid-tier phone 1000, low-tier 264)\n`);
  const rows: string[][] = [];
  let retaps = 0;
  for (const route of ROUTES.filter((r) => !only || only.includes(r.name))) {
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i++) {
      const path = typeof route.path === 'string' ? route.path : await route.path(sb);
      const sample = await measureOnce(browser, route, path);
      samples.push(sample);
      if (args.has('--each')) {
        const [tap = 0, ...next] = sample.interactions.map(Math.round);
        console.log(`    ${route.name}, load ${i + 1}: ${sample.longTasks} long tasks (longest ${Math.round(sample.longestMs)} ms), first tap ${tap} ms, hydrated ${Math.round(sample.hydratedAfterTapMs)} ms after it${next.length > 0 ? `, Next ${next.join(' / ')} ms, shown ${sample.shown.map(Math.round).join(' / ')} ms after` : ''}`);
      }
    }
    const taps = samples[0]?.interactions.map((_, i) => median(samples.map((s) => s.interactions[i] ?? 0))) ?? [];
    const [first = 0, ...nexts] = taps;
    const shown = samples[0]?.shown.map((_, i) => median(samples.map((s) => s.shown[i] ?? 0))) ?? [];
    const row = [
      route.name,
      `${Math.round(median(samples.map((s) => s.fcpMs)))}`,
      `${median(samples.map((s) => s.longTasks))}`,
      `${Math.round(median(samples.map((s) => s.longestMs)))}`,
      `${Math.round(median(samples.map((s) => s.blockingMs)))}`,
      `${Math.round(first)}${first <= TAP_TARGET_MS ? '' : ' (over)'}`,
      `${Math.round(median(samples.map((s) => s.hydratedAfterTapMs)))}`,
      nexts.map((n) => `${Math.round(n)}`).join(' / ') || '-',
      shown.map((n) => `${Math.round(n)}`).join(' / ') || '-',
    ];
    rows.push(row);
    retaps += samples.reduce((sum, s) => sum + s.retaps, 0);
    console.log(`  ${row.join(' | ')}`);
  }
  const header = ['route', 'FCP ms', 'long tasks (0)', 'longest ms', 'blocking ms (TBT rule, 5 s)', `first tap ms (≤ ${TAP_TARGET_MS})`, 'hydrated, ms after the tap', 'Next 1→2 / 2→3 / 3→4 ms', 'next step shown, ms after Next'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const r of rows) console.log(line(r));
  if (retaps > 0) console.log(`\n${retaps} tap(s) landed beside their field while the page was still moving and were made again (not timed).`);
}

async function main(): Promise<void> {
  const site = await startStaticServer({ port: 4173 });
  const sb = await startLocalSupabase({ port: 54321 });
  const browser = await chromium.launch({
    executablePath: resolveBrowser(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    if (!args.has('--busy') || args.has('--both')) await measureAll(browser, sb, 'Idle machine');
    if (args.has('--busy') || args.has('--both')) {
      const busy = busyLoop();
      try {
        await measureAll(browser, sb, 'Busy machine (a production build of the site running in a loop beside it)');
      } finally {
        await busy.stop();
      }
    }
  } finally {
    await browser.close();
    await sb.stop();
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
