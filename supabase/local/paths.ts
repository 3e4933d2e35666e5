import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (two levels above supabase/local). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Everything `npm start` keeps between runs. Wiped by `npm run db:reset`. */
export const DATA_ROOT = join(REPO_ROOT, '.data');
/** The PGlite data directory inside it. */
export const DEFAULT_DATA_DIR = join(DATA_ROOT, 'supabase-db');
