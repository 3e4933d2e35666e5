/**
 * `npm run db:reset` — delete the local Supabase's data (.data/supabase-db). The next
 * `npm start` / `npm run supabase:start` recreates it from supabase/migrations and seed.sql.
 * Stop the local Supabase first.
 */
import { existsSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { DEFAULT_DATA_DIR, REPO_ROOT } from './paths.ts';

if (existsSync(DEFAULT_DATA_DIR)) {
  rmSync(DEFAULT_DATA_DIR, { recursive: true, force: true });
  console.log(`Deleted ${relative(REPO_ROOT, DEFAULT_DATA_DIR)}/. The next start rebuilds it from supabase/migrations and supabase/seed.sql.`);
} else {
  console.log(`Nothing to delete: ${relative(REPO_ROOT, DEFAULT_DATA_DIR)}/ does not exist.`);
}
