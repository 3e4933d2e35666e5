-- Refunds and disputes reverse the paid state and tell staff (issue 25 finding 2;
-- docs/dispatch-api.md "Payment").
--
-- Before: the payment webhook acknowledged and ignored charge.refunded and
-- charge.dispute.created, so an applicant could pay, be reviewed and charge the fee back while
-- the application stayed paid. Now a verified payment keeps the provider's payment intent (the
-- one id that refunds and disputes name), and private.record_payment_reversal, called by the
-- webhook after the signature check:
-- * marks that payment reversed ('refunded' or 'disputed'); when no other payment of the
--   application stands, the application's payment_status becomes 'refunded' or 'disputed';
-- * restores it when the provider closes a dispute in our favour;
-- * keeps every such event in private.payment_reversals (one row per event: replays change
--   nothing) and e-mails the dispatch inbox in the same transaction.
-- An application whose payment stands no more cannot be submitted or approved (the trigger
-- below); staff can still reject it or request changes, and an approved professional stays
-- active until staff decide (the e-mail and the console say so).

-- ---------------------------------------------------------------------------------------------
-- What a payment is and whether it still stands
-- ---------------------------------------------------------------------------------------------
alter table private.application_payments
  add column payment_intent text
    constraint application_payments_intent_format check (payment_intent ~ '^pi_[A-Za-z0-9_]{1,250}$'),
  add column reversal text
    constraint application_payments_reversal_values check (reversal in ('refunded', 'disputed')),
  add column reversed_at timestamptz,
  add constraint application_payments_reversal_pair check ((reversal is null) = (reversed_at is null));
create unique index application_payments_intent_unique
  on private.application_payments (payment_intent) where payment_intent is not null;
comment on column private.application_payments.payment_intent is
  'The provider''s payment intent (pi_…): what refunds and disputes name.';
comment on column private.application_payments.reversal is
  'refunded or disputed: the payment no longer stands (private.record_payment_reversal).';

alter table public.applications drop constraint applications_payment_status_values;
alter table public.applications
  add constraint applications_payment_status_values check (payment_status in ('paid', 'refunded', 'disputed'));

create table private.payment_reversals (
  id bigint generated always as identity primary key,
  event_id text not null
    constraint payment_reversals_event_length check (char_length(event_id) between 1 and 255),
  event_type text not null constraint payment_reversals_event_type_length check (char_length(event_type) between 1 and 100),
  payment_intent text constraint payment_reversals_intent_length check (char_length(payment_intent) <= 255),
  -- What happened: refunded, disputed, a dispute won (the money came back) or lost.
  kind text not null constraint payment_reversals_kind_values check (kind in ('refunded', 'disputed', 'dispute_won', 'dispute_lost')),
  amount integer constraint payment_reversals_amount_range check (amount >= 0),
  currency text constraint payment_reversals_currency_format check (currency ~ '^[a-z]{3}$'),
  reason text constraint payment_reversals_reason_length check (char_length(reason) <= 100),
  application_id uuid references public.applications (id) on delete cascade,
  -- reversed (the application is no longer paid), restored (paid again), another_payment_stands,
  -- recorded (nothing to change), unknown_payment (no payment of ours has that intent).
  outcome text not null constraint payment_reversals_outcome_values check (outcome in (
    'reversed', 'restored', 'another_payment_stands', 'recorded', 'unknown_payment')),
  received_at timestamptz not null default now(),
  constraint payment_reversals_event_unique unique (event_id)
);
comment on table private.payment_reversals is
  'Refunds and disputes the payment webhook verified, one row per event (private.record_payment_reversal).';
create index payment_reversals_application_idx on private.payment_reversals (application_id);
alter table private.payment_reversals enable row level security;
revoke all on table private.payment_reversals from public, anon, authenticated;
grant select on table private.payment_reversals to service_role;

-- ---------------------------------------------------------------------------------------------
-- Whoever writes (even the service role): 'paid' and 'submitted' need a payment that stands,
-- and so does 'approved'. As in 20261123110000_notifications, plus: a reversed payment does not
-- count; a submitted application may lose its paid state (a refund); approval needs 'paid'.
-- ---------------------------------------------------------------------------------------------
create or replace function private.applications_require_payment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (new.payment_status = 'paid' and (tg_op = 'INSERT' or old.payment_status is distinct from 'paid'))
     or (new.status = 'submitted' and (tg_op = 'INSERT' or old.status <> 'submitted')) then
    if not exists (select 1 from private.application_payments p
                    where p.application_id = new.id and p.reversed_at is null) then
      raise exception using
        errcode = '42501',
        message = 'The payment for this application has not been received yet.',
        hint = 'An application is submitted after the payment provider confirms the payment.';
    end if;
  end if;
  if new.status = 'submitted' and (tg_op = 'INSERT' or old.status <> 'submitted')
     and new.payment_status is distinct from 'paid' then
    raise exception using errcode = '42501', message = 'The payment for this application has not been received yet.';
  end if;
  if new.status = 'approved' and (tg_op = 'INSERT' or old.status <> 'approved')
     and new.payment_status is distinct from 'paid' then
    raise exception using
      -- An insert that is already approved is no decision: refused like any other privilege.
      errcode = case when tg_op = 'INSERT' then '42501' else 'P0001' end,
      message = 'The payment for this application was ' || coalesce(new.payment_status, 'not received')
                || ': it cannot be approved. Reject it or request changes.';
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- record_payment keeps the payment intent. As in 20261126122000_payments_bind_to_what_is_sold,
-- plus p_payment_intent; the old signature goes.
-- ---------------------------------------------------------------------------------------------
drop function public.record_payment(text, text, text, text, integer, text, text, boolean, text, text);
drop function private.record_payment(text, text, text, text, integer, text, text, boolean, text, text);

create function private.record_payment(
  p_event_id text,
  p_event_type text,
  p_checkout_session_id text,
  p_client_reference_id text,
  p_amount_total integer,
  p_currency text,
  p_customer_email text,
  p_livemode boolean default false,
  p_mode text default 'payment',
  p_payment_link text default null,
  p_payment_intent text default null
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_app public.applications%rowtype;
  v_payment_id bigint;
  v_sold private.payment_settings%rowtype;
  v_reasons text[] := '{}';
  v_intent text := case when p_payment_intent ~ '^pi_[A-Za-z0-9_]{1,250}$' then p_payment_intent end;
begin
  if p_event_id is null or p_checkout_session_id is null then
    raise exception using errcode = '22023', message = 'An event id and a checkout session id are required.';
  end if;
  select * into v_sold from private.payment_settings;
  if p_amount_total is null then
    v_reasons := v_reasons || 'no amount'::text;
  elsif p_amount_total <> v_sold.amount_total then
    v_reasons := v_reasons || pg_catalog.format('amount %s, not %s', p_amount_total, v_sold.amount_total);
  end if;
  if coalesce(pg_catalog.lower(p_currency), '') <> v_sold.currency then
    v_reasons := v_reasons || pg_catalog.format('currency %s, not %s', coalesce(pg_catalog.lower(p_currency), 'none'), v_sold.currency);
  end if;
  if coalesce(p_mode, '') <> v_sold.mode then
    v_reasons := v_reasons || pg_catalog.format('mode %s, not %s', coalesce(p_mode, 'none'), v_sold.mode);
  end if;
  if coalesce(p_livemode, false) <> v_sold.livemode then
    v_reasons := v_reasons || case when v_sold.livemode then 'a test-mode event' else 'a live-mode event' end;
  end if;
  if v_sold.payment_link is not null and p_payment_link is distinct from v_sold.payment_link then
    v_reasons := v_reasons || pg_catalog.format('payment link %s, not %s', coalesce(p_payment_link, 'none'), v_sold.payment_link);
  end if;

  if p_client_reference_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select * into v_app from public.applications where id = p_client_reference_id::uuid for update;
  end if;
  if v_app.id is null then
    v_reasons := array['unknown_application'] || v_reasons;
  end if;
  if pg_catalog.cardinality(v_reasons) > 0 then
    insert into private.unmatched_payments (event_id, event_type, checkout_session_id, client_reference_id,
                                            amount_total, currency, customer_email, reason, mode, livemode, payment_link)
    values (p_event_id, p_event_type, p_checkout_session_id, pg_catalog.left(p_client_reference_id, 255),
            p_amount_total, pg_catalog.lower(p_currency), pg_catalog.left(p_customer_email, 254),
            pg_catalog.array_to_string(v_reasons, '; '), pg_catalog.left(p_mode, 40), p_livemode, pg_catalog.left(p_payment_link, 255))
    on conflict (event_id) do nothing;
    return case when v_app.id is null then 'unknown_application' else 'unmatched' end;
  end if;

  insert into private.application_payments (application_id, checkout_session_id, event_id, event_type,
                                            amount_total, currency, customer_email, livemode, payment_intent)
  values (v_app.id, p_checkout_session_id, p_event_id, p_event_type, p_amount_total,
          pg_catalog.lower(p_currency), pg_catalog.left(p_customer_email, 254), coalesce(p_livemode, false), v_intent)
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

create function public.record_payment(
  p_event_id text, p_event_type text, p_checkout_session_id text, p_client_reference_id text,
  p_amount_total integer, p_currency text, p_customer_email text, p_livemode boolean default false,
  p_mode text default 'payment', p_payment_link text default null, p_payment_intent text default null
)
returns text
language sql
security invoker
set search_path = ''
as $$
  select private.record_payment(p_event_id, p_event_type, p_checkout_session_id, p_client_reference_id,
                                p_amount_total, p_currency, p_customer_email, p_livemode, p_mode, p_payment_link,
                                p_payment_intent);
$$;

-- ---------------------------------------------------------------------------------------------
-- A refund or a dispute, verified by the webhook. Idempotent per event; locks the payment and
-- the application, so concurrent deliveries of a refund and a dispute settle one after the other.
-- ---------------------------------------------------------------------------------------------
create function private.record_payment_reversal(
  p_event_id text,
  p_event_type text,
  p_payment_intent text,
  p_kind text,
  p_amount integer default null,
  p_currency text default null,
  p_reason text default null
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment private.application_payments%rowtype;
  v_app public.applications%rowtype;
  v_row_id bigint;
  v_outcome text;
  v_reversal text;
  v_currency text := case when pg_catalog.lower(p_currency) ~ '^[a-z]{3}$' then pg_catalog.lower(p_currency) end;
  v_amount integer := case when p_amount >= 0 then p_amount end;
begin
  if p_event_id is null or p_event_type is null then
    raise exception using errcode = '22023', message = 'An event id and type are required.';
  end if;
  if p_kind is null or p_kind not in ('refunded', 'disputed', 'dispute_won', 'dispute_lost') then
    raise exception using errcode = '22023', message = 'The kind is refunded, disputed, dispute_won or dispute_lost.';
  end if;

  if p_payment_intent is not null then
    select * into v_payment from private.application_payments where payment_intent = p_payment_intent for update;
  end if;
  insert into private.payment_reversals (event_id, event_type, payment_intent, kind, amount, currency, reason,
                                         application_id, outcome)
  values (pg_catalog.left(p_event_id, 255), pg_catalog.left(p_event_type, 100), pg_catalog.left(p_payment_intent, 255),
          p_kind, v_amount, v_currency, pg_catalog.left(p_reason, 100), v_payment.application_id,
          case when v_payment.id is null then 'unknown_payment' else 'recorded' end)
  on conflict (event_id) do nothing
  returning id into v_row_id;
  if v_row_id is null then
    return 'duplicate';
  end if;
  if v_payment.id is null then
    return 'unknown_payment';
  end if;

  select * into v_app from public.applications where id = v_payment.application_id for update;

  if p_kind in ('refunded', 'disputed', 'dispute_lost') then
    -- A refund after a dispute is a refund; a lost dispute leaves the payment disputed.
    v_reversal := case p_kind when 'refunded' then 'refunded' else coalesce(v_payment.reversal, 'disputed') end;
    update private.application_payments
       set reversal = v_reversal, reversed_at = coalesce(reversed_at, pg_catalog.now())
     where id = v_payment.id;
    if exists (select 1 from private.application_payments p
                where p.application_id = v_app.id and p.reversed_at is null) then
      v_outcome := 'another_payment_stands';
    elsif v_app.payment_status is distinct from v_reversal then
      update public.applications set payment_status = v_reversal where id = v_app.id;
      v_outcome := case when v_app.payment_status = 'paid' then 'reversed' else 'recorded' end;
    else
      v_outcome := 'recorded';
    end if;
  else
    -- dispute_won: the provider returned the money; the payment stands again unless refunded.
    if v_payment.reversal = 'disputed' then
      update private.application_payments set reversal = null, reversed_at = null where id = v_payment.id;
      if v_app.payment_status is distinct from 'paid' then
        update public.applications set payment_status = 'paid' where id = v_app.id;
        v_outcome := 'restored';
      else
        v_outcome := 'recorded';
      end if;
    else
      v_outcome := 'recorded';
    end if;
  end if;
  update private.payment_reversals set outcome = v_outcome where id = v_row_id;

  perform private.enqueue('payment_reversed', s.dispatch_inbox,
    pg_catalog.jsonb_build_object(
      'kind', p_kind,
      'outcome', v_outcome,
      'amount', v_amount,
      'currency', v_currency,
      'reason', pg_catalog.left(p_reason, 100),
      'business_name', v_app.business_name,
      'application_id', v_app.id,
      'application_status', v_app.status),
    'payment_reversed:' || p_event_id, null, v_app.id)
    from private.notification_settings s;
  return v_outcome;
end;
$$;

create function public.record_payment_reversal(
  p_event_id text, p_event_type text, p_payment_intent text, p_kind text,
  p_amount integer default null, p_currency text default null, p_reason text default null
)
returns text
language sql
security invoker
set search_path = ''
as $$ select private.record_payment_reversal(p_event_id, p_event_type, p_payment_intent, p_kind, p_amount, p_currency, p_reason); $$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'private.record_payment(text, text, text, text, integer, text, text, boolean, text, text, text)',
    'public.record_payment(text, text, text, text, integer, text, text, boolean, text, text, text)',
    'private.record_payment_reversal(text, text, text, text, integer, text, text)',
    'public.record_payment_reversal(text, text, text, text, integer, text, text)'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', f);
    execute format('grant execute on function %s to service_role', f);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The staff e-mail
-- ---------------------------------------------------------------------------------------------
alter table private.outbox drop constraint outbox_template_values;
alter table private.outbox
  add constraint outbox_template_values check (template in (
    'lead_received', 'lead_new', 'offer_new', 'offer_returned', 'lead_assigned',
    'lead_cancelled_pro', 'application_received', 'payment_received', 'payment_reversed',
    'application_approved', 'application_rejected', 'application_changes_requested',
    'newsletter_confirm', 'newsletter_update'
  ));

-- ---------------------------------------------------------------------------------------------
-- What the console shows. The review queue counts only payments that stand (as in
-- 20261123120000_application_review); the detail lists each payment with its reversal and the
-- reversal events (as in 20261126120000_pro_accounts_through_auth, plus those).
-- ---------------------------------------------------------------------------------------------
create or replace function private.application_queue()
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
  select a.id, a.status,
         exists (select 1 from private.application_payments p where p.application_id = a.id and p.reversed_at is null),
         a.business_name, a.owner_name, a.full_name, a.email, a.service_counties, a.counties_served, a.created_at,
         a.updated_at, a.review_message
    from public.applications a
   where a.status in ('draft', 'submitted')
   order by a.updated_at
   limit 500;
end;
$$;

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
        'currency', p.currency, 'customer_email', p.customer_email, 'livemode', p.livemode, 'created_at', p.created_at,
        'payment_intent', p.payment_intent, 'reversal', p.reversal, 'reversed_at', p.reversed_at)
        order by p.id)
      from private.application_payments p where p.application_id = p_application_id), '[]'::json),
    'reversals', coalesce((select pg_catalog.json_agg(pg_catalog.json_build_object(
        'event_id', r.event_id, 'kind', r.kind, 'amount', r.amount, 'currency', r.currency, 'reason', r.reason,
        'outcome', r.outcome, 'received_at', r.received_at) order by r.id)
      from private.payment_reversals r where r.application_id = p_application_id), '[]'::json),
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
