-- Two findings of `npm run bench:night`:
--
--   * A lead escalated because nobody qualified (everyone off call, at capacity or already
--     offered it) stayed with people for good, although the offer-expiry job's sweep is there for
--     "a professional coming on call". Now the sweep tries such a lead again for 12 hours; the
--     first professional who qualifies gets the automatic offer (its note says so) and the lead no
--     longer waits for a person. While nobody qualifies, nothing more is written (one escalation,
--     one e-mail). A lead escalated after the offer limit stays with people, as before.
--   * The offer's note said "accepted X of Y offers answered" where Y counts expired and
--     withdrawn offers too: now "past offers".
--
-- Otherwise as in 20261127160000_auto_dispatch_one_pass and 20261127110000_automatic_dispatch.

create or replace function private.auto_dispatch(p_lead_id uuid)
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
  -- A lead handed to a person stays theirs, except one nobody qualified for: it is tried again
  -- (a professional may have come on call or freed a job), quietly while nobody does.
  if not found or v_lead.status <> 'new'
     or (v_lead.needs_person_at is not null and v_lead.needs_person_reason is distinct from 'nobody_qualifies') then
    return null;
  end if;
  select s.* into v_settings from private.dispatch_settings s;
  select count(*)::integer into v_automatic from public.lead_offers o where o.lead_id = p_lead_id and o.automatic;
  if v_automatic >= v_settings.auto_offer_limit then
    perform private.escalate_lead(v_lead, 'offer_limit');
    return null;
  end if;
  -- The candidates once: the first eligible one, and how many were eligible.
  select c.*, pg_catalog.count(*) over ()::integer as eligible into v_pick
    from private.lead_candidates(v_lead, pg_catalog.now()) c
   where pg_catalog.cardinality(c.reasons) = 0
   order by c.last_offer_at nulls first,
            (c.accepted::numeric / nullif(c.offers, 0)) desc nulls last,
            c.pro_id
   limit 1;
  if not found then
    if v_lead.needs_person_at is null then
      perform private.escalate_lead(v_lead, 'nobody_qualifies');
    end if;
    return null;
  end if;
  v_eligible := v_pick.eligible;
  v_why := pg_catalog.format(
    'Automatic offer %s of %s. Chosen from %s eligible: covers %s, the species and the credential; available and on call; %s of %s open jobs; %s; %s.',
    v_automatic + 1, v_settings.auto_offer_limit, v_eligible, v_lead.borough,
    v_pick.open_jobs, v_pick.max_open_jobs,
    case when v_pick.last_offer_at is null then 'never offered a lead before'
         else 'offered least recently (last ' || pg_catalog.to_char(v_pick.last_offer_at at time zone 'America/New_York', 'Mon FMDD, FMHH12:MI AM') || ')' end,
    -- c.offers counts every closed offer (answered, expired or withdrawn): "past offers".
    case when v_pick.offers = 0 then 'no offer answered yet'
         else pg_catalog.format('accepted %s of %s past offers', v_pick.accepted, v_pick.offers) end)
    || case when v_lead.needs_person_at is not null
            then ' Nobody qualified when it was reported; someone does now, so it no longer waits for a person.' else '' end;
  insert into public.lead_offers (lead_id, pro_id, expires_at, automatic)
  values (p_lead_id, v_pick.pro_id,
          pg_catalog.now() + pg_catalog.make_interval(mins => v_settings.auto_offer_ttl_minutes), true)
  returning id into v_offer;
  update public.leads
     set status = 'offered', status_changed_at = pg_catalog.now(), last_offer_expired_at = null,
         needs_person_at = null, needs_person_reason = null
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

create or replace function private.auto_dispatch_waiting(p_limit integer default 50)
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
     where l.status = 'new'
       and (l.needs_person_at is null
            or (l.needs_person_reason = 'nobody_qualifies' and l.needs_person_at > pg_catalog.now() - interval '12 hours'))
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
