/**
 * The local Supabase of one `npm run bench:night` run, in its own process (so the bench's
 * simulated residents, professionals and dispatcher never hold up the database's event loop):
 * a fresh in-memory database, the demo dispatcher and admin (the demo professionals removed: the
 * bench brings its own 25), and the simulation's clock. Started by scripts/bench-night.ts with
 * an IPC channel; it sends `{ type: 'ready', … }` once it serves, then answers
 * `{ type: 'sql', id, sql, params }` messages with `{ type: 'result', id, rows | error }` (SQL
 * as the superuser, queued with the HTTP requests like any scheduled job), and stops on
 * `{ type: 'stop' }`.
 *
 * Environment: BENCH_NIGHT_PORT (default 54421), BENCH_NIGHT_SPEED (simulated seconds per real
 * second, default 150).
 *
 * What is the bench's and not the product's (this database only, gone when the process ends):
 *
 *   - bench_night_sim_clock, a BEFORE INSERT trigger on public.lead_offers that divides an
 *     offer's window by the speed: the product writes expires_at = now() + 20 (automatic) or 60
 *     (dispatcher) minutes; at speed 150 the offer expires 8 s or 24 s later. Everything else
 *     the product does with time is relative (who was offered least recently) or untouched by a
 *     10-hour night (rate limits are raised below).
 *   - the offer-expiry job (private.run_expire_offers, which also gives waiting leads their
 *     automatic offer) runs as often in simulated time as pg_cron runs it hosted: every 30
 *     simulated seconds, i.e. every 30 000 / speed real ms (at least every 100 ms).
 *   - track_functions = 'all', so pg_stat_user_functions times the product's own functions
 *     (private.auto_dispatch and what it calls) for the "database time per automatic offer".
 */
import { seedDemo } from '../supabase/local/demo.ts';
import { startLocalSupabase } from '../supabase/local/server.ts';

const port = Number(process.env.BENCH_NIGHT_PORT ?? 54421);
const speed = Number(process.env.BENCH_NIGHT_SPEED ?? 150);
if (!Number.isFinite(speed) || speed < 1 || speed > 3600) throw new Error(`BENCH_NIGHT_SPEED must be from 1 to 3600, not ${speed}`);
if (typeof process.send !== 'function') throw new Error('scripts/bench-night-server.ts is started by scripts/bench-night.ts (it needs an IPC channel).');
const send = process.send.bind(process);

const DAY_MS = 86_400_000;
const sb = await startLocalSupabase({
  port,
  // Nothing leaves the machine: no delivery (the outbox fills, nobody reads it), and the jobs
  // that would start Deno (upload clean-up; pro accounts: every bench professional has one) wait a day.
  deliverEveryMs: null,
  cleanupUploadsEveryMs: DAY_MS,
  proAccountEveryMs: DAY_MS,
  offerExpiryEveryMs: Math.max(100, Math.round(30_000 / speed)),
  // 300+ reports from one address in minutes, every one with its confirmation e-mail queued
  // (each resident has an address of their own, so the per-recipient cap never applies).
  notificationSettings: {
    dispatch_inbox: 'bench-night-inbox@example.com',
    leads_per_client_per_hour: 1_000_000,
    confirmations_per_domain_per_day: 1_000_000,
    confirmations_per_day: 1_000_000,
  },
  // 25 professionals, a dispatcher and an admin sign in from one address.
  authLimits: { signInSignUpsPer5Min: 100_000, tokenVerificationsPer5Min: 100_000, emailSentPerHour: 100_000 },
  log: (line) => {
    if (/fail|error/i.test(line)) process.stderr.write(`[bench-night server] ${line}\n`);
  },
});
await seedDemo({ url: sb.url, serviceRoleKey: sb.serviceRoleKey });
await sb.runExclusive(async (pg) => {
  await pg.exec(`
    -- The bench's 25 professionals are the only ones.
    delete from public.pros where is_demo;

    -- THE SIMULATION'S CLOCK (bench only): an offer's window, as the product wrote it, divided
    -- by the speed. now() is the inserting transaction's, the same now() the product added its
    -- 20 or 60 minutes to.
    create function private.bench_night_sim_clock() returns trigger
    language plpgsql set search_path = '' as $$
    begin
      new.expires_at := pg_catalog.now() + (new.expires_at - pg_catalog.now()) / ${speed}::double precision;
      return new;
    end;
    $$;
    revoke all on function private.bench_night_sim_clock() from public, anon, authenticated, service_role;
    create trigger zz_bench_night_sim_clock before insert on public.lead_offers
      for each row execute function private.bench_night_sim_clock();

    -- Time the product's functions (pg_stat_user_functions).
    set track_functions = 'all';
  `);
});

interface SqlMessage {
  type: 'sql';
  id: number;
  sql: string;
  params?: unknown[];
}
type Message = SqlMessage | { type: 'stop' };

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await sb.stop();
  process.exit(code);
}

process.on('message', (message: Message) => {
  if (message.type === 'stop') {
    void stop(0);
    return;
  }
  sb.runExclusive((pg) => pg.query(message.sql, message.params ?? []))
    .then((res) => send({ type: 'result', id: message.id, rows: res.rows }))
    .catch((error: unknown) => send({ type: 'result', id: message.id, error: error instanceof Error ? error.message : String(error) }));
});
// The bench went away without saying stop.
process.on('disconnect', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

send({ type: 'ready', url: sb.url, anonKey: sb.anonKey, serviceRoleKey: sb.serviceRoleKey, offerExpiryEveryMs: Math.max(100, Math.round(30_000 / speed)) });
