-- The console's Professionals page shows each professional's availability and capacity
-- (automatic dispatch): pro_performance gains "Available for new offers", the capacity of open
-- jobs and the weekly on-call hours (New York time; [] = any time). Same rule: staff only.

drop function public.pro_performance();
drop function private.pro_performance();

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
  open_jobs integer,
  available boolean,
  max_open_jobs integer,
  on_call_hours jsonb
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
             where j.pro_id = p.id and j.status = 'accepted' and l.status = 'accepted'),
           p.available,
           p.max_open_jobs,
           coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                              'weekday', h.weekday, 'opens', pg_catalog.to_char(h.opens, 'HH24:MI'), 'closes', pg_catalog.to_char(h.closes, 'HH24:MI'))
                            order by h.weekday, h.opens)
                       from private.pro_on_call_hours h where h.pro_id = p.id), '[]'::jsonb)
      from public.pros p
      left join public.lead_offers o on o.pro_id = p.id
     group by p.id
     order by p.business_name;
end;
$$;
revoke all on function private.pro_performance() from public, anon;
grant execute on function private.pro_performance() to authenticated;

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
  open_jobs integer,
  available boolean,
  max_open_jobs integer,
  on_call_hours jsonb
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.pro_performance();
$$;
revoke all on function public.pro_performance() from public, anon;
grant execute on function public.pro_performance() to authenticated;
