-- Step 2 of the report flow also asks what the resident has noticed that makes a visit more
-- urgent: the animal is inside where people live, or there are young animals. The answers are
-- stored with the other ticked situations (leads.situations), and the dispatch queue already
-- returns that column, so its rows can flag them (src/features/dispatch/triage.ts).
-- The list is src/domain/options.ts SITUATIONS; tests/integration keep the two in step.

alter table public.leads drop constraint leads_situations_values;
alter table public.leads drop constraint leads_situations_count;
alter table public.leads
  add constraint leads_situations_values
    check (situations <@ array['bitten', 'bat-slept', 'dead-on-street', 'inside-living-space', 'young-animals']::text[]),
  add constraint leads_situations_count
    check (cardinality(situations) <= 5 and array_position(situations, null) is null);

comment on column public.leads.situations is
  'What the resident ticked at step 2: the "right help first" situations (bitten, bat-slept, dead-on-street) and the signs that make a visit more urgent (inside-living-space, young-animals).';
