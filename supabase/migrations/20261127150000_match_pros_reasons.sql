-- The lead's matching list says why a professional would not get an automatic offer now
-- (20261127110000_automatic_dispatch's private.lead_candidates: not available, not on call, at
-- capacity, already offered, not every species…), and shows each professional's availability and
-- capacity. match_pros's result gains columns, so it is dropped and created again (same argument,
-- same grants); which professionals it lists and their order are as in
-- 20261126110000_credentials_for_the_work.

drop function public.match_pros(uuid);
drop function private.match_pros(uuid);

create function private.match_pros(p_lead_id uuid)
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
  offered_before boolean,
  available boolean,
  max_open_jobs integer,
  not_automatic_because text[]
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
           c.open_jobs,
           c.last_offer_at,
           exists (select 1 from public.lead_offers o where o.pro_id = p.id and o.lead_id = p_lead_id),
           p.available,
           p.max_open_jobs,
           c.reasons
      from public.pros p
      join private.lead_candidates(v_lead, pg_catalog.now()) c on c.pro_id = p.id
     where p.status = 'active'
       and v_lead.borough = any (p.boroughs)
       and (pg_catalog.cardinality(v_wanted) = 0 or pg_catalog.cardinality(p.species) = 0
            or p.species && v_wanted)
       and private.credentials_cover(p.credential = 'nwco_license', p.pesticide_certified, v_wanted)
     order by 10, 8, 9 nulls first, 2;
end;
$$;

create function public.match_pros(p_lead_id uuid)
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
  offered_before boolean,
  available boolean,
  max_open_jobs integer,
  not_automatic_because text[]
)
language sql
stable
set search_path = ''
as $$
  select * from private.match_pros(p_lead_id);
$$;

revoke all on function private.match_pros(uuid) from public, anon;
revoke all on function public.match_pros(uuid) from public, anon;
grant execute on function private.match_pros(uuid) to authenticated;
grant execute on function public.match_pros(uuid) to authenticated;
