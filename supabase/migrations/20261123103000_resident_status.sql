-- The resident's status page (/status/<token>): a secret token per lead, one function that
-- answers only what the resident may see, and the resident's own two actions (cancel, add
-- details), rate-limited per token. docs/dispatch-api.md ("The resident's status page").

-- How long a resident waits before the page says plainly that nobody is assigned yet (the site
-- promises a call back "within a few hours").
alter table private.dispatch_settings
  add column resident_wait_hours integer not null default 3
    constraint dispatch_settings_resident_wait_range check (resident_wait_hours between 1 and 48);

-- 32 random bytes from two version-4 UUIDs (gen_random_uuid uses the server's strong random
-- source): 244 random bits, as 43 URL-safe base64 characters.
create function private.new_status_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.rtrim(pg_catalog.translate(pg_catalog.encode(
           pg_catalog.uuid_send(pg_catalog.gen_random_uuid()) || pg_catalog.uuid_send(pg_catalog.gen_random_uuid()),
           'base64'), '+/', '-_'), '=');
$$;
revoke all on function private.new_status_token() from public, anon, authenticated;

-- Tokens live apart from the lead, in a table nothing but the definer functions read: no API
-- role has a grant on it and its schema is not exposed.
create table private.lead_status_tokens (
  lead_id uuid primary key references public.leads (id) on delete cascade,
  token text not null unique default private.new_status_token()
    constraint lead_status_tokens_token_format check (token ~ '^[A-Za-z0-9_-]{43}$'),
  created_at timestamptz not null default now()
);
alter table private.lead_status_tokens enable row level security;
revoke all on table private.lead_status_tokens from public, anon, authenticated;
grant select on table private.lead_status_tokens to service_role;

-- Every lead gets its token in the transaction that creates it.
create or replace function private.leads_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_events (lead_id, actor_role, event, from_status, to_status)
  values (new.id, 'resident', 'created', null, new.status);
  insert into private.lead_status_tokens (lead_id) values (new.id);
  return null;
end;
$$;

insert into private.lead_status_tokens (lead_id) select l.id from public.leads l
  on conflict (lead_id) do nothing;

-- The browser that sent a report learns its token right after: whoever holds the lead's id
-- (chosen at random by that browser, never shown; the reference shows a quarter of it) may read
-- the token during the first 30 minutes. Afterwards only the token itself works.
create function private.lead_status_link(p_lead_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select t.token
    from private.lead_status_tokens t
    join public.leads l on l.id = t.lead_id
   where t.lead_id = p_lead_id
     and l.created_at > pg_catalog.now() - interval '30 minutes';
$$;

-- What the resident may see, for a token; the same keys whether or not the token is known.
create function private.lead_status(p_token text)
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
    'cancelled_by_resident', case when v_stage = 'cancelled' then v_lead.cancel_reason = 'resident_cancelled' end,
    'waiting_too_long', v_stage in ('received', 'looking')
                        and v_lead.created_at < pg_catalog.now() - pg_catalog.make_interval(hours => coalesce(v_wait, 3)),
    'wait_hours', coalesce(v_wait, 3),
    'professional', case when v_pro.id is not null then pg_catalog.json_build_object(
        'business_name', v_pro.business_name,
        'license_number', v_pro.license_number,
        'insured_through', v_pro.insured_through,
        'phone', v_pro.phone,
        'boroughs', v_pro.boroughs) end
  );
end;
$$;

-- A resident's own action, by token: at most 5 in an hour per token.
create function private.resident_lead(p_token text)
returns public.leads
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype;
begin
  select l.* into v_lead
    from private.lead_status_tokens t join public.leads l on l.id = t.lead_id
   where t.token = coalesce(p_token, '') and pg_catalog.char_length(coalesce(p_token, '')) = 43
     for update of l;
  if not found then
    raise exception using errcode = 'PT404', message = 'We can''t find that request.';
  end if;
  if (select pg_catalog.count(*) from public.lead_events e
       where e.lead_id = v_lead.id and e.actor_role = 'resident' and e.event <> 'created'
         and e.created_at > pg_catalog.now() - interval '1 hour') >= 5 then
    raise exception using errcode = 'PT429', message = 'Too many updates in a short time. Please call the dispatch line.';
  end if;
  return v_lead;
end;
$$;

create function private.cancel_by_resident(p_token text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype := private.resident_lead(p_token);
  v_offer uuid;
begin
  if v_lead.status not in ('new', 'offered', 'accepted', 'unreachable') then
    raise exception using errcode = 'P0001', message = 'This request is already closed.';
  end if;
  update public.lead_offers set status = 'withdrawn', responded_at = pg_catalog.now()
   where lead_id = v_lead.id and status = 'open'
   returning id into v_offer;
  update public.leads
     set status = 'cancelled', status_changed_at = pg_catalog.now(), cancel_reason = 'resident_cancelled'
   where id = v_lead.id;
  insert into public.lead_events (lead_id, actor_role, event, from_status, to_status, offer_id, note)
  values (v_lead.id, 'resident', 'cancelled', v_lead.status, 'cancelled', v_offer, 'resident cancelled: no longer needs help');
end;
$$;

create function private.add_details_by_resident(p_token text, p_note text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_note text := private.clean_note(p_note);
  v_lead public.leads%rowtype;
begin
  if v_note is null or pg_catalog.char_length(v_note) > 500 then
    raise exception using errcode = '23514', message = 'Write up to 500 characters.';
  end if;
  v_lead := private.resident_lead(p_token);
  if v_lead.status in ('completed', 'cancelled') then
    raise exception using errcode = 'P0001', message = 'This request is already closed.';
  end if;
  insert into public.lead_events (lead_id, actor_role, event, from_status, to_status, note)
  values (v_lead.id, 'resident', 'note', v_lead.status, v_lead.status, v_note);
end;
$$;

-- The professional sees the resident's added details with the job (pro_jobs gains
-- resident_notes).
drop function public.pro_jobs();
drop function private.pro_jobs();
create or replace function private.resident_notes(p_lead_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(pg_catalog.json_agg(pg_catalog.json_build_object('at', e.created_at, 'note', e.note) order by e.id), '[]'::json)
    from public.lead_events e
   where e.lead_id = p_lead_id and e.actor_role = 'resident' and e.event = 'note';
$$;
revoke all on function private.resident_notes(uuid) from public, anon, authenticated;

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
  resident_notes json
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
           private.resident_notes(l.id)
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
  resident_notes json
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
-- Who may call what: the resident's functions are for the anon key (and anyone else); each
-- checks the token itself. The API calls the invoker wrappers below.
revoke all on function private.lead_status_link(uuid) from public;
revoke all on function private.lead_status(text) from public;
revoke all on function private.cancel_by_resident(text) from public;
revoke all on function private.add_details_by_resident(text, text) from public;
revoke all on function private.resident_lead(text) from public, anon, authenticated;
grant usage on schema private to anon;
grant execute on function private.lead_status_link(uuid) to anon, authenticated, service_role;
grant execute on function private.lead_status(text) to anon, authenticated, service_role;
grant execute on function private.cancel_by_resident(text) to anon, authenticated, service_role;
grant execute on function private.add_details_by_resident(text, text) to anon, authenticated, service_role;

create function public.lead_status_link(p_lead_id uuid)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select private.lead_status_link(p_lead_id);
$$;

create function public.lead_status(p_token text)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select private.lead_status(p_token);
$$;

create function public.cancel_by_resident(p_token text)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.cancel_by_resident(p_token);
$$;

create function public.add_details_by_resident(p_token text, p_note text)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.add_details_by_resident(p_token, p_note);
$$;

revoke all on function public.lead_status_link(uuid) from public;
revoke all on function public.lead_status(text) from public;
revoke all on function public.cancel_by_resident(text) from public;
revoke all on function public.add_details_by_resident(text, text) from public;
grant execute on function public.lead_status_link(uuid) to anon, authenticated, service_role;
grant execute on function public.lead_status(text) to anon, authenticated, service_role;
grant execute on function public.cancel_by_resident(text) to anon, authenticated, service_role;
grant execute on function public.add_details_by_resident(text, text) to anon, authenticated, service_role;
