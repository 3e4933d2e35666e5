-- Phone numbers are stored in E.164 ('+17185550142'), checked by one rule: what libphonenumber-js
-- calls a valid US number. A typed '(718) 555-0142', '718.555.0142' and '+1 718 555 0142' are one
-- number, and a number outside the US plan (an unassigned area code, an exchange starting with 0
-- or 1, a Canadian or Puerto Rican number) is refused.
--
-- * private.us_phone_e164: the national number must match the US patterns of libphonenumber-js's
--   metadata (src/domain/us-phone-plan.ts holds the same patterns for the forms; the unit test
--   us-phone-plan.test.ts compares them with the installed library and the integration test
--   phones.test.ts compares this function with the library on every area code). Before, any
--   [2-9]XX-[2-9]XX-XXXX passed.
-- * leads.phone, applications.phone_number and pros.phone: written as typed by the forms, turned
--   into E.164 by a BEFORE trigger (like the e-mail columns' canonical_email_before_write), which
--   refuses a number outside the plan (23514); a CHECK keeps the stored shape. The old
--   '(NNN) NNN-NNNN' format checks go. Rows already stored are converted; a stored number the
--   rule refuses (none in the product's data: the forms only took 10 digits) is left as it was and
--   the new CHECK is then not validated for old rows, so the migration never fails on old data.
-- * dispatch_queue: a searched phone number is compared in E.164 (otherwise as in
--   20261127130000_queue_needs_person).
-- Displays format the stored number for people ('(718) 555-0142'), links dial it (tel:+1...).

create or replace function private.us_phone_e164(p_phone text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_digits text := pg_catalog.regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g');
begin
  -- Digits and the usual punctuation only: a number with words or other signs around it is refused.
  if coalesce(p_phone, '') !~ '^ *\+?[0-9 ().-]+$' then
    return null;
  end if;
  if pg_catalog.char_length(v_digits) = 11 and pg_catalog.left(v_digits, 1) = '1' then
    v_digits := pg_catalog.substr(v_digits, 2);
  end if;
  -- libphonenumber-js metadata, US: fixed line or mobile | toll free | premium rate | personal number.
  if v_digits ~ '^(?:983[2-57-9]\d{6}|(?:2(?:0[1-35-9]|1[02-9]|2[03-57-9]|3[1459]|4[08]|5[1-46]|6[0279]|7[02469]|8[13])|3(?:0[1-57-9]|1[02-9]|2[013-79]|3[0-24679]|4[167]|5[0-3]|6[01349]|8[056])|4(?:0[124-9]|1[02-579]|2[3-5]|3[0245]|4[023578]|58|6[349]|7[02589]|8[04])|5(?:0[1-57-9]|1[0235-8]|20|3[0149]|4[01]|5[179]|6[1-47]|7[0-5]|8[0256])|6(?:0[1-35-9]|1[024-9]|2[03689]|3[016]|4[0156]|5[01679]|6[0-279]|78|8[0-269])|7(?:0[1-46-8]|1[2-9]|2[04-8]|3[0-2478]|4[0378]|5[47]|6[02359]|7[0-59]|8[156])|8(?:0[1-68]|1[02-8]|2[0168]|3[0-2589]|4[03578]|5[046-9]|6[02-5]|7[028])|9(?:0[1346-9]|1[02-9]|2[0589]|3[0146-8]|4[01357-9]|5[12469]|7[0-3589]|8[04-69]))[2-9]\d{6}|8(?:00|33|44|55|66|77|88)[2-9]\d{6}|900[2-9]\d{6}|52(?:3(?:[2-46-9][02-9]\d|5(?:[02-46-9]\d|5[0-46-9]))|4(?:[2-478][02-9]\d|5(?:[034]\d|2[024-9]|5[0-46-9])|6(?:0[1-9]|[2-9]\d)|9(?:[05-9]\d|2[0-5]|49)))\d{4}|52[34][2-9]1[02-9]\d{4}|5(?:00|2[125-9]|3[23]|44|66|77|88)[2-9]\d{6})$' then
    return '+1' || v_digits;
  end if;
  return null;
end;
$$;

-- The BEFORE triggers turn the typed number into E.164 and refuse (23514, constraint
-- <table>_phone_us) one outside the plan. Security definer: the rule lives in the private schema,
-- which the inserting roles (anon for a report) cannot use. The CHECK constraints keep the stored
-- shape ('+1' and 10 digits) whatever writes the row.
create or replace function private.phone_e164_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_e164 text;
begin
  if tg_table_name = 'applications' then
    if new.phone_number is null then
      return new;
    end if;
    v_e164 := private.us_phone_e164(new.phone_number);
  else
    v_e164 := private.us_phone_e164(new.phone);
  end if;
  if v_e164 is null then
    raise exception using errcode = '23514', constraint = tg_table_name || '_phone_us',
      message = 'Enter a valid US phone number: 10 digits, area code first.';
  end if;
  if tg_table_name = 'applications' then
    new.phone_number := v_e164;
  else
    new.phone := v_e164;
  end if;
  return new;
end;
$$;

revoke all on function private.phone_e164_before_write() from public, anon, authenticated;

alter table public.leads drop constraint leads_phone_format;
alter table public.applications drop constraint applications_phone_number_format;
alter table public.pros drop constraint pros_phone_format;

-- Rows already stored: converted when the rule takes them, left as they were otherwise (the
-- forms took only 10 digits, so in practice every row converts); then the triggers guard writes.
update public.leads set phone = private.us_phone_e164(phone)
 where private.us_phone_e164(phone) is distinct from phone and private.us_phone_e164(phone) is not null;
update public.applications set phone_number = private.us_phone_e164(phone_number)
 where private.us_phone_e164(phone_number) is distinct from phone_number and private.us_phone_e164(phone_number) is not null;
update public.pros set phone = private.us_phone_e164(phone)
 where private.us_phone_e164(phone) is distinct from phone and private.us_phone_e164(phone) is not null;

create trigger leads_a_phone_e164 before insert or update of phone on public.leads
  for each row execute function private.phone_e164_before_write();
create trigger applications_a_phone_e164 before insert or update of phone_number on public.applications
  for each row execute function private.phone_e164_before_write();
create trigger pros_a_phone_e164 before insert or update of phone on public.pros
  for each row execute function private.phone_e164_before_write();

alter table public.leads add constraint leads_phone_e164
  check (phone ~ '^\+1[2-9][0-9]{9}$') not valid;
alter table public.applications add constraint applications_phone_number_e164
  check (phone_number ~ '^\+1[2-9][0-9]{9}$') not valid;
alter table public.pros add constraint pros_phone_e164
  check (phone ~ '^\+1[2-9][0-9]{9}$') not valid;

-- Every old row converted (the usual case): validate, so the constraints hold for every row.
do $$
begin
  if not exists (select 1 from public.leads where phone !~ '^\+1[2-9][0-9]{9}$') then
    alter table public.leads validate constraint leads_phone_e164;
  end if;
  if not exists (select 1 from public.applications where phone_number !~ '^\+1[2-9][0-9]{9}$') then
    alter table public.applications validate constraint applications_phone_number_e164;
  end if;
  if not exists (select 1 from public.pros where phone !~ '^\+1[2-9][0-9]{9}$') then
    alter table public.pros validate constraint pros_phone_e164;
  end if;
end;
$$;

create or replace function private.dispatch_queue(
  p_statuses text[] default null,
  p_borough text default null,
  p_species text default null,
  p_search text default null,
  p_limit integer default 50,
  p_offset integer default 0
)
returns table (
  id uuid,
  reference text,
  created_at timestamptz,
  status text,
  status_changed_at timestamptz,
  borough text,
  zip text,
  species text[],
  animal_type text,
  property_type text,
  name text,
  phone text,
  email text,
  offer_id uuid,
  offer_pro_id uuid,
  offer_pro_name text,
  offer_expires_at timestamptz,
  last_offer_expired_at timestamptz,
  description_snippet text,
  situations text[],
  service_level_hours integer,
  duplicate_of uuid,
  duplicate_of_reference text,
  needs_person_at timestamptz,
  needs_person_reason text,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_search text := nullif(pg_catalog.btrim(p_search), '');
  v_ref text;
  v_digits text;
  v_phone text;
  v_hours integer;
begin
  perform private.require_staff();
  if v_search is not null then
    if pg_catalog.char_length(v_search) > 254 then
      raise exception using errcode = '22023', message = 'Search for at most 254 characters.';
    end if;
    -- A reference, typed with or without its dash ('3f2a9c1b', '3F2A-9C', '3F2A').
    if v_search ~* '^[0-9a-f]{4}-?[0-9a-f]{0,4}$' then
      v_ref := pg_catalog.upper(pg_catalog.replace(v_search, '-', ''));
      if pg_catalog.char_length(v_ref) > 4 then
        v_ref := pg_catalog.substr(v_ref, 1, 4) || '-' || pg_catalog.substr(v_ref, 5);
      end if;
    end if;
    -- A phone number in any punctuation, with or without the leading 1.
    v_digits := pg_catalog.regexp_replace(v_search, '[^0-9]', '', 'g');
    if pg_catalog.char_length(v_digits) = 11 and pg_catalog.left(v_digits, 1) = '1' then
      v_digits := pg_catalog.substr(v_digits, 2);
    end if;
    if pg_catalog.char_length(v_digits) = 10 then
      v_phone := '+1' || v_digits;
    end if;
  end if;
  select coalesce(s.resident_wait_hours, 3) into v_hours from private.dispatch_settings s;
  return query
    select l.id, l.reference, l.created_at, l.status, l.status_changed_at, l.borough, l.zip,
           l.wanted_species, l.animal_type, l.property_type, l.name, l.phone, l.email,
           o.id, o.pro_id, p.business_name, o.expires_at, l.last_offer_expired_at,
           pg_catalog.left(pg_catalog.regexp_replace(pg_catalog.btrim(l.description), '\s+', ' ', 'g'), 140),
           l.situations, coalesce(v_hours, 3), d.id, d.reference,
           l.needs_person_at, l.needs_person_reason,
           pg_catalog.count(*) over ()
      from public.leads l
      left join public.lead_offers o on o.lead_id = l.id and o.status = 'open'
      left join public.pros p on p.id = o.pro_id
      left join lateral (
        -- The earliest open lead this one probably repeats.
        select e.id, e.reference
          from public.leads e
         where e.id <> l.id
           and e.zip = l.zip
           and (e.phone = l.phone or pg_catalog.lower(e.email) = pg_catalog.lower(l.email))
           and e.status in ('new', 'offered', 'accepted', 'unreachable')
           and e.created_at between l.created_at - interval '24 hours' and l.created_at
           and (e.created_at, e.id) < (l.created_at, l.id)
         order by e.created_at, e.id
         limit 1
      ) d on l.status in ('new', 'offered', 'unreachable')
     where l.status = any (coalesce(p_statuses, array['new', 'offered', 'unreachable']))
       and (p_borough is null or l.borough = p_borough)
       and (p_species is null or p_species = any (l.wanted_species))
       and (v_search is null
            or (v_ref is not null and l.reference like v_ref || '%')
            or l.zip = v_search
            or (v_phone is not null and l.phone = v_phone)
            or pg_catalog.lower(l.email) = pg_catalog.lower(v_search))
     -- A lead automatic dispatch handed to a person comes first while it still waits for one.
     order by (l.needs_person_at is not null and l.status = 'new') desc, l.created_at, l.id
     limit least(greatest(coalesce(p_limit, 50), 1), 200)
    offset greatest(coalesce(p_offset, 0), 0);
end;
$$;
