/**
 * `npm run bench:night`: a night of automatic dispatch against the local stack, on an
 * accelerated clock, beside the same night with automatic dispatch Off and a simulated
 * dispatcher (the baseline).
 *
 *   npm run bench:night -- [--speed 150] [--leads 320] [--hours 10] [--seed 20261127]
 *                          [--dispatcher-every 10] [--dispatcher-minutes 2] [--drain 120]
 *                          [--only always|off] [--port 54421]
 *
 * Each run starts its own local Supabase (scripts/bench-night-server.ts: a fresh in-memory
 * database on port 54421, no e-mail delivery) and plays the same night against it:
 *
 *   - The clock. One real second is `speed` simulated seconds (default 150: a simulated minute
 *     is 0.4 s, the 10-hour night 4 minutes, both runs with set-up about 9-10 minutes on two
 *     cores). The product's own windows are in minutes, so in the bench's database only a
 *     trigger divides each offer's window by the speed (automatic 20 min -> 8 s, a dispatcher's
 *     60 min -> 24 s), and the offer-expiry job runs every 30 simulated seconds as pg_cron does
 *     hosted (every 200 ms). Every time printed is simulated minutes, measured from the
 *     database's own timestamps (created_at, responded_at) and multiplied back by the speed.
 *   - The reports. `--leads` (default 320) over `--hours` (default 10): arrival times are
 *     uniform order statistics (a Poisson process given its count), each borough by its share
 *     of the city (Brooklyn 31 %, Queens 27 %, Manhattan 19 %, Bronx 17 %, Staten Island 6 %),
 *     a real ZIP of that borough from private.service_area_zips, one species (one in ten two)
 *     of the form's list, rats and mice most often. Each is POSTed to /rest/v1/leads with the
 *     anon key, as the lead form does, so the lead's 'created' event fires
 *     lead_events_then_auto_dispatch in the report's own transaction.
 *   - The 25 professionals (PROS below): real pros rows with Auth accounts, made with the
 *     service role as an approval makes them (capacities 1-5 in pros.max_open_jobs), each
 *     signed in with its own session. Availability goes through set_my_availability from that
 *     session: two switched off all night, one switching off 6 hours in, three on call for
 *     part of the night only (their private.pro_on_call_hours are the simulated window mapped
 *     to real New York times). They answer through accept_offer / decline_offer with their own
 *     JWT: fast accepters (1-5 min), slow ones (10-35 min, so past an automatic window at
 *     times), decliners, three who never answer, mixed ones. A professional learns of an offer
 *     the way the offer_new e-mail would tell them: the bench reads new open offers (superuser,
 *     every 100 ms) and the professional answers after their own delay from the offer's
 *     created_at. What each professional does with each lead is drawn from (seed, professional,
 *     lead), so a professional answers a given lead the same way in both runs. An accepted job
 *     is completed (complete_lead, own session) 45-150 minutes later, freeing capacity.
 *   - Run A, Always: set_dispatch_mode('always') by the demo admin; auto_offer_ttl_minutes 20
 *     and auto_offer_limit 3 as shipped. Nobody staffs the night: an escalated lead waits for
 *     the morning (it counts as not accepted).
 *   - Run B, Off, the baseline: a simulated dispatcher (the demo dispatcher's session) opens
 *     the queue (dispatch_queue, status new) every `--dispatcher-every` minutes (10: a quiet
 *     night desk), works through it oldest first without a break, and for each lead opens its
 *     matching list (match_pros), takes `--dispatcher-minutes` (2) to read it and offers it
 *     (offer_lead, the 60-minute window) to the first professional the list shows with nothing
 *     against them (not_automatic_because empty: available, on call, under capacity, not
 *     offered it before); a lead with nobody on the list costs half a minute and waits for
 *     the next look. Declined and expired leads come back to the queue and are offered again.
 *   - The end: both runs stop taking reports at `--hours` and run on until no lead waits for an
 *     answer or an offer (escalated leads do not count) or `--drain` more minutes (120) pass.
 *     Waits are on conditions (the ready message, the database's state); the only sleeps are
 *     the simulation's own ticks.
 *
 * The measures: report -> first offer and report -> acceptance (median and 90th percentile
 * over the leads that got one, with how many); the leads accepted by the end and within an
 * hour; the share escalated (leads.needs_person_at set); offers per professional (min, median,
 * max over the 25); the database time per automatic offer: pg_stat_user_functions'
 * total_time of private.auto_dispatch (all its calls, the escalations and the ones that found
 * nothing to do included, with lead_candidates and the offer's own inserts and their triggers,
 * less the bench's clock trigger) divided by the automatic offers made, track_functions being
 * on in the bench's database (whatever path called it: the report, a decline, an expiry, the
 * sweep); the same for a dispatcher's offer (offer_lead, and match_pros per offer); the
 * professionals' offers, accepted, in a second table; and the report's POST
 * over HTTP (median, p90), whose difference between the runs is the automatic offer made in
 * its transaction. Times in PGlite (Postgres compiled to WebAssembly, one connection), so
 * slower than a hosted Postgres; compare the runs, not the absolute numbers.
 *
 * Choices: the stack runs in a process of its own (two cores: the database on one, the night's
 * people on the other) and takes superuser SQL over the IPC channel, as
 * scripts/bench-dispatch-server.ts keeps its database apart. Everything a person does goes
 * over HTTP with that person's session, so grants, RLS and the lifecycle functions' checks
 * apply as in production; only the bench's bookkeeping (reading new offers, the results) is
 * superuser SQL. Reports use the Call and E-mail contact methods (Text needs the text-message
 * consent the form records). The dispatcher's 2 minutes a lead, at 32 reports an hour and the
 * re-offers declines and expiries bring, keep one person busy nearly all night: the baseline
 * is a desk at its limit, which is what a night of this size is for one dispatcher;
 * `--dispatcher-minutes 1` shows a faster one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpus, platform, release } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_ADMIN, DEMO_DISPATCHER } from '../supabase/local/demo.ts';

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

const { values: flags } = parseArgs({
  options: {
    speed: { type: 'string', default: '150' },
    leads: { type: 'string', default: '320' },
    hours: { type: 'string', default: '10' },
    seed: { type: 'string', default: '20261127' },
    'dispatcher-every': { type: 'string', default: '10' },
    'dispatcher-minutes': { type: 'string', default: '2' },
    drain: { type: 'string', default: '120' },
    only: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_NIGHT_PORT ?? '54421' },
  },
});

function numberFlag(name: keyof typeof flags, min: number, max: number): number {
  const value = Number(flags[name]);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`--${name} must be a number from ${min} to ${max}, not ${String(flags[name])}`);
  return value;
}

const SPEED = numberFlag('speed', 1, 3600);
const LEADS = Math.round(numberFlag('leads', 1, 100_000));
const HOURS = numberFlag('hours', 0.1, 48);
const SEED = Math.round(numberFlag('seed', 0, 2 ** 32 - 1));
const DISPATCHER_EVERY = numberFlag('dispatcher-every', 0.5, 240);
const DISPATCHER_MINUTES = numberFlag('dispatcher-minutes', 0, 60);
const DRAIN = numberFlag('drain', 0, 24 * 60);
const PORT = Math.round(numberFlag('port', 1024, 65_535));
if ([54321, 54324, 1025, 4173].includes(PORT)) throw new Error(`Port ${PORT} belongs to the test suites; choose another (default 54421).`);
const ONLY = flags.only;
if (ONLY !== undefined && ONLY !== 'always' && ONLY !== 'off') throw new Error('--only is always or off');
const NIGHT = HOURS * 60;

type Mode = 'always' | 'off';

// ---------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------

/** mulberry32: a small, good-enough 32-bit generator. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A generator for one combination of things (FNV-1a of the parts). */
function generatorFor(...parts: (string | number)[]): () => number {
  let h = 0x811c9dc5;
  for (const ch of parts.join(':')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return generator(h);
}

function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [value, w] of choices) {
    r -= w;
    if (r < 0) return value;
  }
  const last = choices[choices.length - 1];
  if (!last) throw new Error('no choices');
  return last[0];
}

const between = (random: () => number, low: number, high: number): number => low + random() * (high - low);

// ---------------------------------------------------------------------------------------------
// The night's people
// ---------------------------------------------------------------------------------------------

type Borough = 'Manhattan' | 'Brooklyn' | 'Queens' | 'Bronx' | 'Staten Island';
type Behaviour = 'fast' | 'slow' | 'decliner' | 'never' | 'mixed';

interface BenchPro {
  name: string;
  boroughs: Borough[];
  /** Empty: every species. */
  species: string[];
  credential: 'nwco_license' | 'pesticide_certification';
  pesticide: boolean;
  capacity: number;
  behaviour: Behaviour;
  /**
   * Available all night (default), switched off all night, switched off part-way, or on call
   * for windows of the night only; as shares of the night (0.5 = 5 h into a 10-hour night).
   */
  availability?: { kind: 'off' } | { kind: 'off_at'; at: number } | { kind: 'on_call'; windows: [number, number][] };
}

const ALL: string[] = [];
const PROS: readonly BenchPro[] = [
  { name: 'Fast Manhattan', boroughs: ['Manhattan'], species: ALL, credential: 'nwco_license', pesticide: true, capacity: 3, behaviour: 'fast' },
  { name: 'Fast Brooklyn', boroughs: ['Brooklyn'], species: ALL, credential: 'nwco_license', pesticide: true, capacity: 4, behaviour: 'fast' },
  { name: 'Fast Queens', boroughs: ['Queens'], species: ALL, credential: 'nwco_license', pesticide: true, capacity: 3, behaviour: 'fast' },
  { name: 'Fast Bronx and Manhattan', boroughs: ['Bronx', 'Manhattan'], species: ALL, credential: 'nwco_license', pesticide: false, capacity: 2, behaviour: 'fast' },
  { name: 'Fast Staten Island, early', boroughs: ['Staten Island', 'Brooklyn'], species: ALL, credential: 'nwco_license', pesticide: true, capacity: 2, behaviour: 'fast', availability: { kind: 'on_call', windows: [[0, 0.5]] } },
  { name: 'Slow Brooklyn and Queens', boroughs: ['Brooklyn', 'Queens'], species: ALL, credential: 'nwco_license', pesticide: true, capacity: 5, behaviour: 'slow' },
  { name: 'Slow Manhattan', boroughs: ['Manhattan'], species: ALL, credential: 'nwco_license', pesticide: false, capacity: 3, behaviour: 'slow' },
  { name: 'Slow Bronx', boroughs: ['Bronx'], species: ALL, credential: 'nwco_license', pesticide: true, capacity: 2, behaviour: 'slow' },
  { name: 'Slow Queens and Staten Island, late', boroughs: ['Queens', 'Staten Island'], species: ALL, credential: 'nwco_license', pesticide: false, capacity: 3, behaviour: 'slow', availability: { kind: 'on_call', windows: [[0.4, 1]] } },
  { name: 'Decliner Manhattan and Brooklyn', boroughs: ['Manhattan', 'Brooklyn'], species: ALL, credential: 'nwco_license', pesticide: true, capacity: 3, behaviour: 'decliner' },
  { name: 'Decliner Queens', boroughs: ['Queens'], species: ALL, credential: 'nwco_license', pesticide: false, capacity: 2, behaviour: 'decliner' },
  { name: 'Decliner Bronx and Queens', boroughs: ['Bronx', 'Queens'], species: ALL, credential: 'nwco_license', pesticide: true, capacity: 4, behaviour: 'decliner' },
  { name: 'Silent Brooklyn', boroughs: ['Brooklyn'], species: ALL, credential: 'nwco_license', pesticide: true, capacity: 3, behaviour: 'never' },
  { name: 'Silent Manhattan and Bronx', boroughs: ['Manhattan', 'Bronx'], species: ALL, credential: 'nwco_license', pesticide: true, capacity: 3, behaviour: 'never' },
  { name: 'Silent Staten Island', boroughs: ['Staten Island'], species: ALL, credential: 'nwco_license', pesticide: true, capacity: 1, behaviour: 'never' },
  { name: 'Rodents Brooklyn Queens Manhattan', boroughs: ['Brooklyn', 'Queens', 'Manhattan'], species: ['Rats', 'Mice'], credential: 'pesticide_certification', pesticide: true, capacity: 5, behaviour: 'fast' },
  { name: 'Rodents and birds Bronx Manhattan', boroughs: ['Bronx', 'Manhattan'], species: ['Rats', 'Mice', 'Birds'], credential: 'pesticide_certification', pesticide: true, capacity: 3, behaviour: 'mixed' },
  { name: 'Bats birds squirrels Brooklyn Queens', boroughs: ['Brooklyn', 'Queens'], species: ['Bats', 'Birds', 'Squirrels'], credential: 'nwco_license', pesticide: false, capacity: 2, behaviour: 'mixed' },
  { name: 'Mixed Staten Island', boroughs: ['Staten Island'], species: ALL, credential: 'nwco_license', pesticide: true, capacity: 2, behaviour: 'mixed' },
  { name: 'Mixed Brooklyn', boroughs: ['Brooklyn'], species: ALL, credential: 'nwco_license', pesticide: true, capacity: 1, behaviour: 'mixed' },
  { name: 'Mixed Queens, evening and dawn', boroughs: ['Queens'], species: ALL, credential: 'nwco_license', pesticide: true, capacity: 2, behaviour: 'mixed', availability: { kind: 'on_call', windows: [[0, 0.3], [0.7, 1]] } },
  { name: 'Switched off Manhattan', boroughs: ['Manhattan'], species: ALL, credential: 'nwco_license', pesticide: true, capacity: 3, behaviour: 'fast', availability: { kind: 'off' } },
  { name: 'Switched off Brooklyn', boroughs: ['Brooklyn'], species: ALL, credential: 'nwco_license', pesticide: true, capacity: 3, behaviour: 'fast', availability: { kind: 'off' } },
  { name: 'Fast Queens and Bronx, to bed', boroughs: ['Queens', 'Bronx'], species: ALL, credential: 'nwco_license', pesticide: true, capacity: 1, behaviour: 'fast', availability: { kind: 'off_at', at: 0.6 } },
  { name: 'Slow mammals Staten Island Brooklyn', boroughs: ['Staten Island', 'Brooklyn'], species: ['Raccoons', 'Squirrels', 'Skunks', 'Groundhogs'], credential: 'nwco_license', pesticide: false, capacity: 2, behaviour: 'slow' },
];

type Answer = { kind: 'accept'; after: number; jobMinutes: number } | { kind: 'decline'; after: number; reason: string } | { kind: 'ignore' };

/** What professional `pro` does with lead `lead` (the same in both runs). */
function answerOf(pro: number, lead: number): Answer {
  const random = generatorFor(SEED, 'answer', pro, lead);
  const r = random();
  const behaviour = PROS[pro]?.behaviour ?? 'never';
  const accept = (low: number, high: number): Answer => ({ kind: 'accept', after: between(random, low, high), jobMinutes: between(random, 45, 150) });
  const decline = (low: number, high: number, reason: string): Answer => ({ kind: 'decline', after: between(random, low, high), reason });
  switch (behaviour) {
    case 'fast':
      return r < 0.9 ? accept(1, 5) : decline(1, 5, 'no_capacity');
    case 'slow':
      return r < 0.85 ? accept(10, 35) : { kind: 'ignore' };
    case 'decliner':
      return r < 0.75 ? decline(2, 8, 'too_far') : accept(3, 10);
    case 'mixed':
      return r < 0.55 ? accept(4, 15) : r < 0.8 ? decline(2, 10, 'no_capacity') : { kind: 'ignore' };
    case 'never':
      return { kind: 'ignore' };
  }
}

interface PlannedLead {
  index: number;
  /** Simulated minute of the night it is reported. */
  at: number;
  borough: Borough;
  zip: string;
  species: string[];
}

const BOROUGH_SHARES: readonly (readonly [Borough, number])[] = [
  ['Brooklyn', 31], ['Queens', 27], ['Manhattan', 19], ['Bronx', 17], ['Staten Island', 6],
];
const SPECIES_SHARES: readonly (readonly [string, number])[] = [
  ['Rats', 20], ['Mice', 14], ['Raccoons', 18], ['Squirrels', 14], ['Birds', 8], ['Bats', 7],
  ['Skunks', 6], ['Groundhogs', 4], ['Snakes', 3], ['Other', 6],
];

function planLeads(zips: Map<Borough, string[]>): PlannedLead[] {
  const random = generatorFor(SEED, 'leads');
  const times = Array.from({ length: LEADS }, () => random() * NIGHT).sort((a, b) => a - b);
  return times.map((at, index) => {
    const borough = weighted(random, BOROUGH_SHARES);
    const list = zips.get(borough) ?? [];
    const zip = list[Math.floor(random() * list.length)];
    if (zip === undefined) throw new Error(`No ZIP of ${borough} in private.service_area_zips`);
    const species = [weighted(random, SPECIES_SHARES)];
    if (random() < 0.1) {
      const second = weighted(random, SPECIES_SHARES);
      if (!species.includes(second)) species.push(second);
    }
    return { index, at, borough, zip, species };
  });
}

// ---------------------------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------------------------

/** Linear interpolation between closest ranks (R's type 7). */
function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const low = Math.floor(pos);
  const high = Math.ceil(pos);
  const a = sorted[low] ?? 0;
  const b = sorted[high] ?? 0;
  return a + (b - a) * (pos - low);
}

const fixed = (value: number, digits = 1): string => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const percent = (part: number, whole: number): string => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);

// ---------------------------------------------------------------------------------------------
// The stack of one run
// ---------------------------------------------------------------------------------------------

interface Ready {
  type: 'ready';
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  offerExpiryEveryMs: number;
}
interface SqlResult {
  type: 'result';
  id: number;
  rows?: Record<string, unknown>[];
  error?: string;
}

class Stack {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (rows: Record<string, unknown>[]) => void; reject: (error: Error) => void }>();
  private constructor(
    readonly child: ChildProcess,
    readonly ready: Ready,
  ) {
    child.on('message', (message: unknown) => {
      if (!isResult(message)) return;
      const entry = this.waiting.get(message.id);
      if (!entry) return;
      this.waiting.delete(message.id);
      if (message.error !== undefined) entry.reject(new Error(message.error));
      else entry.resolve(message.rows ?? []);
    });
  }

  static async start(): Promise<Stack> {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'bench-night-server.ts')], {
      env: { ...process.env, BENCH_NIGHT_PORT: String(PORT), BENCH_NIGHT_SPEED: String(SPEED) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ready = await new Promise<Ready>((resolveReady, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the bench's local Supabase exited (${code}) before it was ready`));
      child.once('exit', onExit);
      child.on('message', (message: unknown) => {
        if (isReady(message)) {
          child.off('exit', onExit);
          resolveReady(message);
        }
      });
    });
    return new Stack(child, ready);
  }

  /** SQL as the superuser, between the HTTP requests. */
  sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
    const id = this.nextId++;
    return new Promise<T[]>((resolveRows, reject) => {
      this.waiting.set(id, { resolve: (rows) => resolveRows(rows as T[]), reject });
      this.child.send({ type: 'sql', id, sql: text, params });
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolveExit) => this.child.once('exit', () => resolveExit()));
    this.child.send({ type: 'stop' });
    await exited;
  }
}

function isReady(message: unknown): message is Ready {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'ready';
}
function isResult(message: unknown): message is SqlResult {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'result';
}

interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  data: T | null;
  message: string;
  ms: number;
}

function api(ready: Ready) {
  async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown; prefer?: string; key?: string }): Promise<ApiAnswer<T>> {
    const key = init.key ?? ready.anonKey;
    const started = performance.now();
    const res = await fetch(`${ready.url}${path}`, {
      method: init.method ?? 'POST',
      headers: {
        apikey: key,
        Authorization: `Bearer ${init.token ?? key}`,
        'Content-Type': 'application/json',
        ...(init.prefer ? { Prefer: init.prefer } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    let data: unknown = null;
    if (text) {
      try {
        data = JSON.parse(text) as unknown;
      } catch {
        data = text;
      }
    }
    const message = res.ok ? '' : typeof data === 'object' && data !== null && 'message' in data ? String((data as { message: unknown }).message) : text;
    return { ok: res.ok, status: res.status, data: res.ok ? (data as T) : null, message, ms };
  }
  async function signIn(email: string, password: string): Promise<string> {
    const res = await call<{ access_token: string }>('/auth/v1/token?grant_type=password', { body: { email, password } });
    if (!res.ok || !res.data) throw new Error(`sign-in of ${email}: ${res.status} ${res.message}`);
    return res.data.access_token;
  }
  async function rpc<T>(token: string, name: string, body: Record<string, unknown>): Promise<ApiAnswer<T>> {
    return call<T>(`/rest/v1/rpc/${name}`, { token, body });
  }
  return { call, signIn, rpc };
}

// ---------------------------------------------------------------------------------------------
// New York time (on-call hours are weekly New York hours)
// ---------------------------------------------------------------------------------------------

const NY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  hourCycle: 'h23',
});
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function newYork(ms: number): { weekday: number; date: string; time: string } {
  const parts = Object.fromEntries(NY.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return {
    weekday: WEEKDAYS.indexOf(parts.weekday ?? '') + 1,
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}.${parts.fractionalSecond}`,
  };
}

/** A real interval as weekly New York periods (two when it crosses midnight). */
function weeklyPeriods(fromMs: number, toMs: number): { weekday: number; opens: string; closes: string }[] {
  const from = newYork(fromMs);
  const to = newYork(toMs);
  if (from.date === to.date) return [{ weekday: from.weekday, opens: from.time, closes: to.time }];
  return [
    { weekday: from.weekday, opens: from.time, closes: '23:59:59.999999' },
    { weekday: to.weekday, opens: '00:00', closes: to.time },
  ];
}

// ---------------------------------------------------------------------------------------------
// One night
// ---------------------------------------------------------------------------------------------

interface FunctionStat {
  calls: number;
  total: number;
}

interface RunResult {
  mode: Mode;
  realSeconds: number;
  setupSeconds: number;
  simMinutes: number;
  reported: number;
  firstOffer: number[];
  accepted: number[];
  acceptedWithinHour: number;
  escalated: number;
  escalatedBy: Record<string, number>;
  offersPerPro: number[];
  acceptedPerPro: number[];
  offers: { automatic: number; manual: number; byStatus: Record<string, number> };
  functions: Record<string, FunctionStat>;
  insertMs: number[];
  answers: { accepted: number; declined: number; late: number; ignored: number };
  completed: number;
  dispatcher: { looks: number; offers: number; nobody: number; busyMinutes: number };
  errors: Map<string, number>;
  expirySweepEveryMs: number;
}

const TRACKED = ['bench_night_sim_clock', 'auto_dispatch', 'lead_candidates', 'escalate_lead', 'lead_events_then_auto_dispatch', 'auto_dispatch_waiting', 'run_expire_offers', 'expire_offers', 'offer_lead', 'match_pros', 'accept_offer', 'decline_offer'];

async function night(mode: Mode): Promise<RunResult> {
  const realStart = performance.now();
  const stack = await Stack.start();
  const { call, signIn, rpc } = api(stack.ready);
  const service = stack.ready.serviceRoleKey;
  const errors = new Map<string, number>();
  const fail = (what: string, message: string) => errors.set(`${what}: ${message}`, (errors.get(`${what}: ${message}`) ?? 0) + 1);
  try {
    // -- Set-up (real time; the night has not started) -------------------------------------
    const admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const modeSet = await rpc(admin, 'set_dispatch_mode', { p_mode: mode, p_hours: [] });
    if (!modeSet.ok) throw new Error(`set_dispatch_mode: ${modeSet.message}`);
    const dispatcher = await signIn(DEMO_DISPATCHER.email, DEMO_DISPATCHER.password);

    const proIds: string[] = [];
    const proTokens: string[] = [];
    for (const [i, pro] of PROS.entries()) {
      const email = `bench-night-pro-${String(i + 1).padStart(2, '0')}@example.com`;
      const password = `bench-night-${i + 1}-password`;
      const user = await call<{ id: string }>('/auth/v1/admin/users', { key: service, body: { email, password, email_confirm: true, app_metadata: { bench: true } } });
      if (!user.ok || !user.data) throw new Error(`Could not create ${email}: ${user.message}`);
      const row = await call<{ id: string }[]>('/rest/v1/pros?select=id', {
        key: service,
        prefer: 'return=representation',
        body: {
          user_id: user.data.id,
          business_name: `[Bench] ${pro.name}`,
          contact_name: `Bench Pro ${i + 1}`,
          email,
          phone: `(718) 555-01${String(i + 10).padStart(2, '0')}`,
          license_number: `BENCH-${String(i + 1).padStart(4, '0')}`,
          license_expires_on: '2027-09-30',
          insurance_carrier: '[Bench] Fictional Mutual Insurance',
          insured_through: '2027-06-30',
          boroughs: pro.boroughs,
          species: pro.species,
          credential: pro.credential,
          pesticide_certified: pro.pesticide,
          max_open_jobs: pro.capacity,
        },
      });
      const id = row.data?.[0]?.id;
      if (!row.ok || id === undefined) throw new Error(`Could not create the professional ${pro.name}: ${row.message}`);
      proIds.push(id);
      proTokens.push(await signIn(email, password));
    }
    const proIndex = new Map(proIds.map((id, i) => [id, i]));

    const zipRows = await stack.sql<{ zip: string; borough: Borough }>('select zip, borough from private.service_area_zips order by zip');
    const zips = new Map<Borough, string[]>();
    for (const r of zipRows) zips.set(r.borough, [...(zips.get(r.borough) ?? []), r.zip]);
    const plan = planLeads(zips);

    // The night starts a little after now, so the on-call hours can be written first.
    const t0 = Date.now() + 1_500;
    const realAt = (minute: number): number => t0 + (minute * 60_000) / SPEED;
    const simNow = (): number => ((Date.now() - t0) * SPEED) / 60_000;
    const toSim = (ms: number): number => (ms * SPEED) / 60_000;

    for (const [i, pro] of PROS.entries()) {
      const token = proTokens[i] ?? '';
      const a = pro.availability;
      if (a === undefined || a.kind === 'off_at') continue;
      const body =
        a.kind === 'off'
          ? { p_available: false }
          : {
              p_available: true,
              // A window starting at the night's start opens an hour before it; one ending at
              // its end closes well after the drain.
              p_hours: a.windows.flatMap(([from, to]) => weeklyPeriods(realAt(from === 0 ? -60 : from * NIGHT), realAt(to >= 1 ? NIGHT + DRAIN + 60 : to * NIGHT))),
            };
      const res = await rpc(token, 'set_my_availability', body);
      if (!res.ok) throw new Error(`set_my_availability of ${pro.name}: ${res.message}`);
    }
    // The product's function statistics from here on only.
    await stack.sql('select pg_stat_force_next_flush()');
    await stack.sql('select pg_stat_reset()');
    const setupSeconds = (performance.now() - realStart) / 1000;
    if (Date.now() > t0) fail('set-up', 'the night started before the set-up ended (times are still measured from the database)');

    // -- The night ---------------------------------------------------------------------------
    let over = false;
    const timers = new Set<NodeJS.Timeout>();
    const inflight = new Set<Promise<unknown>>();
    const track = (work: Promise<unknown>): void => {
      const settled = work.catch((error: unknown) => fail('request', error instanceof Error ? error.message : String(error)));
      inflight.add(settled);
      void settled.finally(() => inflight.delete(settled));
    };
    const at = (realMs: number, work: () => Promise<unknown>): void => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!over) track(work());
      }, Math.max(0, realMs - Date.now()));
      timers.add(timer);
    };
    const sleepUntil = (realMs: number): Promise<void> => new Promise((r) => setTimeout(r, Math.max(0, realMs - Date.now())));

    const leadIndex = new Map<string, number>();
    const insertMs: number[] = [];
    const answers = { accepted: 0, declined: 0, late: 0, ignored: 0 };
    let completed = 0;
    const dispatcherStats = { looks: 0, offers: 0, nobody: 0, busyMinutes: 0 };

    // Residents report.
    for (const lead of plan) {
      at(realAt(lead.at), async () => {
        const id = crypto.randomUUID();
        leadIndex.set(id, lead.index);
        const res = await call('/rest/v1/leads', {
          prefer: 'return=minimal',
          body: {
            id,
            source: 'lead_form',
            source_page: '/services/raccoon-removal-nyc',
            name: `Night Resident ${lead.index + 1}`,
            email: `bench-night-resident-${lead.index + 1}@example.com`,
            phone: `(${lead.borough === 'Manhattan' ? '212' : '718'}) 555-${String(lead.index % 10_000).padStart(4, '0')}`,
            property_type: (['Homeowner', 'Business', 'Landlord', 'Other'] as const)[lead.index % 4],
            address: `${lead.index + 1} Bench Street`,
            city: lead.borough === 'Manhattan' ? 'New York' : lead.borough,
            zip: lead.zip,
            description: `Night bench report ${lead.index + 1}: ${lead.species.join(' and ')}.`,
            species: lead.species,
            // 'Text' would need the text-message consent the form records; calls and e-mails do not.
            contact_method: lead.index % 3 === 2 ? 'Email' : 'Call',
          },
        });
        if (res.ok) insertMs.push(res.ms);
        else fail('report', `${res.status} ${res.message}`);
      });
    }

    // A professional switching off part-way through.
    for (const [i, pro] of PROS.entries()) {
      const a = pro.availability;
      if (a?.kind !== 'off_at') continue;
      at(realAt(a.at * NIGHT), async () => {
        const res = await rpc(proTokens[i] ?? '', 'set_my_availability', { p_available: false });
        if (!res.ok) fail('set_my_availability', res.message);
      });
    }

    // Professionals hear of their offers and answer.
    const leadSpecies = (id: string): string => plan[leadIndex.get(id) ?? -1]?.species[0] ?? 'Other';
    function answer(offer: { id: string; lead_id: string; pro_id: string; created_at: string }): void {
      const pro = proIndex.get(offer.pro_id);
      const lead = leadIndex.get(offer.lead_id);
      if (pro === undefined || lead === undefined) {
        fail('offer', 'to an unknown professional or lead');
        return;
      }
      const token = proTokens[pro] ?? '';
      const decision = answerOf(pro, lead);
      if (decision.kind === 'ignore') {
        answers.ignored += 1;
        return;
      }
      const when = Date.parse(offer.created_at) + (decision.after * 60_000) / SPEED;
      at(when, async () => {
        const res =
          decision.kind === 'accept'
            ? await rpc(token, 'accept_offer', { p_offer_id: offer.id })
            : await rpc(token, 'decline_offer', { p_offer_id: offer.id, p_reason: decision.reason });
        if (!res.ok) {
          if (/expired|already/.test(res.message)) answers.late += 1;
          else fail(decision.kind, res.message);
          return;
        }
        if (decision.kind === 'decline') {
          answers.declined += 1;
          return;
        }
        answers.accepted += 1;
        at(Date.now() + (decision.jobMinutes * 60_000) / SPEED, async () => {
          const done = await rpc(token, 'complete_lead', {
            p_lead_id: offer.lead_id,
            p_service_date: newYork(Date.now()).date,
            p_species: leadSpecies(offer.lead_id),
            p_animal_count: 1,
            p_method: 'Live trap',
            p_disposition: 'Released on site',
          });
          if (done.ok) completed += 1;
          else fail('complete_lead', done.message);
        });
      });
    }
    const seen = new Set<string>();
    const watchOffers = (async () => {
      while (!over) {
        const rows = await stack.sql<{ id: string; lead_id: string; pro_id: string; created_at: string }>(
          `select id, lead_id, pro_id, created_at from public.lead_offers where status = 'open'`,
        );
        for (const row of rows) {
          if (seen.has(row.id)) continue;
          seen.add(row.id);
          answer({ ...row, created_at: new Date(row.created_at).toISOString() });
        }
        await sleepUntil(Date.now() + 100);
      }
    })();

    // Run B's dispatcher.
    const desk =
      mode === 'off'
        ? (async () => {
            let nextLook = t0;
            while (!over) {
              await sleepUntil(nextLook);
              if (over) break;
              const lookStarted = Date.now();
              dispatcherStats.looks += 1;
              const queue = await rpc<{ id: string }[]>(dispatcher, 'dispatch_queue', { p_statuses: ['new'], p_limit: 500 });
              if (!queue.ok) fail('dispatch_queue', queue.message);
              for (const lead of queue.data ?? []) {
                if (over) break;
                const opened = Date.now();
                const matches = await rpc<{ pro_id: string; not_automatic_because: string[] | null }[]>(dispatcher, 'match_pros', { p_lead_id: lead.id });
                if (!matches.ok) fail('match_pros', matches.message);
                const pick = (matches.data ?? []).find((m) => (m.not_automatic_because ?? []).length === 0);
                if (!pick) {
                  dispatcherStats.nobody += 1;
                  await sleepUntil(opened + (0.5 * 60_000) / SPEED);
                  continue;
                }
                await sleepUntil(opened + (DISPATCHER_MINUTES * 60_000) / SPEED);
                if (over) break;
                const offered = await rpc(dispatcher, 'offer_lead', { p_lead_id: lead.id, p_pro_id: pick.pro_id });
                if (offered.ok) dispatcherStats.offers += 1;
                else fail('offer_lead', offered.message);
              }
              dispatcherStats.busyMinutes += toSim(Date.now() - lookStarted);
              nextLook = Math.max(lookStarted + (DISPATCHER_EVERY * 60_000) / SPEED, Date.now());
            }
          })()
        : Promise.resolve();

    // Until the night is over and nothing waits (or the drain runs out).
    for (;;) {
      await sleepUntil(Date.now() + 500);
      const sim = simNow();
      if (sim < NIGHT) continue;
      if (sim >= NIGHT + DRAIN) break;
      const [left] = await stack.sql<{ n: number }>(
        `select count(*)::int as n from public.leads
          where status = 'offered' or (status = 'new' and needs_person_at is null)`,
      );
      if ((left?.n ?? 0) === 0 && leadIndex.size === plan.length) break;
    }
    over = true;
    const simMinutes = simNow();
    for (const timer of timers) clearTimeout(timer);
    await Promise.all([watchOffers, desk]);
    await Promise.allSettled([...inflight]);

    // -- What happened -----------------------------------------------------------------------
    await stack.sql('select pg_stat_force_next_flush()');
    const leads = await stack.sql<{ id: string; created_at: string; needs_person_reason: string | null; first_offer: string | null; accepted_at: string | null }>(
      `select l.id, l.created_at, l.needs_person_reason,
              (select min(o.created_at) from public.lead_offers o where o.lead_id = l.id) as first_offer,
              (select min(o.responded_at) from public.lead_offers o where o.lead_id = l.id and o.status = 'accepted') as accepted_at
         from public.leads l`,
    );
    const ms = (value: string): number => new Date(value).getTime();
    const firstOffer = leads.filter((l) => l.first_offer !== null).map((l) => toSim(ms(l.first_offer ?? '') - ms(l.created_at)));
    const accepted = leads.filter((l) => l.accepted_at !== null).map((l) => toSim(ms(l.accepted_at ?? '') - ms(l.created_at)));
    const escalatedBy: Record<string, number> = {};
    for (const l of leads) if (l.needs_person_reason) escalatedBy[l.needs_person_reason] = (escalatedBy[l.needs_person_reason] ?? 0) + 1;

    const perPro = await stack.sql<{ id: string; offers: number; accepted: number }>(
      `select p.id, count(o.id)::int as offers, (count(o.id) filter (where o.status = 'accepted'))::int as accepted
         from public.pros p left join public.lead_offers o on o.pro_id = p.id group by p.id`,
    );
    const offersOf = new Map(perPro.map((r) => [r.id, r]));
    const statusRows = await stack.sql<{ status: string; automatic: boolean; n: number }>(
      'select status, automatic, count(*)::int as n from public.lead_offers group by 1, 2',
    );
    const byStatus: Record<string, number> = {};
    let automatic = 0;
    let manual = 0;
    for (const r of statusRows) {
      byStatus[r.status] = (byStatus[r.status] ?? 0) + r.n;
      if (r.automatic) automatic += r.n;
      else manual += r.n;
    }
    const fnRows = await stack.sql<{ funcname: string; calls: number; total: number }>(
      `select funcname, calls::float8 as calls, total_time::float8 as total
         from pg_stat_user_functions where schemaname = 'private' and funcname = any ($1)`,
      [TRACKED],
    );
    const functions: Record<string, FunctionStat> = {};
    for (const r of fnRows) functions[r.funcname] = { calls: r.calls, total: r.total };

    return {
      mode,
      realSeconds: (performance.now() - realStart) / 1000,
      setupSeconds,
      simMinutes,
      reported: leads.length,
      firstOffer,
      accepted,
      acceptedWithinHour: accepted.filter((m) => m <= 60).length,
      escalated: leads.filter((l) => l.needs_person_reason !== null).length,
      escalatedBy,
      offersPerPro: proIds.map((id) => offersOf.get(id)?.offers ?? 0),
      acceptedPerPro: proIds.map((id) => offersOf.get(id)?.accepted ?? 0),
      offers: { automatic, manual, byStatus },
      functions,
      insertMs,
      answers,
      completed,
      dispatcher: dispatcherStats,
      errors,
      expirySweepEveryMs: stack.ready.offerExpiryEveryMs,
    };
  } finally {
    await stack.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------------

/**
 * A function's total time without the bench's own clock trigger inside it (it runs once per
 * offer inserted, inside auto_dispatch and offer_lead; a few microseconds, but not the product's).
 */
function productTotal(r: RunResult, name: string, offers: number): number {
  const clock = r.functions.bench_night_sim_clock;
  const perOffer = clock && clock.calls > 0 ? clock.total / clock.calls : 0;
  return (r.functions[name]?.total ?? 0) - perOffer * offers;
}

function perCall(r: RunResult, name: string): string {
  const f = r.functions[name];
  return f && f.calls > 0 ? `${fixed(f.total / f.calls, 2)} ms × ${f.calls}` : '—';
}

function report(results: RunResult[]): void {
  const columns = results.map((r) => (r.mode === 'always' ? 'Always (automatic, nobody staffed)' : `Off + simulated dispatcher (looks every ${DISPATCHER_EVERY} min, ${DISPATCHER_MINUTES} min a lead)`));
  const rows: [string, (r: RunResult) => string][] = [
    ['leads reported', (r) => String(r.reported)],
    ['report → first offer, median / p90 (sim min)', (r) => `${fixed(quantile(r.firstOffer, 0.5))} / ${fixed(quantile(r.firstOffer, 0.9))} (${r.firstOffer.length} of ${r.reported} offered)`],
    ['report → acceptance, median / p90 (sim min)', (r) => `${fixed(quantile(r.accepted, 0.5))} / ${fixed(quantile(r.accepted, 0.9))} (${r.accepted.length} of ${r.reported} accepted, ${percent(r.accepted.length, r.reported)})`],
    ['accepted within 60 sim min of the report', (r) => `${r.acceptedWithinHour} (${percent(r.acceptedWithinHour, r.reported)})`],
    [
      'escalated (leads.needs_person_at set)',
      (r) =>
        r.mode === 'off'
          ? `${r.escalated} (${percent(r.escalated, r.reported)}; Off never escalates)`
          : `${r.escalated} (${percent(r.escalated, r.reported)}): ${Object.entries(r.escalatedBy).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`,
    ],
    ['offers made: automatic / by a dispatcher', (r) => `${r.offers.automatic} / ${r.offers.manual}`],
    ['offers ended: accepted / declined / expired / withdrawn / still open', (r) => ['accepted', 'declined', 'expired', 'withdrawn', 'open'].map((s) => r.offers.byStatus[s] ?? 0).join(' / ')],
    ['offers per professional, min / median / max (25)', (r) => `${Math.min(...r.offersPerPro)} / ${fixed(quantile(r.offersPerPro, 0.5), 0)} / ${Math.max(...r.offersPerPro)}`],
    [
      'DB time per automatic offer (private.auto_dispatch total_time ÷ automatic offers)',
      (r) => {
        const f = r.functions.auto_dispatch;
        if (!f) return '—';
        return r.offers.automatic > 0
          ? `**${fixed(productTotal(r, 'auto_dispatch', r.offers.automatic) / r.offers.automatic, 2)} ms** (${f.calls} calls, ${fixed(f.total, 0)} ms in all)`
          : `— (${f.calls} calls returned at the mode check: ${fixed(f.total / Math.max(1, f.calls), 3)} ms each)`;
      },
    ],
    ['private.lead_candidates per call (inside auto_dispatch in A, inside match_pros in B)', (r) => perCall(r, 'lead_candidates')],
    [
      "DB time per dispatcher's offer (offer_lead + match_pros ÷ offers)",
      (r) => {
        const offer = r.functions.offer_lead;
        const match = r.functions.match_pros;
        if (!offer || r.offers.manual === 0) return '—';
        return `${fixed((productTotal(r, 'offer_lead', r.offers.manual) + (match?.total ?? 0)) / r.offers.manual, 2)} ms (offer_lead ${perCall(r, 'offer_lead')}, match_pros ${perCall(r, 'match_pros')})`;
      },
    ],
    ['report POST /rest/v1/leads, median / p90 (real ms, incl. the automatic offer in A)', (r) => `${fixed(quantile(r.insertMs, 0.5))} / ${fixed(quantile(r.insertMs, 0.9))}`],
    ['expiry sweep (private.run_expire_offers), per run', (r) => `${perCall(r, 'run_expire_offers')} (every ${r.expirySweepEveryMs} ms real)`],
    ['professionals answered: accepted / declined / too late / never', (r) => `${r.answers.accepted} / ${r.answers.declined} / ${r.answers.late} / ${r.answers.ignored}`],
    ['jobs completed (capacity freed)', (r) => String(r.completed)],
    [
      'dispatcher: looks at the queue / offers / leads with nobody to offer / busy',
      (r) =>
        r.mode === 'off'
          ? `${r.dispatcher.looks} / ${r.dispatcher.offers} / ${r.dispatcher.nobody} / ${fixed(r.dispatcher.busyMinutes, 0)} sim min (${percent(r.dispatcher.busyMinutes, r.simMinutes)} of the run)`
          : '—',
    ],
    ['simulated minutes run (night + drain)', (r) => fixed(r.simMinutes, 0)],
    ['real duration (set-up + night)', (r) => `${fixed(r.realSeconds, 0)} s (${fixed(r.setupSeconds, 0)} s + ${fixed(r.realSeconds - r.setupSeconds, 0)} s)`],
  ];
  console.log(`\n| measure | ${columns.join(' | ')} |`);
  console.log(`| --- | ${columns.map(() => '---').join(' | ')} |`);
  for (const [label, value] of rows) console.log(`| ${label} | ${results.map(value).join(' | ')} |`);

  console.log('\nPer professional (offers, accepted) in each run:\n');
  console.log(`| # | professional | behaviour | capacity | availability | ${results.map((r) => (r.mode === 'always' ? 'Always' : 'Off')).join(' | ')} |`);
  console.log(`| --- | --- | --- | --- | --- | ${results.map(() => '---').join(' | ')} |`);
  for (const [i, pro] of PROS.entries()) {
    const a = pro.availability;
    const availability =
      a === undefined ? 'all night' : a.kind === 'off' ? 'switched off' : a.kind === 'off_at' ? `off at ${fixed(a.at * HOURS)} h` : `on call ${a.windows.map(([f, t]) => `${fixed(f * HOURS)}-${fixed(t * HOURS)} h`).join(', ')}`;
    console.log(`| ${i + 1} | ${pro.name} | ${pro.behaviour} | ${pro.capacity} | ${availability} | ${results.map((r) => `${r.offersPerPro[i] ?? 0}, ${r.acceptedPerPro[i] ?? 0}`).join(' | ')} |`);
  }
  for (const r of results) {
    if (r.errors.size === 0) continue;
    console.log(`\nUnexpected answers in ${r.mode}:`);
    for (const [message, n] of r.errors) console.log(`  ${n} × ${message}`);
  }
}

const cpu = cpus();
console.log(
  `bench:night — ${LEADS} reports over ${HOURS} simulated hours, 25 professionals; speed ${SPEED}× (1 simulated minute = ${fixed(60_000 / SPEED, 0)} ms; automatic window 20 min = ${fixed((20 * 60) / SPEED, 1)} s, a dispatcher's 60 min = ${fixed((60 * 60) / SPEED, 1)} s); seed ${SEED}.`,
);
console.log(`Machine: ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length}, ${platform()} ${release()}, Node ${process.version}.`);
console.log(`Baseline dispatcher: looks every ${DISPATCHER_EVERY} sim min, ${DISPATCHER_MINUTES} sim min a lead offered; runs drain up to ${DRAIN} sim min after the night. Times in simulated minutes unless marked real.`);
const started = performance.now();
const results: RunResult[] = [];
for (const mode of ['always', 'off'] as const) {
  if (ONLY !== undefined && ONLY !== mode) continue;
  console.log(`\nRun ${mode === 'always' ? 'A: automatic dispatch Always' : 'B: Off, a simulated dispatcher'}…`);
  const result = await night(mode);
  console.log(`  done in ${fixed(result.realSeconds, 0)} s real (${fixed(result.simMinutes, 0)} simulated minutes).`);
  results.push(result);
}
report(results);
console.log(`\nWhole bench: ${fixed((performance.now() - started) / 1000, 0)} s real.`);
