/**
 * The pesticide applicator certification columns and the "cannot be approved" rule in the
 * database (supabase/migrations/20261124140000_application_credentials.sql), for every role:
 * anon, the applicant, another applicant, a professional-less staff member, the service role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalBlockers, type CredentialAnswers } from '@/domain/credentials';
import { nyDate } from '@/domain/time';
import type { LocalSupabase } from '../../supabase/local/server.ts';
import { anonClient, anonymousUser, finalizeFields, recordTestPayment, serviceClient, staffUser, startServer, uniqueEmail, uploadApprovalDocuments, type Client } from './helpers.ts';

let sb: LocalSupabase;
let staff: Client;

const PAST = '2020-01-31';
const FUTURE = '2099-12-31';

const CURRENT = {
  species_handled: ['Raccoons', 'Rats'],
  has_nwco_license: 'Yes',
  license_number: 'NWCO-77',
  license_expiration_date: FUTURE,
  has_pesticide_certification: 'Yes',
  pesticide_certification_number: 'C1234567',
  pesticide_certification_category: '7A',
  pesticide_certification_expiration_date: FUTURE,
  has_liability_insurance: 'Yes',
  insurance_provider: 'Harbor Mutual',
  insurance_expiration_date: FUTURE,
} as const;

type Draft = Record<string, unknown>;

async function draft(values: Draft = CURRENT) {
  const user = await anonymousUser(sb);
  const email = uniqueEmail('credentials');
  const { data, error } = await user.db.from('applications').insert({ ...values, email } as never).select('id').single();
  if (error) throw new Error(error.message);
  return { ...user, appId: data.id, email };
}

async function finalize(db: Client, id: string, email: string, extra: Draft = {}) {
  return db.from('applications').update({ ...finalizeFields, email, status: 'submitted', ...extra } as never).eq('id', id).select('status');
}

beforeAll(async () => {
  sb = await startServer();
  staff = await staffUser(sb);
}, 120_000);

afterAll(async () => {
  await sb?.stop();
});

describe('the pesticide applicator certification columns', () => {
  it('the applicant writes and reads them; anon and another applicant cannot', async () => {
    const own = await draft();
    const read = await own.db.from('applications').select('has_pesticide_certification, pesticide_certification_category').eq('id', own.appId).single();
    expect(read.data).toEqual({ has_pesticide_certification: 'Yes', pesticide_certification_category: '7A' });
    const update = await own.db.from('applications').update({ pesticide_certification_category: '7F' } as never).eq('id', own.appId).select('id');
    expect(update.error).toBeNull();
    expect(update.data).toHaveLength(1);

    const other = await anonymousUser(sb);
    const foreign = await other.db.from('applications').update({ pesticide_certification_category: 'X' } as never).eq('id', own.appId).select('id');
    expect(foreign.data ?? []).toHaveLength(0);
    expect((await other.db.from('applications').select('id').eq('id', own.appId)).data).toEqual([]);

    const anon = await anonClient(sb).from('applications').insert({ has_pesticide_certification: 'Yes' } as never);
    expect(anon.error?.code).toBe('42501');
  });

  it('the database refuses what the form refuses', async () => {
    const { db } = await anonymousUser(sb);
    const bad: Draft[] = [
      { has_pesticide_certification: 'Maybe' },
      { has_pesticide_certification: 'Yes', pesticide_certification_number: '   ' },
      { has_pesticide_certification: 'Yes', pesticide_certification_category: 'x'.repeat(101) },
      { has_pesticide_certification: 'Yes', pesticide_certification_number: 'C1\u0007' },
      { has_pesticide_certification: 'Yes', pesticide_certification_expiration_date: '1800-01-01' },
      // Details belong to a Yes.
      { has_pesticide_certification: 'No', pesticide_certification_number: 'C1' },
    ];
    for (const values of bad) {
      const res = await db.from('applications').insert(values as never);
      expect(res.error?.code, JSON.stringify(values)).toBe('23514');
    }
  });
});

describe('answers that cannot be approved', () => {
  it('the same reasons as the form, case by case', async () => {
    const today = nyDate(Date.now());
    const cases: CredentialAnswers[] = [
      { ...CURRENT, species_handled: ['Raccoons'], has_pesticide_certification: '', pesticide_certification_expiration_date: '' },
      { ...CURRENT, has_liability_insurance: 'No', insurance_expiration_date: '' },
      { ...CURRENT, insurance_expiration_date: PAST, license_expiration_date: PAST, pesticide_certification_expiration_date: PAST },
      { ...CURRENT, species_handled: ['Rats', 'Mice'], has_nwco_license: 'No', license_expiration_date: '', has_pesticide_certification: 'No', pesticide_certification_expiration_date: '' },
      { ...CURRENT, species_handled: ['Rats', 'Birds'], has_nwco_license: 'No', license_expiration_date: '' },
      { ...CURRENT, species_handled: ['Bats'], has_nwco_license: 'No', license_expiration_date: '' },
      { ...CURRENT, species_handled: ['Other'], has_nwco_license: 'No', license_expiration_date: '', has_liability_insurance: 'No', insurance_expiration_date: '' },
    ];
    const seen = new Set<string>();
    for (const answers of cases) {
      const row = {
        species_handled: answers.species_handled,
        has_nwco_license: answers.has_nwco_license || null,
        license_expiration_date: answers.license_expiration_date || null,
        has_pesticide_certification: answers.has_pesticide_certification || null,
        pesticide_certification_expiration_date: answers.pesticide_certification_expiration_date || null,
        has_liability_insurance: answers.has_liability_insurance || null,
        insurance_expiration_date: answers.insurance_expiration_date || null,
      };
      const result = await sb.runExclusive((pg) =>
        pg.query<{ blockers: string[] }>(
          `select private.application_blockers(jsonb_populate_record(null::public.applications, $1::jsonb), $2::date) as blockers`,
          [JSON.stringify(row), today],
        ),
      );
      const expected = approvalBlockers(answers, today);
      expect(result.rows[0]?.blockers, JSON.stringify(answers)).toEqual(expected);
      expected.forEach((b) => seen.add(b));
    }
    // Every reason is exercised.
    expect([...seen].sort()).toEqual(['insurance_expired', 'no_credential', 'no_insurance', 'no_nwco_license', 'nwco_license_expired', 'pesticide_certification_expired']);
  });

  it('finalising needs the acknowledgement when the answers cannot be approved ("No" stays a valid answer)', async () => {
    const app = await draft({ ...CURRENT, has_liability_insurance: 'No', insurance_provider: null, insurance_expiration_date: null });
    await recordTestPayment(sb, app.appId, app.email);
    const refused = await finalize(app.db, app.appId, app.email);
    expect(refused.error?.code).toBe('23514');
    expect(refused.error?.message).toContain('cannot be approved (no_insurance)');
    const accepted = await finalize(app.db, app.appId, app.email, { acknowledged_not_approvable: true });
    expect(accepted.error).toBeNull();
    expect(accepted.data).toEqual([{ status: 'submitted' }]);
  });

  it('an expired date counts; the service role is refused too', async () => {
    const app = await draft({ ...CURRENT, license_expiration_date: PAST });
    await recordTestPayment(sb, app.appId, app.email);
    const service = serviceClient(sb);
    const refused = await finalize(service, app.appId, app.email);
    expect(refused.error?.message).toContain('nwco_license_expired');
  });

  it('approvable answers finalise without the acknowledgement', async () => {
    const app = await draft();
    await recordTestPayment(sb, app.appId, app.email);
    expect((await finalize(app.db, app.appId, app.email)).error).toBeNull();
  });

  it('staff cannot approve answers that cannot be approved, and tick the certification item when one was given', async () => {
    const CHECKLIST = { license_matches: true, license_current: true, insurance_general_liability: true, counties_make_sense: true };
    const args = (id: string, checklist: Record<string, boolean>) => ({
      p_application_id: id, p_license_number: 'NWCO-77', p_license_expires_on: FUTURE, p_insurance_carrier: 'Harbor Mutual',
      p_insured_through: FUTURE, p_boroughs: ['Brooklyn'], p_species: [], p_checklist: checklist,
    });

    const blocked = await draft({ ...CURRENT, species_handled: ['Bats'], has_pesticide_certification: null, pesticide_certification_number: null,
      pesticide_certification_category: null, pesticide_certification_expiration_date: null, has_nwco_license: 'No', license_number: null, license_expiration_date: null });
    await recordTestPayment(sb, blocked.appId, blocked.email);
    expect((await finalize(blocked.db, blocked.appId, blocked.email, { acknowledged_not_approvable: true })).error).toBeNull();
    const refused = await staff.rpc('approve_application', args(blocked.appId, CHECKLIST) as never);
    expect(refused.error?.message).toBe("The applicant's answers cannot be approved (no_nwco_license): request changes or reject.");

    const certified = await draft();
    await uploadApprovalDocuments(certified.db, certified.id, certified.appId);
    await recordTestPayment(sb, certified.appId, certified.email);
    expect((await finalize(certified.db, certified.appId, certified.email)).error).toBeNull();
    // The applicant is no staff member.
    expect((await certified.db.rpc('approve_application', args(certified.appId, CHECKLIST) as never)).error?.code).toBe('42501');
    expect((await staff.rpc('approve_application', args(certified.appId, CHECKLIST) as never)).error?.message).toBe(
      'Tick every item of the checklist before approving.',
    );
    const approved = await staff.rpc('approve_application', args(certified.appId, { ...CHECKLIST, pesticide_certification_checked: true }) as never);
    expect(approved.error).toBeNull();
    const [licensed] = (await serviceClient(sb).from('pros').select('credential').eq('id', approved.data as string)).data ?? [];
    expect(licensed).toEqual({ credential: 'nwco_license' });
  });

  it('a rat and mouse professional with the certification alone is approved on it, for what it covers, and residents see it named', async () => {
    const CHECKLIST = { license_matches: true, license_current: true, insurance_general_liability: true, counties_make_sense: true, pesticide_certification_checked: true };
    const app = await draft({ ...CURRENT, species_handled: ['Rats', 'Mice'], has_nwco_license: 'No', license_number: null, license_expiration_date: null });
    // No licence, so no licence document: the insurance certificate is the one file it needs.
    await uploadApprovalDocuments(app.db, app.id, app.appId, { license: false });
    await recordTestPayment(sb, app.appId, app.email);
    expect((await finalize(app.db, app.appId, app.email)).error).toBeNull();
    const approve = (species: string[]) =>
      staff.rpc('approve_application', {
        p_application_id: app.appId, p_license_number: 'C1234567', p_license_expires_on: FUTURE, p_insurance_carrier: 'Harbor Mutual',
        p_insured_through: FUTURE, p_boroughs: ['Brooklyn'], p_species: species, p_checklist: CHECKLIST,
      } as never);
    const onlyThose = 'Approved on the pesticide applicator certification alone: choose the species it covers (rats, mice, birds).';
    expect((await approve([])).error?.message).toBe(onlyThose);
    expect((await approve(['Rats', 'Raccoons'])).error?.message).toBe(onlyThose);
    const approved = await approve(['Rats', 'Mice']);
    expect(approved.error).toBeNull();
    const service = serviceClient(sb);
    const [pro] = (await service.from('pros').select('credential, license_number, species').eq('id', approved.data as string)).data ?? [];
    expect(pro).toEqual({ credential: 'pesticide_certification', license_number: 'C1234567', species: ['Rats', 'Mice'] });

    // The resident whose request this professional accepts sees which credential the number is.
    const leadId = crypto.randomUUID();
    expect((await anonClient(sb).from('leads').insert({
      id: leadId, source: 'lead_form', source_page: '/services/rat-control-nyc', name: 'Rat Resident', email: uniqueEmail('rats'),
      phone: '(718) 555-0100', property_type: 'Homeowner', address: '1 Test St', city: 'Brooklyn', zip: '11215', description: 'Rats in the yard.',
      species: ['Rats'], contact_method: 'Call', status_secret: 'c'.repeat(43),
    } as never)).error).toBeNull();
    const token = (await anonClient(sb).rpc('lead_status_link', { p_lead_id: leadId, p_secret: 'c'.repeat(43) } as never)).data as string;
    const offer = await staff.rpc('offer_lead', { p_lead_id: leadId, p_pro_id: approved.data } as never);
    expect((await staff.rpc('accept_offer', { p_offer_id: offer.data } as never)).error).toBeNull();
    const status = (await anonClient(sb).rpc('lead_status', { p_token: token } as never)).data as { professional: Record<string, unknown> };
    expect(status.professional).toMatchObject({ credential: 'pesticide_certification', license_number: 'C1234567' });
  });
});

describe('rate-limit counts', () => {
  it('are deleted after a day, whichever client they belong to', async () => {
    await sb.runExclusive((pg) =>
      pg.query(`insert into private.rate_limits (bucket, window_start, hits) values ('lead:203.0.113.9', now() - interval '26 hours', 3)`),
    );
    // Any client's first request of a new window clears old counts.
    await sb.runExclusive((pg) => pg.query(`delete from private.rate_limits where bucket not like '%203.0.113.9'`));
    const { db } = await anonymousUser(sb);
    expect((await db.from('applications').insert({ business_name: 'Purge Probe' } as never)).error).toBeNull();
    const left = await sb.runExclusive((pg) => pg.query<{ n: number }>(`select count(*)::int as n from private.rate_limits where bucket = 'lead:203.0.113.9'`));
    expect(left.rows[0]?.n).toBe(0);
  });
});
