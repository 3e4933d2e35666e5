/**
 * The local Supabase warns when a migration it applied has changed since (the database then
 * differs from what the files say: `npm run db:reset`), and not when only a comment was corrected.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../supabase/local/database.ts';

const dir = mkdtempSync(join(tmpdir(), 'nwd-migrations-'));
const migrations = join(dir, 'migrations');
const file = join(migrations, '20990101000000_sample.sql');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function reopen(): Promise<string[]> {
  const lines: string[] = [];
  const { db } = await openDatabase({ dataDir: join(dir, 'db'), migrationsDir: migrations, seedFile: null, log: (line) => lines.push(line) });
  await db.close();
  return lines.filter((l) => l.startsWith('Warning: migration'));
}

describe('a migration changed after it was applied', () => {
  it('a corrected comment is no change; a changed statement is warned about', async () => {
    mkdirSync(migrations, { recursive: true });
    writeFileSync(file, '-- A sample table.\ncreate table public.zz_sample (id int);\n');
    expect(await reopen()).toEqual([]);
    writeFileSync(file, '-- A sample table, its comment corrected.\n\ncreate table public.zz_sample (id int);\n');
    expect(await reopen()).toEqual([]);
    writeFileSync(file, '-- A sample table.\ncreate table public.zz_sample (id bigint);\n');
    expect(await reopen()).toEqual([expect.stringContaining('20990101000000_sample.sql changed after it was applied')]);
  }, 120_000);
});
