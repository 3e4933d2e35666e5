/**
 * The database's ZIP → borough list (private.service_area_zips, filled by the reference data
 * step supabase/reference/service_area_zips.sql) is exactly src/domain/zip-coverage.ts, and the
 * step brings any state of the table back to it.
 */
import type { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../supabase/local/database.ts';
import { SERVICE_AREA_FILE, generateServiceAreaSql, serviceAreaRows } from '../../scripts/generate-service-area-sql.ts';
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

  it('supabase/reference/service_area_zips.sql is the generator output (npm run db:reference)', () => {
    expect(readFileSync(SERVICE_AREA_FILE, 'utf8')).toBe(generateServiceAreaSql());
  });

  it('the step brings a drifted table back to the list, and a second run changes nothing', async () => {
    const rows = async () => (await db.query<{ zip: string; borough: string }>('select zip, borough from private.service_area_zips order by zip')).rows.map((r) => [r.zip, r.borough]);
    const [first, second] = serviceAreaRows();
    await db.exec(`
      insert into private.service_area_zips (zip, borough) values ('00501', 'Queens');
      update private.service_area_zips set borough = 'Bronx' where zip = '${first?.[0]}';
      delete from private.service_area_zips where zip = '${second?.[0]}';
    `);
    expect(await rows()).not.toEqual(serviceAreaRows());
    const step = readFileSync(SERVICE_AREA_FILE, 'utf8');
    await db.exec(step);
    expect(await rows()).toEqual(serviceAreaRows());
    const again = await db.query(step);
    expect(again.affectedRows).toBe(0);
    expect(await rows()).toEqual(serviceAreaRows());
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
