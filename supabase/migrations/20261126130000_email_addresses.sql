-- E-mail addresses are one plain mailbox, stored canonically, and the caps on what the site
-- mails count what a mail server delivers to (docs/dispatch-api.md "E-mail addresses" and
-- "Limits"). An outside test delivered 404 confirmations to one mailbox through variants the
-- old check accepted (`v1<victim@example.org>`, `victim?bcc=attacker%40x@example.org`) and
-- that the cap, counting the literal string, counted apart.
--
-- * public.email_address: the one definition of an address (the pattern of
--   supabase/functions/_shared/email-address.ts, which every form uses): `local@domain`, lower
--   case, no display name, no quoted local part, none of ? & % ! , ; < > `, the domain in ASCII.
--   Every column holding an address someone typed checks its value against it (the columns stay
--   text, so the functions returning them are unchanged). Leads and applications canonicalise
--   (trim, lower case) before the check, as the forms do.
-- * Existing rows: canonicalised; a value still refused is kept in
--   private.refused_email_addresses and replaced (a placeholder `refused-<id>@address.invalid`
--   where the column is required, null where it is not, the newsletter row removed); unsent
--   messages to it fail.
-- * Confirmation caps: per mailbox (the local part without its +tag, so case and +tags do not
--   multiply mail), per destination domain, and for the whole site, per day.
-- * Rate limits: an IPv6 client is its /64 (one subscriber's network); the per-client limits are
--   raised to NAT-friendly values (30 an hour), the layered caps above being the protection
--   against mailing strangers.

-- ---------------------------------------------------------------------------------------------
-- The address
-- ---------------------------------------------------------------------------------------------
create domain public.email_address as text
  constraint email_address_format check (
    char_length(value) <= 254
    and pg_catalog.strpos(value, '@') between 2 and 65
    and value ~ '^[a-z0-9#$''*+/=^_{|}~-]+(\.[a-z0-9#$''*+/=^_{|}~-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$'
  );
comment on domain public.email_address is
  'One plain e-mail address in canonical form (supabase/functions/_shared/email-address.ts holds the same pattern).';

-- Whether a value is an address (false, never an error, for anything else).
create function private.is_email_address(p_value text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  perform p_value::public.email_address;
  return p_value is not null;
exception when check_violation then
  return false;
end;
$$;
revoke all on function private.is_email_address(text) from public, anon, authenticated;

-- The destination domain, and the mailbox a message reaches (the +tag dropped), of an address.
create function private.email_domain(p_address text)
returns text
language sql
immutable
set search_path = ''
as $$ select pg_catalog.split_part(p_address, '@', 2); $$;

create function private.email_mailbox(p_address text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.regexp_replace(pg_catalog.split_part(p_address, '@', 1), '\+.*$', '')
         || '@' || pg_catalog.split_part(p_address, '@', 2);
$$;
revoke all on function private.email_domain(text) from public, anon, authenticated;
revoke all on function private.email_mailbox(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Existing rows
-- ---------------------------------------------------------------------------------------------
create table private.refused_email_addresses (
  id bigint generated always as identity primary key,
  table_name text not null,
  row_id text not null,
  original text not null,
  replaced_by text,
  refused_at timestamptz not null default now()
);
alter table private.refused_email_addresses enable row level security;
revoke all on table private.refused_email_addresses from public, anon, authenticated;
grant select on table private.refused_email_addresses to service_role;

update public.leads set email = pg_catalog.lower(pg_catalog.btrim(email)) where email <> pg_catalog.lower(pg_catalog.btrim(email));
update public.applications set email = pg_catalog.lower(pg_catalog.btrim(email)) where email <> pg_catalog.lower(pg_catalog.btrim(email));
update public.newsletter_subscriptions s set email = pg_catalog.lower(pg_catalog.btrim(s.email))
 where s.email <> pg_catalog.lower(pg_catalog.btrim(s.email))
   and not exists (select 1 from public.newsletter_subscriptions o
                    where o.id <> s.id and pg_catalog.lower(o.email) = pg_catalog.lower(pg_catalog.btrim(s.email)));

with refused as (
  select id, email from public.leads where not private.is_email_address(email)
), kept as (
  insert into private.refused_email_addresses (table_name, row_id, original, replaced_by)
  select 'leads', id::text, email, 'refused-' || pg_catalog.replace(id::text, '-', '') || '@address.invalid' from refused
  returning row_id, replaced_by
)
update public.leads l set email = k.replaced_by from kept k where l.id::text = k.row_id;

with refused as (
  select id, email from public.applications where email is not null and not private.is_email_address(email)
), kept as (
  insert into private.refused_email_addresses (table_name, row_id, original)
  select 'applications', id::text, email from refused
  returning row_id
)
update public.applications a set email = null from kept k where a.id::text = k.row_id;

with refused as (
  select id, email from public.pros where not private.is_email_address(email)
), kept as (
  insert into private.refused_email_addresses (table_name, row_id, original, replaced_by)
  select 'pros', id::text, email, 'refused-' || pg_catalog.replace(id::text, '-', '') || '@address.invalid' from refused
  returning row_id, replaced_by
)
update public.pros p set email = k.replaced_by from kept k where p.id::text = k.row_id;

with refused as (
  select id, email from public.newsletter_subscriptions where not private.is_email_address(email)
), kept as (
  insert into private.refused_email_addresses (table_name, row_id, original)
  select 'newsletter_subscriptions', id::text, email from refused
  returning row_id
)
delete from public.newsletter_subscriptions s using kept k where s.id::text = k.row_id;

with refused as (
  select singleton, dispatch_inbox from private.notification_settings
   where dispatch_inbox is not null and not private.is_email_address(dispatch_inbox)
), kept as (
  insert into private.refused_email_addresses (table_name, row_id, original)
  select 'notification_settings', 'dispatch_inbox', dispatch_inbox from refused
  returning row_id
)
update private.notification_settings set dispatch_inbox = null where singleton and exists (select 1 from kept);

with refused as (
  select id, recipient from private.outbox where not private.is_email_address(recipient)
), kept as (
  insert into private.refused_email_addresses (table_name, row_id, original, replaced_by)
  select 'outbox', id::text, recipient, 'refused-' || id || '@address.invalid' from refused
  returning row_id, replaced_by
)
update private.outbox o
   set recipient = k.replaced_by,
       failed_at = case when o.sent_at is null then coalesce(o.failed_at, pg_catalog.now()) else o.failed_at end,
       last_error = case when o.sent_at is null then 'The address is not one plain e-mail address.' else o.last_error end
  from kept k where o.id::text = k.row_id;

-- ---------------------------------------------------------------------------------------------
-- The columns: one rule, the domain's. Lengths stay written out (tests/integration/limits.test.ts
-- compares them with the forms').
-- ---------------------------------------------------------------------------------------------
alter table public.leads drop constraint leads_email_format;
alter table public.leads add constraint leads_email_address
  check (char_length(email) <= 254 and (email::public.email_address) is not null);

alter table public.applications drop constraint applications_email_format;
alter table public.applications add constraint applications_email_address
  check (email is null or (char_length(email) <= 254 and (email::public.email_address) is not null));

alter table public.newsletter_subscriptions drop constraint newsletter_subscriptions_email_format;
alter table public.newsletter_subscriptions add constraint newsletter_subscriptions_email_address
  check (char_length(email) <= 254 and (email::public.email_address) is not null);

alter table public.pros drop constraint pros_email_format;
alter table public.pros add constraint pros_email_address
  check (char_length(email) <= 254 and (email::public.email_address) is not null);

alter table private.notification_settings drop constraint notification_settings_dispatch_inbox_format;
alter table private.notification_settings add constraint notification_settings_dispatch_inbox_address
  check (dispatch_inbox is null or (dispatch_inbox::public.email_address) is not null);

alter table private.outbox drop constraint outbox_recipient_format;
alter table private.outbox add constraint outbox_recipient_address
  check ((recipient::public.email_address) is not null);

-- Leads and applications: the typed address in canonical form (trimmed, lower case) before the
-- check, as the forms send it. Named to fire before the other BEFORE triggers (name order),
-- so the row leads_before_insert writes is already canonical.
create function private.canonical_email_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.email is not null then
    new.email := pg_catalog.lower(pg_catalog.btrim(new.email));
  end if;
  return new;
end;
$$;
revoke all on function private.canonical_email_before_write() from public, anon, authenticated;

create trigger leads_a_canonical_email
  before insert or update of email on public.leads
  for each row execute function private.canonical_email_before_write();
create trigger applications_a_canonical_email
  before insert or update of email on public.applications
  for each row execute function private.canonical_email_before_write();

-- ---------------------------------------------------------------------------------------------
-- Caps on confirmations: per mailbox (as before, per template), per destination domain and for
-- the whole site (both confirmation templates together), per day.
-- ---------------------------------------------------------------------------------------------
alter table private.notification_settings
  add column confirmations_per_domain_per_day integer not null default 100
    constraint notification_settings_domain_confirmations_range check (confirmations_per_domain_per_day between 0 and 1000000),
  add column confirmations_per_day integer not null default 1000
    constraint notification_settings_site_confirmations_range check (confirmations_per_day between 0 and 10000000);
comment on column private.notification_settings.confirmations_per_recipient_per_day is
  'Confirmations (request or newsletter, each) to one mailbox a day; the mailbox is the address without its +tag.';
comment on column private.notification_settings.confirmations_per_domain_per_day is
  'Confirmations (request and newsletter together) to one destination domain a day.';
comment on column private.notification_settings.confirmations_per_day is
  'Confirmations (request and newsletter together) the site sends a day, to anyone.';

create index outbox_confirmation_domain_idx on private.outbox (private.email_domain(recipient), created_at)
  where template in ('lead_received', 'newsletter_confirm');
create index outbox_confirmation_mailbox_idx on private.outbox (private.email_mailbox(recipient), template, created_at)
  where template in ('lead_received', 'newsletter_confirm');
create index outbox_confirmation_created_idx on private.outbox (created_at)
  where template in ('lead_received', 'newsletter_confirm');

-- Whether one more confirmation of this template may go to this address today; serialised per
-- destination domain so parallel requests cannot overshoot.
create function private.confirmation_allowed(p_template text, p_recipient text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_settings private.notification_settings%rowtype;
  v_address text := pg_catalog.lower(pg_catalog.btrim(p_recipient));
  v_since timestamptz := pg_catalog.now() - interval '1 day';
  v_count integer;
begin
  if not private.is_email_address(v_address) then
    return false;
  end if;
  select * into v_settings from private.notification_settings;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('confirmations:' || private.email_domain(v_address), 0));
  select pg_catalog.count(*) into v_count from private.outbox o
   where o.template = p_template
     and private.email_mailbox(o.recipient) = private.email_mailbox(v_address)
     and o.created_at > v_since;
  if v_count >= v_settings.confirmations_per_recipient_per_day then
    return false;
  end if;
  select pg_catalog.count(*) into v_count from private.outbox o
   where o.template in ('lead_received', 'newsletter_confirm')
     and private.email_domain(o.recipient) = private.email_domain(v_address)
     and o.created_at > v_since;
  if v_count >= v_settings.confirmations_per_domain_per_day then
    return false;
  end if;
  select pg_catalog.count(*) into v_count from private.outbox o
   where o.template in ('lead_received', 'newsletter_confirm')
     and o.created_at > v_since;
  return v_count < v_settings.confirmations_per_day;
end;
$$;
revoke all on function private.confirmation_allowed(text, text) from public, anon, authenticated;

-- As in 20261123110000_notifications, except the request confirmation's cap
-- (private.confirmation_allowed) and no mail to a refused address's placeholder.
create or replace function private.lead_events_notify()
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
  v_mail_resident boolean;
  v_phone_only boolean;
begin
  select * into v_lead from public.leads where id = new.lead_id;
  select * into v_settings from private.notification_settings;
  select t.token into v_token from private.lead_status_tokens t where t.lead_id = new.lead_id;
  v_mail_resident := v_lead.email is not null and private.email_domain(v_lead.email) <> 'address.invalid';

  if new.event = 'created' then
    -- A typed address is not proof of ownership: a few confirmations per mailbox, per domain
    -- and for the site a day.
    if v_mail_resident and private.confirmation_allowed('lead_received', v_lead.email) then
      -- No active professional covers the borough: the request is handled by phone
      -- (20261126110000_credentials_for_the_work).
      v_phone_only := v_lead.borough is not null
        and not exists (select 1 from public.pros p
                         where p.status = 'active' and v_lead.borough = any (p.boroughs));
      perform private.enqueue('lead_received', v_lead.email,
        private.lead_summary(v_lead) || pg_catalog.jsonb_build_object(
          'name', v_lead.name, 'status_token', v_token, 'phone_only', v_phone_only),
        'lead_received:' || v_lead.id, v_lead.id);
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
    if v_mail_resident then
      perform private.enqueue('lead_assigned', v_lead.email,
        private.lead_summary(v_lead) || pg_catalog.jsonb_build_object(
          'name', v_lead.name, 'status_token', v_token, 'pro', private.pro_card(v_offer.pro_id),
          'contact_by', private.lead_contact_by(v_lead)),
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

-- As in 20261124120000_newsletter_opt_in_and_quiet_inserts, except the address rule (the
-- domain's) and the confirmation's cap (private.confirmation_allowed).
create or replace function private.subscribe_newsletter(p_email text, p_company_website text default null)
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
  -- The same rule as the form's and the table's (public.email_address).
  if not private.is_email_address(v_email) then
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

  -- A typed address is not proof of ownership: a few confirmations per mailbox, per domain and
  -- for the site a day.
  if private.confirmation_allowed('newsletter_confirm', v_email) then
    select pg_catalog.count(*) into v_recent
      from private.outbox o
     where o.recipient = v_email
       and o.template = 'newsletter_confirm'
       and o.created_at > pg_catalog.now() - interval '1 day';
    perform private.enqueue('newsletter_confirm', v_email,
      pg_catalog.jsonb_build_object('confirm_token', v_token),
      'newsletter_confirm:' || v_sub.id || ':' || (v_recent + 1) || ':' || pg_catalog.to_char(pg_catalog.now(), 'YYYYMMDD"T"HH24MISSUS'));
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Rate limits: an IPv6 client is its /64; NAT-friendly per-client limits.
-- ---------------------------------------------------------------------------------------------

-- The rate-limit key of the calling client: its address (private.client_address), an IPv6
-- address reduced to its /64 (the network one subscriber is given), an IPv4-mapped IPv6 address
-- to its IPv4 address.
create function private.client_rate_key()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_addr text := private.client_address();
  v_inet inet;
begin
  begin
    v_inet := v_addr::inet;
  exception when others then
    return v_addr;
  end;
  if pg_catalog.family(v_inet) = 6 then
    if pg_catalog.host(v_inet) ~* '^::ffff:[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+$' then
      return pg_catalog.substr(pg_catalog.host(v_inet), 8);
    end if;
    return pg_catalog.host(pg_catalog.network(pg_catalog.set_masklen(v_inet, 64))) || '/64';
  end if;
  return pg_catalog.host(v_inet);
end;
$$;
revoke all on function private.client_rate_key() from public, anon, authenticated;

-- As in 20261124140000_application_credentials, keyed by private.client_rate_key().
create or replace function private.take_rate_token(p_action text, p_limit integer, p_window interval)
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
  v_bucket := p_action || ':' || private.client_rate_key();
  v_window := pg_catalog.date_bin(p_window, pg_catalog.now(), timestamptz '2000-01-01 00:00:00+00');
  insert into private.rate_limits (bucket, window_start, hits) values (v_bucket, v_window, 1)
  on conflict (bucket, window_start) do update set hits = private.rate_limits.hits + 1
  returning hits into v_hits;
  if v_hits = 1 then
    delete from private.rate_limits r where r.window_start < pg_catalog.now() - interval '1 day';
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

-- Carrier-grade NAT puts many phones behind one IPv4 address: 30 reports, applications and
-- sign-ups an hour per address (was 10). What stops the site mailing strangers is the layered
-- confirmation caps above, not this.
alter table private.notification_settings
  alter column leads_per_client_per_hour set default 30,
  alter column applications_per_client_per_hour set default 30,
  alter column newsletter_signups_per_client_per_hour set default 30;
update private.notification_settings
   set leads_per_client_per_hour = case when leads_per_client_per_hour = 10 then 30 else leads_per_client_per_hour end,
       applications_per_client_per_hour = case when applications_per_client_per_hour = 10 then 30 else applications_per_client_per_hour end,
       newsletter_signups_per_client_per_hour = case when newsletter_signups_per_client_per_hour = 10 then 30 else newsletter_signups_per_client_per_hour end,
       updated_at = pg_catalog.now();
