-- After the job (issue 31 item 12): the resident gets a completion message asking whether
-- the problem is resolved, and the professional who has a job hears what the resident adds on
-- the status page.
--
-- The resident answers on the status page (private.resident_resolved): "not resolved" reaches
-- the dispatch inbox at once. private.lead_events_notify as in 20261126180000_could_not_reach,
-- plus the 'completed' and resident 'note' branches; private.lead_status as in
-- 20261126181000_status_shows_resident_notes, plus 'resolved'.

alter table public.leads
  add column resident_resolved boolean,
  add column resident_resolved_at timestamptz,
  add constraint leads_resident_resolved_when check ((resident_resolved is null) = (resident_resolved_at is null));

alter table private.outbox drop constraint outbox_template_values;
alter table private.outbox
  add constraint outbox_template_values check (template in (
    'lead_received', 'lead_new', 'offer_new', 'offer_returned', 'lead_assigned',
    'lead_cancelled_pro', 'lead_unreachable', 'resident_unreachable',
    'lead_completed', 'lead_details_pro', 'lead_not_resolved',
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
  elsif new.event = 'completed' then
    -- After the job: the resident hears it is recorded as done, and is asked whether the
    -- problem is resolved (the status page takes the answer; private.resident_resolved).
    select * into v_pro from public.pros where id = new.pro_id;
    if v_pro.id is null then
      select p.* into v_pro from public.lead_offers o join public.pros p on p.id = o.pro_id
       where o.lead_id = v_lead.id and o.status = 'accepted'
       order by o.responded_at desc limit 1;
    end if;
    if v_mail_resident then
      perform private.enqueue('lead_completed', v_lead.email,
        private.lead_summary(v_lead) || pg_catalog.jsonb_build_object(
          'name', v_lead.name, 'status_token', v_token, 'business_name', v_pro.business_name),
        'lead_completed:' || v_lead.id, v_lead.id);
    end if;

  elsif new.event = 'note' and new.actor_role = 'resident' and v_lead.status = 'accepted' then
    -- What the resident adds on the status page (a gate code, a better time) reaches the
    -- professional who has the job, not only the timeline.
    select p.* into v_pro from public.lead_offers o join public.pros p on p.id = o.pro_id
     where o.lead_id = v_lead.id and o.status = 'accepted'
     order by o.responded_at desc limit 1;
    if v_pro.id is not null then
      perform private.enqueue('lead_details_pro', v_pro.email,
        private.lead_summary(v_lead) || pg_catalog.jsonb_build_object(
          'business_name', v_pro.business_name, 'note', new.note),
        'lead_details_pro:' || new.id, v_lead.id);
    end if;
  end if;
  return null;
end;
$$;
revoke all on function private.lead_events_notify() from public, anon, authenticated;

create or replace function private.lead_status(p_token text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype;
  v_pro public.pros%rowtype;
  v_wait integer;
  v_offered_at timestamptz;
  v_assigned_at timestamptz;
  v_done_at timestamptz;
  v_cancelled_at timestamptz;
  v_stage text;
begin
  -- Same statements for a known and an unknown token: no timing difference to measure.
  select l.* into v_lead
    from private.lead_status_tokens t join public.leads l on l.id = t.lead_id
   where t.token = coalesce(p_token, '') and pg_catalog.char_length(coalesce(p_token, '')) = 43;
  select s.resident_wait_hours into v_wait from private.dispatch_settings s;
  select pg_catalog.min(e.created_at) filter (where e.event = 'offered'),
         pg_catalog.max(e.created_at) filter (where e.event = 'accepted'),
         pg_catalog.max(e.created_at) filter (where e.event = 'completed'),
         pg_catalog.max(e.created_at) filter (where e.event = 'cancelled')
    into v_offered_at, v_assigned_at, v_done_at, v_cancelled_at
    from public.lead_events e where e.lead_id = v_lead.id;
  select p.* into v_pro
    from public.lead_offers o join public.pros p on p.id = o.pro_id
   where o.lead_id = v_lead.id and o.status = 'accepted' and v_lead.status in ('accepted', 'completed')
   order by o.responded_at desc limit 1;

  v_stage := case v_lead.status
    when 'new' then case when v_offered_at is null then 'received' else 'looking' end
    when 'offered' then 'looking'
    when 'unreachable' then 'looking'
    when 'accepted' then 'assigned'
    when 'completed' then 'completed'
    when 'cancelled' then 'cancelled'
  end;

  return pg_catalog.json_build_object(
    'found', v_lead.id is not null,
    'reference', v_lead.reference,
    'received_at', v_lead.created_at,
    'stage', v_stage,
    'looking_since', case when v_stage in ('looking', 'assigned', 'completed') then coalesce(v_offered_at, v_lead.created_at) end,
    'assigned_at', case when v_stage in ('assigned', 'completed') then v_assigned_at end,
    'completed_at', case when v_stage = 'completed' then v_done_at end,
    'cancelled_at', case when v_stage = 'cancelled' then v_cancelled_at end,
    -- Why it was closed, in words for the resident: spam and internal reasons ('other') stay
    -- internal and read as 'closed'.
    'cancel_reason', case when v_stage = 'cancelled' then
        case v_lead.cancel_reason
          when 'resident_cancelled' then 'resident'
          when 'duplicate' then 'duplicate'
          when 'outside_service_area' then 'outside_service_area'
          when 'referred_to_agency' then 'referred_to_agency'
          else 'closed'
        end end,
    'waiting_too_long', coalesce(v_stage in ('received', 'looking')
                        and v_lead.created_at < pg_catalog.now() - pg_catalog.make_interval(hours => coalesce(v_wait, 3)), false),
    'wait_hours', coalesce(v_wait, 3),
    -- What the resident sent, to spot a typo: the phone's last four digits, and the animal.
    'phone_masked', private.masked_phone(v_lead.phone),
    'species', v_lead.wanted_species,
    'animal_type', v_lead.animal_type,
    'professional', case when v_pro.id is not null then pg_catalog.json_build_object(
        'business_name', v_pro.business_name,
        'credential', v_pro.credential,
        'license_number', v_pro.license_number,
        'insured_through', v_pro.insured_through,
        'phone', v_pro.phone,
        'boroughs', v_pro.boroughs) end,
    -- What the resident added on this page, shown back to them (oldest first; as pro_jobs shows it).
    'resident_notes', private.resident_notes(v_lead.id),
    -- After the job, whether the resident says the problem is resolved (null: not said yet).
    'resolved', case when v_stage = 'completed' then v_lead.resident_resolved end
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- "Was it resolved?": the resident's answer, once the job is recorded as done. Saying it again
-- changes nothing; "not resolved" tells the dispatch inbox (once per request) and is kept in
-- the timeline as the resident's words.
-- ---------------------------------------------------------------------------------------------
create function private.resident_resolved(p_token text, p_resolved boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype;
  v_settings private.notification_settings%rowtype;
  v_pro public.pros%rowtype;
begin
  if p_resolved is null then
    raise exception using errcode = '22023', message = 'Say whether the problem is resolved.';
  end if;
  v_lead := private.resident_lead(p_token);
  if v_lead.status <> 'completed' then
    raise exception using errcode = '55000', message = 'You can tell us once the job is recorded as done.';
  end if;
  if v_lead.resident_resolved is not distinct from p_resolved then
    return;
  end if;
  update public.leads set resident_resolved = p_resolved, resident_resolved_at = pg_catalog.now()
   where id = v_lead.id;
  insert into public.lead_events (lead_id, actor_role, event, from_status, to_status, note)
  values (v_lead.id, 'resident', 'note', v_lead.status, v_lead.status,
          case when p_resolved then 'The problem is resolved.' else 'The problem is not resolved.' end);
  if not p_resolved then
    select * into v_settings from private.notification_settings;
    select p.* into v_pro from public.lead_offers o join public.pros p on p.id = o.pro_id
     where o.lead_id = v_lead.id and o.status = 'accepted'
     order by o.responded_at desc limit 1;
    perform private.enqueue('lead_not_resolved', v_settings.dispatch_inbox,
      private.lead_summary(v_lead) || pg_catalog.jsonb_build_object('business_name', v_pro.business_name),
      'lead_not_resolved:' || v_lead.id, v_lead.id);
  end if;
end;
$$;
revoke all on function private.resident_resolved(text, boolean) from public, anon, authenticated;
grant execute on function private.resident_resolved(text, boolean) to anon, authenticated, service_role;

create function public.resident_resolved(p_token text, p_resolved boolean)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.resident_resolved(p_token, p_resolved);
$$;
revoke all on function public.resident_resolved(text, boolean) from public;
grant execute on function public.resident_resolved(text, boolean) to anon, authenticated, service_role;
