-- Security check of the migrated database: one row per finding, no rows = pass.
-- Run as a superuser after the migrations (tests/integration/security-check.test.ts does it on
-- the local database; against a hosted project run it in the SQL editor).
-- Our own catalog queries after Supabase's splinter lints 0007, 0010, 0011, 0013, 0015, 0024,
-- 0025, 0028, 0029 (docs/supabase-wire.md#security-check). Exposed schemas = [api] schemas in supabase/config.toml.
with exposed(nspname) as (
  values ('public'), ('graphql_public')
),
api_role(rolname) as (
  values ('anon'), ('authenticated')
),
tables as (
  select c.oid, n.nspname, c.relname, c.relkind, c.relrowsecurity, c.reloptions
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where n.nspname in (select nspname from exposed)
     and c.relkind in ('r', 'p', 'v', 'm', 'f')
),
policies as (
  select p.schemaname, p.tablename, p.policyname, p.cmd, p.roles, p.qual, p.with_check
    from pg_catalog.pg_policies p
   where p.schemaname in (select nspname from exposed)
      or (p.schemaname = 'storage' and p.tablename = 'objects')
),
findings(check_name, object_name, detail) as (
  -- Every table in an exposed schema has row level security on.
  select 'rls_disabled_in_public', t.nspname || '.' || t.relname,
         'row level security is off'
    from tables t
   where t.relkind in ('r', 'p') and not t.relrowsecurity

  union all
  -- Nothing in an exposed schema can be read by the anon role (no table or column SELECT).
  select 'anon_can_select', t.nspname || '.' || t.relname,
         'anon holds SELECT on the table or some of its columns'
    from tables t
   where pg_catalog.has_any_column_privilege('anon', t.oid, 'SELECT')

  union all
  -- No always-true policy for the public roles: USING (true), WITH CHECK (true), or an
  -- INSERT/UPDATE/ALL policy without any check.
  select 'policy_always_true', p.schemaname || '.' || p.tablename || ' / ' || p.policyname,
         p.cmd || ' policy for ' || pg_catalog.array_to_string(p.roles, ',') || ' is always true'
    from policies p
   where (p.roles && array['public', 'anon', 'authenticated']::name[])
     and (
       pg_catalog.btrim(coalesce(p.qual, '')) in ('true', '(true)')
       or pg_catalog.btrim(coalesce(p.with_check, '')) in ('true', '(true)')
       or (p.cmd = 'INSERT' and p.with_check is null)
       or (p.cmd in ('UPDATE', 'ALL') and p.with_check is null and p.qual is null)
     )

  union all
  -- Policies must not trust user_metadata (users can edit it).
  select 'policy_uses_user_metadata', p.schemaname || '.' || p.tablename || ' / ' || p.policyname,
         'policy reads user_metadata, which the user can change'
    from policies p
   where coalesce(p.qual, '') || ' ' || coalesce(p.with_check, '') ~ 'user_metadata'

  union all
  -- Policies written but RLS off.
  select 'policy_exists_rls_disabled', t.nspname || '.' || t.relname,
         'policies exist but row level security is off'
    from tables t
   where t.relkind in ('r', 'p') and not t.relrowsecurity
     and exists (select 1 from pg_catalog.pg_policy pp where pp.polrelid = t.oid)

  union all
  -- Views readable by the API roles must run with the caller's rights.
  select 'security_definer_view', t.nspname || '.' || t.relname,
         'view readable by anon/authenticated without security_invoker'
    from tables t
   where t.relkind in ('v', 'm')
     and not coalesce(t.reloptions, '{}') && array['security_invoker=true', 'security_invoker=on', 'security_invoker=1']
     and (pg_catalog.has_any_column_privilege('anon', t.oid, 'SELECT')
          or pg_catalog.has_any_column_privilege('authenticated', t.oid, 'SELECT'))

  union all
  -- No SECURITY DEFINER function in an exposed schema executable by anon or authenticated.
  select 'security_definer_function_executable',
         n.nspname || '.' || p.proname || '(' || pg_catalog.pg_get_function_identity_arguments(p.oid) || ')',
         'SECURITY DEFINER function executable by ' || r.rolname
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   cross join api_role r
   where n.nspname in (select nspname from exposed)
     and p.prosecdef
     and pg_catalog.has_function_privilege(r.rolname, p.oid, 'EXECUTE')

  union all
  -- Every function of ours pins its search_path. Ours = the schemas the migrations create
  -- functions in; graphql_public belongs to the platform (a hosted project's
  -- graphql_public.graphql comes from Supabase's own setup and sets none).
  select 'function_search_path_mutable',
         n.nspname || '.' || p.proname || '(' || pg_catalog.pg_get_function_identity_arguments(p.oid) || ')',
         'function does not set search_path'
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where n.nspname in ('public', 'private')
     and not exists (
       select 1 from pg_catalog.pg_depend d
        where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
     )
     and not exists (
       select 1 from pg_catalog.unnest(coalesce(p.proconfig, '{}')) as cfg(setting)
        where cfg.setting like 'search_path=%'
     )

  union all
  -- The application documents bucket exists and is private.
  select 'bucket_not_private', 'storage.buckets / application-documents',
         case when b.id is null then 'bucket is missing' else 'bucket is public' end
    from (select 1) one
    left join storage.buckets b on b.id = 'application-documents'
   where b.id is null or b.public

  union all
  -- A public bucket with a broad SELECT policy lets anyone list its files.
  select 'public_bucket_allows_listing', 'storage.buckets / ' || b.id,
         'public bucket with a SELECT policy on storage.objects'
    from storage.buckets b
   where b.public
     and exists (
       select 1 from policies p
        where p.schemaname = 'storage' and p.tablename = 'objects' and p.cmd in ('SELECT', 'ALL')
          and (p.roles && array['public', 'anon', 'authenticated']::name[])
     )
)
select check_name, object_name, detail
  from findings
 order by check_name, object_name;
