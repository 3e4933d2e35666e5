-- Approval needs the documents the reviewer checks (docs/dispatch-api.md "Application review").
--
-- The checklist's "licence number matches the document" and "insurance covers general
-- liability" are ticked against the files, so an application becomes approved only when the
-- objects it points at are its current verified documents (private.application_documents,
-- recorded by verify-document once the leading bytes matched the type): the insurance
-- certificate always, the NWCO licence document unless the applicant is approved on the DEC
-- pesticide applicator certification alone (no licence; the wizard asks for no file then). A
-- document missing or never verified (stored before the content check) is refused with a clear
-- message: the reviewer requests changes and the applicant uploads it again.

-- The documents an approval still needs, as the reviewer names them ('licence document',
-- 'insurance certificate'); empty when none is missing.
create function private.missing_approval_documents(p_app public.applications)
returns text[]
language sql
stable
set search_path = ''
as $$
  select pg_catalog.array_remove(array[
    case when not coalesce(p_app.has_nwco_license = 'No' and p_app.has_pesticide_certification = 'Yes', false)
              and not exists (select 1 from private.application_documents d
                               where d.application_id = p_app.id and d.kind = 'license'
                                 and d.object_name = p_app.license_document_path and d.superseded_at is null)
         then 'licence document' end,
    case when not exists (select 1 from private.application_documents d
                           where d.application_id = p_app.id and d.kind = 'insurance'
                             and d.object_name = p_app.insurance_document_path and d.superseded_at is null)
         then 'insurance certificate' end
  ]::text[], null);
$$;
revoke all on function private.missing_approval_documents(public.applications) from public, anon, authenticated;

-- On the row, so every way to approve (approve_application today) is held to it. Only updates:
-- an application is created as a draft (browsers are refused any other status by RLS).
create function private.applications_approval_needs_documents()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_missing text[];
begin
  if new.status = 'approved' and old.status is distinct from 'approved' then
    v_missing := private.missing_approval_documents(new);
    if pg_catalog.cardinality(v_missing) > 0 then
      raise exception using
        errcode = '23514',
        message = 'Approval needs the verified ' || pg_catalog.array_to_string(v_missing, ' and ')
                  || ': request changes so the applicant uploads '
                  || case when pg_catalog.cardinality(v_missing) = 1 then 'it' else 'them' end || ' again.',
        hint = 'documents_not_verified';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.applications_approval_needs_documents() from public, anon, authenticated;

create trigger applications_approval_needs_documents
  before update of status on public.applications
  for each row execute function private.applications_approval_needs_documents();
