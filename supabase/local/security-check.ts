/**
 * Runs supabase/security-check.sql against a database and returns its findings (none = pass).
 * Also runnable: `npx tsx supabase/local/security-check.ts` checks a fresh in-memory database
 * built from supabase/migrations and exits 1 on any finding.
 */
import type { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SUPABASE_DIR, openDatabase } from './database.ts';

export const SECURITY_CHECK_FILE = join(SUPABASE_DIR, 'security-check.sql');

export interface SecurityFinding {
  check_name: string;
  object_name: string;
  detail: string;
}

export async function runSecurityCheck(db: PGlite): Promise<SecurityFinding[]> {
  const sql = readFileSync(SECURITY_CHECK_FILE, 'utf8');
  const res = await db.query<SecurityFinding>(sql);
  return res.rows;
}

const invokedAs = process.argv[1];
if (invokedAs !== undefined && import.meta.url === pathToFileURL(invokedAs).href) {
  const { db } = await openDatabase();
  const findings = await runSecurityCheck(db);
  await db.close();
  if (findings.length === 0) {
    console.log('Security check: no findings.');
  } else {
    for (const f of findings) console.log(`${f.check_name}: ${f.object_name} — ${f.detail}`);
    process.exitCode = 1;
  }
}
