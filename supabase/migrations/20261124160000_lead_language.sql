-- The lead carries the resident's language (issue: residents can get help in Spanish and
-- Chinese). The report forms at /es/…, /zh-hant/… and /zh-hans/… store 'es', 'zh-Hant' or
-- 'zh-Hans'; English, the root of the site, stores 'en' (the default, so older clients and
-- rows keep working). The resident's e-mails are written in that language (the outbox data
-- carries it through private.lead_summary), and the dispatcher and the professional see
-- "Prefers: Español" on the lead (the console reads the column; pro_offers/pro_jobs return it).

alter table public.leads
  add column language text not null default 'en'
  constraint leads_language_values check (language in ('en', 'es', 'zh-Hant', 'zh-Hans'));

grant insert (language) on table public.leads to anon, authenticated;

-- Every lead e-mail's data names the language: the resident's mails are written in it, the
-- dispatch and offer mails show it.
create or replace function private.lead_summary(p_lead public.leads)
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
    'received_at', p_lead.created_at,
    'language', p_lead.language
  );
$$;
revoke all on function private.lead_summary(public.leads) from public, anon, authenticated;

-- The professional sees the language on an offer (no PII) and on a job.
drop function public.pro_offers();
drop function private.pro_offers();
drop function public.pro_jobs();
drop function private.pro_jobs();

create function private.pro_offers()
returns table (
  offer_id uuid,
  status text,
  offered_at timestamptz,
  expires_at timestamptz,
  responded_at timestamptz,
  reference text,
  lead_created_at timestamptz,
  borough text,
  zip text,
  species text[],
  animal_type text,
  property_type text,
  duration text,
  description text,
  language text
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
    select o.id, o.status, o.created_at, o.expires_at, o.responded_at, l.reference, l.created_at,
           l.borough, l.zip, l.wanted_species, l.animal_type, l.property_type, l.duration,
           l.description, l.language
      from public.lead_offers o
      join public.leads l on l.id = o.lead_id
     where o.pro_id = v_pro
       and (o.status = 'open'
            or (o.status in ('expired', 'withdrawn') and o.responded_at > pg_catalog.now() - interval '1 day'))
     order by (o.status = 'open') desc, o.expires_at;
end;
$$;
revoke all on function private.pro_offers() from public, anon;
grant execute on function private.pro_offers() to authenticated;

create function public.pro_offers()
returns table (
  offer_id uuid,
  status text,
  offered_at timestamptz,
  expires_at timestamptz,
  responded_at timestamptz,
  reference text,
  lead_created_at timestamptz,
  borough text,
  zip text,
  species text[],
  animal_type text,
  property_type text,
  duration text,
  description text,
  language text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.pro_offers();
$$;
revoke all on function public.pro_offers() from public, anon;
grant execute on function public.pro_offers() to authenticated;

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
  language text
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
           private.resident_notes(l.id), l.language
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
  language text
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
