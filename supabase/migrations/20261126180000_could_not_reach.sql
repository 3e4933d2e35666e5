-- "Could not reach the resident" is no longer one irreversible tap (issue 31 item 3;
-- docs/dispatch-api.md "Lead lifecycle").
--
-- * The professional says what they tried (called, left a voicemail, sent a text, sent an
--   e-mail): lead_events.tried, required when a professional marks a job unreachable.
-- * The dispatcher is e-mailed at once (lead_unreachable), and the resident too
--   (resident_unreachable), with the number that was tried, masked, so a typo can be put right.
-- * For a day the professional who marked it can take it back ("Try again": try_again), unless
--   staff reopened it first; the job stays in their list with status_changed_at and can_try_again.

alter table public.lead_events
  add column tried text[]
    constraint lead_events_tried_values check (tried <@ array['called', 'voicemail', 'texted', 'emailed']::text[]);
comment on column public.lead_events.tried is
  'For an unreachable event: how the resident was tried (called, voicemail, texted, emailed).';

-- How long the professional who marked a job unreachable may take it back.
alter table private.notification_settings
  add column try_again_hours integer not null default 24
    constraint notification_settings_try_again_range check (try_again_hours between 1 and 168);

-- ---------------------------------------------------------------------------------------------
-- mark_unreachable: as in 20261123100000_dispatch, plus what was tried (required of a professional).
-- ---------------------------------------------------------------------------------------------
drop function public.mark_unreachable(uuid, text);
drop function private.mark_unreachable(uuid, text);

create function private.mark_unreachable(p_lead_id uuid, p_tried text[] default null, p_note text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v record;
  v_note text := private.clean_note(p_note);
  v_tried text[] := array(select distinct t from pg_catalog.unnest(coalesce(p_tried, '{}')) t order by t);
begin
  if not v_tried <@ array['called', 'voicemail', 'texted', 'emailed']::text[] then
    raise exception using errcode = '23514', message = 'What was tried is one of: called, voicemail, texted, emailed.';
  end if;
  select * into v from private.lock_assigned_lead(p_lead_id, 'marked unreachable');
  if v.actor_role = 'pro' and pg_catalog.cardinality(v_tried) = 0 then
    raise exception using errcode = '23514',
      message = 'Say how you tried to reach the resident: called, left a voicemail, sent a text or an e-mail.';
  end if;
  perform private.set_lead_status(p_lead_id, 'unreachable');
  insert into public.lead_events (lead_id, actor, actor_role, actor_label, event, from_status, to_status, pro_id, note, tried)
  values (p_lead_id, auth.uid(), v.actor_role, v.actor_label, 'unreachable', 'accepted', 'unreachable', v.pro_id, v_note,
          nullif(v_tried, '{}'));
end;
$$;

create function public.mark_unreachable(p_lead_id uuid, p_tried text[] default null, p_note text default null)
returns void
language sql
security invoker
set search_path = ''
as $$ select private.mark_unreachable(p_lead_id, p_tried, p_note); $$;

revoke all on function private.mark_unreachable(uuid, text[], text) from public, anon;
revoke all on function public.mark_unreachable(uuid, text[], text) from public, anon;
grant execute on function private.mark_unreachable(uuid, text[], text) to authenticated, service_role;
grant execute on function public.mark_unreachable(uuid, text[], text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Try again: the professional who marked the job unreachable takes it back within the window,
-- unless it moved on since (staff reopened or cancelled it).
-- ---------------------------------------------------------------------------------------------
create function private.can_try_again(p_lead public.leads, p_pro uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_lead.status = 'unreachable'
     and p_lead.status_changed_at > pg_catalog.now() - pg_catalog.make_interval(hours => s.try_again_hours)
     and exists (select 1 from public.lead_events e
                  where e.lead_id = p_lead.id and e.event = 'unreachable' and e.actor_role = 'pro'
                    and e.pro_id = p_pro and e.created_at >= p_lead.status_changed_at)
    from private.notification_settings s;
$$;
revoke all on function private.can_try_again(public.leads, uuid) from public, anon, authenticated;

create function private.try_again(p_lead_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pro uuid := private.require_pro();
  v_actor record;
  v_lead public.leads%rowtype;
begin
  select * into v_actor from private.actor();
  v_lead := private.lock_lead(p_lead_id);
  if not exists (select 1 from public.lead_offers o where o.lead_id = p_lead_id and o.status = 'accepted' and o.pro_id = v_pro) then
    raise exception using errcode = '42501', message = 'This job is not assigned to you.';
  end if;
  if not private.can_try_again(v_lead, v_pro) then
    raise exception using errcode = 'P0001',
      message = 'This job can no longer be taken back: only within a day of marking it, and only while dispatch has not reopened it. Call the dispatch line.';
  end if;
  perform private.set_lead_status(p_lead_id, 'accepted');
  perform private.log_event(p_lead_id, 'reopened', 'unreachable', 'accepted', 'pro', v_actor.label, null, v_pro,
                            'The professional is trying the resident again.');
end;
$$;

create function public.try_again(p_lead_id uuid)
returns void
language sql
security invoker
set search_path = ''
as $$ select private.try_again(p_lead_id); $$;

revoke all on function private.try_again(uuid) from public, anon;
revoke all on function public.try_again(uuid) from public, anon;
grant execute on function private.try_again(uuid) to authenticated;
grant execute on function public.try_again(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- pro_jobs: as in 20261126140000_street_address, plus status_changed_at and can_try_again.
-- ---------------------------------------------------------------------------------------------
drop function public.pro_jobs();
drop function private.pro_jobs();

create function private.pro_jobs()
returns table (
  lead_id uuid,
  reference text,
  status text,
  accepted_at timestamptz,
  name text,
  phone text,
  email text,
  address text,
  city text,
  zip text,
  borough text,
  contact_method text,
  contact_by_phone boolean,
  contact_by_email boolean,
  species text[],
  animal_type text,
  property_type text,
  duration text,
  description text,
  service_date date,
  completed_species text,
  animal_count integer,
  method text,
  disposition text,
  resident_notes json,
  language text,
  unit text,
  status_changed_at timestamptz,
  can_try_again boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_pro uuid := private.require_pro();
begin
  return query
    select l.id, l.reference, l.status, a.responded_at, l.name, l.phone, l.email, l.address, l.city,
           l.zip, l.borough, l.contact_method, l.contact_by_phone, l.contact_by_email,
           l.wanted_species, l.animal_type, l.property_type, l.duration, l.description,
           c.service_date, c.species, c.animal_count, c.method, c.disposition,
           private.resident_notes(l.id), l.language, l.unit, l.status_changed_at,
           private.can_try_again(l, v_pro)
      from public.leads l
      join lateral (
             select o.pro_id, o.responded_at from public.lead_offers o
              where o.lead_id = l.id and o.status = 'accepted'
              order by o.responded_at desc limit 1
           ) a on a.pro_id = v_pro
      left join public.lead_completions c on c.lead_id = l.id
     where l.status in ('accepted', 'completed', 'unreachable')
     order by (l.status = 'accepted') desc, a.responded_at desc;
end;
$$;
revoke all on function private.pro_jobs() from public, anon;
grant execute on function private.pro_jobs() to authenticated;

create function public.pro_jobs()
returns table (
  lead_id uuid,
  reference text,
  status text,
  accepted_at timestamptz,
  name text,
  phone text,
  email text,
  address text,
  city text,
  zip text,
  borough text,
  contact_method text,
  contact_by_phone boolean,
  contact_by_email boolean,
  species text[],
  animal_type text,
  property_type text,
  duration text,
  description text,
  service_date date,
  completed_species text,
  animal_count integer,
  method text,
  disposition text,
  resident_notes json,
  language text,
  unit text,
  status_changed_at timestamptz,
  can_try_again boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.pro_jobs();
$$;
revoke all on function public.pro_jobs() from public, anon;
grant execute on function public.pro_jobs() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The e-mails. As in 20261126140000_street_address, plus the unreachable event.
-- ---------------------------------------------------------------------------------------------
alter table private.outbox drop constraint outbox_template_values;
alter table private.outbox
  add constraint outbox_template_values check (template in (
    'lead_received', 'lead_new', 'offer_new', 'offer_returned', 'lead_assigned',
    'lead_cancelled_pro', 'lead_unreachable', 'resident_unreachable',
    'application_received', 'payment_received', 'payment_reversed',
    'application_approved', 'application_rejected', 'application_changes_requested',
    'newsletter_confirm', 'newsletter_update'
  ));

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
          'name', v_lead.name, 'status_token', v_token, 'phone_only', v_phone_only,
          'phone_masked', private.masked_phone(v_lead.phone)),
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

  elsif new.event = 'unreachable' then
    -- The dispatcher hears at once, with what was tried; the resident hears which number was
    -- tried, so a wrong one can be put right.
    select * into v_pro from public.pros where id = new.pro_id;
    perform private.enqueue('lead_unreachable', v_settings.dispatch_inbox,
      private.lead_summary(v_lead) || pg_catalog.jsonb_build_object(
        'business_name', v_pro.business_name, 'tried', coalesce(new.tried, '{}'), 'note', new.note,
        'by', new.actor_role),
      'lead_unreachable:' || new.id, v_lead.id);
    if v_mail_resident then
      perform private.enqueue('resident_unreachable', v_lead.email,
        private.lead_summary(v_lead) || pg_catalog.jsonb_build_object(
          'name', v_lead.name, 'status_token', v_token, 'tried', coalesce(new.tried, '{}'),
          'phone_masked', private.masked_phone(v_lead.phone), 'business_name', v_pro.business_name),
        'resident_unreachable:' || new.id, v_lead.id);
    end if;
  end if;
  return null;
end;
$$;
revoke all on function private.lead_events_notify() from public, anon, authenticated;
