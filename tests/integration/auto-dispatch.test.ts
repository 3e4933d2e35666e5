/**
 * Automatic dispatch in the database (supabase/migrations/20261127110000_automatic_dispatch.sql):
 * the modes and who may set them, each eligibility rule both ways, the cascade after a decline
 * and an expiry, escalation after the limit and when nobody qualifies, a dispatcher's offer
 * replacing an automatic one, and availability that only its professional sets. Driven through
 * supabase-js as every party. Local only: the mode is one setting for the whole project.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { activePro, adminCreateUser, anonymousUser, startServer, staffUser, uniqueEmail, untypedClient, validLead } from './helpers.ts';
import { localOnly, type TestSupabase } from './target.ts';

type Db = SupabaseClient;
type Pro = { id: string; db: Db; email: string };

let sb: TestSupabase;
let service: Db;
let admin: Db;
let dispatcher: Db;

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return sb.runExclusive(async (db) => (await db.query<T>(text, params)).rows);
}

async function signedIn(email: string, password: string): Promise<Db> {
  const db = untypedClient(sb);
  const { error } = await db.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return db;
}

/** An active professional covering Brooklyn with an NWCO licence (overrides for the rule under test). */
const pro = (overrides: Record<string, unknown> = {}): Promise<Pro> => activePro(sb, 'Auto Test Wildlife', overrides);

/** A report from the public form (Brooklyn, raccoons); its id. */
async function report(overrides: Record<string, unknown> = {}): Promise<string> {
  const row = validLead({ email: uniqueEmail('auto-resident'), ...overrides });
  const { error } = await untypedClient(sb).from('leads').insert(row);
  if (error) throw error;
  return row.id;
}

type LeadState = { status: string; needs_person_reason: string | null };
async function leadState(id: string): Promise<LeadState> {
  const { data, error } = await service.from('leads').select('status, needs_person_reason').eq('id', id).single();
  if (error) throw error;
  return data as LeadState;
}

type Offer = { id: string; pro_id: string; status: string; automatic: boolean; created_at: string; expires_at: string };
async function offers(leadId: string): Promise<Offer[]> {
  const { data, error } = await service.from('lead_offers').select('id, pro_id, status, automatic, created_at, expires_at').eq('lead_id', leadId).order('created_at');
  if (error) throw error;
  return data as Offer[];
}

async function openOffer(leadId: string): Promise<Offer | undefined> {
  return (await offers(leadId)).find((o) => o.status === 'open');
}

async function availability(p: Pro, available: boolean, hours?: unknown[]): Promise<void> {
  const { error } = await p.db.rpc('set_my_availability', { p_available: available, ...(hours ? { p_hours: hours } : {}) });
  if (error) throw error;
}

async function setMode(mode: string, hours?: unknown[]): Promise<void> {
  const { error } = await admin.rpc('set_dispatch_mode', { p_mode: mode, ...(hours ? { p_hours: hours } : {}) });
  if (error) throw error;
}

localOnly('automatic dispatch', () => {
  beforeAll(async () => {
    sb = await startServer({ notificationSettings: { dispatch_inbox: 'dispatch-auto@example.com' } });
    service = untypedClient(sb, sb.serviceRoleKey);
    const adminEmail = uniqueEmail('admin');
    await adminCreateUser(sb, adminEmail, { password: 'admin-password-1', appMetadata: { role: 'admin' } });
    admin = await signedIn(adminEmail, 'admin-password-1');
    dispatcher = await staffUser(sb);
  });

  beforeEach(async () => {
    // Each test chooses who is eligible: everyone else (the demo professionals, earlier tests') is paused.
    await sql("update public.pros set status = 'paused'");
    await sql('update private.dispatch_settings set auto_offer_limit = 3, auto_offer_ttl_minutes = 20');
    await setMode('always', []);
  });

  afterAll(async () => {
    await setMode('off', []);
    await sb.stop();
  });

  it('only an admin changes the mode; staff read it', async () => {
    const professional = await pro();
    for (const [who, db] of [['dispatcher', dispatcher], ['professional', professional.db]] as const) {
      const { error } = await db.rpc('set_dispatch_mode', { p_mode: 'off' });
      expect(error?.code, who).toBe('42501');
    }
    const anon = await untypedClient(sb).rpc('set_dispatch_mode', { p_mode: 'off' });
    expect(anon.error).not.toBeNull();
    expect((await admin.rpc('set_dispatch_mode', { p_mode: 'sometimes' })).error?.code).toBe('22023');
    expect((await admin.rpc('set_dispatch_mode', { p_mode: 'always', p_hours: [{ weekday: 8, opens: '09:00', closes: '17:00' }] })).error?.code).toBe('22023');
    expect((await admin.rpc('set_dispatch_mode', { p_mode: 'always', p_hours: [{ weekday: 1, opens: '17:00', closes: '09:00' }] })).error?.code).toBe('22023');
    const { data, error } = await dispatcher.rpc('dispatch_mode');
    expect(error).toBeNull();
    expect(data).toMatchObject({ mode: 'always', auto_offer_ttl_minutes: 20, auto_offer_limit: 3, offer_ttl_minutes: 60, applies_now: true, staffed_hours: [] });
    expect((await professional.db.rpc('dispatch_mode')).error).not.toBeNull();
  });

  it('every role against the new functions: only an admin sets the mode, only staff read it, only a professional sets availability', async () => {
    const professional = await pro();
    const anonymous = await anonymousUser(sb);
    const applicant = await anonymousUser(sb);
    const draft = await applicant.db.from('applications').insert({ business_name: 'Auto Dispatch Applicant' }).select('id').single();
    expect(draft.error).toBeNull();
    const roles: [string, Db, { mode: boolean; read: boolean; availability: boolean }][] = [
      ['anon', untypedClient(sb), { mode: false, read: false, availability: false }],
      ['anonymous user', anonymous.db as unknown as Db, { mode: false, read: false, availability: false }],
      ['applicant', applicant.db as unknown as Db, { mode: false, read: false, availability: false }],
      ['professional', professional.db, { mode: false, read: false, availability: true }],
      ['dispatcher', dispatcher, { mode: false, read: true, availability: false }],
      ['admin', admin, { mode: true, read: true, availability: false }],
    ];
    for (const [who, db, may] of roles) {
      expect((await db.rpc('set_dispatch_mode', { p_mode: 'always' })).error === null, `${who} sets the mode`).toBe(may.mode);
      expect((await db.rpc('dispatch_mode')).error === null, `${who} reads the mode`).toBe(may.read);
      expect((await db.rpc('set_my_availability', { p_available: true })).error === null, `${who} sets availability`).toBe(may.availability);
    }
    const [settings] = await sql<{ auto_mode: string }>('select auto_mode from private.dispatch_settings');
    expect(settings?.auto_mode).toBe('always');
  });

  it('Off: a new lead waits for a dispatcher, as before', async () => {
    await pro();
    await setMode('off');
    const id = await report();
    expect(await leadState(id)).toEqual({ status: 'new', needs_person_reason: null });
    expect(await offers(id)).toEqual([]);
  });

  it('Always: a new lead is offered at once, automatically, with a 20-minute window and the reasons in its timeline', async () => {
    const chosen = await pro();
    const id = await report();
    expect((await leadState(id)).status).toBe('offered');
    const [offer] = await offers(id);
    expect(offer).toMatchObject({ pro_id: chosen.id, status: 'open', automatic: true });
    const minutes = (Date.parse(offer?.expires_at ?? '') - Date.parse(offer?.created_at ?? '')) / 60_000;
    expect(minutes).toBeCloseTo(20, 5);
    const { data: events } = await service.from('lead_events').select('event, actor_role, actor_label, note').eq('lead_id', id).order('id');
    expect((events as { event: string }[]).map((e) => e.event)).toEqual(['created', 'offered']);
    const offered = (events as { actor_role: string; actor_label: string; note: string }[])[1];
    expect(offered).toMatchObject({ actor_role: 'system', actor_label: 'automatic dispatch' });
    expect(offered?.note).toMatch(/^Automatic offer 1 of 3\. Chosen from 1 eligible: covers Brooklyn, the species and the credential; available and on call; 0 of 3 open jobs; never offered a lead before; no offer answered yet\.$/);
    // The professional hears of it as of any offer.
    const [mail] = await sql<{ template: string; recipient: string }>("select template, recipient from private.outbox where lead_id = $1 and template = 'offer_new'", [id]);
    expect(mail).toEqual({ template: 'offer_new', recipient: chosen.email });
  });

  it('each eligibility rule, both ways: a professional who fails it is passed by, and gets the lead once it holds', async () => {
    const only = await pro({ species: ['Raccoons'] });
    const rules: { name: string; fail: () => Promise<unknown>; mend: () => Promise<unknown> }[] = [
      { name: 'paused', fail: () => sql("update public.pros set status = 'paused' where id = $1", [only.id]), mend: () => sql("update public.pros set status = 'active' where id = $1", [only.id]) },
      { name: 'not available', fail: () => availability(only, false), mend: () => availability(only, true) },
      { name: 'borough', fail: () => sql("update public.pros set boroughs = '{Queens}' where id = $1", [only.id]), mend: () => sql("update public.pros set boroughs = '{Brooklyn}' where id = $1", [only.id]) },
      { name: 'species', fail: () => sql("update public.pros set species = '{Bats}' where id = $1", [only.id]), mend: () => sql("update public.pros set species = '{Raccoons}' where id = $1", [only.id]) },
      {
        name: 'credential',
        fail: () => sql("update public.pros set credential = 'pesticide_certification', pesticide_certified = true where id = $1", [only.id]),
        mend: () => sql("update public.pros set credential = 'nwco_license' where id = $1", [only.id]),
      },
      {
        name: 'on call',
        // On call only tomorrow (New York), so not now.
        fail: async () => {
          const [today] = await sql<{ d: number }>("select extract(isodow from now() at time zone 'America/New_York')::int as d");
          const tomorrow = ((today?.d ?? 1) % 7) + 1;
          await availability(only, true, [{ weekday: tomorrow, opens: '00:00', closes: '23:59:59.999999' }]);
        },
        mend: () => availability(only, true, []),
      },
    ];
    for (const rule of rules) {
      await rule.fail();
      const refused = await report();
      expect(await leadState(refused), rule.name).toEqual({ status: 'new', needs_person_reason: 'nobody_qualifies' });
      await rule.mend();
      const offered = await report();
      expect(await leadState(offered), rule.name).toEqual({ status: 'offered', needs_person_reason: null });
      expect((await openOffer(offered))?.pro_id, rule.name).toBe(only.id);
    }
  });

  it('capacity: a professional with as many open jobs as they take is passed by', async () => {
    const busy = await pro();
    await sql('update public.pros set max_open_jobs = 1 where id = $1', [busy.id]);
    const first = await report();
    const offer = await openOffer(first);
    expect((await busy.db.rpc('accept_offer', { p_offer_id: offer?.id })).error).toBeNull();
    const second = await report();
    expect(await leadState(second)).toEqual({ status: 'new', needs_person_reason: 'nobody_qualifies' });
    await sql('update public.pros set max_open_jobs = 2 where id = $1', [busy.id]);
    const third = await report();
    expect((await openOffer(third))?.pro_id).toBe(busy.id);
  });

  it('cascades without a person: a decline and an expiry each move the lead to the next professional, least recently offered first', async () => {
    const [a, b, c] = [await pro(), await pro(), await pro()];
    const id = await report();
    const first = await openOffer(id);
    expect(first).toBeDefined();
    const firstPro = [a, b, c].find((p) => p.id === first?.pro_id);
    expect((await firstPro?.db.rpc('decline_offer', { p_offer_id: first?.id, p_reason: 'too_far' }))?.error).toBeNull();
    const second = await openOffer(id);
    expect(second?.pro_id).not.toBe(first?.pro_id);
    expect(second?.automatic).toBe(true);
    // The window passes: the expiry job returns it and the next one is offered in the same run.
    await sql("update public.lead_offers set created_at = now() - interval '30 minutes', expires_at = now() - interval '1 minute' where id = $1", [second?.id]);
    await sql('select private.run_expire_offers()');
    const third = await openOffer(id);
    expect([first?.pro_id, second?.pro_id]).not.toContain(third?.pro_id);
    const { data: events } = await service.from('lead_events').select('event, note').eq('lead_id', id).order('id');
    expect((events as { event: string }[]).map((e) => e.event)).toEqual(['created', 'offered', 'declined', 'offered', 'expired', 'offered']);
    expect((events as { note: string | null }[])[5]?.note).toMatch(/^Automatic offer 3 of 3\. Chosen from 1 eligible/);
  });

  it('escalates after the limit: one e-mail to the dispatch inbox, and automatic dispatch leaves the lead to a person', async () => {
    await sql('update private.dispatch_settings set auto_offer_limit = 2');
    const pros = [await pro(), await pro(), await pro()];
    const id = await report();
    for (let i = 0; i < 2; i++) {
      const offer = await openOffer(id);
      const holder = pros.find((p) => p.id === offer?.pro_id);
      expect((await holder?.db.rpc('decline_offer', { p_offer_id: offer?.id, p_reason: 'no_capacity' }))?.error).toBeNull();
    }
    expect(await leadState(id)).toEqual({ status: 'new', needs_person_reason: 'offer_limit' });
    expect(await openOffer(id)).toBeUndefined();
    await sql('select private.run_expire_offers()');
    expect(await openOffer(id)).toBeUndefined();
    const mails = await sql<{ template: string; data: { reason: string; automatic_offers: number } }>("select template, data from private.outbox where lead_id = $1 and template = 'lead_escalated'", [id]);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.data).toMatchObject({ reason: 'offer_limit', automatic_offers: 2 });
    const { data: events } = await service.from('lead_events').select('event, actor_role, note').eq('lead_id', id).order('id');
    expect((events as { event: string }[]).at(-1)).toEqual({ event: 'escalated', actor_role: 'system', note: 'Needs a person: 2 automatic offers without an acceptance.' });
    // A person can still offer it.
    const manual = await dispatcher.rpc('offer_lead', { p_lead_id: id, p_pro_id: pros[2]?.id });
    expect(manual.error).toBeNull();
  });

  it('nobody qualifies: escalates at once with one e-mail', async () => {
    const id = await report({ zip: '10301', city: 'Staten Island' });
    expect(await leadState(id)).toEqual({ status: 'new', needs_person_reason: 'nobody_qualifies' });
    const mails = await sql("select 1 from private.outbox where lead_id = $1 and template = 'lead_escalated'", [id]);
    expect(mails).toHaveLength(1);
    // The resident's status page says a dispatcher is finding someone.
    const [token] = await sql<{ token: string }>('select token from private.lead_status_tokens where lead_id = $1', [id]);
    const { data: status } = await untypedClient(sb).rpc('lead_status', { p_token: token?.token });
    expect(status).toMatchObject({ found: true, stage: 'received', needs_person: true });
    // The queue puts the leads waiting for a person first, and says why.
    await sql("update private.dispatch_settings set auto_mode = 'off'");
    const waiting = await report();
    const { data: rows, error } = await dispatcher.rpc('dispatch_queue', { p_limit: 200 });
    expect(error).toBeNull();
    const queue = rows as { id: string; status: string; needs_person_reason: string | null }[];
    expect(queue.find((r) => r.id === id)?.needs_person_reason).toBe('nobody_qualifies');
    const waitsForPerson = (r: (typeof queue)[number]) => r.needs_person_reason !== null && r.status === 'new';
    const firstPlain = queue.findIndex((r) => !waitsForPerson(r));
    expect(queue.findIndex((r) => r.id === id)).toBeLessThan(firstPlain);
    expect(queue.slice(firstPlain).some(waitsForPerson)).toBe(false);
    expect(queue.some((r) => r.id === waiting)).toBe(true);
  });

  it('nobody qualified, then someone does: the sweep offers it and the lead no longer waits for a person; until then nothing more is written', async () => {
    const later = await pro();
    await availability(later, false);
    const id = await report();
    expect(await leadState(id)).toEqual({ status: 'new', needs_person_reason: 'nobody_qualifies' });
    await sql('select private.run_expire_offers()');
    await sql('select private.run_expire_offers()');
    const events = async () => (await sql<{ event: string }>('select event from public.lead_events where lead_id = $1 order by id', [id])).map((e) => e.event);
    expect(await events()).toEqual(['created', 'escalated']);
    expect(await sql("select 1 from private.outbox where lead_id = $1 and template = 'lead_escalated'", [id])).toHaveLength(1);
    // The professional comes back: the next sweep offers the lead.
    await availability(later, true);
    await sql('select private.run_expire_offers()');
    expect(await leadState(id)).toEqual({ status: 'offered', needs_person_reason: null });
    expect((await openOffer(id))?.pro_id).toBe(later.id);
    const [offered] = await sql<{ note: string }>("select note from public.lead_events where lead_id = $1 and event = 'offered'", [id]);
    expect(offered?.note).toMatch(/Nobody qualified when it was reported; someone does now, so it no longer waits for a person\.$/);
    // A lead escalated after the limit stays with people.
    await sql("update public.leads set needs_person_at = now(), needs_person_reason = 'offer_limit', status = 'new' where id = $1", [id]);
    await sql("update public.lead_offers set status = 'withdrawn', responded_at = now() where lead_id = $1 and status = 'open'", [id]);
    await pro();
    await sql('select private.run_expire_offers()');
    expect(await leadState(id)).toEqual({ status: 'new', needs_person_reason: 'offer_limit' });
  });

  it("a dispatcher's offer replaces an open automatic one; a dispatcher's offer is never replaced", async () => {
    const [a, b] = [await pro(), await pro()];
    const id = await report();
    const automatic = await openOffer(id);
    const other = automatic?.pro_id === a.id ? b : a;
    const { data: manualId, error } = await dispatcher.rpc('offer_lead', { p_lead_id: id, p_pro_id: other.id });
    expect(error).toBeNull();
    const all = await offers(id);
    expect(all.find((o) => o.id === automatic?.id)?.status).toBe('withdrawn');
    const manual = all.find((o) => o.id === manualId);
    expect(manual).toMatchObject({ status: 'open', automatic: false, pro_id: other.id });
    expect((Date.parse(manual?.expires_at ?? '') - Date.parse(manual?.created_at ?? '')) / 60_000).toBeCloseTo(60, 5);
    expect((await leadState(id)).status).toBe('offered');
    const again = await dispatcher.rpc('offer_lead', { p_lead_id: id, p_pro_id: automatic?.pro_id });
    expect(again.error?.message).toBe('This lead already has an open offer. Reload to see it.');
  });

  it('outside staffed hours: offers only while nobody is staffed', async () => {
    await pro();
    const [today] = await sql<{ d: number }>("select extract(isodow from now() at time zone 'America/New_York')::int as d");
    const d = today?.d ?? 1;
    await setMode('outside_staffed_hours', [{ weekday: d, opens: '00:00', closes: '23:59:59.999999' }]);
    const staffed = await report();
    expect(await leadState(staffed)).toEqual({ status: 'new', needs_person_reason: null });
    await setMode('outside_staffed_hours', [{ weekday: (d % 7) + 1, opens: '00:00', closes: '23:59:59.999999' }]);
    // The sweep (the expiry job) offers the lead that arrived while staffed.
    await sql('select private.run_expire_offers()');
    expect((await leadState(staffed)).status).toBe('offered');
  });

  it('a professional sets only their own availability; nobody writes it or the hand-off columns through the API', async () => {
    const [a, b] = [await pro(), await pro()];
    expect((await a.db.rpc('set_my_availability', { p_available: false })).error).toBeNull();
    const rows = await sql<{ id: string; available: boolean }>('select id, available from public.pros where id = any($1)', [[a.id, b.id]]);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.available]))).toEqual({ [a.id]: false, [b.id]: true });
    for (const db of [a.db, dispatcher, admin]) {
      const { data } = await db.from('pros').update({ available: false, max_open_jobs: 50 }).eq('id', b.id).select('id');
      expect(data ?? []).toEqual([]);
    }
    // The portal's first screen says so, with the on-call hours.
    // (On call tomorrow evening only, New York time, so not now whenever this runs.)
    const [today] = await sql<{ d: number }>("select extract(isodow from now() at time zone 'America/New_York')::int as d");
    const tomorrow = ((today?.d ?? 1) % 7) + 1;
    await availability(a, false, [{ weekday: tomorrow, opens: '18:00', closes: '23:00' }]);
    const home = (await a.db.rpc('pro_home')).data as { profile: Record<string, unknown> };
    expect(home.profile).toMatchObject({ id: a.id, available: false, max_open_jobs: 3, on_call_hours: [{ weekday: tomorrow, opens: '18:00', closes: '23:00' }] });
    // The lead's matching list shows availability and capacity, and why automatic dispatch would pass one by.
    await setMode('off');
    const waiting = await report();
    const { data: matches, error: matchError } = await dispatcher.rpc('match_pros', { p_lead_id: waiting });
    expect(matchError).toBeNull();
    const byId = new Map((matches as { pro_id: string; available: boolean; max_open_jobs: number; not_automatic_because: string[] }[]).map((m) => [m.pro_id, m]));
    expect(byId.get(a.id)).toMatchObject({ available: false, max_open_jobs: 3, not_automatic_because: ['not available for new offers', 'not on call now'] });
    expect(byId.get(b.id)).toMatchObject({ available: true, not_automatic_because: [] });
    expect((await dispatcher.rpc('set_my_availability', { p_available: false })).error).not.toBeNull();
    expect((await untypedClient(sb).rpc('set_my_availability', { p_available: false })).error).not.toBeNull();
    const [still] = await sql<{ available: boolean; max_open_jobs: number }>('select available, max_open_jobs from public.pros where id = $1', [b.id]);
    expect(still).toEqual({ available: true, max_open_jobs: 3 });
    // A report cannot arrive already handed to a person.
    const { error } = await untypedClient(sb).from('leads').insert(validLead({ email: uniqueEmail('auto-resident'), needs_person_at: new Date().toISOString(), needs_person_reason: 'offer_limit' } as never));
    expect(error).not.toBeNull();
  });
  type Numbers = {
    per_day: { day: string; leads: number }[];
    summary: { leads: number; escalated: number; automatic_offers: number; offered_leads: number; accepted_leads: number };
    pros: { pro_id: string; offers: number; automatic_offers: number; accepted: number; acceptance_rate: number | null; median_answer_minutes: number | null }[];
  };
  async function numbers(days = 7): Promise<Numbers> {
    const { data, error } = await dispatcher.rpc('dispatch_numbers', { p_days: days });
    if (error) throw error;
    return data as Numbers;
  }

  it('the numbers count what happened: leads, automatic offers, escalations, and per professional offers, acceptance and answer time', async () => {
    const before = await numbers();
    const fast = await pro();
    const offered = await report();
    const offer = await openOffer(offered);
    expect(offer?.pro_id).toBe(fast.id);
    // Offered 12 minutes ago, accepted now.
    await sql("update public.lead_offers set created_at = now() - interval '12 minutes' where id = $1", [offer?.id]);
    expect((await fast.db.rpc('accept_offer', { p_offer_id: offer?.id })).error).toBeNull();
    await availability(fast, false);
    await report(); // nobody qualifies now: escalated
    const after = await numbers();
    expect(after.summary.leads - before.summary.leads).toBe(2);
    expect(after.summary.escalated - before.summary.escalated).toBe(1);
    expect(after.summary.automatic_offers - before.summary.automatic_offers).toBe(1);
    expect(after.summary.offered_leads - before.summary.offered_leads).toBe(1);
    expect(after.summary.accepted_leads - before.summary.accepted_leads).toBe(1);
    expect(after.pros.find((p) => p.pro_id === fast.id)).toEqual({
      pro_id: fast.id,
      business_name: expect.stringMatching(/^Auto Test Wildlife /) as unknown as string,
      offers: 1,
      automatic_offers: 1,
      accepted: 1,
      declined: 0,
      expired: 0,
      acceptance_rate: 1,
      median_answer_minutes: 12,
    });
    // One row per New York day of the window, oldest first, today last.
    const [today] = await sql<{ d: string }>("select (now() at time zone 'America/New_York')::date::text as d");
    expect(after.per_day).toHaveLength(7);
    expect(after.per_day.at(-1)?.day).toBe(today?.d);
    expect((await numbers(30)).per_day).toHaveLength(30);
    expect((await dispatcher.rpc('dispatch_numbers', { p_days: 0 })).error?.code).toBe('22023');
    expect((await dispatcher.rpc('dispatch_numbers', { p_days: 91 })).error?.code).toBe('22023');
    // The Professionals page sees the switch, the capacity and the on-call hours.
    await availability(fast, false, [{ weekday: 1, opens: '18:00', closes: '23:00' }]);
    const { data: perf, error } = await dispatcher.rpc('pro_performance');
    expect(error).toBeNull();
    expect((perf as { pro_id: string }[]).find((p) => p.pro_id === fast.id)).toMatchObject({
      available: false,
      max_open_jobs: 3,
      open_jobs: 1,
      on_call_hours: [{ weekday: 1, opens: '18:00', closes: '23:00' }],
    });
  });

  it('every role against the numbers and the Professionals page: staff only', async () => {
    const professional = await pro();
    const anonymous = await anonymousUser(sb);
    const applicant = await anonymousUser(sb);
    expect((await applicant.db.from('applications').insert({ business_name: 'Numbers Applicant' }).select('id').single()).error).toBeNull();
    const roles: [string, Db, boolean][] = [
      ['anon', untypedClient(sb), false],
      ['anonymous user', anonymous.db as unknown as Db, false],
      ['applicant', applicant.db as unknown as Db, false],
      ['professional', professional.db, false],
      ['dispatcher', dispatcher, true],
      ['admin', admin, true],
    ];
    for (const [who, db, staff] of roles) {
      const read = await db.rpc('dispatch_numbers', { p_days: 7 });
      expect(read.error === null, `${who} reads the numbers`).toBe(staff);
      if (!staff) expect(['42501', 'PGRST202'], who).toContain(read.error?.code);
      expect((await db.rpc('pro_performance')).error === null, `${who} reads pro_performance`).toBe(staff);
    }
  });
});
