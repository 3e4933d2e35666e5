-- The hosted-shaped stage, after supabase/local/bootstrap.sql (run as supabase_admin): who owns
-- what and who may do what as on a hosted project, and the platform's extensions.
--   * auth and storage belong to their services' roles, which `postgres` is a member of;
--   * the CLI makes its own migration history (supabase_migrations) as postgres;
--   * pg_cron is Debian's postgresql-15-cron (1.4.2; hosted runs 1.6), created by the platform
--     with the grants a hosted project gives postgres;
--   * Vault and pg_net are stand-ins with their hosted names and signatures (no Debian package):
--     vault.secrets is kept in plain text here (hosted: encrypted by supabase_vault), and
--     net.http_post (an extension named pg_net, so the migrations find it available) queues the
--     request in net.http_request_queue, which pg_net's background worker would send; the
--     stage's test reads it instead.

-- The stand-in's own parts and the CLI's history are not the platform's.
drop schema supabase_migrations cascade;
drop schema _local cascade;

-- Auth -----------------------------------------------------------------------------------------
alter schema auth owner to supabase_admin;
alter table auth.users owner to supabase_auth_admin;
alter table auth.identities owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;
grant usage on schema auth to postgres, supabase_auth_admin;
grant all on all tables in schema auth to postgres;

-- Storage --------------------------------------------------------------------------------------
alter schema storage owner to supabase_admin;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
grant usage on schema storage to postgres, supabase_storage_admin;
grant all on storage.buckets, storage.objects to postgres;

alter schema extensions owner to postgres;

-- pg_cron -----------------------------------------------------------------------------------------
create extension pg_cron;
grant usage on schema cron to postgres with grant option;
grant all privileges on all tables in schema cron to postgres with grant option;
revoke all on table cron.job from postgres;
grant select on table cron.job to postgres with grant option;
-- Debian's pg_cron 1.4.2 cannot run a schedule in seconds (pg_cron 1.5 added them; hosted runs
-- 1.6): the migrations schedule offer expiry every 30 s and delivery every 5 s. Here such a
-- schedule runs every minute instead, by a wrapper in front of pg_cron's own cron.schedule.
alter function cron.schedule(text, text, text) rename to schedule_in_minutes;
create function cron.schedule(job_name text, schedule text, command text)
returns bigint
language sql
security invoker
set search_path = ''
as $$
  select cron.schedule_in_minutes(job_name, case when schedule ~ '^[0-9]+ seconds?$' then '* * * * *' else schedule end, command)
$$;
grant execute on function cron.schedule(text, text, text) to postgres;

-- Vault (stand-in) ------------------------------------------------------------------------------
create schema vault;
create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, created_at, updated_at from vault.secrets;
create function vault.create_secret(new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null)
returns uuid
language sql
security definer
set search_path = ''
as $$ insert into vault.secrets (secret, name, description) values (new_secret, new_name, coalesce(new_description, '')) returning id $$;
grant usage on schema vault to postgres;
grant select, delete on vault.secrets to postgres;
grant select on vault.decrypted_secrets to postgres;
grant execute on function vault.create_secret(text, text, text, uuid) to postgres;

-- pg_net (stand-in: tests/pg15/hosted/pg_net--0.0.sql, installed as an extension by the stage)
create extension pg_net;
grant usage on schema net to postgres, anon, authenticated, service_role;
grant execute on function net.http_post(text, jsonb, jsonb, jsonb, integer) to postgres, service_role;
grant select on net.http_request_queue to postgres;

-- A user written by SQL the old way (approval before 20261126120000_pro_accounts_through_auth):
-- NULL in string columns GoTrue scans into Go strings. The migrations must repair it.
insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, email_confirmed_at,
                        confirmation_token, recovery_token, email_change_token_new, email_change)
values ('00000000-0000-4000-8000-00000000c0de', 'authenticated', 'authenticated', 'old-way@example.com',
        '{"provider": "email"}', '{}', now(), now(), now(), null, null, null, null);
