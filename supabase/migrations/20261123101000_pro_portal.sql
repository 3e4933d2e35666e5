-- The pro portal's reads and the admins' management of professionals (docs/dispatch-api.md).
--
-- A professional sees an offer made to them without the resident's name, phone, e-mail or
-- address; once they accept, the job with the resident's contact details; their own completion
-- records for the yearly report. Same pattern as the dispatch migration: SECURITY DEFINER
-- functions in `private` that check the caller, SECURITY INVOKER wrappers in `public` (RPC).

create function private.is_admin()
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.is_staff() and auth.jwt() -> 'app_metadata' ->> 'role' = 'admin';
$$;
revoke all on function private.is_admin() from public, anon;
grant execute on function private.is_admin() to authenticated;

create function private.require_pro()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_pro uuid := private.current_pro_id();
begin
  if v_pro is null then
    raise exception using errcode = '42501', message = 'Only a signed-in professional can do this.';
  end if;
  return v_pro;
end;
$$;
revoke all on function private.require_pro() from public, anon, authenticated;

-- Offers made to the caller: open ones, and for a day those that ended without them (so the
-- portal can say why one can no longer be accepted). No resident PII.
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
  description text
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
           l.description
      from public.lead_offers o
      join public.leads l on l.id = o.lead_id
     where o.pro_id = v_pro
       and (o.status = 'open'
            or (o.status in ('expired', 'withdrawn') and o.responded_at > pg_catalog.now() - interval '1 day'))
     order by (o.status = 'open') desc, o.expires_at;
end;
$$;

-- The caller's jobs: leads whose latest accepted offer is theirs, with the resident's contact
-- details and, once done, the completion record.
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
  return query
    select l.id, l.reference, l.status, a.responded_at, l.name, l.phone, l.email, l.address, l.city,
           l.zip, l.borough, l.contact_method, l.contact_by_phone, l.contact_by_email,
           l.wanted_species, l.animal_type, l.property_type, l.duration, l.description,
           c.service_date, c.species, c.animal_count, c.method, c.disposition
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

-- The caller's completion records of one year, in the fields NYS asks a nuisance wildlife
-- control operator to keep for the annual report (client name and address, date, species,
-- number, method, disposition).
create function private.pro_records(p_year integer)
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
    select c.service_date, l.reference, l.name, l.address, l.city, l.zip, c.species, c.animal_count,
           c.method, c.disposition
      from public.lead_completions c
      join public.leads l on l.id = c.lead_id
     where c.pro_id = v_pro
       and c.service_date >= pg_catalog.make_date(p_year, 1, 1)
       and c.service_date < pg_catalog.make_date(p_year + 1, 1, 1)
     order by c.service_date, l.reference;
end;
$$;

-- Admins: pause or resume a professional (a paused pro is not matched and gets no offers).
create function private.set_pro_status(p_pro_id uuid, p_status text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception using errcode = '42501', message = 'Only an admin can do this.';
  end if;
  if p_status is null or p_status not in ('active', 'paused') then
    raise exception using errcode = '23514', message = 'A professional is active or paused.';
  end if;
  update public.pros set status = p_status where id = p_pro_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'No such professional.';
  end if;
end;
$$;

-- Admins: the boroughs and species a professional covers (empty species = all).
create function private.update_pro_coverage(p_pro_id uuid, p_boroughs text[], p_species text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception using errcode = '42501', message = 'Only an admin can do this.';
  end if;
  update public.pros set boroughs = p_boroughs, species = coalesce(p_species, '{}') where id = p_pro_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'No such professional.';
  end if;
end;
$$;

-- Staff: how each professional answers offers.
create function private.pro_performance()
returns table (
  pro_id uuid,
  business_name text,
  status text,
  boroughs text[],
  species text[],
  offers integer,
  accepted integer,
  declined integer,
  expired integer,
  acceptance_rate numeric,
  median_response_minutes numeric,
  open_jobs integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select p.id, p.business_name, p.status, p.boroughs, p.species,
           pg_catalog.count(o.id)::integer,
           (pg_catalog.count(o.id) filter (where o.status = 'accepted'))::integer,
           (pg_catalog.count(o.id) filter (where o.status = 'declined'))::integer,
           (pg_catalog.count(o.id) filter (where o.status = 'expired'))::integer,
           pg_catalog.round((pg_catalog.count(o.id) filter (where o.status = 'accepted'))::numeric
                            / nullif(pg_catalog.count(o.id) filter (where o.status <> 'open'), 0), 3),
           pg_catalog.round((pg_catalog.percentile_cont(0.5) within group (
             order by extract(epoch from (o.responded_at - o.created_at)) / 60)
             filter (where o.status in ('accepted', 'declined')))::numeric, 1),
           (select pg_catalog.count(*)::integer from public.lead_offers j
              join public.leads l on l.id = j.lead_id
             where j.pro_id = p.id and j.status = 'accepted' and l.status = 'accepted')
      from public.pros p
      left join public.lead_offers o on o.pro_id = p.id
     group by p.id
     order by p.business_name;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call what: the definer functions above check their caller; the API calls the invoker
-- wrappers below.
revoke all on function private.pro_offers() from public, anon;
revoke all on function private.pro_jobs() from public, anon;
revoke all on function private.pro_records(integer) from public, anon;
revoke all on function private.set_pro_status(uuid, text) from public, anon;
revoke all on function private.update_pro_coverage(uuid, text[], text[]) from public, anon;
revoke all on function private.pro_performance() from public, anon;

grant execute on function private.pro_offers() to authenticated;
grant execute on function private.pro_jobs() to authenticated;
grant execute on function private.pro_records(integer) to authenticated;
grant execute on function private.set_pro_status(uuid, text) to authenticated;
grant execute on function private.update_pro_coverage(uuid, text[], text[]) to authenticated;
grant execute on function private.pro_performance() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The API: SECURITY INVOKER wrappers (RPC)
-- ---------------------------------------------------------------------------------------------

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
  description text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.pro_offers();
$$;

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
  disposition text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.pro_jobs();
$$;

create function public.pro_records(p_year integer)
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
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.pro_records(p_year);
$$;

create function public.set_pro_status(p_pro_id uuid, p_status text)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.set_pro_status(p_pro_id, p_status);
$$;

create function public.update_pro_coverage(p_pro_id uuid, p_boroughs text[], p_species text[])
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.update_pro_coverage(p_pro_id, p_boroughs, p_species);
$$;

create function public.pro_performance()
returns table (
  pro_id uuid,
  business_name text,
  status text,
  boroughs text[],
  species text[],
  offers integer,
  accepted integer,
  declined integer,
  expired integer,
  acceptance_rate numeric,
  median_response_minutes numeric,
  open_jobs integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.pro_performance();
$$;


revoke all on function public.pro_offers() from public, anon;
revoke all on function public.pro_jobs() from public, anon;
revoke all on function public.pro_records(integer) from public, anon;
revoke all on function public.set_pro_status(uuid, text) from public, anon;
revoke all on function public.update_pro_coverage(uuid, text[], text[]) from public, anon;
revoke all on function public.pro_performance() from public, anon;
grant execute on function public.pro_offers() to authenticated;
grant execute on function public.pro_jobs() to authenticated;
grant execute on function public.pro_records(integer) to authenticated;
grant execute on function public.set_pro_status(uuid, text) to authenticated;
grant execute on function public.update_pro_coverage(uuid, text[], text[]) to authenticated;
grant execute on function public.pro_performance() to authenticated;
