-- Automatic dispatch reads the candidates of a lead once per offer instead of twice (the count of
-- eligible professionals comes from the same query as the one chosen, as a window count).
-- Otherwise as in 20261127110000_automatic_dispatch.

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
  if not found or v_lead.status <> 'new' or v_lead.needs_person_at is not null then
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
    perform private.escalate_lead(v_lead, 'nobody_qualifies');
    return null;
  end if;
  v_eligible := v_pick.eligible;
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
