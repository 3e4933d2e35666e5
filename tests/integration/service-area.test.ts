/**
 * The database's ZIP → borough list (private.service_area_zips, filled by the generated
 * migration) is exactly src/domain/zip-coverage.ts.
 */
import type { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, openDatabase } from '../../supabase/local/database.ts';
import { generateServiceAreaSql, serviceAreaRows } from '../../scripts/generate-service-area-sql.ts';
import { ZIP_COVERAGE, boroughForZip } from '@/domain/zip-coverage';

let db: PGlite;

beforeAll(async () => {
  ({ db } = await openDatabase());
});

afterAll(async () => {
  await db?.close();
});

describe('service area in the database = zip-coverage.ts', () => {
  it('holds the same ZIPs with the same boroughs', async () => {
    const res = await db.query<{ zip: string; borough: string }>(
      'select zip, borough from private.service_area_zips order by zip',
    );
    const inDatabase = res.rows.map((r) => [r.zip, r.borough]);
    expect(inDatabase).toEqual(serviceAreaRows());
    const total = Object.values(ZIP_COVERAGE).reduce((n, zips) => n + zips.length, 0);
    expect(inDatabase).toHaveLength(total);
    for (const [zip, borough] of inDatabase) expect(boroughForZip(zip ?? '')).toBe(borough);
  });

  it('the latest *_service_area_zips.sql migration is the generator output', () => {
    const latest = listMigrations()
      .filter((m) => m.name === 'service_area_zips')
      .pop();
    expect(latest, 'a *_service_area_zips.sql migration').toBeDefined();
    expect(readFileSync(latest?.path ?? '', 'utf8')).toBe(generateServiceAreaSql());
  });

  it('the reference table is out of the API roles’ reach', async () => {
    const res = await db.query<{ anon: boolean; authenticated: boolean }>(
      `select has_table_privilege('anon', 'private.service_area_zips', 'SELECT') as anon,
              has_table_privilege('authenticated', 'private.service_area_zips', 'SELECT') as authenticated`,
    );
    expect(res.rows[0]).toEqual({ anon: false, authenticated: false });
    const fn = await db.query<{ anon: boolean; authenticated: boolean }>(
      `select has_function_privilege('anon', 'private.leads_before_insert()', 'EXECUTE') as anon,
              has_function_privilege('authenticated', 'private.leads_before_insert()', 'EXECUTE') as authenticated`,
    );
    expect(fn.rows[0]).toEqual({ anon: false, authenticated: false });
  });
});
