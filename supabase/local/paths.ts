import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (two levels above supabase/local). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Everything `npm start` keeps between runs. Wiped by `npm run db:reset`. */
export const DATA_ROOT = join(REPO_ROOT, '.data');
/** The PGlite data directory inside it (database, auth users, stored documents). */
export const DEFAULT_DATA_DIR = join(DATA_ROOT, 'supabase-db');
/** PID of the local Supabase using DEFAULT_DATA_DIR, while it runs. */
export const PID_FILE = join(DATA_ROOT, 'supabase.pid');

/** Whether a process with this pid is alive. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

/** Reference data: idempotent statements run after every push (scripts/generate-service-area-sql.ts). */
export const REFERENCE_DIR = join(REPO_ROOT, 'supabase', 'reference');

/** The reference data files, in name order. */
export function listReferenceFiles(): string[] {
  return existsSync(REFERENCE_DIR) ? readdirSync(REFERENCE_DIR).filter((f) => f.endsWith('.sql')).sort().map((f) => join(REFERENCE_DIR, f)) : [];
}
