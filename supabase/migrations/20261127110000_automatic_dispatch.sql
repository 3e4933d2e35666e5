-- Automatic dispatch, the database's part (issue: "automatic dispatch around the clock").
--
-- Automatic dispatch is one more actor of the lead lifecycle (actor_role 'system', label
-- 'automatic dispatch'), never a second path around it: it offers through the same table, the
-- same one-open-offer index and the same notifications as a dispatcher's Offer.
--
--   * Modes (private.dispatch_settings.auto_mode): 'off' (the default: a dispatcher offers every
--     lead, as before), 'outside_staffed_hours' (private.staffed_hours, New York time; no staffed
--     hours at all means never staffed) and 'always'. Only an admin changes them
--     (set_dispatch_mode).
--   * When it applies, a lead that becomes 'new' (reported, or returned by a decline, an expiry, a
--     withdrawal or a reopening) is offered in the same transaction as that change to the best
--     professional: active, available, covering the borough, every species and the credential the
--     work needs, on call now, under their capacity of open jobs, not offered this lead before;
--     among those the one offered least recently, then the best acceptance record. The offer's
--     timeline row says why (the factors). Every 30 seconds the offer-expiry job also offers the
--     leads still waiting (a staffed day ending, a professional coming on call).
--   * Automatic offers expire after auto_offer_ttl_minutes (default 20); a dispatcher's keep
--     offer_ttl_minutes (60).
--   * After auto_offer_limit automatic offers (default 3) without an acceptance, or when nobody
--     qualifies, the lead needs a person: leads.needs_person_at/_reason, an 'escalated' row in the
--     timeline and one e-mail to the dispatch inbox (lead_escalated), in the same transaction.
--     Automatic dispatch leaves such a lead to the dispatchers from then on.
--   * A dispatcher's offer wins: offer_lead withdraws an open automatic offer and makes its own.
--   * Professionals say when they take offers: pros.available and private.pro_on_call_hours (New
--     York time; none means any time) through set_my_availability; pros.max_open_jobs is their
--     capacity.

-- Settings --------------------------------------------------------------------------------------

alter table private.dispatch_settings
  add column auto_mode text not null default 'off',
  add column auto_offer_ttl_minutes integer not null default 20,
  add column auto_offer_limit integer not null default 3,
  add constraint dispatch_settings_auto_mode_values check (auto_mode in ('off', 'outside_staffed_hours', 'always')),
  add constraint dispatch_settings_auto_offer_ttl_range check (auto_offer_ttl_minutes between 1 and 1440),
  add constraint dispatch_settings_auto_offer_limit_range check (auto_offer_limit between 1 and 20);

-- Weekly hours in New York time; weekday is ISO (1 Monday … 7 Sunday).
create table private.staffed_hours (
  weekday smallint not null constraint staffed_hours_weekday_range check (weekday between 1 and 7),
  opens time not null,
  closes time not null,
  constraint staffed_hours_opens_before_closes check (opens < closes),
  primary key (weekday, opens)
);
comment on table private.staffed_hours is
  'When dispatchers staff the console, per weekday in New York time ("outside staffed hours" mode).';
alter table private.staffed_hours enable row level security;
revoke all on table private.staffed_hours from public, anon, authenticated, service_role;

-- Availability and capacity -----------------------------------------------------------------

alter table public.pros
  add column available boolean not null default true,
  add column max_open_jobs integer not null default 3,
  add constraint pros_max_open_jobs_range check (max_open_jobs between 1 and 50);
comment on column public.pros.available is 'The professional''s "Available for new offers" switch (automatic offers only).';
comment on column public.pros.max_open_jobs is 'How many accepted, unfinished jobs the professional takes at once before automatic dispatch passes them by.';

create table private.pro_on_call_hours (
  pro_id uuid not null references public.pros (id) on delete cascade,
  weekday smallint not null constraint pro_on_call_hours_weekday_range check (weekday between 1 and 7),
  opens time not null,
  closes time not null,
  constraint pro_on_call_hours_opens_before_closes check (opens < closes),
  primary key (pro_id, weekday, opens)
);
comment on table private.pro_on_call_hours is
  'A professional''s weekly on-call hours in New York time; a professional with none is on call whenever available.';
alter table private.pro_on_call_hours enable row level security;
revoke all on table private.pro_on_call_hours from public, anon, authenticated, service_role;

alter table public.lead_offers add column automatic boolean not null default false;
comment on column public.lead_offers.automatic is 'Made by automatic dispatch (its own, shorter window), not by a dispatcher.';

alter table public.leads
  add column needs_person_at timestamptz,
  add column needs_person_reason text,
  add constraint leads_needs_person_reason_values check (needs_person_reason in ('offer_limit', 'nobody_qualifies')),
  add constraint leads_needs_person_when check ((needs_person_at is null) = (needs_person_reason is null));
comment on column public.leads.needs_person_at is 'When automatic dispatch handed the lead to a person (after its offer limit, or nobody qualified).';

alter table public.lead_events drop constraint lead_events_event_values;
alter table public.lead_events
  add constraint lead_events_event_values check (event in (
    'created', 'offered', 'accepted', 'declined', 'expired', 'withdrawn', 'completed', 'unreachable',
    'cancelled', 'reopened', 'note', 'escalated'
  ));

alter table private.outbox drop constraint outbox_template_values;
alter table private.outbox
  add constraint outbox_template_values check (template in (
    'lead_received', 'lead_new', 'offer_new', 'offer_returned', 'lead_assigned',
    'lead_cancelled_pro', 'lead_unreachable', 'resident_unreachable',
    'lead_completed', 'lead_details_pro', 'lead_not_resolved', 'lead_escalated',
    'application_received', 'payment_received', 'payment_reversed',
    'application_approved', 'application_rejected', 'application_changes_requested',
    'newsletter_confirm', 'newsletter_update'
  ));

-- Time --------------------------------------------------------------------------------------

-- Whether a New York weekday and time falls in one of the hours (weekday, opens, closes).
create function private.in_weekly_hours(p_at timestamptz, p_weekday smallint, p_opens time, p_closes time)
returns boolean
language sql
stable
set search_path = ''
as $$
  select pg_catalog.date_part('isodow', p_at at time zone 'America/New_York') = p_weekday
     and (p_at at time zone 'America/New_York')::time >= p_opens
     and (p_at at time zone 'America/New_York')::time < p_closes;
$$;
revoke all on function private.in_weekly_hours(timestamptz, smallint, time, time) from public, anon, authenticated;

-- Whether automatic dispatch offers leads at this moment.
create function private.auto_dispatch_applies(p_at timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select case s.auto_mode
             when 'always' then true
             when 'outside_staffed_hours' then not exists (
               select 1 from private.staffed_hours h
                where private.in_weekly_hours(p_at, h.weekday, h.opens, h.closes))
             else false
           end
      from private.dispatch_settings s), false);
$$;
revoke all on function private.auto_dispatch_applies(timestamptz) from public, anon, authenticated;

-- Who could take a lead now, and why not ----------------------------------------------------

-- Every active or paused professional with the facts automatic dispatch weighs, and the reasons
-- (in words) they cannot get this lead now; no reason means eligible.
create function private.lead_candidates(p_lead public.leads, p_at timestamptz)
returns table (
  pro_id uuid,
  business_name text,
  open_jobs integer,
  max_open_jobs integer,
  last_offer_at timestamptz,
  offers integer,
  accepted integer,
  reasons text[]
)
language sql
stable
security definer
set search_path = ''
as $$
  with wanted as (
    select pg_catalog.array_remove(p_lead.wanted_species, 'Other') as species
  ), facts as (
    select p.*,
           (select pg_catalog.count(*)::integer from public.lead_offers o
              join public.leads l on l.id = o.lead_id
             where o.pro_id = p.id and o.status = 'accepted' and l.status = 'accepted') as open_jobs,
           (select pg_catalog.max(o.created_at) from public.lead_offers o where o.pro_id = p.id) as last_offer_at,
           (select pg_catalog.count(*)::integer from public.lead_offers o
             where o.pro_id = p.id and o.status <> 'open' and o.status <> 'withdrawn') as offers,
           (select pg_catalog.count(*)::integer from public.lead_offers o
             where o.pro_id = p.id and o.status = 'accepted') as accepted,
           exists (select 1 from public.lead_offers o where o.pro_id = p.id and o.lead_id = p_lead.id) as offered_before,
           (not exists (select 1 from private.pro_on_call_hours h where h.pro_id = p.id)
            or exists (select 1 from private.pro_on_call_hours h
                        where h.pro_id = p.id and private.in_weekly_hours(p_at, h.weekday, h.opens, h.closes))) as on_call
      from public.pros p
  )
  select f.id, f.business_name, f.open_jobs, f.max_open_jobs, f.last_offer_at, f.offers, f.accepted,
         pg_catalog.array_remove(array[
           case when f.status <> 'active' then 'paused by dispatch' end,
           case when not f.available then 'not available for new offers' end,
           case when not (p_lead.borough = any (f.boroughs)) then pg_catalog.format('does not cover %s', p_lead.borough) end,
           case when pg_catalog.cardinality(f.species) > 0 and not (f.species @> w.species)
                then 'does not handle every species of the request' end,
           case when not private.credentials_cover(f.credential = 'nwco_license', f.pesticide_certified, w.species)
                then 'lacks the credential this work needs' end,
           case when not f.on_call then 'not on call now' end,
           case when f.open_jobs >= f.max_open_jobs
                then pg_catalog.format('at capacity (%s of %s open jobs)', f.open_jobs, f.max_open_jobs) end,
           case when f.offered_before then 'already offered this lead' end
         ], null)
    from facts f cross join wanted w;
$$;
revoke all on function private.lead_candidates(public.leads, timestamptz) from public, anon, authenticated;

-- Escalation ------------------------------------------------------------------------------------

create function private.escalate_lead(p_lead public.leads, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inbox text;
  v_automatic integer;
begin
  select count(*)::integer into v_automatic from public.lead_offers o where o.lead_id = p_lead.id and o.automatic;
  update public.leads set needs_person_at = pg_catalog.now(), needs_person_reason = p_reason where id = p_lead.id;
  -- The lead stays 'new' (to_status 'new'): automatic dispatch, called again by that row, finds it
  -- handed to a person and leaves it.
  insert into public.lead_events (lead_id, actor_role, actor_label, event, from_status, to_status, note)
  values (p_lead.id, 'system', 'automatic dispatch', 'escalated', 'new', 'new',
          case p_reason
            when 'offer_limit' then pg_catalog.format('Needs a person: %s automatic offers without an acceptance.', v_automatic)
            else 'Needs a person: no professional qualifies for an automatic offer now.'
          end);
  select s.dispatch_inbox into v_inbox from private.notification_settings s;
  perform private.enqueue('lead_escalated', v_inbox,
    private.lead_summary(p_lead) || pg_catalog.jsonb_build_object('reason', p_reason, 'automatic_offers', v_automatic),
    'lead_escalated:' || p_lead.id, p_lead.id);
end;
$$;
revoke all on function private.escalate_lead(public.leads, text) from public, anon, authenticated;

-- The automatic offer ---------------------------------------------------------------------------

-- Offers a 'new' lead automatically when the mode applies; the offer's id, or null when it made
-- none (mode off, lead not new or already handed to a person, escalated now, or another writer's
-- offer came first).
create function private.auto_dispatch(p_lead_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype;
  v_settings private.dispatch_settings%rowtype;
  v_automatic integer;
  v_eligible integer;
  v_pick record;
  v_offer uuid;
  v_why text;
begin
  if not private.auto_dispatch_applies(pg_catalog.now()) then
    return null;
  end if;
  -- The lead first, as every transition locks it; a lead another transaction holds is left to
  -- that transaction (its own change to 'new' calls this again) or to the next sweep.
  select l.* into v_lead from public.leads l where l.id = p_lead_id for update skip locked;
  if not found or v_lead.status <> 'new' or v_lead.needs_person_at is not null then
    return null;
  end if;
  select s.* into v_settings from private.dispatch_settings s;
  select count(*)::integer into v_automatic from public.lead_offers o where o.lead_id = p_lead_id and o.automatic;
  if v_automatic >= v_settings.auto_offer_limit then
    perform private.escalate_lead(v_lead, 'offer_limit');
    return null;
  end if;
  select count(*)::integer into v_eligible
    from private.lead_candidates(v_lead, pg_catalog.now()) c where pg_catalog.cardinality(c.reasons) = 0;
  select c.* into v_pick
    from private.lead_candidates(v_lead, pg_catalog.now()) c
   where pg_catalog.cardinality(c.reasons) = 0
   order by c.last_offer_at nulls first,
            (c.accepted::numeric / nullif(c.offers, 0)) desc nulls last,
            c.pro_id
   limit 1;
  if not found then
    perform private.escalate_lead(v_lead, 'nobody_qualifies');
    return null;
  end if;
  v_why := pg_catalog.format(
    'Automatic offer %s of %s. Chosen from %s eligible: covers %s, the species and the credential; available and on call; %s of %s open jobs; %s; %s.',
    v_automatic + 1, v_settings.auto_offer_limit, v_eligible, v_lead.borough,
    v_pick.open_jobs, v_pick.max_open_jobs,
    case when v_pick.last_offer_at is null then 'never offered a lead before'
         else 'offered least recently (last ' || pg_catalog.to_char(v_pick.last_offer_at at time zone 'America/New_York', 'Mon FMDD, FMHH12:MI AM') || ')' end,
    case when v_pick.offers = 0 then 'no offer answered yet'
         else pg_catalog.format('accepted %s of %s offers answered', v_pick.accepted, v_pick.offers) end);
  insert into public.lead_offers (lead_id, pro_id, expires_at, automatic)
  values (p_lead_id, v_pick.pro_id,
          pg_catalog.now() + pg_catalog.make_interval(mins => v_settings.auto_offer_ttl_minutes), true)
  returning id into v_offer;
  update public.leads
     set status = 'offered', status_changed_at = pg_catalog.now(), last_offer_expired_at = null
   where id = p_lead_id;
  insert into public.lead_events (lead_id, actor_role, actor_label, event, from_status, to_status, offer_id, pro_id, note)
  values (p_lead_id, 'system', 'automatic dispatch', 'offered', 'new', 'offered', v_offer, v_pick.pro_id, v_why);
  return v_offer;
exception
  when unique_violation then
    -- Another writer's offer is open: one open offer per lead, theirs.
    return null;
end;
$$;
revoke all on function private.auto_dispatch(uuid) from public, anon, authenticated;

-- Every change that leaves a lead 'new' gives automatic dispatch its turn, after the change's own
-- timeline row (so the timeline reads in order) and in its transaction.
create function private.lead_events_then_auto_dispatch()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.to_status = 'new' then
    perform private.auto_dispatch(new.lead_id);
  end if;
  return null;
end;
$$;
revoke all on function private.lead_events_then_auto_dispatch() from public, anon, authenticated;
create trigger lead_events_then_auto_dispatch
  after insert on public.lead_events
  for each row execute function private.lead_events_then_auto_dispatch();

-- The leads still waiting (oldest first), for the sweep.
create function private.auto_dispatch_waiting(p_limit integer default 50)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_offered integer := 0;
begin
  if not private.auto_dispatch_applies(pg_catalog.now()) then
    return 0;
  end if;
  for v_id in
    select l.id from public.leads l
     where l.status = 'new' and l.needs_person_at is null
     order by l.created_at, l.id
     limit p_limit
  loop
    if private.auto_dispatch(v_id) is not null then
      v_offered := v_offered + 1;
    end if;
  end loop;
  return v_offered;
end;
$$;
revoke all on function private.auto_dispatch_waiting(integer) from public, anon, authenticated;

-- The offer-expiry job (every 30 seconds, pg_cron on a hosted project, the local scheduler here)
-- also gives the waiting leads their automatic offer.
create or replace function private.run_expire_offers()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_expired integer;
begin
  v_expired := private.expire_offers();
  perform private.auto_dispatch_waiting();
  perform private.job_succeeded('expire-offers');
  return v_expired;
end;
$$;

-- A dispatcher's offer wins over an open automatic one -----------------------------------------

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
  v_automatic public.lead_offers%rowtype;
  v_note text := private.clean_note(p_note);
begin
  perform private.require_staff();
  select * into v_actor from private.actor();
  v_lead := private.lock_lead(p_lead_id);
  if v_lead.status = 'offered' then
    select o.* into v_automatic from public.lead_offers o
     where o.lead_id = p_lead_id and o.status = 'open' and o.automatic
       for update;
    if not found then
      raise exception using errcode = 'P0001',
        message = 'This lead already has an open offer. Reload to see it.';
    end if;
    -- The dispatcher's choice replaces the automatic offer (the lead stays offered, so automatic
    -- dispatch does not step in between).
    update public.lead_offers set status = 'withdrawn', responded_at = pg_catalog.now() where id = v_automatic.id;
    perform private.log_event(p_lead_id, 'withdrawn', 'offered', 'offered', v_actor.role, v_actor.label,
                              v_automatic.id, v_automatic.pro_id, 'Automatic offer replaced by a dispatcher''s offer.');
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

-- Who sets what -------------------------------------------------------------------------------

-- The mode and the staffed hours, admins only. p_hours: [{"weekday": 1, "opens": "09:00", "closes": "17:00"}, …].
create function private.set_dispatch_mode(p_mode text, p_hours jsonb default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception using errcode = '42501', message = 'Only an admin changes automatic dispatch.';
  end if;
  if p_mode is null or p_mode not in ('off', 'outside_staffed_hours', 'always') then
    raise exception using errcode = '22023', message = 'Choose Off, Outside staffed hours or Always.';
  end if;
  update private.dispatch_settings set auto_mode = p_mode, updated_at = pg_catalog.now();
  if p_hours is not null then
    if pg_catalog.jsonb_typeof(p_hours) <> 'array' or pg_catalog.jsonb_array_length(p_hours) > 21 then
      raise exception using errcode = '22023', message = 'Staffed hours are a list of at most 21 periods.';
    end if;
    delete from private.staffed_hours where true;
    insert into private.staffed_hours (weekday, opens, closes)
    select (h ->> 'weekday')::smallint, (h ->> 'opens')::time, (h ->> 'closes')::time
      from pg_catalog.jsonb_array_elements(p_hours) h;
  end if;
exception
  when check_violation or invalid_datetime_format or invalid_text_representation or not_null_violation or unique_violation then
    raise exception using errcode = '22023',
      message = 'Each staffed period needs a weekday from 1 (Monday) to 7 (Sunday), an opening time before its closing time, and no two periods of a day may start together.';
end;
$$;
revoke all on function private.set_dispatch_mode(text, jsonb) from public, anon;
grant execute on function private.set_dispatch_mode(text, jsonb) to authenticated;

create function public.set_dispatch_mode(p_mode text, p_hours jsonb default null)
returns void
language sql
security invoker
set search_path = ''
as $$ select private.set_dispatch_mode(p_mode, p_hours); $$;
revoke all on function public.set_dispatch_mode(text, jsonb) from public, anon;
grant execute on function public.set_dispatch_mode(text, jsonb) to authenticated;

-- The current mode and hours, for staff.
create function private.dispatch_mode()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return (
    select pg_catalog.jsonb_build_object(
      'mode', s.auto_mode,
      'auto_offer_ttl_minutes', s.auto_offer_ttl_minutes,
      'auto_offer_limit', s.auto_offer_limit,
      'offer_ttl_minutes', s.offer_ttl_minutes,
      'applies_now', private.auto_dispatch_applies(pg_catalog.now()),
      'staffed_hours', coalesce((
        select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                 'weekday', h.weekday, 'opens', pg_catalog.to_char(h.opens, 'HH24:MI'), 'closes', pg_catalog.to_char(h.closes, 'HH24:MI'))
                 order by h.weekday, h.opens)
          from private.staffed_hours h), '[]'::jsonb))
      from private.dispatch_settings s);
end;
$$;
revoke all on function private.dispatch_mode() from public, anon;
grant execute on function private.dispatch_mode() to authenticated;

create function public.dispatch_mode()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$ select private.dispatch_mode(); $$;
revoke all on function public.dispatch_mode() from public, anon;
grant execute on function public.dispatch_mode() to authenticated;

-- A professional's own availability and on-call hours (null hours: leave them as they are; an
-- empty list: on call whenever available).
create function private.set_my_availability(p_available boolean, p_hours jsonb default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pro uuid := private.require_pro();
begin
  if p_available is null then
    raise exception using errcode = '22023', message = 'Say whether you are available for new offers.';
  end if;
  update public.pros set available = p_available, updated_at = pg_catalog.now() where id = v_pro;
  if p_hours is not null then
    if pg_catalog.jsonb_typeof(p_hours) <> 'array' or pg_catalog.jsonb_array_length(p_hours) > 21 then
      raise exception using errcode = '22023', message = 'On-call hours are a list of at most 21 periods.';
    end if;
    delete from private.pro_on_call_hours where pro_id = v_pro;
    insert into private.pro_on_call_hours (pro_id, weekday, opens, closes)
    select v_pro, (h ->> 'weekday')::smallint, (h ->> 'opens')::time, (h ->> 'closes')::time
      from pg_catalog.jsonb_array_elements(p_hours) h;
  end if;
exception
  when check_violation or invalid_datetime_format or invalid_text_representation or not_null_violation or unique_violation then
    raise exception using errcode = '22023',
      message = 'Each on-call period needs a weekday from 1 (Monday) to 7 (Sunday), a start before its end, and no two periods of a day may start together.';
end;
$$;
revoke all on function private.set_my_availability(boolean, jsonb) from public, anon;
grant execute on function private.set_my_availability(boolean, jsonb) to authenticated;

create function public.set_my_availability(p_available boolean, p_hours jsonb default null)
returns void
language sql
security invoker
set search_path = ''
as $$ select private.set_my_availability(p_available, p_hours); $$;
revoke all on function public.set_my_availability(boolean, jsonb) from public, anon;
grant execute on function public.set_my_availability(boolean, jsonb) to authenticated;
