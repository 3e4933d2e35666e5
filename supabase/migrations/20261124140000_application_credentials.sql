-- The right credential for the right animal, and no nonrefundable fee paid blind.
--
-- * The DEC commercial pesticide applicator certification, asked by the wizard when the
--   applicant handles rats, mice or birds (pigeons): the credential that usually applies to
--   that work (src/domain/credentials.ts). Owner-writable like the licence columns.
-- * Answers that cannot be approved (no insurance, no credential for the species, an expired
--   date): private.application_blockers mirrors src/domain/credentials.ts. The applicant must
--   acknowledge them on step 4, before payment; finalising (draft -> submitted) without that
--   acknowledgement is refused, and approving such an application is refused too.
-- * Rate-limit counts, which hold client addresses, are deleted after a day (the privacy
--   policy says so).

-- ---------------------------------------------------------------------------------------------
-- Columns
-- ---------------------------------------------------------------------------------------------
alter table public.applications
  add column has_pesticide_certification text
    constraint applications_has_pesticide_certification_values
      check (has_pesticide_certification in ('Yes', 'No')),
  add column pesticide_certification_number text
    constraint applications_pesticide_certification_number_length
      check (char_length(pesticide_certification_number) between 1 and 100 and btrim(pesticide_certification_number) <> '')
    constraint applications_pesticide_certification_number_no_control
      check (pesticide_certification_number !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'),
  add column pesticide_certification_category text
    constraint applications_pesticide_certification_category_length
      check (char_length(pesticide_certification_category) between 1 and 100 and btrim(pesticide_certification_category) <> '')
    constraint applications_pesticide_certification_category_no_control
      check (pesticide_certification_category !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'),
  add column pesticide_certification_expiration_date date
    constraint applications_pesticide_certification_expiration_date_range
      check (pesticide_certification_expiration_date between date '1900-01-01' and date '2200-12-31'),
  -- Step 4: "I understand these answers cannot be approved" (only asked when they cannot).
  add column acknowledged_not_approvable boolean not null default false,
  -- Details only with a Yes, as the form sends them.
  add constraint applications_pesticide_details_need_yes check (
    has_pesticide_certification = 'Yes'
    or (pesticide_certification_number is null
        and pesticide_certification_category is null
        and pesticide_certification_expiration_date is null)
  );

-- The applicant's browser writes them like the licence columns (column grants, as in the core
-- schema; the owner policies already limit the rows).
grant insert (has_pesticide_certification, pesticide_certification_number, pesticide_certification_category,
              pesticide_certification_expiration_date, acknowledged_not_approvable)
  on table public.applications to authenticated;
grant update (has_pesticide_certification, pesticide_certification_number, pesticide_certification_category,
              pesticide_certification_expiration_date, acknowledged_not_approvable)
  on table public.applications to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Why an application cannot be approved (src/domain/credentials.ts approvalBlockers, same
-- codes, same order). Only explicit answers count.
-- ---------------------------------------------------------------------------------------------
create function private.application_blockers(p_app public.applications, p_today date)
returns text[]
language sql
stable
set search_path = ''
as $$
  select pg_catalog.array_remove(array[
    case when p_app.has_liability_insurance = 'No' then 'no_insurance' end,
    case when p_app.has_liability_insurance = 'Yes' and p_app.insurance_expiration_date < p_today
         then 'insurance_expired' end,
    case when p_app.has_nwco_license = 'Yes' and p_app.license_expiration_date < p_today
         then 'nwco_license_expired' end,
    case when p_app.species_handled && array['Rats', 'Mice', 'Birds']
              and p_app.has_pesticide_certification = 'Yes'
              and p_app.pesticide_certification_expiration_date < p_today
         then 'pesticide_certification_expired' end,
    case
      when exists (select 1 from pg_catalog.unnest(p_app.species_handled) s
                    where s not in ('Rats', 'Mice', 'Birds'))
        then case when p_app.has_nwco_license = 'No' then 'no_nwco_license' end
      when p_app.species_handled && array['Rats', 'Mice', 'Birds']
           and p_app.has_nwco_license = 'No' and p_app.has_pesticide_certification = 'No'
        then 'no_credential'
    end
  ]::text[], null);
$$;
revoke all on function private.application_blockers(public.applications, date) from public, anon, authenticated;

create function private.ny_today()
returns date
language sql
stable
set search_path = ''
as $$ select (pg_catalog.now() at time zone 'America/New_York')::date; $$;
revoke all on function private.ny_today() from public, anon, authenticated;

-- Finalising (whoever writes): answers that cannot be approved need the acknowledgement.
create function private.applications_require_acknowledgement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_blockers text[];
begin
  if new.status = 'submitted' and (tg_op = 'INSERT' or old.status is distinct from 'submitted') then
    v_blockers := private.application_blockers(new, private.ny_today());
    if pg_catalog.cardinality(v_blockers) > 0 and not new.acknowledged_not_approvable then
      raise exception using
        errcode = '23514',
        message = 'These answers cannot be approved (' || pg_catalog.array_to_string(v_blockers, ', ')
                  || '): the applicant must acknowledge that before the application is submitted.',
        hint = 'not_approvable_unacknowledged';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.applications_require_acknowledgement() from public, anon, authenticated;

create trigger applications_require_acknowledgement
  before insert or update of status on public.applications
  for each row execute function private.applications_require_acknowledgement();

-- ---------------------------------------------------------------------------------------------
-- Approval: refuses answers that cannot be approved, and asks for the pesticide certification
-- checklist item when the applicant gave one. Otherwise as in 20261123120000_application_review.
-- ---------------------------------------------------------------------------------------------
create or replace function private.approve_application(
  p_application_id uuid,
  p_license_number text,
  p_license_expires_on date,
  p_insurance_carrier text,
  p_insured_through date,
  p_boroughs text[],
  p_species text[] default '{}',
  p_checklist jsonb default '{}'::jsonb
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_app public.applications%rowtype := private.lock_submitted_application(p_application_id);
  v_actor record;
  v_pro uuid;
  v_user uuid;
  v_item text;
  v_items text[] := array['license_matches', 'license_current', 'insurance_general_liability', 'counties_make_sense'];
  v_blockers text[];
begin
  if v_app.has_pesticide_certification = 'Yes' then
    v_items := pg_catalog.array_append(v_items, 'pesticide_certification_checked');
  end if;
  foreach v_item in array v_items loop
    if coalesce((p_checklist ->> v_item)::boolean, false) is not true then
      raise exception using errcode = '23514', message = 'Tick every item of the checklist before approving.';
    end if;
  end loop;
  v_blockers := private.application_blockers(v_app, private.ny_today());
  if pg_catalog.cardinality(v_blockers) > 0 then
    raise exception using errcode = '23514',
      message = 'The applicant''s answers cannot be approved (' || pg_catalog.array_to_string(v_blockers, ', ')
                || '): request changes or reject.';
  end if;
  if p_license_expires_on is null or p_license_expires_on < private.ny_today() then
    raise exception using errcode = '23514', message = 'The licence has expired: it cannot be approved.';
  end if;
  if p_insured_through is null or p_insured_through < private.ny_today() then
    raise exception using errcode = '23514', message = 'The insurance has lapsed: it cannot be approved.';
  end if;
  if exists (select 1 from public.pros p where p.email = pg_catalog.lower(v_app.email)) then
    raise exception using errcode = 'P0001', message = 'A professional with this e-mail address already exists.';
  end if;
  select * into v_actor from private.actor();
  v_user := private.ensure_pro_user(v_app.email);
  insert into public.pros (user_id, application_id, business_name, contact_name, email, phone, license_number,
                           license_expires_on, insurance_carrier, insured_through, boroughs, species)
  values (v_user, v_app.id, v_app.business_name, coalesce(v_app.full_name, v_app.owner_name), pg_catalog.lower(v_app.email),
          v_app.phone_number, pg_catalog.btrim(p_license_number), p_license_expires_on, pg_catalog.btrim(p_insurance_carrier),
          p_insured_through, p_boroughs, coalesce(p_species, '{}'))
  returning id into v_pro;
  update public.applications set status = 'approved', decided_at = pg_catalog.now() where id = v_app.id;
  insert into private.application_reviews (application_id, actor, actor_label, decision, checklist, pro_id)
  values (v_app.id, auth.uid(), v_actor.label, 'approved', p_checklist, v_pro);
  perform private.enqueue('application_approved', v_app.email,
    pg_catalog.jsonb_build_object('business_name', v_app.business_name, 'name', coalesce(v_app.full_name, v_app.owner_name),
                                  'application_id', v_app.id, 'email', pg_catalog.lower(v_app.email), 'boroughs', p_boroughs),
    'application_approved:' || v_app.id, null, v_app.id);
  return v_pro;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Rate limits: every count older than a day goes (not only the calling client's), so client
-- addresses are kept for about a day. Otherwise as in 20261123110000_notifications.
-- ---------------------------------------------------------------------------------------------
create or replace function private.take_rate_token(p_action text, p_limit integer, p_window interval)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_role text := coalesce(nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::json ->> 'role', '');
  v_bucket text;
  v_window timestamptz;
  v_hits integer;
begin
  if v_role not in ('anon', 'authenticated') then
    return;
  end if;
  v_bucket := p_action || ':' || private.client_address();
  v_window := pg_catalog.date_bin(p_window, pg_catalog.now(), timestamptz '2000-01-01 00:00:00+00');
  insert into private.rate_limits (bucket, window_start, hits) values (v_bucket, v_window, 1)
  on conflict (bucket, window_start) do update set hits = private.rate_limits.hits + 1
  returning hits into v_hits;
  if v_hits = 1 then
    delete from private.rate_limits r where r.window_start < pg_catalog.now() - interval '1 day';
  end if;
  if v_hits > p_limit then
    raise exception using
      errcode = 'PT429',
      message = 'Too many requests from this connection. Please wait a little and try again, or call us.',
      hint = 'rate_limited';
  end if;
end;
$$;
revoke all on function private.take_rate_token(text, integer, interval) from public, anon, authenticated;
