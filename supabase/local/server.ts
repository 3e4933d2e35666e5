/**
 * The local Supabase: one node:http server answering like the Supabase CLI's gateway on
 * http://127.0.0.1:54321 — `/rest/v1` (PostgREST), `/auth/v1` (GoTrue), `/storage/v1`
 * (storage-api), `/functions/v1` (Edge Functions run by Deno: functions.ts) — over an embedded
 * PGlite database, plus GET /test-checkout.
 *
 *   const sb = await startLocalSupabase({ port: 0 });   // in memory, random port
 *   createClient(sb.url, sb.anonKey) …
 *   await sb.stop();
 *
 * Requests are served one at a time (PGlite is a single connection); each one runs in its own
 * transaction with the caller's role and claims, so Postgres enforces grants and RLS.
 */
import type { PGlite } from '@electric-sql/pglite';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthLimiter, handleAuth } from './auth.ts';
import { handleTestCheckout, handleTestCheckoutPay } from './checkout.ts';
import { openDatabase } from './database.ts';
import {
  BodyTooLarge,
  FairQueue,
  corsHeaders,
  decodablePath,
  jsonTooDeep,
  json,
  MAX_JSON_DEPTH,
  preflightHeaders,
  readBody,
  type LocalRequest,
  type LocalResponse,
} from './http.ts';
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from './keys.ts';
import { SchemaCache, handleRest } from './rest.ts';
import nodemailer from 'nodemailer';
import { authLimits, authRedirectUrls, authSiteUrl, beforeUserCreatedHookSetting, emailConfirmationsSetting, type AuthLimits } from './config.ts';
import { FunctionsRuntime, readFunctionSecrets } from './functions.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';
import { handleStorage, prepareUpload } from './storage.ts';

export interface LocalSupabaseOptions {
  /** Port to listen on; 0 = a free random port. Default 54321. */
  port?: number;
  /** Host to bind. Default 127.0.0.1. */
  host?: string;
  /** PGlite data directory; undefined = in memory. */
  dataDir?: string;
  /** Where the test checkout's Pay button returns. Default env LOCAL_SITE_URL or http://localhost:4173. */
  siteUrl?: string;
  /** [auth] enable_anonymous_sign_ins. Default true (as in supabase/config.toml). */
  enableAnonymousSignIns?: boolean;
  /** Extra migration files applied after supabase/migrations (tests). */
  extraMigrations?: string[];
  /** Progress lines. */
  log?: (line: string) => void;
  /** Minutes an offer stays open (private.dispatch_settings). Default env OFFER_TTL_MINUTES, else the database's 60. */
  offerTtlMinutes?: number;
  /** How often expired offers are returned to the queue. Default 30 s. */
  offerExpiryEveryMs?: number;
  /**
   * How often the local stack invokes the deliver-notifications function (a hosted project's
   * pg_cron job). Default 5 s; null = never by itself (tests invoke it when they want).
   */
  deliverEveryMs?: number | null;
  /** How often abandoned unverified uploads are deleted (the cleanup-uploads function). Default 10 minutes. */
  cleanupUploadsEveryMs?: number;
  /**
   * Auth settings over supabase/config.toml (tests of the Auth contract itself run a project with
   * open e-mail sign-ups: no before-user-created hook, no confirmations).
   */
  auth?: { beforeUserCreatedHook?: string | null; enableConfirmations?: boolean };
  /** How often professionals still without an account are retried (pro-account). Default 30 s. */
  proAccountEveryMs?: number;
  /** Secrets of the Edge Functions over supabase/functions/.env (tests: another inbox, a short timeout). */
  functionSecrets?: Record<string, string>;
  /** Rows of private.notification_settings to set at start (tests: limits, retry timing). */
  notificationSettings?: Partial<NotificationSettings>;
  /** Auth limits over supabase/config.toml's (tests; env LOCAL_AUTH_LIMITS for the browser tests). */
  authLimits?: Partial<AuthLimits>;
}

/** LOCAL_AUTH_LIMITS='{"signInSignUpsPer5Min":100000}' (the browser suite signs in many times from one address). */
export function authLimitsFromEnv(text = process.env.LOCAL_AUTH_LIMITS): Partial<AuthLimits> {
  if (!text) return {};
  const parsed = JSON.parse(text) as Record<string, unknown>;
  const known = Object.keys(authLimits());
  for (const [key, value] of Object.entries(parsed)) {
    if (!known.includes(key) || typeof value !== 'number') throw new Error(`LOCAL_AUTH_LIMITS: unknown or non-numeric setting ${key}`);
  }
  return parsed as Partial<AuthLimits>;
}

/** The tunable columns of private.notification_settings. */
export interface NotificationSettings {
  dispatch_inbox: string | null;
  max_attempts: number;
  retry_base_seconds: number;
  lease_seconds: number;
  confirmations_per_recipient_per_day: number;
  leads_per_client_per_hour: number;
  applications_per_client_per_hour: number;
  open_drafts_per_owner: number;
  newsletter_signups_per_client_per_hour: number;
  confirmations_per_domain_per_day: number;
  confirmations_per_day: number;
  /** Past a per-client limit, requests with a solved challenge are taken up to this many an hour. */
  requests_with_challenge_per_client_per_hour: number;
  /** The largest secret number of a challenge (the browser's work is about half of it in hashes). */
  challenge_max_number: number;
  challenge_ttl_seconds: number;
}

const NOTIFICATION_SETTING_NAMES: ReadonlyArray<keyof NotificationSettings> = [
  'dispatch_inbox', 'max_attempts', 'retry_base_seconds', 'lease_seconds', 'confirmations_per_recipient_per_day',
  'leads_per_client_per_hour', 'applications_per_client_per_hour', 'open_drafts_per_owner', 'newsletter_signups_per_client_per_hour',
  'confirmations_per_domain_per_day', 'confirmations_per_day',
  'requests_with_challenge_per_client_per_hour', 'challenge_max_number', 'challenge_ttl_seconds',
];

/** LOCAL_NOTIFICATION_SETTINGS='{"leads_per_client_per_hour":1000}' (the e2e suite's many reports). */
export function notificationSettingsFromEnv(text = process.env.LOCAL_NOTIFICATION_SETTINGS): Partial<NotificationSettings> {
  if (!text) return {};
  const parsed = JSON.parse(text) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!(NOTIFICATION_SETTING_NAMES as readonly string[]).includes(key)) throw new Error(`LOCAL_NOTIFICATION_SETTINGS: unknown setting ${key}`);
    out[key] = value;
  }
  return out as Partial<NotificationSettings>;
}

export interface LocalSupabase {
  /** API URL, e.g. http://127.0.0.1:54321 */
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** The test checkout page. */
  checkoutUrl: string;
  db: PGlite;
  /** Run SQL as the superuser between requests (queued with them). */
  runExclusive<T>(fn: (db: PGlite) => Promise<T>): Promise<T>;
  /** The periodic jobs pg_cron runs on a hosted project (offer expiry, delivery, …). */
  scheduler: Scheduler;
  /** The Edge Functions (Deno processes). */
  functions: FunctionsRuntime;
  /** The auth limits in force and their counters. */
  authLimiter: AuthLimiter;
  /** HTTP requests received in full and not yet answered (waiting for the database, using it, or hashing). */
  pending(): number;
  /** Stop accepting requests, then close the database. */
  stop(): Promise<void>;
}

/**
 * Largest request body of the Data API, Auth, Functions and the test checkout: 1 MiB, the
 * default body limit of an nginx gateway, a hundred times the largest row the forms send (an
 * application is under 10 KB). Storage uploads keep the CLI's file_size_limit default (50 MiB);
 * each bucket's own limit is checked by storage.ts (docs/supabase-wire.md#limits).
 */
export const MAX_API_BODY_BYTES = 1024 * 1024;
export const MAX_UPLOAD_BODY_BYTES = 50 * 1024 * 1024;
/**
 * Requests waiting for the database (or using it) at most; past it the gateway answers 503 with
 * Retry-After, which supabase-js retries for reads (docs/supabase-wire.md#limits).
 */
export const MAX_WAITING_REQUESTS = 200;
/**
 * Requests of one client (one address; an IPv6 client is its /64) waiting for the database or
 * using it at most: half the whole, so one client never fills the queue; past it that client
 * gets 503 with Retry-After while the others are served (docs/supabase-wire.md#limits).
 */
export const MAX_WAITING_PER_CLIENT = MAX_WAITING_REQUESTS / 2;

/** The key a client's requests are counted and taken in turn by: its address, an IPv6 one's /64. */
export function clientKey(remoteAddress: string | undefined): string {
  const address = (remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!address.includes(':')) return address || 'unknown';
  // Expand "::" and keep the first four groups (the /64).
  const [head = '', tail = ''] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
/**
 * Open client connections at most (idle keep-alive ones included); past it a new connection is
 * closed as soon as it is accepted, before anything is read (docs/supabase-wire.md#limits).
 */
export const MAX_CONNECTIONS = 1_000;

function tooManyWaiting(): LocalResponse {
  return json(503, { message: 'Too many requests are waiting for the database; try again shortly.' }, { 'Retry-After': '1' });
}

/**
 * How long a refused request's connection stays open, its answer sent and our side closed, while
 * what the client still sends is read and dropped (nginx's lingering close does the same).
 */
export const LINGER_MS = 5_000;

/**
 * Answers before the body is read, then closes the connection so the client stops sending it.
 * The close lingers: the answer goes out with our side's FIN, and the bytes the client is still
 * sending are read and dropped until it closes too (or LINGER_MS). A socket closed with bytes
 * unread is reset instead, and a client that had not yet read the answer would lose it (a write
 * error, EPIPE or ECONNRESET, in place of the 413).
 */
function refuseEarly(res: ServerResponse, req: IncomingMessage, out: LocalResponse): void {
  const socket = req.socket;
  // Node's server closes a `Connection: close` connection itself once the answer is written
  // (socket.destroySoon(): end, then destroy at once); this connection lingers instead.
  let lingering = false;
  socket.destroySoon = () => {
    if (lingering || socket.destroyed) return;
    lingering = true;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once('close', () => clearTimeout(timer));
    socket.once('end', () => socket.destroy());
    socket.end();
    // Read on, dropping it: the request (paused at the limit) and the socket under it.
    req.removeAllListeners('data');
    req.resume();
    socket.resume();
  };
  send(res, req, { ...out, headers: { ...(out.headers ?? {}), Connection: 'close' } });
  res.once('finish', () => socket.destroySoon());
}

function send(res: ServerResponse, req: IncomingMessage, out: LocalResponse): void {
  // A response's own header wins over the default CORS header of the same name, whatever its
  // case (an Edge Function sends its own Access-Control-Allow-Origin, as on a hosted project).
  const own = out.headers ?? {};
  const ownNames = new Set(Object.keys(own).map((name) => name.toLowerCase()));
  const cors = Object.entries(corsHeaders(req.headers)).filter(([name]) => !ownNames.has(name.toLowerCase()));
  const headers: Record<string, string> = { ...Object.fromEntries(cors), ...own };
  const body = out.body ?? '';
  if (out.status !== 204 && out.status !== 304 && headers['Content-Length'] === undefined) {
    headers['Content-Length'] = String(Buffer.byteLength(body));
  }
  res.writeHead(out.status, headers);
  res.end(out.status === 204 ? undefined : body);
}

export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const log = options.log ?? (() => undefined);
  const { db, limits } = await openDatabase({
    ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
    ...(options.extraMigrations !== undefined ? { extraMigrations: options.extraMigrations } : {}),
    log,
  });
  const schema = new SchemaCache(db);
  await schema.reload();
  const queue = new FairQueue();
  /** HTTP requests waiting for the database or using it, in all and per client. */
  let waiting = 0;
  const waitingOf = new Map<string, number>();
  const busy = (client: string): boolean => waiting >= MAX_WAITING_REQUESTS || (waitingOf.get(client) ?? 0) >= MAX_WAITING_PER_CLIENT;
  /**
   * One request's turn on the database. Afterwards its deadline is withdrawn, and a transaction
   * its handler left open (a cancel that landed on its COMMIT or ROLLBACK) is rolled back, so
   * the next request starts clean.
   */
  async function runOnDatabase<T>(fn: () => Promise<T>, client = 'internal'): Promise<T> {
    return queue.run(client, async () => {
      try {
        return await fn();
      } finally {
        limits.deadline.disarm();
        if (db.isInTransaction()) await db.exec('rollback');
      }
    });
  }
  const ttl = options.offerTtlMinutes ?? (process.env.OFFER_TTL_MINUTES ? Number(process.env.OFFER_TTL_MINUTES) : undefined);
  if (ttl !== undefined) {
    if (!Number.isInteger(ttl) || ttl < 1 || ttl > 1440) throw new Error(`OFFER_TTL_MINUTES must be a whole number of minutes from 1 to 1440, not ${ttl}`);
    await db.query('update private.dispatch_settings set offer_ttl_minutes = $1, updated_at = now()', [ttl]);
  }
  const scheduler = createScheduler(log);
  scheduler.add({
    name: 'expire-offers',
    everyMs: options.offerExpiryEveryMs ?? 30_000,
    // The same call as the hosted pg_cron job (it records its run for the service's health).
    run: () => runOnDatabase(() => db.query('select private.run_expire_offers()')),
  });
  // What the hosted daily job does: per-connection counts older than a day are deleted.
  scheduler.add({
    name: 'retention',
    everyMs: 3_600_000,
    run: () => runOnDatabase(() => db.query('select private.run_retention()')),
  });
  // The local schedules start with this server: a job never run is judged from now
  // (private.service_health), not from when the database was first created.
  await db.query('update private.scheduled_jobs set installed_at = now()');
  const settings = { ...notificationSettingsFromEnv(), ...(options.notificationSettings ?? {}) };
  for (const [column, value] of Object.entries(settings)) {
    if (!(NOTIFICATION_SETTING_NAMES as readonly string[]).includes(column)) throw new Error(`Unknown notification setting ${column}`);
    await db.query(`update private.notification_settings set ${column} = $1, updated_at = now()`, [value]);
  }
  const siteUrl = (options.siteUrl ?? process.env.LOCAL_SITE_URL ?? authSiteUrl()).replace(/\/+$/, '');
  const host = options.host ?? '127.0.0.1';
  let publicUrl = '';
  const functions = new FunctionsRuntime({
    env: {
      get SUPABASE_URL() {
        return publicUrl;
      },
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      // The legacy JWT secret the functions verify callers' tokens with (_shared/caller.ts).
      JWT_SECRET,
    },
    secrets: { SITE_URL: siteUrl, ...(options.functionSecrets ?? {}) },
    log,
  });
  // The auth e-mails (one-time codes, magic links) go through the same SMTP server as the
  // functions' e-mails: the local inbox.
  const secrets: Record<string, string> = { ...readFunctionSecrets(), ...(options.functionSecrets ?? {}) };
  const smtp = nodemailer.createTransport({
    host: secrets.SMTP_HOST ?? '127.0.0.1',
    port: Number(secrets.SMTP_PORT ?? '54325'),
    secure: secrets.SMTP_SECURE === 'true',
    ...(secrets.SMTP_USER ? { auth: { user: secrets.SMTP_USER, pass: secrets.SMTP_PASSWORD ?? '' } } : {}),
  });
  const authMailer = async (mail: { to: string; subject: string; text: string; html: string }): Promise<void> => {
    await smtp.sendMail({ from: secrets.SMTP_FROM ?? 'no-reply@localhost.test', ...mail });
  };
  const redirectUrls = authRedirectUrls();
  const authLimiter = new AuthLimiter({ ...authLimits(), ...authLimitsFromEnv(), ...(options.authLimits ?? {}) });
  const beforeUserCreatedHook = options.auth?.beforeUserCreatedHook !== undefined ? options.auth.beforeUserCreatedHook : beforeUserCreatedHookSetting();
  const enableConfirmations = options.auth?.enableConfirmations ?? emailConfirmationsSetting();

  // What a hosted project's pg_cron + pg_net job does: POST the delivery function with the
  // service role key (README "Notifications on a hosted project").
  // The scheduler presents its own secret (SCHEDULER_SECRET) as well as the service role key.
  async function invokeScheduled(name: string): Promise<void> {
    const response = await fetch(`${publicUrl}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        'Content-Type': 'application/json',
        ...(secrets.SCHEDULER_SECRET ? { 'x-scheduler-secret': secrets.SCHEDULER_SECRET } : {}),
      },
      body: '{}',
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  const invokeDelivery = (): Promise<void> => invokeScheduled('deliver-notifications');
  if (options.deliverEveryMs !== null) {
    scheduler.add({ name: 'deliver-notifications', everyMs: options.deliverEveryMs ?? 5_000, run: invokeDelivery });
  }
  // What the hosted pg_cron job does every 10 minutes: delete abandoned unverified uploads
  // through the cleanup-uploads function (README "Scheduled jobs").
  scheduler.add({ name: 'cleanup-uploads', everyMs: options.cleanupUploadsEveryMs ?? 600_000, run: () => invokeScheduled('cleanup-uploads') });
  // Professionals approved without an account yet (the console's call did not get through):
  // the pro-account function retries them. The function starts only when one is waiting.
  scheduler.add({
    name: 'pro-account',
    everyMs: options.proAccountEveryMs ?? 30_000,
    run: async () => {
      const waiting = await runOnDatabase(() =>
        db.query<{ n: number }>('select count(*)::int as n from public.pros where user_id is null and account_conflict_at is null and not is_demo'),
      );
      // Nothing waiting: the run is done (the hosted job calls the function, which finds nothing).
      if ((waiting.rows[0]?.n ?? 0) > 0) await invokeScheduled('pro-account');
      else await runOnDatabase(() => db.query(`select private.job_succeeded('pro-account')`));
    },
  });
  const enableAnonymousSignIns = options.enableAnonymousSignIns ?? true;

  /** Refuses what each service refuses before reading it: an undecodable path, JSON nested too deep. */
  function badInput(req: LocalRequest): LocalResponse | null {
    const p = req.url.pathname;
    const service = p.startsWith('/storage/') ? 'storage' : p.startsWith('/auth/') ? 'auth' : 'rest';
    const problem = !decodablePath(p)
      ? 'The path has a malformed percent-encoding.'
      : req.body.length > 0 && /json/i.test(String(req.headers['content-type'] ?? '')) && jsonTooDeep(req.body.toString('utf8'))
        ? `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`
        : null;
    if (problem === null) return null;
    if (service === 'storage') return json(400, { statusCode: '400', error: 'InvalidRequest', message: problem });
    if (service === 'auth') return json(400, { code: 'bad_json', message: `Could not parse request: ${problem}` });
    return decodablePath(p)
      ? json(400, { code: 'PGRST102', details: null, hint: null, message: `Empty or invalid json. ${problem}` })
      : json(400, { code: 'PGRST100', details: null, hint: null, message: problem });
  }

  async function route(req: LocalRequest): Promise<LocalResponse> {
    const p = req.url.pathname;
    const refused = badInput(req);
    if (refused) return refused;
    if (p === '/rest/v1' || p.startsWith('/rest/v1/')) {
      return handleRest({ ...req, path: p.slice('/rest/v1'.length) || '/' }, { db, schema });
    }
    if (p === '/storage/v1' || p.startsWith('/storage/v1/')) {
      return handleStorage({ ...req, path: p.slice('/storage/v1'.length) || '/' }, { db });
    }
    if (p === '/test-checkout' && (req.method === 'GET' || req.method === 'HEAD')) {
      return handleTestCheckout(req, siteUrl);
    }
    if (p === '/test-checkout/pay' && req.method === 'POST') {
      return handleTestCheckoutPay(req, { siteUrl, functionsUrl: `${publicUrl}/functions/v1`, secrets: options.functionSecrets ?? {} });
    }
    if (p === '/' || p === '/health') {
      return json(200, { name: 'local Supabase', rest: '/rest/v1', auth: '/auth/v1', storage: '/storage/v1' });
    }
    return json(404, { message: 'no Route matched with those values' });
  }

  /**
   * Auth is called outside the queue: it takes the database's turn only for its transaction, so
   * password hashing and checking (scrypt, ~tens of ms) never hold other requests up.
   */
  async function routeAuth(req: LocalRequest, client: string): Promise<LocalResponse> {
    const refused = badInput(req);
    if (refused) return refused;
    return handleAuth(
      { ...req, path: req.url.pathname.slice('/auth/v1'.length) || '/' },
      {
        db,
        issuer: () => `${publicUrl}/auth/v1`,
        enableAnonymousSignIns,
        mailer: authMailer,
        siteUrl,
        redirectUrls,
        limiter: authLimiter,
        onDatabase: (work) => runOnDatabase(work, client),
        beforeUserCreatedHook,
        enableConfirmations,
      },
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse, pathname: string, fn: RegExpExecArray | null): Promise<void> {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(200, { ...preflightHeaders(req.headers), 'Content-Length': '0' });
        res.end();
        return;
      }
      const storage = pathname.startsWith('/storage/');
      let body: Buffer;
      try {
        body = await readBody(req, storage ? MAX_UPLOAD_BODY_BYTES : MAX_API_BODY_BYTES);
      } catch (error) {
        // The client went away while sending: nobody to answer.
        if (req.destroyed && !(error instanceof BodyTooLarge)) return;
        if (!(error instanceof BodyTooLarge)) throw error;
        // Storage answers its own way; for the others, what the gateway's request size limit says.
        refuseEarly(res, req, storage
          ? json(413, { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' })
          : json(413, { message: 'Request size limit exceeded' }));
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      // As the API gateway does: the client's address appended to x-forwarded-for (the
      // database's rate limits read the last entry). Not behind Cloudflare, so a
      // cf-connecting-ip sent by the client is not passed on.
      const headers = { ...req.headers };
      delete headers['cf-connecting-ip'];
      const remote = req.socket.remoteAddress ?? '';
      const forwarded = typeof headers['x-forwarded-for'] === 'string' ? headers['x-forwarded-for'] : '';
      headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${remote}` : remote;
      const local: LocalRequest = {
        method: (req.method ?? 'GET').toUpperCase(),
        url,
        path: url.pathname,
        headers,
        body,
      };
      if (fn) {
        send(res, req, await functions.handle(local, fn[1] ?? '', fn[2] ?? ''));
        return;
      }
      // Counted once the body has arrived: a client sending slowly holds no place.
      const client = clientKey(req.socket.remoteAddress);
      if (busy(client)) {
        send(res, req, tooManyWaiting());
        return;
      }
      waiting += 1;
      waitingOf.set(client, (waitingOf.get(client) ?? 0) + 1);
      try {
        const auth = url.pathname === '/auth/v1' || url.pathname.startsWith('/auth/v1/');
        if (!auth) prepareUpload(local);
        send(res, req, auth ? await routeAuth(local, client) : await runOnDatabase(() => route(local), client));
      } finally {
        waiting -= 1;
        const left = (waitingOf.get(client) ?? 1) - 1;
        if (left <= 0) waitingOf.delete(client);
        else waitingOf.set(client, left);
      }
    } catch (error) {
      console.error('[local supabase] unexpected error', error);
      if (!res.headersSent) {
        send(res, req, json(500, { code: 'XX000', message: 'Internal server error', details: null, hint: null }));
      } else res.end();
    }
  }

  const server = createServer((req, res) => {
    // Functions run outside the queue: they call back into the API.
    let pathname = '/';
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    } catch {
      // handle() answers it.
    }
    const fn = /^\/functions\/v1\/([A-Za-z0-9_-]+)(\/.*)?$/.exec(pathname);
    // Already full: refused before the body is read.
    if (fn === null && req.method !== 'OPTIONS' && busy(clientKey(req.socket.remoteAddress))) {
      refuseEarly(res, req, tooManyWaiting());
      return;
    }
    void handle(req, res, pathname, fn);
  });
  server.keepAliveTimeout = 5_000;
  server.maxConnections = MAX_CONNECTIONS;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 54321, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  publicUrl = `http://${host}:${port}`;

  let stopped = false;
  return {
    url: publicUrl,
    port,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    jwtSecret: JWT_SECRET,
    checkoutUrl: `${publicUrl}/test-checkout`,
    db,
    runExclusive: (fn) => runOnDatabase(() => fn(db)),
    scheduler,
    functions,
    authLimiter,
    pending: () => waiting,
    async stop() {
      if (stopped) return;
      stopped = true;
      await scheduler.stop();
      await functions.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await queue.run('internal', async () => undefined);
      await db.close();
    },
  };
}
