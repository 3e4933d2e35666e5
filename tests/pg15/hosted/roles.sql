-- The hosted-shaped stage, before supabase/local/bootstrap.sql: the roles of a hosted project's
-- cluster with their attributes and memberships (as a hosted project's pg_dumpall lists them).
-- supabase_admin (the platform) is the only superuser; `postgres`, the role the Supabase CLI
-- and the dashboard connect as, is not one. Run as supabase_admin on a fresh cluster.
create role postgres with login password 'postgres' nosuperuser inherit createrole createdb replication bypassrls;
create role anon with nologin inherit;
create role authenticated with nologin inherit;
create role service_role with nologin inherit bypassrls;
create role authenticator with login password 'postgres' noinherit;
create role supabase_auth_admin with login noinherit createrole;
create role supabase_storage_admin with login noinherit createrole;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
grant supabase_auth_admin, supabase_storage_admin to postgres;
grant authenticator to supabase_storage_admin;
grant pg_monitor, pg_read_all_data, pg_signal_backend to postgres;

alter role postgres set search_path = "$user", public, extensions;
alter role supabase_auth_admin set search_path = auth;
alter role supabase_storage_admin set search_path = storage;
alter database postgres owner to postgres;
