/**
 * Shared plumbing of the local Supabase: request/response shapes, CORS, the caller's role and
 * claims from the JWT, the per-request transaction recipe and the request queue.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { roleLimitsOf } from './deadline.ts';
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY, verifyJwt, type Claims } from './keys.ts';

export interface LocalRequest {
  method: string;
  url: URL;
  /** Path after the service prefix, e.g. '/leads' for '/rest/v1/leads'. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface LocalResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export function isApiRole(value: unknown): value is ApiRole {
  return typeof value === 'string' && (API_ROLES as readonly string[]).includes(value);
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): LocalResponse {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
  };
}

export function header(req: LocalRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

// CORS (docs/supabase-wire.md#rest) ----------------------------------------------------------------------------

const DEFAULT_ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'content-profile',
  'accept-profile',
  'prefer',
  'range',
  'x-client-info',
  'x-supabase-api-version',
  'x-upsert',
  'x-retry-count',
  'cache-control',
  'x-metadata',
].join(', ');

const EXPOSED_HEADERS = [
  'Content-Range',
  'Content-Location',
  'Content-Length',
  'Content-Type',
  'Location',
  'Preference-Applied',
  'Range-Unit',
  'ETag',
  'X-Supabase-Api-Version',
  'x-sb-error-code',
].join(', ');

export function corsHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const origin = typeof headers.origin === 'string' ? headers.origin : undefined;
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    ...(origin ? { Vary: 'Origin' } : {}),
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
  };
}

export function preflightHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const requested = headers['access-control-request-headers'];
  return {
    ...corsHeaders(headers),
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      typeof requested === 'string' && requested.trim() !== '' ? requested : DEFAULT_ALLOWED_HEADERS,
    'Access-Control-Max-Age': '3600',
  };
}

// The caller -----------------------------------------------------------------------------------

export interface Caller {
  role: ApiRole;
  /** The JWT payload (what request.jwt.claims holds). */
  claims: Claims;
  /** The raw token, when one was sent. */
  token: string | null;
}

export type CallerResult =
  | { ok: true; caller: Caller }
  | { ok: false; reason: 'expired' | 'invalid' | 'role'; message: string };

function bearer(headers: IncomingHttpHeaders): string | null {
  const value = headers.authorization;
  if (typeof value !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match?.[1] ?? null;
}

/**
 * The role and claims of a request, as PostgREST / storage-api see them behind the local
 * gateway: a missing Authorization (or an `sb_…` key in it) is replaced by the JWT matching
 * the `apikey` header; no key at all means role anon.
 */
export async function resolveCaller(headers: IncomingHttpHeaders): Promise<CallerResult> {
  let token = bearer(headers);
  const apikey = typeof headers.apikey === 'string' ? headers.apikey : undefined;
  if (token === null || token.startsWith('sb_')) {
    const key = token ?? apikey;
    if (key === SECRET_KEY) token = SERVICE_ROLE_KEY;
    else if (key === PUBLISHABLE_KEY) token = ANON_KEY;
    else if (key !== undefined && key.startsWith('sb_')) {
      return { ok: false, reason: 'invalid', message: 'Invalid API key' };
    } else token = key ?? null;
  }
  if (token === null) {
    return { ok: true, caller: { role: 'anon', claims: { role: 'anon' }, token: null } };
  }
  const verified = await verifyJwt(token);
  if (!verified.ok) return { ok: false, reason: verified.reason, message: verified.message };
  const role = verified.claims.role ?? 'anon';
  if (!isApiRole(role)) {
    return { ok: false, reason: 'role', message: `role "${String(role)}" does not exist` };
  }
  return { ok: true, caller: { role, claims: verified.claims, token } };
}

/**
 * The PostgREST transaction recipe (docs/supabase-wire.md#requests): transaction-local role, claims and
 * request GUCs, so grants and RLS are enforced by Postgres itself, and the role's own settings
 * (`alter role anon set statement_timeout = '3s'`), whose timeout also starts the request's
 * deadline (docs/supabase-wire.md#limits).
 */
export async function setRequestContext(
  db: PGlite,
  tx: Transaction,
  caller: Caller,
  req: LocalRequest,
  extra: Record<string, string> = {},
): Promise<void> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'cookie' || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const limits = roleLimitsOf(db);
  const settings: Array<[string, string]> = [
    ['search_path', 'public, extensions'],
    ...(limits?.settings(caller.role) ?? []),
    ['role', caller.role],
    ['request.jwt.claims', JSON.stringify(caller.claims)],
    ['request.method', req.method],
    ['request.path', req.path],
    ['request.headers', JSON.stringify(headers)],
    ['request.cookies', '{}'],
    ...Object.entries(extra),
  ];
  const selects = settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ');
  limits?.arm(caller.role);
  await tx.query(`select ${selects}`, settings.flat());
}

// Postgres errors ------------------------------------------------------------------------------

export interface PgError {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
  constraint?: string | undefined;
}

export function asPgError(error: unknown): PgError | null {
  if (typeof error !== 'object' || error === null) return null;
  const candidate = error as { code?: unknown; message?: unknown; severity?: unknown };
  if (typeof candidate.code !== 'string' || typeof candidate.message !== 'string') return null;
  if (candidate.severity === undefined) return null;
  const pg = error as PgError;
  // Locally the only party that cancels a statement is the request deadline (deadline.ts), which
  // PostgreSQL reports as a user's cancel; a hosted project's statement_timeout says this.
  if (pg.code === QUERY_CANCELED && pg.message === 'canceling statement due to user request') {
    return { code: pg.code, message: STATEMENT_TIMEOUT_MESSAGE, detail: pg.detail, hint: pg.hint };
  }
  return pg;
}

export const QUERY_CANCELED = '57014';
export const STATEMENT_TIMEOUT_MESSAGE = 'canceling statement due to statement timeout';

// Request queue --------------------------------------------------------------------------------

/** One request at a time: PGlite is a single connection (docs/supabase-wire.md#roles-and-helpers). */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.#tail.then(fn, fn);
    this.#tail = next.catch(() => undefined);
    return next;
  }
}

/**
 * One request at a time on the database, taken in turn from each client (round robin): a client
 * with many requests waiting delays another client's request by at most one of its own, however
 * many it sent (docs/supabase-wire.md#limits). Work of the stack itself (jobs, tests) is one more
 * client, `internal`.
 */
export class FairQueue {
  readonly #serial = new SerialQueue();
  readonly #lines = new Map<string, Array<() => void>>();
  #running = false;

  /** Requests of a client waiting or running. */
  readonly inFlight = new Map<string, number>();

  run<T>(client: string, fn: () => Promise<T>): Promise<T> {
    this.inFlight.set(client, (this.inFlight.get(client) ?? 0) + 1);
    return new Promise<T>((resolve, reject) => {
      const task = (): void => {
        this.#serial
          .run(fn)
          .then(resolve, reject)
          .finally(() => {
            const left = (this.inFlight.get(client) ?? 1) - 1;
            if (left <= 0) this.inFlight.delete(client);
            else this.inFlight.set(client, left);
            this.#running = false;
            this.#next();
          });
      };
      const line = this.#lines.get(client);
      if (line) line.push(task);
      else this.#lines.set(client, [task]);
      this.#next();
    });
  }

  #next(): void {
    if (this.#running) return;
    // Map iteration is insertion order: the client served is moved to the back of the rotation.
    for (const [client, line] of this.#lines) {
      const task = line.shift();
      this.#lines.delete(client);
      if (line.length > 0) this.#lines.set(client, line);
      if (task) {
        this.#running = true;
        task();
        return;
      }
    }
  }
}

/** Thrown inside a transaction to roll it back and answer with a prepared response. */
export class RollbackWith extends Error {
  constructor(readonly response: LocalResponse) {
    super('rollback');
  }
}

// Bad input -------------------------------------------------------------------------------------

/** Deepest nesting a JSON body may have (Go's decoder, behind GoTrue, stops at 10,000). */
export const MAX_JSON_DEPTH = 512;

/** Whether a JSON text nests deeper than `max` ([ and { outside strings), in one pass. */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i += 1; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 93 || c === 125) depth -= 1;
  }
  return false;
}

/** Whether a path's percent-encoding decodes. */
export function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** A request body over its limit (answered 413 by the caller). */
export class BodyTooLarge extends Error {}

/** Reads a body up to `limit` bytes; refuses before reading when Content-Length says more. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        chunks.length = 0;
        req.pause();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}
