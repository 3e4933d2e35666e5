-- The street address, end to end (issue: a professional cannot navigate to a ZIP), the masked
-- phone in the resident's confirmation and on the status page (so a typo can be spotted), and
-- one species list per lead (a /contact report named its animal twice: "Raccoons, Raccoons").
--
-- * leads.unit: apartment, unit or floor (both forms ask it; optional). leads.address is now
--   asked by the /contact flow too (step 1, with the ZIP) and required for its new reports
--   (NOT VALID: rows stored before the flow asked it stay as they are).
-- * private.street_name(address): the street without the house number, or null when the
--   address does not start with one. An offered professional sees only that, the ZIP and the
--   borough (pro_offers.street); the house number, unit and the resident's details come with
--   the job after Accept (pro_jobs.unit, as before address and city).
-- * pro_records (the year's CSV for the NYS DEC annual report): address with the unit, and the
--   city the resident typed or, for a /contact report (which asks no city), the borough.
-- * private.masked_phone(phone): '(•••) •••-0142'. The 'lead_received' e-mail's data carries it
--   (phone_masked), and lead_status answers it with the lead's species (phone_masked, species,
--   animal_type; null for an unknown token, so every answer has the same keys).
-- * leads.wanted_species without duplicates: the /contact flow sent the species of its animal
--   type as well as the animal type, so the generated list named it twice, and the queue, the
--   portal and every e-mail (lead_summary) repeated it. The column is recomputed through
--   private.lead_wanted_species.
--
-- Redefined here (keeping everything else they did): private/public pro_offers (20261124160000),
-- private/public pro_jobs (20261124160000), private.pro_records (20261123101000),
-- private.lead_status (20261125090100), private.lead_events_notify (20261126130000), and the
-- generated column leads.wanted_species (20261123100000).

-- ---------------------------------------------------------------------------------------------
-- Apartment / unit, and the street address the /contact flow now asks.
-- ---------------------------------------------------------------------------------------------
alter table public.leads
  add column unit text
    constraint leads_unit_length check (char_length(unit) between 1 and 50 and btrim(unit) <> '')
    constraint leads_unit_no_control check (unit !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]');

grant insert (unit) on table public.leads to anon, authenticated;

alter table public.leads
  add constraint leads_contact_flow_address check (source <> 'contact_flow' or address is not null) not valid;

-- ---------------------------------------------------------------------------------------------
-- One species list per lead.
-- ---------------------------------------------------------------------------------------------
create function private.lead_wanted_species(p_species text[], p_animal_type text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(s order by first_at), array[]::text[])
    from (
      select s, pg_catalog.min(n) as first_at
        from pg_catalog.unnest(p_species || case
               when p_animal_type is null then array[]::text[]
               when p_animal_type = 'Raccoon' then array['Raccoons']
               when p_animal_type = 'Squirrel' then array['Squirrels']
               when p_animal_type = 'Rat' then array['Rats']
               when p_animal_type = 'Mouse' then array['Mice']
               when p_animal_type = 'Bat' then array['Bats']
               when p_animal_type = 'Bird' then array['Birds']
               when p_animal_type = 'Skunk' then array['Skunks']
               when p_animal_type = 'Snake' then array['Snakes']
               when p_animal_type = 'Groundhog' then array['Groundhogs']
               else array['Other']
             end) with ordinality as u(s, n)
       group by s
    ) d;
$$;
-- The generated column is computed with the inserting role's rights (the public forms insert as
-- anon or authenticated): a pure function of the row's own values, it gives nothing away.
revoke all on function private.lead_wanted_species(text[], text) from public;
grant execute on function private.lead_wanted_species(text[], text) to anon, authenticated, service_role;

alter table public.leads drop column wanted_species;
alter table public.leads
  add column wanted_species text[] not null
    generated always as (private.lead_wanted_species(species, animal_type)) stored;

-- ---------------------------------------------------------------------------------------------
-- What an offered professional may see of the address, and the masked phone.
-- ---------------------------------------------------------------------------------------------
-- '120 Broadway' → 'Broadway', '45-12 Broadway, Apt 3' → 'Broadway', '12A W 23rd St #4' →
-- 'W 23rd St'; null when the address does not start with a house number (we cannot tell the
-- number from the street then).
create function private.street_name(p_address text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_address ~ '^\s*[0-9]+[A-Za-z]?(-[0-9]+[A-Za-z]?)?(\s+1/2)?\s+[^\s,#]' then
      nullif(pg_catalog.btrim(pg_catalog.regexp_replace(
        pg_catalog.split_part(
          pg_catalog.regexp_replace(pg_catalog.btrim(p_address), '^[0-9]+[A-Za-z]?(-[0-9]+[A-Za-z]?)?(\s+1/2)?\s+', ''),
          ',', 1),
        '\s*(#|\m(apt|apartment|unit|suite|ste|fl|floor|rm|room)\M).*$', '', 'i')), '')
  end;
$$;
revoke all on function private.street_name(text) from public, anon, authenticated;

-- '(718) 555-0142' → '(•••) •••-0142': enough to spot a typo, not enough to call.
create function private.masked_phone(p_phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_phone ~ '[0-9]{4}$' then '(•••) •••-' || pg_catalog.right(p_phone, 4) end;
$$;
revoke all on function private.masked_phone(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- pro_offers: + street (the street name only). Otherwise as in 20261124160000_lead_language.
-- ---------------------------------------------------------------------------------------------
drop function public.pro_offers();
drop function private.pro_offers();

create function private.pro_offers()
returns table (
  offer_id uuid,
  status text,
  offered_at timestamptz,
  expires_at timestamptz,
  responded_at timestamptz,
  reference text,
  lead_created_at timestamptz,
  borough text,
  zip text,
  species text[],
  animal_type text,
  property_type text,
  duration text,
  description text,
  language text,
  street text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_pro uuid := private.require_pro();
begin
  return query
    select o.id, o.status, o.created_at, o.expires_at, o.responded_at, l.reference, l.created_at,
           l.borough, l.zip, l.wanted_species, l.animal_type, l.property_type, l.duration,
           l.description, l.language, private.street_name(l.address)
      from public.lead_offers o
      join public.leads l on l.id = o.lead_id
     where o.pro_id = v_pro
       and (o.status = 'open'
            or (o.status in ('expired', 'withdrawn') and o.responded_at > pg_catalog.now() - interval '1 day'))
     order by (o.status = 'open') desc, o.expires_at;
end;
$$;
revoke all on function private.pro_offers() from public, anon;
grant execute on function private.pro_offers() to authenticated;

create function public.pro_offers()
returns table (
  offer_id uuid,
  status text,
  offered_at timestamptz,
  expires_at timestamptz,
  responded_at timestamptz,
  reference text,
  lead_created_at timestamptz,
  borough text,
  zip text,
  species text[],
  animal_type text,
  property_type text,
  duration text,
  description text,
  language text,
  street text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.pro_offers();
$$;
revoke all on function public.pro_offers() from public, anon;
grant execute on function public.pro_offers() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- pro_jobs: + unit. Otherwise as in 20261124160000_lead_language.
-- ---------------------------------------------------------------------------------------------
drop function public.pro_jobs();
drop function private.pro_jobs();

create function private.pro_jobs()
returns table (
  lead_id uuid,
  reference text,
  status text,
  accepted_at timestamptz,
  name text,
  phone text,
  email text,
  address text,
  city text,
  zip text,
  borough text,
  contact_method text,
  contact_by_phone boolean,
  contact_by_email boolean,
  species text[],
  animal_type text,
  property_type text,
  duration text,
  description text,
  service_date date,
  completed_species text,
  animal_count integer,
  method text,
  disposition text,
  resident_notes json,
  language text,
  unit text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_pro uuid := private.require_pro();
begin
  return query
    select l.id, l.reference, l.status, a.responded_at, l.name, l.phone, l.email, l.address, l.city,
           l.zip, l.borough, l.contact_method, l.contact_by_phone, l.contact_by_email,
           l.wanted_species, l.animal_type, l.property_type, l.duration, l.description,
           c.service_date, c.species, c.animal_count, c.method, c.disposition,
           private.resident_notes(l.id), l.language, l.unit
      from public.leads l
      join lateral (
             select o.pro_id, o.responded_at from public.lead_offers o
              where o.lead_id = l.id and o.status = 'accepted'
              order by o.responded_at desc limit 1
           ) a on a.pro_id = v_pro
      left join public.lead_completions c on c.lead_id = l.id
     where l.status in ('accepted', 'completed', 'unreachable')
     order by (l.status = 'accepted') desc, a.responded_at desc;
end;
$$;
revoke all on function private.pro_jobs() from public, anon;
grant execute on function private.pro_jobs() to authenticated;

create function public.pro_jobs()
returns table (
  lead_id uuid,
  reference text,
  status text,
  accepted_at timestamptz,
  name text,
  phone text,
  email text,
  address text,
  city text,
  zip text,
  borough text,
  contact_method text,
  contact_by_phone boolean,
  contact_by_email boolean,
  species text[],
  animal_type text,
  property_type text,
  duration text,
  description text,
  service_date date,
  completed_species text,
  animal_count integer,
  method text,
  disposition text,
  resident_notes json,
  language text,
  unit text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.pro_jobs();
$$;
revoke all on function public.pro_jobs() from public, anon;
grant execute on function public.pro_jobs() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- pro_records: the address with its unit; the city typed, else the borough (the /contact flow
-- asks no city, and the repository has no ZIP → postal city list). Otherwise as in
-- 20261123101000_pro_portal.
-- ---------------------------------------------------------------------------------------------
create or replace function private.pro_records(p_year integer)
returns table (
  service_date date,
  reference text,
  client_name text,
  address text,
  city text,
  zip text,
  species text,
  animal_count integer,
  method text,
  disposition text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_pro uuid := private.require_pro();
begin
  if p_year is null or p_year < 2020 or p_year > 2100 then
    raise exception using errcode = '22023', message = 'Choose a year from 2020.';
  end if;
  return query
    select c.service_date, l.reference, l.name,
           nullif(pg_catalog.concat_ws(', ', l.address, l.unit), ''),
           coalesce(l.city, l.borough), l.zip, c.species, c.animal_count,
           c.method, c.disposition
      from public.lead_completions c
      join public.leads l on l.id = c.lead_id
     where c.pro_id = v_pro
       and c.service_date >= pg_catalog.make_date(p_year, 1, 1)
       and c.service_date < pg_catalog.make_date(p_year + 1, 1, 1)
     order by c.service_date, l.reference;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- lead_status: + phone_masked, species, animal_type (the resident checks what they sent).
-- Otherwise as in 20261125090100_status_cancel_reason.
-- ---------------------------------------------------------------------------------------------
create or replace function private.lead_status(p_token text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype;
  v_pro public.pros%rowtype;
  v_wait integer;
  v_offered_at timestamptz;
  v_assigned_at timestamptz;
  v_done_at timestamptz;
  v_cancelled_at timestamptz;
  v_stage text;
begin
  -- Same statements for a known and an unknown token: no timing difference to measure.
  select l.* into v_lead
    from private.lead_status_tokens t join public.leads l on l.id = t.lead_id
   where t.token = coalesce(p_token, '') and pg_catalog.char_length(coalesce(p_token, '')) = 43;
  select s.resident_wait_hours into v_wait from private.dispatch_settings s;
  select pg_catalog.min(e.created_at) filter (where e.event = 'offered'),
         pg_catalog.max(e.created_at) filter (where e.event = 'accepted'),
         pg_catalog.max(e.created_at) filter (where e.event = 'completed'),
         pg_catalog.max(e.created_at) filter (where e.event = 'cancelled')
    into v_offered_at, v_assigned_at, v_done_at, v_cancelled_at
    from public.lead_events e where e.lead_id = v_lead.id;
  select p.* into v_pro
    from public.lead_offers o join public.pros p on p.id = o.pro_id
   where o.lead_id = v_lead.id and o.status = 'accepted' and v_lead.status in ('accepted', 'completed')
   order by o.responded_at desc limit 1;

  v_stage := case v_lead.status
    when 'new' then case when v_offered_at is null then 'received' else 'looking' end
    when 'offered' then 'looking'
    when 'unreachable' then 'looking'
    when 'accepted' then 'assigned'
    when 'completed' then 'completed'
    when 'cancelled' then 'cancelled'
  end;

  return pg_catalog.json_build_object(
    'found', v_lead.id is not null,
    'reference', v_lead.reference,
    'received_at', v_lead.created_at,
    'stage', v_stage,
    'looking_since', case when v_stage in ('looking', 'assigned', 'completed') then coalesce(v_offered_at, v_lead.created_at) end,
    'assigned_at', case when v_stage in ('assigned', 'completed') then v_assigned_at end,
    'completed_at', case when v_stage = 'completed' then v_done_at end,
    'cancelled_at', case when v_stage = 'cancelled' then v_cancelled_at end,
    -- Why it was closed, in words for the resident: spam and internal reasons ('other') stay
    -- internal and read as 'closed'.
    'cancel_reason', case when v_stage = 'cancelled' then
        case v_lead.cancel_reason
          when 'resident_cancelled' then 'resident'
          when 'duplicate' then 'duplicate'
          when 'outside_service_area' then 'outside_service_area'
          when 'referred_to_agency' then 'referred_to_agency'
          else 'closed'
        end end,
    'waiting_too_long', coalesce(v_stage in ('received', 'looking')
                        and v_lead.created_at < pg_catalog.now() - pg_catalog.make_interval(hours => coalesce(v_wait, 3)), false),
    'wait_hours', coalesce(v_wait, 3),
    -- What the resident sent, to spot a typo: the phone's last four digits, and the animal.
    'phone_masked', private.masked_phone(v_lead.phone),
    'species', v_lead.wanted_species,
    'animal_type', v_lead.animal_type,
    'professional', case when v_pro.id is not null then pg_catalog.json_build_object(
        'business_name', v_pro.business_name,
        'credential', v_pro.credential,
        'license_number', v_pro.license_number,
        'insured_through', v_pro.insured_through,
        'phone', v_pro.phone,
        'boroughs', v_pro.boroughs) end
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- lead_events_notify: the resident's confirmation carries the masked phone (phone_masked).
-- Otherwise as in 20261126130000_email_addresses (caps per mailbox, domain and site; phone_only;
-- contact_by).
-- Otherwise as in 20261123110000_notifications.
-- ---------------------------------------------------------------------------------------------
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
  v_mail_resident boolean;
  v_phone_only boolean;
begin
  select * into v_lead from public.leads where id = new.lead_id;
  select * into v_settings from private.notification_settings;
  select t.token into v_token from private.lead_status_tokens t where t.lead_id = new.lead_id;
  v_mail_resident := v_lead.email is not null and private.email_domain(v_lead.email) <> 'address.invalid';

  if new.event = 'created' then
    -- A typed address is not proof of ownership: a few confirmations per mailbox, per domain
    -- and for the site a day.
    if v_mail_resident and private.confirmation_allowed('lead_received', v_lead.email) then
      -- No active professional covers the borough: the request is handled by phone
      -- (20261126110000_credentials_for_the_work).
      v_phone_only := v_lead.borough is not null
        and not exists (select 1 from public.pros p
                         where p.status = 'active' and v_lead.borough = any (p.boroughs));
      perform private.enqueue('lead_received', v_lead.email,
        private.lead_summary(v_lead) || pg_catalog.jsonb_build_object(
          'name', v_lead.name, 'status_token', v_token, 'phone_only', v_phone_only,
          'phone_masked', private.masked_phone(v_lead.phone)),
        'lead_received:' || v_lead.id, v_lead.id);
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
    if v_mail_resident then
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
