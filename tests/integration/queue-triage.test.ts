/**
 * The queue a night dispatcher triages from (supabase/migrations/20261126150000_queue_triage.sql):
 * each row's snippet, situations and service level, likely duplicates found by the database,
 * and merge_duplicate_leads, which keeps one lead and cancels the others as duplicates with
 * their audit rows. Driven through supabase-js as every party.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSupabase } from './target.ts';
import { addStaff } from '../../scripts/staff-add.ts';
import { anonymousUser, fictional, startServer, uniqueEmail, untypedClient, validLead } from './helpers.ts';

type Db = SupabaseClient;

let sb: TestSupabase;
let service: Db;
let dispatcher: Db;

type Row = {
  id: string;
  reference: string;
  description_snippet: string;
  situations: string[];
  service_level_hours: number;
  duplicate_of: string | null;
  duplicate_of_reference: string | null;
};

async function staff(): Promise<Db> {
  const email = uniqueEmail('dispatcher');
  await addStaff({ url: sb.url, serviceRoleKey: sb.serviceRoleKey }, { email, password: 'staff-password-1', role: 'dispatcher' });
  const db = untypedClient(sb);
  const { error } = await db.auth.signInWithPassword({ email, password: 'staff-password-1' });
  if (error) throw error;
  return db;
}

/**
 * This run's own day: every lead of the file is dated a random number of days back, and its
 * phone numbers and ZIPs are drawn at random, so leads other runs left in the same project
 * (npm run test:remote) are never within a day of these with the same ZIP and phone.
 */
const RUN_MINUTES_AGO = (2 + Math.floor(Math.random() * 3_000)) * 24 * 60;
const [BROOKLYN_ZIP, OTHER_BROOKLYN_ZIP] = fictional.zips('Brooklyn', 2);
const [MANHATTAN_ZIP] = fictional.zips('Manhattan', 1);
const PHONES = fictional.phones(12);
const digits = (phone: string | undefined): string => (phone ?? '').replace(/\D/g, '');

/** A lead as the public forms insert it, reported `minutesAgo` minutes before this run's day. */
async function lead(overrides: Record<string, unknown>, minutesAgo = 0): Promise<string> {
  const row = validLead(overrides);
  const { error } = await untypedClient(sb).from('leads').insert(row);
  if (error) throw error;
  {
    const at = new Date(Date.now() - (RUN_MINUTES_AGO + minutesAgo) * 60_000).toISOString();
    const { error: backdate } = await service.from('leads').update({ created_at: at }).eq('id', row.id);
    if (backdate) throw backdate;
  }
  return row.id;
}

async function queueRow(id: string, search: string): Promise<Row> {
  const { data, error } = await dispatcher.rpc('dispatch_queue', { p_search: search, p_limit: 200 });
  if (error) throw error;
  const row = (data as Row[]).find((r) => r.id === id);
  if (!row) throw new Error(`lead ${id} is not in the queue`);
  return row;
}

/** A signed-in professional (Auth user made by the admin API, pros row by the service role). */
async function professional(): Promise<Db> {
  const email = uniqueEmail('pro');
  const { data, error } = await service.auth.admin.createUser({ email, password: 'pro-password-1', email_confirm: true, app_metadata: { test: true } });
  if (error || !data.user) throw error ?? new Error('no user');
  const { error: insert } = await service.from('pros').insert({
    user_id: data.user.id,
    business_name: 'Triage Test Wildlife',
    contact_name: 'Test Pro',
    email,
    phone: PHONES[10],
    license_number: 'TEST-TRIAGE',
    license_expires_on: '2027-09-30',
    insurance_carrier: 'Test Carrier',
    insured_through: '2027-06-30',
    boroughs: ['Brooklyn'],
    species: [],
  });
  if (insert) throw insert;
  const db = untypedClient(sb);
  const { error: signIn } = await db.auth.signInWithPassword({ email, password: 'pro-password-1' });
  if (signIn) throw signIn;
  return db;
}

async function leadRow(id: string): Promise<{ status: string; cancel_reason: string | null; reference: string }> {
  const { data, error } = await service.from('leads').select('status, cancel_reason, reference').eq('id', id).single();
  if (error) throw error;
  return data as { status: string; cancel_reason: string | null; reference: string };
}

async function notes(id: string): Promise<{ event: string; note: string | null; actor_role: string; actor_label: string | null }[]> {
  const { data, error } = await service.from('lead_events').select('event, note, actor_role, actor_label').eq('lead_id', id).order('id');
  if (error) throw error;
  return data as { event: string; note: string | null; actor_role: string; actor_label: string | null }[];
}

beforeAll(async () => {
  sb = await startServer();
  service = untypedClient(sb, sb.serviceRoleKey);
  dispatcher = await staff();
});

afterAll(async () => {
  await sb.stop();
});

describe('a queue row', () => {
  it('carries a snippet of the description, the situations and the service level', async () => {
    const email = uniqueEmail('triage');
    const long = `Raccoon in the bedroom ceiling.\n\nIt   scratches all night. ${'More detail. '.repeat(20)}`;
    const id = await lead({ email, phone: PHONES[0], description: long, situations: ['bitten'] });
    const row = await queueRow(id, email);
    expect(row.description_snippet.startsWith('Raccoon in the bedroom ceiling. It scratches all night.')).toBe(true);
    expect(row.description_snippet).toHaveLength(140);
    expect(row.situations).toEqual(['bitten']);
    expect(row.service_level_hours).toBe(3);
    expect(row.duplicate_of).toBeNull();
  });

  it('carries the urgency signs a resident ticked (inside the living space, young animals); the database refuses others', async () => {
    const email = uniqueEmail('signs');
    const id = await lead({ email, phone: PHONES[0], situations: ['inside-living-space', 'young-animals', 'bitten'] });
    expect((await queueRow(id, email)).situations).toEqual(['inside-living-space', 'young-animals', 'bitten']);
    const { error } = await untypedClient(sb).from('leads').insert(validLead({ email: uniqueEmail('signs'), situations: ['in-the-attic'] }));
    expect(error?.code).toBe('23514');
  });
});

describe('likely duplicates', () => {
  it('a second report with the same ZIP and phone (or e-mail) within 24 hours points at the first', async () => {
    const phone = PHONES[1];
    const first = await lead({ email: uniqueEmail('first'), phone, zip: BROOKLYN_ZIP }, 10);
    const samePhone = await lead({ email: uniqueEmail('second'), phone, zip: BROOKLYN_ZIP }, 9);
    const email = uniqueEmail('same-mail');
    const byMail = await lead({ email, phone: PHONES[2], zip: BROOKLYN_ZIP }, 60);
    const byMailAgain = await lead({ email: email.toUpperCase(), phone: PHONES[3], zip: BROOKLYN_ZIP }, 1);
    const otherZip = await lead({ email: uniqueEmail('other-zip'), phone, zip: OTHER_BROOKLYN_ZIP }, 1);
    const dayLater = await lead({ email: uniqueEmail('old'), phone: PHONES[4], zip: MANHATTAN_ZIP }, 26 * 60);
    const sameButLater = await lead({ email: uniqueEmail('new'), phone: PHONES[4], zip: MANHATTAN_ZIP }, 1);

    const firstRef = (await leadRow(first)).reference;
    expect((await queueRow(first, digits(PHONES[1]))).duplicate_of).toBeNull();
    const dup = await queueRow(samePhone, digits(PHONES[1]));
    expect(dup.duplicate_of).toBe(first);
    expect(dup.duplicate_of_reference).toBe(firstRef);
    expect((await queueRow(byMailAgain, email)).duplicate_of).toBe(byMail);
    expect((await queueRow(otherZip, (await leadRow(otherZip)).reference)).duplicate_of).toBeNull();
    expect((await queueRow(sameButLater, digits(PHONES[4]))).duplicate_of).toBeNull();
    expect((await queueRow(dayLater, digits(PHONES[4]))).duplicate_of).toBeNull();
  });

  it('a closed earlier lead is no longer the one a new report repeats', async () => {
    const phone = PHONES[5];
    const first = await lead({ email: uniqueEmail('closed'), phone, zip: BROOKLYN_ZIP }, 5);
    const second = await lead({ email: uniqueEmail('open'), phone, zip: BROOKLYN_ZIP }, 1);
    expect((await queueRow(second, digits(PHONES[5]))).duplicate_of).toBe(first);
    expect((await dispatcher.rpc('cancel_lead', { p_lead_id: first, p_reason: 'spam' })).error).toBeNull();
    expect((await queueRow(second, digits(PHONES[5]))).duplicate_of).toBeNull();
  });
});

describe('merging duplicates', () => {
  it('keeps one lead, cancels the others as duplicates, and writes every step to the timelines', async () => {
    const phone = PHONES[6];
    const keep = await lead({ email: uniqueEmail('keep'), phone, zip: BROOKLYN_ZIP }, 3);
    const dupA = await lead({ email: uniqueEmail('a'), phone, zip: BROOKLYN_ZIP }, 2);
    const dupB = await lead({ email: uniqueEmail('b'), phone, zip: BROOKLYN_ZIP }, 1);
    const { error } = await dispatcher.rpc('merge_duplicate_leads', { p_keep: keep, p_duplicates: [dupA, dupB] });
    expect(error).toBeNull();
    const keepRef = (await leadRow(keep)).reference;
    for (const id of [dupA, dupB]) {
      expect(await leadRow(id)).toMatchObject({ status: 'cancelled', cancel_reason: 'duplicate' });
      expect((await notes(id)).at(-1)).toMatchObject({ event: 'cancelled', actor_role: 'dispatcher', note: `duplicate: Merged into ${keepRef}` });
    }
    expect((await leadRow(keep)).status).toBe('new');
    const last = (await notes(keep)).at(-1);
    expect(last?.event).toBe('note');
    // The references in the order the leads were locked (by id).
    const refs = await Promise.all([dupA, dupB].sort().map(async (id) => (await leadRow(id)).reference));
    expect(last?.note).toBe(`Merged duplicates into this lead: ${refs.join(', ')}`);
  });

  it('refuses leads that do not look alike, closed ones, itself, and changes nothing', async () => {
    const phone = PHONES[7];
    const keep = await lead({ email: uniqueEmail('keep2'), phone, zip: BROOKLYN_ZIP }, 3);
    const alike = await lead({ email: uniqueEmail('alike'), phone, zip: BROOKLYN_ZIP }, 2);
    const stranger = await lead({ email: uniqueEmail('stranger'), phone: PHONES[8], zip: BROOKLYN_ZIP }, 1);
    const refused = await dispatcher.rpc('merge_duplicate_leads', { p_keep: keep, p_duplicates: [alike, stranger] });
    expect(refused.error?.code).toBe('22023');
    expect(refused.error?.message).toMatch(/does not look like a duplicate/);
    // All or nothing: the alike lead was not cancelled either.
    expect((await leadRow(alike)).status).toBe('new');

    expect((await dispatcher.rpc('merge_duplicate_leads', { p_keep: keep, p_duplicates: [keep] })).error?.message).toBe('A lead cannot be merged into itself.');
    expect((await dispatcher.rpc('merge_duplicate_leads', { p_keep: keep, p_duplicates: [] })).error?.message).toBe('Choose the duplicates to merge.');

    expect((await dispatcher.rpc('cancel_lead', { p_lead_id: alike, p_reason: 'spam' })).error).toBeNull();
    const closed = await dispatcher.rpc('merge_duplicate_leads', { p_keep: keep, p_duplicates: [alike] });
    expect(closed.error?.code).toBe('55000');
    const closedKeep = await dispatcher.rpc('merge_duplicate_leads', { p_keep: alike, p_duplicates: [keep] });
    expect(closedKeep.error?.message).toBe('The lead to keep is closed: reopen it first.');
    expect((await leadRow(keep)).status).toBe('new');
  });

  it('only staff may merge or read the queue', async () => {
    const phone = PHONES[9];
    const keep = await lead({ email: uniqueEmail('keep3'), phone, zip: BROOKLYN_ZIP }, 2);
    const dup = await lead({ email: uniqueEmail('dup3'), phone, zip: BROOKLYN_ZIP }, 1);
    const parties: Record<string, Db> = {
      anon: untypedClient(sb),
      'anonymous user': (await anonymousUser(sb)).db as unknown as Db,
      professional: await professional(),
    };
    for (const [name, db] of Object.entries(parties)) {
      const merge = await db.rpc('merge_duplicate_leads', { p_keep: keep, p_duplicates: [dup] });
      expect(merge.error?.code, name).toBe('42501');
      const queue = await db.rpc('dispatch_queue', {});
      expect(queue.error?.code, name).toBe('42501');
    }
    expect((await leadRow(dup)).status).toBe('new');
  });
});
