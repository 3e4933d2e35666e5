/**
 * `/auth/v1`: the part of GoTrue (supabase/auth v2.189) that the app and its tests use
 * (docs/supabase-wire.md#auth): sign-up with e-mail + password (auto-confirmed, like the CLI default),
 * anonymous sign-in (sign-up without e-mail or phone), password and refresh-token grants with
 * rotating refresh tokens, GET/PUT /user, POST /logout, GET /settings, GET /health, and the
 * service-role admin API for users (list, create, get, update incl. app_metadata, delete), and
 * e-mail one-time codes / magic links (POST /otp, POST and GET /verify) sent through SMTP to the
 * local inbox, as the CLI's GoTrue sends them to its local mail server ([local_smtp]).
 *
 * Users, identities, sessions and refresh tokens are real rows in the auth schema, so
 * `after insert on auth.users` triggers and `references auth.users` keys behave as on a hosted
 * project. Passwords are hashed with scrypt (GoTrue: bcrypt), outside the database queue (the
 * server hashes before the request's turn; see prehashPasswords). The auth limits of
 * supabase/config.toml are enforced as GoTrue enforces them (config.ts authLimits): e-mails per
 * hour for the stack, sign-ins and sign-ups per client, code checks per client, one e-mail per
 * address per max_frequency; and a code dies after a few wrong tries. No captcha.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createHash, randomBytes, randomInt, randomUUID, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { AuthLimits } from './config.ts';
import { header, json, type LocalRequest, type LocalResponse } from './http.ts';
import { ACCESS_TOKEN_TTL_SECONDS, signJwt, verifyJwt, type Claims } from './keys.ts';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

const API_VERSION = '2024-01-01';
const MIN_PASSWORD_LENGTH = 6;
/** GoTrue's refresh_token_reuse_interval (CLI default 10 s). */
const REUSE_INTERVAL_MS = 10_000;
const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export interface AuthMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface AuthDeps {
  db: PGlite;
  issuer: () => string;
  enableAnonymousSignIns: boolean;
  /** Sends the auth e-mails (one-time code + magic link); without it /otp answers 500. */
  mailer?: (mail: AuthMail) => Promise<void>;
  /** [auth] site_url: where magic links land unless a redirect_to on the allow list is given. */
  siteUrl?: string;
  /** [auth] additional_redirect_urls (origins compared). */
  redirectUrls?: string[];
  /** The limits and their counters; without them, GoTrue's defaults and no counting (unit tests). */
  limiter?: AuthLimiter;
  /**
   * Runs work when it is this request's turn on the database (server.ts: the fair queue). Auth
   * is called outside the queue so that password hashing happens outside it; without this the
   * work runs at once.
   */
  onDatabase?: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * [auth.hook.before_user_created]: the Postgres function (schema-qualified) GoTrue calls before
   * it creates any user; an `error` in its answer refuses the creation. Null: no hook.
   */
  beforeUserCreatedHook?: string | null;
  /** [auth.email] enable_confirmations: an e-mail sign-up gets no session until confirmed. */
  enableConfirmations?: boolean;
}

/**
 * Runs the before-user-created hook as GoTrue does (payload { metadata, user }); an answer with
 * `error: { http_code, message }` refuses the creation with that status and message.
 */
async function beforeUserCreated(
  tx: Transaction,
  deps: AuthDeps,
  req: LocalRequest,
  user: { id: string; email: string | null; is_anonymous: boolean; app_metadata: Record<string, unknown>; user_metadata: Record<string, unknown> },
): Promise<void> {
  const hook = deps.beforeUserCreatedHook;
  if (!hook) return;
  if (!/^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/.test(hook)) throw new AuthError(500, 'hook_misconfigured', 'Invalid hook function name');
  const payload = {
    metadata: { uuid: randomUUID(), time: new Date().toISOString(), name: 'before-user-created', ip_address: header(req, 'x-forwarded-for') ?? '' },
    user: { aud: 'authenticated', role: 'authenticated', phone: '', ...user, email: user.email ?? '' },
  };
  const result = await tx.query<{ out: unknown }>(`select ${hook}($1::jsonb) as out`, [JSON.stringify(payload)]);
  const out = result.rows[0]?.out;
  const error = typeof out === 'object' && out !== null ? (out as { error?: unknown }).error : undefined;
  if (typeof error === 'object' && error !== null) {
    const { http_code: status, message } = error as { http_code?: unknown; message?: unknown };
    throw new AuthError(
      typeof status === 'number' && status >= 400 && status < 600 ? status : 400,
      'signup_disabled',
      typeof message === 'string' ? message : 'Signups not allowed for this instance',
    );
  }
}

/** GoTrue's mailer_otp_exp default (1 hour) and the CLI's [auth.email] max_frequency (1 s). */
const DEFAULT_OTP_TTL_MS = 3_600_000;
const DEFAULT_OTP_MIN_INTERVAL_MS = 1_000;
const FIVE_MINUTES_MS = 300_000;

/**
 * The auth limits of one local stack and their counters (in memory: they last as long as the
 * stack, as GoTrue's in-process limiter does). Sliding windows per key.
 */
export class AuthLimiter {
  readonly #hits = new Map<string, number[]>();
  readonly #wrongTries = new Map<string, number>();

  /** The limits in force (tests may change them on a running stack). */
  constructor(public limits: AuthLimits) {}

  /** Forgets every count (tests). */
  reset(): void {
    this.#hits.clear();
    this.#wrongTries.clear();
  }

  /** Counts one hit on `key`; false when the window already holds `limit` hits. */
  take(key: string, limit: number, windowMs: number, now = Date.now()): boolean {
    const recent = (this.#hits.get(key) ?? []).filter((t) => now - t < windowMs);
    if (recent.length >= limit) {
      this.#hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.#hits.set(key, recent);
    if (this.#hits.size > 10_000) {
      for (const [k, times] of this.#hits) if (times.every((t) => now - t >= 3_600_000)) this.#hits.delete(k);
    }
    return true;
  }

  /** Counts a wrong try on a user's pending code; true when the code must now die. */
  wrongTry(userId: string): boolean {
    const tries = (this.#wrongTries.get(userId) ?? 0) + 1;
    this.#wrongTries.set(userId, tries);
    return tries >= this.limits.otpMaxAttempts;
  }

  /** A new code (or a used one): its wrong tries start again. */
  resetTries(userId: string): void {
    this.#wrongTries.delete(userId);
  }
}

/** The client's address as the gateway appended it (the last x-forwarded-for entry). */
function clientAddress(req: LocalRequest): string {
  const forwarded = header(req, 'x-forwarded-for') ?? '';
  const parts = forwarded.split(',');
  return parts[parts.length - 1]?.trim() || 'unknown';
}

/** GoTrue's answer to a client over a per-address limit. */
function overRequestRateLimit(): AuthError {
  return new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
}

function takeSignIn(req: LocalRequest, deps: AuthDeps): void {
  const limiter = deps.limiter;
  if (limiter && !limiter.take(`sign_in_sign_ups:${clientAddress(req)}`, limiter.limits.signInSignUpsPer5Min, FIVE_MINUTES_MS)) {
    throw overRequestRateLimit();
  }
}

function takeVerification(req: LocalRequest, deps: AuthDeps): void {
  const limiter = deps.limiter;
  if (limiter && !limiter.take(`token_verifications:${clientAddress(req)}`, limiter.limits.tokenVerificationsPer5Min, FIVE_MINUTES_MS)) {
    throw overRequestRateLimit();
  }
}

const otpTtlMs = (deps: AuthDeps): number => deps.limiter?.limits.otpExpiryMs ?? DEFAULT_OTP_TTL_MS;

interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  is_anonymous: boolean;
  banned_until: Date | null;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

// Errors (docs/supabase-wire.md#auth) -------------------------------------------------------------------------

class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

function authErrorResponse(error: AuthError): LocalResponse {
  return json(
    error.status,
    { code: error.code, message: error.message, ...error.extra },
    { 'X-Supabase-Api-Version': API_VERSION, 'x-sb-error-code': error.code },
  );
}

function ok(value: unknown): LocalResponse {
  return json(200, value, { 'X-Supabase-Api-Version': API_VERSION });
}

// Passwords ------------------------------------------------------------------------------------

/**
 * One password hash at a time for the whole stack: scrypt runs on libuv's thread pool, and
 * several at once would take the cores the server's own thread needs to answer other clients.
 */
let hashingTail: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = hashingTail.then(work, work);
  hashingTail = next.catch(() => undefined);
  return next;
}

async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await oneAtATime(() => scrypt(password, salt, 32));
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || saltB64 === undefined || hashB64 === undefined) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await oneAtATime(() => scrypt(password, Buffer.from(saltB64, 'base64'), expected.length));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Hashes computed before the request's turn on the database, by request and password. */
const prehashed = new WeakMap<LocalRequest, { password: string; hash: string }>();
/** Password checks made before the request's turn: the stored hash checked and the outcome. */
const prechecked = new WeakMap<LocalRequest, { stored: string | null; ok: boolean }>();
/** Requests whose sign-in was already counted against the client's limit. */
const signInCounted = new WeakSet<LocalRequest>();

/** The hash of a request's password: the one made ahead of the queue, else a new one. */
async function passwordHash(req: LocalRequest, password: string): Promise<string> {
  const ready = prehashed.get(req);
  return ready && ready.password === password ? ready.hash : hashPassword(password);
}

/**
 * What runs before the request's turn on the database: the hash of a new password (sign-up,
 * PUT /user, the admin API), and for a password sign-in its limit and the check of the password
 * against the stored hash (read in a short turn of its own).
 */
async function beforeDatabase(req: LocalRequest, deps: AuthDeps, method: string, path: string): Promise<void> {
  if (method === 'GET') return;
  let body: Record<string, unknown>;
  try {
    body = readJson(req);
  } catch {
    return;
  }
  const password = str(body.password);
  if (password === undefined || password.length < MIN_PASSWORD_LENGTH) return;
  if (method === 'POST' && path === '/token' && req.url.searchParams.get('grant_type') === 'password') {
    const email = str(body.email);
    if (!email) return;
    takeSignIn(req, deps);
    signInCounted.add(req);
    const run = deps.onDatabase ?? (<T>(work: () => Promise<T>) => work());
    const user = await run(() => loadUser(deps.db, 'email', email.trim().toLowerCase()));
    const stored = user?.encrypted_password ?? null;
    prechecked.set(req, { stored, ok: await verifyPassword(password, stored) });
    return;
  }
  if (path === '/signup' || path === '/user' || path.startsWith('/admin/users')) {
    prehashed.set(req, { password, hash: await hashPassword(password) });
  }
}

// JSON shapes (docs/supabase-wire.md#auth) -------------------------------------------------------------------

const iso = (d: Date | null | undefined): string | undefined => (d ? d.toISOString() : undefined);

function identityJson(identity: IdentityRow): Record<string, unknown> {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

function userJson(user: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmed_at: iso(user.confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

// Data access (as the superuser, like GoTrue's supabase_auth_admin) ---------------------------

type Db = PGlite | Transaction;

async function loadUser(db: Db, where: 'id' | 'email', value: string): Promise<UserRow | null> {
  const res = await db.query<UserRow>(
    `select id, aud, role, email, encrypted_password, email_confirmed_at, confirmed_at,
            last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
            phone, is_anonymous, banned_until
       from auth.users where ${where === 'id' ? 'id = $1::uuid' : 'email = $1'} and deleted_at is null`,
    [value],
  );
  return res.rows[0] ?? null;
}

async function loadIdentities(db: Db, userId: string): Promise<IdentityRow[]> {
  const res = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at,
            updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return res.rows;
}

function newRefreshToken(): string {
  return randomBytes(18).toString('base64url');
}

interface Amr {
  method: string;
  timestamp: number;
}

async function issueSession(
  tx: Transaction,
  deps: AuthDeps,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  amr: Amr[],
): Promise<Record<string, unknown>> {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + ACCESS_TOKEN_TTL_SECONDS;
  const claims: Claims = {
    iss: deps.issuer(),
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp,
    iat: now,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: 'aal1',
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  const accessToken = await signJwt(claims);
  const identities = await loadIdentities(tx, user.id);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user, identities),
  };
}

async function startSession(
  tx: Transaction,
  deps: AuthDeps,
  user: UserRow,
  method: string,
  req: LocalRequest,
): Promise<Record<string, unknown>> {
  const sessionId = randomUUID();
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent)
     values ($1, $2, now(), now(), 'aal1', $3)`,
    [sessionId, user.id, header(req, 'user-agent') ?? null],
  );
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, now(), now(), null, $3)`,
    [token, user.id, sessionId],
  );
  await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [user.id]);
  const fresh = (await loadUser(tx, 'id', user.id)) ?? user;
  return issueSession(tx, deps, fresh, sessionId, token, [
    { method, timestamp: Math.floor(Date.now() / 1000) },
  ]);
}

// Body -----------------------------------------------------------------------------------------

function readJson(req: LocalRequest): Record<string, unknown> {
  const text = req.body.toString('utf8').trim();
  if (text === '') return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // fall through
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const obj = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function checkPassword(password: string | undefined): string {
  if (password === undefined || password === '') {
    throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  return password;
}

function normaliseEmail(email: string): string {
  const value = email.trim().toLowerCase();
  if (value.length > 255 || !EMAIL_PATTERN.test(value)) {
    throw new AuthError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  }
  return value;
}

// The caller's session from the Bearer token ---------------------------------------------------

interface SessionCaller {
  claims: Claims;
  user: UserRow;
  sessionId: string | null;
}

async function requireUser(req: LocalRequest, db: Db): Promise<SessionCaller> {
  const auth = header(req, 'authorization');
  const match = auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  const token = match?.[1];
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = await verifyJwt(token);
  if (!verified.ok) {
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${verified.message}`);
  }
  const sub = str(verified.claims.sub);
  if (!sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const user = /^[0-9a-f-]{36}$/i.test(sub) ? await loadUser(db, 'id', sub) : null;
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = str(verified.claims.session_id) ?? null;
  if (sessionId) {
    const s = await db.query(`select 1 from auth.sessions where id = $1::uuid`, [sessionId]);
    if (s.rows.length === 0) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
  }
  return { claims: verified.claims, user, sessionId };
}

// Endpoints ------------------------------------------------------------------------------------

async function signup(req: LocalRequest, deps: AuthDeps, tx: Transaction): Promise<LocalResponse> {
  const body = readJson(req);
  // GoTrue decodes into typed fields: an e-mail, phone or password that is not a string is a
  // malformed body, never an anonymous sign-up.
  for (const field of ['email', 'phone', 'password'] as const) {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${field} must be a string`);
    }
  }
  const email = str(body.email);
  const phone = str(body.phone);
  const data = obj(body.data);

  if ((email === undefined || email === '') && (phone === undefined || phone === '')) {
    if (!deps.enableAnonymousSignIns) {
      throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    const id = randomUUID();
    await beforeUserCreated(tx, deps, req, { id, email: null, is_anonymous: true, app_metadata: {}, user_metadata: data });
    await tx.query(
      `insert into auth.users (confirmation_token, recovery_token, email_change_token_new, email_change, instance_id, id, aud, role, email, encrypted_password,
                               raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
       values ('', '', '', '', '00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', null, null,
               '{}'::jsonb, $2::jsonb, now(), now(), true)`,
      [id, JSON.stringify(data)],
    );
    const user = await loadUser(tx, 'id', id);
    if (!user) throw new AuthError(500, 'unexpected_failure', 'Unexpected failure');
    return ok(await startSession(tx, deps, user, 'anonymous', req));
  }
  if (email === undefined || email === '') {
    throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
  }
  takeSignIn(req, deps);
  const address = normaliseEmail(email);
  const password = checkPassword(str(body.password));
  if (await loadUser(tx, 'email', address)) {
    throw new AuthError(422, 'user_already_exists', 'User already registered');
  }
  const id = randomUUID();
  const appMeta = { provider: 'email', providers: ['email'] };
  await beforeUserCreated(tx, deps, req, { id, email: address, is_anonymous: false, app_metadata: appMeta, user_metadata: data });
  const encrypted = await passwordHash(req, password);
  // With confirmations on (config.toml), the account stays unconfirmed (no session, no password
  // sign-in) until the mailbox's owner confirms it.
  const confirmed = deps.enableConfirmations !== true;
  await tx.query(
    `insert into auth.users (confirmation_token, recovery_token, email_change_token_new, email_change, instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
     values ('', '', '', '', '00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
             case when $5 then now() else null end, $6::jsonb, $4::jsonb, now(), now(), false)`,
    [id, address, encrypted, JSON.stringify(data), confirmed, JSON.stringify(appMeta)],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2::uuid, $3::jsonb, 'email', now(), now(), now())`,
    [id, id, JSON.stringify({ sub: id, email: address, email_verified: false, phone_verified: false })],
  );
  const user = await loadUser(tx, 'id', id);
  if (!user) throw new AuthError(500, 'unexpected_failure', 'Unexpected failure');
  if (!confirmed) return ok(userJson(user, await loadIdentities(tx, id)));
  return ok(await startSession(tx, deps, user, 'password', req));
}

async function passwordGrant(req: LocalRequest, deps: AuthDeps, tx: Transaction): Promise<LocalResponse> {
  const body = readJson(req);
  const email = str(body.email);
  const password = str(body.password) ?? '';
  if (!email) throw new AuthError(400, 'validation_failed', 'missing email or phone');
  if (!signInCounted.has(req)) takeSignIn(req, deps);
  const user = await loadUser(tx, 'email', email.trim().toLowerCase());
  const checked = prechecked.get(req);
  const passwordOk =
    checked !== undefined && user !== null && checked.stored === user.encrypted_password
      ? checked.ok
      : await verifyPassword(password, user?.encrypted_password ?? null);
  if (!user || user.is_anonymous || !passwordOk) {
    throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  if (deps.enableConfirmations === true && !user.email_confirmed_at) {
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  }
  if (user.banned_until && user.banned_until.getTime() > Date.now()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }
  return ok(await startSession(tx, deps, user, 'password', req));
}

async function refreshGrant(req: LocalRequest, deps: AuthDeps, tx: Transaction): Promise<LocalResponse> {
  const body = readJson(req);
  const token = str(body.refresh_token);
  if (!token) throw new AuthError(400, 'validation_failed', 'Refresh Token is required');
  const res = await tx.query<{
    id: number;
    token: string;
    user_id: string;
    revoked: boolean;
    updated_at: Date;
    session_id: string | null;
  }>(
    `select id, token, user_id, revoked, updated_at, session_id
       from auth.refresh_tokens where token = $1`,
    [token],
  );
  const row = res.rows[0];
  if (!row || row.session_id === null) {
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  const user = await loadUser(tx, 'id', row.user_id);
  if (!user) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (user.banned_until && user.banned_until.getTime() > Date.now()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }

  let next: string;
  if (row.revoked) {
    // Within the reuse interval a revoked token still yields the session's current token
    // (several tabs refreshing at once); later it is a replay.
    const child = await tx.query<{ token: string }>(
      `select token from auth.refresh_tokens
        where session_id = $1 and revoked = false order by id desc limit 1`,
      [row.session_id],
    );
    const current = child.rows[0]?.token;
    if (!current || Date.now() - row.updated_at.getTime() > REUSE_INTERVAL_MS) {
      // GoTrue's stolen-token rule: a refresh token replayed after the reuse interval ends the
      // whole session (every token of it, and the session its access tokens name). Answered,
      // not thrown, so the revocation commits.
      await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`, [row.session_id]);
      await tx.query(`delete from auth.sessions where id = $1`, [row.session_id]);
      return authErrorResponse(new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'));
    }
    next = current;
  } else {
    next = newRefreshToken();
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [row.id]);
    await tx.query(
      `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ($1, $2, false, now(), now(), $3, $4)`,
      [next, row.user_id, row.token, row.session_id],
    );
    await tx.query(`update auth.sessions set updated_at = now(), refreshed_at = now() where id = $1`, [row.session_id]);
  }
  const amrMethod = user.is_anonymous ? 'anonymous' : 'password';
  return ok(await issueSession(tx, deps, user, row.session_id, next, [
    { method: amrMethod, timestamp: Math.floor(Date.now() / 1000) },
  ]));
}

async function getUser(req: LocalRequest, tx: Transaction): Promise<LocalResponse> {
  const { user } = await requireUser(req, tx);
  return ok(userJson(user, await loadIdentities(tx, user.id)));
}

async function updateUser(req: LocalRequest, deps: AuthDeps, tx: Transaction): Promise<LocalResponse> {
  const { user } = await requireUser(req, tx);
  const body = readJson(req);
  if (body.phone !== undefined || (body.email !== undefined && !(user.is_anonymous && deps.enableConfirmations === true))) {
    throw new AuthError(422, 'not_implemented', 'Changing e-mail or phone is not supported by the local Supabase');
  }
  if (body.email !== undefined) {
    // An anonymous user adding an e-mail, with confirmations on (GoTrue's secure e-mail change):
    // the address is NOT set; a code goes to it, and only verifying that code (type
    // email_change) makes the account that address's. Until then the user stays anonymous.
    const address = normaliseEmail(str(body.email) ?? '');
    if (await loadUser(tx, 'email', address)) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    if (!deps.mailer) throw new AuthError(500, 'unexpected_failure', 'Error sending email change email');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.query(
      `update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = now(), updated_at = now()
        where id = $1`,
      [user.id, address, otpHash(address, code)],
    );
    await deps.mailer({
      to: address,
      subject: 'Confirm your e-mail address',
      text: `Your confirmation code is ${code}\n\nIt works once, for one hour. If you did not ask for it, ignore this e-mail.`,
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Confirm your e-mail address</title></head><body style="font-family:system-ui,sans-serif;color:#1a2421;font-size:16px"><h1 style="font-size:20px">Confirm your e-mail address</h1><p style="font-size:28px;font-weight:700;letter-spacing:0.2em">${code}</p><p>It works once, for one hour. If you did not ask for it, ignore this e-mail.</p></body></html>`,
    });
  }
  if (body.password !== undefined) {
    const password = checkPassword(str(body.password));
    if (user.is_anonymous) {
      throw new AuthError(422, 'validation_failed', 'Anonymous users must add an e-mail before a password');
    }
    await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
      user.id,
      await passwordHash(req, password),
    ]);
  }
  if (body.data !== undefined) {
    await tx.query(
      `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb,
                             updated_at = now() where id = $1`,
      [user.id, JSON.stringify(obj(body.data))],
    );
  }
  const fresh = (await loadUser(tx, 'id', user.id)) ?? user;
  const pending = await tx.query<{ email_change: string | null }>(`select email_change from auth.users where id = $1`, [user.id]);
  const newEmail = pending.rows[0]?.email_change;
  return ok({ ...userJson(fresh, await loadIdentities(tx, user.id)), ...(newEmail ? { new_email: newEmail } : {}) });
}

async function logout(req: LocalRequest, tx: Transaction): Promise<LocalResponse> {
  const { user, sessionId } = await requireUser(req, tx);
  const scope = req.url.searchParams.get('scope') ?? 'global';
  if (scope === 'local') {
    if (sessionId) await tx.query(`delete from auth.sessions where id = $1`, [sessionId]);
  } else if (scope === 'others') {
    await tx.query(`delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid`, [
      user.id,
      sessionId,
    ]);
  } else if (scope === 'global') {
    await tx.query(`delete from auth.sessions where user_id = $1`, [user.id]);
  } else {
    throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  }
  return { status: 204, headers: { 'X-Supabase-Api-Version': API_VERSION } };
}


// Admin API (service role only): what auth.admin.* of supabase-js calls ------------------------

async function requireServiceRole(req: LocalRequest): Promise<void> {
  const auth = header(req, 'authorization');
  const match = auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  const token = match?.[1];
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = await verifyJwt(token);
  if (!verified.ok) throw new AuthError(403, 'bad_jwt', `invalid JWT: ${verified.message}`);
  if (verified.claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}

async function adminUserJson(tx: Transaction, id: string): Promise<Record<string, unknown>> {
  const user = await loadUser(tx, 'id', id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return userJson(user, await loadIdentities(tx, id));
}

async function adminCreateUser(req: LocalRequest, deps: AuthDeps, tx: Transaction): Promise<LocalResponse> {
  const body = readJson(req);
  const email = str(body.email);
  if (!email) throw new AuthError(400, 'validation_failed', 'missing email or phone');
  const address = normaliseEmail(email);
  if (await loadUser(tx, 'email', address)) {
    throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  }
  const password = body.password === undefined ? undefined : checkPassword(str(body.password));
  const id = randomUUID();
  const appMeta = { provider: 'email', providers: ['email'], ...obj(body.app_metadata) };
  await beforeUserCreated(tx, deps, req, { id, email: address, is_anonymous: false, app_metadata: appMeta, user_metadata: obj(body.user_metadata) });
  await tx.query(
    `insert into auth.users (confirmation_token, recovery_token, email_change_token_new, email_change, instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
     values ('', '', '', '', '00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
             case when $4 then now() else null end, $5::jsonb, $6::jsonb, now(), now(), false)`,
    [
      id,
      address,
      password === undefined ? null : await passwordHash(req, password),
      body.email_confirm === true,
      JSON.stringify(appMeta),
      JSON.stringify(obj(body.user_metadata)),
    ],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1, $2::uuid, $3::jsonb, 'email', now(), now())`,
    [id, id, JSON.stringify({ sub: id, email: address, email_verified: false, phone_verified: false })],
  );
  return ok(await adminUserJson(tx, id));
}

async function adminUpdateUser(req: LocalRequest, tx: Transaction, id: string): Promise<LocalResponse> {
  await adminUserJson(tx, id);
  const body = readJson(req);
  if (body.app_metadata !== undefined) {
    await tx.query(
      `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb,
                             updated_at = now() where id = $1`,
      [id, JSON.stringify(obj(body.app_metadata))],
    );
  }
  if (body.user_metadata !== undefined) {
    await tx.query(
      `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb,
                             updated_at = now() where id = $1`,
      [id, JSON.stringify(obj(body.user_metadata))],
    );
  }
  if (body.password !== undefined) {
    const password = checkPassword(str(body.password));
    await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
      id,
      await passwordHash(req, password),
    ]);
  }
  if (body.email !== undefined) {
    const address = normaliseEmail(str(body.email) ?? '');
    await tx.query(
      `update auth.users set email = $2, is_anonymous = false, updated_at = now(),
              email_confirmed_at = case when $3 then now() else email_confirmed_at end where id = $1`,
      [id, address, body.email_confirm === true],
    );
  }
  if (typeof body.ban_duration === 'string') {
    const none = body.ban_duration === 'none';
    await tx.query(
      `update auth.users set banned_until = case when $2 then null else now() + $3::interval end,
              updated_at = now() where id = $1`,
      [id, none, none ? '0' : body.ban_duration],
    );
  }
  return ok(await adminUserJson(tx, id));
}

async function adminListUsers(req: LocalRequest, tx: Transaction): Promise<LocalResponse> {
  const page = Math.max(1, Number(req.url.searchParams.get('page')) || 1);
  const perPage = Math.min(1000, Math.max(1, Number(req.url.searchParams.get('per_page')) || 50));
  const total = await tx.query<{ n: number }>(`select count(*)::int as n from auth.users where deleted_at is null`);
  const ids = await tx.query<{ id: string }>(
    `select id from auth.users where deleted_at is null order by created_at, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const users = [];
  for (const row of ids.rows) users.push(await adminUserJson(tx, row.id));
  return json(200, { users, aud: 'authenticated' }, {
    'X-Supabase-Api-Version': API_VERSION,
    'X-Total-Count': String(total.rows[0]?.n ?? 0),
  });
}

async function handleAdmin(req: LocalRequest, deps: AuthDeps, tx: Transaction, method: string, path: string): Promise<LocalResponse> {
  await requireServiceRole(req);
  if (path === '/admin/users') {
    if (method === 'GET') return adminListUsers(req, tx);
    if (method === 'POST') return adminCreateUser(req, deps, tx);
  }
  const match = /^\/admin\/users\/([0-9a-fA-F-]{36})$/.exec(path);
  const id = match?.[1];
  if (id) {
    if (method === 'GET') return ok(await adminUserJson(tx, id));
    if (method === 'PUT') return adminUpdateUser(req, tx, id);
    if (method === 'DELETE') {
      const user = await adminUserJson(tx, id);
      await tx.query(`delete from auth.users where id = $1`, [id]);
      return ok(user);
    }
  }
  throw new AuthError(404, 'not_found', 'Not Found');
}

// One-time codes and magic links (GoTrue: POST /otp, POST /verify, GET /verify) -------------

/** GoTrue stores sha224(email + code) and puts that hash in the magic link. */
function otpHash(email: string, code: string): string {
  return createHash('sha224').update(email + code).digest('hex');
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** redirect_to when its origin is the site's or on the allow list, else the site URL. */
function allowedRedirect(deps: AuthDeps, requested: string | null): string {
  const site = deps.siteUrl ?? 'http://localhost:4173';
  if (!requested) return site;
  try {
    const origin = new URL(requested).origin;
    const allowed = [site, ...(deps.redirectUrls ?? [])].map((u) => new URL(u).origin);
    return allowed.includes(origin) ? requested : site;
  } catch {
    return site;
  }
}

async function sendOtp(req: LocalRequest, deps: AuthDeps, tx: Transaction): Promise<LocalResponse> {
  const body = readJson(req);
  const email = str(body.email);
  if (email === undefined || email === '') {
    throw new AuthError(422, 'validation_failed', str(body.phone) ? 'Phone logins are disabled' : 'An email address is required');
  }
  takeSignIn(req, deps);
  const address = normaliseEmail(email);
  const createUser = body.create_user !== false;
  let user = await loadUser(tx, 'email', address);
  if (!user) {
    if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    const id = randomUUID();
    await beforeUserCreated(tx, deps, req, {
      id, email: address, is_anonymous: false, app_metadata: { provider: 'email', providers: ['email'] }, user_metadata: obj(body.data),
    });
    await tx.query(
      `insert into auth.users (confirmation_token, recovery_token, email_change_token_new, email_change, instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data,
                               created_at, updated_at, is_anonymous)
       values ('', '', '', '', '00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
               '{"provider":"email","providers":["email"]}'::jsonb, $3::jsonb, now(), now(), false)`,
      [id, address, JSON.stringify(obj(body.data))],
    );
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1, $2::uuid, $3::jsonb, 'email', now(), now())`,
      [id, id, JSON.stringify({ sub: id, email: address, email_verified: false, phone_verified: false })],
    );
    user = await loadUser(tx, 'id', id);
    if (!user) throw new AuthError(500, 'unexpected_failure', 'Unexpected failure');
  }
  if (user.banned_until && user.banned_until.getTime() > Date.now()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }
  const sent = await tx.query<{ recovery_sent_at: Date | null }>(`select recovery_sent_at from auth.users where id = $1`, [user.id]);
  const last = sent.rows[0]?.recovery_sent_at;
  const interval = deps.limiter?.limits.maxFrequencyMs ?? DEFAULT_OTP_MIN_INTERVAL_MS;
  if (last && Date.now() - last.getTime() < interval) {
    const wait = Math.max(1, Math.ceil((interval - (Date.now() - last.getTime())) / 1000));
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);
  }
  if (!deps.mailer) throw new AuthError(500, 'unexpected_failure', 'Error sending magic link email');
  if (deps.limiter && !deps.limiter.take('email_sent', deps.limiter.limits.emailSentPerHour, 3_600_000)) {
    throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
  }

  const digits = deps.limiter?.limits.otpLength ?? 6;
  const code = String(randomInt(0, 10 ** digits)).padStart(digits, '0');
  const hash = otpHash(address, code);
  await tx.query(`update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`, [user.id, hash]);
  deps.limiter?.resetTries(user.id);
  const lifetime = otpTtlMs(deps) === 3_600_000 ? 'one hour' : `${Math.round(otpTtlMs(deps) / 60_000)} minutes`;
  const redirectTo = allowedRedirect(deps, req.url.searchParams.get('redirect_to'));
  const link = `${deps.issuer()}/verify?token=${hash}&type=magiclink&redirect_to=${encodeURIComponent(redirectTo)}`;
  try {
    await deps.mailer({
      to: address,
      subject: 'Your sign-in code',
      text: `Your sign-in code is ${code}\n\nOr sign in with this link:\n${link}\n\nThe code and the link work once, for ${lifetime}. If you did not ask for them, ignore this e-mail.`,
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your sign-in code</title></head><body style="font-family:system-ui,sans-serif;color:#1a2421;font-size:16px"><h1 style="font-size:20px">Your sign-in code</h1><p style="font-size:28px;font-weight:700;letter-spacing:0.2em">${code}</p><p><a href="${escapeHtml(link)}" style="color:#166534">Sign in with this link</a></p><p>The code and the link work once, for ${lifetime}. If you did not ask for them, ignore this e-mail.</p></body></html>`,
    });
  } catch (error) {
    console.error('[local supabase] could not send the sign-in e-mail', error);
    throw new AuthError(500, 'unexpected_failure', 'Error sending magic link email');
  }
  return ok({});
}

/** The user whose pending code (or its hash, from a link) matches; the code is then spent. */
async function consumeOtp(tx: Transaction, deps: AuthDeps, by: { email: string; code: string } | { hash: string }): Promise<UserRow> {
  const hash = 'hash' in by ? by.hash : otpHash(by.email, by.code);
  const found = await tx.query<{ id: string; recovery_sent_at: Date | null }>(
    `select id, recovery_sent_at from auth.users
      where recovery_token = $1 and deleted_at is null ${'hash' in by ? '' : 'and email = $2'}`,
    'hash' in by ? [hash] : [hash, by.email],
  );
  const row = found.rows[0];
  if (!row || !row.recovery_sent_at || Date.now() - row.recovery_sent_at.getTime() > otpTtlMs(deps)) {
    throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  }
  deps.limiter?.resetTries(row.id);
  await tx.query(
    `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where id = $1`,
    [row.id],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified":true}'::jsonb, last_sign_in_at = now()
      where user_id = $1 and provider = 'email'`,
    [row.id],
  );
  const user = await loadUser(tx, 'id', row.id);
  if (!user) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  if (user.banned_until && user.banned_until.getTime() > Date.now()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }
  return user;
}

const OTP_TYPES = ['email', 'magiclink', 'signup', 'email_change'];

/** Verifies an e-mail change's code: the address becomes the account's, confirmed (no longer anonymous). */
async function consumeEmailChange(tx: Transaction, deps: AuthDeps, email: string, code: string): Promise<UserRow> {
  const found = await tx.query<{ id: string; email_change_sent_at: Date | null }>(
    `select id, email_change_sent_at from auth.users
      where email_change = $1 and email_change_token_new = $2 and deleted_at is null`,
    [email, otpHash(email, code)],
  );
  const row = found.rows[0];
  if (!row || !row.email_change_sent_at || Date.now() - row.email_change_sent_at.getTime() > otpTtlMs(deps)) {
    throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  }
  if (await loadUser(tx, 'email', email)) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  await tx.query(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = '', email_confirmed_at = now(),
            is_anonymous = false, updated_at = now(),
            raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || '{"provider":"email","providers":["email"]}'::jsonb
      where id = $1`,
    [row.id],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1, $2::uuid, $3::jsonb, 'email', now(), now()) on conflict (provider_id, provider) do nothing`,
    [row.id, row.id, JSON.stringify({ sub: row.id, email, email_verified: true, phone_verified: false })],
  );
  const user = await loadUser(tx, 'id', row.id);
  if (!user) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  return user;
}

async function verifyOtp(req: LocalRequest, deps: AuthDeps, tx: Transaction): Promise<LocalResponse> {
  const body = readJson(req);
  const type = str(body.type) ?? '';
  if (!OTP_TYPES.includes(type)) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
  const tokenHash = str(body.token_hash);
  const token = str(body.token);
  const email = str(body.email);
  takeVerification(req, deps);
  let user: UserRow;
  if (type === 'email_change') {
    if (!token || !email) throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash');
    user = await consumeEmailChange(tx, deps, normaliseEmail(email), token.trim());
  } else if (tokenHash) user = await consumeOtp(tx, deps, { hash: tokenHash });
  else if (token && email) {
    const address = normaliseEmail(email);
    try {
      user = await consumeOtp(tx, deps, { email: address, code: token.trim() });
    } catch (error) {
      // A wrong code counts against the address's pending code; the last allowed wrong try
      // kills it (answered, not thrown, so that commits). GoTrue keeps its token columns as
      // strings: '' is "no pending code".
      if (error instanceof AuthError && error.code === 'otp_expired' && deps.limiter) {
        const pending = await tx.query<{ id: string }>(
          `select id from auth.users where email = $1 and recovery_token <> '' and deleted_at is null`,
          [address],
        );
        const id = pending.rows[0]?.id;
        if (id !== undefined && deps.limiter.wrongTry(id)) {
          await tx.query(`update auth.users set recovery_token = '' where id = $1`, [id]);
          deps.limiter.resetTries(id);
          return authErrorResponse(error);
        }
      }
      throw error;
    }
  } else throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash');
  return ok(await startSession(tx, deps, user, 'otp', req));
}

/** GET /verify from the e-mail's link: a session in the redirect's fragment (implicit flow). */
async function verifyLink(req: LocalRequest, deps: AuthDeps, tx: Transaction): Promise<LocalResponse> {
  const redirectTo = allowedRedirect(deps, req.url.searchParams.get('redirect_to'));
  const hash = req.url.searchParams.get('token') ?? '';
  try {
    takeVerification(req, deps);
    const user = await consumeOtp(tx, deps, { hash });
    const session = await startSession(tx, deps, user, 'otp', req);
    const fragment = new URLSearchParams({
      access_token: String(session.access_token),
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: String(session.refresh_token),
      token_type: 'bearer',
      type: 'magiclink',
    });
    return { status: 303, headers: { Location: `${redirectTo}#${fragment.toString()}`, 'Cache-Control': 'no-store' }, body: '' };
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const fragment = new URLSearchParams({ error: 'access_denied', error_code: error.code, error_description: error.message });
    return { status: 303, headers: { Location: `${redirectTo}#${fragment.toString()}`, 'Cache-Control': 'no-store' }, body: '' };
  }
}

function settings(deps: AuthDeps): LocalResponse {
  return ok({
    external: {
      anonymous_users: deps.enableAnonymousSignIns,
      email: true,
      phone: false,
    },
    disable_signup: false,
    mailer_autoconfirm: deps.enableConfirmations !== true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

export async function handleAuth(req: LocalRequest, deps: AuthDeps): Promise<LocalResponse> {
  const method = req.method.toUpperCase();
  const path = req.path.replace(/\/+$/, '') || '/';
  try {
    if (method === 'GET' && path === '/health') {
      return ok({ version: 'local', name: 'GoTrue', description: 'local Supabase auth stand-in' });
    }
    if (method === 'GET' && path === '/settings') return settings(deps);
    if (method === 'GET' && path === '/.well-known/jwks.json') return ok({ keys: [] });
    await beforeDatabase(req, deps, method, path);
    const run = deps.onDatabase ?? (<T>(work: () => Promise<T>) => work());
    return await run(() => deps.db.transaction(async (tx) => {
      if (method === 'POST' && path === '/signup') return signup(req, deps, tx);
      if (method === 'POST' && path === '/otp') return sendOtp(req, deps, tx);
      if (method === 'POST' && path === '/verify') return verifyOtp(req, deps, tx);
      if (method === 'GET' && path === '/verify') return verifyLink(req, deps, tx);
      if (method === 'POST' && path === '/token') {
        const grant = req.url.searchParams.get('grant_type');
        if (grant === 'password') return passwordGrant(req, deps, tx);
        if (grant === 'refresh_token') return refreshGrant(req, deps, tx);
        throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
      }
      if (method === 'GET' && path === '/user') return getUser(req, tx);
      if (method === 'PUT' && path === '/user') return updateUser(req, deps, tx);
      if (method === 'POST' && path === '/logout') return logout(req, tx);
      if (path.startsWith('/admin/')) return handleAdmin(req, deps, tx, method, path);
      throw new AuthError(404, 'not_found', 'Not Found');
    }));
  } catch (error) {
    if (error instanceof AuthError) return authErrorResponse(error);
    // A database failure (PGlite's own, …) or any other internal error: what GoTrue answers for
    // it, without the database's text (which goes to the log).
    console.error('[local supabase] auth: unexpected error', error);
    return authErrorResponse(new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
  }
}
