/**
 * The local Supabase of `npm run bench:dispatch`, in its own process so that its resident
 * memory can be measured alone: starts on a fresh data directory, creates the demo accounts, loads 10,000
 * leads and about 30,000 lead events, then prints one JSON line (its URL, a sample lead, the
 * row counts and the EXPLAIN ANALYZE of the console's queries) and serves until killed.
 */
import type { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo } from '../supabase/local/demo.ts';
import { startLocalSupabase } from '../supabase/local/server.ts';

const LEADS = 10_000;
const port = Number(process.env.BENCH_SUPABASE_PORT ?? 54321);

// On disk, as `npm start` keeps its data (.data/), in a directory of its own removed at the end.
const dataDir = mkdtempSync(join(tmpdir(), 'nwd-bench-'));
const sb = await startLocalSupabase({ port, dataDir, log: () => undefined });
await seedDemo({ url: sb.url, serviceRoleKey: sb.serviceRoleKey });
const loadStarted = performance.now();
// ---------------------------------------------------------------------------------------------
// Data: 10,000 leads with 34,000 events (created, offered, answered, and the outcome), offers to
// the demo professionals of the lead's borough. Written as the superuser with triggers off
// (so created_at can lie in the past), in the shapes the lifecycle functions write.
await sb.runExclusive(async (pg) => {
  await pg.exec(`
    set session_replication_role = replica;
    create temp table bench_zip as
      select distinct on (borough) zip, borough from private.service_area_zips order by borough, zip;
    insert into public.leads (id, created_at, source, source_page, name, email, phone, property_type,
                              address, city, zip, borough, description, species, contact_method,
                              status, status_changed_at, cancel_reason)
    select gen_random_uuid(),
           now() - (i * interval '518 seconds'),
           'lead_form', '/services/raccoon-removal-nyc',
           'Bench Resident ' || i, 'bench' || i || '@example.com',
           '+1212555' || lpad((i % 10000)::text, 4, '0'),
           (array['Homeowner', 'Business', 'Landlord', 'Other'])[1 + i % 4],
           i || ' Bench Street', 'New York', z.zip, z.borough,
           'Bench lead ' || i,
           array[(array['Raccoons', 'Squirrels', 'Rats', 'Mice', 'Bats', 'Birds', 'Skunks'])[1 + i % 7]],
           'Call',
           case when i % 10 = 0 then 'new' when i % 10 = 1 then 'offered' when i % 10 = 2 then 'accepted'
                when i % 10 = 3 then 'cancelled' when i % 10 = 4 then 'unreachable' else 'completed' end,
           now() - (i * interval '518 seconds') + interval '20 minutes',
           case when i % 10 = 3 then 'duplicate' end
      from generate_series(1, ${LEADS}) i
      join bench_zip z on z.borough = (array['Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island'])[1 + i % 5];
    insert into public.lead_offers (lead_id, pro_id, status, created_at, expires_at, responded_at)
    select l.id, p.id,
           case l.status when 'offered' then 'open' when 'new' then 'expired' else 'accepted' end,
           l.created_at + interval '5 minutes',
           case l.status when 'offered' then now() + interval '30 minutes' else l.created_at + interval '65 minutes' end,
           case l.status when 'offered' then null else l.created_at + interval '15 minutes' end
      from public.leads l
      join lateral (select p.id from public.pros p where l.borough = any (p.boroughs) order by p.email limit 1) p on true
     where l.status <> 'cancelled';
    insert into public.lead_events (lead_id, created_at, actor_role, event, from_status, to_status)
    select l.id, l.created_at, 'resident', 'created', null, 'new' from public.leads l;
    insert into public.lead_events (lead_id, created_at, actor_role, event, from_status, to_status, offer_id, pro_id)
    select o.lead_id, o.created_at, 'dispatcher', 'offered', 'new', 'offered', o.id, o.pro_id from public.lead_offers o;
    insert into public.lead_events (lead_id, created_at, actor_role, event, from_status, to_status, offer_id, pro_id)
    select o.lead_id, o.responded_at, case o.status when 'expired' then 'system' else 'pro' end,
           case o.status when 'expired' then 'expired' else 'accepted' end, 'offered',
           case o.status when 'expired' then 'new' else 'accepted' end, o.id, o.pro_id
      from public.lead_offers o where o.status <> 'open';
    insert into public.lead_events (lead_id, created_at, actor_role, event, from_status, to_status)
    select l.id, l.status_changed_at, 'dispatcher',
           case l.status when 'cancelled' then 'cancelled' when 'completed' then 'completed' else 'unreachable' end,
           case l.status when 'cancelled' then 'new' else 'accepted' end,
           l.status
      from public.leads l where l.status in ('cancelled', 'completed', 'unreachable');
    set session_replication_role = origin;
    analyze;
  `);
});
const counts = await sb.runExclusive((pg) =>
  pg.query<{ leads: number; events: number; offers: number }>(
    `select (select count(*)::int from public.leads) as leads, (select count(*)::int from public.lead_events) as events,
            (select count(*)::int from public.lead_offers) as offers`,
  ),
);


const sample = await sb.runExclusive((pg) =>
  pg.query<{ id: string; reference: string }>(`select id, reference from public.leads where status = 'new' order by created_at desc limit 1`),
);
const { id, reference } = sample.rows[0] ?? { id: '', reference: '' };
// ---------------------------------------------------------------------------------------------
/**
 * The query private.dispatch_queue runs, read from the function's own source (its `return query`)
 * with the console's first page for parameters: what is explained is what the console runs.
 */
async function queueQuery(pg: PGlite): Promise<string> {
  const source = await pg.query<{ prosrc: string }>(`select prosrc from pg_proc where oid = 'private.dispatch_queue'::regproc`);
  const query = /return query\s+([\s\S]*?);\s*end;\s*$/.exec(source.rows[0]?.prosrc ?? '')?.[1];
  if (!query) throw new Error('private.dispatch_queue: no `return query ...; end;` in its source');
  return query
    .replace(/\bp_statuses\b/g, 'null::text[]')
    .replace(/\b(?:p_borough|p_species|v_search|v_ref|v_phone)\b/g, 'null::text')
    .replace(/\bv_hours\b/g, '3')
    .replace(/\bp_limit\b/g, '50')
    .replace(/\bp_offset\b/g, '0');
}
const plans = await sb.runExclusive(async (pg) => {
  const explain = async (title: string, sql: string, params: unknown[] = []) => {
    const res = await pg.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing off, summary off) ${sql}`, params);
    return `${title}\n${res.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`;
  };
  return [
    await explain('EXPLAIN queue first page (the query inside private.dispatch_queue, no filter, 50 rows):', await queueQuery(pg)),
    await explain('EXPLAIN lead by reference:', `select * from public.leads where reference = $1`, [reference]),
    await explain('EXPLAIN lead events:', `select * from public.lead_events where lead_id = $1 order by id`, [id]),
    await explain('EXPLAIN lead offers:', `select * from public.lead_offers where lead_id = $1 order by created_at`, [id]),
  ];
});


process.stdout.write(`${JSON.stringify({ url: sb.url, anonKey: sb.anonKey, id, reference, counts: counts.rows[0], loadSeconds: (performance.now() - loadStarted) / 1000, plans })}\n`);
const stop = () =>
  void sb.stop().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
