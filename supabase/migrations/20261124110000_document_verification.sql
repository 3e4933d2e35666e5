-- Application documents are what they say (docs/dispatch-api.md "Documents").
--
-- Hosted Storage keeps whatever bytes it is sent under whatever content type the client
-- declares. So an upload counts only once the verify-document Edge Function (service role) has
-- read its leading bytes and found them to be those of its declared type (PDF, PNG, JPEG): it
-- then calls public.record_verified_document, which records the exact object name as verified
-- and points the application at it. The applicant can no longer set the document columns.
-- Staff can read and sign links only for the current verified object of an application.
--
-- Every upload is a new object, `<owner>/<application>/<kind>-<uuid>.<ext>`: objects are never
-- replaced in place (no UPDATE policy) and a name recorded once can never be uploaded again, so
-- a link signed for an earlier upload can never serve a later one.

-- ---------------------------------------------------------------------------------------------
-- The verified documents (one row per verified object; the older ones of a kind superseded)
-- ---------------------------------------------------------------------------------------------
create table private.application_documents (
  id bigint generated always as identity primary key,
  application_id uuid not null references public.applications (id) on delete cascade,
  kind text not null constraint application_documents_kind_values check (kind in ('license', 'insurance')),
  object_name text not null
    constraint application_documents_object_name_key unique
    constraint application_documents_object_name_length check (char_length(object_name) between 1 and 1024),
  content_type text not null
    constraint application_documents_content_type_values check (content_type in ('application/pdf', 'image/png', 'image/jpeg')),
  size bigint not null constraint application_documents_size_range check (size between 1 and 5242880),
  -- When the leading bytes were found to match (the row is written then).
  created_at timestamptz not null default now(),
  superseded_at timestamptz
);
comment on table private.application_documents is
  'Application documents whose leading bytes were checked against their declared type (verify-document).';
create unique index application_documents_current_key
  on private.application_documents (application_id, kind) where superseded_at is null;
alter table private.application_documents enable row level security;
revoke all on table private.application_documents from public, anon, authenticated;
grant select on table private.application_documents to service_role;

-- The object names a new upload must have (a fresh uuid per upload).
create function private.document_object_pattern(p_owner text, p_application text, p_kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select '^' || p_owner || '/' || p_application || '/' || p_kind
         || '-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|jpeg|png)$';
$$;
revoke all on function private.document_object_pattern(text, text, text) from public, anon;
grant execute on function private.document_object_pattern(text, text, text) to authenticated, service_role;

-- Whether an object name was ever recorded as verified (such a name is never uploaded again).
create function private.document_name_used(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$ select exists (select 1 from private.application_documents d where d.object_name = p_name); $$;
revoke all on function private.document_name_used(text) from public, anon;
grant execute on function private.document_name_used(text) to authenticated, service_role;

-- Whether an object is the current verified document of its application.
create function private.is_verified_document(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.application_documents d
     where d.object_name = p_name and d.superseded_at is null
  );
$$;
revoke all on function private.is_verified_document(text) from public, anon;
grant execute on function private.is_verified_document(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The application's document columns: set only by record_verified_document
-- ---------------------------------------------------------------------------------------------
revoke update (license_document_path, insurance_document_path) on table public.applications from authenticated;

-- New uploads are named <kind>-<uuid>.<ext>; names of the earlier scheme stay valid for old rows.
alter table public.applications
  drop constraint applications_license_document_path_format,
  drop constraint applications_insurance_document_path_format,
  add constraint applications_license_document_path_format check (
    (license_document_path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}/license\.(pdf|jpg|jpeg|png)$'
     or license_document_path ~ private.document_object_pattern(owner::text, id::text, 'license'))
    and split_part(license_document_path, '/', 1) = owner::text
    and split_part(license_document_path, '/', 2) = id::text
  ),
  add constraint applications_insurance_document_path_format check (
    (insurance_document_path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}/insurance\.(pdf|jpg|jpeg|png)$'
     or insurance_document_path ~ private.document_object_pattern(owner::text, id::text, 'insurance'))
    and split_part(insurance_document_path, '/', 1) = owner::text
    and split_part(insurance_document_path, '/', 2) = id::text
  );

-- ---------------------------------------------------------------------------------------------
-- Storage policies
-- ---------------------------------------------------------------------------------------------
-- Upload: own folder, an own draft's folder, a fresh <kind>-<uuid>.<ext> name never used before.
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
    )
    and not private.document_name_used(name)
  );

-- No replacing in place: a re-upload is a new object.
drop policy "application documents: owner replaces own" on storage.objects;

-- Staff read (download, sign links for) only the current verified document of an application.
drop policy "application documents: staff read" on storage.objects;
create policy "application documents: staff read"
  on storage.objects
  for select
  to authenticated
  using (
    bucket_id = 'application-documents'
    and (select private.is_staff())
    and private.is_verified_document(name)
  );

-- ---------------------------------------------------------------------------------------------
-- Recording a verified document (the verify-document function, service role)
-- ---------------------------------------------------------------------------------------------
-- Returns the object the application pointed at before (the function deletes it), or null.
create function private.record_verified_document(
  p_owner uuid,
  p_application_id uuid,
  p_kind text,
  p_object_name text,
  p_content_type text
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_app public.applications%rowtype;
  v_metadata jsonb;
  v_size bigint;
  v_previous text;
begin
  if p_kind is null or p_kind not in ('license', 'insurance') then
    raise exception using errcode = '23514', message = 'The document kind is license or insurance.';
  end if;
  select * into v_app from public.applications a where a.id = p_application_id for update;
  if not found or v_app.owner is distinct from p_owner then
    raise exception using errcode = '42501', message = 'Not an application of this user.';
  end if;
  if v_app.status <> 'draft' then
    raise exception using errcode = 'P0001', message = 'Only an application in progress takes new documents.';
  end if;
  if p_object_name is null or p_object_name !~ private.document_object_pattern(p_owner::text, p_application_id::text, p_kind) then
    raise exception using errcode = '23514', message = 'Not a document name of this application.';
  end if;
  if p_content_type is null or p_content_type not in ('application/pdf', 'image/png', 'image/jpeg')
     or (p_content_type = 'application/pdf') <> (p_object_name ~ '\.pdf$')
     or (p_content_type = 'image/png') <> (p_object_name ~ '\.png$')
     or (p_content_type = 'image/jpeg') <> (p_object_name ~ '\.jpe?g$') then
    raise exception using errcode = '23514', message = 'The content type does not match the document name.';
  end if;
  select o.metadata into v_metadata
    from storage.objects o
   where o.bucket_id = 'application-documents' and o.name = p_object_name and o.owner_id = p_owner::text;
  if not found then
    raise exception using errcode = 'P0001', message = 'No such upload.';
  end if;
  if v_metadata ->> 'mimetype' is distinct from p_content_type then
    raise exception using errcode = '23514', message = 'The upload was stored with another content type.';
  end if;
  v_size := (v_metadata ->> 'size')::bigint;
  if v_size is null or v_size < 1 or v_size > 5242880 then
    raise exception using errcode = '23514', message = 'The upload is empty or larger than 5 MB.';
  end if;
  if exists (select 1 from private.application_documents d where d.object_name = p_object_name) then
    raise exception using errcode = '23505', message = 'This upload is already recorded.';
  end if;

  update private.application_documents d set superseded_at = pg_catalog.now()
   where d.application_id = v_app.id and d.kind = p_kind and d.superseded_at is null;
  insert into private.application_documents (application_id, kind, object_name, content_type, size)
  values (v_app.id, p_kind, p_object_name, p_content_type, v_size);
  if p_kind = 'license' then
    v_previous := v_app.license_document_path;
    update public.applications set license_document_path = p_object_name where id = v_app.id;
  else
    v_previous := v_app.insurance_document_path;
    update public.applications set insurance_document_path = p_object_name where id = v_app.id;
  end if;
  return v_previous;
end;
$$;

create function public.record_verified_document(
  p_owner uuid, p_application_id uuid, p_kind text, p_object_name text, p_content_type text
)
returns text
language sql
security invoker
set search_path = ''
as $$ select private.record_verified_document(p_owner, p_application_id, p_kind, p_object_name, p_content_type); $$;

revoke all on function private.record_verified_document(uuid, uuid, text, text, text) from public, anon, authenticated;
grant execute on function private.record_verified_document(uuid, uuid, text, text, text) to service_role;
revoke all on function public.record_verified_document(uuid, uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.record_verified_document(uuid, uuid, text, text, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- What staff see: the review detail also lists the current verified documents
-- ---------------------------------------------------------------------------------------------
create or replace function private.application_review_detail(p_application_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return pg_catalog.json_build_object(
    'payments', coalesce((select pg_catalog.json_agg(pg_catalog.json_build_object(
        'checkout_session_id', p.checkout_session_id, 'event_id', p.event_id, 'amount_total', p.amount_total,
        'currency', p.currency, 'customer_email', p.customer_email, 'livemode', p.livemode, 'created_at', p.created_at)
        order by p.id)
      from private.application_payments p where p.application_id = p_application_id), '[]'::json),
    'reviews', coalesce((select pg_catalog.json_agg(pg_catalog.json_build_object(
        'created_at', r.created_at, 'actor_label', r.actor_label, 'decision', r.decision, 'message', r.message,
        'checklist', r.checklist) order by r.id)
      from private.application_reviews r where r.application_id = p_application_id), '[]'::json),
    'documents', coalesce((select pg_catalog.json_agg(pg_catalog.json_build_object(
        'kind', d.kind, 'object_name', d.object_name, 'content_type', d.content_type, 'size', d.size,
        'verified_at', d.created_at) order by d.kind)
      from private.application_documents d
     where d.application_id = p_application_id and d.superseded_at is null), '[]'::json)
  );
end;
$$;
