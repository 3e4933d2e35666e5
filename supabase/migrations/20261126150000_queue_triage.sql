-- The queue a night dispatcher can triage from (issue: "queue rows are too thin"):
--   * each row also carries a snippet of what the resident wrote, the situations they ticked
--     (bitten, a bat where someone slept, a dead animal on the street), the service level the
--     waiting time is judged against (dispatch_settings.resident_wait_hours, the same hours after
--     which the resident's status page says the wait is too long), and the earlier open lead it
--     probably repeats: same ZIP and the same phone or e-mail, reported within 24 hours before it;
--   * merge_duplicate_leads keeps one lead and cancels the others as duplicates, in one
--     transaction, each cancellation and the merge itself written to the timeline.
-- dispatch_queue's result gains columns, so it is dropped and created again (same arguments,
-- same grants); otherwise as in 20261123100000_dispatch.

drop function public.dispatch_queue(text[], text, text, text, integer, integer);
drop function private.dispatch_queue(text[], text, text, text, integer, integer);

create function private.dispatch_queue(
  p_statuses text[] default null,
  p_borough text default null,
  p_species text default null,
  p_search text default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns table (
  id uuid,
  reference text,
  created_at timestamptz,
  status text,
  status_changed_at timestamptz,
  borough text,
  zip text,
  species text[],
  animal_type text,
  property_type text,
  name text,
  phone text,
  email text,
  offer_id uuid,
  offer_pro_id uuid,
  offer_pro_name text,
  offer_expires_at timestamptz,
  last_offer_expired_at timestamptz,
  description_snippet text,
  situations text[],
  service_level_hours integer,
  duplicate_of uuid,
  duplicate_of_reference text,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_search text := nullif(pg_catalog.btrim(p_search), '');
  v_ref text;
  v_digits text;
  v_phone text;
  v_hours integer;
begin
  perform private.require_staff();
  if v_search is not null then
    if pg_catalog.char_length(v_search) > 254 then
      raise exception using errcode = '22023', message = 'Search for at most 254 characters.';
    end if;
    -- A reference, typed with or without its dash ('3f2a9c1b', '3F2A-9C', '3F2A').
    if v_search ~* '^[0-9a-f]{4}-?[0-9a-f]{0,4}$' then
      v_ref := pg_catalog.upper(pg_catalog.replace(v_search, '-', ''));
      if pg_catalog.char_length(v_ref) > 4 then
        v_ref := pg_catalog.substr(v_ref, 1, 4) || '-' || pg_catalog.substr(v_ref, 5);
      end if;
    end if;
    -- A phone number in any punctuation, with or without the leading 1.
    v_digits := pg_catalog.regexp_replace(v_search, '[^0-9]', '', 'g');
    if pg_catalog.char_length(v_digits) = 11 and pg_catalog.left(v_digits, 1) = '1' then
      v_digits := pg_catalog.substr(v_digits, 2);
    end if;
    if pg_catalog.char_length(v_digits) = 10 then
      v_phone := pg_catalog.format('(%s) %s-%s', pg_catalog.substr(v_digits, 1, 3),
                                   pg_catalog.substr(v_digits, 4, 3), pg_catalog.substr(v_digits, 7, 4));
    end if;
  end if;
  select coalesce(s.resident_wait_hours, 3) into v_hours from private.dispatch_settings s;
  return query
    select l.id, l.reference, l.created_at, l.status, l.status_changed_at, l.borough, l.zip,
           l.wanted_species, l.animal_type, l.property_type, l.name, l.phone, l.email,
           o.id, o.pro_id, p.business_name, o.expires_at, l.last_offer_expired_at,
           pg_catalog.left(pg_catalog.regexp_replace(pg_catalog.btrim(l.description), '\s+', ' ', 'g'), 140),
           l.situations, coalesce(v_hours, 3), d.id, d.reference,
           pg_catalog.count(*) over ()
      from public.leads l
      left join public.lead_offers o on o.lead_id = l.id and o.status = 'open'
      left join public.pros p on p.id = o.pro_id
      left join lateral (
        -- The earliest open lead this one probably repeats.
        select e.id, e.reference
          from public.leads e
         where e.id <> l.id
           and e.zip = l.zip
           and (e.phone = l.phone or pg_catalog.lower(e.email) = pg_catalog.lower(l.email))
           and e.status in ('new', 'offered', 'accepted', 'unreachable')
           and e.created_at between l.created_at - interval '24 hours' and l.created_at
           and (e.created_at, e.id) < (l.created_at, l.id)
         order by e.created_at, e.id
         limit 1
      ) d on l.status in ('new', 'offered', 'unreachable')
     where l.status = any (coalesce(p_statuses, array['new', 'offered', 'unreachable']))
       and (p_borough is null or l.borough = p_borough)
       and (p_species is null or p_species = any (l.wanted_species))
       and (v_search is null
            or (v_ref is not null and l.reference like v_ref || '%')
            or l.zip = v_search
            or (v_phone is not null and l.phone = v_phone)
            or pg_catalog.lower(l.email) = pg_catalog.lower(v_search))
     order by l.created_at, l.id
     limit least(greatest(coalesce(p_limit, 50), 1), 200)
    offset greatest(coalesce(p_offset, 0), 0);
end;
$$;

create function public.dispatch_queue(
  p_statuses text[] default null,
  p_borough text default null,
  p_species text default null,
  p_search text default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns table (
  id uuid,
  reference text,
  created_at timestamptz,
  status text,
  status_changed_at timestamptz,
  borough text,
  zip text,
  species text[],
  animal_type text,
  property_type text,
  name text,
  phone text,
  email text,
  offer_id uuid,
  offer_pro_id uuid,
  offer_pro_name text,
  offer_expires_at timestamptz,
  last_offer_expired_at timestamptz,
  description_snippet text,
  situations text[],
  service_level_hours integer,
  duplicate_of uuid,
  duplicate_of_reference text,
  total_count bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.dispatch_queue(p_statuses, p_borough, p_species, p_search, p_limit, p_offset);
$$;

revoke all on function private.dispatch_queue(text[], text, text, text, integer, integer) from public, anon;
revoke all on function public.dispatch_queue(text[], text, text, text, integer, integer) from public, anon;
grant execute on function private.dispatch_queue(text[], text, text, text, integer, integer) to authenticated;
grant execute on function public.dispatch_queue(text[], text, text, text, integer, integer) to authenticated;

-- Keeps p_keep and cancels each of p_duplicates as a duplicate of it. Only staff; only leads
-- that really look alike (same ZIP, same phone or e-mail) and are still open; the kept lead must
-- be open too, and a duplicate may not be a lead a professional has accepted. All or nothing: one refused duplicate refuses the whole merge.
create function private.merge_duplicate_leads(p_keep uuid, p_duplicates uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_keep public.leads%rowtype;
  v_dup public.leads%rowtype;
  v_actor record;
  v_id uuid;
  v_refs text[] := '{}';
begin
  perform private.require_staff();
  if p_duplicates is null or pg_catalog.cardinality(p_duplicates) = 0 then
    raise exception using errcode = '22023', message = 'Choose the duplicates to merge.';
  end if;
  if pg_catalog.cardinality(p_duplicates) > 20 then
    raise exception using errcode = '22023', message = 'Merge at most 20 leads at once.';
  end if;
  if p_keep = any (p_duplicates) then
    raise exception using errcode = '22023', message = 'A lead cannot be merged into itself.';
  end if;
  select * into v_actor from private.actor();
  v_keep := private.lock_lead(p_keep);
  if v_keep.status not in ('new', 'offered', 'accepted', 'unreachable') then
    raise exception using errcode = '55000', message = 'The lead to keep is closed: reopen it first.';
  end if;
  -- Lock in one order so two merges of overlapping sets queue up instead of deadlocking.
  for v_id in select u from pg_catalog.unnest(p_duplicates) u order by u loop
    v_dup := private.lock_lead(v_id);
    if v_dup.status not in ('new', 'offered', 'unreachable') then
      raise exception using errcode = '55000',
        message = pg_catalog.format('%s is %s: only new, offered or unreachable leads are merged.', v_dup.reference, v_dup.status);
    end if;
    if v_dup.zip <> v_keep.zip
       or not (v_dup.phone = v_keep.phone or pg_catalog.lower(v_dup.email) = pg_catalog.lower(v_keep.email)) then
      raise exception using errcode = '22023',
        message = pg_catalog.format('%s does not look like a duplicate of %s (another ZIP, phone and e-mail).',
                                    v_dup.reference, v_keep.reference);
    end if;
    perform private.cancel_lead(v_id, 'duplicate', 'Merged into ' || v_keep.reference);
    v_refs := v_refs || v_dup.reference;
  end loop;
  perform private.log_event(p_keep, 'note', v_keep.status, v_keep.status, v_actor.role, v_actor.label,
                            null, null,
                            'Merged duplicates into this lead: ' || pg_catalog.array_to_string(v_refs, ', '));
end;
$$;

create function public.merge_duplicate_leads(p_keep uuid, p_duplicates uuid[])
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.merge_duplicate_leads(p_keep, p_duplicates);
$$;

revoke all on function private.merge_duplicate_leads(uuid, uuid[]) from public, anon;
revoke all on function public.merge_duplicate_leads(uuid, uuid[]) from public, anon;
grant execute on function private.merge_duplicate_leads(uuid, uuid[]) to authenticated;
grant execute on function public.merge_duplicate_leads(uuid, uuid[]) to authenticated;
