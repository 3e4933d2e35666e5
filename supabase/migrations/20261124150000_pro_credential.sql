-- Which credential an approved professional holds (docs/dispatch-api.md, "Application review").
--
-- Wildlife work needs the NYS DEC nuisance wildlife control operator licence; rat, mouse and
-- pigeon baiting is usually done on the DEC commercial pesticide applicator certification, and an
-- applicant who handles only those may hold that alone (src/domain/credentials.ts). A
-- professional's row now says which one its number is, so the resident's status page names it
-- truly, and one approved on the certification alone is offered only rats, mice and birds.

alter table public.pros
  add column credential text not null default 'nwco_license'
    constraint pros_credential_values check (credential in ('nwco_license', 'pesticide_certification'));

-- As in 20261124140000_application_credentials, plus the credential: the pesticide applicator
-- certification when the applicant said they hold it and no NWCO licence, else the licence.
create or replace function private.approve_application(
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
  v_items text[] := array['license_matches', 'license_current', 'insurance_general_liability', 'counties_make_sense'];
  v_blockers text[];
  v_credential text;
begin
  if v_app.has_pesticide_certification = 'Yes' then
    v_items := pg_catalog.array_append(v_items, 'pesticide_certification_checked');
  end if;
  foreach v_item in array v_items loop
    if coalesce((p_checklist ->> v_item)::boolean, false) is not true then
      raise exception using errcode = '23514', message = 'Tick every item of the checklist before approving.';
    end if;
  end loop;
  v_blockers := private.application_blockers(v_app, private.ny_today());
  if pg_catalog.cardinality(v_blockers) > 0 then
    raise exception using errcode = '23514',
      message = 'The applicant''s answers cannot be approved (' || pg_catalog.array_to_string(v_blockers, ', ')
                || '): request changes or reject.';
  end if;
  if p_license_expires_on is null or p_license_expires_on < private.ny_today() then
    raise exception using errcode = '23514', message = 'The licence has expired: it cannot be approved.';
  end if;
  if p_insured_through is null or p_insured_through < private.ny_today() then
    raise exception using errcode = '23514', message = 'The insurance has lapsed: it cannot be approved.';
  end if;
  -- A professional approved on the pesticide applicator certification alone is offered only the
  -- work it covers: rats, mice and birds (pigeons), named explicitly.
  v_credential := case when v_app.has_nwco_license = 'No' and v_app.has_pesticide_certification = 'Yes'
                       then 'pesticide_certification' else 'nwco_license' end;
  if v_credential = 'pesticide_certification'
     and (pg_catalog.cardinality(coalesce(p_species, '{}')) = 0 or not (p_species <@ array['Rats', 'Mice', 'Birds'])) then
    raise exception using errcode = '23514',
      message = 'Approved on the pesticide applicator certification alone: choose the species it covers (rats, mice, birds).';
  end if;
  if exists (select 1 from public.pros p where p.email = pg_catalog.lower(v_app.email)) then
    raise exception using errcode = 'P0001', message = 'A professional with this e-mail address already exists.';
  end if;
  select * into v_actor from private.actor();
  v_user := private.ensure_pro_user(v_app.email);
  insert into public.pros (user_id, application_id, business_name, contact_name, email, phone, credential, license_number,
                           license_expires_on, insurance_carrier, insured_through, boroughs, species)
  values (v_user, v_app.id, v_app.business_name, coalesce(v_app.full_name, v_app.owner_name), pg_catalog.lower(v_app.email),
          v_app.phone_number, v_credential, pg_catalog.btrim(p_license_number), p_license_expires_on, pg_catalog.btrim(p_insurance_carrier),
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

-- As in 20261123103000_resident_status, with the credential on the professional's card.
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
    'cancelled_by_resident', case when v_stage = 'cancelled' then v_lead.cancel_reason = 'resident_cancelled' end,
    'waiting_too_long', v_stage in ('received', 'looking')
                        and v_lead.created_at < pg_catalog.now() - pg_catalog.make_interval(hours => coalesce(v_wait, 3)),
    'wait_hours', coalesce(v_wait, 3),
    'professional', case when v_pro.id is not null then pg_catalog.json_build_object(
        'business_name', v_pro.business_name,
        'credential', v_pro.credential,
        'license_number', v_pro.license_number,
        'insured_through', v_pro.insured_through,
        'phone', v_pro.phone,
        'boroughs', v_pro.boroughs) end
  );
end;
$$;
