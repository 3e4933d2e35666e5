-- The /contact flow's "right help first" answers (someone bitten or scratched, a bat where
-- someone slept, a dead animal on the street), kept with the lead so the dispatcher sees the
-- advice the resident was shown. Values mirror SITUATIONS in src/domain/options.ts.
alter table public.leads
  add column situations text[] not null default '{}'
    constraint leads_situations_values
      check (situations <@ array['bitten', 'bat-slept', 'dead-on-street']::text[])
    constraint leads_situations_count
      check (cardinality(situations) <= 3 and array_position(situations, null) is null);

grant insert (situations) on table public.leads to anon, authenticated;
