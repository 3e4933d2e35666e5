-- The per-client limits count the last hour, as their message says ("in the last hour"), not the
-- clock hour. take_rate_token kept one count per clock hour (date_bin of the window), so a burst
-- that crossed the top of an hour was counted twice from zero: 300 reports at once from one
-- connection at 11:59:59 stored 20 against a limit of 10. Now each bucket keeps a count per
-- sixtieth of the window (a minute of the hour) and a request is measured against the sum over
-- the window that ends now, so no hour of any start holds more than the limit (to the minute).
-- Requests of one bucket take a transaction lock on it first: the sum reads other minutes' rows,
-- which the row lock of the upsert alone would not keep still. Otherwise as in
-- 20261126171000_challenge_near_a_limit.

create or replace function private.take_rate_token(p_action text, p_limit integer, p_window interval)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_role text := coalesce(nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::json ->> 'role', '');
  v_bucket text;
  v_slice interval := p_window / 60;
  v_slice_start timestamptz;
  v_slice_hits integer;
  v_hits integer;
  v_ceiling integer;
begin
  if v_role not in ('anon', 'authenticated') then
    return;
  end if;
  v_bucket := p_action || ':' || private.client_rate_key();
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('rate:' || v_bucket, 0));
  v_slice_start := pg_catalog.date_bin(v_slice, pg_catalog.now(), timestamptz '2000-01-01 00:00:00+00');
  insert into private.rate_limits (bucket, window_start, hits) values (v_bucket, v_slice_start, 1)
  on conflict (bucket, window_start) do update set hits = private.rate_limits.hits + 1
  returning hits into v_slice_hits;
  if v_slice_hits = 1 then
    delete from private.rate_limits r where r.window_start < pg_catalog.now() - interval '1 day';
  end if;
  -- This slice and the 59 before it: the window that ends now.
  select coalesce(pg_catalog.sum(r.hits), 0)::integer into v_hits
    from private.rate_limits r
   where r.bucket = v_bucket
     and r.window_start > v_slice_start - p_window;
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

-- Up to sixty rows per bucket and hour now: the day-old rows each new minute's first request
-- deletes are found by their time, not by reading the table.
create index rate_limits_window_start on private.rate_limits (window_start);

comment on table private.rate_limits is
  'Requests per client and action (bucket), one row per minute (window_start); private.take_rate_token measures a request against the last hour''s rows. Rows older than a day are deleted.';
