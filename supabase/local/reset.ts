/**
 * `npm run db:reset` — delete the local Supabase's data (.data/). The next `npm start` /
 * `npm run supabase:start` recreates the database from supabase/migrations and seed.sql.
 * Refuses while a local Supabase started from that directory is still running.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { DATA_ROOT, PID_FILE, REPO_ROOT, isAlive } from './paths.ts';

const shown = `${relative(REPO_ROOT, DATA_ROOT)}/`;

if (existsSync(PID_FILE)) {
  const pid = Number(readFileSync(PID_FILE, 'utf8').trim());
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
    console.error(`The local Supabase (pid ${pid}) is using ${shown}: stop it first (Ctrl+C), then run db:reset again.`);
    process.exit(1);
  }
}

if (existsSync(DATA_ROOT)) {
  rmSync(DATA_ROOT, { recursive: true, force: true });
  console.log(`Deleted ${shown}. The next start rebuilds the database from supabase/migrations and supabase/seed.sql.`);
} else {
  console.log(`Nothing to delete: ${shown} does not exist.`);
}
