-- The queue's page is chosen before anything is joined to it. dispatch_queue joined every lead of
-- the filter (3,000 of 10,000 in npm run bench:dispatch) to its open offer, its professional and
-- the search for the lead it probably repeats, counted them all, and only then kept the 50 of
-- the page. Now the filter, the count and the page come from public.leads alone, and the joins
-- and the duplicate search run for the page's rows only: the same rows in the same order with the
-- same total_count (a lead has at most one open offer, lead_offers_one_open_per_lead, so the old
-- joins never added rows), 128 -> 26 ms on the bench's data in the local database.
-- Otherwise as in 20261127230000_us_phone_numbers.

create or replace function private.dispatch_queue(
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
  needs_person_at timestamptz,
  needs_person_reason text,
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
      v_phone := '+1' || v_digits;
    end if;
  end if;
  select coalesce(s.resident_wait_hours, 3) into v_hours from private.dispatch_settings s;
  return query
    with page as (
      -- The page first, from the leads alone: the joins below then run for its rows only.
      select l.id, pg_catalog.count(*) over () as total
        from public.leads l
       where l.status = any (coalesce(p_statuses, array['new', 'offered', 'unreachable']))
         and (p_borough is null or l.borough = p_borough)
         and (p_species is null or p_species = any (l.wanted_species))
         and (v_search is null
              or (v_ref is not null and l.reference like v_ref || '%')
              or l.zip = v_search
              or (v_phone is not null and l.phone = v_phone)
              or pg_catalog.lower(l.email) = pg_catalog.lower(v_search))
       -- A lead automatic dispatch handed to a person comes first while it still waits for one.
       order by (l.needs_person_at is not null and l.status = 'new') desc, l.created_at, l.id
       limit least(greatest(coalesce(p_limit, 50), 1), 200)
      offset greatest(coalesce(p_offset, 0), 0)
    )
    select l.id, l.reference, l.created_at, l.status, l.status_changed_at, l.borough, l.zip,
           l.wanted_species, l.animal_type, l.property_type, l.name, l.phone, l.email,
           o.id, o.pro_id, p.business_name, o.expires_at, l.last_offer_expired_at,
           pg_catalog.left(pg_catalog.regexp_replace(pg_catalog.btrim(l.description), '\s+', ' ', 'g'), 140),
           l.situations, coalesce(v_hours, 3), d.id, d.reference,
           l.needs_person_at, l.needs_person_reason,
           page.total
      from page
      join public.leads l on l.id = page.id
      -- At most one open offer per lead (lead_offers_one_open_per_lead).
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
     order by (l.needs_person_at is not null and l.status = 'new') desc, l.created_at, l.id;
end;
$$;
