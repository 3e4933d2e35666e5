/**
 * What the report forms promise, enforced by the database (migration 20261124130100_report_truth.sql):
 * public.zip_coverage answers, for a ZIP, its borough and whether an active professional covers
 * it, to every role and with nothing else; a lead's contact method Text needs a known consent
 * wording, whose time the database records; renters and the city-line ZIPs 11001 and 11040 are
 * taken (as Queens).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PROS, seedDemo } from '../../supabase/local/demo.ts';
import { addStaff } from '../../scripts/staff-add.ts';
import { TEXT_CONSENT } from '@/content/consent';
import { BOROUGHS, type Borough } from '@/domain/options';
import { anonymousUser, startLocalServer, uniqueEmail, untypedClient, validFlowLead, validLead } from './helpers.ts';
import type { LocalSupabase } from '../../supabase/local/server.ts';
// The local demo professionals answer these reports: local only, as the demo is.
import { localOnly } from './target.ts';

type Db = SupabaseClient;

let sb: LocalSupabase;
let service: Db;
let admin: Db;
let roles: Record<string, Db>;

async function signedIn(email: string, password: string): Promise<Db> {
  const db = untypedClient(sb);
  const { error } = await db.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return db;
}

async function staff(role: 'dispatcher' | 'admin'): Promise<Db> {
  const email = uniqueEmail(role);
  await addStaff({ url: sb.url, serviceRoleKey: sb.serviceRoleKey }, { email, password: 'staff-password-1', role });
  return signedIn(email, 'staff-password-1');
}

/** A signed-in professional: the demo Bronx professional's account, given a password here. */
async function demoProClient(email: string): Promise<Db> {
  const { data } = await service.auth.admin.listUsers();
  const user = data.users.find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  await service.auth.admin.updateUserById(user.id, { password: 'pro-password-1' });
  return signedIn(email, 'pro-password-1');
}

/** One residential ZIP per borough. */
const ZIP_OF: Record<Borough, string> = { Manhattan: '10001', Brooklyn: '11201', Queens: '11354', Bronx: '10451', 'Staten Island': '10301' };

async function coverage(db: Db, zip: string): Promise<unknown> {
  const { data, error } = await db.rpc('zip_coverage', { p_zip: zip });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return data;
}

async function coveredBoroughs(): Promise<Borough[]> {
  const out: Borough[] = [];
  for (const b of BOROUGHS) if (((await coverage(roles.anon as Db, ZIP_OF[b])) as { covered: boolean }).covered) out.push(b);
  return out;
}

async function prosCovering(borough: Borough): Promise<string[]> {
  const { data, error } = await service.from('pros').select('id').contains('boroughs', [borough]);
  if (error) throw error;
  return (data as { id: string }[]).map((p) => p.id);
}

async function setStatus(ids: readonly string[], status: 'active' | 'paused'): Promise<void> {
  for (const id of ids) {
    const { error } = await admin.rpc('set_pro_status', { p_pro_id: id, p_status: status });
    if (error) throw new Error(error.message);
  }
}

beforeAll(async () => {
  sb = await startLocalServer();
  service = untypedClient(sb, sb.serviceRoleKey);
  // Locally the demo professionals (one per borough) provide the coverage.
  expect(await seedDemo({ url: sb.url, serviceRoleKey: sb.serviceRoleKey })).toBe(true);
  admin = await staff('admin');
  roles = {
    anon: untypedClient(sb),
    'anonymous user': (await anonymousUser(sb)).db as unknown as Db,
    professional: await demoProClient('pro.bronx@demo.test'),
    dispatcher: await staff('dispatcher'),
    admin,
    'service role': service,
  };
}, 60_000);

afterAll(async () => {
  await sb?.stop();
});

localOnly('public.zip_coverage', () => {
  it('with the demo professionals every borough is covered, for every role, with only a borough and a boolean', async () => {
    expect(DEMO_PROS.flatMap((p) => p.boroughs).sort()).toEqual(expect.arrayContaining([...BOROUGHS].sort()));
    for (const [role, db] of Object.entries(roles)) {
      for (const borough of BOROUGHS) {
        expect(await coverage(db, ZIP_OF[borough]), `${role}: ${borough}`).toStrictEqual({ borough, covered: true });
      }
    }
  });

  it('gives the city-line ZIPs 11001 and 11040 to Queens', async () => {
    for (const zip of ['11001', '11040']) expect(await coverage(roles.anon as Db, zip)).toStrictEqual({ borough: 'Queens', covered: true });
  });

  it('answers no borough and not covered outside the five boroughs and for what is not a ZIP', async () => {
    for (const zip of ['07030', '11530', '1000', '', "10001' or 1=1 --"]) {
      expect(await coverage(roles.anon as Db, zip), zip).toStrictEqual({ borough: null, covered: false });
    }
  });

  it.each(BOROUGHS)('%s without an active professional is not covered; the other boroughs stay covered; resuming covers it again', async (borough) => {
    const ids = await prosCovering(borough);
    expect(ids.length).toBeGreaterThan(0);
    await setStatus(ids, 'paused');
    try {
      expect(await coverage(roles.anon as Db, ZIP_OF[borough])).toStrictEqual({ borough, covered: false });
      // A professional covering two boroughs is paused in both.
      const pausedElsewhere = new Set<Borough>();
      for (const b of BOROUGHS) {
        if (b === borough) continue;
        const others = await prosCovering(b);
        const { data } = await service.from('pros').select('id').in('id', others).eq('status', 'active');
        if ((data ?? []).length === 0) pausedElsewhere.add(b);
      }
      expect(await coveredBoroughs()).toEqual(BOROUGHS.filter((b) => b !== borough && !pausedElsewhere.has(b)));
    } finally {
      await setStatus(ids, 'active');
    }
    expect(await coverage(roles.anon as Db, ZIP_OF[borough])).toStrictEqual({ borough, covered: true });
  });

  it('a paused professional does not count, whoever pauses it (the service role too)', async () => {
    const ids = await prosCovering('Staten Island');
    const { error } = await service.from('pros').update({ status: 'paused' }).in('id', ids);
    expect(error).toBeNull();
    expect(await coverage(roles.professional as Db, ZIP_OF['Staten Island'])).toStrictEqual({ borough: 'Staten Island', covered: false });
    await service.from('pros').update({ status: 'active' }).in('id', ids);
    expect(await coverage(roles.professional as Db, ZIP_OF['Staten Island'])).toStrictEqual({ borough: 'Staten Island', covered: true });
  });

  it('what it reads stays out of the API roles’ reach', async () => {
    const res = await sb.runExclusive((pg) =>
      pg.query<Record<string, boolean>>(
        `select has_function_privilege('anon', 'public.zip_coverage(text)', 'EXECUTE') as anon_public,
                has_function_privilege('authenticated', 'public.zip_coverage(text)', 'EXECUTE') as auth_public,
                has_function_privilege('service_role', 'public.zip_coverage(text)', 'EXECUTE') as service_public,
                has_table_privilege('anon', 'private.text_consent_versions', 'SELECT') as anon_wordings,
                has_table_privilege('authenticated', 'private.text_consent_versions', 'SELECT') as auth_wordings,
                has_function_privilege('anon', 'private.leads_text_consent()', 'EXECUTE') as anon_trigger,
                has_function_privilege('authenticated', 'private.leads_text_consent()', 'EXECUTE') as auth_trigger,
                has_column_privilege('anon', 'public.leads', 'text_consent_at', 'INSERT') as anon_consent_time`,
      ),
    );
    expect(res.rows[0]).toEqual({
      anon_public: true,
      auth_public: true,
      service_public: true,
      anon_wordings: false,
      auth_wordings: false,
      anon_trigger: false,
      auth_trigger: false,
      anon_consent_time: false,
    });
    // The pros table itself stays closed to the public.
    const { data } = await (roles.anon as Db).from('pros').select('id');
    expect(data ?? []).toEqual([]);
  });
});

localOnly('consent to texts, stored with the lead', () => {
  async function insert(db: Db, row: Record<string, unknown>): Promise<{ code: string | undefined; id: string }> {
    const id = crypto.randomUUID();
    const { error } = await db.from('leads').insert({ ...row, id });
    return { code: error?.code, id };
  }

  it('the database holds the wording the form shows, under the same version', async () => {
    const res = await sb.runExclusive((pg) =>
      pg.query<{ wording: string }>('select wording from private.text_consent_versions where version = $1', [TEXT_CONSENT.version]),
    );
    expect(res.rows).toEqual([{ wording: TEXT_CONSENT.wording }]);
  });

  it('Text without consent is refused, for the public and the service role alike', async () => {
    for (const db of [roles.anon as Db, roles['anonymous user'] as Db, service]) {
      const { id: _id, ...row } = validLead({ contact_method: 'Text' });
      expect((await insert(db, row)).code).toBe('23514');
    }
  });

  it('an unknown consent version, or consent without Text, is refused', async () => {
    const { id: _a, ...unknown } = validLead({ contact_method: 'Text', text_consent_version: 'sms-1999-01-01' });
    expect((await insert(roles.anon as Db, unknown)).code).toBe('23514');
    const { id: _b, ...call } = validLead({ contact_method: 'Call', text_consent_version: TEXT_CONSENT.version });
    expect((await insert(roles.anon as Db, call)).code).toBe('23514');
    const { id: _c, ...flow } = validFlowLead({ text_consent_version: TEXT_CONSENT.version });
    expect((await insert(roles.anon as Db, flow)).code).toBe('23514');
  });

  it('Text with consent is stored with the version and the time the database received it', async () => {
    const before = Date.now();
    const { id: _id, ...row } = validLead({ contact_method: 'Text', text_consent_version: TEXT_CONSENT.version });
    const { code, id } = await insert(roles.anon as Db, row);
    expect(code).toBeUndefined();
    const { data } = await service.from('leads').select('contact_method, text_consent_version, text_consent_at').eq('id', id).single();
    const stored = data as { contact_method: string; text_consent_version: string; text_consent_at: string };
    expect(stored).toMatchObject({ contact_method: 'Text', text_consent_version: TEXT_CONSENT.version });
    expect(new Date(stored.text_consent_at).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(new Date(stored.text_consent_at).getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('the client cannot write the consent time', async () => {
    const { id: _id, ...row } = validLead({ contact_method: 'Text', text_consent_version: TEXT_CONSENT.version, text_consent_at: '2020-01-01T00:00:00Z' });
    expect((await insert(roles.anon as Db, row)).code).toBe('42501');
  });

  it('leads without Text need no consent (the /contact flow offers phone and e-mail)', async () => {
    const { id: _a, ...flow } = validFlowLead();
    expect((await insert(roles.anon as Db, flow)).code).toBeUndefined();
    const { id: _b, ...email } = validLead({ contact_method: 'Email' });
    expect((await insert(roles.anon as Db, email)).code).toBeUndefined();
  });
});

localOnly('renters and the city line', () => {
  it('takes a tenant or renter from both forms', async () => {
    for (const row of [validLead({ property_type: 'Tenant / renter' }), validFlowLead({ property_type: 'Tenant / renter' })]) {
      const { error } = await (roles.anon as Db).from('leads').insert(row);
      expect(error).toBeNull();
    }
    const { error } = await (roles.anon as Db).from('leads').insert(validLead({ property_type: 'Tenant' }));
    expect(error?.code).toBe('23514');
  });

  it('stores leads from 11001 and 11040 as Queens', async () => {
    for (const zip of ['11001', '11040']) {
      const row = validLead({ zip, city: 'Bellerose' });
      expect((await (roles.anon as Db).from('leads').insert(row)).error).toBeNull();
      const { data } = await service.from('leads').select('borough').eq('id', row.id).single();
      expect(data).toEqual({ borough: 'Queens' });
    }
  });
});
