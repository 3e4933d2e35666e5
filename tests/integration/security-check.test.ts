/**
 * Our own security check (supabase/security-check.sql) passes on the real migrations and
 * catches deliberately broken ones.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../supabase/local/database.ts';
import { runSecurityCheck } from '../../supabase/local/security-check.ts';

const scratch = mkdtempSync(join(tmpdir(), 'security-check-'));

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('security check', () => {
  it('reports nothing on supabase/migrations', async () => {
    const { db } = await openDatabase();
    try {
      expect(await runSecurityCheck(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('catches a table with RLS off, an always-true policy, an exposed SECURITY DEFINER function, a mutable search_path and a public bucket', async () => {
    const broken = join(scratch, '99990101000000_broken.sql');
    writeFileSync(
      broken,
      `
      create table public.oops (id int primary key, secret text);
      grant select on public.oops to anon;

      create table public.open_door (id int primary key);
      alter table public.open_door enable row level security;
      grant insert on public.open_door to anon;
      create policy "anyone" on public.open_door for insert to anon with check (true);

      create function public.whoami() returns text language sql security definer
        as $$ select current_user::text $$;

      -- The platform's own function, as a hosted project has it (not ours to judge).
      create schema if not exists graphql_public;
      create function graphql_public.graphql(query text default null) returns jsonb language sql
        as $$ select '{}'::jsonb $$;

      update storage.buckets set public = true where id = 'application-documents';
      `,
    );
    const { db } = await openDatabase({ extraMigrations: [broken] });
    try {
      const findings = await runSecurityCheck(db);
      const found = (check: string, object: string) =>
        findings.some((f) => f.check_name === check && f.object_name.startsWith(object));
      expect(found('rls_disabled_in_public', 'public.oops')).toBe(true);
      expect(found('anon_can_select', 'public.oops')).toBe(true);
      expect(found('policy_always_true', 'public.open_door')).toBe(true);
      expect(found('security_definer_function_executable', 'public.whoami')).toBe(true);
      expect(found('function_search_path_mutable', 'public.whoami')).toBe(true);
      expect(found('bucket_not_private', 'storage.buckets / application-documents')).toBe(true);
      expect(findings.filter((f) => f.object_name.startsWith('graphql_public.'))).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('catches just a table with RLS off', async () => {
    const broken = join(scratch, '99990102000000_rls_off.sql');
    writeFileSync(broken, 'create table public.forgot_rls (id int primary key);\n');
    const { db } = await openDatabase({ extraMigrations: [broken] });
    try {
      expect(await runSecurityCheck(db)).toEqual([
        { check_name: 'rls_disabled_in_public', object_name: 'public.forgot_rls', detail: 'row level security is off' },
      ]);
    } finally {
      await db.close();
    }
  });
});
