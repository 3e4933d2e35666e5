-- A YES or NO by text turns only the portal's own refusals into an answer (an offer already
-- answered, expired or withdrawn: P0001; not this professional's: 42501; gone: PT404; a bad
-- reason: 23514). Anything else (a deadlock, a serialization failure, a lock timeout) is raised,
-- so Twilio's webhook call fails and nothing is half-done or worded as a refusal. Otherwise as in
-- 20261127190000_text_messages (found by the PostgreSQL 15 race of a text against the portal).

create or replace function private.answer_offer_as_pro(p_pro public.pros, p_offer_id uuid, p_accept boolean)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_claims text := pg_catalog.current_setting('request.jwt.claims', true);
  v_sub text := pg_catalog.current_setting('request.jwt.claim.sub', true);
  v_error text;
begin
  perform pg_catalog.set_config('request.jwt.claims',
    pg_catalog.jsonb_build_object('sub', p_pro.user_id, 'role', 'authenticated', 'is_anonymous', false,
                                  'app_metadata', pg_catalog.jsonb_build_object('provider', 'sms'))::text, true);
  perform pg_catalog.set_config('request.jwt.claim.sub', p_pro.user_id::text, true);
  begin
    if p_accept then
      perform private.accept_offer(p_offer_id);
    else
      perform private.decline_offer(p_offer_id, 'other', 'Declined by text.');
    end if;
  exception when sqlstate 'P0001' or sqlstate '42501' or sqlstate 'PT404' or sqlstate '23514' then
    v_error := sqlerrm;
  end;
  perform pg_catalog.set_config('request.jwt.claims', coalesce(v_claims, ''), true);
  perform pg_catalog.set_config('request.jwt.claim.sub', coalesce(v_sub, ''), true);
  return v_error;
end;
$$;
revoke all on function private.answer_offer_as_pro(public.pros, uuid, boolean) from public, anon, authenticated;
