/**
 * The street address end to end in the database (supabase/migrations/20261126140000_street_address.sql):
 * the /contact flow's address and unit are checked like the form checks them, an offered
 * professional sees the street without the house number, the accepted one the full address,
 * the year's records carry address and city; the species list names each animal once (queue,
 * portal, e-mails); the resident's status and confirmation carry the phone masked.
 */
import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIMITS } from '@/domain/limits';
import { withSql, type TestSupabase } from './target.ts';
import { addStaff } from '../../scripts/staff-add.ts';
import { startServer, uniqueEmail, untypedClient, validFlowLead, validLead } from './helpers.ts';

let sb: TestSupabase;
let service: SupabaseClient;
let anon: SupabaseClient;
let dispatcher: SupabaseClient;
let pro: { id: string; db: SupabaseClient };
let otherPro: { id: string; db: SupabaseClient };

async function signedIn(email: string, password: string): Promise<SupabaseClient> {
  const db = untypedClient(sb);
  const { error } = await db.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return db;
}

async function makePro(name: string): Promise<{ id: string; db: SupabaseClient }> {
  const email = uniqueEmail(name);
  const { data: user, error } = await service.auth.admin.createUser({ email, password: 'pro-password-1', email_confirm: true, app_metadata: { test: true } });
  if (error || !user.user) throw error ?? new Error('no user');
  const { data, error: insertError } = await service
    .from('pros')
    .insert({
      user_id: user.user.id, business_name: `${name} Wildlife`, contact_name: 'Test Pro', email, phone: '(718) 555-0199',
      license_number: `TEST-${name}`, license_expires_on: '2027-09-30', insurance_carrier: 'Test Carrier', insured_through: '2027-06-30',
      boroughs: ['Bronx', 'Manhattan'],
    })
    .select('id')
    .single();
  if (insertError) throw insertError;
  return { id: (data as { id: string }).id, db: await signedIn(email, 'pro-password-1') };
}

async function report(overrides: Record<string, unknown> = {}): Promise<string> {
  // A new e-mail address each time: the confirmations to one address are limited per day.
  const row = validFlowLead({ email: uniqueEmail('flow'), species: ['Raccoons'], animal_type: 'Raccoon', address: '350 Grand Concourse', unit: 'Apt 4B', phone: '(718) 555-0142', ...overrides });
  const { error } = await anon.from('leads').insert(row);
  if (error) throw error;
  return row.id;
}

beforeAll(async () => {
  sb = await startServer({ notificationSettings: { dispatch_inbox: 'dispatch-inbox@example.com' } });
  service = untypedClient(sb, sb.serviceRoleKey);
  anon = untypedClient(sb);
  const email = uniqueEmail('address-dispatcher');
  await addStaff({ url: sb.url, serviceRoleKey: sb.serviceRoleKey }, { email, password: 'staff-password-1', role: 'dispatcher' });
  dispatcher = await signedIn(email, 'staff-password-1');
  pro = await makePro('address');
  otherPro = await makePro('other');
});

afterAll(async () => {
  await sb?.stop();
});

withSql('the street address and unit of a report', () => {
  it('a /contact report without a street address is refused, as the form refuses it', async () => {
    const { error } = await anon.from('leads').insert(validFlowLead({ address: null }));
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('leads_contact_flow_address');
  });

  it('the unit is optional, at most LIMITS.unit characters, without control characters, for both forms', async () => {
    expect((await anon.from('leads').insert(validFlowLead({ unit: null }))).error).toBeNull();
    expect((await anon.from('leads').insert(validLead({ unit: 'x'.repeat(LIMITS.unit) }))).error).toBeNull();
    for (const unit of ['x'.repeat(LIMITS.unit + 1), '', '   ', 'Apt\u00074']) {
      const { error } = await anon.from('leads').insert(validFlowLead({ unit }));
      expect(error?.code, JSON.stringify(unit)).toBe('23514');
    }
  });
});

withSql('what a professional sees of the address', () => {
  it('offered: the street without the house number, the ZIP and the borough; accepted: the full address with the unit', async () => {
    const id = await report({ address: '350 Grand Concourse', zip: '10451' });
    const offer = await dispatcher.rpc('offer_lead', { p_lead_id: id, p_pro_id: pro.id });
    expect(offer.error).toBeNull();

    const offers = await pro.db.rpc('pro_offers');
    expect(offers.error).toBeNull();
    const mine = (offers.data as Record<string, unknown>[]).find((o) => o.offer_id === offer.data);
    expect(mine).toMatchObject({ street: 'Grand Concourse', zip: '10451', borough: 'Bronx', species: ['Raccoons'] });
    // What the offer says in words: ids, the reference and times are random hex and digits, which
    // can hold '350' or '4B' by chance (a busy run's reference did).
    const words = JSON.stringify(Object.entries(mine ?? {}).filter(([key]) => !/(^|_)(id|reference|at)$/.test(key)));
    expect(words).toContain('Grand Concourse');
    expect(words).not.toContain('350');
    expect(words).not.toContain('4B');
    expect(Object.keys(mine ?? {})).not.toContain('address');
    // Nor through the first screen's single call.
    const home = await pro.db.rpc('pro_home');
    expect(JSON.stringify(home.data)).not.toContain('350 Grand');
    // Another professional sees nothing of it.
    expect(((await otherPro.db.rpc('pro_offers')).data as unknown[]).length).toBe(0);

    expect((await pro.db.rpc('accept_offer', { p_offer_id: offer.data })).error).toBeNull();
    const jobs = await pro.db.rpc('pro_jobs');
    const job = (jobs.data as Record<string, unknown>[]).find((j) => j.lead_id === id);
    expect(job).toMatchObject({ address: '350 Grand Concourse', unit: 'Apt 4B', zip: '10451', borough: 'Bronx', species: ['Raccoons'] });
    expect(((await otherPro.db.rpc('pro_jobs')).data as unknown[]).length).toBe(0);

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const done = await pro.db.rpc('complete_lead', {
      p_lead_id: id, p_service_date: today, p_species: 'Raccoon', p_animal_count: 1,
      p_method: 'Exclusion / one-way door', p_disposition: 'Released on site',
    });
    expect(done.error).toBeNull();
    const records = await pro.db.rpc('pro_records', { p_year: Number(today.slice(0, 4)) });
    expect(records.error).toBeNull();
    // The /contact flow asks no city: the borough stands for it.
    expect((records.data as Record<string, unknown>[]).find((r) => r.client_name === 'Flow Resident')).toMatchObject({
      address: '350 Grand Concourse, Apt 4B',
      city: 'Bronx',
      zip: '10451',
    });
  });

  it('names the street only when the address starts with a house number', async () => {
    const cases: [string, string | null][] = [
      ['120 Broadway', 'Broadway'],
      ['45-12 Broadway, Apt 3', 'Broadway'],
      ['12A W 23rd St #4', 'W 23rd St'],
      ['350 5th Ave Floor 3', '5th Ave'],
      ['Broadway and Houston', null],
      ['7', null],
    ];
    for (const [address, street] of cases) {
      const id = await report({ address, zip: '10001' });
      const offer = await dispatcher.rpc('offer_lead', { p_lead_id: id, p_pro_id: otherPro.id });
      expect(offer.error).toBeNull();
      const mine = ((await otherPro.db.rpc('pro_offers')).data as Record<string, unknown>[]).find((o) => o.offer_id === offer.data);
      expect(mine?.street, address).toBe(street);
      expect((await dispatcher.rpc('withdraw_offer', { p_offer_id: offer.data })).error).toBeNull();
    }
  });
});

withSql('one species list per lead', () => {
  it('a /contact report names its animal once in the queue, the stored list and every e-mail', async () => {
    const id = await report();
    const row = await service.from('leads').select('wanted_species').eq('id', id).single();
    expect(row.data).toEqual({ wanted_species: ['Raccoons'] });
    const queue = await dispatcher.rpc('dispatch_queue', { p_search: (await service.from('leads').select('reference').eq('id', id).single()).data?.reference });
    expect((queue.data as Record<string, unknown>[])[0]?.species).toEqual(['Raccoons']);
    const mails = await sb.runExclusive(async (db) => (await db.query<{ template: string; data: { species: string[]; phone_masked?: string } }>(`select template, data from private.outbox where lead_id = $1 order by id`, [id])).rows);
    expect(mails.map((m) => m.template).sort()).toEqual(['lead_new', 'lead_received']);
    for (const mail of mails) expect(mail.data.species, mail.template).toEqual(['Raccoons']);
  });

  it('keeps different species in order, each once, and Other only for an animal that is no species', async () => {
    const several = await report({ species: ['Bats', 'Raccoons', 'Bats'], animal_type: 'Raccoon' });
    const opossum = await report({ species: [], animal_type: 'Opossum' });
    const rows = await service.from('leads').select('id, wanted_species').in('id', [several, opossum]);
    const byId = Object.fromEntries((rows.data as { id: string; wanted_species: string[] }[]).map((r) => [r.id, r.wanted_species]));
    expect(byId[several]).toEqual(['Bats', 'Raccoons']);
    expect(byId[opossum]).toEqual(['Other']);
  });
});

withSql('the masked phone', () => {
  it('the confirmation e-mail and the status page carry only the last four digits', async () => {
    // The browser that sends a report also sends a secret; only with it does the lead's id get the status link.
    const secret = randomBytes(32).toString('base64url');
    const id = await report({ phone: '(917) 555-0188', contact_by_email: true, status_secret: secret });
    const mails = await sb.runExclusive(async (db) => (await db.query<{ data: Record<string, unknown> }>(`select data from private.outbox where lead_id = $1 and template = 'lead_received'`, [id])).rows);
    expect(mails[0]?.data.phone_masked).toBe('(•••) •••-0188');
    // The number's other digits in any format (not '917' alone: a timestamp's milliseconds may read 917).
    const wholeNumber = /917\D{0,2}555|555\D?0188/;
    expect(JSON.stringify(mails[0]?.data)).not.toMatch(wholeNumber);
    const link = await anon.rpc('lead_status_link', { p_lead_id: id, p_secret: secret });
    expect(link.data).toBeTruthy();
    const status = await anon.rpc('lead_status', { p_token: link.data });
    expect(status.data).toMatchObject({ phone_masked: '(•••) •••-0188', species: ['Raccoons'], animal_type: 'Raccoon' });
    expect(JSON.stringify(status.data)).not.toMatch(wholeNumber);
    expect(JSON.stringify(status.data)).not.toContain('Grand Concourse');
    const unknown = await anon.rpc('lead_status', { p_token: 'A'.repeat(43) });
    expect(unknown.data).toMatchObject({ found: false, phone_masked: null, species: null, animal_type: null });
  });
});
