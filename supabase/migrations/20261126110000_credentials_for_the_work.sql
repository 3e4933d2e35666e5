-- The credential the work calls for, said and enforced the same way (issue 24, items 6, 7, 9,
-- 10 and 12; src/domain/credentials.ts mirrors the rule, tests/integration/credentials.test.ts
-- compares the two).
--
-- * Trapping and removing wildlife for a fee, fee-based pigeon trapping included, needs the
--   DEC nuisance wildlife control operator (NWCO) licence (ECL 11-0524, via 11-0523 which
--   names pigeons). Baits, repellents and avicides on someone else's property need the DEC
--   commercial pesticide applicator certification. Rat and mouse work in the city is baiting
--   work: a professional is offered rats and mice only with the certification. Birds (pigeons)
--   are offered to a professional holding either credential; each does only the work its
--   credential covers. Every other animal needs the NWCO licence.
-- * public.pros.pesticide_certified: set at approval from the applicant's checked answer.
-- * Applications: "no pesticide certification" for rats or mice cannot be approved; answers
--   that cannot be approved can no longer be acknowledged and paid for anyway. The step-4
--   agreement (the wizard's last save before the payment page) and finalising are refused
--   while they stand: fix the answers or contact us.
-- * E-mails: the confirmation says when no active professional covers the borough (decided
--   here, in the transaction that stores the lead); the "a professional has your request"
--   e-mail names the professional's credential and how the resident asked to be contacted.

-- ---------------------------------------------------------------------------------------------
-- Who holds the pesticide applicator certification
-- ---------------------------------------------------------------------------------------------
alter table public.pros
  add column pesticide_certified boolean not null default false;

update public.pros p set pesticide_certified = true
 where p.credential = 'pesticide_certification'
    or exists (select 1 from public.applications a
                where a.id = p.application_id and a.has_pesticide_certification = 'Yes');

alter table public.pros
  add constraint pros_pesticide_credential_certified
    check (credential <> 'pesticide_certification' or pesticide_certified);

comment on column public.pros.pesticide_certified is
  'Holds the DEC commercial pesticide applicator certification (checked at approval): needed to be offered rats or mice.';

-- ---------------------------------------------------------------------------------------------
-- Which credentials cover which animals (src/domain/credentialsCover)
-- ---------------------------------------------------------------------------------------------
-- True when a professional holding these credentials may be offered every animal named.
-- 'Other' names no animal.
create function private.credentials_cover(p_nwco boolean, p_pesticide boolean, p_species text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select (p_pesticide or not (coalesce(p_species, '{}') && array['Rats', 'Mice']))
     and (p_nwco or p_pesticide or not (coalesce(p_species, '{}') && array['Birds']))
     and (p_nwco or not exists (select 1 from pg_catalog.unnest(coalesce(p_species, '{}')) s
                                  where s not in ('Rats', 'Mice', 'Birds', 'Other')));
$$;
revoke all on function private.credentials_cover(boolean, boolean, text[]) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Why an application cannot be approved (src/domain/credentials.ts approvalBlockers, same
-- codes, same order). As in 20261124140000_application_credentials, plus
-- 'no_pesticide_certification' (rats or mice without it); 'no_credential' is now birds only
-- (without rats, mice or other animals) with neither credential.
-- ---------------------------------------------------------------------------------------------
create or replace function private.application_blockers(p_app public.applications, p_today date)
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
    case when exists (select 1 from pg_catalog.unnest(p_app.species_handled) s
                       where s not in ('Rats', 'Mice', 'Birds'))
              and p_app.has_nwco_license = 'No'
         then 'no_nwco_license' end,
    case when p_app.species_handled && array['Rats', 'Mice']
              and p_app.has_pesticide_certification = 'No'
         then 'no_pesticide_certification' end,
    case when p_app.species_handled && array['Birds']
              and not (p_app.species_handled && array['Rats', 'Mice'])
              and not exists (select 1 from pg_catalog.unnest(p_app.species_handled) s
                               where s not in ('Rats', 'Mice', 'Birds'))
              and p_app.has_nwco_license = 'No' and p_app.has_pesticide_certification = 'No'
         then 'no_credential' end
  ]::text[], null);
$$;
revoke all on function private.application_blockers(public.applications, date) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- No nonrefundable fee for answers that cannot be approved
-- ---------------------------------------------------------------------------------------------
-- Finalising (whoever writes) is refused while the answers cannot be approved; the old
-- acknowledgement no longer lets them through. As in 20261124140000_application_credentials
-- otherwise (same trigger, same error code).
create or replace function private.applications_require_acknowledgement()
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
    if pg_catalog.cardinality(v_blockers) > 0 then
      raise exception using
        errcode = '23514',
        message = 'These answers cannot be approved (' || pg_catalog.array_to_string(v_blockers, ', ')
                  || '): change them, or contact us, before the application is submitted.',
        hint = 'not_approvable';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.applications_require_acknowledgement() from public, anon, authenticated;

-- Step 4's agreement is the wizard's last save before it sends the applicant to the payment
-- page: agreeing to the terms is refused while the answers cannot be approved.
create function private.applications_agreement_needs_approvable_answers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_blockers text[];
begin
  if new.agree_to_terms and (tg_op = 'INSERT' or old.agree_to_terms is distinct from true) then
    v_blockers := private.application_blockers(new, private.ny_today());
    if pg_catalog.cardinality(v_blockers) > 0 then
      raise exception using
        errcode = '23514',
        message = 'These answers cannot be approved (' || pg_catalog.array_to_string(v_blockers, ', ')
                  || '): change them, or contact us, before going on to payment.',
        hint = 'not_approvable';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.applications_agreement_needs_approvable_answers() from public, anon, authenticated;

create trigger applications_agreement_needs_approvable_answers
  before insert or update of agree_to_terms on public.applications
  for each row execute function private.applications_agreement_needs_approvable_answers();

-- ---------------------------------------------------------------------------------------------
-- Approval: as in 20261124150000_pro_credential, plus the pesticide certification on the
-- professional's row, and no rats or mice among the species without it.
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
  v_credential text;
  v_certified boolean := coalesce(v_app.has_pesticide_certification = 'Yes', false);
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
  -- A professional approved on the pesticide applicator certification alone is offered only the
  -- work it covers: rats, mice and birds (pigeons), named explicitly.
  v_credential := case when v_app.has_nwco_license = 'No' and v_app.has_pesticide_certification = 'Yes'
                       then 'pesticide_certification' else 'nwco_license' end;
  if v_credential = 'pesticide_certification'
     and (pg_catalog.cardinality(coalesce(p_species, '{}')) = 0 or not (p_species <@ array['Rats', 'Mice', 'Birds'])) then
    raise exception using errcode = '23514',
      message = 'Approved on the pesticide applicator certification alone: choose the species it covers (rats, mice, birds).';
  end if;
  -- Rats and mice are offered only with the certification (private.credentials_cover).
  if not v_certified and coalesce(p_species, '{}') && array['Rats', 'Mice'] then
    raise exception using errcode = '23514',
      message = 'Without the pesticide applicator certification, rats and mice cannot be among the species.';
  end if;
  if exists (select 1 from public.pros p where p.email = pg_catalog.lower(v_app.email)) then
    raise exception using errcode = 'P0001', message = 'A professional with this e-mail address already exists.';
  end if;
  select * into v_actor from private.actor();
  v_user := private.ensure_pro_user(v_app.email);
  insert into public.pros (user_id, application_id, business_name, contact_name, email, phone, credential, pesticide_certified,
                           license_number, license_expires_on, insurance_carrier, insured_through, boroughs, species)
  values (v_user, v_app.id, v_app.business_name, coalesce(v_app.full_name, v_app.owner_name), pg_catalog.lower(v_app.email),
          v_app.phone_number, v_credential, v_certified, pg_catalog.btrim(p_license_number), p_license_expires_on,
          pg_catalog.btrim(p_insurance_carrier), p_insured_through, p_boroughs, coalesce(p_species, '{}'))
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
-- Offers: as in 20261123100000_dispatch, plus the credential rule.
-- ---------------------------------------------------------------------------------------------
create or replace function private.offer_lead(p_lead_id uuid, p_pro_id uuid, p_note text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype;
  v_pro public.pros%rowtype;
  v_actor record;
  v_ttl integer;
  v_offer uuid;
  v_note text := private.clean_note(p_note);
begin
  perform private.require_staff();
  select * into v_actor from private.actor();
  v_lead := private.lock_lead(p_lead_id);
  if v_lead.status = 'offered' then
    raise exception using errcode = 'P0001',
      message = 'This lead already has an open offer. Reload to see it.';
  elsif v_lead.status <> 'new' then
    perform private.stale(v_lead, 'offered');
  end if;
  select p.* into v_pro from public.pros p where p.id = p_pro_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'No such professional.';
  end if;
  if v_pro.status <> 'active' then
    raise exception using errcode = 'P0001', message = 'This professional is paused and gets no offers.';
  end if;
  if not (v_lead.borough = any (v_pro.boroughs)) then
    raise exception using errcode = 'P0001',
      message = pg_catalog.format('This professional does not cover %s.', v_lead.borough);
  end if;
  if not private.credentials_cover(v_pro.credential = 'nwco_license', v_pro.pesticide_certified, v_lead.wanted_species) then
    raise exception using errcode = 'P0001',
      message = 'This professional does not hold the credential this work needs (rats and mice: the pesticide applicator certification; other animals: the NWCO licence).';
  end if;
  select s.offer_ttl_minutes into v_ttl from private.dispatch_settings s;
  insert into public.lead_offers (lead_id, pro_id, expires_at, note, created_by)
  values (p_lead_id, p_pro_id, pg_catalog.now() + pg_catalog.make_interval(mins => coalesce(v_ttl, 60)),
          v_note, auth.uid())
  returning id into v_offer;
  update public.leads
     set status = 'offered', status_changed_at = pg_catalog.now(), last_offer_expired_at = null
   where id = p_lead_id;
  perform private.log_event(p_lead_id, 'offered', v_lead.status, 'offered', v_actor.role,
                            v_actor.label, v_offer, p_pro_id, v_note);
  return v_offer;
exception
  when unique_violation then
    raise exception using errcode = 'P0001',
      message = 'This lead already has an open offer. Reload to see it.';
end;
$$;

-- As in 20261123100000_dispatch, listing only professionals whose credentials cover the lead.
create or replace function private.match_pros(p_lead_id uuid)
returns table (
  pro_id uuid,
  business_name text,
  contact_name text,
  phone text,
  boroughs text[],
  species text[],
  covers_species boolean,
  open_jobs integer,
  last_offer_at timestamptz,
  offered_before boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype;
  v_wanted text[];
begin
  perform private.require_staff();
  select l.* into v_lead from public.leads l where l.id = p_lead_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'No such lead.';
  end if;
  -- 'Other' names no species to match on.
  v_wanted := pg_catalog.array_remove(v_lead.wanted_species, 'Other');
  return query
    select p.id, p.business_name, p.contact_name, p.phone, p.boroughs, p.species,
           (pg_catalog.cardinality(p.species) = 0 or p.species @> v_wanted),
           (select pg_catalog.count(*)::integer from public.lead_offers o
              join public.leads l on l.id = o.lead_id
             where o.pro_id = p.id and o.status = 'accepted' and l.status = 'accepted'),
           (select pg_catalog.max(o.created_at) from public.lead_offers o where o.pro_id = p.id),
           exists (select 1 from public.lead_offers o where o.pro_id = p.id and o.lead_id = p_lead_id)
      from public.pros p
     where p.status = 'active'
       and v_lead.borough = any (p.boroughs)
       and (pg_catalog.cardinality(v_wanted) = 0 or pg_catalog.cardinality(p.species) = 0
            or p.species && v_wanted)
       and private.credentials_cover(p.credential = 'nwco_license', p.pesticide_certified, v_wanted)
     order by 10, 8, 9 nulls first, 2;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- E-mails
-- ---------------------------------------------------------------------------------------------
-- As in 20261123110000_notifications, plus which credential the number is (the status page
-- names it the same way, private.lead_status).
create or replace function private.pro_card(p_pro_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'business_name', p.business_name,
    'credential', p.credential,
    'license_number', p.license_number,
    'insured_through', p.insured_through,
    'phone', p.phone,
    'boroughs', p.boroughs
  )
  from public.pros p where p.id = p_pro_id;
$$;
revoke all on function private.pro_card(uuid) from public, anon, authenticated;

-- How the resident asked to be contacted: 'phone', 'text', 'email' (single form: one; the
-- /contact flow: phone and/or e-mail).
create function private.lead_contact_by(p_lead public.leads)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.array_remove(array[
    case when p_lead.contact_method = 'Call' or p_lead.contact_by_phone then 'phone' end,
    case when p_lead.contact_method = 'Text' then 'text' end,
    case when p_lead.contact_method = 'Email' or p_lead.contact_by_email then 'email' end
  ]::text[], null);
$$;
revoke all on function private.lead_contact_by(public.leads) from public, anon, authenticated;

-- As in 20261123110000_notifications, plus:
--   * lead_received carries phone_only: no active professional covered the lead's borough when it
--     was stored (the same test as private.zip_coverage), so the e-mail says what the report's
--     success page says: the dispatch line handles it by phone;
--   * lead_assigned carries contact_by (private.lead_contact_by).
create or replace function private.lead_events_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype;
  v_settings private.notification_settings%rowtype;
  v_offer public.lead_offers%rowtype;
  v_pro public.pros%rowtype;
  v_token text;
  v_recent integer;
  v_phone_only boolean;
begin
  select * into v_lead from public.leads where id = new.lead_id;
  select * into v_settings from private.notification_settings;
  select t.token into v_token from private.lead_status_tokens t where t.lead_id = new.lead_id;

  if new.event = 'created' then
    if v_lead.email is not null then
      -- A typed address is not proof of ownership: a few confirmations per address per day.
      select pg_catalog.count(*) into v_recent
        from private.outbox o
       where o.recipient = pg_catalog.lower(pg_catalog.btrim(v_lead.email))
         and o.template = 'lead_received'
         and o.created_at > pg_catalog.now() - interval '1 day';
      if v_recent < v_settings.confirmations_per_recipient_per_day then
        v_phone_only := v_lead.borough is not null
          and not exists (select 1 from public.pros p
                           where p.status = 'active' and v_lead.borough = any (p.boroughs));
        perform private.enqueue('lead_received', v_lead.email,
          private.lead_summary(v_lead) || pg_catalog.jsonb_build_object(
            'name', v_lead.name, 'status_token', v_token, 'phone_only', v_phone_only),
          'lead_received:' || v_lead.id, v_lead.id);
      end if;
    end if;
    perform private.enqueue('lead_new', v_settings.dispatch_inbox,
      private.lead_summary(v_lead) || pg_catalog.jsonb_build_object('source', v_lead.source),
      'lead_new:' || v_lead.id, v_lead.id);

  elsif new.event = 'offered' then
    select * into v_offer from public.lead_offers where id = new.offer_id;
    select * into v_pro from public.pros where id = v_offer.pro_id;
    perform private.enqueue('offer_new', v_pro.email,
      private.lead_summary(v_lead) || pg_catalog.jsonb_build_object(
        'business_name', v_pro.business_name, 'expires_at', v_offer.expires_at),
      'offer_new:' || v_offer.id, v_lead.id);

  elsif new.event in ('declined', 'expired') then
    select * into v_offer from public.lead_offers where id = new.offer_id;
    select * into v_pro from public.pros where id = v_offer.pro_id;
    perform private.enqueue('offer_returned', v_settings.dispatch_inbox,
      private.lead_summary(v_lead) || pg_catalog.jsonb_build_object(
        'business_name', v_pro.business_name, 'outcome', new.event,
        'decline_reason', v_offer.decline_reason),
      'offer_returned:' || v_offer.id, v_lead.id);

  elsif new.event = 'accepted' then
    select * into v_offer from public.lead_offers where id = new.offer_id;
    if v_lead.email is not null then
      perform private.enqueue('lead_assigned', v_lead.email,
        private.lead_summary(v_lead) || pg_catalog.jsonb_build_object(
          'name', v_lead.name, 'status_token', v_token, 'pro', private.pro_card(v_offer.pro_id),
          'contact_by', private.lead_contact_by(v_lead)),
        'lead_assigned:' || v_offer.id, v_lead.id);
    end if;

  elsif new.event = 'cancelled' and new.from_status = 'accepted' then
    -- The professional who had the job hears that it is off.
    select o.* into v_offer from public.lead_offers o
     where o.lead_id = v_lead.id and o.status = 'accepted'
     order by o.responded_at desc limit 1;
    select * into v_pro from public.pros where id = v_offer.pro_id;
    perform private.enqueue('lead_cancelled_pro', v_pro.email,
      private.lead_summary(v_lead) || pg_catalog.jsonb_build_object(
        'business_name', v_pro.business_name,
        'by_resident', v_lead.cancel_reason = 'resident_cancelled'),
      'lead_cancelled_pro:' || v_lead.id || ':' || v_offer.id, v_lead.id);
  end if;
  return null;
end;
$$;
revoke all on function private.lead_events_notify() from public, anon, authenticated;
