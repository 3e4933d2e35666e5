-- Dispatch: staff roles, professionals, the lead lifecycle, offers with expiry, the audit trail.
-- The console's API is described in docs/dispatch-api.md.
--
-- Rules followed throughout (as in the core schema):
--   * errors: 42501 for the wrong caller, PT404 (PostgREST answers HTTP 404) for an unknown
--     lead, offer or professional, P0001 with a sentence staff can act on for a stale state,
--     23514 / 22023 for bad input;
--   * staff are non-anonymous users whose app_metadata.role is 'dispatcher' or 'admin'; only
--     the service role can write app_metadata;
--   * every transition is one SECURITY DEFINER function in `private` (not exposed) that checks
--     the caller and the lead's state in one transaction, locks the lead row first (then its
--     offer), and appends exactly one row to public.lead_events; PostgREST reaches it as RPC
--     through a SECURITY INVOKER wrapper of the same name in `public`;
--   * the API roles have no UPDATE or DELETE on any lifecycle table: status columns change only
--     through these functions (or the service role);
--   * nothing here needs a PostgreSQL newer than 15.

-- ---------------------------------------------------------------------------------------------
-- Who is calling
-- ---------------------------------------------------------------------------------------------
-- The API's wrappers call the functions of `private` as the caller: signed-in users and the
-- service role need to reach the schema (each function still has its own EXECUTE grant).
grant usage on schema private to authenticated, service_role;

-- Staff: a signed-in, non-anonymous user with app_metadata.role dispatcher or admin.
create function private.is_staff()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((auth.jwt() ->> 'is_anonymous')::boolean, false) = false
     and coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') in ('dispatcher', 'admin');
$$;
revoke all on function private.is_staff() from public, anon;
grant execute on function private.is_staff() to authenticated;

create function private.require_staff()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.is_staff() then
    raise exception using errcode = '42501', message = 'Only dispatch staff can do this.';
  end if;
end;
$$;
revoke all on function private.require_staff() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Settings (one row). On a hosted project: update private.dispatch_settings set … ;
-- the local Supabase sets offer_ttl_minutes from OFFER_TTL_MINUTES when it starts.
-- ---------------------------------------------------------------------------------------------
create table private.dispatch_settings (
  id boolean primary key default true constraint dispatch_settings_one_row check (id),
  offer_ttl_minutes integer not null default 60
    constraint dispatch_settings_offer_ttl_range check (offer_ttl_minutes between 1 and 1440),
  updated_at timestamptz not null default now()
);
alter table private.dispatch_settings enable row level security;
revoke all on table private.dispatch_settings from public, anon, authenticated;
grant select, update on table private.dispatch_settings to service_role;
insert into private.dispatch_settings default values;

-- ---------------------------------------------------------------------------------------------
-- Professionals: approved members of the network. Created by the service role (and, with the
-- review issue, by the approve function). A professional signs in as auth user `user_id`.
-- ---------------------------------------------------------------------------------------------
create table public.pros (
  id uuid primary key default gen_random_uuid(),
  user_id uuid unique references auth.users (id) on delete set null,
  application_id uuid unique references public.applications (id) on delete set null,
  business_name text not null
    constraint pros_business_name_length
      check (char_length(business_name) between 1 and 200 and btrim(business_name) <> '')
    constraint pros_business_name_no_control
      check (business_name !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]'),
  contact_name text not null
    constraint pros_contact_name_length
      check (char_length(contact_name) between 1 and 100 and btrim(contact_name) <> '')
    constraint pros_contact_name_no_control
      check (contact_name !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]'),
  email text not null
    constraint pros_email_format check (
      char_length(email) <= 254
      and email = lower(email)
      and email ~ '^[^@[:space:]\x01-\x1f\x7f-\x9f]+@[^@[:space:]\x01-\x1f\x7f-\x9f]+\.[^@[:space:]\x01-\x1f\x7f-\x9f]{2,}$'
    ),
  phone text not null
    constraint pros_phone_format check (phone ~ '^\([0-9]{3}\) [0-9]{3}-[0-9]{4}$'),
  -- NYS DEC nuisance wildlife control operator licence, as confirmed by the reviewer.
  license_number text not null
    constraint pros_license_number_length
      check (char_length(license_number) between 1 and 100 and btrim(license_number) <> '')
    constraint pros_license_number_no_control check (license_number !~ '[\x01-\x1f\x7f-\x9f]'),
  license_expires_on date not null,
  insurance_carrier text not null
    constraint pros_insurance_carrier_length
      check (char_length(insurance_carrier) between 1 and 200 and btrim(insurance_carrier) <> '')
    constraint pros_insurance_carrier_no_control check (insurance_carrier !~ '[\x01-\x1f\x7f-\x9f]'),
  insured_through date not null,
  boroughs text[] not null
    constraint pros_boroughs_values check (
      boroughs <@ array['Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island']::text[]
    )
    constraint pros_boroughs_count
      check (cardinality(boroughs) between 1 and 5 and array_position(boroughs, null) is null),
  -- The lead species the professional takes; empty = all.
  species text[] not null default '{}'
    constraint pros_species_values check (
      species <@ array['Bats', 'Squirrels', 'Raccoons', 'Skunks', 'Mice', 'Rats', 'Birds',
                       'Snakes', 'Groundhogs', 'Other']::text[]
    )
    constraint pros_species_count
      check (cardinality(species) <= 10 and array_position(species, null) is null),
  status text not null default 'active'
    constraint pros_status_values check (status in ('active', 'paused')),
  -- Local demo rows (supabase/local/demo.ts); never on a hosted project.
  is_demo boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.pros is
  'Approved professionals. Staff read all; a professional reads their own row.';
create unique index pros_email_key on public.pros (email);
create index pros_boroughs_idx on public.pros using gin (boroughs);

create trigger pros_set_updated_at
  before update on public.pros
  for each row execute function private.set_updated_at();

-- The pros row of the signed-in, non-anonymous caller (null for anyone else). SECURITY DEFINER
-- so policies on public.pros itself can call it without recursion.
create function private.current_pro_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.id
    from public.pros p
   where p.user_id = auth.uid()
     and coalesce((auth.jwt() ->> 'is_anonymous')::boolean, false) = false;
$$;
revoke all on function private.current_pro_id() from public, anon;
grant execute on function private.current_pro_id() to authenticated;

alter table public.pros enable row level security;
revoke all on table public.pros from public, anon, authenticated;
grant select on table public.pros to authenticated;
grant select, insert, update, delete on table public.pros to service_role;

create policy "pros: signed-in, non-anonymous users only"
  on public.pros as restrictive
  for all
  to authenticated
  using (coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false);

create policy "pros: staff read all, a professional their own row"
  on public.pros
  for select
  to authenticated
  using ((select private.is_staff()) or user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- Leads: status, reference, and the staff read policy for the new roles.
-- ---------------------------------------------------------------------------------------------
alter table public.leads
  add column status text not null default 'new'
    constraint leads_status_values
      check (status in ('new', 'offered', 'accepted', 'completed', 'unreachable', 'cancelled')),
  add column status_changed_at timestamptz not null default now(),
  -- What the resident was shown: the first 8 hex digits of the id, upper case, '3F2A-9C1B'.
  add column reference text not null
    generated always as (upper(substr(id::text, 1, 4) || '-' || substr(id::text, 5, 4))) stored,
  -- The species the lead names in either form's words: the single form's list, plus the
  -- /contact flow's animal type mapped onto it. Used for matching and the species filter.
  add column wanted_species text[] not null generated always as (
    species || case
      when animal_type is null then array[]::text[]
      when animal_type = 'Raccoon' then array['Raccoons']
      when animal_type = 'Squirrel' then array['Squirrels']
      when animal_type = 'Rat' then array['Rats']
      when animal_type = 'Mouse' then array['Mice']
      when animal_type = 'Bat' then array['Bats']
      when animal_type = 'Bird' then array['Birds']
      when animal_type = 'Skunk' then array['Skunks']
      when animal_type = 'Snake' then array['Snakes']
      when animal_type = 'Groundhog' then array['Groundhogs']
      else array['Other']
    end
  ) stored,
  -- Set when an offer expires, cleared by the next offer: the queue's "offer expired" mark.
  add column last_offer_expired_at timestamptz,
  add column cancel_reason text
    constraint leads_cancel_reason_values check (
      cancel_reason in ('duplicate', 'spam', 'resident_cancelled', 'outside_service_area',
                        'referred_to_agency', 'other')
    ),
  add constraint leads_cancel_reason_when_cancelled
    check ((status = 'cancelled') = (cancel_reason is not null));

create index leads_status_created_at_idx on public.leads (status, created_at);
create index leads_reference_idx on public.leads (reference text_pattern_ops);
create index leads_zip_idx on public.leads (zip);
create index leads_phone_idx on public.leads (phone);
create index leads_email_lower_idx on public.leads (lower(email));

-- Staff read every lead; the old 'staff' role is gone.
drop policy "leads: staff read" on public.leads;
create policy "leads: staff read"
  on public.leads
  for select
  to authenticated
  using ((select private.is_staff()));

drop policy "applications: owner and staff read" on public.applications;
create policy "applications: owner and staff read"
  on public.applications
  for select
  to authenticated
  using (owner = (select auth.uid()) or (select private.is_staff()));

drop policy "application documents: staff read" on storage.objects;
create policy "application documents: staff read"
  on storage.objects
  for select
  to authenticated
  using (bucket_id = 'application-documents' and (select private.is_staff()));

-- ---------------------------------------------------------------------------------------------
-- Offers: one open offer per lead, to one professional, until it expires.
-- ---------------------------------------------------------------------------------------------
create table public.lead_offers (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  pro_id uuid not null references public.pros (id),
  status text not null default 'open'
    constraint lead_offers_status_values
      check (status in ('open', 'accepted', 'declined', 'expired', 'withdrawn')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  responded_at timestamptz,
  decline_reason text
    constraint lead_offers_decline_reason_values
      check (decline_reason in ('too_far', 'no_capacity', 'species_not_handled', 'other')),
  note text
    constraint lead_offers_note_length check (char_length(note) between 1 and 2000)
    constraint lead_offers_note_no_control check (note !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'),
  created_by uuid,
  constraint lead_offers_expiry_after_creation check (expires_at > created_at),
  constraint lead_offers_declined_has_reason check ((status = 'declined') = (decline_reason is not null)),
  constraint lead_offers_open_not_responded check ((status = 'open') = (responded_at is null))
);
comment on table public.lead_offers is
  'Offers of a lead to one professional. At most one open offer per lead.';

create unique index lead_offers_one_open_per_lead on public.lead_offers (lead_id) where status = 'open';
create index lead_offers_lead_idx on public.lead_offers (lead_id, created_at);
create index lead_offers_pro_idx on public.lead_offers (pro_id, created_at desc);
create index lead_offers_open_expiry_idx on public.lead_offers (expires_at) where status = 'open';

alter table public.lead_offers enable row level security;
revoke all on table public.lead_offers from public, anon, authenticated;
grant select on table public.lead_offers to authenticated;
grant select, insert, update, delete on table public.lead_offers to service_role;

create policy "lead offers: signed-in, non-anonymous users only"
  on public.lead_offers as restrictive
  for all
  to authenticated
  using (coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false);

create policy "lead offers: staff read all, a pro the offers made to them"
  on public.lead_offers
  for select
  to authenticated
  using ((select private.is_staff()) or pro_id = (select private.current_pro_id()));

-- ---------------------------------------------------------------------------------------------
-- The audit trail: one row per transition, append-only.
-- ---------------------------------------------------------------------------------------------
create table public.lead_events (
  id bigint generated always as identity primary key,
  lead_id uuid not null references public.leads (id) on delete cascade,
  created_at timestamptz not null default now(),
  actor uuid,
  actor_role text not null
    constraint lead_events_actor_role_values
      check (actor_role in ('resident', 'dispatcher', 'admin', 'pro', 'system')),
  -- Who, readable at the time: a staff member's e-mail or a professional's business name.
  actor_label text
    constraint lead_events_actor_label_length check (char_length(actor_label) <= 254),
  event text not null
    constraint lead_events_event_values check (
      event in ('created', 'offered', 'accepted', 'declined', 'expired', 'withdrawn',
                'completed', 'unreachable', 'cancelled', 'reopened', 'note')
    ),
  from_status text
    constraint lead_events_from_status_values
      check (from_status in ('new', 'offered', 'accepted', 'completed', 'unreachable', 'cancelled')),
  to_status text not null
    constraint lead_events_to_status_values
      check (to_status in ('new', 'offered', 'accepted', 'completed', 'unreachable', 'cancelled')),
  offer_id uuid references public.lead_offers (id) on delete cascade,
  pro_id uuid references public.pros (id),
  note text
    constraint lead_events_note_length check (char_length(note) between 1 and 2000)
);
comment on table public.lead_events is
  'Append-only audit trail of every lead transition (who, when, from, to, note).';

create index lead_events_lead_idx on public.lead_events (lead_id, id);
create index lead_events_event_created_at_idx on public.lead_events (event, created_at);

-- Append-only: no role may change or remove a row (deleting the lead removes its trail).
create function private.lead_events_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'lead_events is append-only' using errcode = '42501';
end;
$$;
revoke all on function private.lead_events_append_only() from public, anon, authenticated;

create trigger lead_events_append_only
  before update on public.lead_events
  for each row execute function private.lead_events_append_only();

alter table public.lead_events enable row level security;
revoke all on table public.lead_events from public, anon, authenticated;
grant select on table public.lead_events to authenticated;
grant select, insert on table public.lead_events to service_role;

create policy "lead events: signed-in, non-anonymous users only"
  on public.lead_events as restrictive
  for all
  to authenticated
  using (coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false);

create policy "lead events: staff read"
  on public.lead_events
  for select
  to authenticated
  using ((select private.is_staff()));

-- ---------------------------------------------------------------------------------------------
-- Completion records: what ECL §11-0524 asks a nuisance wildlife control operator to keep.
-- ---------------------------------------------------------------------------------------------
create table public.lead_completions (
  lead_id uuid primary key references public.leads (id) on delete cascade,
  pro_id uuid references public.pros (id),
  created_at timestamptz not null default now(),
  service_date date not null
    constraint lead_completions_service_date_range check (service_date >= date '2020-01-01'),
  species text not null
    constraint lead_completions_species_length
      check (char_length(species) between 1 and 100 and btrim(species) <> '')
    constraint lead_completions_species_no_control check (species !~ '[\x01-\x1f\x7f-\x9f]'),
  animal_count integer not null
    constraint lead_completions_animal_count_range check (animal_count between 0 and 100),
  method text not null
    constraint lead_completions_method_values check (
      method in ('Exclusion / one-way door', 'Live trap', 'Hand capture', 'Lethal trap', 'Other')
    ),
  disposition text not null
    constraint lead_completions_disposition_values check (
      disposition in ('Released on site', 'Released off site with the landowner''s permission',
                      'Euthanized', 'Transferred to a licensed wildlife rehabilitator',
                      'No animal handled', 'Other')
    ),
  note text
    constraint lead_completions_note_length check (char_length(note) between 1 and 2000)
    constraint lead_completions_note_no_control
      check (note !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]')
);
comment on table public.lead_completions is
  'The record of a completed job (date, species, number of animals, method, disposition).';
create index lead_completions_pro_idx on public.lead_completions (pro_id, service_date);

alter table public.lead_completions enable row level security;
revoke all on table public.lead_completions from public, anon, authenticated;
grant select on table public.lead_completions to authenticated;
grant select, insert, update, delete on table public.lead_completions to service_role;

create policy "lead completions: signed-in, non-anonymous users only"
  on public.lead_completions as restrictive
  for all
  to authenticated
  using (coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false) = false);

create policy "lead completions: staff read all, a professional their own"
  on public.lead_completions
  for select
  to authenticated
  using ((select private.is_staff()) or pro_id = (select private.current_pro_id()));

-- ---------------------------------------------------------------------------------------------
-- Lifecycle helpers (not callable through the API)
-- ---------------------------------------------------------------------------------------------

-- The caller as an actor: staff (by role), the professional linked to the session, or nobody.
create function private.actor()
returns table (role text, label text, pro_id uuid)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_pro public.pros%rowtype;
begin
  if private.is_staff() then
    return query select auth.jwt() -> 'app_metadata' ->> 'role', auth.jwt() ->> 'email', null::uuid;
    return;
  end if;
  select p.* into v_pro from public.pros p where p.id = private.current_pro_id();
  if found then
    return query select 'pro'::text, v_pro.business_name, v_pro.id;
  end if;
end;
$$;
revoke all on function private.actor() from public, anon, authenticated;

create function private.log_event(
  p_lead_id uuid,
  p_event text,
  p_from text,
  p_to text,
  p_actor_role text,
  p_actor_label text,
  p_offer_id uuid default null,
  p_pro_id uuid default null,
  p_note text default null
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.lead_events (lead_id, actor, actor_role, actor_label, event, from_status,
                                  to_status, offer_id, pro_id, note)
  values (p_lead_id, auth.uid(), p_actor_role, p_actor_label, p_event, p_from, p_to, p_offer_id,
          p_pro_id, nullif(btrim(p_note), ''));
$$;
revoke all on function private.log_event(uuid, text, text, text, text, text, uuid, uuid, text)
  from public, anon, authenticated;

-- Locks and returns a lead, or raises "No such lead." Every transition locks the lead first,
-- then its offer, so two transitions of one lead queue up instead of deadlocking.
create function private.lock_lead(p_lead_id uuid)
returns public.leads
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype;
begin
  select l.* into v_lead from public.leads l where l.id = p_lead_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'No such lead.';
  end if;
  return v_lead;
end;
$$;
revoke all on function private.lock_lead(uuid) from public, anon, authenticated;

create function private.set_lead_status(p_lead_id uuid, p_status text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.leads
     set status = p_status, status_changed_at = pg_catalog.now()
   where id = p_lead_id;
$$;
revoke all on function private.set_lead_status(uuid, text) from public, anon, authenticated;

create function private.stale(p_lead public.leads, p_action text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = 'P0001',
    message = pg_catalog.format('This lead is %s now, so it cannot be %s. Reload to see its current state.',
                                p_lead.status, p_action);
end;
$$;
revoke all on function private.stale(public.leads, text) from public, anon, authenticated;

create function private.clean_note(p_note text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v text := nullif(pg_catalog.btrim(p_note), '');
begin
  if v is not null and (pg_catalog.char_length(v) > 2000 or v ~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]') then
    raise exception using errcode = '23514',
      message = 'A note must be at most 2000 characters, without control characters.';
  end if;
  return v;
end;
$$;
revoke all on function private.clean_note(text) from public, anon, authenticated;

-- A new lead starts its trail.
create function private.leads_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_events (lead_id, actor_role, event, from_status, to_status)
  values (new.id, 'resident', 'created', null, new.status);
  return null;
end;
$$;
revoke all on function private.leads_after_insert() from public, anon, authenticated;

create trigger leads_after_insert
  after insert on public.leads
  for each row execute function private.leads_after_insert();

-- ---------------------------------------------------------------------------------------------
-- Transitions (RPC)
-- ---------------------------------------------------------------------------------------------

create function private.offer_lead(p_lead_id uuid, p_pro_id uuid, p_note text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype;
  v_pro public.pros%rowtype;
  v_actor record;
  v_ttl integer;
  v_offer uuid;
  v_note text := private.clean_note(p_note);
begin
  perform private.require_staff();
  select * into v_actor from private.actor();
  v_lead := private.lock_lead(p_lead_id);
  if v_lead.status = 'offered' then
    raise exception using errcode = 'P0001',
      message = 'This lead already has an open offer. Reload to see it.';
  elsif v_lead.status <> 'new' then
    perform private.stale(v_lead, 'offered');
  end if;
  select p.* into v_pro from public.pros p where p.id = p_pro_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'No such professional.';
  end if;
  if v_pro.status <> 'active' then
    raise exception using errcode = 'P0001', message = 'This professional is paused and gets no offers.';
  end if;
  if not (v_lead.borough = any (v_pro.boroughs)) then
    raise exception using errcode = 'P0001',
      message = pg_catalog.format('This professional does not cover %s.', v_lead.borough);
  end if;
  select s.offer_ttl_minutes into v_ttl from private.dispatch_settings s;
  insert into public.lead_offers (lead_id, pro_id, expires_at, note, created_by)
  values (p_lead_id, p_pro_id, pg_catalog.now() + pg_catalog.make_interval(mins => coalesce(v_ttl, 60)),
          v_note, auth.uid())
  returning id into v_offer;
  update public.leads
     set status = 'offered', status_changed_at = pg_catalog.now(), last_offer_expired_at = null
   where id = p_lead_id;
  perform private.log_event(p_lead_id, 'offered', v_lead.status, 'offered', v_actor.role,
                            v_actor.label, v_offer, p_pro_id, v_note);
  return v_offer;
exception
  when unique_violation then
    raise exception using errcode = 'P0001',
      message = 'This lead already has an open offer. Reload to see it.';
end;
$$;

-- The offer's lead locked, then the offer locked; raises unless the caller is staff or the
-- professional the offer was made to.
create function private.lock_offer_for_response(p_offer_id uuid, out lead public.leads, out offer public.lead_offers, out actor_role text, out actor_label text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead_id uuid;
  v_actor record;
begin
  select o.lead_id into v_lead_id from public.lead_offers o where o.id = p_offer_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'No such offer.';
  end if;
  select * into v_actor from private.actor();
  if v_actor.role is null then
    raise exception using errcode = '42501', message = 'Only dispatch staff or the professional offered this lead can do this.';
  end if;
  lead := private.lock_lead(v_lead_id);
  select o.* into offer from public.lead_offers o where o.id = p_offer_id for update;
  if v_actor.role = 'pro' and offer.pro_id is distinct from v_actor.pro_id then
    raise exception using errcode = '42501', message = 'This offer was not made to you.';
  end if;
  actor_role := v_actor.role;
  actor_label := v_actor.label;
end;
$$;
revoke all on function private.lock_offer_for_response(uuid) from public, anon, authenticated;

create function private.require_open_offer(p_offer public.lead_offers, p_action text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_offer.status <> 'open' then
    raise exception using errcode = 'P0001',
      message = pg_catalog.format('This offer was already %s, so it cannot be %s.', p_offer.status, p_action);
  end if;
  if p_offer.expires_at <= pg_catalog.now() then
    raise exception using errcode = 'P0001',
      message = pg_catalog.format('This offer has expired, so it cannot be %s.', p_action);
  end if;
end;
$$;
revoke all on function private.require_open_offer(public.lead_offers, text) from public, anon, authenticated;

create function private.accept_offer(p_offer_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v record;
begin
  select * into v from private.lock_offer_for_response(p_offer_id);
  perform private.require_open_offer(v.offer, 'accepted');
  update public.lead_offers set status = 'accepted', responded_at = pg_catalog.now() where id = p_offer_id;
  perform private.set_lead_status((v.lead).id, 'accepted');
  perform private.log_event((v.lead).id, 'accepted', (v.lead).status, 'accepted', v.actor_role,
                            v.actor_label, p_offer_id, (v.offer).pro_id, null);
end;
$$;

create function private.decline_offer(p_offer_id uuid, p_reason text, p_note text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v record;
  v_note text := private.clean_note(p_note);
begin
  if p_reason is null or p_reason not in ('too_far', 'no_capacity', 'species_not_handled', 'other') then
    raise exception using errcode = '23514',
      message = 'Choose a reason: too far, no capacity, species not handled, or other.';
  end if;
  select * into v from private.lock_offer_for_response(p_offer_id);
  perform private.require_open_offer(v.offer, 'declined');
  update public.lead_offers
     set status = 'declined', responded_at = pg_catalog.now(), decline_reason = p_reason,
         note = coalesce(v_note, note)
   where id = p_offer_id;
  perform private.set_lead_status((v.lead).id, 'new');
  perform private.log_event((v.lead).id, 'declined', (v.lead).status, 'new', v.actor_role,
                            v.actor_label, p_offer_id, (v.offer).pro_id,
                            pg_catalog.concat_ws(': ', pg_catalog.replace(p_reason, '_', ' '), v_note));
end;
$$;

create function private.withdraw_offer(p_offer_id uuid, p_note text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v record;
  v_note text := private.clean_note(p_note);
begin
  perform private.require_staff();
  select * into v from private.lock_offer_for_response(p_offer_id);
  if (v.offer).status <> 'open' then
    raise exception using errcode = 'P0001',
      message = pg_catalog.format('This offer was already %s, so it cannot be withdrawn.', (v.offer).status);
  end if;
  update public.lead_offers set status = 'withdrawn', responded_at = pg_catalog.now() where id = p_offer_id;
  perform private.set_lead_status((v.lead).id, 'new');
  perform private.log_event((v.lead).id, 'withdrawn', (v.lead).status, 'new', v.actor_role,
                            v.actor_label, p_offer_id, (v.offer).pro_id, v_note);
end;
$$;

-- Run by the scheduler (local Supabase: every 30 s; hosted: pg_cron, see the README).
create function private.expire_offers()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_candidate record;
  v_lead public.leads%rowtype;
  v_count integer := 0;
begin
  for v_candidate in
    select o.id, o.lead_id from public.lead_offers o
     where o.status = 'open' and o.expires_at <= pg_catalog.now()
     order by o.expires_at
  loop
    -- Lead first, then the offer (the order every transition uses); skip what another
    -- transaction is working on, the next run takes it.
    select l.* into v_lead from public.leads l where l.id = v_candidate.lead_id for update skip locked;
    continue when not found;
    perform 1 from public.lead_offers o
     where o.id = v_candidate.id and o.status = 'open' and o.expires_at <= pg_catalog.now()
       for update skip locked;
    continue when not found;
    update public.lead_offers set status = 'expired', responded_at = pg_catalog.now()
     where id = v_candidate.id;
    update public.leads
       set status = 'new', status_changed_at = pg_catalog.now(), last_offer_expired_at = pg_catalog.now()
     where id = v_lead.id;
    insert into public.lead_events (lead_id, actor_role, event, from_status, to_status, offer_id, pro_id)
    select v_lead.id, 'system', 'expired', v_lead.status, 'new', o.id, o.pro_id
      from public.lead_offers o where o.id = v_candidate.id;
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

-- The accepted offer's professional must be the caller (or the caller is staff).
create function private.lock_assigned_lead(p_lead_id uuid, p_action text, out lead public.leads, out pro_id uuid, out actor_role text, out actor_label text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor record;
begin
  select * into v_actor from private.actor();
  if v_actor.role is null then
    raise exception using errcode = '42501', message = 'Only dispatch staff or the assigned professional can do this.';
  end if;
  lead := private.lock_lead(p_lead_id);
  select o.pro_id into pro_id
    from public.lead_offers o
   where o.lead_id = p_lead_id and o.status = 'accepted'
   order by o.responded_at desc
   limit 1;
  if v_actor.role = 'pro' and pro_id is distinct from v_actor.pro_id then
    raise exception using errcode = '42501', message = 'This job is not assigned to you.';
  end if;
  if lead.status <> 'accepted' then
    perform private.stale(lead, p_action);
  end if;
  actor_role := v_actor.role;
  actor_label := v_actor.label;
end;
$$;
revoke all on function private.lock_assigned_lead(uuid, text) from public, anon, authenticated;

create function private.complete_lead(
  p_lead_id uuid,
  p_service_date date,
  p_species text,
  p_animal_count integer,
  p_method text,
  p_disposition text,
  p_note text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v record;
  v_note text := private.clean_note(p_note);
begin
  select * into v from private.lock_assigned_lead(p_lead_id, 'completed');
  if p_service_date is null
     or p_service_date > (pg_catalog.now() at time zone 'America/New_York')::date
     or p_service_date < ((v.lead).created_at at time zone 'America/New_York')::date then
    raise exception using errcode = '23514',
      message = 'The service date must be between the day of the request and today.';
  end if;
  insert into public.lead_completions (lead_id, pro_id, service_date, species, animal_count, method,
                                       disposition, note)
  values (p_lead_id, v.pro_id, p_service_date, pg_catalog.btrim(p_species), p_animal_count, p_method,
          p_disposition, v_note);
  perform private.set_lead_status(p_lead_id, 'completed');
  perform private.log_event(p_lead_id, 'completed', 'accepted', 'completed', v.actor_role,
                            v.actor_label, null, v.pro_id, v_note);
end;
$$;

create function private.mark_unreachable(p_lead_id uuid, p_note text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v record;
  v_note text := private.clean_note(p_note);
begin
  select * into v from private.lock_assigned_lead(p_lead_id, 'marked unreachable');
  perform private.set_lead_status(p_lead_id, 'unreachable');
  perform private.log_event(p_lead_id, 'unreachable', 'accepted', 'unreachable', v.actor_role,
                            v.actor_label, null, v.pro_id, v_note);
end;
$$;

create function private.reopen_lead(p_lead_id uuid, p_note text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype;
  v_actor record;
  v_note text := private.clean_note(p_note);
begin
  perform private.require_staff();
  select * into v_actor from private.actor();
  v_lead := private.lock_lead(p_lead_id);
  if v_lead.status not in ('unreachable', 'cancelled') then
    perform private.stale(v_lead, 'reopened');
  end if;
  update public.leads
     set status = 'new', status_changed_at = pg_catalog.now(), cancel_reason = null
   where id = p_lead_id;
  perform private.log_event(p_lead_id, 'reopened', v_lead.status, 'new', v_actor.role,
                            v_actor.label, null, null, v_note);
end;
$$;

create function private.cancel_lead(p_lead_id uuid, p_reason text, p_note text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype;
  v_actor record;
  v_offer uuid;
  v_note text := private.clean_note(p_note);
begin
  perform private.require_staff();
  if p_reason is null or p_reason not in ('duplicate', 'spam', 'resident_cancelled',
                                          'outside_service_area', 'referred_to_agency', 'other') then
    raise exception using errcode = '23514', message = 'Choose a reason for cancelling.';
  end if;
  if p_reason = 'other' and v_note is null then
    raise exception using errcode = '23514', message = 'Say why in a note when the reason is "other".';
  end if;
  select * into v_actor from private.actor();
  v_lead := private.lock_lead(p_lead_id);
  if v_lead.status not in ('new', 'offered', 'accepted', 'unreachable') then
    perform private.stale(v_lead, 'cancelled');
  end if;
  update public.lead_offers set status = 'withdrawn', responded_at = pg_catalog.now()
   where lead_id = p_lead_id and status = 'open'
   returning id into v_offer;
  update public.leads
     set status = 'cancelled', status_changed_at = pg_catalog.now(), cancel_reason = p_reason
   where id = p_lead_id;
  perform private.log_event(p_lead_id, 'cancelled', v_lead.status, 'cancelled', v_actor.role,
                            v_actor.label, v_offer, null,
                            pg_catalog.concat_ws(': ', pg_catalog.replace(p_reason, '_', ' '), v_note));
end;
$$;

create function private.add_lead_note(p_lead_id uuid, p_note text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype;
  v_actor record;
  v_note text := private.clean_note(p_note);
begin
  perform private.require_staff();
  if v_note is null then
    raise exception using errcode = '23514', message = 'Write a note first.';
  end if;
  select * into v_actor from private.actor();
  v_lead := private.lock_lead(p_lead_id);
  perform private.log_event(p_lead_id, 'note', v_lead.status, v_lead.status, v_actor.role,
                            v_actor.label, null, null, v_note);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Reads for the console (RPC)
-- ---------------------------------------------------------------------------------------------

create function private.dispatch_queue(
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
      v_phone := pg_catalog.format('(%s) %s-%s', pg_catalog.substr(v_digits, 1, 3),
                                   pg_catalog.substr(v_digits, 4, 3), pg_catalog.substr(v_digits, 7, 4));
    end if;
  end if;
  return query
    select l.id, l.reference, l.created_at, l.status, l.status_changed_at, l.borough, l.zip,
           l.wanted_species, l.animal_type, l.property_type, l.name, l.phone, l.email,
           o.id, o.pro_id, p.business_name, o.expires_at, l.last_offer_expired_at,
           pg_catalog.count(*) over ()
      from public.leads l
      left join public.lead_offers o on o.lead_id = l.id and o.status = 'open'
      left join public.pros p on p.id = o.pro_id
     where l.status = any (coalesce(p_statuses, array['new', 'offered', 'unreachable']))
       and (p_borough is null or l.borough = p_borough)
       and (p_species is null or p_species = any (l.wanted_species))
       and (v_search is null
            or (v_ref is not null and l.reference like v_ref || '%')
            or l.zip = v_search
            or (v_phone is not null and l.phone = v_phone)
            or pg_catalog.lower(l.email) = pg_catalog.lower(v_search))
     order by l.created_at, l.id
     limit least(greatest(coalesce(p_limit, 50), 1), 200)
    offset greatest(coalesce(p_offset, 0), 0);
end;
$$;

create function private.dispatch_stats()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today timestamptz := pg_catalog.date_trunc('day', pg_catalog.now() at time zone 'America/New_York')
                           at time zone 'America/New_York';
  v_week timestamptz := pg_catalog.date_trunc('week', pg_catalog.now() at time zone 'America/New_York')
                          at time zone 'America/New_York';
  v_result json;
begin
  perform private.require_staff();
  select pg_catalog.json_build_object(
    'open_leads',
      (select pg_catalog.count(*) from public.leads l
        where l.status in ('new', 'offered', 'accepted', 'unreachable')),
    'median_minutes_to_accept_7d',
      (select pg_catalog.round((pg_catalog.percentile_cont(0.5) within group (order by a.minutes))::numeric, 1)
         from (select extract(epoch from (pg_catalog.min(e.created_at) - l.created_at)) / 60 as minutes
                 from public.lead_events e
                 join public.leads l on l.id = e.lead_id
                where e.event = 'accepted' and e.created_at >= pg_catalog.now() - interval '7 days'
                group by l.id, l.created_at) a),
    'offers_expired_today',
      (select pg_catalog.count(*) from public.lead_events e
        where e.event = 'expired' and e.created_at >= v_today),
    'week_starts_at', v_week,
    'leads_per_borough_week',
      (select pg_catalog.json_object_agg(b.borough, coalesce(c.n, 0) order by b.ord)
         from (values ('Manhattan', 1), ('Brooklyn', 2), ('Queens', 3), ('Bronx', 4), ('Staten Island', 5))
              as b(borough, ord)
         left join (select l.borough, pg_catalog.count(*) as n from public.leads l
                     where l.created_at >= v_week group by l.borough) c on c.borough = b.borough)
  ) into v_result;
  return v_result;
end;
$$;

create function private.match_pros(p_lead_id uuid)
returns table (
  pro_id uuid,
  business_name text,
  contact_name text,
  phone text,
  boroughs text[],
  species text[],
  covers_species boolean,
  open_jobs integer,
  last_offer_at timestamptz,
  offered_before boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype;
  v_wanted text[];
begin
  perform private.require_staff();
  select l.* into v_lead from public.leads l where l.id = p_lead_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'No such lead.';
  end if;
  -- 'Other' names no species to match on.
  v_wanted := pg_catalog.array_remove(v_lead.wanted_species, 'Other');
  return query
    select p.id, p.business_name, p.contact_name, p.phone, p.boroughs, p.species,
           (pg_catalog.cardinality(p.species) = 0 or p.species @> v_wanted),
           (select pg_catalog.count(*)::integer from public.lead_offers o
              join public.leads l on l.id = o.lead_id
             where o.pro_id = p.id and o.status = 'accepted' and l.status = 'accepted'),
           (select pg_catalog.max(o.created_at) from public.lead_offers o where o.pro_id = p.id),
           exists (select 1 from public.lead_offers o where o.pro_id = p.id and o.lead_id = p_lead_id)
      from public.pros p
     where p.status = 'active'
       and v_lead.borough = any (p.boroughs)
       and (pg_catalog.cardinality(v_wanted) = 0 or pg_catalog.cardinality(p.species) = 0
            or p.species && v_wanted)
     order by 10, 8, 9 nulls first, 2;
end;
$$;

create function private.dispatch_export(p_from date, p_to date)
returns table (
  id uuid,
  reference text,
  created_at timestamptz,
  status text,
  source text,
  borough text,
  zip text,
  name text,
  email text,
  phone text,
  property_type text,
  address text,
  city text,
  species text[],
  animal_type text,
  duration text,
  description text,
  cancel_reason text,
  events json
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 366 then
    raise exception using errcode = '22023', message = 'Choose a date range of at most one year.';
  end if;
  return query
    select l.id, l.reference, l.created_at, l.status, l.source, l.borough, l.zip, l.name, l.email,
           l.phone, l.property_type, l.address, l.city, l.wanted_species, l.animal_type,
           l.duration, l.description, l.cancel_reason,
           coalesce((select pg_catalog.json_agg(pg_catalog.json_build_object(
                       'at', e.created_at, 'event', e.event, 'from', e.from_status,
                       'to', e.to_status, 'actor_role', e.actor_role, 'actor', e.actor_label,
                       'note', e.note) order by e.id)
                       from public.lead_events e where e.lead_id = l.id), '[]'::json)
      from public.leads l
     where l.created_at >= (p_from::timestamp at time zone 'America/New_York')
       and l.created_at < ((p_to + 1)::timestamp at time zone 'America/New_York')
     order by l.created_at, l.id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call what. The work is done by the SECURITY DEFINER functions above, in the
-- non-exposed schema `private`; each checks its caller itself. The API calls the SECURITY
-- INVOKER wrappers in `public` below (PostgREST exposes them as RPC), so no definer function
-- sits in an exposed schema. expire_offers is for the scheduler only.
-- ---------------------------------------------------------------------------------------------
revoke all on function private.offer_lead(uuid, uuid, text) from public, anon;
revoke all on function private.accept_offer(uuid) from public, anon;
revoke all on function private.decline_offer(uuid, text, text) from public, anon;
revoke all on function private.withdraw_offer(uuid, text) from public, anon;
revoke all on function private.expire_offers() from public, anon, authenticated;
revoke all on function private.complete_lead(uuid, date, text, integer, text, text, text) from public, anon;
revoke all on function private.mark_unreachable(uuid, text) from public, anon;
revoke all on function private.reopen_lead(uuid, text) from public, anon;
revoke all on function private.cancel_lead(uuid, text, text) from public, anon;
revoke all on function private.add_lead_note(uuid, text) from public, anon;
revoke all on function private.dispatch_queue(text[], text, text, text, integer, integer) from public, anon;
revoke all on function private.dispatch_stats() from public, anon;
revoke all on function private.match_pros(uuid) from public, anon;
revoke all on function private.dispatch_export(date, date) from public, anon;

grant execute on function private.offer_lead(uuid, uuid, text) to authenticated, service_role;
grant execute on function private.accept_offer(uuid) to authenticated, service_role;
grant execute on function private.decline_offer(uuid, text, text) to authenticated, service_role;
grant execute on function private.withdraw_offer(uuid, text) to authenticated, service_role;
grant execute on function private.expire_offers() to service_role;
grant execute on function private.complete_lead(uuid, date, text, integer, text, text, text) to authenticated, service_role;
grant execute on function private.mark_unreachable(uuid, text) to authenticated, service_role;
grant execute on function private.reopen_lead(uuid, text) to authenticated, service_role;
grant execute on function private.cancel_lead(uuid, text, text) to authenticated, service_role;
grant execute on function private.add_lead_note(uuid, text) to authenticated, service_role;
grant execute on function private.dispatch_queue(text[], text, text, text, integer, integer) to authenticated;
grant execute on function private.dispatch_stats() to authenticated;
grant execute on function private.match_pros(uuid) to authenticated;
grant execute on function private.dispatch_export(date, date) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The API: SECURITY INVOKER wrappers (RPC)
-- ---------------------------------------------------------------------------------------------

create function public.offer_lead(p_lead_id uuid, p_pro_id uuid, p_note text default null)
returns uuid
language sql
security invoker
set search_path = ''
as $$
  select private.offer_lead(p_lead_id, p_pro_id, p_note);
$$;

create function public.accept_offer(p_offer_id uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.accept_offer(p_offer_id);
$$;

create function public.decline_offer(p_offer_id uuid, p_reason text, p_note text default null)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.decline_offer(p_offer_id, p_reason, p_note);
$$;

create function public.withdraw_offer(p_offer_id uuid, p_note text default null)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.withdraw_offer(p_offer_id, p_note);
$$;

create function public.expire_offers()
returns integer
language sql
security invoker
set search_path = ''
as $$
  select private.expire_offers();
$$;

create function public.complete_lead(
  p_lead_id uuid,
  p_service_date date,
  p_species text,
  p_animal_count integer,
  p_method text,
  p_disposition text,
  p_note text default null
)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.complete_lead(p_lead_id, p_service_date, p_species, p_animal_count, p_method, p_disposition, p_note);
$$;

create function public.mark_unreachable(p_lead_id uuid, p_note text default null)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.mark_unreachable(p_lead_id, p_note);
$$;

create function public.reopen_lead(p_lead_id uuid, p_note text default null)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.reopen_lead(p_lead_id, p_note);
$$;

create function public.cancel_lead(p_lead_id uuid, p_reason text, p_note text default null)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.cancel_lead(p_lead_id, p_reason, p_note);
$$;

create function public.add_lead_note(p_lead_id uuid, p_note text)
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.add_lead_note(p_lead_id, p_note);
$$;

create function public.dispatch_queue(
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
  total_count bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.dispatch_queue(p_statuses, p_borough, p_species, p_search, p_limit, p_offset);
$$;

create function public.dispatch_stats()
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select private.dispatch_stats();
$$;

create function public.match_pros(p_lead_id uuid)
returns table (
  pro_id uuid,
  business_name text,
  contact_name text,
  phone text,
  boroughs text[],
  species text[],
  covers_species boolean,
  open_jobs integer,
  last_offer_at timestamptz,
  offered_before boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.match_pros(p_lead_id);
$$;

create function public.dispatch_export(p_from date, p_to date)
returns table (
  id uuid,
  reference text,
  created_at timestamptz,
  status text,
  source text,
  borough text,
  zip text,
  name text,
  email text,
  phone text,
  property_type text,
  address text,
  city text,
  species text[],
  animal_type text,
  duration text,
  description text,
  cancel_reason text,
  events json
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.dispatch_export(p_from, p_to);
$$;


revoke all on function public.offer_lead(uuid, uuid, text) from public, anon;
revoke all on function public.accept_offer(uuid) from public, anon;
revoke all on function public.decline_offer(uuid, text, text) from public, anon;
revoke all on function public.withdraw_offer(uuid, text) from public, anon;
revoke all on function public.expire_offers() from public, anon, authenticated;
revoke all on function public.complete_lead(uuid, date, text, integer, text, text, text) from public, anon;
revoke all on function public.mark_unreachable(uuid, text) from public, anon;
revoke all on function public.reopen_lead(uuid, text) from public, anon;
revoke all on function public.cancel_lead(uuid, text, text) from public, anon;
revoke all on function public.add_lead_note(uuid, text) from public, anon;
revoke all on function public.dispatch_queue(text[], text, text, text, integer, integer) from public, anon;
revoke all on function public.dispatch_stats() from public, anon;
revoke all on function public.match_pros(uuid) from public, anon;
revoke all on function public.dispatch_export(date, date) from public, anon;
grant execute on function public.offer_lead(uuid, uuid, text) to authenticated, service_role;
grant execute on function public.accept_offer(uuid) to authenticated, service_role;
grant execute on function public.decline_offer(uuid, text, text) to authenticated, service_role;
grant execute on function public.withdraw_offer(uuid, text) to authenticated, service_role;
grant execute on function public.expire_offers() to service_role;
grant execute on function public.complete_lead(uuid, date, text, integer, text, text, text) to authenticated, service_role;
grant execute on function public.mark_unreachable(uuid, text) to authenticated, service_role;
grant execute on function public.reopen_lead(uuid, text) to authenticated, service_role;
grant execute on function public.cancel_lead(uuid, text, text) to authenticated, service_role;
grant execute on function public.add_lead_note(uuid, text) to authenticated, service_role;
grant execute on function public.dispatch_queue(text[], text, text, text, integer, integer) to authenticated;
grant execute on function public.dispatch_stats() to authenticated;
grant execute on function public.match_pros(uuid) to authenticated;
grant execute on function public.dispatch_export(date, date) to authenticated;
