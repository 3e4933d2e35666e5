-- NYC Wildlife Dispatch: core schema (leads, applications, newsletter subscriptions).
--
-- Written for a hosted Supabase project (Postgres 15 or 17) and the embedded local stand-in
-- (supabase/local), which both run migrations as `postgres`, one transaction per file.
-- Rules followed throughout:
--   * every name is schema-qualified;
--   * projects no longer auto-grant new `public` objects to the API roles (Supabase changelog
--     45329), so every privilege below is an explicit GRANT per role (and per column where the
--     clients may only touch some columns);
--   * RLS is on for every table; policies call `(select auth.uid())` / `(select auth.jwt())` so
--     Postgres evaluates them once per statement;
--   * the database refuses what the forms refuse: CHECK constraints on every length, enumeration
--     and format. Enumerations mirror src/domain/options.ts exactly (tests/integration compares
--     them); enumeration constraints are named `<table>_<column>_values` and hold nothing else.
--   * staff rights come from `app_metadata.role = 'staff'`, which only the service role can set.
--   * functions are SECURITY INVOKER unless stated, live in the non-exposed schema `private`,
--     pin `search_path = ''` and are not executable by the API roles.

-- ---------------------------------------------------------------------------------------------
-- Private schema: never listed in [api] schemas, so PostgREST cannot reach it.
-- ---------------------------------------------------------------------------------------------
create schema if not exists private;
revoke all on schema private from public;
comment on schema private is
  'Internal tables and trigger functions. Not exposed through the Data API.';

-- ZIP -> borough reference list. Filled by the generated migration
-- *_service_area_zips.sql (scripts/generate-service-area-sql.ts, from src/domain/zip-coverage.ts).
create table private.service_area_zips (
  zip text primary key
    constraint service_area_zips_zip_format check (zip ~ '^[0-9]{5}$'),
  borough text not null
    constraint service_area_zips_borough_values
      check (borough in ('Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island')),
  created_at timestamptz not null default now()
);
alter table private.service_area_zips enable row level security;
revoke all on table private.service_area_zips from public, anon, authenticated;
grant select on table private.service_area_zips to service_role;
comment on table private.service_area_zips is
  'ZIP codes of the five boroughs; a lead''s borough is derived from it and any other ZIP is refused.';

-- Keeps applications.updated_at current. Invoker rights: it only touches NEW.
create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;
revoke all on function private.set_updated_at() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Leads: written by the /contact flow and the single lead form. Public insert only.
-- ---------------------------------------------------------------------------------------------
create table public.leads (
  -- The client chooses the id so that a retry of the same submission is recognised.
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),

  source text not null
    constraint leads_source_values check (source in ('contact_flow', 'lead_form')),
  source_page text not null
    constraint leads_source_page_format
      check (char_length(source_page) <= 200 and source_page ~ '^/[a-z0-9/-]*$'),

  name text not null
    constraint leads_name_length check (char_length(name) between 1 and 100 and btrim(name) <> '')
    constraint leads_name_no_control check (name !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'),
  email text not null
    constraint leads_email_format check (
      char_length(email) <= 254
      and email ~ '^[^@[:space:]\x01-\x1f\x7f-\x9f]+@[^@[:space:]\x01-\x1f\x7f-\x9f]+\.[^@[:space:]\x01-\x1f\x7f-\x9f]{2,}$'
    ),
  phone text not null
    constraint leads_phone_format check (phone ~ '^\([0-9]{3}\) [0-9]{3}-[0-9]{4}$'),
  property_type text not null
    constraint leads_property_type_values
      check (property_type in ('Homeowner', 'Business', 'Landlord', 'Other')),

  -- The /contact flow does not ask for the street address.
  address text
    constraint leads_address_length
      check (char_length(address) between 1 and 200 and btrim(address) <> '')
    constraint leads_address_no_control check (address !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'),
  city text
    constraint leads_city_length check (char_length(city) between 1 and 100 and btrim(city) <> '')
    constraint leads_city_no_control check (city !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'),
  zip text not null
    constraint leads_zip_format check (zip ~ '^[0-9]{5}$'),
  -- Set by private.leads_before_insert() from private.service_area_zips; clients have no grant on it.
  borough text not null
    constraint leads_borough_values
      check (borough in ('Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island')),

  description text not null
    constraint leads_description_length
      check (char_length(description) between 1 and 2000 and btrim(description) <> '')
    -- Multi-line text: tab, LF and CR are allowed, other control characters are not.
    constraint leads_description_no_control
      check (description !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'),
  species text[] not null default '{}'
    constraint leads_species_values check (
      species <@ array['Bats', 'Squirrels', 'Raccoons', 'Skunks', 'Mice', 'Rats', 'Birds',
                       'Snakes', 'Groundhogs', 'Other']::text[]
    )
    constraint leads_species_count
      check (cardinality(species) <= 10 and array_position(species, null) is null),
  animal_type text
    constraint leads_animal_type_values check (
      animal_type in ('Raccoon', 'Squirrel', 'Rat', 'Mouse', 'Opossum', 'Bat', 'Bird', 'Skunk',
                      'Snake', 'Groundhog', 'Mole or vole', 'Fox or coyote',
                      'Domestic cat or dog', 'Other / not sure')
    ),
  duration text
    constraint leads_duration_values check (
      duration in ('Just noticed today', 'A few days', 'One to four weeks', 'More than a month')
    ),
  -- The single form's choice.
  contact_method text
    constraint leads_contact_method_values check (contact_method in ('Call', 'Text', 'Email')),
  -- The /contact flow's choices.
  contact_by_phone boolean not null default false,
  contact_by_email boolean not null default false,
  agreed_to_terms boolean not null default false,

  -- Honeypot: a field people never see. A non-empty value makes the insert a silent no-op.
  company_website text
    constraint leads_company_website_length check (char_length(company_website) <= 200),

  -- What each form requires (docs/product-rules.md#validation): the flow asks animal type, duration, at least one
  -- contact channel and the terms; the single form asks address, city and a contact method.
  constraint leads_contact_flow_fields check (
    source <> 'contact_flow'
    or ((contact_by_phone or contact_by_email)
        and agreed_to_terms
        and animal_type is not null
        and duration is not null)
  ),
  constraint leads_lead_form_fields check (
    source <> 'lead_form'
    or (address is not null and city is not null and contact_method is not null)
  )
);
comment on table public.leads is
  'Requests for help from residents. Insert-only for the public; staff and the service role read.';

create index leads_created_at_idx on public.leads (created_at desc);
create index leads_borough_idx on public.leads (borough);

-- BEFORE INSERT: honeypot, idempotent retry, ZIP -> borough.
-- SECURITY DEFINER because it must read public.leads (the caller has no SELECT on it) and
-- private.service_area_zips (no grant at all). It is a trigger function in a non-exposed
-- schema with EXECUTE revoked, so nobody can call it directly.
create function private.leads_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_borough text;
begin
  -- A filled honeypot: pretend success (the client still gets 201), store nothing.
  if coalesce(new.company_website, '') <> '' then
    return null;
  end if;
  new.company_website := null;

  -- A second insert of the same id (double click, retry after a timeout that in fact
  -- succeeded) is the same lead: skip it without an error. The advisory lock makes two
  -- concurrent inserts of one id wait for each other instead of raising 23505.
  if new.id is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('leads:' || new.id::text, 0));
    if exists (select 1 from public.leads l where l.id = new.id) then
      return null;
    end if;
  end if;

  -- The borough is derived from the ZIP, never taken from the client.
  select z.borough into v_borough
    from private.service_area_zips z
   where z.zip = new.zip;
  if v_borough is null then
    raise exception using
      errcode = 'check_violation',
      message = 'new row for relation "leads" violates check constraint "leads_zip_in_service_area"',
      constraint = 'leads_zip_in_service_area',
      hint = 'The ZIP code is outside the five boroughs.';
  end if;
  new.borough := v_borough;
  new.created_at := pg_catalog.now();
  return new;
end;
$$;
revoke all on function private.leads_before_insert() from public, anon, authenticated;

create trigger leads_before_insert
  before insert on public.leads
  for each row execute function private.leads_before_insert();

alter table public.leads enable row level security;

revoke all on table public.leads from public, anon, authenticated;
-- Public forms: INSERT of the client columns only (not borough, not created_at). No SELECT,
-- so forms must insert without .select().
grant insert (
  id, source, source_page, name, email, phone, property_type, address, city, zip,
  description, species, animal_type, duration, contact_method, contact_by_phone,
  contact_by_email, agreed_to_terms, company_website
) on table public.leads to anon, authenticated;
-- Staff (role authenticated + app_metadata.role = 'staff') read through the policy below;
-- for every other authenticated user the policy hides all rows.
grant select on table public.leads to authenticated;
grant select, insert, update, delete on table public.leads to service_role;

create policy "leads: public forms insert"
  on public.leads
  for insert
  to anon, authenticated
  with check (
    source in ('contact_flow', 'lead_form')
    and (source = 'lead_form' or agreed_to_terms)
  );

create policy "leads: staff read"
  on public.leads
  for select
  to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'staff');

-- ---------------------------------------------------------------------------------------------
-- Applications: the professional's wizard, owned by the applicant's (anonymous) user.
-- ---------------------------------------------------------------------------------------------
create table public.applications (
  id uuid primary key default gen_random_uuid(),
  owner uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  status text not null default 'draft'
    constraint applications_status_values check (status in ('draft', 'submitted')),
  payment_status text
    constraint applications_payment_status_values check (payment_status in ('paid')),

  -- Step 1: business info. Drafts may be partial; whatever is present must be valid.
  business_name text
    constraint applications_business_name_length
      check (char_length(business_name) between 1 and 200 and btrim(business_name) <> '')
    constraint applications_business_name_no_control
      check (business_name !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'),
  owner_name text
    constraint applications_owner_name_length
      check (char_length(owner_name) between 1 and 100 and btrim(owner_name) <> '')
    constraint applications_owner_name_no_control
      check (owner_name !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'),
  phone_number text
    constraint applications_phone_number_format
      check (phone_number ~ '^\([0-9]{3}\) [0-9]{3}-[0-9]{4}$'),
  email text
    constraint applications_email_format check (
      char_length(email) <= 254
      and email ~ '^[^@[:space:]\x01-\x1f\x7f-\x9f]+@[^@[:space:]\x01-\x1f\x7f-\x9f]+\.[^@[:space:]\x01-\x1f\x7f-\x9f]{2,}$'
    ),
  website text
    constraint applications_website_format
      check (char_length(website) between 1 and 300 and website !~ '[[:space:]\x01-\x1f\x7f-\x9f]'),
  address text
    constraint applications_address_length
      check (char_length(address) between 1 and 200 and btrim(address) <> '')
    constraint applications_address_no_control
      check (address !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'),
  city text
    constraint applications_city_length
      check (char_length(city) between 1 and 100 and btrim(city) <> '')
    constraint applications_city_no_control check (city !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'),
  state text
    constraint applications_state_values check (
      state in ('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL',
                'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT',
                'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI',
                'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY')
    ),
  zip_code text
    constraint applications_zip_code_format check (zip_code ~ '^[0-9]{5}$'),

  -- Step 2: service details.
  species_handled text[] not null default '{}'
    constraint applications_species_handled_values check (
      species_handled <@ array['Bats', 'Squirrels', 'Raccoons', 'Skunks', 'Groundhogs',
                               'Opossums', 'Mice', 'Rats', 'Chipmunks', 'Birds', 'Snakes',
                               'Beavers', 'Coyotes', 'Foxes', 'Other']::text[]
    )
    constraint applications_species_handled_count check (
      cardinality(species_handled) <= 15 and array_position(species_handled, null) is null
    ),
  other_species_text text
    constraint applications_other_species_text_length
      check (char_length(other_species_text) between 1 and 200 and btrim(other_species_text) <> '')
    constraint applications_other_species_text_no_control
      check (other_species_text !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'),
  service_counties text[] not null default '{}'
    constraint applications_service_counties_values check (
      service_counties <@ array['Bronx', 'Kings', 'New York', 'Queens', 'Richmond']::text[]
    )
    constraint applications_service_counties_count check (
      cardinality(service_counties) <= 5 and array_position(service_counties, null) is null
    ),
  licensed_states text[] not null default '{}'
    constraint applications_licensed_states_values check (
      licensed_states <@ array['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI',
                               'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI',
                               'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
                               'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT',
                               'VT', 'VA', 'WA', 'WV', 'WI', 'WY']::text[]
    )
    constraint applications_licensed_states_count check (
      cardinality(licensed_states) <= 50 and array_position(licensed_states, null) is null
    ),
  emergency_services text
    constraint applications_emergency_services_values check (emergency_services in ('Yes', 'No')),
  response_time text
    constraint applications_response_time_values
      check (response_time in ('Same Day', '24 Hours', '1-2 Days', 'Other')),

  -- Step 3: credentials. Files live in the private bucket; the row keeps the object path.
  has_nwco_license text
    constraint applications_has_nwco_license_values check (has_nwco_license in ('Yes', 'No')),
  license_number text
    constraint applications_license_number_length
      check (char_length(license_number) between 1 and 100 and btrim(license_number) <> '')
    constraint applications_license_number_no_control
      check (license_number !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'),
  issuing_agency text
    constraint applications_issuing_agency_length
      check (char_length(issuing_agency) between 1 and 200 and btrim(issuing_agency) <> '')
    constraint applications_issuing_agency_no_control
      check (issuing_agency !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'),
  license_expiration_date date
    constraint applications_license_expiration_date_range
      check (license_expiration_date between date '1900-01-01' and date '2200-12-31'),
  license_document_path text
    constraint applications_license_document_path_format check (
      license_document_path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}/license\.(pdf|jpg|jpeg|png)$'
      and split_part(license_document_path, '/', 1) = owner::text
      and split_part(license_document_path, '/', 2) = id::text
    ),
  has_liability_insurance text
    constraint applications_has_liability_insurance_values
      check (has_liability_insurance in ('Yes', 'No')),
  insurance_provider text
    constraint applications_insurance_provider_length
      check (char_length(insurance_provider) between 1 and 200 and btrim(insurance_provider) <> '')
    constraint applications_insurance_provider_no_control
      check (insurance_provider !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'),
  policy_number text
    constraint applications_policy_number_length
      check (char_length(policy_number) between 1 and 100 and btrim(policy_number) <> '')
    constraint applications_policy_number_no_control
      check (policy_number !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'),
  insurance_expiration_date date
    constraint applications_insurance_expiration_date_range
      check (insurance_expiration_date between date '1900-01-01' and date '2200-12-31'),
  insurance_document_path text
    constraint applications_insurance_document_path_format check (
      insurance_document_path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}/insurance\.(pdf|jpg|jpeg|png)$'
      and split_part(insurance_document_path, '/', 1) = owner::text
      and split_part(insurance_document_path, '/', 2) = id::text
    ),

  -- Step 4: agreements.
  confirm_truthful_info boolean not null default false,
  confirm_no_guarantee boolean not null default false,
  agree_to_terms boolean not null default false,

  -- Finalize page (/application-paid).
  full_name text
    constraint applications_full_name_length
      check (char_length(full_name) between 1 and 100 and btrim(full_name) <> '')
    constraint applications_full_name_no_control
      check (full_name !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'),
  counties_served text
    constraint applications_counties_served_length
      check (char_length(counties_served) between 1 and 500 and btrim(counties_served) <> '')
    constraint applications_counties_served_no_control
      check (counties_served !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'),
  notes text
    constraint applications_notes_length check (char_length(notes) between 1 and 2000)
    constraint applications_notes_no_control
      check (notes !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'),

  -- A submitted application carries what the finalize page requires.
  constraint applications_submitted_fields check (
    status <> 'submitted'
    or (full_name is not null
        and email is not null
        and business_name is not null
        and phone_number is not null
        and counties_served is not null)
  )
);
comment on table public.applications is
  'Professional applications. Owned by the applicant''s (anonymous) auth user; staff read.';

create index applications_owner_idx on public.applications (owner);
create index applications_status_idx on public.applications (status, created_at desc);

create trigger applications_set_updated_at
  before update on public.applications
  for each row execute function private.set_updated_at();

alter table public.applications enable row level security;

revoke all on table public.applications from public, anon, authenticated;
-- No privilege at all for anon (no user). The applicant's browser signs in anonymously first.
grant select on table public.applications to authenticated;
grant insert (
  status, payment_status,
  business_name, owner_name, phone_number, email, website, address, city, state, zip_code,
  species_handled, other_species_text, service_counties, licensed_states, emergency_services,
  response_time, has_nwco_license, license_number, issuing_agency, license_expiration_date,
  has_liability_insurance, insurance_provider, policy_number, insurance_expiration_date,
  confirm_truthful_info, confirm_no_guarantee, agree_to_terms,
  full_name, counties_served, notes
) on table public.applications to authenticated;
grant update (
  status, payment_status,
  business_name, owner_name, phone_number, email, website, address, city, state, zip_code,
  species_handled, other_species_text, service_counties, licensed_states, emergency_services,
  response_time, has_nwco_license, license_number, issuing_agency, license_expiration_date,
  license_document_path,
  has_liability_insurance, insurance_provider, policy_number, insurance_expiration_date,
  insurance_document_path,
  confirm_truthful_info, confirm_no_guarantee, agree_to_terms,
  full_name, counties_served, notes
) on table public.applications to authenticated;
grant select, insert, update, delete on table public.applications to service_role;

-- One SELECT policy for owner and staff. It must keep matching the owner's row after the
-- draft -> submitted update, or that update fails (PostgREST re-reads the row).
create policy "applications: owner and staff read"
  on public.applications
  for select
  to authenticated
  using (
    owner = (select auth.uid())
    or ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'staff'
  );

-- The owner creates drafts. It may also create an application that is already submitted and
-- paid: that is the /application-paid path when the browser holds no application id (the
-- finalize fields are saved as a new submitted application so nothing typed is lost). This
-- grants nothing more than draft + update, which the owner can do anyway, and keeps the
-- finalize a single request instead of a non-atomic insert-then-update.
create policy "applications: owner creates"
  on public.applications
  for insert
  to authenticated
  with check (
    owner = (select auth.uid())
    and ((status = 'draft' and payment_status is null)
         or (status = 'submitted' and payment_status = 'paid'))
  );

-- The owner edits only while the row is a draft, and may move it to submitted + paid.
-- A submitted row matches no row for the owner any more (0-row update).
create policy "applications: owner edits draft"
  on public.applications
  for update
  to authenticated
  using (owner = (select auth.uid()) and status = 'draft')
  with check (
    owner = (select auth.uid())
    and ((status = 'draft' and payment_status is null)
         or (status = 'submitted' and payment_status = 'paid'))
  );

-- ---------------------------------------------------------------------------------------------
-- Newsletter subscriptions (/updates). Insert-only; one row per e-mail, case-insensitive.
-- ---------------------------------------------------------------------------------------------
create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null
    constraint newsletter_subscriptions_email_format check (
      char_length(email) <= 254
      and email = lower(email)
      and email ~ '^[^@[:space:]\x01-\x1f\x7f-\x9f]+@[^@[:space:]\x01-\x1f\x7f-\x9f]+\.[^@[:space:]\x01-\x1f\x7f-\x9f]{2,}$'
    ),
  -- Honeypot, same rule as on leads.
  company_website text
    constraint newsletter_subscriptions_company_website_length
      check (char_length(company_website) <= 200),
  created_at timestamptz not null default now()
);
comment on table public.newsletter_subscriptions is
  'E-mail addresses that asked for platform updates. Insert-only for the public.';

create unique index newsletter_subscriptions_email_key
  on public.newsletter_subscriptions (lower(email));

-- BEFORE INSERT: honeypot, lower-casing, and "already subscribed" as a silent success.
-- SECURITY DEFINER to look up existing rows the caller cannot read; not callable directly.
create function private.newsletter_subscriptions_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(new.company_website, '') <> '' then
    return null;
  end if;
  new.company_website := null;
  new.email := pg_catalog.lower(pg_catalog.btrim(new.email));
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('newsletter:' || coalesce(new.email, ''), 0));
  if exists (
    select 1 from public.newsletter_subscriptions s where pg_catalog.lower(s.email) = new.email
  ) then
    return null;
  end if;
  new.created_at := pg_catalog.now();
  return new;
end;
$$;
revoke all on function private.newsletter_subscriptions_before_insert()
  from public, anon, authenticated;

create trigger newsletter_subscriptions_before_insert
  before insert on public.newsletter_subscriptions
  for each row execute function private.newsletter_subscriptions_before_insert();

alter table public.newsletter_subscriptions enable row level security;

revoke all on table public.newsletter_subscriptions from public, anon, authenticated;
grant insert (email, company_website) on table public.newsletter_subscriptions
  to anon, authenticated;
grant select, insert, update, delete on table public.newsletter_subscriptions to service_role;

create policy "newsletter: public insert"
  on public.newsletter_subscriptions
  for insert
  to anon, authenticated
  with check (email = lower(email) and company_website is null);
