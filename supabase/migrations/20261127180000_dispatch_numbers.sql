-- The numbers that show whether the promise is kept (/dispatch/numbers, staff only), for the last
-- p_days days in New York time (today included):
--
--   * per_day: the leads reported that day by where they stand now (new, offered, accepted,
--     completed, unreachable, cancelled), how many needed a person (an 'escalated' row), and the
--     median minutes from the report to the first offer and to the acceptance;
--   * summary: the same minutes as median and 90th percentile over the whole window, the share
--     escalated, and the offers made by automatic dispatch and by dispatchers;
--   * pros: per professional, the offers made to them in the window (fairness), how they ended,
--     the acceptance rate (over answered or expired offers) and the median minutes to answer.
--
-- One JSON value so the console reads every figure of one window from one snapshot.

create function private.dispatch_numbers(p_days integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today date := (pg_catalog.now() at time zone 'America/New_York')::date;
  v_from date;
  v_since timestamptz;
  v_result jsonb;
begin
  perform private.require_staff();
  if p_days is null or p_days not between 1 and 90 then
    raise exception using errcode = '22023', message = 'Choose a window of 1 to 90 days.';
  end if;
  v_from := v_today - (p_days - 1);
  v_since := v_from::timestamp at time zone 'America/New_York';

  with lead_times as (
    select l.id, l.status, (l.created_at at time zone 'America/New_York')::date as day,
           extract(epoch from (fo.first_offer_at - l.created_at)) / 60 as to_offer,
           extract(epoch from (ac.accepted_at - l.created_at)) / 60 as to_accept,
           exists (select 1 from public.lead_events e where e.lead_id = l.id and e.event = 'escalated') as escalated
      from public.leads l
      left join lateral (select pg_catalog.min(o.created_at) as first_offer_at
                           from public.lead_offers o where o.lead_id = l.id) fo on true
      left join lateral (select pg_catalog.min(o.responded_at) as accepted_at
                           from public.lead_offers o where o.lead_id = l.id and o.status = 'accepted') ac on true
     where l.created_at >= v_since
  ),
  days as (
    select d::date as day from pg_catalog.generate_series(v_from, v_today, interval '1 day') d
  ),
  per_day as (
    select d.day,
           pg_catalog.count(t.id) as leads,
           pg_catalog.count(t.id) filter (where t.status = 'new') as "new",
           pg_catalog.count(t.id) filter (where t.status = 'offered') as offered,
           pg_catalog.count(t.id) filter (where t.status = 'accepted') as accepted,
           pg_catalog.count(t.id) filter (where t.status = 'completed') as completed,
           pg_catalog.count(t.id) filter (where t.status = 'unreachable') as unreachable,
           pg_catalog.count(t.id) filter (where t.status = 'cancelled') as cancelled,
           pg_catalog.count(t.id) filter (where t.escalated) as escalated,
           pg_catalog.round((pg_catalog.percentile_cont(0.5) within group (order by t.to_offer))::numeric, 1) as first_offer_median,
           pg_catalog.round((pg_catalog.percentile_cont(0.5) within group (order by t.to_accept))::numeric, 1) as acceptance_median
      from days d
      left join lead_times t on t.day = d.day
     group by d.day
  ),
  offers as (
    select o.* from public.lead_offers o where o.created_at >= v_since
  ),
  per_pro as (
    select p.id, p.business_name,
           pg_catalog.count(o.id) as offers,
           pg_catalog.count(o.id) filter (where o.automatic) as automatic_offers,
           pg_catalog.count(o.id) filter (where o.status = 'accepted') as accepted,
           pg_catalog.count(o.id) filter (where o.status = 'declined') as declined,
           pg_catalog.count(o.id) filter (where o.status = 'expired') as expired,
           pg_catalog.round((pg_catalog.count(o.id) filter (where o.status = 'accepted'))::numeric
                            / nullif(pg_catalog.count(o.id) filter (where o.status in ('accepted', 'declined', 'expired')), 0), 3) as acceptance_rate,
           pg_catalog.round((pg_catalog.percentile_cont(0.5) within group (
             order by extract(epoch from (o.responded_at - o.created_at)) / 60)
             filter (where o.status in ('accepted', 'declined')))::numeric, 1) as median_answer_minutes
      from public.pros p
      left join offers o on o.pro_id = p.id
     group by p.id
    having p.status = 'active' or pg_catalog.count(o.id) > 0
  )
  select pg_catalog.jsonb_build_object(
           'days', p_days,
           'from', v_from,
           'to', v_today,
           'per_day', (select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(pd) order by pd.day) from per_day pd),
           'summary', (
             select pg_catalog.jsonb_build_object(
                      'leads', pg_catalog.count(*),
                      'offered_leads', pg_catalog.count(t.to_offer),
                      'accepted_leads', pg_catalog.count(t.to_accept),
                      'first_offer_median', pg_catalog.round((pg_catalog.percentile_cont(0.5) within group (order by t.to_offer))::numeric, 1),
                      'first_offer_p90', pg_catalog.round((pg_catalog.percentile_cont(0.9) within group (order by t.to_offer))::numeric, 1),
                      'acceptance_median', pg_catalog.round((pg_catalog.percentile_cont(0.5) within group (order by t.to_accept))::numeric, 1),
                      'acceptance_p90', pg_catalog.round((pg_catalog.percentile_cont(0.9) within group (order by t.to_accept))::numeric, 1),
                      'escalated', pg_catalog.count(*) filter (where t.escalated),
                      'escalated_share', pg_catalog.round((pg_catalog.count(*) filter (where t.escalated))::numeric / nullif(pg_catalog.count(*), 0), 3),
                      'automatic_offers', (select pg_catalog.count(*) from offers o where o.automatic),
                      'manual_offers', (select pg_catalog.count(*) from offers o where not o.automatic))
               from lead_times t),
           'pros', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                               'pro_id', pp.id, 'business_name', pp.business_name, 'offers', pp.offers,
                               'automatic_offers', pp.automatic_offers, 'accepted', pp.accepted, 'declined', pp.declined,
                               'expired', pp.expired, 'acceptance_rate', pp.acceptance_rate,
                               'median_answer_minutes', pp.median_answer_minutes)
                             order by pp.offers desc, pp.business_name)
                        from per_pro pp), '[]'::jsonb))
    into v_result;
  return v_result;
end;
$$;
revoke all on function private.dispatch_numbers(integer) from public, anon;
grant execute on function private.dispatch_numbers(integer) to authenticated;

create function public.dispatch_numbers(p_days integer default 7)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$ select private.dispatch_numbers(p_days); $$;
revoke all on function public.dispatch_numbers(integer) from public, anon;
grant execute on function public.dispatch_numbers(integer) to authenticated;
