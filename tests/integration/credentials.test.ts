/**
 * The pesticide applicator certification columns and the "cannot be approved" rule in the
 * database (supabase/migrations/20261124140000_application_credentials.sql), for every role:
 * anon, the applicant, another applicant, a professional-less staff member, the service role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalBlockers, credentialsCover, type CredentialAnswers } from '@/domain/credentials';
import { nyDate } from '@/domain/time';
import type { TestSupabase } from './target.ts';
import { anonClient, anonymousUser, finalizeFields, recordTestPayment, serviceClient, staffUser, startServer, uniqueEmail, uploadApprovalDocuments, type Client } from './helpers.ts';

let sb: TestSupabase;
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
      // Rats or mice with an NWCO licence and no pesticide certification.
      { ...CURRENT, species_handled: ['Raccoons', 'Mice'], has_pesticide_certification: 'No', pesticide_certification_expiration_date: '' },
      // Birds alone: either credential is enough, neither is not.
      { ...CURRENT, species_handled: ['Birds'], has_pesticide_certification: 'No', pesticide_certification_expiration_date: '' },
      { ...CURRENT, species_handled: ['Birds'], has_nwco_license: 'No', license_expiration_date: '' },
      { ...CURRENT, species_handled: ['Birds'], has_nwco_license: 'No', license_expiration_date: '', has_pesticide_certification: 'No', pesticide_certification_expiration_date: '' },
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
    expect([...seen].sort()).toEqual(['insurance_expired', 'no_credential', 'no_insurance', 'no_nwco_license', 'no_pesticide_certification', 'nwco_license_expired', 'pesticide_certification_expired']);
  });

  it('which credentials cover which animals: the same answers as the form, case by case', async () => {
    const held = [
      { nwco: true, pesticide: false },
      { nwco: false, pesticide: true },
      { nwco: true, pesticide: true },
    ];
    const lists = [[], ['Other'], ['Rats'], ['Mice'], ['Birds'], ['Raccoons'], ['Raccoons', 'Rats'], ['Birds', 'Bats'], ['Rats', 'Mice', 'Birds']];
    const answers = new Set<boolean>();
    for (const h of held) {
      for (const species of lists) {
        const result = await sb.runExclusive((pg) =>
          pg.query<{ covers: boolean }>('select private.credentials_cover($1, $2, $3::text[]) as covers', [h.nwco, h.pesticide, species]),
        );
        const expected = credentialsCover(h, species);
        expect(result.rows[0]?.covers, JSON.stringify({ h, species })).toBe(expected);
        answers.add(expected);
      }
    }
    expect([...answers].sort()).toEqual([false, true]);
  });

  it('answers that cannot be approved are never finalised, acknowledgement or not ("No" stays a valid answer to save)', async () => {
    const app = await draft({ ...CURRENT, has_liability_insurance: 'No', insurance_provider: null, insurance_expiration_date: null });
    await recordTestPayment(sb, app.appId, app.email);
    const refused = await finalize(app.db, app.appId, app.email);
    expect(refused.error?.code).toBe('23514');
    expect(refused.error?.message).toContain('cannot be approved (no_insurance)');
    const acknowledged = await finalize(app.db, app.appId, app.email, { acknowledged_not_approvable: true });
    expect(acknowledged.error?.code).toBe('23514');
    expect(acknowledged.error?.message).toContain('change them, or contact us');
    // Fixed answers go through.
    const fixed = await finalize(app.db, app.appId, app.email, { has_liability_insurance: 'Yes', insurance_provider: 'Harbor Mutual', insurance_expiration_date: FUTURE });
    expect(fixed.error).toBeNull();
    expect(fixed.data).toEqual([{ status: 'submitted' }]);
  });

  it('the step-4 agreement (the last save before the payment page) is refused while the answers cannot be approved', async () => {
    const nwcoOnlyRats = { ...CURRENT, species_handled: ['Rats'], has_pesticide_certification: 'No', pesticide_certification_number: null,
      pesticide_certification_category: null, pesticide_certification_expiration_date: null };
    const app = await draft(nwcoOnlyRats);
    const agree = { confirm_truthful_info: true, confirm_no_guarantee: true, agree_to_terms: true };
    const refused = await app.db.from('applications').update(agree as never).eq('id', app.appId).select('id');
    expect(refused.error?.code).toBe('23514');
    expect(refused.error?.message).toContain('no_pesticide_certification');
    // Also on a first save that agrees at once, and for the service role.
    const { db } = await anonymousUser(sb);
    expect((await db.from('applications').insert({ ...nwcoOnlyRats, ...agree, email: uniqueEmail('agree') } as never)).error?.code).toBe('23514');
    expect((await serviceClient(sb).from('applications').update(agree as never).eq('id', app.appId).select('id')).error?.code).toBe('23514');
    // Approvable answers agree.
    const fixed = await app.db.from('applications').update({ ...agree, species_handled: ['Raccoons'] } as never).eq('id', app.appId).select('id');
    expect(fixed.error).toBeNull();
    expect(fixed.data).toHaveLength(1);
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
    // Finalising refuses such answers; an application whose answers changed after submission
    // (written here by the service role) is refused at approval too.
    expect((await finalize(blocked.db, blocked.appId, blocked.email, { acknowledged_not_approvable: true })).error?.code).toBe('23514');
    expect((await finalize(blocked.db, blocked.appId, blocked.email, { has_nwco_license: 'Yes', license_number: 'NWCO-1', license_expiration_date: FUTURE })).error).toBeNull();
    expect((await serviceClient(sb).from('applications').update({ has_nwco_license: 'No', license_number: null, license_expiration_date: null } as never).eq('id', blocked.appId)).error).toBeNull();
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
    const [licensed] = (await serviceClient(sb).from('pros').select('credential, pesticide_certified').eq('id', approved.data as string)).data ?? [];
    expect(licensed).toEqual({ credential: 'nwco_license', pesticide_certified: true });
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

describe('who is offered rats, mice and birds', () => {
  const CHECKLIST = { license_matches: true, license_current: true, insurance_general_liability: true, counties_make_sense: true };

  it('an NWCO-only professional is approved without rats and mice among the species, and not certified', async () => {
    const app = await draft({ ...CURRENT, species_handled: ['Raccoons', 'Birds'], has_pesticide_certification: 'No', pesticide_certification_number: null,
      pesticide_certification_category: null, pesticide_certification_expiration_date: null });
    await uploadApprovalDocuments(app.db, app.id, app.appId);
    await recordTestPayment(sb, app.appId, app.email);
    expect((await finalize(app.db, app.appId, app.email)).error).toBeNull();
    const approve = (species: string[]) =>
      staff.rpc('approve_application', {
        p_application_id: app.appId, p_license_number: 'NWCO-9', p_license_expires_on: FUTURE, p_insurance_carrier: 'Harbor Mutual',
        p_insured_through: FUTURE, p_boroughs: ['Queens'], p_species: species, p_checklist: CHECKLIST,
      } as never);
    expect((await approve(['Raccoons', 'Rats'])).error?.message).toBe('Without the pesticide applicator certification, rats and mice cannot be among the species.');
    const approved = await approve(['Raccoons', 'Birds']);
    expect(approved.error).toBeNull();
    const [pro] = (await serviceClient(sb).from('pros').select('credential, pesticide_certified').eq('id', approved.data as string)).data ?? [];
    expect(pro).toEqual({ credential: 'nwco_license', pesticide_certified: false });
  });

  it('matching lists and offers rats and mice only to a certified professional, birds to either, other animals only to a licensed one', async () => {
    const service = serviceClient(sb);
    const makePro = async (name: string, credential: string, certified: boolean) => {
      const email = uniqueEmail(name);
      const { data: user } = await service.auth.admin.createUser({ email, password: 'pro-password-1', email_confirm: true, app_metadata: { test: true } });
      const { data, error } = await service.from('pros').insert({
        user_id: user.user?.id, business_name: `Credential ${name}`, contact_name: 'Test Pro', email, phone: '(718) 555-0199',
        credential, pesticide_certified: certified, license_number: `CRED-${name}`, license_expires_on: FUTURE,
        insurance_carrier: 'Test Carrier', insured_through: FUTURE, boroughs: ['Staten Island'],
        species: credential === 'pesticide_certification' ? ['Rats', 'Mice', 'Birds'] : [],
      } as never).select('id').single();
      if (error) throw new Error(error.message);
      return (data as { id: string }).id;
    };
    // The row says what is true: a pro approved on the certification holds it.
    expect((await service.from('pros').insert({ business_name: 'x', contact_name: 'x', email: uniqueEmail('x'), phone: '(718) 555-0199',
      credential: 'pesticide_certification', pesticide_certified: false, license_number: 'X', license_expires_on: FUTURE,
      insurance_carrier: 'X', insured_through: FUTURE, boroughs: ['Staten Island'], species: ['Rats'] } as never)).error?.code).toBe('23514');
    const nwcoOnly = await makePro('nwco', 'nwco_license', false);
    const certifiedOnly = await makePro('cert', 'pesticide_certification', true);
    const both = await makePro('both', 'nwco_license', true);
    const lead = async (species: string[]) => {
      const id = crypto.randomUUID();
      const res = await anonClient(sb).from('leads').insert({
        id, source: 'lead_form', source_page: '/services/rat-control-nyc', name: 'Credential Resident', email: uniqueEmail('lead'),
        phone: '(718) 555-0100', property_type: 'Homeowner', address: '1 Test St', city: 'Staten Island', zip: '10301',
        description: 'Animals.', species, contact_method: 'Call',
      } as never);
      if (res.error) throw new Error(res.error.message);
      return id;
    };
    const listed = async (leadId: string) =>
      ((await staff.rpc('match_pros', { p_lead_id: leadId } as never)).data as { pro_id: string }[]).map((r) => r.pro_id);
    const cases: [string[], string[], string[]][] = [
      // species, offered to, not offered to
      [['Rats'], [certifiedOnly, both], [nwcoOnly]],
      [['Mice', 'Raccoons'], [both], [nwcoOnly, certifiedOnly]],
      [['Birds'], [nwcoOnly, certifiedOnly, both], []],
      [['Raccoons'], [nwcoOnly, both], [certifiedOnly]],
    ];
    for (const [species, yes, no] of cases) {
      const id = await lead(species);
      const pros = await listed(id);
      for (const p of yes) expect(pros, JSON.stringify(species)).toContain(p);
      for (const p of no) {
        expect(pros, JSON.stringify(species)).not.toContain(p);
        const refused = await staff.rpc('offer_lead', { p_lead_id: id, p_pro_id: p } as never);
        expect(refused.error?.message, JSON.stringify(species)).toContain('does not hold the credential this work needs');
      }
      const offered = await staff.rpc('offer_lead', { p_lead_id: id, p_pro_id: yes[0] } as never);
      expect(offered.error, JSON.stringify(species)).toBeNull();
    }
  });
});

describe('what the resident e-mails are told by the database', () => {
  const payload = async (leadId: string, template: string) =>
    sb.runExclusive(async (pg) =>
      (await pg.query<{ data: Record<string, unknown> }>('select data from private.outbox where lead_id = $1 and template = $2', [leadId, template])).rows[0]?.data);
  const lead = async (zip: string, city: string, extra: Record<string, unknown> = {}) => {
    const id = crypto.randomUUID();
    const res = await anonClient(sb).from('leads').insert({
      id, source: 'lead_form', source_page: '/services/raccoon-removal-nyc', name: 'Mail Resident', email: uniqueEmail('mail'),
      phone: '(718) 555-0100', property_type: 'Homeowner', address: '1 Test St', city, zip, description: 'A raccoon.',
      species: ['Raccoons'], contact_method: 'Email', ...extra,
    } as never);
    if (res.error) throw new Error(res.error.message);
    return id;
  };

  it('the confirmation says phone_only exactly when no active professional covers the borough at the time of the report', async () => {
    const service = serviceClient(sb);
    // No professional of this file covers the Bronx.
    const uncovered = await lead('10463', 'Bronx');
    expect(await payload(uncovered, 'lead_received')).toMatchObject({ borough: 'Bronx', phone_only: true });
    const email = uniqueEmail('bronx-pro');
    const { data: user } = await service.auth.admin.createUser({ email, password: 'pro-password-1', email_confirm: true, app_metadata: { test: true } });
    const { data: pro } = await service.from('pros').insert({
      user_id: user.user?.id, business_name: 'Bronx Mail Pro', contact_name: 'Test Pro', email, phone: '(718) 555-0198',
      license_number: 'MAIL-1', license_expires_on: FUTURE, insurance_carrier: 'Test Carrier', insured_through: FUTURE, boroughs: ['Bronx'],
    } as never).select('id').single();
    const covered = await lead('10463', 'Bronx');
    expect(await payload(covered, 'lead_received')).toMatchObject({ borough: 'Bronx', phone_only: false });
    // A paused professional covers nothing.
    await service.from('pros').update({ status: 'paused' } as never).eq('id', (pro as { id: string }).id);
    expect(await payload(await lead('10463', 'Bronx'), 'lead_received')).toMatchObject({ phone_only: true });
    await service.from('pros').update({ status: 'active' } as never).eq('id', (pro as { id: string }).id);

    // "A professional has your request": the credential and how the resident asked to be contacted.
    const offer = await staff.rpc('offer_lead', { p_lead_id: covered, p_pro_id: (pro as { id: string }).id } as never);
    expect((await staff.rpc('accept_offer', { p_offer_id: offer.data } as never)).error).toBeNull();
    const assigned = await payload(covered, 'lead_assigned');
    expect(assigned?.contact_by).toEqual(['email']);
    expect(assigned?.pro).toMatchObject({ credential: 'nwco_license', license_number: 'MAIL-1' });

    const flow = await lead('10463', 'Bronx', {
      source: 'contact_flow', source_page: '/contact', species: [], animal_type: 'Raccoon', duration: 'A few days',
      contact_method: null, contact_by_phone: true, contact_by_email: true, agreed_to_terms: true, address: '1 Test St', city: null,
    });
    const flowOffer = await staff.rpc('offer_lead', { p_lead_id: flow, p_pro_id: (pro as { id: string }).id } as never);
    expect((await staff.rpc('accept_offer', { p_offer_id: flowOffer.data } as never)).error).toBeNull();
    expect((await payload(flow, 'lead_assigned'))?.contact_by).toEqual(['phone', 'email']);
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
