/**
 * Typed outcomes of the data layer. Callers get a kind and a status to choose a message
 * from; the raw database or server text is never handed to the UI (it goes to console.error).
 */

export type DataErrorKind = 'network' | 'timeout' | 'rejected' | 'unauthorized' | 'limited' | 'server' | 'unknown';

export type DataError = {
  kind: DataErrorKind;
  /** HTTP status (0 when no response arrived). For storage errors, the code in `statusCode`. */
  status: number;
  /** SQLSTATE, PostgREST (PGRST…), auth or storage error code, when there is one. */
  code?: string;
  /** For 'limited': which limit (the database's hint, e.g. 'too_many_drafts', 'rate_limited'). */
  limit?: string;
};

export type Result<T> = { ok: true; data: T } | { ok: false; error: DataError };

/**
 * The outcome of a call a person started in the console, the portal or a sign-in form: the
 * kind for code, and the sentence its toast shows.
 */
export type Outcome<T> = { ok: true; data: T } | { ok: false; error: DataError; message: string };

export const GENERIC_FAILURE = 'Something went wrong. Check the connection and try again.';

/** SQLSTATEs whose message the lifecycle functions write for people (docs/dispatch-api.md). */
const PEOPLE_MESSAGE_CODES = new Set(['P0001', 'PT404', '42501', '23514', '22023']);

/**
 * The sentence to show for a refused call: the database's own for the codes its functions
 * write for people (expired, withdrawn, not yours…), else a generic one. Postgres's own wording
 * (grants, constraints) is not meant for people.
 */
export function peopleMessage(error: unknown): string {
  const code = field(error, 'code');
  const message = field(error, 'message');
  if (typeof code !== 'string' || typeof message !== 'string' || !PEOPLE_MESSAGE_CODES.has(code)) return GENERIC_FAILURE;
  if (/^permission denied/.test(message)) return 'Your account is not allowed to do this.';
  if (/violates|invalid input syntax/.test(message)) return 'Check the values and try again.';
  return message;
}

export function ok<T>(data: T): Result<T> {
  return { ok: true, data };
}

export function fail<T = never>(error: DataError): Result<T> {
  return { ok: false, error };
}

/** What supabase-js hands back: `{ error, status }` from PostgREST, or an Auth/Storage error. */
export type SupabaseFailure = { error: unknown; status?: number | null | undefined };

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

const TIMEOUT_PATTERN = /\b(TimeoutError|AbortError|timed? ?out|aborted)\b/i;
const NETWORK_PATTERN = /(fetch failed|Failed to fetch|NetworkError|Load failed|ECONNREFUSED|ECONNRESET|ENOTFOUND|socket hang up)/i;

/**
 * Map a supabase-js failure to a DataError:
 * status 0 / "TypeError: fetch failed" → network; AbortError / TimeoutError → timeout;
 * 401/403 → unauthorized; 429 → limited (with the database's hint naming the limit);
 * 400/406/409/413/415/422 → rejected; ≥ 500 → server; else unknown.
 * Storage answers HTTP 400 with the real code in `statusCode` ("403", "413", …): that code wins.
 */
export function toDataError({ error, status }: SupabaseFailure): DataError {
  const name = text(field(error, 'name'));
  const message = text(field(error, 'message'));
  const rawCode = field(error, 'code');
  const code = typeof rawCode === 'string' && rawCode !== '' ? rawCode : undefined;
  const statusCode = field(error, 'statusCode');
  const errorStatus = field(error, 'status');

  let effective =
    typeof status === 'number' ? status : typeof errorStatus === 'number' ? errorStatus : 0;
  if (typeof statusCode === 'string' && /^[0-9]{3}$/.test(statusCode)) effective = Number(statusCode);

  const withCode = (kind: DataErrorKind, s: number): DataError =>
    code === undefined ? { kind, status: s } : { kind, status: s, code };

  const original = field(error, 'originalError');
  const originalName = text(field(original, 'name'));
  const originalMessage = text(field(original, 'message'));
  const haystack = `${name} ${message} ${originalName} ${originalMessage}`;

  if (effective === 0 || name === 'AuthRetryableFetchError' || name === 'StorageUnknownError') {
    if (TIMEOUT_PATTERN.test(haystack)) return withCode('timeout', 0);
    if (effective === 0 || NETWORK_PATTERN.test(haystack)) return withCode('network', 0);
  }
  if (effective === 401 || effective === 403) return withCode('unauthorized', effective);
  if (effective === 429) {
    const hint = text(field(error, 'hint'));
    const limited = withCode('limited', 429);
    return /^[a-z_]{1,40}$/.test(hint) ? { ...limited, limit: hint } : limited;
  }
  if ([400, 404, 406, 409, 413, 415, 422].includes(effective)) return withCode('rejected', effective);
  if (effective >= 500) return withCode('server', effective);
  if (TIMEOUT_PATTERN.test(haystack)) return withCode('timeout', effective);
  if (NETWORK_PATTERN.test(haystack)) return withCode('network', effective);
  return withCode('unknown', effective);
}

/** Log the raw failure for developers, return the typed error for the UI. */
export function reportFailure(context: string, failure: SupabaseFailure): DataError {
  const mapped = toDataError(failure);
  console.error(`[data] ${context} failed (${mapped.kind}, ${mapped.status})`, failure.error);
  return mapped;
}

/** A thrown exception (dynamic import failed, unexpected bug) as a DataError. */
export function fromException(context: string, error: unknown): DataError {
  const mapped = toDataError({ error, status: 0 });
  console.error(`[data] ${context} threw`, error);
  // A thrown import or script error with no network signature is 'unknown', not 'network'.
  if (mapped.kind === 'network' && !NETWORK_PATTERN.test(text(field(error, 'message')))) {
    return { kind: 'unknown', status: 0 };
  }
  return mapped;
}

/** A failed plain-fetch function call (lib/rpc.ts) as a typed failure; the raw text goes to console.error only. */
export function rpcFailure(name: string, failure: { status: number; code: string; message: string; hint?: string }): Result<never> {
  return fail(reportFailure(name, { error: { code: failure.code, message: failure.message, hint: failure.hint }, status: failure.status }));
}
