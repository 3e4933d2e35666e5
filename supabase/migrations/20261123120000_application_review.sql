-- Application review: staff decide on submitted, paid applications (approve, reject, request
-- changes), each decision one function that checks the role and the state in one transaction,
-- writes an audit row and an e-mail to the applicant. Approval creates the professional.
-- docs/dispatch-api.md ("Application review").

-- ---------------------------------------------------------------------------------------------
-- Statuses
-- ---------------------------------------------------------------------------------------------
alter table public.applications drop constraint applications_status_values;
alter table public.applications
  add constraint applications_status_values
    check (status in ('draft', 'submitted', 'approved', 'rejected')),
  -- What the reviewer asked the applicant to fix (a reopened draft), shown to the applicant.
  add column review_message text
    constraint applications_review_message_length check (char_length(review_message) between 1 and 2000),
  add column decided_at timestamptz;

-- Reviewed applications: the outbox knows the decision e-mails.
alter table private.outbox drop constraint outbox_template_values;
alter table private.outbox
  add constraint outbox_template_values check (template in (
    'lead_received', 'lead_new', 'offer_new', 'offer_returned', 'lead_assigned',
    'lead_cancelled_pro', 'application_received', 'payment_received',
    'application_approved', 'application_rejected', 'application_changes_requested'
  ));

-- "Application received" again after changes were made: one per submission.
create or replace function private.applications_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_round integer;
begin
  if new.status = 'submitted' and old.status = 'draft' then
    select pg_catalog.count(*) into v_round
      from private.application_reviews r where r.application_id = new.id and r.decision = 'changes_requested';
    perform private.enqueue('application_received', new.email,
      pg_catalog.jsonb_build_object(
        'business_name', new.business_name,
        'name', coalesce(new.full_name, new.owner_name),
        'application_id', new.id),
      'application_received:' || new.id || case when v_round > 0 then ':' || v_round else '' end, null, new.id);
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The review trail (append-only)
-- ---------------------------------------------------------------------------------------------
create table private.application_reviews (
  id bigint generated always as identity primary key,
  application_id uuid not null references public.applications (id) on delete cascade,
  created_at timestamptz not null default now(),
  actor uuid,
  actor_label text constraint application_reviews_actor_label_length check (char_length(actor_label) <= 254),
  decision text not null
    constraint application_reviews_decision_values check (decision in ('approved', 'rejected', 'changes_requested')),
  -- The reason (rejected) or what to fix (changes requested), as the applicant reads it.
  message text constraint application_reviews_message_length check (char_length(message) between 1 and 2000),
  checklist jsonb not null default '{}'::jsonb
    constraint application_reviews_checklist_object check (jsonb_typeof(checklist) = 'object'),
  pro_id uuid references public.pros (id)
);
create index application_reviews_application_idx on private.application_reviews (application_id, id);
alter table private.application_reviews enable row level security;
revoke all on table private.application_reviews from public, anon, authenticated;
grant select on table private.application_reviews to service_role;

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

-- Locks a submitted application whose payment is recorded, or raises for staff.
create function private.lock_submitted_application(p_application_id uuid)
returns public.applications
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_app public.applications%rowtype;
begin
  perform private.require_staff();
  select * into v_app from public.applications where id = p_application_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'No such application.';
  end if;
  if v_app.status <> 'submitted' then
    raise exception using errcode = 'P0001',
      message = 'This application is ' || case v_app.status when 'draft' then 'not submitted (a draft)' else v_app.status end
                || ': only a submitted application can be decided. Reload to see its current state.';
  end if;
  if not exists (select 1 from private.application_payments p where p.application_id = v_app.id) then
    raise exception using errcode = 'P0001', message = 'This application has no verified payment: it cannot be decided.';
  end if;
  return v_app;
end;
$$;

-- The Auth user a professional signs in as: the confirmed e-mail account of that address,
-- created when missing (the pro portal signs in by e-mail code, never creating accounts).
create function private.ensure_pro_user(p_email text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_email text := pg_catalog.lower(pg_catalog.btrim(p_email));
begin
  select u.id into v_id from auth.users u where pg_catalog.lower(u.email) = v_email and not u.is_anonymous limit 1;
  if v_id is not null then
    return v_id;
  end if;
  v_id := pg_catalog.gen_random_uuid();
  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                          confirmation_token, recovery_token, email_change,
                          raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
  values ('00000000-0000-0000-0000-000000000000', v_id, 'authenticated', 'authenticated', v_email, '', pg_catalog.now(),
          '', '', '', '{"provider":"email","providers":["email"]}'::jsonb, '{}'::jsonb, pg_catalog.now(), pg_catalog.now(), false);
  insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
  values (v_id::text, v_id,
          pg_catalog.jsonb_build_object('sub', v_id::text, 'email', v_email, 'email_verified', true, 'phone_verified', false),
          'email', null, pg_catalog.now(), pg_catalog.now());
  return v_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Decisions
-- ---------------------------------------------------------------------------------------------
create function private.approve_application(
  p_application_id uuid,
  p_license_number text,
  p_license_expires_on date,
  p_insurance_carrier text,
  p_insured_through date,
  p_boroughs text[],
  p_species text[] default '{}',
  p_checklist jsonb default '{}'::jsonb
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_app public.applications%rowtype := private.lock_submitted_application(p_application_id);
  v_actor record;
  v_pro uuid;
  v_user uuid;
  v_item text;
begin
  foreach v_item in array array['license_matches', 'license_current', 'insurance_general_liability', 'counties_make_sense'] loop
    if coalesce((p_checklist ->> v_item)::boolean, false) is not true then
      raise exception using errcode = '23514', message = 'Tick every item of the checklist before approving.';
    end if;
  end loop;
  if p_license_expires_on is null or p_license_expires_on < (pg_catalog.now() at time zone 'America/New_York')::date then
    raise exception using errcode = '23514', message = 'The licence has expired: it cannot be approved.';
  end if;
  if p_insured_through is null or p_insured_through < (pg_catalog.now() at time zone 'America/New_York')::date then
    raise exception using errcode = '23514', message = 'The insurance has lapsed: it cannot be approved.';
  end if;
  if exists (select 1 from public.pros p where p.email = pg_catalog.lower(v_app.email)) then
    raise exception using errcode = 'P0001', message = 'A professional with this e-mail address already exists.';
  end if;
  select * into v_actor from private.actor();
  v_user := private.ensure_pro_user(v_app.email);
  insert into public.pros (user_id, application_id, business_name, contact_name, email, phone, license_number,
                           license_expires_on, insurance_carrier, insured_through, boroughs, species)
  values (v_user, v_app.id, v_app.business_name, coalesce(v_app.full_name, v_app.owner_name), pg_catalog.lower(v_app.email),
          v_app.phone_number, pg_catalog.btrim(p_license_number), p_license_expires_on, pg_catalog.btrim(p_insurance_carrier),
          p_insured_through, p_boroughs, coalesce(p_species, '{}'))
  returning id into v_pro;
  update public.applications set status = 'approved', decided_at = pg_catalog.now() where id = v_app.id;
  insert into private.application_reviews (application_id, actor, actor_label, decision, checklist, pro_id)
  values (v_app.id, auth.uid(), v_actor.label, 'approved', p_checklist, v_pro);
  perform private.enqueue('application_approved', v_app.email,
    pg_catalog.jsonb_build_object('business_name', v_app.business_name, 'name', coalesce(v_app.full_name, v_app.owner_name),
                                  'application_id', v_app.id, 'email', pg_catalog.lower(v_app.email), 'boroughs', p_boroughs),
    'application_approved:' || v_app.id, null, v_app.id);
  return v_pro;
end;
$$;

create function private.reject_application(p_application_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := private.clean_note(p_reason);
  v_app public.applications%rowtype;
  v_actor record;
begin
  if v_reason is null then
    raise exception using errcode = '23514', message = 'Write the reason the applicant will receive.';
  end if;
  v_app := private.lock_submitted_application(p_application_id);
  select * into v_actor from private.actor();
  update public.applications set status = 'rejected', decided_at = pg_catalog.now() where id = v_app.id;
  insert into private.application_reviews (application_id, actor, actor_label, decision, message)
  values (v_app.id, auth.uid(), v_actor.label, 'rejected', v_reason);
  perform private.enqueue('application_rejected', v_app.email,
    pg_catalog.jsonb_build_object('business_name', v_app.business_name, 'name', coalesce(v_app.full_name, v_app.owner_name),
                                  'application_id', v_app.id, 'reason', v_reason),
    'application_rejected:' || v_app.id, null, v_app.id);
end;
$$;

-- Reopens the application for the applicant to edit (a paid draft: no second payment).
create function private.request_application_changes(p_application_id uuid, p_message text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_message text := private.clean_note(p_message);
  v_app public.applications%rowtype;
  v_actor record;
  v_round integer;
begin
  if v_message is null then
    raise exception using errcode = '23514', message = 'Write what the applicant should change.';
  end if;
  v_app := private.lock_submitted_application(p_application_id);
  select * into v_actor from private.actor();
  update public.applications set status = 'draft', review_message = v_message where id = v_app.id;
  insert into private.application_reviews (application_id, actor, actor_label, decision, message)
  values (v_app.id, auth.uid(), v_actor.label, 'changes_requested', v_message);
  select pg_catalog.count(*) into v_round from private.application_reviews r
   where r.application_id = v_app.id and r.decision = 'changes_requested';
  perform private.enqueue('application_changes_requested', v_app.email,
    pg_catalog.jsonb_build_object('business_name', v_app.business_name, 'name', coalesce(v_app.full_name, v_app.owner_name),
                                  'application_id', v_app.id, 'message', v_message),
    'application_changes_requested:' || v_app.id || ':' || v_round, null, v_app.id);
end;
$$;

-- What staff see of an application besides its row: the payment and the review trail.
create function private.application_review_detail(p_application_id uuid)
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
      from private.application_reviews r where r.application_id = p_application_id), '[]'::json)
  );
end;
$$;

-- The review queue: submitted applications with a verified payment, oldest first; and the
-- ones apart (drafts, unpaid), which staff can see exist but cannot decide.
create function private.application_queue()
returns table (
  id uuid,
  status text,
  paid boolean,
  business_name text,
  owner_name text,
  full_name text,
  email text,
  service_counties text[],
  counties_served text,
  created_at timestamptz,
  submitted_at timestamptz,
  review_message text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
  select a.id, a.status, exists (select 1 from private.application_payments p where p.application_id = a.id),
         a.business_name, a.owner_name, a.full_name, a.email, a.service_counties, a.counties_served, a.created_at,
         a.updated_at, a.review_message
    from public.applications a
   where a.status in ('draft', 'submitted')
   order by a.updated_at
   limit 500;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The API
-- ---------------------------------------------------------------------------------------------
create function public.approve_application(
  p_application_id uuid, p_license_number text, p_license_expires_on date, p_insurance_carrier text,
  p_insured_through date, p_boroughs text[], p_species text[] default '{}', p_checklist jsonb default '{}'::jsonb
)
returns uuid
language sql
security invoker
set search_path = ''
as $$
  select private.approve_application(p_application_id, p_license_number, p_license_expires_on, p_insurance_carrier,
                                     p_insured_through, p_boroughs, p_species, p_checklist);
$$;

create function public.reject_application(p_application_id uuid, p_reason text)
returns void
language sql
security invoker
set search_path = ''
as $$ select private.reject_application(p_application_id, p_reason); $$;

create function public.request_application_changes(p_application_id uuid, p_message text)
returns void
language sql
security invoker
set search_path = ''
as $$ select private.request_application_changes(p_application_id, p_message); $$;

create function public.application_review_detail(p_application_id uuid)
returns json
language sql
stable
security invoker
set search_path = ''
as $$ select private.application_review_detail(p_application_id); $$;

create function public.application_queue()
returns table (id uuid, status text, paid boolean, business_name text, owner_name text, full_name text, email text,
               service_counties text[], counties_served text, created_at timestamptz, submitted_at timestamptz,
               review_message text)
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.application_queue(); $$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'private.approve_application(uuid, text, date, text, date, text[], text[], jsonb)',
    'public.approve_application(uuid, text, date, text, date, text[], text[], jsonb)',
    'private.reject_application(uuid, text)', 'public.reject_application(uuid, text)',
    'private.request_application_changes(uuid, text)', 'public.request_application_changes(uuid, text)',
    'private.application_review_detail(uuid)', 'public.application_review_detail(uuid)',
    'private.application_queue()', 'public.application_queue()'
  ] loop
    execute format('revoke all on function %s from public, anon', f);
    execute format('grant execute on function %s to authenticated, service_role', f);
  end loop;
  foreach f in array array['private.lock_submitted_application(uuid)', 'private.ensure_pro_user(text)'] loop
    execute format('revoke all on function %s from public, anon, authenticated', f);
  end loop;
end;
$$;
