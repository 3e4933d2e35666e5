-- Professionals' accounts are made by Auth, never adopted (docs/dispatch-api.md "Application
-- review", "Professional accounts").
--
-- Until now approval wrote auth.users with SQL and linked the professional to ANY existing
-- non-anonymous account with the applicant's e-mail, so someone who signed up with that address
-- before approval (with their own password) became the professional. Now:
--   * approval touches no auth.* table: the professional is created without a user
--     (pros.user_id null = "an account is needed");
--   * the pro-account Edge Function (called by the console right after approval with the staff
--     member's token, and retried by the scheduler) creates the user through the Auth admin API
--     with app_metadata.pro_id, then public.link_pro_account links it. Only an account carrying
--     that app_metadata (which only the service role can write) is linked; any other account with
--     the address is a conflict recorded for staff (pros.account_conflict_at), never adopted;
--   * a before-user-created Auth hook refuses every e-mail sign-up that is not made by the
--     service role (staff:add, the pro-account function): anonymous sign-ins still work;
--   * rows written the old way get '' in every column GoTrue scans as a string.

-- ---------------------------------------------------------------------------------------------
-- Approval no longer writes auth.*. Every version of approve_application calls this function
-- (20261123120000, 20261124140000, 20261124150000), so replacing it changes approval without
-- redefining approve_application: the professional's user_id starts null.
-- ---------------------------------------------------------------------------------------------
create or replace function private.ensure_pro_user(p_email text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The account is created by Auth (the pro-account Edge Function) after approval.
  return null;
end;
$$;
revoke all on function private.ensure_pro_user(text) from public, anon, authenticated;

alter table public.pros
  add column account_conflict_at timestamptz;
comment on column public.pros.account_conflict_at is
  'When the pro-account function found an account with this e-mail that it did not create (someone else may own it): it is never linked; staff decide. Null once linked.';

-- ---------------------------------------------------------------------------------------------
-- The staff check the pro-account function makes with the caller's token: 42501 unless staff.
-- True when the professional still has no account.
-- ---------------------------------------------------------------------------------------------
create function private.pro_account_needed(p_pro_id uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid;
begin
  perform private.require_staff();
  select p.user_id into v_user from public.pros p where p.id = p_pro_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'No such professional.';
  end if;
  return v_user is null;
end;
$$;

create function public.pro_account_needed(p_pro_id uuid)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$ select private.pro_account_needed(p_pro_id); $$;

-- ---------------------------------------------------------------------------------------------
-- Service role: the professionals still without an account (the scheduler's retry skips
-- recorded conflicts: staff retry those from the console), or one of them by id.
-- ---------------------------------------------------------------------------------------------
create function private.pros_without_account(p_pro_id uuid default null, p_limit integer default 20)
returns table (pro_id uuid, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.email
    from public.pros p
   where p.user_id is null
     and not p.is_demo
     and (case when p_pro_id is null then p.account_conflict_at is null else p.id = p_pro_id end)
   order by p.created_at
   limit least(greatest(coalesce(p_limit, 20), 1), 100);
$$;

create function public.pros_without_account(p_pro_id uuid default null, p_limit integer default 20)
returns table (pro_id uuid, email text)
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.pros_without_account(p_pro_id, p_limit); $$;

-- ---------------------------------------------------------------------------------------------
-- Service role: link the account Auth holds for the professional's address, only when Auth
-- created it for this professional (app_metadata.pro_id, written by the admin API alone) and it
-- is not anonymous. Any other account with the address is a conflict: recorded, never linked.
-- Answers 'linked', 'already_linked', 'conflict' or 'missing' (no account with the address).
-- ---------------------------------------------------------------------------------------------
create function private.link_pro_account(p_pro_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pro public.pros%rowtype;
  v_user uuid;
  v_other boolean;
begin
  select * into v_pro from public.pros p where p.id = p_pro_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'No such professional.';
  end if;
  if v_pro.user_id is not null then
    return 'already_linked';
  end if;
  select u.id into v_user
    from auth.users u
   where pg_catalog.lower(u.email) = v_pro.email
     and not u.is_anonymous
     and u.deleted_at is null
     and u.raw_app_meta_data ->> 'pro_id' = v_pro.id::text
     and not exists (select 1 from public.pros o where o.user_id = u.id);
  if v_user is not null then
    update public.pros set user_id = v_user, account_conflict_at = null, updated_at = pg_catalog.now() where id = v_pro.id;
    return 'linked';
  end if;
  -- (An address an anonymous user only asked for, unconfirmed in email_change, is no account.)
  select exists (select 1 from auth.users u where pg_catalog.lower(u.email) = v_pro.email) into v_other;
  if v_other then
    update public.pros set account_conflict_at = coalesce(account_conflict_at, pg_catalog.now()), updated_at = pg_catalog.now()
     where id = v_pro.id;
    return 'conflict';
  end if;
  return 'missing';
end;
$$;

create function public.link_pro_account(p_pro_id uuid)
returns text
language sql
security invoker
set search_path = ''
as $$ select private.link_pro_account(p_pro_id); $$;

-- ---------------------------------------------------------------------------------------------
-- What the console shows on an approved application: the professional's sign-in account.
-- As in 20261124110000_document_verification, plus 'account'.
-- ---------------------------------------------------------------------------------------------
create or replace function private.application_review_detail(p_application_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return pg_catalog.json_build_object(
    'payments', coalesce((select pg_catalog.json_agg(pg_catalog.json_build_object(
        'checkout_session_id', p.checkout_session_id, 'event_id', p.event_id, 'amount_total', p.amount_total,
        'currency', p.currency, 'customer_email', p.customer_email, 'livemode', p.livemode, 'created_at', p.created_at)
        order by p.id)
      from private.application_payments p where p.application_id = p_application_id), '[]'::json),
    'reviews', coalesce((select pg_catalog.json_agg(pg_catalog.json_build_object(
        'created_at', r.created_at, 'actor_label', r.actor_label, 'decision', r.decision, 'message', r.message,
        'checklist', r.checklist) order by r.id)
      from private.application_reviews r where r.application_id = p_application_id), '[]'::json),
    'documents', coalesce((select pg_catalog.json_agg(pg_catalog.json_build_object(
        'kind', d.kind, 'object_name', d.object_name, 'content_type', d.content_type, 'size', d.size,
        'verified_at', d.created_at) order by d.kind)
      from private.application_documents d
     where d.application_id = p_application_id and d.superseded_at is null), '[]'::json),
    'account', (select pg_catalog.json_build_object(
        'pro_id', p.id, 'email', p.email,
        'state', case when p.user_id is not null then 'linked' when p.account_conflict_at is not null then 'conflict' else 'pending' end,
        'conflict_at', p.account_conflict_at)
      from public.pros p where p.application_id = p_application_id)
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The before-user-created Auth hook ([auth.hook.before_user_created] in supabase/config.toml; on
-- a hosted project: Authentication → Hooks, Postgres function public.hook_before_user_created).
-- Anonymous sign-ins pass (the application wizard needs them). An account with an e-mail is made
-- only by the service role through the admin API, which alone can set app_metadata: staff
-- (`npm run staff:add`, app_metadata.role), professionals (pro-account, app_metadata.pro_id), the
-- local demo accounts (app_metadata.demo).
-- Everything else (POST /signup with an e-mail and password, a code sent with create_user) is
-- refused, so no one can hold an account in a future professional's name.
-- ---------------------------------------------------------------------------------------------
create function public.hook_before_user_created(event jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_user jsonb := coalesce(event -> 'user', '{}'::jsonb);
  v_meta jsonb := coalesce(v_user -> 'app_metadata', '{}'::jsonb);
begin
  if coalesce((v_user ->> 'is_anonymous')::boolean, false) then
    return '{}'::jsonb;
  end if;
  -- A self-service sign-up carries only GoTrue's provider/providers; any other app_metadata key
  -- (role, pro_id, …) can only come from the service role's admin API.
  if exists (select 1 from pg_catalog.jsonb_object_keys(case when pg_catalog.jsonb_typeof(v_meta) = 'object' then v_meta else '{}'::jsonb end) k
              where k not in ('provider', 'providers')) then
    return '{}'::jsonb;
  end if;
  return pg_catalog.jsonb_build_object('error', pg_catalog.jsonb_build_object(
    'http_code', 403,
    'message', 'Signups not allowed for this instance'));
end;
$$;
revoke all on function public.hook_before_user_created(jsonb) from public, anon, authenticated, service_role;
do $$
begin
  if exists (select 1 from pg_catalog.pg_roles where rolname = 'supabase_auth_admin') then
    grant execute on function public.hook_before_user_created(jsonb) to supabase_auth_admin;
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Grants: the staff check for signed-in users (it checks the role inside); the rest for the
-- service role only.
-- ---------------------------------------------------------------------------------------------
do $$
declare
  f text;
begin
  foreach f in array array['private.pro_account_needed(uuid)', 'public.pro_account_needed(uuid)'] loop
    execute format('revoke all on function %s from public, anon', f);
    execute format('grant execute on function %s to authenticated, service_role', f);
  end loop;
  foreach f in array array[
    'private.pros_without_account(uuid, integer)', 'public.pros_without_account(uuid, integer)',
    'private.link_pro_account(uuid)', 'public.link_pro_account(uuid)'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', f);
    execute format('grant execute on function %s to service_role', f);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Repair: users written by SQL (the old ensure_pro_user) left string columns NULL that GoTrue
-- scans into Go strings; sign-in then fails with "Database error querying schema".
-- ---------------------------------------------------------------------------------------------
update auth.users
   set confirmation_token = coalesce(confirmation_token, ''),
       recovery_token = coalesce(recovery_token, ''),
       email_change_token_new = coalesce(email_change_token_new, ''),
       email_change = coalesce(email_change, ''),
       email_change_token_current = coalesce(email_change_token_current, ''),
       phone_change = coalesce(phone_change, ''),
       phone_change_token = coalesce(phone_change_token, ''),
       reauthentication_token = coalesce(reauthentication_token, '')
 where confirmation_token is null or recovery_token is null or email_change_token_new is null or email_change is null
    or email_change_token_current is null or phone_change is null or phone_change_token is null
    or reauthentication_token is null;
