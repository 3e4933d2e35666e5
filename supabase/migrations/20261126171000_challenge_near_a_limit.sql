-- Past a per-client limit, ask for a challenge rather than refuse (issue 25, "layered limits";
-- docs/dispatch-api.md "Limits").
--
-- Carrier-grade NAT puts a neighbourhood of phones behind one IPv4 address, so a per-address
-- limit that refuses can turn away a real resident. Now, past the limit of an action (reports,
-- applications, newsletter sign-ups per client per hour), a request is still taken when it
-- carries a solved proof-of-work challenge, up to a much higher ceiling
-- (requests_with_challenge_per_client_per_hour); without one it is answered HTTP 429 with hint
-- challenge_required, and the site solves one and sends the request again. Past the ceiling:
-- hint rate_limited, as before.
--
-- The challenge is ALTCHA's (altcha-lib, protocol v1): the database issues it
-- (public.issue_challenge: a salt with its expiry, SHA-256 of salt and a secret number, signed
-- with HMAC-SHA-256 under a key only the database holds) and checks the solution the request
-- carries in its X-Challenge header (base64 JSON: algorithm, challenge, number, salt, signature).
-- A solution is taken once (private.used_challenges). No third party sees the visitor.

-- ---------------------------------------------------------------------------------------------
-- The key and the solutions taken
-- ---------------------------------------------------------------------------------------------
create table private.challenge_key (
  id boolean primary key default true constraint challenge_key_one_row check (id),
  -- 64 hex digits from two random UUIDs (244 random bits), used as ALTCHA's HMAC key string.
  hmac_key text not null
    default pg_catalog.replace(gen_random_uuid()::text, '-', '') || pg_catalog.replace(gen_random_uuid()::text, '-', '')
    constraint challenge_key_format check (hmac_key ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
comment on table private.challenge_key is
  'The HMAC key that signs proof-of-work challenges (one row; replace it to void every open challenge).';
alter table private.challenge_key enable row level security;
revoke all on table private.challenge_key from public, anon, authenticated, service_role;
insert into private.challenge_key default values;

create table private.used_challenges (
  signature text primary key constraint used_challenges_signature_format check (signature ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null
);
comment on table private.used_challenges is
  'Solved challenges already taken, until they expire (a solution counts once).';
create index used_challenges_expiry_idx on private.used_challenges (expires_at);
alter table private.used_challenges enable row level security;
revoke all on table private.used_challenges from public, anon, authenticated;
grant select on table private.used_challenges to service_role;

alter table private.notification_settings
  add column requests_with_challenge_per_client_per_hour integer not null default 300
    constraint notification_settings_challenged_rate_range check (requests_with_challenge_per_client_per_hour between 1 and 1000000),
  add column challenge_max_number integer not null default 10000
    constraint notification_settings_challenge_max_number_range check (challenge_max_number between 1 and 10000000),
  add column challenge_ttl_seconds integer not null default 600
    constraint notification_settings_challenge_ttl_range check (challenge_ttl_seconds between 30 and 86400);
comment on column private.notification_settings.requests_with_challenge_per_client_per_hour is
  'Past an action''s per-client limit, requests carrying a solved challenge are taken up to this many an hour.';
comment on column private.notification_settings.challenge_max_number is
  'The largest secret number of a challenge: the work a browser does is about half of it in SHA-256 hashes.';

-- ---------------------------------------------------------------------------------------------
-- HMAC-SHA-256 (RFC 2104) over pg_catalog.sha256: no extension needed on any stage.
-- ---------------------------------------------------------------------------------------------
create function private.hmac_sha256(p_key bytea, p_message bytea)
returns bytea
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  v_key bytea := p_key;
  v_inner bytea;
  v_outer bytea;
begin
  if pg_catalog.length(v_key) > 64 then
    v_key := pg_catalog.sha256(v_key);
  end if;
  v_key := v_key || pg_catalog.decode(pg_catalog.repeat('00', 64 - pg_catalog.length(v_key)), 'hex');
  v_inner := v_key;
  v_outer := v_key;
  for i in 0..63 loop
    v_inner := pg_catalog.set_byte(v_inner, i, pg_catalog.get_byte(v_key, i) # 54);  -- 0x36
    v_outer := pg_catalog.set_byte(v_outer, i, pg_catalog.get_byte(v_key, i) # 92);  -- 0x5c
  end loop;
  return pg_catalog.sha256(v_outer || pg_catalog.sha256(v_inner || p_message));
end;
$$;
revoke all on function private.hmac_sha256(bytea, bytea) from public, anon, authenticated;

create function private.challenge_signature(p_challenge text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.encode(private.hmac_sha256(pg_catalog.convert_to(k.hmac_key, 'UTF8'), pg_catalog.convert_to(p_challenge, 'UTF8')), 'hex')
    from private.challenge_key k;
$$;
revoke all on function private.challenge_signature(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Issuing: anyone may ask (it writes nothing). The shape is altcha-lib's Challenge.
-- ---------------------------------------------------------------------------------------------
create function private.issue_challenge()
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_settings private.notification_settings%rowtype;
  v_salt text;
  v_number bigint;
  v_challenge text;
begin
  select * into v_settings from private.notification_settings;
  v_salt := pg_catalog.left(pg_catalog.replace(gen_random_uuid()::text, '-', ''), 24)
            || '?expires=' || pg_catalog.floor(extract(epoch from pg_catalog.now()) + v_settings.challenge_ttl_seconds)::bigint || '&';
  -- The secret number from random bits (the first 8 hex digits of a v4 UUID are random).
  v_number := (('x' || pg_catalog.left(gen_random_uuid()::text, 8))::bit(32)::bigint) % (v_settings.challenge_max_number + 1);
  v_challenge := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(v_salt || v_number, 'UTF8')), 'hex');
  return pg_catalog.json_build_object(
    'algorithm', 'SHA-256',
    'challenge', v_challenge,
    'maxnumber', v_settings.challenge_max_number,
    'salt', v_salt,
    'signature', private.challenge_signature(v_challenge));
end;
$$;

create function public.issue_challenge()
returns json
language sql
volatile
security invoker
set search_path = ''
as $$ select private.issue_challenge(); $$;

revoke all on function private.issue_challenge() from public;
revoke all on function public.issue_challenge() from public;
grant execute on function private.issue_challenge() to anon, authenticated, service_role;
grant execute on function public.issue_challenge() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Checking: the request's X-Challenge header holds a solution that is ours, unexpired and not
-- taken before. Takes it (in the request's transaction: a refused insert gives it back).
-- ---------------------------------------------------------------------------------------------
create function private.take_challenge_solution()
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_raw text := nullif(pg_catalog.current_setting('request.headers', true), '')::json ->> 'x-challenge';
  v_payload json;
  v_salt text;
  v_number bigint;
  v_challenge text;
  v_signature text;
  v_expires bigint;
  v_taken text;
begin
  if v_raw is null or pg_catalog.length(v_raw) > 2000 then
    return false;
  end if;
  begin
    v_payload := pg_catalog.convert_from(pg_catalog.decode(v_raw, 'base64'), 'UTF8')::json;
    v_salt := v_payload ->> 'salt';
    v_number := (v_payload ->> 'number')::bigint;
    v_challenge := v_payload ->> 'challenge';
    v_signature := v_payload ->> 'signature';
    v_expires := (pg_catalog.substring(v_salt, '[?&]expires=([0-9]{1,12})&'))::bigint;
  exception when others then
    return false;
  end;
  if v_payload ->> 'algorithm' is distinct from 'SHA-256' or v_number is null or v_number < 0
     or v_expires is null or v_expires < extract(epoch from pg_catalog.now())
     or v_challenge is null or v_signature is null or v_signature !~ '^[0-9a-f]{64}$' then
    return false;
  end if;
  if v_challenge <> pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(v_salt || v_number, 'UTF8')), 'hex')
     or v_signature <> private.challenge_signature(v_challenge) then
    return false;
  end if;
  delete from private.used_challenges u where u.expires_at < pg_catalog.now() - interval '1 minute';
  insert into private.used_challenges (signature, expires_at)
  values (v_signature, pg_catalog.to_timestamp(v_expires))
  on conflict (signature) do nothing
  returning signature into v_taken;
  return v_taken is not null;
end;
$$;
revoke all on function private.take_challenge_solution() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- As in 20261126130000_email_addresses, plus: past the limit, a solved challenge lets the request
-- through up to the ceiling; the answer names which it is.
-- ---------------------------------------------------------------------------------------------
create or replace function private.take_rate_token(p_action text, p_limit integer, p_window interval)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_role text := coalesce(nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::json ->> 'role', '');
  v_bucket text;
  v_window timestamptz;
  v_hits integer;
  v_ceiling integer;
begin
  if v_role not in ('anon', 'authenticated') then
    return;
  end if;
  v_bucket := p_action || ':' || private.client_rate_key();
  v_window := pg_catalog.date_bin(p_window, pg_catalog.now(), timestamptz '2000-01-01 00:00:00+00');
  insert into private.rate_limits (bucket, window_start, hits) values (v_bucket, v_window, 1)
  on conflict (bucket, window_start) do update set hits = private.rate_limits.hits + 1
  returning hits into v_hits;
  if v_hits = 1 then
    delete from private.rate_limits r where r.window_start < pg_catalog.now() - interval '1 day';
  end if;
  if v_hits <= p_limit then
    return;
  end if;
  select greatest(p_limit, s.requests_with_challenge_per_client_per_hour) into v_ceiling
    from private.notification_settings s;
  if v_hits <= v_ceiling then
    if private.take_challenge_solution() then
      return;
    end if;
    raise exception using
      errcode = 'PT429',
      message = 'Many requests came from this connection in the last hour. Solve the challenge and send it again.',
      hint = 'challenge_required';
  end if;
  raise exception using
    errcode = 'PT429',
    message = 'Too many requests from this connection. Please wait a little and try again, or call us.',
    hint = 'rate_limited';
end;
$$;
revoke all on function private.take_rate_token(text, integer, interval) from public, anon, authenticated;
