/**
 * The `pg15` stage: the migrations, the access rules and the races the product relies on, on a
 * real PostgreSQL 15 server over concurrent connections (tests/pg15/cluster.ts). PGlite, the
 * local Supabase's database, runs one connection at a time and is PostgreSQL 17+, so only here
 * do two transactions really meet. The server is the hosted-shaped one (tests/pg15/hosted), the
 * project pushed by the Supabase CLI as a deployment pushes it; its pg_cron jobs are unscheduled
 * here so that only the races of each test meet (tests/pg15/hosted.test.ts runs them).
 *
 * Runs in `npm test` when PostgreSQL 15 and pg_cron are installed or installable; in CI
 * (CI=true) a missing one fails the stage instead of skipping it.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushProject } from '../../scripts/gen-db-types.ts';
import { asRequest, findPgCron, findPostgres15, startCluster, type Claims, type Cluster } from './cluster.ts';

const found = findPostgres15();
const cron = found.bin === null ? { ok: false as const, reason: found.reason } : findPgCron(found.bin);
if (!cron.ok && process.env.CI) throw new Error(cron.reason);
if (!cron.ok) console.warn(`[pg15] ${cron.reason} The PostgreSQL 15 stage did not run.`);

const SECURITY_CHECK = join(import.meta.dirname, '..', '..', 'supabase', 'security-check.sql');

let cluster: Cluster;
let admin: pg.Client;
const pool: pg.Client[] = [];

async function clients(n: number): Promise<pg.Client[]> {
  while (pool.length < n) pool.push(await cluster.connect());
  return pool.slice(0, n);
}

/** A user row and its token's claims; `userMetadata` is what a user may write about themselves. */
async function user(appMetadata: Record<string, unknown>, anonymous = false, userMetadata: Record<string, unknown> = {}): Promise<Claims> {
  const id = randomUUID();
  const email = anonymous ? null : `${id.slice(0, 8)}@example.com`;
  await admin.query(
    `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, $4, now(), now(), $5)`,
    [id, email, JSON.stringify(appMetadata), JSON.stringify(userMetadata), anonymous],
  );
  return { sub: id, role: 'authenticated', is_anonymous: anonymous, ...(email ? { email } : {}), app_metadata: appMetadata, user_metadata: userMetadata };
}

async function newPro(boroughs: string[]): Promise<{ id: string; claims: Claims }> {
  const claims = await user({ provider: 'email' });
  const { rows } = await admin.query<{ id: string }>(
    `insert into public.pros (user_id, business_name, contact_name, email, phone, license_number, license_expires_on,
                              insurance_carrier, insured_through, boroughs)
     values ($1, 'PG15 Wildlife ' || $2, 'PG15 Pro', $2 || '@pro.example.com', '(718) 555-0190', 'PG15-' || $2, '2027-09-30',
             'PG15 Carrier', '2027-06-30', $3) returning id`,
    [claims.sub, (claims.sub ?? '').slice(0, 8), boroughs],
  );
  return { id: rows[0]?.id ?? '', claims };
}

const ANON: Claims = { role: 'anon' };

async function insertLead(client: pg.Client, id: string = randomUUID(), zip = '10001'): Promise<string> {
  await asRequest(
    client,
    ANON,
    `insert into public.leads (id, source, source_page, name, email, phone, property_type, address, city, zip, description, species, contact_method)
     values ($1, 'lead_form', '/services/raccoon-removal-nyc', 'PG15 Resident', 'resident@example.com', '(212) 555-0142',
             'Homeowner', '1 Test Street', 'New York', $2, 'A raccoon in the attic', '{Raccoons}', 'Call')`,
    [id, zip],
  );
  return id;
}

async function status(id: string): Promise<string> {
  return (await admin.query<{ status: string }>('select status from public.leads where id = $1', [id])).rows[0]?.status ?? '';
}

/** Runs calls at the same moment on their own connections; returns each outcome. */
async function together(calls: ((client: pg.Client) => Promise<unknown>)[]): Promise<{ ok: boolean; code?: string; message?: string }[]> {
  const cs = await clients(calls.length);
  const outcomes = await Promise.allSettled(calls.map((call, i) => call(cs[i] as pg.Client)));
  return outcomes.map((o) =>
    o.status === 'fulfilled'
      ? { ok: true }
      : { ok: false, code: (o.reason as { code?: string }).code ?? '', message: (o.reason as Error).message },
  );
}

describe.runIf(found.bin !== null && cron.ok)('PostgreSQL 15', () => {
  let dispatcher: Claims;
  let dispatcher2: Claims;
  let adminStaff: Claims;
  let manhattan: { id: string; claims: Claims };
  let manhattan2: { id: string; claims: Claims };

  beforeAll(async () => {
    cluster = await startCluster(found.bin as string);
    const push = pushProject(cluster);
    if (push.status !== 0) throw new Error(`supabase db push failed:\n${push.output}`);
    admin = await cluster.connect();
    await admin.query('select cron.unschedule(jobid) from cron.job');
    dispatcher = await user({ role: 'dispatcher' });
    dispatcher2 = await user({ role: 'dispatcher' });
    adminStaff = await user({ role: 'admin' });
    manhattan = await newPro(['Manhattan']);
    manhattan2 = await newPro(['Manhattan']);
    // Every request here comes from one address: the limits get their own race below.
    await admin.query('update private.notification_settings set leads_per_client_per_hour = 1000000, applications_per_client_per_hour = 1000000');
  }, 120_000);

  afterAll(async () => {
    await Promise.all(pool.map((c) => c.end()));
    await admin?.end();
    cluster?.stop();
  });

  it('takes every migration and the seed through the Supabase CLI on PostgreSQL 15, and the security check finds nothing', async () => {
    expect(cluster.version).toMatch(/^15\./);
    const findings = await admin.query(readFileSync(SECURITY_CHECK, 'utf8'));
    expect(findings.rows).toEqual([]);
  });

  it('the access rules hold for every party', async () => {
    const [c] = await clients(1);
    const client = c as pg.Client;
    const leadId = await insertLead(client);
    const offerId = (await asRequest<{ id: string }>(client, dispatcher, 'select public.offer_lead($1, $2) as id', [leadId, manhattan.id])).rows[0]?.id;
    const applicant = await user({ provider: 'anonymous' }, true);
    await asRequest(client, applicant, `insert into public.applications (business_name) values ('PG15 Applicant LLC')`);
    const parties: Record<string, Claims> = {
      anon: ANON,
      'anonymous user': await user({ provider: 'anonymous' }, true),
      applicant,
      'signed-in user claiming dispatcher in user_metadata': await user({ provider: 'email' }, false, { role: 'dispatcher' }),
      professional: manhattan.claims,
      'other professional': manhattan2.claims,
      dispatcher,
      admin: adminStaff,
    };
    const tables = ['leads', 'lead_offers', 'lead_events', 'lead_completions', 'pros', 'applications'];
    const seen: Record<string, Record<string, string>> = {};
    for (const [name, claims] of Object.entries(parties)) {
      seen[name] = {};
      for (const table of tables) {
        try {
          const { rows } = await asRequest<{ n: string }>(client, claims, `select count(*) as n from public.${table}`);
          seen[name][table] = rows[0]?.n ?? '';
        } catch (error) {
          seen[name][table] = (error as { code?: string }).code === '42501' ? 'denied' : String(error);
        }
      }
    }
    const pros = (await admin.query<{ n: string }>('select count(*) as n from public.pros')).rows[0]?.n;
    const leads = (await admin.query<{ n: string }>('select count(*) as n from public.leads')).rows[0]?.n;
    const events = (await admin.query<{ n: string }>('select count(*) as n from public.lead_events')).rows[0]?.n;
    const offers = (await admin.query<{ n: string }>('select count(*) as n from public.lead_offers')).rows[0]?.n;
    const apps = (await admin.query<{ n: string }>('select count(*) as n from public.applications')).rows[0]?.n;
    const nothing = { leads: '0', lead_offers: '0', lead_events: '0', lead_completions: '0', pros: '0' };
    expect(seen).toEqual({
      anon: { leads: 'denied', lead_offers: 'denied', lead_events: 'denied', lead_completions: 'denied', pros: 'denied', applications: 'denied' },
      'anonymous user': { ...nothing, applications: '0' },
      applicant: { ...nothing, applications: '1' },
      'signed-in user claiming dispatcher in user_metadata': { ...nothing, applications: '0' },
      // A professional reads their offers through pro_offers() only (no lead id): lead_offers is staff's.
      professional: { ...nothing, pros: '1', applications: '0' },
      'other professional': { ...nothing, pros: '1', applications: '0' },
      dispatcher: { leads, lead_offers: offers, lead_events: events, lead_completions: '0', pros, applications: apps },
      admin: { leads, lead_offers: offers, lead_events: events, lead_completions: '0', pros, applications: apps },
    });
    // No one but the service role changes a lifecycle row directly.
    for (const [name, claims] of Object.entries(parties)) {
      await expect(
        asRequest(client, claims, `update public.leads set status = 'completed' where id = $1`, [leadId]),
        name,
      ).rejects.toMatchObject({ code: '42501' });
    }
    // Staff functions refuse everyone else.
    for (const name of ['anon', 'anonymous user', 'applicant', 'professional']) {
      await expect(
        asRequest(client, parties[name] as Claims, 'select public.withdraw_offer($1)', [offerId]),
        name,
      ).rejects.toMatchObject({ code: '42501' });
    }
    expect(await status(leadId)).toBe('offered');
  });

  it('two dispatchers offering one lead at the same moment make one offer (20 rounds)', async () => {
    const [c] = await clients(1);
    for (let round = 0; round < 20; round++) {
      const leadId = await insertLead(c as pg.Client);
      const outcomes = await together([
        (cl) => asRequest(cl, dispatcher, 'select public.offer_lead($1, $2)', [leadId, manhattan.id]),
        (cl) => asRequest(cl, dispatcher2, 'select public.offer_lead($1, $2)', [leadId, manhattan2.id]),
      ]);
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ok).map((o) => o.message)).toEqual(['This lead already has an open offer. Reload to see it.']);
      const offers = await admin.query('select 1 from public.lead_offers where lead_id = $1', [leadId]);
      expect(offers.rowCount).toBe(1);
      const offered = await admin.query(`select 1 from public.lead_events where lead_id = $1 and event = 'offered'`, [leadId]);
      expect(offered.rowCount).toBe(1);
    }
  });

  it("a dispatcher's offer racing the automatic one makes one open offer, and the dispatcher's wins (20 rounds)", async () => {
    const [c] = await clients(1);
    // Never offered a lead, so automatic dispatch (least recently offered first) has someone who
    // qualifies: active, available, on call, covering Manhattan and every species, NWCO licence.
    await newPro(['Manhattan']);
    const mode = (m: string) => asRequest(c as pg.Client, adminStaff, 'select public.set_dispatch_mode($1)', [m]);
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const endings = new Set<string>();
    try {
      for (let round = 0; round < 20; round++) {
        // Reported while automatic dispatch is off, so it waits 'new' with no offer until the race.
        await mode('off');
        const leadId = await insertLead(c as pg.Client);
        await mode('always');
        // The sweep takes every waiting lead (oldest first): the tests before leave none waiting.
        const waiting = await admin.query(`select id from public.leads where status = 'new' and needs_person_at is null`);
        expect(waiting.rows).toEqual([{ id: leadId }]);
        // The automatic side: auto_dispatch, as the trigger and the sweep call it, or the job itself
        // (run_expire_offers: expiry, then the sweep), on the superuser's connection as pg_cron
        // runs it. The dispatcher starts 6 or 3 ms later, both at once, or the automatic side
        // 3 or 12 ms later: the automatic offer comes first in some rounds, the dispatcher's in others.
        const automatic = round % 2 === 0
          ? (cl: pg.Client) => cl.query('select private.auto_dispatch($1)', [leadId])
          : (cl: pg.Client) => cl.query('select private.run_expire_offers()');
        const lag = [-6, -3, 0, 3, 12][round % 5] as number;
        const outcomes = await together([
          async (cl) => {
            await pause(Math.max(-lag, 0));
            return asRequest(cl, dispatcher, 'select public.offer_lead($1, $2)', [leadId, manhattan.id]);
          },
          async (cl) => {
            await pause(Math.max(lag, 0));
            return automatic(cl);
          },
        ]);
        // A dispatcher's offer replaces an open automatic one, and automatic dispatch skips a lead
        // another transaction holds or that is no longer 'new': neither side fails.
        expect(outcomes).toEqual([{ ok: true }, { ok: true }]);
        expect(await status(leadId)).toBe('offered');
        const offers = await admin.query<{ id: string; pro_id: string; status: string; automatic: boolean; created_by: string | null }>(
          'select id, pro_id, status, automatic, created_by from public.lead_offers where lead_id = $1 order by automatic desc', [leadId]);
        const open = offers.rows.filter((o) => o.status === 'open');
        expect(open).toHaveLength(1);
        expect(open[0]).toMatchObject({ pro_id: manhattan.id, automatic: false, created_by: dispatcher.sub });
        const ending = offers.rows.map((o) => `${o.automatic ? 'automatic' : 'dispatcher'} ${o.status}`).join(', ');
        expect(['dispatcher open', 'automatic withdrawn, dispatcher open']).toContain(ending);
        endings.add(ending);
        // Every offer has its 'offered' row, the replaced one its 'withdrawn' row; nothing escalated.
        const events = await admin.query<{ event: string; offer_id: string }>(
          `select event, offer_id from public.lead_events where lead_id = $1 and event in ('offered', 'withdrawn', 'escalated')`, [leadId]);
        expect(events.rows.map((e) => `${e.event} ${e.offer_id}`).sort()).toEqual(
          [
            ...offers.rows.map((o) => `offered ${o.id}`),
            ...offers.rows.filter((o) => o.status === 'withdrawn').map((o) => `withdrawn ${o.id}`),
          ].sort(),
        );
      }
    } finally {
      await admin.query(`update private.dispatch_settings set auto_mode = 'off'`);
    }
    // Both orders happened: the automatic offer first (then replaced), and the dispatcher's first.
    expect([...endings].sort()).toEqual(['automatic withdrawn, dispatcher open', 'dispatcher open']);
  });

  it('two taps on Accept make one acceptance (20 rounds)', async () => {
    const [c] = await clients(1);
    for (let round = 0; round < 20; round++) {
      const leadId = await insertLead(c as pg.Client);
      const offerId = (await asRequest<{ id: string }>(c as pg.Client, dispatcher, 'select public.offer_lead($1, $2) as id', [leadId, manhattan.id])).rows[0]?.id;
      const outcomes = await together([
        (cl) => asRequest(cl, manhattan.claims, 'select public.accept_offer($1)', [offerId]),
        (cl) => asRequest(cl, manhattan.claims, 'select public.accept_offer($1)', [offerId]),
      ]);
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.find((o) => !o.ok)?.message).toBe('This offer was already accepted, so it cannot be accepted.');
      expect(await status(leadId)).toBe('accepted');
      const accepted = await admin.query(`select 1 from public.lead_events where lead_id = $1 and event = 'accepted'`, [leadId]);
      expect(accepted.rowCount).toBe(1);
    }
  });

  it('a YES by text and an Accept in the portal at the same moment make one acceptance (20 rounds)', async () => {
    const [c] = await clients(1);
    // A professional of their own: no open offer from the tests before (a bare YES needs exactly
    // one), a login (text_reply answers as that user) and a fictional mobile number, texts on.
    const pro = await newPro(['Manhattan']);
    const mobile = '+17185550150';
    await admin.query('update public.pros set mobile_phone = $2, texts_enabled = true where id = $1', [pro.id, mobile]);
    const already = 'This offer was already accepted, so it cannot be accepted.';
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const wins = { portal: 0, text: 0 };
    for (let round = 0; round < 20; round++) {
      const leadId = await insertLead(c as pg.Client);
      const offerId = (await asRequest<{ id: string }>(c as pg.Client, dispatcher, 'select public.offer_lead($1, $2) as id', [leadId, pro.id])).rows[0]?.id ?? '';
      const code = offerId.replace(/-/g, '').slice(0, 4).toUpperCase(); // private.offer_code, "YES 3F2A"
      // The text starts 4 or 2 ms after the portal, both at once, or the portal 4 or 8 ms after the
      // text (text_reply does more before it locks the lead, so the portal gets the longer waits).
      const lag = [-4, -2, 0, 4, 8][round % 5] as number;
      let answer: Record<string, unknown> | undefined;
      const [portal, text] = await together([
        async (cl) => {
          await pause(Math.max(lag, 0));
          return asRequest(cl, pro.claims, 'select public.accept_offer($1)', [offerId]);
        },
        async (cl) => {
          await pause(Math.max(-lag, 0));
          // As the sms-inbound Edge Function calls it: the service role, after Twilio's signature.
          const { rows } = await asRequest<{ r: Record<string, unknown> }>(cl, { role: 'service_role' }, `select public.text_reply($1, 'YES') as r`, [mobile]);
          answer = rows[0]?.r;
        },
      ]);
      expect([portal?.code, text?.code]).not.toContain('40P01');
      // text_reply answers every reply in JSON: an error of accept_offer, a deadlock included, is its
      // 'refused' with the error's message (answer_offer_as_pro catches them all), so the message is
      // checked below. Only the portal may fail.
      expect(text).toEqual({ ok: true });
      if (portal?.ok) {
        wins.portal++;
        // The text came second: it saw the acceptance (closed), or it waited on the lead's lock and
        // accept_offer refused it with the portal's words.
        expect(['closed', 'refused']).toContain(answer?.kind);
        if (answer?.kind === 'closed') expect(answer).toMatchObject({ status: 'accepted', code });
        else expect(answer).toMatchObject({ message: already });
      } else {
        wins.text++;
        expect(portal).toMatchObject({ ok: false, code: 'P0001', message: already });
        expect(answer).toMatchObject({ kind: 'accepted', lead_id: leadId, code });
      }
      expect(await status(leadId)).toBe('accepted');
      const offers = await admin.query<{ id: string; status: string }>('select id, status from public.lead_offers where lead_id = $1', [leadId]);
      expect(offers.rows).toEqual([{ id: offerId, status: 'accepted' }]);
      // One audit row, the professional's own, whichever way the answer came.
      const accepted = await admin.query(`select actor, actor_role, pro_id from public.lead_events where lead_id = $1 and event = 'accepted'`, [leadId]);
      expect(accepted.rows).toEqual([{ actor: pro.claims.sub, actor_role: 'pro', pro_id: pro.id }]);
      // Every reply is recorded once, with what it did.
      const replies = await admin.query(
        `select phone, body, outcome, pro_id from private.text_replies where offer_id = $1`, [offerId]);
      expect(replies.rows).toEqual([{ phone: mobile, body: 'YES', outcome: answer?.kind, pro_id: pro.id }]);
      // The "call them now" text is queued once, by whichever transaction accepted.
      const queued = await admin.query(
        `select recipient from private.outbox where dedup_key = 'text_offer_accepted:' || $1 or (template = 'text_offer_accepted' and lead_id = $2)`,
        [offerId, leadId]);
      expect(queued.rows).toEqual([{ recipient: mobile }]);
    }
    expect(wins.portal + wins.text).toBe(20);
    // Both orders happened (the staggered starts make each side first in some rounds).
    expect(wins.portal).toBeGreaterThan(0);
    expect(wins.text).toBeGreaterThan(0);
  });

  it('an acceptance racing the expiry job ends one way, never both, never in a deadlock (20 rounds)', async () => {
    const [c] = await clients(1);
    const endings = new Set<string>();
    for (let round = 0; round < 20; round++) {
      const leadId = await insertLead(c as pg.Client);
      const offerId = (await asRequest<{ id: string }>(c as pg.Client, dispatcher, 'select public.offer_lead($1, $2) as id', [leadId, manhattan.id])).rows[0]?.id;
      await admin.query(`update public.lead_offers set expires_at = now() + interval '20 milliseconds' where id = $1`, [offerId]);
      await new Promise((r) => setTimeout(r, 15 + (round % 10)));
      const outcomes = await together([
        (cl) => asRequest(cl, manhattan.claims, 'select public.accept_offer($1)', [offerId]),
        (cl) => asRequest(cl, { role: 'service_role' }, 'select public.expire_offers()'),
      ]);
      expect(outcomes.map((o) => o.code)).not.toContain('40P01');
      if (!outcomes[0]?.ok) expect(outcomes[0]?.message).toMatch(/^This offer (has expired|was already expired)/);
      // The job skips a lead another transaction holds (SKIP LOCKED); its next run takes it.
      await asRequest(admin, { role: 'service_role' }, 'select public.expire_offers()');
      const offer = (await admin.query<{ status: string }>('select status from public.lead_offers where id = $1', [offerId])).rows[0]?.status;
      const lead = await status(leadId);
      endings.add(`${offer}/${lead}`);
      expect([['accepted', 'accepted'], ['expired', 'new']]).toContainEqual([offer, lead]);
      const terminal = await admin.query(`select event from public.lead_events where lead_id = $1 and event in ('accepted', 'expired')`, [leadId]);
      expect(terminal.rowCount).toBe(1);
    }
    expect(endings.size).toBeGreaterThanOrEqual(1);
  });

  it('a hundred concurrent lead inserts store a hundred leads; twenty of one id store one', async () => {
    const before = Number((await admin.query<{ n: string }>('select count(*) as n from public.leads')).rows[0]?.n);
    const cs = await clients(20);
    const ids = Array.from({ length: 100 }, () => randomUUID());
    await Promise.all(cs.map(async (cl, i) => {
      for (const id of ids.slice(i * 5, i * 5 + 5)) await insertLead(cl, id);
    }));
    const after = Number((await admin.query<{ n: string }>('select count(*) as n from public.leads')).rows[0]?.n);
    expect(after - before).toBe(100);
    const created = await admin.query(`select 1 from public.lead_events where event = 'created' and lead_id = any($1)`, [ids]);
    expect(created.rowCount).toBe(100);

    const one = randomUUID();
    const outcomes = await together(Array.from({ length: 20 }, () => (cl: pg.Client) => insertLead(cl, one)));
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect((await admin.query('select 1 from public.leads where id = $1', [one])).rowCount).toBe(1);
    expect((await admin.query('select 1 from public.lead_events where lead_id = $1', [one])).rowCount).toBe(1);
  });

  it('twenty subscriptions of one address at once store one pending row and queue at most 3 confirmations', async () => {
    await admin.query('update private.notification_settings set newsletter_signups_per_client_per_hour = 1000000');
    const email = `race-${randomUUID().slice(0, 8)}@example.com`;
    const outcomes = await together(
      Array.from({ length: 20 }, (_, i) => (cl: pg.Client) => asRequest(cl, ANON, 'select public.subscribe_newsletter($1)', [i % 2 === 0 ? email : email.toUpperCase()])),
    );
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const rows = await admin.query<{ status: string }>('select status from public.newsletter_subscriptions where email = $1', [email]);
    expect(rows.rows).toEqual([{ status: 'pending' }]);
    const sent = await admin.query(`select 1 from private.outbox where recipient = $1 and template = 'newsletter_confirm'`, [email]);
    expect(sent.rowCount).toBe(3);
  });

  it('twenty reports at once from one address over a limit of 5 store exactly 5', async () => {
    await admin.query('update private.notification_settings set leads_per_client_per_hour = 5');
    await admin.query(`delete from private.rate_limits`);
    try {
      const outcomes = await together(Array.from({ length: 20 }, () => (cl: pg.Client) => insertLead(cl)));
      expect(outcomes.filter((o) => o.ok)).toHaveLength(5);
      expect(outcomes.filter((o) => o.code === 'PT429')).toHaveLength(15);
    } finally {
      await admin.query('update private.notification_settings set leads_per_client_per_hour = 1000000');
    }
  });

  it('twenty concurrent deliveries of one payment event record one payment and queue one e-mail', async () => {
    const applicant = await user({ provider: 'anonymous' }, true);
    const [c] = await clients(1);
    const appId = (await asRequest<{ id: string }>(c as pg.Client, applicant, `insert into public.applications (business_name, email) values ('PG15 Payer LLC', 'payer@example.com') returning id`)).rows[0]?.id;
    const results: string[] = [];
    const outcomes = await together(Array.from({ length: 20 }, () => async (cl: pg.Client) => {
      const { rows } = await asRequest<{ r: string }>(cl, { role: 'service_role' },
        `select public.record_payment('evt_pg15_once', 'checkout.session.completed', 'cs_pg15_once', $1, 0, 'usd', 'payer@example.com') as r`, [appId]);
      results.push(rows[0]?.r ?? '');
    }));
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(results.filter((r) => r === 'recorded')).toHaveLength(1);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(19);
    expect((await admin.query('select 1 from private.application_payments where application_id = $1', [appId])).rowCount).toBe(1);
    expect((await admin.query(`select 1 from private.outbox where application_id = $1 and template = 'payment_received'`, [appId])).rowCount).toBe(1);
    expect((await admin.query<{ payment_status: string }>('select payment_status from public.applications where id = $1', [appId])).rows[0]?.payment_status).toBe('paid');
  });

  it('two delivery workers claiming at once never get the same message (FOR UPDATE SKIP LOCKED)', async () => {
    await admin.query(`update private.outbox set sent_at = now() where sent_at is null`);
    await admin.query(`insert into private.outbox (recipient, template, dedup_key, max_attempts)
                       select 'w' || g || '@example.com', 'lead_new', 'pg15-claim:' || g, 5 from generate_series(1, 60) g`);
    const claimed: number[][] = [[], [], []];
    await together([0, 1, 2].map((w) => async (cl: pg.Client) => {
      for (;;) {
        const { rows } = await asRequest<{ id: string }>(cl, { role: 'service_role' }, 'select id from public.claim_notifications(7)');
        if (rows.length === 0) break;
        claimed[w]?.push(...rows.map((r) => Number(r.id)));
      }
    }));
    const all = claimed.flat();
    expect(all).toHaveLength(60);
    expect(new Set(all).size).toBe(60);
  });

  it("ten draft inserts at once by one applicant stop at the open-drafts cap", async () => {
    const applicant = await user({ provider: 'anonymous' }, true);
    const outcomes = await together(Array.from({ length: 10 }, () => (cl: pg.Client) =>
      asRequest(cl, applicant, `insert into public.applications (business_name) values ('PG15 Drafts LLC')`)));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(3);
    expect(outcomes.filter((o) => o.code === 'PT429')).toHaveLength(7);
  });
  it('statement timeouts as Supabase sets them: anon stopped at 3 s, authenticated at 8 s (57014), the service role at authenticator\'s 8 s', async () => {
    const authed = await user({ provider: 'email' });
    const sleep = (claims: Claims, seconds: number) => async (cl: pg.Client) => {
      const started = Date.now();
      try {
        await asRequest(cl, claims, 'select pg_sleep($1)', [seconds]);
        return { ok: true, ms: Date.now() - started };
      } catch (error) {
        return { ok: false, code: (error as { code?: string }).code, message: (error as Error).message, ms: Date.now() - started };
      }
    };
    const cs = await clients(4);
    const [anon, authedShort, authedLong, service] = await Promise.all([
      sleep(ANON, 4)(cs[0] as pg.Client),
      sleep(authed, 4)(cs[1] as pg.Client),
      sleep(authed, 9)(cs[2] as pg.Client),
      sleep({ role: 'service_role' }, 9)(cs[3] as pg.Client),
    ]);
    expect(anon).toMatchObject({ ok: false, code: '57014', message: 'canceling statement due to statement timeout' });
    expect(anon.ms).toBeGreaterThanOrEqual(2_900);
    expect(anon.ms).toBeLessThan(3_900);
    expect(authedShort).toMatchObject({ ok: true });
    expect(authedLong).toMatchObject({ ok: false, code: '57014', message: 'canceling statement due to statement timeout' });
    expect(authedLong.ms).toBeGreaterThanOrEqual(7_900);
    expect(authedLong.ms).toBeLessThan(8_900);
    expect(service).toMatchObject({ ok: false, code: '57014', message: 'canceling statement due to statement timeout' });
    expect(service.ms).toBeGreaterThanOrEqual(7_900);
    expect(service.ms).toBeLessThan(8_900);
  });
});
