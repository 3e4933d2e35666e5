-- Hardening found by the hostile-payload tests (tests/integration/abuse.test.ts).

-- 1. Invisible and direction-changing characters in people's and businesses' names: zero-width
--    characters (U+200B-U+200F, U+2060-U+2064, U+FEFF) and bidirectional controls (U+202A-U+202E,
--    U+2066-U+2069) can hide a name or make it read differently in the staff view.
alter table public.leads
  add constraint leads_name_no_format_chars
    check (name !~ '[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]');
alter table public.applications
  add constraint applications_business_name_no_format_chars
    check (business_name !~ '[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]'),
  add constraint applications_owner_name_no_format_chars
    check (owner_name !~ '[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]'),
  add constraint applications_full_name_no_format_chars
    check (full_name !~ '[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]');

-- 2. A business website is a web address: http(s), or a bare host name as people type it
--    ("example.com/path", "example.com:8080"). Any other scheme (javascript:, data:, file:)
--    is refused, so a staff link to it can never run script.
alter table public.applications
  add constraint applications_website_scheme
    check (website ~* '^https?://' or website !~* '^[a-z][a-z0-9+.-]*:(?![0-9])');

-- 3. The public forms send one row per request. A request inserting several rows with the
--    anon key (or as a signed-in visitor) is refused whole, so the public insert grant cannot
--    be used to pour in rows in bulk. The service role is not limited.
create function private.refuse_bulk_public_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from inserted_rows) > 1 then
    raise exception 'one row per request'
      using errcode = '22023', hint = 'Submit one row at a time.';
  end if;
  return null;
end;
$$;
revoke execute on function private.refuse_bulk_public_insert() from public, anon, authenticated;

create trigger leads_one_row_per_request
  after insert on public.leads
  referencing new table as inserted_rows
  for each statement execute function private.refuse_bulk_public_insert();

create trigger newsletter_one_row_per_request
  after insert on public.newsletter_subscriptions
  referencing new table as inserted_rows
  for each statement execute function private.refuse_bulk_public_insert();
