-- The on-call dispatcher's number for texts (escalations of automatic dispatch,
-- 20261127190000_text_messages) is set where the mode is: /dispatch/settings, by an admin
-- (set_on_call_phone), and dispatch_mode shows it to staff. Otherwise dispatch_mode is as in
-- 20261127110000_automatic_dispatch.

create or replace function private.dispatch_mode()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return (
    select pg_catalog.jsonb_build_object(
      'mode', s.auto_mode,
      'auto_offer_ttl_minutes', s.auto_offer_ttl_minutes,
      'auto_offer_limit', s.auto_offer_limit,
      'offer_ttl_minutes', s.offer_ttl_minutes,
      'applies_now', private.auto_dispatch_applies(pg_catalog.now()),
      'staffed_hours', coalesce((
        select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                 'weekday', h.weekday, 'opens', pg_catalog.to_char(h.opens, 'HH24:MI'), 'closes', pg_catalog.to_char(h.closes, 'HH24:MI'))
                 order by h.weekday, h.opens)
          from private.staffed_hours h), '[]'::jsonb),
      'on_call_phone', (select n.on_call_phone from private.notification_settings n))
      from private.dispatch_settings s);
end;
$$;

-- Any US way of writing the number (stored in E.164), or empty for none. Admins only.
create function private.set_on_call_phone(p_phone text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_phone text := private.us_phone_e164(p_phone);
begin
  if not private.is_admin() then
    raise exception using errcode = '42501', message = 'Only an admin changes the on-call number.';
  end if;
  if nullif(pg_catalog.btrim(coalesce(p_phone, '')), '') is not null and v_phone is null then
    raise exception using errcode = '22023', message = 'Enter a US mobile number: 10 digits, area code first.';
  end if;
  update private.notification_settings set on_call_phone = v_phone;
  return v_phone;
end;
$$;
revoke all on function private.set_on_call_phone(text) from public, anon;
grant execute on function private.set_on_call_phone(text) to authenticated;

create function public.set_on_call_phone(p_phone text)
returns text
language sql
security invoker
set search_path = ''
as $$ select private.set_on_call_phone(p_phone); $$;
revoke all on function public.set_on_call_phone(text) from public, anon;
grant execute on function public.set_on_call_phone(text) to authenticated;
