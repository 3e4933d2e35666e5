-- The resident's status page says plainly when automatic dispatch handed their request to a
-- person (20261127110000_automatic_dispatch): lead_status answers needs_person, true while such a
-- request still waits. Otherwise as in 20261127090000_after_the_job.

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
    'resolved', case when v_stage = 'completed' then v_lead.resident_resolved end,
    -- Automatic dispatch handed the request to a person and it still waits: the page says a
    -- dispatcher is finding someone and gives the dispatch line.
    'needs_person', coalesce(v_lead.status = 'new' and v_lead.needs_person_at is not null, false)
  );
end;
$$;
