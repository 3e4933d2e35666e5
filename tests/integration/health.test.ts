/**
 * The service's health (supabase/migrations/20261126160000_scheduled_jobs.sql and the health
 * function): scheduled jobs record their own runs, a job that has not succeeded in time, a
 * message waiting too long or a failed call to a function each make the answer 503 with one line
 * an operator can act on, and only staff and the service role may read it through the API.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSupabase } from './target.ts';
import { adminCreateUser, anonymousUser, startServer, staffUser, uniqueEmail, untypedClient } from './helpers.ts';

type Db = SupabaseClient;
type Health = { ok: boolean; problems: string[]; outbox: Record<string, number | null>; jobs: { job: string; ok: boolean; last_success_at: string | null }[] };

let sb: TestSupabase;
let service: Db;

async function health(): Promise<{ status: number; body: Health }> {
  const res = await fetch(`${sb.url}/functions/v1/health`);
  return { status: res.status, body: (await res.json()) as Health };
}

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => sb.runExclusive(async (db) => (await db.query<T>(text, params)).rows);

/** Every job as if it had just succeeded, and an empty outbox: the baseline of each test. */
async function allWell(): Promise<void> {
  await sql(`update private.scheduled_jobs set installed_at = now(), last_success_at = now(), last_failure_at = null, last_error = null`);
  await sql(`delete from private.outbox`);
}

/** A signed-in admin (app_metadata.role 'admin', as `npm run staff:add -- --role admin` makes them). */
async function admin(): Promise<Db> {
  const email = uniqueEmail('admin');
  await adminCreateUser(sb, email, { password: 'admin-password-1', appMetadata: { role: 'admin' } });
  const db = untypedClient(sb);
  const { error } = await db.auth.signInWithPassword({ email, password: 'admin-password-1' });
  if (error) throw error;
  return db;
}

async function professional(): Promise<Db> {
  const email = uniqueEmail('pro');
  const { data, error } = await service.auth.admin.createUser({ email, password: 'pro-password-1', email_confirm: true, app_metadata: { test: true } });
  if (error || !data.user) throw error ?? new Error('no user');
  const { error: insert } = await service.from('pros').insert({
    user_id: data.user.id,
    business_name: 'Health Test Wildlife',
    contact_name: 'Test Pro',
    email,
    phone: '(718) 555-0198',
    license_number: 'TEST-HEALTH',
    license_expires_on: '2027-09-30',
    insurance_carrier: 'Test Carrier',
    insured_through: '2027-06-30',
    boroughs: ['Brooklyn'],
    species: [],
  });
  if (insert) throw insert;
  const db = untypedClient(sb);
  const { error: signIn } = await db.auth.signInWithPassword({ email, password: 'pro-password-1' });
  if (signIn) throw signIn;
  return db;
}

beforeAll(async () => {
  sb = await startServer();
  service = untypedClient(sb, sb.serviceRoleKey);
});

afterAll(async () => {
  await sb?.stop();
});

describe('the health answer', () => {
  it('is 200 with counts and job names when everything has run in time', async () => {
    await allWell();
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.problems).toEqual([]);
    expect(body.jobs.map((j) => j.job)).toEqual(['cleanup-uploads', 'deliver-notifications', 'expire-offers', 'pro-account', 'retention']);
    expect(body.outbox).toEqual({ pending: 0, waiting_over_5_minutes: 0, oldest_pending_seconds: 0, failed_last_day: 0 });
  });

  it('is 503 naming the job when delivery has not succeeded in time, and 200 again after a run of the function', async () => {
    await allWell();
    await sql(`update private.scheduled_jobs set last_success_at = now() - interval '10 minutes' where job = 'deliver-notifications'`);
    const late = await health();
    expect(late.status).toBe(503);
    expect(late.body.problems).toEqual(['Job deliver-notifications has not succeeded for more than 00:03:00.']);
    expect(late.body.jobs.find((j) => j.job === 'deliver-notifications')?.ok).toBe(false);

    // What the schedule does: the function drains the (empty) outbox and records its run.
    const run = await fetch(`${sb.url}/functions/v1/deliver-notifications`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${sb.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(run.status).toBe(200);
    const back = await health();
    expect(back.status).toBe(200);
    const [job] = await sql<{ runs: number; last_success_at: Date }>(`select runs::int, last_success_at from private.scheduled_jobs where job = 'deliver-notifications'`);
    expect(Date.now() - (job?.last_success_at.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('names a job never run since it was installed, with its last error', async () => {
    await allWell();
    await sql(`update private.scheduled_jobs set installed_at = now() - interval '2 hours', last_success_at = null where job = 'cleanup-uploads'`);
    const { error } = await service.rpc('record_job_run', { p_job: 'cleanup-uploads', p_error: 'remove: storage answered 500' });
    expect(error).toBeNull();
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.problems).toEqual(['Job cleanup-uploads has not succeeded since it was installed (last error: remove: storage answered 500).']);
  });

  it('is 503 when a message has waited longer than 5 minutes: the outbox is not draining', async () => {
    await allWell();
    await sql(
      `insert into private.outbox (recipient, template, data, dedup_key, max_attempts, created_at, next_attempt_at)
       values ('stuck@example.com', 'lead_received', '{}', 'health-test-stuck', 5, now() - interval '6 minutes', now() - interval '6 minutes'),
              ('fresh@example.com', 'lead_received', '{}', 'health-test-fresh', 5, now(), now())`,
    );
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.problems).toEqual(['1 e-mail message(s) waiting longer than 5 minutes: the outbox is not draining.']);
    expect(body.outbox.pending).toBe(2);
    expect(body.outbox.waiting_over_5_minutes).toBe(1);
    expect(body.outbox.oldest_pending_seconds).toBeGreaterThanOrEqual(360);
    // Counts only: no address leaves through the health answer.
    expect(JSON.stringify(body)).not.toContain('@example.com');
  });

  it('records a function job that cannot start for want of Vault or pg_net as the job\'s failure', async () => {
    await allWell();
    const [row] = await sql<{ request: string | null }>(`select private.invoke_function('deliver-notifications') as request`);
    expect(row?.request).toBeNull();
    const [job] = await sql<{ last_error: string }>(`select last_error from private.scheduled_jobs where job = 'deliver-notifications'`);
    expect(job?.last_error).toBe('Vault or pg_net is not available on this database.');
    await expect(sql(`select private.invoke_function('expire-offers')`)).rejects.toThrow('No function job has this name.');
  });
});

describe('the SQL jobs record their runs', () => {
  it('expire-offers and retention succeed and say so; retention deletes counts older than a day only', async () => {
    await sql(`update private.scheduled_jobs set last_success_at = null where job in ('expire-offers', 'retention')`);
    await sql(
      `insert into private.rate_limits (bucket, window_start, hits)
       values ('health-test:old', now() - interval '2 days', 1), ('health-test:new', now(), 1)`,
    );
    await sql(`select private.run_expire_offers()`);
    const [deleted] = await sql<{ n: number }>(`select private.run_retention() as n`);
    expect(deleted?.n).toBeGreaterThanOrEqual(1);
    expect(await sql(`select bucket from private.rate_limits where bucket like 'health-test:%'`)).toEqual([{ bucket: 'health-test:new' }]);
    const jobs = await sql<{ job: string; ok: boolean }>(
      `select job, last_success_at > now() - interval '1 minute' as ok from private.scheduled_jobs where job in ('expire-offers', 'retention') order by job`,
    );
    expect(jobs).toEqual([
      { job: 'expire-offers', ok: true },
      { job: 'retention', ok: true },
    ]);
  });
});

describe('who may read the health or record a run, through the API', () => {
  it('staff and the service role read it; anon, an applicant and a professional are refused', async () => {
    await allWell();
    const staff = await staffUser(sb);
    const staffHealth = await staff.rpc('service_health');
    expect(staffHealth.error).toBeNull();
    expect((staffHealth.data as Health).ok).toBe(true);
    const serviceHealth = await service.rpc('service_health');
    expect(serviceHealth.error).toBeNull();
    expect((await (await admin()).rpc('service_health')).error).toBeNull();

    const anon = await untypedClient(sb).rpc('service_health');
    expect(anon.error?.code).toBe('42501');
    const applicant = await anonymousUser(sb);
    expect((await applicant.db.rpc('service_health')).error?.message).toBe('Only dispatch staff can do this.');
    const pro = await professional();
    expect((await pro.rpc('service_health')).error?.message).toBe('Only dispatch staff can do this.');
  });

  it('only the service role records a run, and only of a job that exists', async () => {
    const staff = await staffUser(sb);
    for (const db of [untypedClient(sb), staff, await admin(), await professional(), (await anonymousUser(sb)).db]) {
      const { error } = await db.rpc('record_job_run', { p_job: 'deliver-notifications' });
      expect(error?.code).toBe('42501');
    }
    const unknown = await service.rpc('record_job_run', { p_job: 'no-such-job' });
    expect(unknown.error?.message).toBe('No scheduled job has this name.');
  });

  it('the job table is not reachable through the API', async () => {
    const { error } = await service.schema('private').from('scheduled_jobs').select('*');
    expect(error).not.toBeNull();
  });
});
