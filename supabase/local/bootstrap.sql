-- What a Supabase project provides before any migration runs, reduced to what our migrations,
-- the Data API, Auth and Storage of the local stand-in need. Run once, as the superuser, on a
-- fresh PGlite database (supabase/local/database.ts), then supabase/migrations/*.sql, then seed.
--
-- Modelled on supabase/postgres init scripts, supabase/auth and supabase/storage migrations
-- (see docs/supabase-wire.md#roles-and-helpers). Differences that matter:
--   * "no default grants" mode (Supabase projects since 2026): NO `alter default privileges ...
--     grant ... to anon, authenticated, service_role` in schema public, so a migration that
--     forgets a GRANT fails here exactly like on a hosted project;
--   * passwords are hashed by the server with scrypt (GoTrue uses bcrypt);
--   * object bytes are kept in a table of the internal schema _local (hosted: S3).

-- Roles ---------------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  -- The role GoTrue connects as; Auth hooks (Postgres functions) run as it.
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit;
  end if;
end
$$;
grant anon, authenticated, service_role to authenticator;
-- The statement timeouts a Supabase project sets (docs/supabase-wire.md#limits): the Data API
-- connects as authenticator, whose 8 s statement and lock timeouts hold for every request, and
-- applies the impersonated role's own values over them (anon 3 s, authenticated 8 s). The
-- service role has none of its own, so its requests stop at authenticator's 8 s.
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- Schemas -------------------------------------------------------------------------------------
create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists supabase_migrations;
create schema if not exists _local;
revoke all on schema _local from public;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema storage to anon, authenticated, service_role;

-- Migration history (same shape as the Supabase CLI's) ----------------------------------------
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);

-- Auth ----------------------------------------------------------------------------------------
-- auth.users has every column of GoTrue's, with GoTrue's defaults (its migrations): the four
-- token/e-mail strings without a default are written '' by GoTrue itself, and by this stand-in.
create table auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0 check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false
);
create unique index users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index users_is_anonymous_idx on auth.users (is_anonymous);

create table auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);

create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  aal text default 'aal1',
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text
);

create table auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;

-- Current supabase/auth definitions: read the whole-claims GUC that PostgREST 12+ sets.
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'))::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'))::text
$$;
create or replace function auth.email() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.email', true), ''),
                  (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'))::text
$$;
create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                  nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$$;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;

-- Storage -------------------------------------------------------------------------------------
create table storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD'
);
create unique index bname on storage.buckets (name);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index bucketid_objname on storage.objects (bucket_id, name);
create index name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant all on table storage.buckets to anon, authenticated, service_role;
grant all on table storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[]
language sql immutable set search_path = '' as $$
  select (pg_catalog.string_to_array(name, '/'))[1:pg_catalog.array_length(pg_catalog.string_to_array(name, '/'), 1) - 1]
$$;
create or replace function storage.filename(name text) returns text
language sql immutable set search_path = '' as $$
  select (pg_catalog.string_to_array(name, '/'))[pg_catalog.array_length(pg_catalog.string_to_array(name, '/'), 1)]
$$;
create or replace function storage.extension(name text) returns text
language sql immutable set search_path = '' as $$
  select pg_catalog.lower(pg_catalog.split_part(
    (pg_catalog.string_to_array(name, '/'))[pg_catalog.array_length(pg_catalog.string_to_array(name, '/'), 1)],
    '.', -1))
$$;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- Object bytes of the stand-in (hosted Supabase keeps them in S3). Superuser only.
create table _local.object_data (
  bucket_id text not null,
  name text not null,
  data bytea not null,
  primary key (bucket_id, name)
);
revoke all on table _local.object_data from public;

-- Realtime publication some migrations extend -------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
exception when others then
  -- Publications are not available in every embedded build; migrations here do not use them.
  null;
end
$$;
