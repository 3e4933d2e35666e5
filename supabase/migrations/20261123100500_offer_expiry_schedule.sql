-- Offer expiry on a hosted project: a pg_cron job every 30 seconds calls
-- public.expire_offers() (offers past expires_at → expired, their leads back to the queue).
--
-- pg_cron ships with every Supabase project; this enables it when it is not enabled yet and
-- (re)creates the job by name, so applying this twice leaves one job. Where pg_cron is not
-- available (the local Supabase, which runs the same job itself every 30 s from
-- supabase/local/scheduler.ts, or a plain PostgreSQL test cluster) nothing is scheduled.
-- Check on a hosted project with: select jobname, schedule, command from cron.job;
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('expire-offers', '30 seconds', 'select public.expire_offers()');
  end if;
end;
$$;
