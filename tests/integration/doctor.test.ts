/**
 * `npm run doctor` (scripts/doctor.ts) against a real local Supabase: nothing to say when the
 * service has what it needs, one line per problem otherwise (a late job, a migration not
 * applied, Auth settings the product cannot work with, a project that does not answer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSupabase } from './target.ts';
import { listMigrations } from '../../supabase/local/database.ts';
import { doctor } from '../../scripts/doctor.ts';
import { anonymousUser, staffUser, localStack, startLocalServer, startServer, untypedClient } from './helpers.ts';

let sb: TestSupabase;
const target = () => ({ url: sb.url, anonKey: sb.anonKey, serviceRoleKey: sb.serviceRoleKey });
const sql = (text: string) => sb.runExclusive((db) => db.query(text));

beforeAll(async () => {
  sb = await startServer();
});

afterAll(async () => {
  await sb?.stop();
});

describe('npm run doctor', () => {
  it('finds nothing when every migration is applied and every job has run in time', async () => {
    await sql(`update private.scheduled_jobs set last_success_at = now()`);
    expect(await doctor(target())).toEqual([]);
  });

  it('says which job is late and which migration is not applied', async () => {
    const last = listMigrations().at(-1);
    if (!last) throw new Error('no migrations');
    await sql(`update private.scheduled_jobs set last_success_at = now() - interval '1 hour' where job = 'deliver-notifications'`);
    const saved = await sb.runExclusive((db) => db.query<{ version: string; name: string; statements: string[] }>(`delete from supabase_migrations.schema_migrations where version = '${last.version}' returning version, name, statements`));
    try {
      expect(await doctor(target())).toEqual([
        `Migrations: ${last.version}_${last.name}.sql is not applied (supabase db push).`,
        'Health: Job deliver-notifications has not succeeded for more than 00:03:00.',
      ]);
    } finally {
      const row = saved.rows[0];
      if (row) await sb.runExclusive((db) => db.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [row.version, row.name, row.statements]));
      await sql(`update private.scheduled_jobs set last_success_at = now()`);
    }
    expect(await doctor(target())).toEqual([]);
  });

  it('says when anonymous sign-ins are off, and when the project does not answer at all', async () => {
    localStack(sb);
    const closed = await startLocalServer({ enableAnonymousSignIns: false });
    try {
      await closed.runExclusive((db) => db.query(`update private.scheduled_jobs set last_success_at = now()`));
      expect(await doctor({ url: closed.url, anonKey: closed.anonKey, serviceRoleKey: closed.serviceRoleKey })).toEqual([
        'Auth: anonymous sign-ins are off; applicants cannot start the application wizard (Authentication → Sign In / Providers).',
      ]);
    } finally {
      await closed.stop();
    }
    const nowhere = await doctor({ ...target(), url: 'http://127.0.0.1:9' });
    expect(nowhere[0]).toMatch(/^Auth: http:\/\/127\.0\.0\.1:9\/auth\/v1\/settings answered nothing/);
    expect(nowhere).toHaveLength(3);
  });

  it('on a hosted project, says when the fee as sold is still the local test checkout\'s, and nothing once it is set; only the service role may ask', async () => {
    await sql(`update private.scheduled_jobs set last_success_at = now()`);
    expect(await doctor({ ...target(), hosted: true })).toEqual([
      "Payment: the application fee is 0 (the local test checkout's): set private.payment_settings.amount_total to the fee in cents (README step 5).",
      'Payment: private.payment_settings.livemode is false, so live payments are kept as unmatched (README step 5).',
      'Payment: private.payment_settings.payment_link is not set, so a payment through any link of the account counts (README step 5).',
    ]);
    await sql(`update private.payment_settings set amount_total = 15000, livemode = true, payment_link = 'plink_doctor'`);
    try {
      expect(await doctor({ ...target(), hosted: true })).toEqual([]);
    } finally {
      await sql(`update private.payment_settings set amount_total = 0, livemode = false, payment_link = null`);
    }
    for (const db of [untypedClient(sb), await staffUser(sb), (await anonymousUser(sb)).db]) {
      expect((await db.rpc('payment_settings_problems')).error?.code).toBe('42501');
    }
  });

  it('lists the applied migrations to the service role only', async () => {
    const anon = await untypedClient(sb).rpc('applied_migrations');
    expect(anon.error?.code).toBe('42501');
    const staff = await staffUser(sb);
    expect((await staff.rpc('applied_migrations')).error?.code).toBe('42501');
    const applicant = await anonymousUser(sb);
    expect((await applicant.db.rpc('applied_migrations')).error?.code).toBe('42501');
    const service = await untypedClient(sb, sb.serviceRoleKey).rpc('applied_migrations');
    expect((service.data as { version: string }[]).map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
  });
});
