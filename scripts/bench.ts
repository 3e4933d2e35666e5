/**
 * `npm run bench`: for each route group, the gzip size of the JS and CSS a page loads to be
 * used (boot script, entry script, its static imports, the page's modulepreloads and
 * stylesheets; a page of copy loads its JS at the first touch, scripts/prerender.ts) and Lighthouse mobile scores (simulated throttling), next to the budget of
 * scripts/budgets.ts. Builds first unless --no-build; serves dist/ itself on :4173. A status
 * page is opened with a request's token, from an in-memory local Supabase on :54321.
 *
 *   npm run bench            build, measure sizes, run Lighthouse
 *   npm run bench -- --sizes-only
 *   npm run bench -- --no-build --both --only=home,borough,species,contact,home\ es,status
 *                            Lighthouse idle, then with a build running beside it (--busy:
 *                            only that), for issue 30's routes; --runs=5 for five runs a route
 *                            (three by default), in rounds (each round runs every page once).
 *                            Each table ends with a bare page's row, the machine's floor.
 *   npm run bench -- --no-build --busy --vs=OLD_DIST[,OLDER_DIST] …
 *                            also other builds (before a change), served from :4175 on, their
 *                            pages in the same rounds, each in a table of its own.
 *
 * Then, unless --sizes-only, the dispatch console's queries and first render at 10,000 leads
 * (scripts/bench-dispatch.ts).
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { startLocalSupabase, type LocalSupabase } from '../supabase/local/server';
import { benchLead } from './bench-lead';
import { busyLoop } from './busy-loop';
import { listOption, numberOption } from './cli-options';
import { resolveBrowser } from './find-browser';
import { startStaticServer } from './serve';
import { CSS_BUDGET_KB, ROUTE_BUDGETS } from './budgets';
import { routeForPath } from '../src/app/route-table';
import { readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, process.env.SITE_OUT || 'dist');
const args = new Set(process.argv.slice(2));
const BASE = 'http://localhost:4173';
/** Lighthouse's Total Blocking Time target for every route (issue 30). */
const TBT_TARGET_MS = 100;
/** --runs=5: Lighthouse runs per route (3 unless given; the medians are of these). */
const LH_RUNS = numberOption('runs', 3);

export { CSS_BUDGET_KB, ROUTE_BUDGETS } from './budgets';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** A route's prerendered HTML in the build under test. */
export function htmlFor(path: string): string {
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
  return readFileSync(file, 'utf8');
}

/** Files a page loads to be used (a page of copy: its JS at the first touch), from the prerendered HTML and the manifest. */
export function initialAssets(path: string): { js: string[]; css: string[] } {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const html = htmlFor(path);
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (file: string) => {
    if (js.has(file)) return;
    js.add(file);
    const key = byFile.get(file);
    const chunk = key ? manifest[key] : undefined;
    for (const c of chunk?.css ?? []) css.add(c);
    for (const imp of chunk?.imports ?? []) {
      const sub = manifest[imp];
      if (sub) visit(sub.file);
    }
  };
  // The boot script names the entry module and the page's preloads (scripts/prerender.ts).
  const boot = /<script defer src="\/([^"]+)" data-entry="\/([^"]+)" data-preload="([^"]*)"/.exec(html);
  if (!boot?.[1] || !boot[2]) throw new Error(`${path}: no boot script in the prerendered HTML`);
  js.add(boot[1]);
  visit(boot[2]);
  for (const href of (boot[3] ?? '').split(',').filter(Boolean)) visit(href.replace(/^\//, ''));
  for (const m of html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)) if (m[1]) css.add(m[1]);
  for (const m of html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)) if (m[1]) visit(m[1]);
  return { js: [...js], css: [...css] };
}

export function gzipKb(files: readonly string[]): number {
  const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

/** seoWithoutIndexing: the SEO score without its "Page is blocked from indexing" audit (see seoBesidesIndexing). */
type LhResult = { perf: number; a11y: number; bp: number; seo: number; seoWithoutIndexing: number; lcp: number; cls: number; tbt: number };
/** A median of several runs, with every run's Total Blocking Time (it varies most beside a build). */
type LhMedian = LhResult & { tbtRuns: number[] };

type LhCategory = { score: number | null; auditRefs: { id: string; weight: number }[] };
type LhAudit = { score: number | null; scoreDisplayMode?: string };

/**
 * A category's score as Lighthouse weighs it (the mean of its scored audits by weight), leaving
 * out `is-crawlable`: a page kept out of search engines on purpose (a resident's status page,
 * `noindex`) fails that one audit by design, and its other SEO audits still count.
 */
function seoBesidesIndexing(category: LhCategory, audits: Record<string, LhAudit>): number {
  const scored = category.auditRefs.filter((ref) => {
    const mode = audits[ref.id]?.scoreDisplayMode;
    return ref.weight > 0 && mode !== 'notApplicable' && mode !== 'manual' && mode !== 'informative' && ref.id !== 'is-crawlable';
  });
  const weight = scored.reduce((sum, ref) => sum + ref.weight, 0);
  return weight === 0 ? 100 : Math.round((scored.reduce((sum, ref) => sum + ref.weight * (audits[ref.id]?.score ?? 0), 0) / weight) * 100);
}


/** Lighthouse's simulated throttling varies run to run: the run with the median LCP, and the median TBT of all runs (the two vary independently). */
function medianOf(results: LhResult[]): LhMedian {
  const byLcp = [...results].sort((a, b) => a.lcp - b.lcp);
  const tbtRuns = results.map((r) => r.tbt);
  const middle = [...tbtRuns].sort((a, b) => a - b)[Math.floor(tbtRuns.length / 2)] as number;
  return { ...(byLcp[Math.floor(byLcp.length / 2)] as LhResult), tbt: middle, tbtRuns };
}

/**
 * Lighthouse on every page in turn, `runs` rounds (each round runs each page once): beside a
 * build, whose heavy and light stretches last longer than a run, every page meets every stretch
 * alike instead of one page drawing a heavy minute. Each page's medians, and its TBTs in the
 * order run; `progress` hears each round.
 */
async function lighthouseRounds(urls: string[], runs: number, progress: (round: number, tbts: number[]) => void): Promise<LhMedian[]> {
  const results: LhResult[][] = urls.map(() => []);
  for (let round = 1; round <= runs; round++) {
    const tbts: number[] = [];
    for (const [i, url] of urls.entries()) {
      const result = await lighthouseWithRetry(url);
      results[i]?.push(result);
      tbts.push(result.tbt);
    }
    progress(round, tbts);
  }
  return results.map(medianOf);
}

/** Chromium sometimes records no navigation start (NO_NAVSTART); such a run is repeated. */
async function lighthouseWithRetry(url: string, attempts = 3): Promise<LhResult> {
  for (let i = 1; ; i++) {
    try {
      return await lighthouse(url);
    } catch (error) {
      if (i >= attempts) throw error;
    }
  }
}

async function lighthouse(url: string): Promise<LhResult> {
  const { default: lh } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: resolveBrowser(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lh(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code}`);
    const { categories, audits } = result.lhr;
    const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
    const seo = categories.seo;
    return {
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      seoWithoutIndexing: seo ? seoBesidesIndexing(seo, audits) : 0,
      lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
      tbt: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    };
  } finally {
    chrome.kill();
  }
}

const mark = (ok: boolean) => (ok ? '✓' : '✗ over');

/** The median TBT, and each run's when there are several. */
const tbtCell = (lh: LhMedian, ok: boolean) => `${lh.tbt} ms${ok ? '' : ' (over)'}${lh.tbtRuns.length > 1 ? ` [${lh.tbtRuns.join(', ')}]` : ''}`;

const FLOOR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A bare page</title></head><body><h1>Wildlife help in New York City</h1><p>One heading and one paragraph, no stylesheet and no script: what Lighthouse measures on this machine for a page with nothing to do.</p></body></html>`;
let floorUrl: Promise<string> | undefined;
/** A bare page on its own port (started once, closed with the process). */
function floorPage(): Promise<string> {
  floorUrl ??= new Promise((resolvePage, reject) => {
    const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FLOOR_HTML));
    server.unref();
    // A port already taken ends the bench with that error instead of waiting forever.
    server.once('error', reject);
    server.listen(4174, '127.0.0.1', () => resolvePage('http://127.0.0.1:4174/'));
  });
  return floorUrl;
}

/** --only=home,borough: just those route groups (names as in scripts/budgets.ts). */
const only = listOption('only');
/**
 * --vs=DIR[,DIR…]: other builds of the site (before a change), served on :4175, :4176, …; their
 * pages join the same Lighthouse rounds as this build's and each gets a table of its own, so a
 * before and an after are measured in one sitting on the same machine.
 */
const vsDirs = listOption('vs') ?? [];
const vsBase = (index: number) => `http://localhost:${4175 + index}`;

/**
 * One table of the route groups: sizes, and unless --sizes-only Lighthouse's scores. Budgets are
 * judged on the idle machine; a busy table (`busy`) reports the same figures beside a production
 * build and judges only Total Blocking Time's target. Prints the count of figures over.
 */
async function measureRoutes(pageFor: (path: string) => Promise<string>, busy: boolean): Promise<void> {
  const lighthouseToo = !args.has('--sizes-only');
  const rows: string[][] = [];
  let failures = 0;
  let noindexRows = 0;
  const judge = (ok: boolean) => {
    if (!ok && !busy) failures++;
    return busy ? '' : ` ${mark(ok)}`;
  };
  const groups = ROUTE_BUDGETS.filter((g) => !only || only.includes(g.name));
  // The machine's floor: the same Lighthouse run on a page with nothing but a heading and a
  // paragraph (no stylesheet, no script), which no change to the site can go below; measured in
  // the same rounds as the routes.
  const pages = lighthouseToo ? await Promise.all(groups.map((g) => pageFor(g.path))) : [];
  // This build's pages, then each --vs build's, then the bare page: one entry a Lighthouse row.
  const sites = [{ base: BASE, label: '' }, ...vsDirs.map((dir, v) => ({ base: vsBase(v), label: ` (${dir})` }))];
  const entries = [
    ...sites.flatMap((site) => groups.map((g, i) => ({ name: `${g.name}${site.label}`, url: `${site.base}${pages[i]}` }))),
    ...(lighthouseToo ? [{ name: 'floor', url: await floorPage() }] : []),
  ];
  const medians = lighthouseToo
    ? await lighthouseRounds(entries.map((e) => e.url), LH_RUNS, (round, tbts) => console.log(`round ${round}/${LH_RUNS}, TBT: ${tbts.map((tbt, i) => `${entries[i]?.name} ${tbt}`).join(', ')}`))
    : [];
  /** A build's median for a route group: site 0 is this build, 1… the --vs builds. */
  const medianFor = (site: number, group: number) => medians[site * groups.length + group];
  for (const [index, group] of groups.entries()) {
    const { js, css } = initialAssets(group.path);
    const jsKb = gzipKb(js);
    const cssKb = gzipKb(css);
    const row = [group.name, group.path, `${jsKb} / ${group.jsKb} KB${judge(jsKb <= group.jsKb)}`, `${cssKb} KB${judge(cssKb <= CSS_BUDGET_KB)}`];
    const lh = medianFor(0, index);
    if (lh) {
      const lcpBudget = group.lcpMs;
      const noindex = /<meta name="robots" content="noindex"/.test(htmlFor(group.path));
      if (noindex) noindexRows++;
      const scores = [lh.perf, lh.a11y, lh.bp, noindex ? lh.seoWithoutIndexing : lh.seo];
      const tbtOk = lh.tbt <= TBT_TARGET_MS;
      if (busy && !tbtOk) failures++;
      row.push(
        `${scores.join('/')}${noindex ? `* (${lh.seo} with it)` : ''}${judge(scores.every((v) => v === 100))}`,
        `${lh.lcp} ms${lcpBudget ? judge(lh.lcp <= lcpBudget) : ''}`,
        `${lh.cls}${judge(lh.cls === 0)}`,
        // Total Blocking Time: issue 30's target, reported beside the budgets (idle and busy).
        tbtCell(lh, tbtOk),
      );
    }
    rows.push(row);
  }
  const floor = medians.at(-1);
  if (floor) rows.push(['floor', 'a bare page', '0 KB', '0 KB', `${floor.perf}/-/-/-`, `${floor.lcp} ms`, `${floor.cls}`, tbtCell(floor, floor.tbt <= TBT_TARGET_MS)]);
  const header = ['group', 'path', 'JS gzip / budget', `CSS gzip (≤ ${CSS_BUDGET_KB})`];
  if (lighthouseToo) header.push('LH perf/a11y/bp/seo (100)', 'LCP (≤ 1200 ms)', 'CLS (0)', `TBT (target ≤ ${TBT_TARGET_MS} ms)`);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const r of rows) console.log(line(r));
  for (const [v, vsDir] of (lighthouseToo ? vsDirs : []).entries()) {
    // The other build's rows (--vs): Lighthouse's figures only, not judged.
    console.log(`\n--vs ${vsDir} (measured in the same rounds):\n`);
    console.log('| group | path | LH perf/a11y | LCP | CLS | TBT |\n| --- | --- | --- | --- | --- | --- |');
    for (const [i, group] of groups.entries()) {
      const lh = medianFor(v + 1, i);
      if (lh) console.log(`| ${group.name} | ${group.path} | ${lh.perf}/${lh.a11y} | ${lh.lcp} ms | ${lh.cls} | ${tbtCell(lh, lh.tbt <= TBT_TARGET_MS)} |`);
    }
  }
  if (noindexRows > 0) console.log(`\n* Kept out of search engines on purpose (noindex): the SEO score leaves out "Page is blocked from indexing", which such a page fails by design; Lighthouse's score with it in brackets.`);
  if (busy) console.log(failures === 0 ? `\nEvery route's TBT is within ${TBT_TARGET_MS} ms beside the build (the budgets are judged idle).` : `\n${failures} route(s) over ${TBT_TARGET_MS} ms of TBT beside the build.`);
  else console.log(failures === 0 ? '\nEvery figure is within budget.' : `\n${failures} figure(s) over budget.`);
}

/**
 * --busy: the Lighthouse rows with a production build of the site running in a loop beside
 * them (scripts/busy-loop.ts), the machine issue 30's TBT target is measured on; --both: idle,
 * then busy, in one sitting. Sizes do not change with the machine and are judged idle.
 */
async function main() {
  if (!args.has('--no-build') || !existsSync(join(dist, 'index.html'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = args.has('--sizes-only') ? null : await startStaticServer({ dist, port: 4173 });
  for (const vsDir of vsDirs) if (!existsSync(join(resolve(root, vsDir), 'index.html'))) throw new Error(`--vs=${vsDir}: no built site there (no index.html)`);
  const vsServers = args.has('--sizes-only') ? [] : await Promise.all(vsDirs.map((vsDir, v) => startStaticServer({ dist: resolve(root, vsDir), port: 4175 + v })));
  // A status page is measured as a resident opens it, with a request's token (its shell alone
  // only says "Loading"): a local Supabase, started for these rows, holds the request.
  const local: { supabase?: LocalSupabase } = {};
  const pageFor = async (path: string) => {
    if (routeForPath(path)?.sharedShell !== true) return path;
    local.supabase ??= await startLocalSupabase({ port: 54321 });
    return `${path}/${(await benchLead(local.supabase.url, local.supabase.anonKey)).token}`;
  };
  const busyToo = !args.has('--sizes-only') && (args.has('--busy') || args.has('--both'));
  const idleToo = !busyToo || args.has('--both');
  try {
    if (idleToo) await measureRoutes(pageFor, false);
    if (busyToo) {
      console.log('\nBusy machine: a production build of the site running in a loop beside Lighthouse\n');
      const busy = busyLoop();
      try {
        await measureRoutes(pageFor, true);
      } finally {
        await busy.stop();
      }
    }
  } finally {
    await server?.close();
    for (const vsServer of vsServers) await vsServer.close();
    await local.supabase?.stop();
  }
  if (!args.has('--sizes-only') && !only && !args.has('--busy')) {
    // The dispatch console at 10,000 leads (scripts/bench-dispatch.ts), its first render included.
    console.log('\nDispatch console\n');
    const dispatch = spawnSync('npx', ['tsx', 'scripts/bench-dispatch.ts', '--browser'], { cwd: root, stdio: 'inherit' });
    if (dispatch.status !== 0) process.exit(dispatch.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
