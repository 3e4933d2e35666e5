-- The portal's first screen also says whether the professional takes new offers, how many open
-- jobs they take at once and their on-call hours (20261127110000_automatic_dispatch), so the
-- portal can show its "Available for new offers" switch without another call. Otherwise as in
-- 20261124090000_pro_home.

create or replace function private.pro_home()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_pro uuid := private.require_pro();
begin
  return jsonb_build_object(
    'profile', (select jsonb_build_object(
                         'id', p.id, 'business_name', p.business_name, 'status', p.status, 'boroughs', p.boroughs,
                         'available', p.available, 'max_open_jobs', p.max_open_jobs,
                         'on_call_hours', coalesce((
                           select jsonb_agg(jsonb_build_object(
                                    'weekday', h.weekday, 'opens', to_char(h.opens, 'HH24:MI'), 'closes', to_char(h.closes, 'HH24:MI'))
                                    order by h.weekday, h.opens)
                             from private.pro_on_call_hours h where h.pro_id = p.id), '[]'::jsonb))
                  from public.pros p
                 where p.id = v_pro),
    'offers', coalesce((select jsonb_agg(to_jsonb(o) - 'ordinality' order by o.ordinality) from private.pro_offers() with ordinality as o), '[]'::jsonb),
    'jobs', coalesce((select jsonb_agg(to_jsonb(j) - 'ordinality' order by j.ordinality) from private.pro_jobs() with ordinality as j), '[]'::jsonb)
  );
end;
$$;
