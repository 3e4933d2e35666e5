-- What `npm run doctor` compares with supabase/migrations: the versions this database has
-- applied (the table `supabase db push` and the local Supabase both keep). Service role only.
create function private.applied_migrations()
returns table (version text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if pg_catalog.to_regclass('supabase_migrations.schema_migrations') is null then
    return;
  end if;
  return query execute 'select m.version::text from supabase_migrations.schema_migrations m order by m.version';
end;
$$;

create function public.applied_migrations()
returns table (version text)
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.applied_migrations(); $$;

revoke all on function private.applied_migrations() from public, anon, authenticated;
revoke all on function public.applied_migrations() from public, anon, authenticated;
grant execute on function private.applied_migrations() to service_role;
grant execute on function public.applied_migrations() to service_role;
