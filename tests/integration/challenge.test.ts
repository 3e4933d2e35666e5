/**
 * Past a per-client limit the database asks for a proof-of-work challenge rather than refusing
 * (migration 20261126171000_challenge_near_a_limit.sql, docs/dispatch-api.md "Limits"): its
 * HMAC and challenges are ALTCHA's (checked with altcha-lib itself), a solution counts once, a
 * forged or expired one counts for nothing, and past the ceiling nothing gets through. The
 * site's data layer solves the challenge and sends again without the resident doing anything.
 */
import { createHmac } from 'node:crypto';
import { solveChallenge, verifySolution } from 'altcha-lib/v1';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi, type MockInstance } from 'vitest';
import { withSql, type TestSupabase } from './target.ts';
import { createLead } from '@/features/report-issue/api';
import { subscribeToUpdates } from '@/features/newsletter/api';
import { configureSupabase } from '@/lib/supabase';
import { startServer, uniqueEmail, validLead } from './helpers.ts';

let sb: TestSupabase;
const LIMIT = 3;
const CEILING = 6;

type Issued = { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return sb.runExclusive(async (db) => (await db.query<T>(text, params)).rows);
}

async function issue(): Promise<Issued> {
  const res = await fetch(`${sb.url}/rest/v1/rpc/issue_challenge`, {
    method: 'POST',
    headers: { apikey: sb.anonKey, Authorization: `Bearer ${sb.anonKey}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Issued;
}

async function solve(issued: Issued, overrides: Partial<Issued & { number: number }> = {}): Promise<string> {
  const solution = await solveChallenge(issued.challenge, issued.salt, issued.algorithm, issued.maxnumber).promise;
  if (solution === null) throw new Error('no solution');
  return btoa(JSON.stringify({ ...issued, number: solution.number, ...overrides }));
}

/** One report from one client (the same address every time), with a solution when given. */
async function report(solution?: string): Promise<{ status: number; hint: string | null; message: string }> {
  const res = await fetch(`${sb.url}/rest/v1/leads`, {
    method: 'POST',
    headers: {
      apikey: sb.anonKey,
      Authorization: `Bearer ${sb.anonKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
      ...(solution === undefined ? {} : { 'X-Challenge': solution }),
    },
    body: JSON.stringify(validLead()),
  });
  const text = await res.text();
  const body = text === '' ? {} : (JSON.parse(text) as { hint?: string; message?: string });
  return { status: res.status, hint: body.hint ?? null, message: body.message ?? '' };
}

async function resetLimits(): Promise<void> {
  await sql('delete from private.rate_limits');
  await sql('delete from private.used_challenges');
}

beforeAll(async () => {
  sb = await startServer({
    notificationSettings: {
      leads_per_client_per_hour: LIMIT,
      newsletter_signups_per_client_per_hour: LIMIT,
      requests_with_challenge_per_client_per_hour: CEILING,
      // Small, so the tests solve fast; the default is 10,000.
      challenge_max_number: 2000,
    },
  });
});

afterAll(async () => {
  await sb?.stop();
});

withSql('the challenge is ALTCHA\'s', () => {
  it('private.hmac_sha256 equals HMAC-SHA-256 for short, block-sized and long keys', async () => {
    for (const key of ['k', 'a'.repeat(64), 'long key '.repeat(20), '']) {
      for (const message of ['', 'abc', 'x'.repeat(200)]) {
        const [row] = await sql<{ mac: string }>(
          `select encode(private.hmac_sha256(convert_to($1, 'UTF8'), convert_to($2, 'UTF8')), 'hex') as mac`,
          [key, message],
        );
        expect(row?.mac, `${key.length}/${message.length}`).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }
    }
  });

  it('an issued challenge is solved by altcha-lib and verified by altcha-lib with the database key', async () => {
    const issued = await issue();
    expect(issued).toMatchObject({ algorithm: 'SHA-256', maxnumber: 2000 });
    expect(issued.salt).toMatch(/^[0-9a-f]{24}\?expires=\d+&$/);
    const [key] = await sql<{ hmac_key: string }>('select hmac_key from private.challenge_key');
    const payload = await solve(issued);
    expect(await verifySolution(payload, key?.hmac_key ?? '')).toBe(true);
    expect(await verifySolution(payload, 'another key')).toBe(false);
    // Two challenges differ.
    expect((await issue()).challenge).not.toBe(issued.challenge);
  });

  it('nobody but the database reads the key or the solutions taken', async () => {
    for (const [role, claims] of [
      ['anon', { role: 'anon' }],
      ['authenticated', { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000009', app_metadata: { role: 'admin' } }],
      ['service_role', { role: 'service_role' }],
    ] as const) {
      const outcome = await sb.runExclusive(async (db) =>
        db.transaction(async (tx) => {
          await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [role, JSON.stringify(claims)]);
          try {
            await tx.query('select hmac_key from private.challenge_key');
            return 'allowed';
          } catch (error) {
            return (error as { code?: string }).code ?? 'error';
          } finally {
            await tx.rollback();
          }
        }),
      );
      expect(outcome, role).toBe('42501');
    }
    for (const role of ['anon', 'authenticated'] as const) {
      for (const statement of ['select * from private.used_challenges', 'delete from private.used_challenges', "insert into private.used_challenges values (repeat('a', 64), now())", 'select private.take_challenge_solution()']) {
        const outcome = await sb.runExclusive(async (db) =>
          db.transaction(async (tx) => {
            await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [role, JSON.stringify({ role })]);
            try {
              await tx.query(statement);
              return 'allowed';
            } catch (error) {
              return (error as { code?: string }).code ?? 'error';
            } finally {
              await tx.rollback();
            }
          }),
        );
        expect(outcome, `${role}: ${statement}`).toBe('42501');
      }
    }
  });
});

withSql('past the limit of one client', () => {
  beforeEach(resetLimits);

  it('a report without a solution is asked for one, with a solution it is taken, up to the ceiling; a solution counts once', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await report()).status).toBe(201);
    const asked = await report();
    expect(asked).toMatchObject({ status: 429, hint: 'challenge_required' });
    expect(asked.message).toMatch(/^Many requests came from this connection/);

    const solution = await solve(await issue());
    expect((await report(solution)).status).toBe(201);
    expect(await report(solution), 'the same solution again').toMatchObject({ status: 429, hint: 'challenge_required' });
    for (let i = LIMIT + 1; i < CEILING; i += 1) expect((await report(await solve(await issue()))).status).toBe(201);
    // The ceiling: a solution no longer helps.
    expect(await report(await solve(await issue()))).toMatchObject({ status: 429, hint: 'rate_limited' });
    const [count] = await sql<{ n: number }>('select count(*)::int as n from public.leads');
    expect(count?.n).toBeGreaterThanOrEqual(CEILING);
  });

  it('a wrong number, a changed salt or expiry, a signature of another key, an expired challenge or garbage counts for nothing', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await report()).status).toBe(201);
    const issued = await issue();
    const solution = await solveChallenge(issued.challenge, issued.salt, issued.algorithm, issued.maxnumber).promise;
    const number = solution?.number ?? 0;
    const later = issued.salt.replace(/expires=\d+/, (m) => `expires=${Number(m.slice(8)) + 86_400}`);
    const encode = (value: unknown) => btoa(JSON.stringify(value));
    const forged: Array<[string, string]> = [
      ['a wrong number', encode({ ...issued, number: number + 1 })],
      ['a longer expiry', encode({ ...issued, salt: later, number })],
      ['a challenge of its own, signed with another key', encode({ ...issued, number, signature: createHmac('sha256', 'guess').update(issued.challenge).digest('hex') })],
      ['another algorithm', encode({ ...issued, number, algorithm: 'SHA-1' })],
      ['not base64 JSON', '!!!'],
      ['an empty header', ''],
    ];
    for (const [name, header] of forged) expect(await report(header), name).toMatchObject({ status: 429, hint: 'challenge_required' });

    // An expired challenge, issued with a lifetime already over.
    await sql('update private.notification_settings set challenge_ttl_seconds = 30');
    const old = await issue();
    await sql('update private.notification_settings set challenge_ttl_seconds = 600');
    const expiredSalt = old.salt.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 1}`);
    // Re-signed by the database itself for that salt, so only the expiry is wrong.
    const [resigned] = await sql<{ challenge: string; signature: string }>(
      `select c.challenge, private.challenge_signature(c.challenge) as signature
         from (select encode(sha256(convert_to($1 || $2::text, 'UTF8')), 'hex') as challenge) c`,
      [expiredSalt, 7],
    );
    expect(await report(encode({ algorithm: 'SHA-256', salt: expiredSalt, number: 7, challenge: resigned?.challenge, signature: resigned?.signature })), 'expired').toMatchObject({
      status: 429,
      hint: 'challenge_required',
    });
    // The same one unexpired is taken: the expiry was the only fault.
    const liveSalt = old.salt;
    const [live] = await sql<{ challenge: string; signature: string }>(
      `select c.challenge, private.challenge_signature(c.challenge) as signature
         from (select encode(sha256(convert_to($1 || $2::text, 'UTF8')), 'hex') as challenge) c`,
      [liveSalt, 7],
    );
    expect((await report(encode({ algorithm: 'SHA-256', salt: liveSalt, number: 7, challenge: live?.challenge, signature: live?.signature }))).status).toBe(201);
  });
});

withSql('the site solves it without the resident doing anything', () => {
  let consoleError: MockInstance;
  beforeEach(async () => {
    await resetLimits();
    await configureSupabase({ url: sb.url, anonKey: sb.anonKey });
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());
  afterAll(async () => {
    await configureSupabase({ url: 'http://127.0.0.1:9', anonKey: 'unused' });
  });

  it('createLead and subscribeToUpdates go through past the limit, and stop at the ceiling', async () => {
    const lead = () => {
      const { borough: _borough, ...row } = validLead();
      return row;
    };
    const answers: string[] = [];
    for (let i = 0; i < CEILING + 1; i += 1) {
      const result = await createLead(lead());
      answers.push(result.ok ? 'ok' : `${result.error.kind}:${result.error.limit ?? ''}`);
    }
    expect(answers).toEqual([...Array<string>(CEILING).fill('ok'), 'limited:rate_limited']);
    const [taken] = await sql<{ n: number }>('select count(*)::int as n from private.used_challenges');
    expect(taken?.n).toBe(CEILING - LIMIT);

    const subscribed: string[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1) {
      const result = await subscribeToUpdates(uniqueEmail('challenge'));
      subscribed.push(result.ok ? 'ok' : `${result.error.kind}:${result.error.limit ?? ''}`);
    }
    expect(subscribed).toEqual(Array<string>(LIMIT + 1).fill('ok'));
  });
});
