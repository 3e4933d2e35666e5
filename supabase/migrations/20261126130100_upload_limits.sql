-- Application documents (issue 25, finding 9; docs/dispatch-api.md "Documents"):
--
-- * At most private.max_uploads_per_draft() objects (10, src/domain/file-rules.ts
--   MAX_UPLOADS_PER_DRAFT) in one application draft's folder: every upload is a new object,
--   so without a cap one draft could hold any number of 5 MB files. Verified ones count too;
--   the cleanup below removes the unverified ones that are abandoned.
-- * The applicant no longer reads its own objects: with a SELECT policy the Storage API signs
--   links of any lifetime (the outside test signed one for ten years). Nobody needs it: the
--   wizard uploads (INSERT only) and verify-document reads as the service role; staff open a
--   document through document-link's 60-second links.
-- * public.abandoned_uploads(): objects of the bucket that were never recorded as a verified
--   document (private.application_documents) and are older than a day, or whose application
--   is gone. The Edge Function cleanup-uploads deletes them through the Storage API (a SQL
--   delete would leave the file's bytes behind); the local stack runs it every 10 minutes,
--   a hosted project's pg_cron job as README "Scheduled jobs" says.

create function private.max_uploads_per_draft()
returns integer
language sql
immutable
set search_path = ''
as $$ select 10; $$;
grant execute on function private.max_uploads_per_draft() to authenticated, service_role;

-- Objects in one application's folder (SECURITY DEFINER: counted whatever the caller may read).
create function private.draft_upload_count(p_owner uuid, p_application uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.count(*)::integer
    from storage.objects o
   where o.bucket_id = 'application-documents'
     and o.name like p_owner::text || '/' || p_application::text || '/%';
$$;
revoke all on function private.draft_upload_count(uuid, uuid) from public, anon;
grant execute on function private.draft_upload_count(uuid, uuid) to authenticated, service_role;

-- As in 20261124110000_document_verification, plus the cap.
drop policy "application documents: owner uploads into own draft" on storage.objects;
create policy "application documents: owner uploads into own draft"
  on storage.objects
  for insert
  to authenticated
  with check (
    bucket_id = 'application-documents'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and cardinality(storage.foldername(name)) = 2
    and exists (
      select 1
        from public.applications a
       where a.id::text = (storage.foldername(name))[2]
         and a.owner = (select auth.uid())
         and a.status = 'draft'
         and (name ~ private.document_object_pattern(a.owner::text, a.id::text, 'license')
              or name ~ private.document_object_pattern(a.owner::text, a.id::text, 'insurance'))
         and private.draft_upload_count(a.owner, a.id) < private.max_uploads_per_draft()
    )
    and not private.document_name_used(name)
  );

drop policy "application documents: owner reads own" on storage.objects;

-- Names of abandoned unverified objects, oldest first (service role only).
create function public.abandoned_uploads(p_limit integer default 100)
returns table (name text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.name
    from storage.objects o
   where o.bucket_id = 'application-documents'
     and not exists (select 1 from private.application_documents d where d.object_name = o.name)
     and (o.created_at < pg_catalog.now() - interval '1 day'
          or not exists (select 1 from public.applications a where a.id::text = (storage.foldername(o.name))[2]))
   order by o.created_at
   limit greatest(1, least(coalesce(p_limit, 100), 1000));
$$;
revoke all on function public.abandoned_uploads(integer) from public, anon, authenticated;
grant execute on function public.abandoned_uploads(integer) to service_role;

-- The cleanup's schedule on a hosted project: every 10 minutes pg_cron POSTs the function with
-- the service role key from Vault (the secrets `project_url` and `service_role_key` of README
-- "Notifications on a hosted project", step 4; until they exist the job's calls fail harmlessly).
-- Where pg_cron or pg_net is not available (the local Supabase, which runs the same call itself
-- from supabase/local/server.ts, or a plain PostgreSQL test cluster) nothing is scheduled.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.schedule('cleanup-uploads', '*/10 * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
               || '/functions/v1/cleanup-uploads',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
        body := '{}'::jsonb);
    $job$);
  end if;
end;
$$;
