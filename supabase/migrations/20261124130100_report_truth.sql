-- What the report forms promise must be true (docs/product-rules.md "Coverage, consent and renters"):
--   1. public.zip_coverage(zip): for a ZIP of the five boroughs, its borough and whether at least
--      one active professional covers that borough; nothing else (no names, no counts);
--   2. consent to texts: a lead whose contact method is Text records which consent wording the
--      resident agreed to and when; the database refuses Text without it;
--   3. renters: 'Tenant / renter' joins the property types (src/domain/options.ts).
-- Nothing here needs a PostgreSQL newer than 15.

-- ---------------------------------------------------------------------------------------------
-- 1. Coverage of a ZIP
-- ---------------------------------------------------------------------------------------------
-- "Active" as the dispatch lifecycle means it: status 'active' (a paused professional gets no
-- offers, private.offer_lead). SECURITY DEFINER because the caller may read neither the ZIP list
-- nor public.pros; it answers only a borough and a boolean, the same keys for every ZIP.
create function private.zip_coverage(p_zip text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_borough text;
begin
  select z.borough into v_borough from private.service_area_zips z where z.zip = p_zip;
  return pg_catalog.json_build_object(
    'borough', v_borough,
    'covered', v_borough is not null
               and exists (select 1 from public.pros p
                            where p.status = 'active' and v_borough = any (p.boroughs))
  );
end;
$$;
revoke all on function private.zip_coverage(text) from public;
grant execute on function private.zip_coverage(text) to anon, authenticated, service_role;

-- The API's entry point (PostgREST exposes `public`); anyone may ask, the home page does so with
-- the anon key over plain fetch.
create function public.zip_coverage(p_zip text)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select private.zip_coverage(p_zip);
$$;
revoke all on function public.zip_coverage(text) from public;
grant execute on function public.zip_coverage(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- 2. Consent to texts
-- ---------------------------------------------------------------------------------------------
-- Each wording a resident may have agreed to, exactly as the form showed it, under a version id
-- (src/content/consent.ts; tests/integration/report-truth.test.ts compares the two). A new
-- wording is a new row in a new migration; rows are never changed, so every lead keeps the
-- words its resident saw.
create table private.text_consent_versions (
  version text primary key
    constraint text_consent_versions_version_format check (version ~ '^[a-z0-9-]{1,40}$'),
  wording text not null
    constraint text_consent_versions_wording_length check (char_length(wording) between 1 and 1000),
  created_at timestamptz not null default now()
);
alter table private.text_consent_versions enable row level security;
revoke all on table private.text_consent_versions from public, anon, authenticated;
grant select on table private.text_consent_versions to service_role;
comment on table private.text_consent_versions is
  'The consent-to-texts wordings shown by the report forms; leads.text_consent_version names one.';

insert into private.text_consent_versions (version, wording) values (
  'sms-2026-11-24',
  'I agree to receive text messages about this request at the phone number above from NYC Wildlife Dispatch and the one professional it connects me with. Message frequency varies with the request. Message and data rates may apply. Reply STOP to opt out, HELP for help. Agreeing is not a condition of service.'
);

alter table public.leads
  add column text_consent_version text
    constraint leads_text_consent_version_format check (text_consent_version ~ '^[a-z0-9-]{1,40}$'),
  -- Set by the database when the lead is stored (private.leads_text_consent), never by the client.
  add column text_consent_at timestamptz,
  add constraint leads_text_consent_time check ((text_consent_version is null) = (text_consent_at is null));

-- Text is chosen only with consent, and consent is recorded only for Text: for every lead stored
-- from now on. Leads stored before this migration kept no consent record and are left as they
-- were (no record is invented for them); their creation time is before the one written into
-- the constraint here.
do $$
begin
  execute pg_catalog.format(
    'alter table public.leads add constraint leads_text_consent_when_text check ('
    || 'created_at < %L::timestamptz '
    || 'or (coalesce(contact_method, '''') = ''Text'') = (text_consent_version is not null))',
    pg_catalog.now());
end;
$$;

-- BEFORE INSERT (after leads_before_insert): the version must be one the forms showed; the time
-- is the database's. SECURITY DEFINER to read the private wordings.
create function private.leads_text_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.text_consent_version is null then
    new.text_consent_at := null;
    return new;
  end if;
  if not exists (select 1 from private.text_consent_versions v where v.version = new.text_consent_version) then
    raise exception using
      errcode = 'check_violation',
      message = 'new row for relation "leads" violates check constraint "leads_text_consent_version_known"',
      constraint = 'leads_text_consent_version_known',
      hint = 'Unknown consent wording.';
  end if;
  new.text_consent_at := pg_catalog.now();
  return new;
end;
$$;
revoke all on function private.leads_text_consent() from public, anon, authenticated;

create trigger leads_before_insert_text_consent
  before insert on public.leads
  for each row execute function private.leads_text_consent();

grant insert (text_consent_version) on table public.leads to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 3. Renters
-- ---------------------------------------------------------------------------------------------
alter table public.leads drop constraint leads_property_type_values;
alter table public.leads
  add constraint leads_property_type_values
    check (property_type in ('Homeowner', 'Tenant / renter', 'Landlord', 'Business', 'Other'));
