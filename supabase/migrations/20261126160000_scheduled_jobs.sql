-- Everything that must run on a schedule is created here, and whether it runs is visible.
--
-- 1. private.scheduled_jobs lists the jobs a running service needs, each with how long it may
--    go without a successful run. Each run records itself (public.record_job_run from the Edge
--    Functions, private.job_succeeded from SQL jobs), so "last success" is the job's own word,
--    the same on the local Supabase and on a hosted project.
-- 2. On a hosted project (pg_cron and pg_net available) the jobs are scheduled by name here:
--    deliver-notifications every 5 seconds, pro-account every minute, cleanup-uploads every 10
--    minutes (all three POST their Edge Function through private.invoke_function, which reads the
--    project URL and keys from Vault by name at run time), expire-offers every 30 seconds and
--    retention daily. The only manual step left is storing the Vault secrets; until they exist
--    every call records why it could not start, and the health answer says so.
-- 3. private.service_health() judges the service from counts and job names only (no personal
--    data): messages waiting too long, jobs that have not succeeded recently, missing Vault
--    secrets, missing cron jobs. Staff read it in the console (public.service_health) and an
--    uptime monitor polls it through the health function (200 when all is well, 503 if not).
--
-- Where pg_cron is not available (the local Supabase, which runs the same jobs itself from
-- supabase/local/server.ts, or the plain PostgreSQL 15 test cluster) nothing is scheduled.

create table private.scheduled_jobs (
  job text primary key
    constraint scheduled_jobs_job_format check (job ~ '^[a-z][a-z-]{1,59}$'),
  description text not null
    constraint scheduled_jobs_description_length check (char_length(description) between 1 and 200),
  -- The job is late once this long has passed without a successful run.
  stale_after interval not null
    constraint scheduled_jobs_stale_after_range check (stale_after between interval '1 minute' and interval '7 days'),
  -- The Edge Function the schedule POSTs (null: a SQL job).
  function_name text
    constraint scheduled_jobs_function_format check (function_name ~ '^[a-z][a-z-]{1,59}$'),
  -- When the job joined the list: a job never run is judged from here.
  installed_at timestamptz not null default now(),
  last_success_at timestamptz,
  last_failure_at timestamptz,
  last_error text
    constraint scheduled_jobs_last_error_length check (char_length(last_error) <= 500),
  runs bigint not null default 0
);
comment on table private.scheduled_jobs is
  'The scheduled jobs a running service needs, each with its last successful run (service_health judges them).';
alter table private.scheduled_jobs enable row level security;
-- No policy: only the functions below (security definer) read or write it.
revoke all on table private.scheduled_jobs from public, anon, authenticated, service_role;

insert into private.scheduled_jobs (job, description, stale_after, function_name) values
  ('deliver-notifications', 'E-mail delivery from the outbox, every 5 seconds', interval '3 minutes', 'deliver-notifications'),
  ('expire-offers', 'Offers past their deadline go back to the queue, every 30 seconds', interval '5 minutes', null),
  ('pro-account', 'Accounts of approved professionals, every minute', interval '10 minutes', 'pro-account'),
  ('cleanup-uploads', 'Abandoned unverified uploads deleted, every 10 minutes', interval '40 minutes', 'cleanup-uploads'),
  ('retention', 'Per-connection counts older than a day deleted, daily', interval '26 hours', null);

-- A run's outcome. A success clears nothing of the last failure but its time tells which came last.
create function private.job_succeeded(p_job text)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.scheduled_jobs
     set last_success_at = pg_catalog.now(), runs = runs + 1
   where job = p_job;
$$;

create function private.job_failed(p_job text, p_error text)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.scheduled_jobs
     set last_failure_at = pg_catalog.now(),
         last_error = pg_catalog.left(coalesce(nullif(p_error, ''), 'failed without a message'), 500),
         runs = runs + 1
   where job = p_job;
$$;

-- What the Edge Functions call after each run (service role only): no error = a success.
create function public.record_job_run(p_job text, p_error text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from private.scheduled_jobs j where j.job = p_job) then
    raise exception using errcode = '22023', message = 'No scheduled job has this name.';
  end if;
  if p_error is null then
    perform private.job_succeeded(p_job);
  else
    perform private.job_failed(p_job, p_error);
  end if;
end;
$$;

-- The SQL jobs, each recording its own run.
create function private.run_expire_offers()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_expired integer;
begin
  v_expired := private.expire_offers();
  perform private.job_succeeded('expire-offers');
  return v_expired;
end;
$$;

-- The privacy policy's promise ("deleted after one day"), kept even on a day without requests.
create function private.run_retention()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_deleted integer;
begin
  delete from private.rate_limits r where r.window_start < pg_catalog.now() - interval '1 day';
  get diagnostics v_deleted = row_count;
  perform private.job_succeeded('retention');
  return v_deleted;
end;
$$;

-- What a hosted schedule runs for a function job: POST the function with the service role key
-- and the scheduler's secret, read from Vault by name at run time (the secrets project_url,
-- service_role_key and scheduler_secret: README "On a hosted project", step 4). A missing secret is recorded as
-- the job's failure, with its name, instead of raising inside pg_cron where no one looks.
create function private.invoke_function(p_job text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_function text;
  v_url text;
  v_key text;
  v_scheduler text;
  v_missing text[];
begin
  select j.function_name into v_function from private.scheduled_jobs j where j.job = p_job;
  if v_function is null then
    raise exception using errcode = '22023', message = 'No function job has this name.';
  end if;
  if pg_catalog.to_regclass('vault.decrypted_secrets') is null or pg_catalog.to_regnamespace('net') is null then
    perform private.job_failed(p_job, 'Vault or pg_net is not available on this database.');
    return null;
  end if;
  execute $q$
    select max(decrypted_secret) filter (where name = 'project_url'),
           max(decrypted_secret) filter (where name = 'service_role_key'),
           max(decrypted_secret) filter (where name = 'scheduler_secret')
      from vault.decrypted_secrets
     where name in ('project_url', 'service_role_key', 'scheduler_secret')
  $q$ into v_url, v_key, v_scheduler;
  v_missing := array_remove(array[
    case when coalesce(v_url, '') = '' then 'project_url' end,
    case when coalesce(v_key, '') = '' then 'service_role_key' end,
    case when coalesce(v_scheduler, '') = '' then 'scheduler_secret' end
  ], null);
  if cardinality(v_missing) > 0 then
    perform private.job_failed(p_job, 'Vault secret missing: ' || array_to_string(v_missing, ', ') || '.');
    return null;
  end if;
  return private.http_post_function(pg_catalog.rtrim(v_url, '/') || '/functions/v1/' || v_function, v_key, v_scheduler);
end;
$$;

-- pg_net's call, apart so the function above compiles where the net schema does not exist.
create function private.http_post_function(p_url text, p_key text, p_scheduler_secret text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_request bigint;
begin
  execute 'select net.http_post(url := $1, headers := $2, body := $3, timeout_milliseconds := 55000)'
    into v_request
    using p_url,
          jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || p_key,
            'x-scheduler-secret', p_scheduler_secret),
          '{}'::jsonb;
  return v_request;
end;
$$;

-- The service judged from counts and names only. ok is false when any check fails; problems
-- says each in one line an operator can act on.
create function private.service_health()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_pending integer;
  v_stalled integer;
  v_oldest_seconds integer;
  v_failed_day integer;
  v_problems text[] := '{}';
  v_jobs jsonb;
  v_missing_secrets text[];
  v_missing_cron text[];
  v_secrets_checked boolean := false;
  v_cron_checked boolean := false;
  r record;
begin
  select count(*)::integer,
         count(*) filter (where o.created_at < pg_catalog.now() - interval '5 minutes')::integer,
         coalesce(extract(epoch from pg_catalog.now() - min(o.created_at)), 0)::integer
    into v_pending, v_stalled, v_oldest_seconds
    from private.outbox o
   where o.sent_at is null and o.failed_at is null;
  select count(*)::integer into v_failed_day
    from private.outbox o where o.failed_at > pg_catalog.now() - interval '1 day';
  if v_stalled > 0 then
    v_problems := v_problems || format('%s e-mail message(s) waiting longer than 5 minutes: the outbox is not draining.', v_stalled);
  end if;

  for r in select j.* from private.scheduled_jobs j order by j.job loop
    if coalesce(r.last_success_at, r.installed_at) < pg_catalog.now() - r.stale_after then
      v_problems := v_problems || format('Job %s has not succeeded %s%s.',
        r.job,
        case when r.last_success_at is null then 'since it was installed' else 'for more than ' || r.stale_after::text end,
        case when r.last_failure_at is not null and (r.last_success_at is null or r.last_failure_at > r.last_success_at)
             then ' (last error: ' || r.last_error || ')' else '' end);
    end if;
  end loop;
  select coalesce(jsonb_agg(jsonb_build_object(
           'job', j.job,
           'ok', coalesce(j.last_success_at, j.installed_at) >= pg_catalog.now() - j.stale_after,
           'last_success_at', j.last_success_at,
           'last_failure_at', j.last_failure_at) order by j.job), '[]'::jsonb)
    into v_jobs
    from private.scheduled_jobs j;

  -- Vault and pg_cron exist on a hosted project; the local Supabase runs the jobs itself.
  if pg_catalog.to_regclass('vault.secrets') is not null then
    v_secrets_checked := true;
    execute $q$
      select coalesce(array_agg(n order by n), '{}')
        from unnest(array['project_url', 'service_role_key', 'scheduler_secret']) n
       where not exists (select 1 from vault.secrets s where s.name = n)
    $q$ into v_missing_secrets;
    if cardinality(v_missing_secrets) > 0 then
      v_problems := v_problems || ('Vault secret(s) missing: ' || array_to_string(v_missing_secrets, ', ') || '. Scheduled calls cannot start; see README "Scheduled jobs".');
    end if;
  end if;
  if pg_catalog.to_regclass('cron.job') is not null then
    v_cron_checked := true;
    execute $q$
      select coalesce(array_agg(j.job order by j.job), '{}')
        from private.scheduled_jobs j
       where not exists (select 1 from cron.job c where c.jobname = j.job and c.active)
    $q$ into v_missing_cron;
    if cardinality(v_missing_cron) > 0 then
      v_problems := v_problems || ('Scheduled job(s) missing or inactive in cron.job: ' || array_to_string(v_missing_cron, ', ') || '.');
    end if;
  end if;

  return jsonb_build_object(
    'ok', cardinality(v_problems) = 0,
    'checked_at', pg_catalog.now(),
    'problems', to_jsonb(v_problems),
    'outbox', jsonb_build_object(
      'pending', v_pending,
      'waiting_over_5_minutes', v_stalled,
      'oldest_pending_seconds', v_oldest_seconds,
      'failed_last_day', v_failed_day),
    'jobs', v_jobs,
    'vault_checked', v_secrets_checked,
    'cron_checked', v_cron_checked);
end;
$$;

-- Staff (the console's banner) and the service role (the health function) only; the API's
-- wrapper runs as the caller, as every wrapper of an exposed schema does.
create function private.service_health_for_caller()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' and not private.is_staff() then
    raise exception using errcode = '42501', message = 'Only dispatch staff can do this.';
  end if;
  return private.service_health();
end;
$$;

create function public.service_health()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$ select private.service_health_for_caller(); $$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'private.job_succeeded(text)', 'private.job_failed(text, text)', 'private.run_expire_offers()',
    'private.run_retention()', 'private.invoke_function(text)', 'private.http_post_function(text, text, text)',
    'private.service_health()', 'private.service_health_for_caller()', 'public.record_job_run(text, text)',
    'public.service_health()'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', f);
  end loop;
end;
$$;
grant execute on function public.record_job_run(text, text) to service_role;
grant execute on function private.service_health_for_caller() to authenticated, service_role;
grant execute on function public.service_health() to authenticated, service_role;

-- The schedules of a hosted project, (re)created by name so applying this twice leaves one of each.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.schedule('deliver-notifications', '5 seconds', $job$ select private.invoke_function('deliver-notifications') $job$);
    perform cron.schedule('pro-account', '* * * * *', $job$ select private.invoke_function('pro-account') $job$);
    perform cron.schedule('cleanup-uploads', '*/10 * * * *', $job$ select private.invoke_function('cleanup-uploads') $job$);
    perform cron.schedule('expire-offers', '30 seconds', $job$ select private.run_expire_offers() $job$);
    perform cron.schedule('retention', '17 4 * * *', $job$ select private.run_retention() $job$);
  end if;
end;
$$;
