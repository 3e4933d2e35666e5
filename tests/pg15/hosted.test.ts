/**
 * The hosted-shaped stage (issue 26): a PostgreSQL 15 cluster shaped like a hosted Supabase
 * project (tests/pg15/hosted: supabase_admin the only superuser, `postgres` not one, auth and
 * storage owned by their services' roles, pg_cron preloaded, Vault and pg_net stand-ins), with
 * the project applied the way a deployment applies it: `supabase db push --db-url … --include-seed`
 * by the real Supabase CLI (npm package `supabase`, pinned), connected as `postgres`.
 *
 * What differs from a hosted project, and why it is safe to test here: pg_cron is Debian's 1.4.2
 * (hosted: 1.6), which has no schedules in seconds, so the 5 s delivery and 30 s expiry jobs run
 * every minute here (a wrapper in tests/pg15/hosted/platform.sql); Vault keeps secrets in plain
 * text; pg_net queues the request and sends nothing (the test reads the queue); GoTrue,
 * PostgREST and Storage do not run (their roles and schemas do).
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations } from '../../supabase/local/database.ts';
import { SCHEMA_FILE, TYPES_FILE, dumpSchema, generateTypes, pushProject } from '../../scripts/gen-db-types.ts';
import { serviceAreaRows } from '../../scripts/generate-service-area-sql.ts';
import { findPgCron, findPostgres15, startCluster, type Cluster } from './cluster.ts';
import { connectRemote } from '../integration/target.ts';

const found = findPostgres15();
const cron = found.bin ? findPgCron(found.bin) : { ok: false as const, reason: 'reason' in found ? found.reason : '' };
const skip = !found.bin || !cron.ok;
if (skip && process.env.CI) throw new Error(cron.ok ? 'PostgreSQL 15 is missing' : cron.reason);
if (skip) console.warn(`[pg15] hosted-shaped stage skipped: ${cron.ok ? '' : cron.reason}`);

/** Every column GoTrue scans into a Go string (not a pointer): NULL there fails sign-in. */
const GOTRUE_STRING_COLUMNS = [
  'aud', 'role', 'confirmation_token', 'recovery_token', 'email_change_token_new', 'email_change',
  'email_change_token_current', 'phone_change', 'phone_change_token', 'reauthentication_token',
] as const;

let cluster: Cluster;
let push: { status: number | null; output: string };
let db: pg.Client;

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe.skipIf(skip)('a hosted-shaped PostgreSQL 15, the project pushed by the Supabase CLI', () => {
  beforeAll(async () => {
    cluster = await startCluster(found.bin ?? '');
    push = pushProject(cluster);
    db = new pg.Client({ host: '127.0.0.1', port: cluster.port, user: 'postgres', database: 'postgres' });
    await db.connect();
  }, 360_000);

  afterAll(async () => {
    await db?.end();
    cluster?.stop();
  });

  it('every migration applies through the CLI as postgres, which is no superuser; the CLI records each', async () => {
    expect(push.status, push.output).toBe(0);
    const role = await db.query<{ rolsuper: boolean; current_user: string }>(`select rolsuper, current_user from pg_roles where rolname = current_user`);
    expect(role.rows).toEqual([{ rolsuper: false, current_user: 'postgres' }]);
    const history = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
    expect(history.rows.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
    // Everything the migrations made belongs to postgres, as on a hosted project.
    const foreign = await db.query<{ name: string; owner: string }>(
      `select p.oid::regprocedure::text as name, pg_get_userbyid(p.proowner) as owner
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and p.proowner <> 'postgres'::regrole`,
    );
    expect(foreign.rows).toEqual([]);
  });

  it('the reference data step runs through the CLI after every push (`supabase db query --file`, as npm run deploy runs it): a drifted service area is the list again', async () => {
    const zips = async () => (await db.query<{ zip: string; borough: string }>('select zip, borough from private.service_area_zips order by zip')).rows.map((r) => [r.zip, r.borough]);
    expect(await zips()).toEqual(serviceAreaRows());
    await db.query(`delete from private.service_area_zips where zip = '10001'; insert into private.service_area_zips (zip, borough) values ('00501', 'Queens')`);
    expect(await zips()).not.toEqual(serviceAreaRows());
    const again = pushProject(cluster);
    expect(again.status, again.output).toBe(0);
    expect(await zips()).toEqual(serviceAreaRows());
  }, 360_000);

  it('npm run test:remote reaches a hosted database as postgres: rows read, settings written, a transaction rolled back or committed', async () => {
    const remote = connectRemote({ url: 'http://127.0.0.1:1', anonKey: 'a', serviceRoleKey: 's', dbUrl: `postgresql://postgres@127.0.0.1:${cluster.port}/postgres` });
    const who = await remote.runExclusive(async (sql) => (await sql.query<{ current_user: string }>('select current_user')).rows);
    expect(who).toEqual([{ current_user: 'postgres' }]);
    const before = await remote.runExclusive(async (sql) => (await sql.query<{ max_attempts: number }>('select max_attempts from private.notification_settings')).rows[0]?.max_attempts);
    expect(typeof before).toBe('number');
    const rolledBack = await remote.runExclusive((sql) =>
      sql.transaction(async (tx) => {
        await tx.query('update private.notification_settings set max_attempts = max_attempts + 1');
        await tx.rollback();
        return (await tx.query<{ max_attempts: number }>('select max_attempts from private.notification_settings')).rows[0]?.max_attempts;
      }),
    );
    expect(rolledBack).toBe(before);
    await expect(remote.runExclusive((sql) => sql.transaction(async (tx) => {
      await tx.query('update private.notification_settings set max_attempts = max_attempts + 1');
      throw new Error('undo');
    }))).rejects.toThrow('undo');
    await remote.runExclusive((sql) => sql.transaction((tx) => tx.query('update private.notification_settings set max_attempts = $1', [Number(before) + 2])));
    const after = await remote.runExclusive(async (sql) => (await sql.query<{ max_attempts: number }>('select max_attempts from private.notification_settings')).rows[0]?.max_attempts);
    expect(after).toBe(Number(before) + 2);
    await remote.runExclusive((sql) => sql.query('update private.notification_settings set max_attempts = $1', [before]));
  });

  it('src/lib/database.types.ts is what Supabase\'s generator (postgres-meta) prints for this database: run `npm run db:types` after changing a migration', () => {
    const fresh = generateTypes(cluster);
    expect(readFileSync(TYPES_FILE, 'utf8') === fresh, 'src/lib/database.types.ts is stale: run `npm run db:types`').toBe(true);
    // What the migrations define: a NOT NULL column without default is required, an identity column never written.
    const leads = fresh.slice(fresh.indexOf('      leads: {'), fresh.indexOf('      newsletter_subscriptions: {'));
    expect(leads).toMatch(/Insert: \{[^}]*\n {10}borough: string\n/);
    expect(leads).toMatch(/Insert: \{[^}]*\n {10}address\?: string \| null\n/);
    expect(fresh).toMatch(/lead_events: \{[\s\S]*?Insert: \{[^}]*\n {10}id\?: never\n/);
  });

  it('supabase/schema.sql is the current schema this database holds (every table, policy, function and grant, in one place): run `npm run db:types` after changing a migration', () => {
    const fresh = dumpSchema(cluster, found.bin ?? '');
    expect(readFileSync(SCHEMA_FILE, 'utf8') === fresh, 'supabase/schema.sql is stale: run `npm run db:types`').toBe(true);
    // What it holds: the latest definition of a function redefined by several migrations, and the policies.
    expect(fresh).toContain("'resolved', case when v_stage = 'completed' then v_lead.resident_resolved end");
    expect(fresh.match(/CREATE FUNCTION private\.lead_status\(p_token text\)/g)).toHaveLength(1);
    expect(fresh).toMatch(/CREATE POLICY .* ON public\.leads/);
  });

  it('no user has NULL in a column GoTrue reads as a string: the migrations repaired one written the old way', async () => {
    const nulls = await db.query<{ id: string; columns: string[] }>(
      `select id, array_remove(array[${GOTRUE_STRING_COLUMNS.map((c) => `case when ${c} is null then '${c}' end`).join(', ')}], null) as columns
         from auth.users`,
    );
    expect(nulls.rows.length).toBeGreaterThan(0);
    expect(nulls.rows.filter((r) => r.columns.length > 0)).toEqual([]);
  });

  it('cron.job holds every scheduled job; without the Vault secrets a run records which are missing, with them the delivery job runs and calls the function with the keys', async () => {
    const jobs = await db.query<{ jobname: string; schedule: string; active: boolean; username: string }>('select jobname, schedule, active, username from cron.job order by jobname');
    const expected = await db.query<{ job: string }>('select job from private.scheduled_jobs order by job');
    expect(jobs.rows.map((j) => j.jobname)).toEqual(expected.rows.map((r) => r.job));
    expect(jobs.rows.every((j) => j.active && j.username === 'postgres')).toBe(true);
    expect(jobs.rows.find((j) => j.jobname === 'retention')?.schedule).toBe('17 4 * * *');

    // No secrets: the job's own command records the failure by name (the console banner and
    // npm run doctor read it from private.service_health).
    const command = async (job: string) => (await db.query<{ command: string }>('select command from cron.job where jobname = $1', [job])).rows[0]?.command ?? '';
    await db.query(await command('deliver-notifications'));
    const failed = await db.query<{ last_error: string }>(`select last_error from private.scheduled_jobs where job = 'deliver-notifications'`);
    expect(failed.rows[0]?.last_error).toBe('Vault secret missing: project_url, service_role_key, scheduler_secret.');
    const health = await db.query<{ problems: string[] }>(`select array(select jsonb_array_elements_text(private.service_health() -> 'problems')) as problems`);
    expect(health.rows[0]?.problems.join(' ')).toMatch(/Vault secret\(s\) missing: project_url, scheduler_secret, service_role_key\./);

    // The secrets, as README step 4 stores them.
    await db.query(`select vault.create_secret('https://stage-ref.supabase.co', 'project_url'), vault.create_secret('service-key', 'service_role_key'), vault.create_secret('scheduler-secret', 'scheduler_secret')`);
    const since = (await db.query<{ now: Date }>('select now()')).rows[0]?.now;
    // pg_cron itself runs the job (every minute on this pg_cron).
    const run = await waitFor(async () => {
      const r = await db.query<{ status: string }>(
        `select d.status from cron.job_run_details d join cron.job j on j.jobid = d.jobid
          where j.jobname = 'deliver-notifications' and d.start_time > $1 and d.status in ('succeeded', 'failed')`,
        [since],
      );
      return r.rows[0];
    }, 90_000);
    expect(run.status).toBe('succeeded');
    const requests = await db.query<{ url: string; headers: Record<string, string> }>(
      `select url, headers from net.http_request_queue where url like '%/deliver-notifications' order by id desc limit 1`,
    );
    expect(requests.rows[0]?.url).toBe('https://stage-ref.supabase.co/functions/v1/deliver-notifications');
    expect(requests.rows[0]?.headers).toMatchObject({ Authorization: 'Bearer service-key', 'x-scheduler-secret': 'scheduler-secret' });

    // The daily retention job's command runs as its owner and records its success.
    await db.query(await command('retention'));
    const retention = await db.query<{ ok: boolean }>(`select last_success_at > $1 as ok from private.scheduled_jobs where job = 'retention'`, [since]);
    expect(retention.rows[0]?.ok).toBe(true);
  }, 120_000);

  it('a request of the Data API over 8 s is stopped, whatever role it plays, as hosted does (authenticator\'s statement_timeout)', async () => {
    const api = new pg.Client({ host: '127.0.0.1', port: cluster.port, user: 'authenticator', database: 'postgres' });
    await api.connect();
    try {
      await api.query('set role service_role');
      const started = Date.now();
      const outcome = await api.query('select pg_sleep(9)').then(
        () => 'finished',
        (error: { code?: string }) => error.code ?? 'error',
      );
      expect(outcome).toBe('57014');
      expect(Date.now() - started).toBeLessThan(8_900);
    } finally {
      await api.end();
    }
  }, 30_000);
});
