/**
 * The pro-account function (docs/dispatch-api.md "Professional accounts"): an approved
 * professional's sign-in account is created by Auth's admin API, never written with SQL and
 * never adopted. For each professional without an account it asks Auth to create the user
 * (e-mail confirmed, app_metadata.pro_id) and then has the database link it
 * (public.link_pro_account), which links only an account Auth created for this professional;
 * any other account holding the address is recorded as a conflict for staff.
 *
 * Callers: staff (the console, right after approval: POST { pro_id } with their session; the
 * database checks the role with their token) and the service role / scheduler (POST {} retries
 * every professional still without an account). Plain TypeScript without imports: the Edge
 * Function passes the caller check and the clients.
 */
import type { Caller } from './caller.ts';

export type LinkOutcome = 'linked' | 'already_linked' | 'conflict' | 'missing';
export type CreateOutcome = 'created' | 'exists';
export type StaffCheck = 'not_staff' | 'not_found' | 'needed' | 'has_account';

export interface ProAccountDeps {
  authenticate(req: Request): Promise<Caller>;
  /** public.pro_account_needed with the caller's token. */
  staffCheck(token: string, proId: string): Promise<StaffCheck>;
  /** public.pros_without_account (service role): one professional by id, or the scheduler's batch. */
  pending(proId: string | null): Promise<{ pro_id: string; email: string }[]>;
  /** auth.admin.createUser({ email, email_confirm: true, app_metadata: { pro_id } }). */
  createUser(email: string, proId: string): Promise<CreateOutcome>;
  /** public.link_pro_account (service role). */
  link(proId: string): Promise<LinkOutcome>;
  /** public.record_job_run for the scheduler's batch (null: a success), so the service's health sees it ran. */
  recordRun?: (error: string | null) => Promise<void>;
  log?: (line: string) => void;
}

export interface AccountResult {
  pro_id: string;
  outcome: LinkOutcome | 'failed';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
} as const;

function reply(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...CORS_HEADERS } });
}

/** Creates and links one professional's account. */
export async function provisionAccount(deps: ProAccountDeps, pro: { pro_id: string; email: string }): Promise<AccountResult> {
  const log = deps.log ?? (() => undefined);
  try {
    // Linked already (a retry after the link went through) or a known conflict: nothing to create.
    const before = await deps.link(pro.pro_id);
    if (before !== 'missing') return { pro_id: pro.pro_id, outcome: before };
    const created = await deps.createUser(pro.email, pro.pro_id);
    const outcome = await deps.link(pro.pro_id);
    if (outcome === 'missing') throw new Error(`Auth answered ${created} but holds no account for the address`);
    if (outcome === 'conflict') log(`pro-account: ${pro.pro_id}: an account with this e-mail exists that Auth did not create for the professional; not linked, staff told`);
    return { pro_id: pro.pro_id, outcome };
  } catch (error) {
    log(`pro-account: ${pro.pro_id}: ${error instanceof Error ? error.message : String(error)}`);
    return { pro_id: pro.pro_id, outcome: 'failed' };
  }
}

export async function handleProAccount(req: Request, deps: ProAccountDeps): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (req.method !== 'POST') return reply(405, { code: 'method_not_allowed', message: 'Use POST.' });
  const caller = await deps.authenticate(req);
  if (caller.kind === 'none') return reply(401, { code: 'unauthorized', message: 'Sign in first.' });
  const text = await req.text();
  if (text.length > 1024) return reply(413, { code: 'too_large', message: 'Body too large.' });
  let proId: unknown = null;
  if (text.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      proId = (parsed as Record<string, unknown>).pro_id ?? null;
    } catch {
      return reply(400, { code: 'bad_request', message: 'Send a JSON object.' });
    }
  }
  if (proId !== null && (typeof proId !== 'string' || !UUID.test(proId))) {
    return reply(400, { code: 'bad_request', message: 'Name a professional: pro_id.' });
  }

  if (caller.kind === 'user') {
    if (proId === null) return reply(400, { code: 'bad_request', message: 'Name a professional: pro_id.' });
    const check = await deps.staffCheck(caller.token, proId as string);
    if (check === 'not_staff') return reply(403, { code: 'forbidden', message: 'Only dispatch staff create professionals\' accounts.' });
    if (check === 'not_found') return reply(404, { code: 'not_found', message: 'No such professional.' });
    if (check === 'has_account') return reply(200, { results: [{ pro_id: proId, outcome: 'already_linked' }] });
  }
  const pros = await deps.pending(proId as string | null);
  const results: AccountResult[] = [];
  for (const pro of pros) results.push(await provisionAccount(deps, pro));
  const failed = results.some((r) => r.outcome === 'failed');
  // The scheduler's run (the service role, no professional named) is one of the scheduled jobs.
  if (caller.kind === 'service' && proId === null && deps.recordRun) {
    await deps.recordRun(failed ? `${results.filter((r) => r.outcome === 'failed').length} account(s) could not be created` : null);
  }
  return reply(failed ? 502 : 200, { results });
}
