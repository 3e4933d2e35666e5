/**
 * The Data API's functions are published (supabase/migrations/20261128090000_published_functions.sql):
 * every public function but the few listed below is exactly what private.publish writes for its
 * private twin, so a wrapper is declared by one line and cannot drift from the function it
 * exposes; and private.publish grants exactly the roles it is given.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../supabase/local/database.ts';

/** Public functions written by hand, each for the reason its migration gives. */
const WRITTEN = ['abandoned_uploads', 'dispatch_numbers', 'hook_before_user_created', 'mark_notification_sent', 'record_job_run', 'service_health'];

let db: PGlite;

beforeAll(async () => {
  ({ db } = await openDatabase());
});

afterAll(async () => {
  await db?.close();
});

type Fn = { name: string; target: string; def: string; acl: string; definer: boolean };
const PUBLIC_FUNCTIONS = `
  select p.proname as name, q.oid::regprocedure::text as target, pg_get_functiondef(p.oid) as def,
         coalesce((select string_agg(g.grantee::regrole::text, ',' order by g.grantee::regrole::text) from aclexplode(p.proacl) g where g.privilege_type = 'EXECUTE'), '') as acl,
         p.prosecdef as definer
    from pg_proc p
    left join pg_proc q on q.proname = p.proname and q.pronamespace = 'private'::regnamespace
                       and pg_get_function_identity_arguments(q.oid) = pg_get_function_identity_arguments(p.oid)
   where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
   order by 1`;

/** Run in a transaction that is rolled back: nothing a test does here stays. */
async function rolledBack<T>(work: (tx: Pick<PGlite, 'query' | 'exec'>) => Promise<T>): Promise<T> {
  let out: T | undefined;
  await db
    .transaction(async (tx) => {
      out = await work(tx);
      throw new Error('rollback');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== 'rollback') throw error;
    });
  return out as T;
}

describe('published functions', () => {
  it('every public function but the hand-written few is its private twin, published: publishing it again changes nothing', async () => {
    const before = (await db.query<Fn>(PUBLIC_FUNCTIONS)).rows;
    const published = before.filter((f) => !WRITTEN.includes(f.name));
    expect(published.length).toBeGreaterThan(55);
    expect(before.filter((f) => WRITTEN.includes(f.name)).map((f) => f.name)).toEqual(WRITTEN);
    for (const f of published) {
      expect(f.target, `public.${f.name} has a private twin with the same arguments`).not.toBeNull();
      expect(f.definer, `public.${f.name} is security invoker`).toBe(false);
    }
    const after = await rolledBack(async (tx) => {
      for (const f of published) {
        const roles = f.acl.split(',').filter((r) => r !== 'postgres');
        await tx.query('select private.publish($1::regprocedure, $2::text[])', [f.target, roles]);
      }
      return (await tx.query<Fn>(PUBLIC_FUNCTIONS)).rows;
    });
    expect(after).toEqual(before);
  });

  it('publishes a private function as an invoker wrapper with its arguments, defaults, result and volatility, callable by exactly the roles given', async () => {
    const result = await rolledBack(async (tx) => {
      await tx.exec(`
        create function private.zz_sample(p_a integer, p_b text default 'x') returns table (n integer, t text)
        language sql stable security definer set search_path = '' as $$ select p_a, p_b $$;
        select private.publish('private.zz_sample(integer, text)', '{authenticated}');
      `);
      const fn = await tx.query<{ def: string; anon: boolean; authenticated: boolean; service_role: boolean; public_role: boolean }>(`
        select pg_get_functiondef('public.zz_sample(integer, text)'::regprocedure) as def,
               has_function_privilege('anon', 'public.zz_sample(integer, text)', 'EXECUTE') as anon,
               has_function_privilege('authenticated', 'public.zz_sample(integer, text)', 'EXECUTE') as authenticated,
               has_function_privilege('service_role', 'public.zz_sample(integer, text)', 'EXECUTE') as service_role,
               exists (select 1 from pg_proc p, aclexplode(p.proacl) g where p.oid = 'public.zz_sample(integer, text)'::regprocedure and g.grantee = 0) as public_role`);
      const call = await tx.query<{ n: number; t: string }>('select * from public.zz_sample(7)');
      return { ...fn.rows[0], rows: call.rows };
    });
    expect(result.def).toContain("public.zz_sample(p_a integer, p_b text DEFAULT 'x'::text)");
    expect(result.def).toContain('RETURNS TABLE(n integer, t text)');
    expect(result.def).toMatch(/STABLE\n SET search_path TO ''\n/);
    expect(result.def).not.toContain('SECURITY DEFINER');
    expect(result.def).toContain('select * from private.zz_sample(p_a, p_b);');
    expect({ anon: result.anon, authenticated: result.authenticated, service_role: result.service_role, public_role: result.public_role }).toEqual({
      anon: false,
      authenticated: true,
      service_role: false,
      public_role: false,
    });
    expect(result.rows).toEqual([{ n: 7, t: 'x' }]);
  });

  it('refuses what is not a private function and roles that are not the API roles; the API roles cannot call it', async () => {
    await expect(rolledBack((tx) => tx.query(`select private.publish('public.lead_status(text)', '{anon}')`))).rejects.toThrow(/not in the private schema/);
    await expect(rolledBack((tx) => tx.query(`select private.publish('private.lead_status(text)', '{postgres}')`))).rejects.toThrow(/roles are anon, authenticated and service_role/);
    const rights = await db.query<Record<string, boolean>>(
      `select has_function_privilege('anon', 'private.publish(regprocedure, text[])', 'EXECUTE') as anon,
              has_function_privilege('authenticated', 'private.publish(regprocedure, text[])', 'EXECUTE') as authenticated,
              has_function_privilege('service_role', 'private.publish(regprocedure, text[])', 'EXECUTE') as service_role`,
    );
    expect(rights.rows[0]).toEqual({ anon: false, authenticated: false, service_role: false });
  });
});
