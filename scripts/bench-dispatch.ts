/**
 * `npm run bench:dispatch` (also the last part of `npm run bench`): the dispatch console's
 * database work at scale. Starts the local Supabase in its own process
 * (scripts/bench-dispatch-server.ts: in memory, demo accounts, 10,000 leads and 34,000 lead
 * events), signs in the demo dispatcher and times over HTTP what the console asks for:
 *
 *   - the queue's first page (rpc/dispatch_queue) and its numbers (rpc/dispatch_stats);
 *   - a lead detail: the lead by reference, its events, its offers, its matching list.
 *
 * Median of 20 each, next to the budget (150 ms); the EXPLAIN ANALYZE of those queries (so an
 * index that stops being used shows); the resident memory of the local Supabase process with
 * that data loaded (budget 500 MB). With --browser (after `npm run build`) it also signs in at
 * /dispatch in Chromium and times the queue's first render (budget 500 ms).
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { DEMO_DISPATCHER } from '../supabase/local/demo.ts';
import { benchLead } from './bench-lead.ts';
import { BenchPage } from './bench-page.ts';
import { resolveBrowser } from './find-browser.ts';
import { shownAt, throttleAsPhone, watchShown } from './bench-shown.ts';
import { startStaticServer } from './serve.ts';

const ROUNDS = 20;
const BUDGET_MS = 150;
const args = new Set(process.argv.slice(2));
const port = Number(process.env.BENCH_SUPABASE_PORT ?? 54321);

interface Ready {
  url: string;
  anonKey: string;
  id: string;
  reference: string;
  counts: { leads: number; events: number; offers: number };
  loadSeconds: number;
  plans: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(/([0-9]+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'bench-dispatch-server.ts')], {
  env: { ...process.env, BENCH_SUPABASE_PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ready = await new Promise<Ready>((resolveReady, reject) => {
  child.once('exit', (code) => reject(new Error(`the bench's local Supabase exited (${code})`)));
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith('{')) resolveReady(JSON.parse(line) as Ready);
  });
});

try {
  const { url, anonKey, id, reference, counts } = ready;
  console.log(`Local Supabase (pid ${child.pid}) loaded ${counts.leads} leads, ${counts.events} events, ${counts.offers} offers in ${ready.loadSeconds.toFixed(1)} s.`);

  const token = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_DISPATCHER.email, password: DEMO_DISPATCHER.password }),
  }).then(async (r) => ((await r.json()) as { access_token: string }).access_token);
  const headers = { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const rpc = (name: string, body: unknown) => fetch(`${url}/rest/v1/rpc/${name}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const rest = (path: string) => fetch(`${url}/rest/v1/${path}`, { headers });

  async function timed(label: string, run: () => Promise<Response[]>): Promise<{ label: string; median: number; worst: number }> {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS + 2; i++) {
      const started = performance.now();
      const responses = await run();
      for (const res of responses) {
        if (!res.ok) throw new Error(`${label}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      }
      if (i >= 2) times.push(performance.now() - started); // after two warm-up rounds
    }
    return { label, median: median(times), worst: Math.max(...times) };
  }

  const all = ['new', 'offered', 'accepted', 'completed', 'unreachable', 'cancelled'];
  const results = [
    await timed('queue: first page (rpc dispatch_queue, 50 rows)', () => Promise.all([rpc('dispatch_queue', { p_limit: 50 })])),
    await timed('queue: numbers (rpc dispatch_stats)', () => Promise.all([rpc('dispatch_stats', {})])),
    await timed('queue: search by reference, all statuses', () => Promise.all([rpc('dispatch_queue', { p_search: reference, p_statuses: all })])),
    await timed('lead detail: lead + events + offers + matching (4 requests at once)', () =>
      Promise.all([
        rest(`leads?select=*&reference=eq.${reference}`),
        rest(`lead_events?select=*&lead_id=eq.${id}&order=id`),
        rest(`lead_offers?select=*&lead_id=eq.${id}&order=created_at`),
        rpc('match_pros', { p_lead_id: id }),
      ]),
    ),
  ];

  console.log(`\nMedian of ${ROUNDS} over HTTP (budget ${BUDGET_MS} ms each):\n`);
  console.log('| request | median ms | worst ms | within budget |');
  console.log('| --- | --- | --- | --- |');
  for (const r of results) {
    console.log(`| ${r.label} | ${r.median.toFixed(1)} | ${r.worst.toFixed(1)} | ${r.median <= BUDGET_MS ? 'yes' : 'NO'} |`);
  }
  console.log(`\n${ready.plans.join('\n\n')}`);

  if (args.has('--browser')) {
    const site = await startStaticServer({ port: 4173 });
    const browser = await chromium.launch({
      executablePath: resolveBrowser(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    try {
      // Tabs without the DevTools domains a dispatcher's browser lacks (scripts/bench-page.ts),
      // signed in by typing and clicking as a dispatcher does.
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const page = await BenchPage.open(browser, { width: 1280, height: 720 });
        await watchShown(page, 'queue', 'table tbody tr');
        await page.goto('http://localhost:4173/dispatch');
        await page.hydrated();
        await page.fill('input[type="email"]', DEMO_DISPATCHER.email);
        await page.fill('input[type="password"]', DEMO_DISPATCHER.password);
        const started = await page.evaluate(() => performance.now());
        await page.clickOn('button[type="submit"]');
        times.push(Math.round((await shownAt(page, 'queue')) - started));
        await page.close();
      }
      console.log(`\nQueue first render after "Sign in" in Chromium: median ${median(times)} ms of 5 (budget 500 ms): ${times.join(', ')} ms`);

      // The resident's status page on Lighthouse's mobile profile (150 ms RTT, 1.6 Mbps, 4x CPU).
      const statusToken = (await benchLead(url, anonKey)).token;
      const statusTimes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const page = await BenchPage.open(browser, { width: 390, height: 844 }, { phone: true });
        await throttleAsPhone(page);
        await watchShown(page, 'status', 'h1', /^Your request [0-9A-F]{4}-[0-9A-F]{4}$/);
        await page.goto(`http://localhost:4173/status/${statusToken}`);
        // From the start of the navigation (the page clock's zero).
        statusTimes.push(Math.round(await shownAt(page, 'status')));
        await page.close();
      }
      console.log(`Status page shows the status on a throttled phone (150 ms RTT, 1.6 Mbps, 4x CPU): median ${median(statusTimes)} ms of 5 (budget 1500 ms): ${statusTimes.join(', ')} ms`);
    } finally {
      await browser.close();
      await site.close();
    }
  }

  const rss = residentMb(child.pid ?? 0);
  console.log(`\nResident memory of the local Supabase process with this data: ${rss.toFixed(0)} MB (budget 500 MB): ${rss <= 500 ? 'within' : 'OVER'}.`);
} finally {
  child.kill('SIGTERM');
}
