-- Notifications that always arrive, payment verified by the payment provider, and limits on
-- what one client can make the site send. docs/dispatch-api.md ("Notifications", "Payment").
--
-- * private.outbox: one row per message, written in the same transaction as the change that
--   causes it (triggers below), deduplicated by a unique key, drained by the Edge Function
--   deliver-notifications through three service-role-only functions (claim, sent, failed).
-- * private.application_payments: what the payment-webhook function recorded after verifying
--   the provider's signature. Only it (service role) sets applications.payment_status, and an
--   application moves to 'submitted' only with a recorded payment.
-- * private.rate_limits: a fixed-window counter per client address and action, taken by the
--   insert triggers of leads and applications; over the limit the insert is refused with 429.

-- ---------------------------------------------------------------------------------------------
-- Settings
-- ---------------------------------------------------------------------------------------------
create table private.notification_settings (
  singleton boolean primary key default true constraint notification_settings_singleton check (singleton),
  -- Where "new lead" and "offer returned" messages go; null = nowhere (a hosted project sets it:
  -- README "Notifications on a hosted project").
  dispatch_inbox text
    constraint notification_settings_dispatch_inbox_format check (
      char_length(dispatch_inbox) <= 254
      and dispatch_inbox ~ '^[^@[:space:]\x01-\x1f\x7f-\x9f]+@[^@[:space:]\x01-\x1f\x7f-\x9f]+\.[^@[:space:]\x01-\x1f\x7f-\x9f]{2,}$'
    ),
  -- Tries per message, and the first retry's delay; each next delay doubles. With 5 tries and
  -- 240 s: retries after 4, 8, 16 and 32 minutes, the last about an hour after the first try.
  max_attempts integer not null default 5
    constraint notification_settings_max_attempts_range check (max_attempts between 1 and 20),
  retry_base_seconds integer not null default 240
    constraint notification_settings_retry_base_range check (retry_base_seconds between 1 and 86400),
  -- How long a claimed message is reserved for the worker that claimed it; a worker that dies
  -- leaves its messages to be claimed again after this.
  lease_seconds integer not null default 120
    constraint notification_settings_lease_range check (lease_seconds between 1 and 3600),
  -- At most this many request confirmations to one address per day (a typed address is not
  -- proof of ownership: the site must not be usable to mail strangers).
  confirmations_per_recipient_per_day integer not null default 3
    constraint notification_settings_confirmations_range check (confirmations_per_recipient_per_day between 0 and 100),
  -- Per client address (the gateway's forwarded address), per hour.
  leads_per_client_per_hour integer not null default 10
    constraint notification_settings_leads_rate_range check (leads_per_client_per_hour between 1 and 1000000),
  applications_per_client_per_hour integer not null default 10
    constraint notification_settings_applications_rate_range check (applications_per_client_per_hour between 1 and 1000000),
  -- Open drafts one applicant may hold at a time.
  open_drafts_per_owner integer not null default 3
    constraint notification_settings_drafts_range check (open_drafts_per_owner between 1 and 100),
  updated_at timestamptz not null default now()
);
alter table private.notification_settings enable row level security;
revoke all on table private.notification_settings from public, anon, authenticated;
grant select, update on table private.notification_settings to service_role;
insert into private.notification_settings default values;

-- ---------------------------------------------------------------------------------------------
-- The outbox
-- ---------------------------------------------------------------------------------------------
create table private.outbox (
  id bigint generated always as identity primary key,
  channel text not null default 'email'
    constraint outbox_channel_values check (channel in ('email')),
  recipient text not null
    constraint outbox_recipient_format check (
      char_length(recipient) <= 254
      and recipient = lower(recipient)
      and recipient ~ '^[^@[:space:]\x01-\x1f\x7f-\x9f]+@[^@[:space:]\x01-\x1f\x7f-\x9f]+\.[^@[:space:]\x01-\x1f\x7f-\x9f]{2,}$'
    ),
  template text not null
    constraint outbox_template_values check (template in (
      'lead_received', 'lead_new', 'offer_new', 'offer_returned', 'lead_assigned',
      'lead_cancelled_pro', 'application_received', 'payment_received'
    )),
  data jsonb not null default '{}'::jsonb
    constraint outbox_data_object check (jsonb_typeof(data) = 'object'),
  -- One message per (what happened, to whom): a retry or a second trigger never sends twice.
  dedup_key text not null
    constraint outbox_dedup_key_length check (char_length(dedup_key) between 1 and 300),
  lead_id uuid references public.leads (id) on delete cascade,
  application_id uuid references public.applications (id) on delete cascade,
  attempts integer not null default 0 constraint outbox_attempts_range check (attempts >= 0),
  max_attempts integer not null constraint outbox_max_attempts_range check (max_attempts between 1 and 20),
  next_attempt_at timestamptz not null default now(),
  last_error text constraint outbox_last_error_length check (char_length(last_error) <= 1000),
  sent_at timestamptz,
  failed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint outbox_dedup_key_unique unique (dedup_key),
  constraint outbox_sent_or_failed check (sent_at is null or failed_at is null)
);
comment on table private.outbox is
  'Messages to send, written with the change that causes them; drained by deliver-notifications.';

create index outbox_due_idx on private.outbox (next_attempt_at) where sent_at is null and failed_at is null;
create index outbox_recipient_template_idx on private.outbox (recipient, template, created_at);
create index outbox_lead_idx on private.outbox (lead_id) where lead_id is not null;
create index outbox_application_idx on private.outbox (application_id) where application_id is not null;
create index outbox_failed_idx on private.outbox (failed_at desc) where failed_at is not null;

alter table private.outbox enable row level security;
revoke all on table private.outbox from public, anon, authenticated;
grant select on table private.outbox to service_role;

-- Adds one message unless its key is already there. Returns whether it was added.
create function private.enqueue(
  p_template text,
  p_recipient text,
  p_data jsonb,
  p_dedup_key text,
  p_lead_id uuid default null,
  p_application_id uuid default null
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint;
begin
  if p_recipient is null or pg_catalog.btrim(p_recipient) = '' then
    return false;
  end if;
  insert into private.outbox (template, recipient, data, dedup_key, lead_id, application_id, max_attempts)
  select p_template, pg_catalog.lower(pg_catalog.btrim(p_recipient)), p_data, p_dedup_key, p_lead_id,
         p_application_id, s.max_attempts
    from private.notification_settings s
  on conflict (dedup_key) do nothing
  returning id into v_id;
  return v_id is not null;
end;
$$;
revoke all on function private.enqueue(text, text, jsonb, text, uuid, uuid) from public, anon, authenticated;

-- What a message about a lead says about the lead (no contact details: the professional's
-- offer e-mail must carry no resident PII; the resident's own e-mails add their token).
create function private.lead_summary(p_lead public.leads)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'reference', p_lead.reference,
    'borough', p_lead.borough,
    'species', p_lead.wanted_species,
    'received_at', p_lead.created_at
  );
$$;
revoke all on function private.lead_summary(public.leads) from public, anon, authenticated;

create function private.pro_card(p_pro_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'business_name', p.business_name,
    'license_number', p.license_number,
    'insured_through', p.insured_through,
    'phone', p.phone,
    'boroughs', p.boroughs
  )
  from public.pros p where p.id = p_pro_id;
$$;
revoke all on function private.pro_card(uuid) from public, anon, authenticated;

-- The lead's status token exists before its 'created' event, so the confirmation can link to it.
create or replace function private.leads_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.lead_status_tokens (lead_id) values (new.id);
  insert into public.lead_events (lead_id, actor_role, event, from_status, to_status)
  values (new.id, 'resident', 'created', null, new.status);
  return null;
end;
$$;

-- Every lead transition that someone must hear about (DISPATCH.md "Notifications").
create function private.lead_events_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype;
  v_settings private.notification_settings%rowtype;
  v_offer public.lead_offers%rowtype;
  v_pro public.pros%rowtype;
  v_token text;
  v_recent integer;
begin
  select * into v_lead from public.leads where id = new.lead_id;
  select * into v_settings from private.notification_settings;
  select t.token into v_token from private.lead_status_tokens t where t.lead_id = new.lead_id;

  if new.event = 'created' then
    if v_lead.email is not null then
      -- A typed address is not proof of ownership: a few confirmations per address per day.
      select pg_catalog.count(*) into v_recent
        from private.outbox o
       where o.recipient = pg_catalog.lower(pg_catalog.btrim(v_lead.email))
         and o.template = 'lead_received'
         and o.created_at > pg_catalog.now() - interval '1 day';
      if v_recent < v_settings.confirmations_per_recipient_per_day then
        perform private.enqueue('lead_received', v_lead.email,
          private.lead_summary(v_lead) || pg_catalog.jsonb_build_object('name', v_lead.name, 'status_token', v_token),
          'lead_received:' || v_lead.id, v_lead.id);
      end if;
    end if;
    perform private.enqueue('lead_new', v_settings.dispatch_inbox,
      private.lead_summary(v_lead) || pg_catalog.jsonb_build_object('source', v_lead.source),
      'lead_new:' || v_lead.id, v_lead.id);

  elsif new.event = 'offered' then
    select * into v_offer from public.lead_offers where id = new.offer_id;
    select * into v_pro from public.pros where id = v_offer.pro_id;
    perform private.enqueue('offer_new', v_pro.email,
      private.lead_summary(v_lead) || pg_catalog.jsonb_build_object(
        'business_name', v_pro.business_name, 'expires_at', v_offer.expires_at),
      'offer_new:' || v_offer.id, v_lead.id);

  elsif new.event in ('declined', 'expired') then
    select * into v_offer from public.lead_offers where id = new.offer_id;
    select * into v_pro from public.pros where id = v_offer.pro_id;
    perform private.enqueue('offer_returned', v_settings.dispatch_inbox,
      private.lead_summary(v_lead) || pg_catalog.jsonb_build_object(
        'business_name', v_pro.business_name, 'outcome', new.event,
        'decline_reason', v_offer.decline_reason),
      'offer_returned:' || v_offer.id, v_lead.id);

  elsif new.event = 'accepted' then
    select * into v_offer from public.lead_offers where id = new.offer_id;
    if v_lead.email is not null then
      perform private.enqueue('lead_assigned', v_lead.email,
        private.lead_summary(v_lead) || pg_catalog.jsonb_build_object(
          'name', v_lead.name, 'status_token', v_token, 'pro', private.pro_card(v_offer.pro_id)),
        'lead_assigned:' || v_offer.id, v_lead.id);
    end if;

  elsif new.event = 'cancelled' and new.from_status = 'accepted' then
    -- The professional who had the job hears that it is off.
    select o.* into v_offer from public.lead_offers o
     where o.lead_id = v_lead.id and o.status = 'accepted'
     order by o.responded_at desc limit 1;
    select * into v_pro from public.pros where id = v_offer.pro_id;
    perform private.enqueue('lead_cancelled_pro', v_pro.email,
      private.lead_summary(v_lead) || pg_catalog.jsonb_build_object(
        'business_name', v_pro.business_name,
        'by_resident', v_lead.cancel_reason = 'resident_cancelled'),
      'lead_cancelled_pro:' || v_lead.id || ':' || v_offer.id, v_lead.id);
  end if;
  return null;
end;
$$;
revoke all on function private.lead_events_notify() from public, anon, authenticated;

create trigger lead_events_notify
  after insert on public.lead_events
  for each row execute function private.lead_events_notify();

-- ---------------------------------------------------------------------------------------------
-- Delivery: claim (FOR UPDATE SKIP LOCKED), sent, failed. Service role only.
-- ---------------------------------------------------------------------------------------------
create function private.claim_notifications(p_limit integer default 20)
returns table (
  id bigint,
  attempt integer,
  channel text,
  recipient text,
  template text,
  data jsonb,
  dedup_key text,
  created_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lease integer;
begin
  select s.lease_seconds into v_lease from private.notification_settings s;
  return query
  with due as (
    select o.id
      from private.outbox o
     where o.sent_at is null and o.failed_at is null and o.next_attempt_at <= pg_catalog.now()
     order by o.next_attempt_at, o.id
     limit greatest(1, least(coalesce(p_limit, 20), 100))
       for update skip locked
  )
  update private.outbox o
     set attempts = o.attempts + 1,
         -- Reserved for this worker; if it dies the message is due again after the lease.
         next_attempt_at = pg_catalog.now() + pg_catalog.make_interval(secs => v_lease)
    from due
   where o.id = due.id
  returning o.id, o.attempts, o.channel, o.recipient, o.template, o.data, o.dedup_key, o.created_at;
end;
$$;

-- p_attempt fences a late worker: only the claim that is current may mark the message.
create function private.mark_notification_sent(p_id bigint, p_attempt integer)
returns boolean
language sql
security definer
set search_path = ''
as $$
  update private.outbox
     set sent_at = pg_catalog.now(), last_error = null
   where id = p_id and attempts = p_attempt and sent_at is null and failed_at is null
  returning true;
$$;

create function private.mark_notification_failed(p_id bigint, p_attempt integer, p_error text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row private.outbox%rowtype;
  v_base integer;
begin
  select s.retry_base_seconds into v_base from private.notification_settings s;
  select * into v_row from private.outbox where id = p_id for update;
  if not found or v_row.attempts <> p_attempt or v_row.sent_at is not null or v_row.failed_at is not null then
    return 'stale';
  end if;
  if v_row.attempts >= v_row.max_attempts then
    update private.outbox
       set failed_at = pg_catalog.now(), last_error = pg_catalog.left(coalesce(p_error, 'unknown error'), 1000)
     where id = p_id;
    return 'failed';
  end if;
  update private.outbox
     set next_attempt_at = pg_catalog.now()
           + pg_catalog.make_interval(secs => v_base * (2 ^ (v_row.attempts - 1))::integer),
         last_error = pg_catalog.left(coalesce(p_error, 'unknown error'), 1000)
   where id = p_id;
  return 'retry';
end;
$$;

-- Messages about one lead, for the console (no message bodies: what, to whom, delivery state).
create function private.lead_notifications(p_lead_id uuid)
returns table (
  id bigint,
  template text,
  recipient text,
  state text,
  attempts integer,
  max_attempts integer,
  last_error text,
  created_at timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  next_attempt_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
  select o.id, o.template, o.recipient,
         case when o.sent_at is not null then 'sent'
              when o.failed_at is not null then 'failed'
              when o.attempts = 0 then 'queued'
              else 'retrying' end,
         o.attempts, o.max_attempts, o.last_error, o.created_at, o.sent_at, o.failed_at, o.next_attempt_at
    from private.outbox o
   where o.lead_id = p_lead_id
   order by o.id;
end;
$$;

-- Messages that gave up, newest first, for the console's warning.
create function private.failed_notifications(p_limit integer default 50)
returns table (
  id bigint,
  template text,
  recipient text,
  reference text,
  lead_id uuid,
  application_id uuid,
  attempts integer,
  last_error text,
  failed_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
  select o.id, o.template, o.recipient, o.data ->> 'reference', o.lead_id, o.application_id,
         o.attempts, o.last_error, o.failed_at
    from private.outbox o
   where o.failed_at is not null and o.failed_at > pg_catalog.now() - interval '7 days'
   order by o.failed_at desc
   limit greatest(1, least(coalesce(p_limit, 50), 200));
end;
$$;

-- Staff may send a failed message again (a fresh set of tries).
create function private.retry_notification(p_id bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  update private.outbox o
     set failed_at = null, attempts = 0, next_attempt_at = pg_catalog.now(),
         max_attempts = (select s.max_attempts from private.notification_settings s)
   where o.id = p_id and o.failed_at is not null;
  if not found then
    raise exception using errcode = 'P0001', message = 'Only a failed message can be sent again.';
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Payments: recorded only by the verified webhook (service role).
-- ---------------------------------------------------------------------------------------------
create table private.application_payments (
  id bigint generated always as identity primary key,
  application_id uuid not null references public.applications (id) on delete cascade,
  checkout_session_id text not null
    constraint application_payments_session_length check (char_length(checkout_session_id) between 1 and 255),
  event_id text not null
    constraint application_payments_event_length check (char_length(event_id) between 1 and 255),
  event_type text not null,
  amount_total integer constraint application_payments_amount_range check (amount_total >= 0),
  currency text constraint application_payments_currency_format check (currency ~ '^[a-z]{3}$'),
  customer_email text constraint application_payments_email_length check (char_length(customer_email) <= 254),
  livemode boolean not null default false,
  created_at timestamptz not null default now(),
  constraint application_payments_session_unique unique (checkout_session_id),
  constraint application_payments_event_unique unique (event_id)
);
comment on table private.application_payments is
  'Verified payments (payment-webhook): one row per paid checkout session.';
create index application_payments_application_idx on private.application_payments (application_id);
alter table private.application_payments enable row level security;
revoke all on table private.application_payments from public, anon, authenticated;
grant select on table private.application_payments to service_role;

-- Paid events the webhook could not match to an application: kept for staff, answered 200 so
-- the provider stops retrying.
create table private.unmatched_payments (
  event_id text primary key constraint unmatched_payments_event_length check (char_length(event_id) between 1 and 255),
  event_type text not null,
  checkout_session_id text,
  client_reference_id text constraint unmatched_payments_reference_length check (char_length(client_reference_id) <= 255),
  amount_total integer,
  currency text,
  customer_email text constraint unmatched_payments_email_length check (char_length(customer_email) <= 254),
  received_at timestamptz not null default now()
);
alter table private.unmatched_payments enable row level security;
revoke all on table private.unmatched_payments from public, anon, authenticated;
grant select on table private.unmatched_payments to service_role;

-- Records one verified, paid checkout session. Idempotent and safe under concurrency: the same
-- event or session delivered again (or at once) changes nothing and answers 'duplicate'.
create function private.record_payment(
  p_event_id text,
  p_event_type text,
  p_checkout_session_id text,
  p_client_reference_id text,
  p_amount_total integer,
  p_currency text,
  p_customer_email text,
  p_livemode boolean default false
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_app public.applications%rowtype;
  v_payment_id bigint;
begin
  if p_event_id is null or p_checkout_session_id is null then
    raise exception using errcode = '22023', message = 'An event id and a checkout session id are required.';
  end if;
  if p_client_reference_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select * into v_app from public.applications where id = p_client_reference_id::uuid for update;
  end if;
  if v_app.id is null then
    insert into private.unmatched_payments (event_id, event_type, checkout_session_id, client_reference_id,
                                            amount_total, currency, customer_email)
    values (p_event_id, p_event_type, p_checkout_session_id, pg_catalog.left(p_client_reference_id, 255),
            p_amount_total, pg_catalog.lower(p_currency), pg_catalog.left(p_customer_email, 254))
    on conflict (event_id) do nothing;
    return 'unknown_application';
  end if;

  insert into private.application_payments (application_id, checkout_session_id, event_id, event_type,
                                            amount_total, currency, customer_email, livemode)
  values (v_app.id, p_checkout_session_id, p_event_id, p_event_type, p_amount_total,
          pg_catalog.lower(p_currency), pg_catalog.left(p_customer_email, 254), coalesce(p_livemode, false))
  on conflict do nothing
  returning id into v_payment_id;
  if v_payment_id is null then
    return 'duplicate';
  end if;

  if v_app.payment_status is distinct from 'paid' then
    update public.applications set payment_status = 'paid' where id = v_app.id;
  end if;
  perform private.enqueue('payment_received', coalesce(v_app.email, p_customer_email),
    pg_catalog.jsonb_build_object(
      'business_name', v_app.business_name,
      'name', coalesce(v_app.full_name, v_app.owner_name),
      'amount_total', p_amount_total,
      'currency', pg_catalog.lower(p_currency),
      'application_id', v_app.id),
    'payment_received:' || v_app.id, null, v_app.id);
  return 'recorded';
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Applications: the browser can no longer pay for itself.
-- ---------------------------------------------------------------------------------------------
revoke insert (payment_status), update (payment_status) on table public.applications from authenticated;

drop policy "applications: owner creates" on public.applications;
create policy "applications: owner creates"
  on public.applications
  for insert
  to authenticated
  with check (owner = (select auth.uid()) and status = 'draft' and payment_status is null);

-- The owner edits a draft, and may move it to submitted once the payment is recorded (the
-- row's payment_status, which only record_payment sets).
drop policy "applications: owner edits draft" on public.applications;
create policy "applications: owner edits draft"
  on public.applications
  for update
  to authenticated
  using (owner = (select auth.uid()) and status = 'draft')
  with check (
    owner = (select auth.uid())
    and (status = 'draft' or (status = 'submitted' and payment_status = 'paid'))
  );

-- Whoever writes (even the service role): 'paid' and 'submitted' need a recorded payment.
create function private.applications_require_payment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (new.payment_status = 'paid' and (tg_op = 'INSERT' or old.payment_status is distinct from 'paid'))
     or (new.status = 'submitted' and (tg_op = 'INSERT' or old.status <> 'submitted')) then
    if not exists (select 1 from private.application_payments p where p.application_id = new.id) then
      raise exception using
        errcode = '42501',
        message = 'The payment for this application has not been received yet.',
        hint = 'An application is submitted after the payment provider confirms the payment.';
    end if;
  end if;
  if new.status = 'submitted' and new.payment_status is distinct from 'paid' then
    raise exception using errcode = '42501', message = 'The payment for this application has not been received yet.';
  end if;
  return new;
end;
$$;
revoke all on function private.applications_require_payment() from public, anon, authenticated;

create trigger applications_require_payment
  before insert or update of status, payment_status on public.applications
  for each row execute function private.applications_require_payment();

-- "Application received" goes out with the move to submitted.
create function private.applications_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'submitted' and old.status = 'draft' then
    perform private.enqueue('application_received', new.email,
      pg_catalog.jsonb_build_object(
        'business_name', new.business_name,
        'name', coalesce(new.full_name, new.owner_name),
        'application_id', new.id),
      'application_received:' || new.id, null, new.id);
  end if;
  return null;
end;
$$;
revoke all on function private.applications_notify() from public, anon, authenticated;

create trigger applications_notify
  after update of status on public.applications
  for each row execute function private.applications_notify();

-- ---------------------------------------------------------------------------------------------
-- Rate limits: per client address, per action, in fixed windows.
-- ---------------------------------------------------------------------------------------------
create table private.rate_limits (
  bucket text not null constraint rate_limits_bucket_length check (char_length(bucket) <= 200),
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, window_start)
);
alter table private.rate_limits enable row level security;
revoke all on table private.rate_limits from public, anon, authenticated;
grant select on table private.rate_limits to service_role;

-- The client's address as the API gateway passes it: Cloudflare's cf-connecting-ip (set by the
-- edge, not by the client), else the last x-forwarded-for entry (the one the nearest proxy
-- appended), else one shared bucket for requests without an address.
create function private.client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_headers json;
  v_xff text[];
  v_addr text;
begin
  begin
    v_headers := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  exception when others then
    v_headers := null;
  end;
  v_addr := pg_catalog.btrim(v_headers ->> 'cf-connecting-ip');
  if coalesce(v_addr, '') = '' then
    v_xff := pg_catalog.string_to_array(v_headers ->> 'x-forwarded-for', ',');
    v_addr := pg_catalog.btrim(v_xff[pg_catalog.array_length(v_xff, 1)]);
  end if;
  if coalesce(v_addr, '') = '' then
    return 'unknown';
  end if;
  return pg_catalog.left(v_addr, 64);
end;
$$;
revoke all on function private.client_address() from public, anon, authenticated;

-- Counts one request of the calling client; raises 429 over the limit. The service role and
-- direct SQL (no API claims) are not limited.
create function private.take_rate_token(p_action text, p_limit integer, p_window interval)
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
begin
  if v_role not in ('anon', 'authenticated') then
    return;
  end if;
  v_bucket := p_action || ':' || private.client_address();
  v_window := pg_catalog.date_bin(p_window, pg_catalog.now(), timestamptz '2000-01-01 00:00:00+00');
  insert into private.rate_limits (bucket, window_start, hits) values (v_bucket, v_window, 1)
  on conflict (bucket, window_start) do update set hits = private.rate_limits.hits + 1
  returning hits into v_hits;
  if v_hits = 1 then
    delete from private.rate_limits r where r.bucket = v_bucket and r.window_start < v_window - interval '1 day';
  end if;
  if v_hits > p_limit then
    raise exception using
      errcode = 'PT429',
      message = 'Too many requests from this connection. Please wait a little and try again, or call us.',
      hint = 'rate_limited';
  end if;
end;
$$;
revoke all on function private.take_rate_token(text, integer, interval) from public, anon, authenticated;

-- Leads: after the honeypot and idempotent-retry checks of leads_before_insert (triggers fire in
-- name order, and a trigger returning null stops the rest), so only stored leads count.
create function private.leads_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.take_rate_token('lead', s.leads_per_client_per_hour, interval '1 hour')
     from private.notification_settings s;
  return new;
end;
$$;
revoke all on function private.leads_rate_limit() from public, anon, authenticated;

create trigger leads_before_insert_rate_limit
  before insert on public.leads
  for each row execute function private.leads_rate_limit();

-- Applications: new applications per client per hour, and a few open drafts per applicant.
create function private.applications_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_settings private.notification_settings%rowtype;
  v_open integer;
begin
  select * into v_settings from private.notification_settings;
  perform private.take_rate_token('application', v_settings.applications_per_client_per_hour, interval '1 hour');
  if new.status = 'draft' then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('applications:' || new.owner::text, 0));
    select pg_catalog.count(*) into v_open
      from public.applications a where a.owner = new.owner and a.status = 'draft';
    if v_open >= v_settings.open_drafts_per_owner then
      raise exception using
        errcode = 'PT429',
        message = 'You already have ' || v_open || ' applications in progress. Finish or continue one of them.',
        hint = 'too_many_drafts';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.applications_limits() from public, anon, authenticated;

create trigger applications_limits
  before insert on public.applications
  for each row execute function private.applications_limits();

-- ---------------------------------------------------------------------------------------------
-- The API: service-role-only delivery and payment functions, staff views.
-- ---------------------------------------------------------------------------------------------
create function public.claim_notifications(p_limit integer default 20)
returns table (id bigint, attempt integer, channel text, recipient text, template text, data jsonb,
               dedup_key text, created_at timestamptz)
language sql
security invoker
set search_path = ''
as $$ select * from private.claim_notifications(p_limit); $$;

create function public.mark_notification_sent(p_id bigint, p_attempt integer)
returns boolean
language sql
security invoker
set search_path = ''
as $$ select coalesce(private.mark_notification_sent(p_id, p_attempt), false); $$;

create function public.mark_notification_failed(p_id bigint, p_attempt integer, p_error text)
returns text
language sql
security invoker
set search_path = ''
as $$ select private.mark_notification_failed(p_id, p_attempt, p_error); $$;

create function public.record_payment(
  p_event_id text, p_event_type text, p_checkout_session_id text, p_client_reference_id text,
  p_amount_total integer, p_currency text, p_customer_email text, p_livemode boolean default false
)
returns text
language sql
security invoker
set search_path = ''
as $$
  select private.record_payment(p_event_id, p_event_type, p_checkout_session_id, p_client_reference_id,
                                p_amount_total, p_currency, p_customer_email, p_livemode);
$$;

create function public.lead_notifications(p_lead_id uuid)
returns table (id bigint, template text, recipient text, state text, attempts integer, max_attempts integer,
               last_error text, created_at timestamptz, sent_at timestamptz, failed_at timestamptz,
               next_attempt_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.lead_notifications(p_lead_id); $$;

create function public.failed_notifications(p_limit integer default 50)
returns table (id bigint, template text, recipient text, reference text, lead_id uuid, application_id uuid,
               attempts integer, last_error text, failed_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.failed_notifications(p_limit); $$;

create function public.retry_notification(p_id bigint)
returns void
language sql
security invoker
set search_path = ''
as $$ select private.retry_notification(p_id); $$;

-- Grants: delivery and payments for the service role only; the staff views for signed-in users
-- (each checks the role inside).
do $$
declare
  f text;
begin
  foreach f in array array[
    'private.claim_notifications(integer)', 'public.claim_notifications(integer)',
    'private.mark_notification_sent(bigint, integer)', 'public.mark_notification_sent(bigint, integer)',
    'private.mark_notification_failed(bigint, integer, text)', 'public.mark_notification_failed(bigint, integer, text)',
    'private.record_payment(text, text, text, text, integer, text, text, boolean)',
    'public.record_payment(text, text, text, text, integer, text, text, boolean)'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', f);
    execute format('grant execute on function %s to service_role', f);
  end loop;
  foreach f in array array[
    'private.lead_notifications(uuid)', 'public.lead_notifications(uuid)',
    'private.failed_notifications(integer)', 'public.failed_notifications(integer)',
    'private.retry_notification(bigint)', 'public.retry_notification(bigint)'
  ] loop
    execute format('revoke all on function %s from public, anon', f);
    execute format('grant execute on function %s to authenticated, service_role', f);
  end loop;
end;
$$;

-- Applications, like leads, are written one row per request by the public API.
create trigger applications_one_row_per_request
  after insert on public.applications
  referencing new table as inserted_rows
  for each statement execute function private.refuse_bulk_public_insert();
