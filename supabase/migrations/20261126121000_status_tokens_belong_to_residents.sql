-- Status tokens belong to the resident only (issue 25 finding 3; docs/dispatch-api.md
-- "Resident status").
--
-- Before: a professional could select lead_id from the offers made to them (RLS let them read
-- their lead_offers rows), and lead_status_link(p_lead_id) handed the resident's status token to
-- anyone who knew the id during the lead's first 30 minutes; with it they added "resident" notes
-- and cancelled in the resident's name, recorded as `resident` with no actor. Now:
--   * professionals read no lead_offers row: their offers and jobs come only through
--     pro_offers() / pro_jobs() (security definer);
--   * the browser that sends a report also sends a random secret (status_secret, stored only as
--     its SHA-256) and must present it to get the link: the id alone gets nothing;
--   * every resident event names how the resident acted (actor_label), never an empty actor.

-- ---------------------------------------------------------------------------------------------
-- lead_offers: staff only (the restrictive non-anonymous policy stays).
-- ---------------------------------------------------------------------------------------------
drop policy "lead offers: staff read all, a pro the offers made to them" on public.lead_offers;
create policy "lead offers: staff read all"
  on public.lead_offers
  for select
  to authenticated
  using ((select private.is_staff()));

-- ---------------------------------------------------------------------------------------------
-- The report's secret. The form sends status_secret (43 base64url characters, 32 random bytes);
-- a BEFORE trigger keeps only its SHA-256 in status_secret_hash. A retry of the same submission
-- sends the same id and secret; the stored lead is kept as it was.
-- ---------------------------------------------------------------------------------------------
alter table public.leads
  add column status_secret text
    constraint leads_status_secret_never_stored check (status_secret is null),
  add column status_secret_hash text
    constraint leads_status_secret_hash_format check (status_secret_hash ~ '^[0-9a-f]{64}$');
comment on column public.leads.status_secret is
  'Write-only: the report form''s random secret for its status link; the trigger keeps its SHA-256 in status_secret_hash and stores null here.';
grant insert (status_secret) on table public.leads to anon, authenticated;

create function private.leads_hash_status_secret()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status_secret is not null then
    if new.status_secret !~ '^[A-Za-z0-9_-]{43}$' then
      raise exception using errcode = '23514', message = 'status_secret must be 43 base64url characters.';
    end if;
    new.status_secret_hash := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(new.status_secret, 'UTF8')), 'hex');
    new.status_secret := null;
  elsif pg_catalog.current_user() in ('anon', 'authenticated') then
    -- Only the form's own secret: a caller cannot set a hash of its choosing.
    new.status_secret_hash := null;
  end if;
  return new;
end;
$$;
revoke all on function private.leads_hash_status_secret() from public, anon, authenticated;

-- Fires after leads_accept_public_insert and leads_before_insert (BEFORE triggers run in name
-- order), on the row that is stored.
create trigger leads_status_secret
  before insert on public.leads
  for each row execute function private.leads_hash_status_secret();

-- The link for the browser that sent the report: its id AND its secret, during the first 30
-- minutes. The one-argument version (id alone) is gone.
drop function public.lead_status_link(uuid);
drop function private.lead_status_link(uuid);

create function private.lead_status_link(p_lead_id uuid, p_secret text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select t.token
    from private.lead_status_tokens t
    join public.leads l on l.id = t.lead_id
   where t.lead_id = p_lead_id
     and l.status_secret_hash is not null
     and l.status_secret_hash = pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(coalesce(p_secret, ''), 'UTF8')), 'hex')
     and l.created_at > pg_catalog.now() - interval '30 minutes';
$$;

create function public.lead_status_link(p_lead_id uuid, p_secret text)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select private.lead_status_link(p_lead_id, p_secret);
$$;

revoke all on function private.lead_status_link(uuid, text) from public;
revoke all on function public.lead_status_link(uuid, text) from public;
grant execute on function private.lead_status_link(uuid, text) to anon, authenticated, service_role;
grant execute on function public.lead_status_link(uuid, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Who acted: a resident event always says how (the report form, or the status link's token),
-- so the trail tells it apart from staff, professionals and the system.
-- ---------------------------------------------------------------------------------------------
create function private.lead_events_resident_actor()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.actor_role = 'resident' and new.actor_label is null then
    new.actor_label := case when new.event = 'created' then 'resident (report form)' else 'resident (status link)' end;
  end if;
  return new;
end;
$$;
revoke all on function private.lead_events_resident_actor() from public, anon, authenticated;

create trigger lead_events_resident_actor
  before insert on public.lead_events
  for each row execute function private.lead_events_resident_actor();
-- (Past rows stay as they are: lead_events is append-only.)
