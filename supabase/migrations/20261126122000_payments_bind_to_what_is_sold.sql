-- Payments bind to what is sold (issue 25 finding 2; docs/dispatch-api.md "Payment").
--
-- Before: any correctly signed paid checkout session naming an application marked it paid,
-- whatever it charged (1 cent, $0 where a fee is set, another currency), in whatever mode, live
-- or test, through whatever payment link. Now record_payment compares the session with
-- private.payment_settings (the application processing fee as sold) and records anything else
-- in private.unmatched_payments with the reason, for staff, without marking the application paid.

create table private.payment_settings (
  id boolean primary key default true constraint payment_settings_one_row check (id),
  -- The fee in the currency's smallest unit (cents). The local test checkout charges 0.
  amount_total integer not null default 0 constraint payment_settings_amount_range check (amount_total >= 0),
  currency text not null default 'usd' constraint payment_settings_currency_format check (currency ~ '^[a-z]{3}$'),
  -- Checkout mode: a one-time payment, never a subscription.
  mode text not null default 'payment' constraint payment_settings_mode_values check (mode = 'payment'),
  -- Live events on a live project, test events on a test one (the local checkout: false).
  livemode boolean not null default false,
  -- The payment link the site opens (plink_…); null accepts any (the local checkout has none).
  payment_link text constraint payment_settings_payment_link_format check (payment_link ~ '^plink_[A-Za-z0-9]{1,250}$'),
  updated_at timestamptz not null default now()
);
comment on table private.payment_settings is
  'What the application processing fee is (one row). On a hosted project: update private.payment_settings set amount_total = …, currency = …, livemode = true, payment_link = ''plink_…'';';
alter table private.payment_settings enable row level security;
revoke all on table private.payment_settings from public, anon, authenticated;
grant select, update on table private.payment_settings to service_role;
insert into private.payment_settings default values;

alter table private.unmatched_payments
  add column reason text,
  add column mode text,
  add column livemode boolean,
  add column payment_link text;
comment on column private.unmatched_payments.reason is
  'Why the payment marked nothing paid: unknown_application, or what differs from private.payment_settings.';

-- As in 20261123110000_notifications, plus the check against what is sold. The old signature
-- goes (a caller could otherwise skip the check).
drop function public.record_payment(text, text, text, text, integer, text, text, boolean);
drop function private.record_payment(text, text, text, text, integer, text, text, boolean);

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
  p_payment_link text default null
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

create function public.record_payment(
  p_event_id text, p_event_type text, p_checkout_session_id text, p_client_reference_id text,
  p_amount_total integer, p_currency text, p_customer_email text, p_livemode boolean default false,
  p_mode text default 'payment', p_payment_link text default null
)
returns text
language sql
security invoker
set search_path = ''
as $$
  select private.record_payment(p_event_id, p_event_type, p_checkout_session_id, p_client_reference_id,
                                p_amount_total, p_currency, p_customer_email, p_livemode, p_mode, p_payment_link);
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'private.record_payment(text, text, text, text, integer, text, text, boolean, text, text)',
    'public.record_payment(text, text, text, text, integer, text, text, boolean, text, text)'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', f);
    execute format('grant execute on function %s to service_role', f);
  end loop;
end;
$$;

-- Staff see the payments that marked nothing paid (the console's "Unmatched payments").
create function private.unmatched_payments_for_staff(p_limit integer default 50)
returns table (event_id text, event_type text, checkout_session_id text, client_reference_id text, amount_total integer,
               currency text, customer_email text, reason text, mode text, livemode boolean, payment_link text, received_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select u.event_id, u.event_type, u.checkout_session_id, u.client_reference_id, u.amount_total, u.currency,
           u.customer_email, u.reason, u.mode, u.livemode, u.payment_link, u.received_at
      from private.unmatched_payments u
     order by u.received_at desc
     limit least(greatest(coalesce(p_limit, 50), 1), 200);
end;
$$;

create function public.unmatched_payments_for_staff(p_limit integer default 50)
returns table (event_id text, event_type text, checkout_session_id text, client_reference_id text, amount_total integer,
               currency text, customer_email text, reason text, mode text, livemode boolean, payment_link text, received_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.unmatched_payments_for_staff(p_limit); $$;

revoke all on function private.unmatched_payments_for_staff(integer) from public, anon;
revoke all on function public.unmatched_payments_for_staff(integer) from public, anon;
grant execute on function private.unmatched_payments_for_staff(integer) to authenticated, service_role;
grant execute on function public.unmatched_payments_for_staff(integer) to authenticated, service_role;
