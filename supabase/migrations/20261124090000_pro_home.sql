-- The pro portal's first screen in one round trip (docs/dispatch-api.md, "The pro portal").
--
-- A professional on a phone with a slow connection should see their offers as soon as the
-- portal opens: `pro_home()` answers their profile, their offers and their jobs together, with
-- exactly what `pro_offers()` and `pro_jobs()` answer (no resident PII on an offer; contact
-- details only on their own accepted jobs). Anyone who is not a signed-in professional is
-- refused as by those functions (42501).

create function private.pro_home()
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
    'profile', (select jsonb_build_object('id', p.id, 'business_name', p.business_name, 'status', p.status, 'boroughs', p.boroughs)
                  from public.pros p
                 where p.id = v_pro),
    'offers', coalesce((select jsonb_agg(to_jsonb(o) - 'ordinality' order by o.ordinality) from private.pro_offers() with ordinality as o), '[]'::jsonb),
    'jobs', coalesce((select jsonb_agg(to_jsonb(j) - 'ordinality' order by j.ordinality) from private.pro_jobs() with ordinality as j), '[]'::jsonb)
  );
end;
$$;
revoke all on function private.pro_home() from public, anon;
grant execute on function private.pro_home() to authenticated;

create function public.pro_home()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.pro_home();
$$;
revoke all on function public.pro_home() from public, anon;
grant execute on function public.pro_home() to authenticated;
