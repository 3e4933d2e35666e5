/**
 * The length limits of src/domain/limits.ts, which every form schema uses, are the limits the
 * database's CHECK constraints enforce: a change on one side without the other fails here.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITED_COLUMNS, LIMITS } from '@/domain/limits';
import { openDatabase } from '../../supabase/local/database.ts';

let db: PGlite;

beforeAll(async () => {
  ({ db } = await openDatabase({ seedFile: null }));
});

afterAll(async () => {
  await db?.close();
});

/** The largest length a column's CHECK constraints allow, read from their definitions. */
async function databaseLimit(table: string, column: string): Promise<number | null> {
  const res = await db.query<{ def: string }>(
    `select pg_get_constraintdef(c.oid) as def from pg_constraint c
      where c.conrelid = ('public.' || $1)::regclass and c.contype = 'c'`,
    [table],
  );
  const limits = res.rows.flatMap((r) =>
    [...r.def.matchAll(new RegExp(`char_length\\(\\(?${column}\\)?[^)]*\\) <= (\\d+)`, 'g'))].map((m) => Number(m[1])),
  );
  return limits.length === 0 ? null : Math.min(...limits);
}

describe('length limits', () => {
  for (const [table, column, limit] of LIMITED_COLUMNS) {
    it(`${table}.${column}: the forms and the database both stop at ${limit} characters`, async () => {
      expect(await databaseLimit(table, column)).toBe(limit);
    });
  }

  it(`a job record counts at most ${LIMITS.animalCount} animals, in the form and in the database`, async () => {
    const res = await db.query<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'lead_completions_animal_count_range'`,
    );
    expect(res.rows[0]?.def).toMatch(new RegExp(`animal_count <= ${LIMITS.animalCount}\\b`));
  });

  it(`a resident adds at most ${LIMITS.residentNote} characters on the status page, in the form and in the database`, async () => {
    const res = await db.query<{ def: string }>(`select pg_get_functiondef('private.add_details_by_resident(text, text)'::regprocedure) as def`);
    expect(res.rows[0]?.def).toContain(`char_length(v_note) > ${LIMITS.residentNote} then`);
  });
});
