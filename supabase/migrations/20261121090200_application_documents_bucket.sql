-- Private storage bucket for the licence and insurance documents of applications.
--
-- Object paths: <auth.uid()>/<application id>/<license|insurance>.<pdf|jpg|jpeg|png>
-- The applicant (an anonymous-sign-in user, role authenticated) may upload into its own
-- folder, and only into the folder of one of its applications that is still a draft; it may
-- read and replace (upsert) its own objects. Nobody else can read or list them, except staff.
-- The same bucket is declared in supabase/config.toml for `supabase start`.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'application-documents',
  'application-documents',
  false,
  5242880,
  array['application/pdf', 'image/jpeg', 'image/png']
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Upload: own folder, an own draft application's folder, and an expected file name.
create policy "application documents: owner uploads into own draft"
  on storage.objects
  for insert
  to authenticated
  with check (
    bucket_id = 'application-documents'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and cardinality(storage.foldername(name)) = 2
    and storage.filename(name) ~ '^(license|insurance)\.(pdf|jpg|jpeg|png)$'
    and exists (
      select 1
        from public.applications a
       where a.id::text = (storage.foldername(name))[2]
         and a.owner = (select auth.uid())
         and a.status = 'draft'
    )
  );

-- Read own objects: needed by upsert (re-upload replaces) and to show what is already uploaded.
create policy "application documents: owner reads own"
  on storage.objects
  for select
  to authenticated
  using (
    bucket_id = 'application-documents'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

-- Replace own objects (upsert), under the same conditions as an upload.
create policy "application documents: owner replaces own"
  on storage.objects
  for update
  to authenticated
  using (
    bucket_id = 'application-documents'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id = 'application-documents'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and cardinality(storage.foldername(name)) = 2
    and storage.filename(name) ~ '^(license|insurance)\.(pdf|jpg|jpeg|png)$'
    and exists (
      select 1
        from public.applications a
       where a.id::text = (storage.foldername(name))[2]
         and a.owner = (select auth.uid())
         and a.status = 'draft'
    )
  );

-- Staff open uploaded documents from the operators' console.
create policy "application documents: staff read"
  on storage.objects
  for select
  to authenticated
  using (
    bucket_id = 'application-documents'
    and ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'staff'
  );
