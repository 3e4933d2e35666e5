/**
 * The resident's status page in the database (supabase/migrations/20261123103000_resident_status.sql):
 * the token, what rpc/lead_status tells for every state of a lead (and an unknown token), and
 * the resident's own cancel and add-details, through supabase-js with the anon key.
 */
import { randomBytes } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSupabase } from './target.ts';
import { addStaff } from '../../scripts/staff-add.ts';
import { localStack, startServer, uniqueEmail, validLead } from './helpers.ts';

let sb: TestSupabase;
let anon: SupabaseClient;
let service: SupabaseClient;
let dispatcher: SupabaseClient;
let proId: string;
/** The professional `proId`, signed in. */
let proDb: SupabaseClient;

const KEYS = [
  'animal_type', 'assigned_at', 'cancel_reason', 'cancelled_at', 'completed_at', 'found', 'looking_since', 'phone_masked',
  'needs_person', 'professional', 'received_at', 'reference', 'resident_notes', 'resolved', 'species', 'stage', 'wait_hours', 'waiting_too_long',
].sort();
const PRO_KEYS = ['boroughs', 'business_name', 'credential', 'insured_through', 'license_number', 'phone'].sort();

function newClient(key: string): SupabaseClient {
  return createClient(sb.url, key, { auth: { persistSession: false, autoRefreshToken: false } });
}

async function report(overrides: Record<string, unknown> = {}): Promise<{ id: string; token: string; secret: string }> {
  const row = validLead({ zip: '11375', name: 'Private Resident', email: 'private@example.com', ...overrides });
  const secret = randomBytes(32).toString('base64url');
  const { error } = await anon.from('leads').insert({ ...row, status_secret: secret });
  if (error) throw error;
  const link = await anon.rpc('lead_status_link', { p_lead_id: row.id, p_secret: secret });
  if (link.error) throw link.error;
  return { id: row.id, token: link.data as string, secret };
}

type Status = Record<string, unknown> & { stage: string | null; professional: Record<string, unknown> | null };
async function status(token: string | null): Promise<Status> {
  const { data, error } = await anon.rpc('lead_status', { p_token: token });
  if (error) throw error;
  return data as Status;
}

beforeAll(async () => {
  sb = await startServer();
  anon = newClient(sb.anonKey);
  service = newClient(sb.serviceRoleKey);
  const email = uniqueEmail('status-dispatcher');
  await addStaff({ url: sb.url, serviceRoleKey: sb.serviceRoleKey }, { email, password: 'staff-password-1', role: 'dispatcher' });
  dispatcher = newClient(sb.anonKey);
  await dispatcher.auth.signInWithPassword({ email, password: 'staff-password-1' });
  const proEmail = uniqueEmail('status-pro');
  const proUser = await service.auth.admin.createUser({ email: proEmail, password: 'pro-password-1', email_confirm: true, app_metadata: { test: true } });
  if (proUser.error) throw proUser.error;
  const pro = await service
    .from('pros')
    .insert({ user_id: proUser.data.user.id, business_name: 'Status Test Wildlife', contact_name: 'Status Pro', email: proEmail, phone: '(718) 555-0177', license_number: 'TEST-STATUS', license_expires_on: '2027-09-30', insurance_carrier: 'Test Carrier', insured_through: '2027-06-30', boroughs: ['Queens'] })
    .select('id')
    .single();
  if (pro.error) throw pro.error;
  proId = (pro.data as { id: string }).id;
  proDb = newClient(sb.anonKey);
  const signedIn = await proDb.auth.signInWithPassword({ email: proEmail, password: 'pro-password-1' });
  if (signedIn.error) throw signedIn.error;
});

/** Every key of an answer, exactly, with the values it must have (the rest must be null). */
function expectExactly(answer: Status, values: Record<string, unknown>, present: string[] = []) {
  expect(Object.keys(answer).sort()).toEqual(KEYS);
  // What the resident added on the status page: none unless a test says so (never anyone else's notes).
  values = { resident_notes: [], ...values };
  // A found request always tells what was sent (the masked phone, the species; the reports here are single-form ones, without an animal type).
  if (answer.found) present = [...present, 'phone_masked', 'species'];
  for (const key of KEYS) {
    if (key in values) expect(answer[key], key).toEqual(values[key]);
    else if (present.includes(key)) expect(answer[key], key).not.toBeNull();
    else expect(answer[key], key).toBeNull();
  }
}

afterAll(async () => {
  await sb.stop();
});

describe('the status token', () => {
  it('is 43 URL-safe characters (244 random bits), different for every lead, and only for the first 30 minutes by lead id', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const { token } = await report();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      tokens.add(token);
    }
    expect(tokens.size).toBe(50);
    const { id, secret } = await report();
    await sb.runExclusive((pg) => pg.query(`update public.leads set created_at = now() - interval '31 minutes' where id = $1`, [id]));
    expect((await anon.rpc('lead_status_link', { p_lead_id: id, p_secret: secret })).data).toBeNull();
    expect((await anon.rpc('lead_status_link', { p_lead_id: crypto.randomUUID(), p_secret: secret })).data).toBeNull();
  });

  it('cannot be read or listed through any REST path', async () => {
    const { id } = await report();
    expect((await anon.from('leads').select('*').eq('id', id)).error?.code).toBe('42501');
    expect((await anon.from('lead_status_tokens').select('*')).error?.code).toBe('PGRST205');
    const res = await fetch(`${sb.url}/rest/v1/lead_status_tokens?select=token`, { headers: { apikey: sb.anonKey, 'Accept-Profile': 'private' } });
    expect(res.status).toBe(406);
    expect((await anon.rpc('lead_status', { p_token: '%' })).data).toMatchObject({ found: false });
  });

  it('1,000 random tokens find nothing, and an unknown token answers the same keys', async () => {
    for (let i = 0; i < 1000; i++) {
      const bytes = crypto.getRandomValues(new Uint8Array(32));
      const token = Buffer.from(bytes).toString('base64url');
      const answer = await status(token);
      expect(answer.found, token).toBe(false);
      if (i === 0) expectExactly(answer, { found: false, waiting_too_long: false, needs_person: false, wait_hours: 3 });
    }
    for (const token of [null, '', 'short', 'x'.repeat(500), "'; select 1; --"]) {
      const answer = await status(token);
      expectExactly(answer, { found: false, waiting_too_long: false, needs_person: false, wait_hours: 3 });
    }
  });
});

describe('what the resident sees, state by state', () => {
  it('received → looking → assigned (with the professional card) → completed; never notes, names of decliners or PII', async () => {
    const { id, token } = await report();
    const check = async (stage: string) => {
      const answer = await status(token);
      expect(Object.keys(answer).sort()).toEqual(KEYS);
      expect(answer.found).toBe(true);
      expect(answer.stage).toBe(stage);
      const text = JSON.stringify(answer);
      for (const secret of ['Private Resident', 'private@example.com', 'Internal note', 'Declined Wildlife', id]) expect(text).not.toContain(secret);
      return answer;
    };
    expect((await check('received')).professional).toBeNull();

    await dispatcher.rpc('add_lead_note', { p_lead_id: id, p_note: 'Internal note about the caller' });
    const declined = await service
      .from('pros')
      .insert({ business_name: 'Declined Wildlife', contact_name: 'D', email: uniqueEmail('declined'), phone: '(718) 555-0178', license_number: 'TEST-D', license_expires_on: '2027-09-30', insurance_carrier: 'C', insured_through: '2027-06-30', boroughs: ['Queens'] })
      .select('id')
      .single();
    const first = (await dispatcher.rpc('offer_lead', { p_lead_id: id, p_pro_id: (declined.data as { id: string }).id })).data as string;
    await dispatcher.rpc('decline_offer', { p_offer_id: first, p_reason: 'too_far' });
    expect((await check('looking')).professional).toBeNull();

    const offer = (await dispatcher.rpc('offer_lead', { p_lead_id: id, p_pro_id: proId })).data as string;
    expect((await check('looking')).professional).toBeNull();
    await dispatcher.rpc('accept_offer', { p_offer_id: offer });
    const assigned = await check('assigned');
    expect(Object.keys(assigned.professional ?? {}).sort()).toEqual(PRO_KEYS);
    expect(assigned.professional).toMatchObject({ business_name: 'Status Test Wildlife', credential: 'nwco_license', license_number: 'TEST-STATUS', phone: '+17185550177', boroughs: ['Queens'], insured_through: '2027-06-30' });
    expect(assigned.assigned_at).not.toBeNull();

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    await dispatcher.rpc('complete_lead', { p_lead_id: id, p_service_date: today, p_species: 'Raccoon', p_animal_count: 1, p_method: 'Live trap', p_disposition: 'Released on site' });
    const done = await check('completed');
    expect(done.completed_at).not.toBeNull();
    expect(done.professional).not.toBeNull();
  });

  it('says plainly when nobody is assigned after the promised hours', async () => {
    const { id, token } = await report();
    expect((await status(token)).waiting_too_long).toBe(false);
    await sb.runExclusive((pg) => pg.query(`update public.leads set created_at = now() - interval '3 hours 1 minute' where id = $1`, [id]));
    expectExactly(await status(token), { found: true, stage: 'received', waiting_too_long: true, needs_person: false, wait_hours: 3 }, ['reference', 'received_at']);
  });

  it('a request closed by dispatch says why in words for the resident; spam and internal reasons read as closed', async () => {
    const expected = { duplicate: 'duplicate', outside_service_area: 'outside_service_area', referred_to_agency: 'referred_to_agency', spam: 'closed', other: 'closed' } as const;
    for (const [reason, told] of Object.entries(expected)) {
      const { id, token } = await report();
      const cancelled = await dispatcher.rpc('cancel_lead', { p_lead_id: id, p_reason: reason, p_note: reason === 'other' ? 'Internal: caller asked for a price list.' : null });
      expect(cancelled.error, reason).toBeNull();
      const answer = await status(token);
      expectExactly(answer, { found: true, stage: 'cancelled', cancel_reason: told, waiting_too_long: false, needs_person: false, wait_hours: 3 }, ['reference', 'received_at', 'cancelled_at']);
      expect(JSON.stringify(answer)).not.toContain('Internal');
    }
  });
});

describe("the resident's own actions", () => {
  it('"I no longer need help" cancels, withdraws an open offer, and is recorded as the resident', async () => {
    const { id, token } = await report();
    await dispatcher.rpc('offer_lead', { p_lead_id: id, p_pro_id: proId });
    expect((await anon.rpc('cancel_by_resident', { p_token: token })).error).toBeNull();
    expectExactly(await status(token), { found: true, stage: 'cancelled', cancel_reason: 'resident', waiting_too_long: false, needs_person: false, wait_hours: 3 }, ['reference', 'received_at', 'cancelled_at']);
    const events = await service.from('lead_events').select('event, actor_role, actor_label').eq('lead_id', id).order('id');
    expect((events.data ?? []).at(-1)).toEqual({ event: 'cancelled', actor_role: 'resident', actor_label: 'resident (status link)' });
    expect((events.data ?? [])[0]).toEqual({ event: 'created', actor_role: 'resident', actor_label: 'resident (report form)' });
    const offers = await service.from('lead_offers').select('status').eq('lead_id', id);
    expect(offers.data).toEqual([{ status: 'withdrawn' }]);
    expect((await anon.rpc('cancel_by_resident', { p_token: token })).error?.message).toBe('This request is already closed.');
    // A wrong token, one of the wrong form, or none cancels nothing.
    const other = await report();
    for (const wrong of ['A'.repeat(43), other.token.slice(1), '', null]) {
      expect((await anon.rpc('cancel_by_resident', { p_token: wrong })).error, String(wrong)).toMatchObject({ code: 'PT404', message: "We can't find that request." });
    }
    expect((await status(other.token)).stage).toBe('received');
  });

  it('cancelling after a professional accepted tells that professional by e-mail, in the same transaction', async () => {
    const { id, token } = await report();
    const offer = (await dispatcher.rpc('offer_lead', { p_lead_id: id, p_pro_id: proId })).data as string;
    expect((await proDb.rpc('accept_offer', { p_offer_id: offer })).error).toBeNull();
    expect((await anon.rpc('cancel_by_resident', { p_token: token })).error).toBeNull();
    const queued = await sb.runExclusive(async (pg) =>
      (await pg.query<{ template: string; recipient: string; by_resident: boolean }>(
        `select template, recipient, (data ->> 'by_resident')::boolean as by_resident from private.outbox where lead_id = $1 and template = 'lead_cancelled_pro'`,
        [id],
      )).rows,
    );
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ template: 'lead_cancelled_pro', by_resident: true });
    expect(queued[0]?.recipient).toMatch(/^status-pro-/);
    // The job has left the professional's list.
    expect(((await proDb.rpc('pro_jobs')).data as { lead_id: string }[]).map((j) => j.lead_id)).not.toContain(id);
  });

  it('"Add details" appends a note the dispatcher and the assigned professional see; bad input and floods are refused', async () => {
    const { id, token } = await report();
    expect((await anon.rpc('add_details_by_resident', { p_token: token, p_note: 'The gate code is 1234.' })).error).toBeNull();
    const notes = await dispatcher.from('lead_events').select('note, actor_role').eq('lead_id', id).eq('event', 'note');
    expect(notes.data).toEqual([{ note: 'The gate code is 1234.', actor_role: 'resident' }]);
    // The resident sees it back on the status page (issue 31 item 12).
    const shown = (await anon.rpc('lead_status', { p_token: token })).data as { resident_notes: { note: string; at: string }[] };
    expect(shown.resident_notes.map((n) => n.note)).toEqual(['The gate code is 1234.']);
    // The professional who accepts sees it with the job.
    const offer = (await dispatcher.rpc('offer_lead', { p_lead_id: id, p_pro_id: proId })).data as string;
    expect((await proDb.rpc('accept_offer', { p_offer_id: offer })).error).toBeNull();
    const job = ((await proDb.rpc('pro_jobs')).data as { lead_id: string; resident_notes: { note: string }[] }[]).find((j) => j.lead_id === id);
    expect(job?.resident_notes.map((n) => n.note)).toEqual(['The gate code is 1234.']);
    expect((await anon.rpc('add_details_by_resident', { p_token: token, p_note: 'x'.repeat(501) })).error?.code).toBe('23514');
    expect((await anon.rpc('add_details_by_resident', { p_token: token, p_note: 'bell\u0007' })).error?.code).toBe('23514');
    expect((await anon.rpc('add_details_by_resident', { p_token: 'A'.repeat(43), p_note: 'hello' })).error).toMatchObject({ code: 'PT404', message: "We can't find that request." });
    for (let i = 0; i < 4; i++) expect((await anon.rpc('add_details_by_resident', { p_token: token, p_note: `More ${i}` })).error).toBeNull();
    const flood = await anon.rpc('add_details_by_resident', { p_token: token, p_note: 'One too many' });
    expect(flood.error?.message).toBe('Too many updates in a short time. Please call the dispatch line.');
    expect(flood.status).toBe(429);
  });
});

describe('after the job (issue 31 item 12)', () => {
  const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  type Mail = { template: string; recipient: string; data: Record<string, unknown> };
  const mails = (id: string, template: string) =>
    sb.runExclusive(async (pg) => (await pg.query<Mail>(`select template, recipient, data from private.outbox where lead_id = $1 and template = $2`, [id, template])).rows);
  const dispatchInbox = () => sb.runExclusive(async (pg) => (await pg.query<{ inbox: string }>(`select dispatch_inbox as inbox from private.notification_settings`)).rows[0]?.inbox);
  async function accepted(email: string) {
    const reported = await report({ email });
    const offer = (await dispatcher.rpc('offer_lead', { p_lead_id: reported.id, p_pro_id: proId })).data as string;
    expect((await proDb.rpc('accept_offer', { p_offer_id: offer })).error).toBeNull();
    return reported;
  }
  const complete = (id: string) =>
    proDb.rpc('complete_lead', { p_lead_id: id, p_service_date: today(), p_species: 'Raccoon', p_animal_count: 1, p_method: 'Live trap', p_disposition: 'Released on site' });

  it('details the resident adds reach the professional who has the job by e-mail; before anyone accepted, no professional is written to', async () => {
    const early = await report();
    expect((await anon.rpc('add_details_by_resident', { p_token: early.token, p_note: 'Before anyone accepted.' })).error).toBeNull();
    expect(await mails(early.id, 'lead_details_pro')).toEqual([]);

    const { id, token } = await accepted(uniqueEmail('details-resident'));
    expect((await anon.rpc('add_details_by_resident', { p_token: token, p_note: 'Gate code 4412.' })).error).toBeNull();
    const sent = await mails(id, 'lead_details_pro');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.recipient).toMatch(/^status-pro-/);
    expect(sent[0]?.data).toMatchObject({ note: 'Gate code 4412.', business_name: 'Status Test Wildlife' });
  });

  it('completing the job asks the resident, by e-mail in the same transaction, whether it was resolved', async () => {
    const email = uniqueEmail('completed-resident');
    const { id, token } = await accepted(email);
    expect((await complete(id)).error).toBeNull();
    const sent = await mails(id, 'lead_completed');
    expect(sent.map((m) => m.recipient)).toEqual([email]);
    expect(sent[0]?.data).toMatchObject({ status_token: token, business_name: 'Status Test Wildlife', name: 'Private Resident' });
    expect((await status(token)).resolved).toBeNull();
  });

  it('"Was it resolved?": only after completion, once each way; "no" tells the dispatch inbox once and is in the timeline', async () => {
    const before = await dispatchInbox();
    await sb.runExclusive((pg) => pg.query(`update private.notification_settings set dispatch_inbox = 'dispatch-resolved@example.com'`));
    try {
      await resolvedOnceEachWay();
    } finally {
      await sb.runExclusive((pg) => pg.query(`update private.notification_settings set dispatch_inbox = $1`, [before ?? null]));
    }
  });

  async function resolvedOnceEachWay() {
    const { id, token } = await accepted(uniqueEmail('resolved-resident'));
    const early = await anon.rpc('resident_resolved', { p_token: token, p_resolved: true });
    expect(early.error).toMatchObject({ code: '55000', message: 'You can tell us once the job is recorded as done.' });
    expect((await complete(id)).error).toBeNull();
    expect((await anon.rpc('resident_resolved', { p_token: 'A'.repeat(43), p_resolved: true })).error?.code).toBe('PT404');
    expect((await anon.rpc('resident_resolved', { p_token: token, p_resolved: null })).error?.code).toBe('22023');

    expect((await anon.rpc('resident_resolved', { p_token: token, p_resolved: true })).error).toBeNull();
    expect((await status(token)).resolved).toBe(true);
    expect(await mails(id, 'lead_not_resolved')).toEqual([]);

    // The animal came back: "not resolved" after all, said twice.
    expect((await anon.rpc('resident_resolved', { p_token: token, p_resolved: false })).error).toBeNull();
    expect((await anon.rpc('resident_resolved', { p_token: token, p_resolved: false })).error).toBeNull();
    expect((await status(token)).resolved).toBe(false);
    const told = await mails(id, 'lead_not_resolved');
    expect(told.map((m) => m.recipient)).toEqual(['dispatch-resolved@example.com']);
    expect(told[0]?.data).toMatchObject({ business_name: 'Status Test Wildlife' });
    const timeline = await dispatcher.from('lead_events').select('note, actor_role').eq('lead_id', id).eq('event', 'note').order('id');
    expect(timeline.data).toEqual([
      { note: 'The problem is resolved.', actor_role: 'resident' },
      { note: 'The problem is not resolved.', actor_role: 'resident' },
    ]);
    const row = await dispatcher.from('leads').select('resident_resolved, resident_resolved_at').eq('id', id).single();
    expect(row.data?.resident_resolved).toBe(false);
    expect(row.data?.resident_resolved_at).not.toBeNull();
  }

  it('nobody sets the answer but the resident through the function: not anon or a professional by REST, not in a new report', async () => {
    const { id } = await accepted(uniqueEmail('resolved-rest'));
    expect((await complete(id)).error).toBeNull();
    for (const [who, db] of [['anon', anon], ['professional', proDb], ['dispatcher', dispatcher]] as const) {
      await db.from('leads').update({ resident_resolved: true, resident_resolved_at: new Date().toISOString() }).eq('id', id);
      const row = await service.from('leads').select('resident_resolved').eq('id', id).single();
      expect(row.data?.resident_resolved, who).toBeNull();
    }
    const secret = randomBytes(32).toString('base64url');
    const forged = await anon.from('leads').insert({ ...validLead({ zip: '11375' }), status_secret: secret, resident_resolved: true, resident_resolved_at: new Date().toISOString() });
    expect(forged.error?.code).toBe('42501');
  });
});

describe('a professional offered a lead cannot act as its resident (issue 25 finding 3)', () => {
  it('offered, then after declining and after expiry: no lead id from lead_offers, no token from the id, no note, no cancellation', async () => {
    const { id, token, secret } = await report();
    const offer = await dispatcher.rpc('offer_lead', { p_lead_id: id, p_pro_id: proId });
    expect(offer.error).toBeNull();
    const offerId = offer.data as string;
    const attempt = async (when: string) => {
      // The offer as the portal shows it: no lead id.
      const mine = await proDb.rpc('pro_offers');
      expect(mine.error, when).toBeNull();
      const rows = mine.data as Record<string, unknown>[];
      if (when === 'offered') expect(rows.some((o) => o.offer_id === offerId), when).toBe(true);
      for (const row of rows) expect(Object.values(row), when).not.toContain(id);
      // The table itself: no row, so no lead_id, whatever is asked.
      expect((await proDb.from('lead_offers').select('lead_id')).data, when).toEqual([]);
      expect((await proDb.from('lead_offers').select('id').eq('id', offerId)).data, when).toEqual([]);
      // Even knowing the id (a leak elsewhere), the link needs the reporting browser's secret.
      for (const guess of [undefined, '', 'A'.repeat(43), secret.slice(1) + 'A']) {
        expect((await proDb.rpc('lead_status_link', { p_lead_id: id, p_secret: guess })).data ?? null, `${when} ${String(guess)}`).toBeNull();
      }
      expect((await proDb.rpc('lead_status_link', { p_lead_id: id })).error?.code, when).toBe('PGRST202');
      // Without the token there is nothing to note or cancel with.
      for (const wrong of ['A'.repeat(43), id]) {
        expect((await proDb.rpc('add_details_by_resident', { p_token: wrong, p_note: 'call my other number instead' })).error?.code, when).toBe('PT404');
        expect((await proDb.rpc('cancel_by_resident', { p_token: wrong })).error?.code, when).toBe('PT404');
      }
    };
    await attempt('offered');
    expect((await proDb.rpc('decline_offer', { p_offer_id: offerId, p_reason: 'no_capacity' })).error).toBeNull();
    await attempt('declined');
    const again = await dispatcher.rpc('offer_lead', { p_lead_id: id, p_pro_id: proId });
    await sb.runExclusive((pg) => pg.query(`update public.lead_offers set expires_at = created_at + interval '1 millisecond' where id = $1`, [again.data]));
    await localStack(sb).scheduler.runNow('expire-offers');
    await attempt('expired');
    // The resident's own token still works, and the trail names the resident's status link.
    expect((await status(token)).found).toBe(true);
    const notes = await service.from('lead_events').select('actor_role, actor_label').eq('lead_id', id).eq('event', 'note');
    expect(notes.data).toEqual([]);
    expect((await anon.rpc('add_details_by_resident', { p_token: token, p_note: 'Gate code 12.' })).error).toBeNull();
    const noted = await service.from('lead_events').select('actor, actor_role, actor_label').eq('lead_id', id).eq('event', 'note');
    expect(noted.data).toEqual([{ actor: null, actor_role: 'resident', actor_label: 'resident (status link)' }]);
  });

  it('the reporting browser gets its link with its secret; a retry of the same report (same id and secret) still does', async () => {
    const row = validLead({ zip: '11375' });
    const secret = randomBytes(32).toString('base64url');
    expect((await anon.from('leads').insert({ ...row, status_secret: secret })).error).toBeNull();
    expect((await anon.from('leads').insert({ ...row, status_secret: secret })).error).toBeNull();
    const link = await anon.rpc('lead_status_link', { p_lead_id: row.id, p_secret: secret });
    expect(link.data).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A second insert of that id with another secret neither fails nor takes the link over.
    const thief = randomBytes(32).toString('base64url');
    expect((await anon.from('leads').insert({ ...row, status_secret: thief })).error).toBeNull();
    expect((await anon.rpc('lead_status_link', { p_lead_id: row.id, p_secret: thief })).data).toBeNull();
    expect((await anon.rpc('lead_status_link', { p_lead_id: row.id, p_secret: secret })).data).toBe(link.data);
    // The secret is never stored, only its hash; nobody sets the hash directly.
    const stored = await sb.runExclusive(async (pg) => (await pg.query('select status_secret, status_secret_hash from public.leads where id = $1', [row.id])).rows[0]);
    expect(stored).toMatchObject({ status_secret: null });
    expect((stored as { status_secret_hash: string }).status_secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await anon.from('leads').insert({ ...validLead({ zip: '11375' }), status_secret_hash: 'f'.repeat(64) })).error?.code).toBe('42501');
  });
});
