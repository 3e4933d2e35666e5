-- Text messages: a second channel of the same outbox (issue: "text messages").
--
--   * private.outbox.channel 'sms': the recipient is a US number in E.164 ('+17185550142');
--     written by the same transactions as the e-mails (a trigger on lead_events beside
--     lead_events_notify), delivered at least once and deduplicated by dedup_key, retried with
--     the outbox's backoff, failed ones listed with failed e-mails.
--   * Who gets which text (private.lead_events_text):
--       - a professional with a mobile number and texts on (pros.mobile_phone, pros.texts_enabled):
--         each new offer (animal, borough, ZIP, when it expires, its short code, "reply YES or
--         NO"), the offer's withdrawal or expiry, and after acceptance what they need to call at
--         once (the resident's first name and phone, the job's link);
--       - a resident who chose Text and agreed to the recorded wording (leads.contact_method =
--         'Text', leads.text_consent_version): the confirmation (at most
--         texts_per_number_per_day a day to one number, so the form cannot be used to text a
--         stranger) and "a professional has your request";
--       - the on-call dispatcher (notification_settings.on_call_phone): escalations of automatic
--         dispatch.
--   * STOP ends every text to a number until START (private.text_opt_outs), as carriers require:
--     nothing is queued for it, and what was queued before is not sent (claim_notifications
--     marks it failed with the reason).
--   * Replies (private.text_reply, called by the sms-inbound Edge Function after it checked
--     Twilio's signature): STOP / START / HELP for every number; YES or NO (with the offer's
--     short code when the professional holds more than one open offer) through the same
--     accept_offer / decline_offer rules as the portal, acting as that professional.
--   * Words are the Edge Functions' (supabase/functions/_shared/texts.ts); the database decides
--     who, when and what happened.

-- Numbers ------------------------------------------------------------------------------------

-- A US number in E.164, or null: ten digits (an optional leading 1), a valid area code and
-- exchange (NANP: neither starts with 0 or 1). "(718) 555-0142" and "+1 718 555 0142" are one.
create function private.us_phone_e164(p_phone text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_digits text := pg_catalog.regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g');
begin
  if pg_catalog.char_length(v_digits) = 11 and pg_catalog.left(v_digits, 1) = '1' then
    v_digits := pg_catalog.substr(v_digits, 2);
  end if;
  if v_digits ~ '^[2-9][0-9]{2}[2-9][0-9]{6}$' then
    return '+1' || v_digits;
  end if;
  return null;
end;
$$;
revoke all on function private.us_phone_e164(text) from public, anon;
grant execute on function private.us_phone_e164(text) to authenticated, service_role;

alter table public.pros
  add column mobile_phone text
    constraint pros_mobile_phone_e164 check (mobile_phone ~ '^\+1[2-9][0-9]{2}[2-9][0-9]{6}$'),
  add column texts_enabled boolean not null default true;
create unique index pros_mobile_phone_key on public.pros (mobile_phone) where mobile_phone is not null;
comment on column public.pros.mobile_phone is 'Where offers are texted (E.164); null: no texts.';
comment on column public.pros.texts_enabled is 'The professional''s "Text me offers" setting.';

create table private.text_opt_outs (
  phone text primary key constraint text_opt_outs_phone_e164 check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  opted_out_at timestamptz not null default now()
);
alter table private.text_opt_outs enable row level security;
revoke all on table private.text_opt_outs from public, anon, authenticated;
comment on table private.text_opt_outs is 'Numbers that replied STOP: no text goes to them until START.';

-- Every reply received, and what it did (for staff and for the record).
create table private.text_replies (
  id bigint generated always as identity primary key,
  received_at timestamptz not null default now(),
  phone text not null constraint text_replies_phone_length check (char_length(phone) <= 32),
  body text not null constraint text_replies_body_length check (char_length(body) <= 1600),
  outcome text not null constraint text_replies_outcome_length check (char_length(outcome) <= 40),
  pro_id uuid references public.pros (id) on delete set null,
  offer_id uuid references public.lead_offers (id) on delete set null
);
create index text_replies_offer_idx on private.text_replies (offer_id) where offer_id is not null;
alter table private.text_replies enable row level security;
revoke all on table private.text_replies from public, anon, authenticated;

alter table private.notification_settings
  add column texts_per_number_per_day integer not null default 3
    constraint notification_settings_texts_per_number_range check (texts_per_number_per_day between 0 and 100),
  add column on_call_phone text
    constraint notification_settings_on_call_phone_e164 check (on_call_phone ~ '^\+1[2-9][0-9]{2}[2-9][0-9]{6}$');

-- The outbox's second channel ---------------------------------------------------------------

alter table private.outbox drop constraint outbox_channel_values;
alter table private.outbox add constraint outbox_channel_values check (channel in ('email', 'sms'));
alter table private.outbox drop constraint outbox_recipient_address;
alter table private.outbox add constraint outbox_recipient_address check (
  case channel
    when 'email' then (recipient::public.email_address) is not null
    when 'sms' then recipient ~ '^\+1[2-9][0-9]{2}[2-9][0-9]{6}$'
    else false
  end
);

alter table private.outbox drop constraint outbox_template_values;
alter table private.outbox
  add constraint outbox_template_values check (template in (
    'lead_received', 'lead_new', 'offer_new', 'offer_returned', 'lead_assigned',
    'lead_cancelled_pro', 'lead_unreachable', 'resident_unreachable',
    'lead_completed', 'lead_details_pro', 'lead_not_resolved', 'lead_escalated',
    'application_received', 'payment_received', 'payment_reversed',
    'application_approved', 'application_rejected', 'application_changes_requested',
    'newsletter_confirm', 'newsletter_update',
    'text_lead_received', 'text_lead_assigned', 'text_offer_new', 'text_offer_closed',
    'text_offer_accepted', 'text_escalated'
  ));
alter table private.outbox add constraint outbox_text_templates_by_text check (
  (channel = 'sms') = (template like 'text\_%')
);

-- A text to queue, unless the number is not a US number or replied STOP. True when queued.
create function private.enqueue_text(
  p_template text,
  p_phone text,
  p_data jsonb,
  p_dedup_key text,
  p_lead_id uuid default null
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_phone text := private.us_phone_e164(p_phone);
  v_id bigint;
begin
  if v_phone is null or exists (select 1 from private.text_opt_outs o where o.phone = v_phone) then
    return false;
  end if;
  insert into private.outbox (channel, template, recipient, data, dedup_key, lead_id, max_attempts)
  select 'sms', p_template, v_phone, p_data, p_dedup_key, p_lead_id, s.max_attempts
    from private.notification_settings s
  on conflict (dedup_key) do nothing
  returning id into v_id;
  return v_id is not null;
end;
$$;
revoke all on function private.enqueue_text(text, text, jsonb, text, uuid) from public, anon, authenticated;

-- A resident's confirmation text, at most texts_per_number_per_day to one number a day: a
-- typed number is not proof of ownership.
create function private.resident_text_allowed(p_phone text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_phone text := private.us_phone_e164(p_phone);
  v_limit integer;
  v_count integer;
begin
  if v_phone is null then
    return false;
  end if;
  select s.texts_per_number_per_day into v_limit from private.notification_settings s;
  -- One writer at a time per number, so twenty reports at once still stop at the limit.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('texts:' || v_phone, 0));
  select pg_catalog.count(*) into v_count from private.outbox o
   where o.channel = 'sms' and o.template = 'text_lead_received' and o.recipient = v_phone
     and o.created_at > pg_catalog.now() - interval '1 day';
  return v_count < v_limit;
end;
$$;
revoke all on function private.resident_text_allowed(text) from public, anon, authenticated;

-- The short code of an offer in texts: its first four hex digits ("YES 3F2A").
create function private.offer_code(p_offer_id uuid)
returns text
language sql
immutable
set search_path = ''
as $$ select pg_catalog.upper(pg_catalog.substr(pg_catalog.replace(p_offer_id::text, '-', ''), 1, 4)); $$;
revoke all on function private.offer_code(uuid) from public, anon, authenticated;

-- The texts of a lead's events (beside lead_events_notify's e-mails, in the same transaction).
create function private.lead_events_text()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype;
  v_offer public.lead_offers%rowtype;
  v_pro public.pros%rowtype;
  v_token text;
  v_texts_resident boolean;
  v_on_call text;
begin
  select * into v_lead from public.leads where id = new.lead_id;
  v_texts_resident := v_lead.contact_method = 'Text' and v_lead.text_consent_version is not null
                      and private.us_phone_e164(v_lead.phone) is not null;

  if new.event = 'created' then
    if v_texts_resident and private.resident_text_allowed(v_lead.phone) then
      select t.token into v_token from private.lead_status_tokens t where t.lead_id = v_lead.id;
      perform private.enqueue_text('text_lead_received', v_lead.phone,
        pg_catalog.jsonb_build_object('reference', v_lead.reference, 'status_token', v_token,
                                      'language', v_lead.language),
        'text_lead_received:' || v_lead.id, v_lead.id);
    end if;

  elsif new.event in ('offered', 'withdrawn', 'expired', 'accepted') then
    select * into v_offer from public.lead_offers where id = new.offer_id;
    select * into v_pro from public.pros where id = v_offer.pro_id;
    if v_pro.mobile_phone is not null and v_pro.texts_enabled then
      if new.event = 'offered' then
        perform private.enqueue_text('text_offer_new', v_pro.mobile_phone,
          pg_catalog.jsonb_build_object(
            'reference', v_lead.reference, 'borough', v_lead.borough, 'zip', v_lead.zip,
            'species', v_lead.wanted_species, 'expires_at', v_offer.expires_at,
            'code', private.offer_code(v_offer.id)),
          'text_offer_new:' || v_offer.id, v_lead.id);
      elsif new.event in ('withdrawn', 'expired') then
        perform private.enqueue_text('text_offer_closed', v_pro.mobile_phone,
          pg_catalog.jsonb_build_object('reference', v_lead.reference, 'outcome', new.event,
                                        'code', private.offer_code(v_offer.id)),
          'text_offer_closed:' || v_offer.id, v_lead.id);
      else
        -- What they need to call at once; the address and the rest stay in the portal.
        perform private.enqueue_text('text_offer_accepted', v_pro.mobile_phone,
          pg_catalog.jsonb_build_object('reference', v_lead.reference,
                                        'first_name', pg_catalog.split_part(pg_catalog.btrim(v_lead.name), ' ', 1),
                                        'phone', v_lead.phone),
          'text_offer_accepted:' || v_offer.id, v_lead.id);
      end if;
    end if;
    if new.event = 'accepted' and v_texts_resident then
      select t.token into v_token from private.lead_status_tokens t where t.lead_id = v_lead.id;
      perform private.enqueue_text('text_lead_assigned', v_lead.phone,
        pg_catalog.jsonb_build_object('reference', v_lead.reference, 'status_token', v_token,
                                      'language', v_lead.language,
                                      'business_name', v_pro.business_name,
                                      'credential', v_pro.credential),
        'text_lead_assigned:' || v_offer.id, v_lead.id);
    end if;

  elsif new.event = 'escalated' then
    select s.on_call_phone into v_on_call from private.notification_settings s;
    if v_on_call is not null then
      perform private.enqueue_text('text_escalated', v_on_call,
        pg_catalog.jsonb_build_object('reference', v_lead.reference, 'borough', v_lead.borough,
                                      'reason', v_lead.needs_person_reason),
        'text_escalated:' || new.id, v_lead.id);
    end if;
  end if;
  return null;
end;
$$;
revoke all on function private.lead_events_text() from public, anon, authenticated;

create trigger lead_events_text
  after insert on public.lead_events
  for each row execute function private.lead_events_text();

-- Delivery: a text queued before its number replied STOP is not sent ---------------------------

create or replace function private.claim_notifications(p_limit integer default 20)
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
  update private.outbox o
     set failed_at = pg_catalog.now(), last_error = 'Not sent: the number replied STOP.'
   where o.channel = 'sms' and o.sent_at is null and o.failed_at is null
     and exists (select 1 from private.text_opt_outs t where t.phone = o.recipient);
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

-- Replies ------------------------------------------------------------------------------------

-- Runs an offer's answer as its professional: the same function, checks and audit row as the
-- portal's button (private.actor() reads the caller from the request's claims).
create function private.answer_offer_as_pro(p_pro public.pros, p_offer_id uuid, p_accept boolean)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_claims text := pg_catalog.current_setting('request.jwt.claims', true);
  v_sub text := pg_catalog.current_setting('request.jwt.claim.sub', true);
  v_error text;
begin
  perform pg_catalog.set_config('request.jwt.claims',
    pg_catalog.jsonb_build_object('sub', p_pro.user_id, 'role', 'authenticated', 'is_anonymous', false,
                                  'app_metadata', pg_catalog.jsonb_build_object('provider', 'sms'))::text, true);
  perform pg_catalog.set_config('request.jwt.claim.sub', p_pro.user_id::text, true);
  begin
    if p_accept then
      perform private.accept_offer(p_offer_id);
    else
      perform private.decline_offer(p_offer_id, 'other', 'Declined by text.');
    end if;
  exception when others then
    v_error := sqlerrm;
  end;
  perform pg_catalog.set_config('request.jwt.claims', coalesce(v_claims, ''), true);
  perform pg_catalog.set_config('request.jwt.claim.sub', coalesce(v_sub, ''), true);
  return v_error;
end;
$$;
revoke all on function private.answer_offer_as_pro(public.pros, uuid, boolean) from public, anon, authenticated;

-- One reply from a phone: what it did, as JSON ({ kind, … }); the sms-inbound function words it.
--   kind: stopped | started | help | accepted | declined | which (codes) | closed (status) |
--         refused (message) | no_offer | no_such_code | no_account | unknown_number | unknown
create function private.text_reply(p_from text, p_body text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_phone text := coalesce(private.us_phone_e164(p_from), pg_catalog.left(pg_catalog.btrim(coalesce(p_from, '')), 32));
  v_words text[] := pg_catalog.regexp_split_to_array(pg_catalog.upper(pg_catalog.btrim(coalesce(p_body, ''))), '[[:space:][:punct:]]+');
  v_word text := coalesce(v_words[1], '');
  v_code text := nullif(v_words[2], '');
  v_pro public.pros%rowtype;
  v_offer public.lead_offers%rowtype;
  v_open uuid[];
  v_error text;
  v_result jsonb;
  v_reference text;
begin
  if v_word in ('STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT') then
    insert into private.text_opt_outs (phone) values (v_phone) on conflict (phone) do nothing;
    v_result := '{"kind":"stopped"}';
  elsif v_word in ('START', 'UNSTOP')
        or (v_word = 'YES' and exists (select 1 from private.text_opt_outs o where o.phone = v_phone)) then
    -- As the carriers' keywords: YES from a number that stopped texts starts them again.
    delete from private.text_opt_outs where phone = v_phone;
    v_result := '{"kind":"started"}';
  elsif v_word in ('HELP', 'INFO') then
    v_result := '{"kind":"help"}';
  elsif v_word in ('YES', 'Y', 'NO', 'N') then
    select * into v_pro from public.pros where mobile_phone = v_phone;
    if not found then
      v_result := '{"kind":"unknown_number"}';
    elsif v_pro.user_id is null then
      v_result := '{"kind":"no_account"}';
    else
      if v_code is not null then
        select o.* into v_offer from public.lead_offers o
         where o.pro_id = v_pro.id and private.offer_code(o.id) = v_code
         order by o.created_at desc limit 1;
        if not found then
          v_result := pg_catalog.jsonb_build_object('kind', 'no_such_code', 'code', v_code);
        end if;
      else
        select pg_catalog.array_agg(o.id order by o.created_at) into v_open from public.lead_offers o
         where o.pro_id = v_pro.id and o.status = 'open' and o.expires_at > pg_catalog.now();
        if coalesce(pg_catalog.cardinality(v_open), 0) > 1 then
          select pg_catalog.jsonb_build_object('kind', 'which', 'codes', pg_catalog.jsonb_agg(private.offer_code(u) order by o))
            into v_result from pg_catalog.unnest(v_open) with ordinality as x(u, o);
        elsif coalesce(pg_catalog.cardinality(v_open), 0) = 1 then
          select o.* into v_offer from public.lead_offers o where o.id = v_open[1];
        else
          -- No open offer: say what became of the last one (answered, expired, withdrawn).
          select o.* into v_offer from public.lead_offers o
           where o.pro_id = v_pro.id and o.created_at > pg_catalog.now() - interval '1 day'
           order by o.created_at desc limit 1;
          if not found then
            v_result := '{"kind":"no_offer"}';
          end if;
        end if;
      end if;
      if v_result is null and v_offer.id is not null then
        select l.reference into v_reference from public.leads l where l.id = v_offer.lead_id;
        if v_offer.status <> 'open' or v_offer.expires_at <= pg_catalog.now() then
          v_result := pg_catalog.jsonb_build_object('kind', 'closed', 'reference', v_reference, 'code', private.offer_code(v_offer.id),
            'status', case when v_offer.status = 'open' then 'expired' else v_offer.status end);
        else
          v_error := private.answer_offer_as_pro(v_pro, v_offer.id, v_word in ('YES', 'Y'));
          if v_error is null then
            v_result := pg_catalog.jsonb_build_object('kind', case when v_word in ('YES', 'Y') then 'accepted' else 'declined' end,
              'reference', v_reference, 'code', private.offer_code(v_offer.id), 'lead_id', v_offer.lead_id);
          else
            v_result := pg_catalog.jsonb_build_object('kind', 'refused', 'reference', v_reference, 'message', v_error);
          end if;
        end if;
      end if;
    end if;
  else
    v_result := '{"kind":"unknown"}';
  end if;
  insert into private.text_replies (phone, body, outcome, pro_id, offer_id)
  values (v_phone, pg_catalog.left(coalesce(p_body, ''), 1600), v_result ->> 'kind', v_pro.id, v_offer.id);
  return v_result;
end;
$$;
revoke all on function private.text_reply(text, text) from public, anon, authenticated;
grant execute on function private.text_reply(text, text) to service_role;

create function public.text_reply(p_from text, p_body text)
returns jsonb
language sql
security invoker
set search_path = ''
as $$ select private.text_reply(p_from, p_body); $$;
revoke all on function public.text_reply(text, text) from public, anon, authenticated;
grant execute on function public.text_reply(text, text) to service_role;

-- A professional's texting: their mobile number (any US way of writing it; null = no texts) and
-- whether offers are texted. Their own row only.
create function private.set_my_texting(p_mobile text, p_enabled boolean)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pro uuid := private.require_pro();
  v_phone text := private.us_phone_e164(p_mobile);
begin
  if p_enabled is null then
    raise exception using errcode = '22023', message = 'Say whether offers are texted to you.';
  end if;
  if nullif(pg_catalog.btrim(coalesce(p_mobile, '')), '') is not null and v_phone is null then
    raise exception using errcode = '22023', message = 'Enter a US mobile number: 10 digits, area code first.';
  end if;
  update public.pros set mobile_phone = v_phone, texts_enabled = p_enabled, updated_at = pg_catalog.now() where id = v_pro;
  return v_phone;
exception when unique_violation then
  raise exception using errcode = '23505', message = 'Another professional already has this mobile number. Call dispatch to sort it out.';
end;
$$;
revoke all on function private.set_my_texting(text, boolean) from public, anon;
grant execute on function private.set_my_texting(text, boolean) to authenticated;

create function public.set_my_texting(p_mobile text, p_enabled boolean)
returns text
language sql
security invoker
set search_path = ''
as $$ select private.set_my_texting(p_mobile, p_enabled); $$;
revoke all on function public.set_my_texting(text, boolean) from public, anon;
grant execute on function public.set_my_texting(text, boolean) to authenticated;

-- The portal's first screen says where offers are texted, whether texts are on, and whether the
-- number replied STOP. Otherwise as in 20261127120000_pro_home_availability.
create or replace function private.pro_home()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_pro uuid := private.require_pro();
begin
  return jsonb_build_object(
    'profile', (select jsonb_build_object(
                         'id', p.id, 'business_name', p.business_name, 'status', p.status, 'boroughs', p.boroughs,
                         'available', p.available, 'max_open_jobs', p.max_open_jobs,
                         'on_call_hours', coalesce((
                           select jsonb_agg(jsonb_build_object(
                                    'weekday', h.weekday, 'opens', to_char(h.opens, 'HH24:MI'), 'closes', to_char(h.closes, 'HH24:MI'))
                                    order by h.weekday, h.opens)
                             from private.pro_on_call_hours h where h.pro_id = p.id), '[]'::jsonb),
                         'mobile_phone', p.mobile_phone, 'texts_enabled', p.texts_enabled,
                         'texts_stopped', exists (select 1 from private.text_opt_outs t where t.phone = p.mobile_phone))
                  from public.pros p
                 where p.id = v_pro),
    'offers', coalesce((select jsonb_agg(to_jsonb(o) - 'ordinality' order by o.ordinality) from private.pro_offers() with ordinality as o), '[]'::jsonb),
    'jobs', coalesce((select jsonb_agg(to_jsonb(j) - 'ordinality' order by j.ordinality) from private.pro_jobs() with ordinality as j), '[]'::jsonb)
  );
end;
$$;

-- Staff see each professional's texting: the number, their setting, and a STOP from it.
create function private.pro_texting()
returns table (pro_id uuid, mobile_phone text, texts_enabled boolean, texts_stopped boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select p.id, p.mobile_phone, p.texts_enabled,
           exists (select 1 from private.text_opt_outs t where t.phone = p.mobile_phone)
      from public.pros p;
end;
$$;
revoke all on function private.pro_texting() from public, anon;
grant execute on function private.pro_texting() to authenticated;

create function public.pro_texting()
returns table (pro_id uuid, mobile_phone text, texts_enabled boolean, texts_stopped boolean)
language sql
stable
security invoker
set search_path = ''
as $$ select * from private.pro_texting(); $$;
revoke all on function public.pro_texting() from public, anon;
grant execute on function public.pro_texting() to authenticated;
