-- Two things that must answer the same whoever asks (docs/dispatch-api.md "Newsletter" and
-- "Public inserts answer alike"):
--
-- 1. The newsletter is double opt-in. The public no longer inserts into
--    newsletter_subscriptions; it calls subscribe_newsletter(), which always answers 204 with no
--    body, whether the address is new, pending, confirmed or unsubscribed, and queues a
--    confirmation e-mail (at most confirmations_per_recipient_per_day a day per address, so the
--    form cannot be used to mail-bomb someone). Only the link in that e-mail confirms. Every
--    update e-mail carries a one-click unsubscribe link (a token per subscription) that works
--    without signing in: confirm_newsletter() and unsubscribe_newsletter() take the tokens.
-- 2. A public lead insert answers the same for a new and an already stored id, whatever the
--    Prefer header asks (return=representation, count=exact): the row the API statement
--    proposes is written by a nested statement with ON CONFLICT DO NOTHING, after every check
--    (RLS, CHECK constraints, the ZIP, the rate limit) ran as for a new lead, so the API
--    statement itself never returns or counts a row.

-- ---------------------------------------------------------------------------------------------
-- Newsletter: settings, outbox templates, subscription states and tokens
-- ---------------------------------------------------------------------------------------------
alter table private.notification_settings
  add column newsletter_signups_per_client_per_hour integer not null default 10
    constraint notification_settings_newsletter_rate_range check (newsletter_signups_per_client_per_hour between 1 and 1000000);

alter table private.outbox drop constraint outbox_template_values;
alter table private.outbox
  add constraint outbox_template_values check (template in (
    'lead_received', 'lead_new', 'offer_new', 'offer_returned', 'lead_assigned',
    'lead_cancelled_pro', 'application_received', 'payment_received',
    'application_approved', 'application_rejected', 'application_changes_requested',
    'newsletter_confirm', 'newsletter_update'
  ));

-- Addresses stored before double opt-in never confirmed: they stay 'pending' and get no update
-- until their owner subscribes again and opens the confirmation link.
alter table public.newsletter_subscriptions
  add column status text not null default 'pending'
    constraint newsletter_subscriptions_status_values check (status in ('pending', 'confirmed', 'unsubscribed')),
  add column confirm_token text
    constraint newsletter_subscriptions_confirm_token_format check (confirm_token ~ '^[A-Za-z0-9_-]{43}$'),
  add column confirm_sent_at timestamptz,
  add column confirmed_at timestamptz,
  add column unsubscribe_token text not null default private.new_status_token()
    constraint newsletter_subscriptions_unsubscribe_token_format check (unsubscribe_token ~ '^[A-Za-z0-9_-]{43}$'),
  add column unsubscribed_at timestamptz,
  add constraint newsletter_subscriptions_confirmed_at check (status <> 'confirmed' or confirmed_at is not null),
  add constraint newsletter_subscriptions_unsubscribed_at check (status <> 'unsubscribed' or unsubscribed_at is not null);
-- The service role may still insert a row itself (the column default makes its token).
grant execute on function private.new_status_token() to service_role;
create unique index newsletter_subscriptions_confirm_token_key on public.newsletter_subscriptions (confirm_token);
create unique index newsletter_subscriptions_unsubscribe_token_key on public.newsletter_subscriptions (unsubscribe_token);
comment on table public.newsletter_subscriptions is
  'Newsletter subscriptions (double opt-in). Only the service role reads or writes the table; the public calls subscribe_newsletter().';

-- The direct insert answered differently for a known and an unknown address (Content-Range
-- */0 or */1 with count=exact): it is gone. The table is the service role's alone.
drop policy "newsletter: public insert" on public.newsletter_subscriptions;
revoke all on table public.newsletter_subscriptions from anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Newsletter: the three public functions and the service role's "send an update"
-- ---------------------------------------------------------------------------------------------

-- Always the same answer (void: HTTP 204, no body) for a new, pending, confirmed or
-- unsubscribed address; only an address the form itself would refuse is refused (400), and a
-- client over its hourly limit gets 429 before the address is looked at.
create function private.subscribe_newsletter(p_email text, p_company_website text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_email, '')));
  v_settings private.notification_settings%rowtype;
  v_sub public.newsletter_subscriptions%rowtype;
  v_token text;
  v_recent integer;
begin
  -- The same rule as the table's newsletter_subscriptions_email_format and the form.
  if pg_catalog.char_length(v_email) > 254
     or v_email !~ '^[^@[:space:]\x01-\x1f\x7f-\x9f]+@[^@[:space:]\x01-\x1f\x7f-\x9f]+\.[^@[:space:]\x01-\x1f\x7f-\x9f]{2,}$' then
    raise exception using errcode = '22023', message = 'Please enter a valid email address.', hint = 'invalid_email';
  end if;
  if pg_catalog.char_length(coalesce(p_company_website, '')) > 200 then
    raise exception using errcode = '22023', message = 'value too long', hint = 'invalid_input';
  end if;
  -- A filled honeypot: the same answer, nothing stored or sent.
  if pg_catalog.btrim(coalesce(p_company_website, '')) <> '' then
    return;
  end if;

  select * into v_settings from private.notification_settings;
  perform private.take_rate_token('newsletter', v_settings.newsletter_signups_per_client_per_hour, interval '1 hour');

  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('newsletter:' || v_email, 0));
  select * into v_sub from public.newsletter_subscriptions s where pg_catalog.lower(s.email) = v_email for update;
  if v_sub.id is null then
    insert into public.newsletter_subscriptions (email) values (v_email) returning * into v_sub;
  end if;
  if v_sub.status = 'confirmed' then
    return;
  end if;

  -- Pending or unsubscribed: a confirmation link, the same one for a week after it was sent.
  v_token := v_sub.confirm_token;
  if v_token is null or v_sub.status = 'unsubscribed' or v_sub.confirm_sent_at is null
     or v_sub.confirm_sent_at < pg_catalog.now() - interval '7 days' then
    v_token := private.new_status_token();
  end if;
  update public.newsletter_subscriptions
     set status = 'pending', confirm_token = v_token, confirm_sent_at = pg_catalog.now()
   where id = v_sub.id;

  -- A typed address is not proof of ownership: a few confirmations per address per day.
  select pg_catalog.count(*) into v_recent
    from private.outbox o
   where o.recipient = v_email
     and o.template = 'newsletter_confirm'
     and o.created_at > pg_catalog.now() - interval '1 day';
  if v_recent < v_settings.confirmations_per_recipient_per_day then
    perform private.enqueue('newsletter_confirm', v_email,
      pg_catalog.jsonb_build_object('confirm_token', v_token),
      'newsletter_confirm:' || v_sub.id || ':' || (v_recent + 1) || ':' || pg_catalog.to_char(pg_catalog.now(), 'YYYYMMDD"T"HH24MISSUS'));
  end if;
end;
$$;

-- The confirmation link: 'confirmed' (also when opened again), or 'invalid' for an unknown,
-- expired (7 days) or withdrawn link.
create function private.confirm_newsletter(p_token text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{43}$' then
    return 'invalid';
  end if;
  update public.newsletter_subscriptions s
     set status = 'confirmed', confirmed_at = pg_catalog.now()
   where s.confirm_token = p_token
     and s.status = 'pending'
     and s.confirm_sent_at > pg_catalog.now() - interval '7 days'
  returning s.status into v_status;
  if v_status is null then
    select s.status into v_status from public.newsletter_subscriptions s
     where s.confirm_token = p_token and s.status = 'confirmed';
  end if;
  return case when v_status = 'confirmed' then 'confirmed' else 'invalid' end;
end;
$$;

-- The unsubscribe link of every update e-mail (and its one-click POST): 'unsubscribed' (also
-- when used again), or 'invalid'. A pending subscription's confirmation link stops working.
create function private.unsubscribe_newsletter(p_token text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_found boolean;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{43}$' then
    return 'invalid';
  end if;
  update public.newsletter_subscriptions s
     set status = 'unsubscribed',
         unsubscribed_at = case when s.status = 'unsubscribed' then s.unsubscribed_at else pg_catalog.now() end,
         confirm_token = null
   where s.unsubscribe_token = p_token
  returning true into v_found;
  return case when v_found then 'unsubscribed' else 'invalid' end;
end;
$$;

-- Queues one update e-mail to every confirmed subscriber (service role only: staff send updates
-- from the SQL editor or a script). p_key names the update; sending the same key again adds no
-- second message for anyone. Returns how many messages were queued.
create function private.queue_newsletter_update(p_key text, p_subject text, p_body text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer := 0;
  v_sub record;
begin
  if coalesce(pg_catalog.btrim(p_key), '') = '' or pg_catalog.char_length(p_key) > 100
     or coalesce(pg_catalog.btrim(p_subject), '') = '' or pg_catalog.char_length(p_subject) > 200
     or coalesce(pg_catalog.btrim(p_body), '') = '' or pg_catalog.char_length(p_body) > 20000 then
    raise exception using errcode = '22023', message = 'An update needs a key (≤ 100), a subject (≤ 200) and a body (≤ 20000 characters).';
  end if;
  for v_sub in
    select s.id, s.email, s.unsubscribe_token from public.newsletter_subscriptions s where s.status = 'confirmed' order by s.id
  loop
    if private.enqueue('newsletter_update', v_sub.email,
         pg_catalog.jsonb_build_object('subject', p_subject, 'body', p_body, 'unsubscribe_token', v_sub.unsubscribe_token),
         'newsletter_update:' || p_key || ':' || v_sub.id) then
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end;
$$;

create function public.subscribe_newsletter(p_email text, p_company_website text default null)
returns void
language sql
security invoker
set search_path = ''
as $$ select private.subscribe_newsletter(p_email, p_company_website); $$;

create function public.confirm_newsletter(p_token text)
returns text
language sql
security invoker
set search_path = ''
as $$ select private.confirm_newsletter(p_token); $$;

create function public.unsubscribe_newsletter(p_token text)
returns text
language sql
security invoker
set search_path = ''
as $$ select private.unsubscribe_newsletter(p_token); $$;

create function public.queue_newsletter_update(p_key text, p_subject text, p_body text)
returns integer
language sql
security invoker
set search_path = ''
as $$ select private.queue_newsletter_update(p_key, p_subject, p_body); $$;

do $$
declare
  f text;
begin
  -- The visitor's three: anyone with the anon key (each checks what it is given).
  foreach f in array array[
    'private.subscribe_newsletter(text, text)', 'public.subscribe_newsletter(text, text)',
    'private.confirm_newsletter(text)', 'public.confirm_newsletter(text)',
    'private.unsubscribe_newsletter(text)', 'public.unsubscribe_newsletter(text)'
  ] loop
    execute format('revoke all on function %s from public', f);
    execute format('grant execute on function %s to anon, authenticated, service_role', f);
  end loop;
  foreach f in array array['private.queue_newsletter_update(text, text, text)', 'public.queue_newsletter_update(text, text, text)'] loop
    execute format('revoke all on function %s from public, anon, authenticated', f);
    execute format('grant execute on function %s to service_role', f);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Leads: the public insert answers alike for a new and a stored id
-- ---------------------------------------------------------------------------------------------
-- Before: leads_before_insert skipped a stored id before any check, so the API statement
-- counted 0 rows for it and 1 for a new lead (Content-Range */0 vs */1 with count=exact), a
-- signed-in caller asking return=representation got [] for a stored id and 403 for a new one,
-- and a stored id with an invalid ZIP or field was "accepted". Now, for the API roles, the
-- first BEFORE trigger (triggers fire in name order) hands the proposed row to a nested
-- INSERT ... ON CONFLICT DO NOTHING run as the same caller, which goes through the grants, the
-- RLS policy, every trigger and CHECK constraint exactly as a new lead does (PostgreSQL checks
-- them before it looks for a conflict), and the API statement itself stores nothing.
create function private.leads_accept_public_insert()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_rows integer;
  v_columns text;
begin
  if pg_catalog.pg_trigger_depth() > 1 or current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  -- One row per request (the statement-level check sees no row of the API statement now).
  v_rows := coalesce(nullif(pg_catalog.current_setting('private.public_lead_rows', true), ''), '0')::integer + 1;
  perform pg_catalog.set_config('private.public_lead_rows', v_rows::text, true);
  if v_rows > 1 then
    raise exception 'one row per request' using errcode = '22023', hint = 'Submit one row at a time.';
  end if;
  -- The columns this caller may insert (all that the API statement could have set).
  select pg_catalog.string_agg(pg_catalog.quote_ident(a.attname), ', ' order by a.attnum) into v_columns
    from pg_catalog.pg_attribute a
   where a.attrelid = 'public.leads'::pg_catalog.regclass and a.attnum > 0 and not a.attisdropped
     and a.attgenerated = '' and pg_catalog.has_column_privilege('public.leads'::pg_catalog.regclass, a.attnum, 'INSERT');
  execute pg_catalog.format(
    'insert into public.leads (%1$s) select %1$s from pg_catalog.jsonb_populate_record(null::public.leads, $1) on conflict do nothing',
    v_columns) using pg_catalog.to_jsonb(new);
  return null;
end;
$$;
revoke all on function private.leads_accept_public_insert() from public, anon, authenticated;

create trigger leads_accept_public_insert
  before insert on public.leads
  for each row execute function private.leads_accept_public_insert();

-- As before, except that the nested statement above skips no stored id here: its ON CONFLICT
-- does, after the checks. A direct insert (service role) still treats a stored id as done.
create or replace function private.leads_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_borough text;
begin
  -- A filled honeypot: pretend success (the client still gets 201), store nothing.
  if coalesce(new.company_website, '') <> '' then
    return null;
  end if;
  new.company_website := null;

  if new.id is not null and pg_catalog.pg_trigger_depth() = 1 then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('leads:' || new.id::text, 0));
    if exists (select 1 from public.leads l where l.id = new.id) then
      return null;
    end if;
  end if;

  -- The borough is derived from the ZIP, never taken from the client.
  select z.borough into v_borough
    from private.service_area_zips z
   where z.zip = new.zip;
  if v_borough is null then
    raise exception using
      errcode = 'check_violation',
      message = 'new row for relation "leads" violates check constraint "leads_zip_in_service_area"',
      constraint = 'leads_zip_in_service_area',
      hint = 'The ZIP code is outside the five boroughs.';
  end if;
  new.borough := v_borough;
  new.created_at := pg_catalog.now();
  return new;
end;
$$;
