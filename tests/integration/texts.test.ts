/**
 * Text messages end to end on the local stack (supabase/migrations/20261127190000_text_messages.sql,
 * supabase/functions/_shared/texts.ts, twilio.ts): the outbox's 'sms' channel delivered by
 * deliver-notifications to the local SMS inbox (supabase/local/sms.ts, Twilio's Messages API),
 * and replies posted through the inbox's /api/inbound to the sms-inbound function, signed as
 * Twilio signs them. Local only: it drives the local SMS inbox.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { TEXT_CONSENT } from '@/content/consent';
import type { LocalSmsInbox } from '../../supabase/local/sms.ts';
import { activePro, adminCreateUser, anonymousUser, staffUser, startLocalServer, uniqueEmail, untypedClient, validLead } from './helpers.ts';
import { localOnly } from './target.ts';

type Db = SupabaseClient;
type Pro = { id: string; db: Db; mobile: string };

let sb: Awaited<ReturnType<typeof startLocalServer>>;
let sms: LocalSmsInbox;
let dispatcher: Db;
let counter = 0;

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return sb.runExclusive(async (db) => (await db.query<T>(text, params)).rows);
}

async function deliver(): Promise<void> {
  const res = await fetch(`${sb.url}/functions/v1/deliver-notifications`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${sb.serviceRoleKey}`, apikey: sb.serviceRoleKey, 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(200);
}

/** A fictional number of the 555-01xx range, one per call. */
function fictionalMobile(): { typed: string; e164: string } {
  counter += 1;
  const area = ['646', '347', '929', '332'][Math.floor(counter / 100) % 4] ?? '646';
  const last = String(counter % 100).padStart(2, '0');
  return { typed: `(${area}) 555-01${last}`, e164: `+1${area}55501${last}` };
}

async function pro(): Promise<Pro> {
  const { id, db } = await activePro(sb, 'Text Test Wildlife');
  const mobile = fictionalMobile();
  const set = await db.rpc('set_my_texting', { p_mobile: mobile.typed, p_enabled: true });
  expect(set.error).toBeNull();
  expect(set.data).toBe(mobile.e164);
  return { id, db, mobile: mobile.e164 };
}

async function report(overrides: Record<string, unknown> = {}): Promise<string> {
  const row = validLead({ email: uniqueEmail('text-resident'), ...overrides });
  const { error } = await untypedClient(sb).from('leads').insert(row);
  if (error) throw error;
  return row.id;
}

async function offer(leadId: string, proId: string): Promise<string> {
  const { data, error } = await dispatcher.rpc('offer_lead', { p_lead_id: leadId, p_pro_id: proId });
  if (error) throw error;
  return String(data);
}

/** A text from a phone, through the inbox (signed and posted to sms-inbound as Twilio does). */
async function reply(from: string, body: string): Promise<{ status: number; replies: string[] }> {
  const res = await fetch(`${sms.url}/api/inbound`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ from, body }) });
  return (await res.json()) as { status: number; replies: string[] };
}

const textsTo = (to: string) => sms.messages().filter((m) => m.to === to && m.direction === 'outbound-api').map((m) => m.body);
const offerStatus = async (id: string) => (await sql<{ status: string }>('select status from public.lead_offers where id = $1', [id]))[0]?.status;

localOnly('text messages', () => {
  beforeAll(async () => {
    // The stack's own SMS inbox (tests/integration/helpers.ts); e-mail goes nowhere here.
    sb = await startLocalServer({ functionSecrets: { SMTP_PORT: '9' } });
    sms = sb.sms;
    dispatcher = await staffUser(sb) as unknown as Db;
    await sb.functions.warm('deliver-notifications');
    await sb.functions.warm('sms-inbound');
  }, 180_000);

  beforeEach(() => sms.clear());

  afterAll(async () => {
    await sb?.stop();
  });

  it('an offer texts the professional; YES accepts it by the portal\'s rules, and the call details and the resident\'s status follow', async () => {
    const p = await pro();
    const id = await report({ contact_method: 'Text', text_consent_version: TEXT_CONSENT.version, phone: '(917) 555-0142' });
    const offerId = await offer(id, p.id);
    await deliver();
    const [offerText] = textsTo(p.mobile);
    const [{ reference = '' } = {}] = await sql<{ reference: string }>('select reference from public.leads where id = $1', [id]);
    expect(offerText).toMatch(new RegExp(`^NYC Wildlife Dispatch: new job offer ${reference}: Raccoons, Brooklyn 11201\\. Expires .+\\. Reply YES [0-9A-F]{4} to accept or NO [0-9A-F]{4} to decline\\. http://localhost:4173/pro$`));
    expect(offerText).not.toContain('1 Test Street');
    // The resident chose Text: their confirmation went too.
    expect(textsTo('+19175550142')[0]).toMatch(new RegExp(`^NYC Wildlife Dispatch: we got your request ${reference}\\. Status: http://localhost:4173/status/`));

    const answer = await reply(p.mobile, 'yes');
    expect(answer).toEqual({ status: 200, replies: [`NYC Wildlife Dispatch: you accepted ${reference}. The resident's name and phone follow in the next text.`] });
    expect(await offerStatus(offerId)).toBe('accepted');
    const events = await sql<{ event: string; actor_role: string; actor_label: string }>("select event, actor_role, actor_label from public.lead_events where lead_id = $1 and event = 'accepted'", [id]);
    expect(events).toEqual([{ event: 'accepted', actor_role: 'pro', actor_label: expect.stringMatching(/^Text Test Wildlife /) as unknown as string }]);
    await deliver();
    expect(textsTo(p.mobile)[0]).toBe(`NYC Wildlife Dispatch: job ${reference} is yours. Call Test now at (917) 555-0142. Details: http://localhost:4173/pro`);
    expect(textsTo('+19175550142')[0]).toMatch(/has your request .* and will contact you soon\.$/);
    const [token] = await sql<{ token: string }>('select token from private.lead_status_tokens where lead_id = $1', [id]);
    const { data: status } = await untypedClient(sb).rpc('lead_status', { p_token: token?.token });
    expect(status).toMatchObject({ found: true, stage: 'assigned' });
    expect(JSON.stringify(status)).toContain('Text Test Wildlife');
    // A second YES: the offer was already answered.
    expect((await reply(p.mobile, 'YES')).replies).toEqual([`NYC Wildlife Dispatch: offer ${reference} was already accepted by you (the details are in the portal), so it cannot be answered now.`]);
  });

  it('two open offers: YES asks which; YES with the code accepts that one; NO declines', async () => {
    const p = await pro();
    const [a, b] = [await report(), await report()];
    const [offerA, offerB] = [await offer(a, p.id), await offer(b, p.id)];
    const codes = [offerA, offerB].map((o) => o.replace(/-/g, '').slice(0, 4).toUpperCase());
    expect((await reply(p.mobile, 'YES')).replies).toEqual([`NYC Wildlife Dispatch: you have 2 open offers. Reply YES or NO with the code: ${codes.join(', ')}.`]);
    expect(await offerStatus(offerA)).toBe('open');
    expect((await reply(p.mobile, `Yes ${codes[1]}`)).replies[0]).toMatch(/^NYC Wildlife Dispatch: you accepted /);
    expect(await offerStatus(offerB)).toBe('accepted');
    expect((await reply(p.mobile, 'no')).replies[0]).toMatch(/^NYC Wildlife Dispatch: you declined /);
    expect(await offerStatus(offerA)).toBe('declined');
    expect((await reply(p.mobile, 'YES ZZZZ')).replies).toEqual(['NYC Wildlife Dispatch: no offer of yours has the code ZZZZ. Check the code in the offer text.']);
    // No open offer left: the answer names what became of the latest one.
    expect((await reply(p.mobile, 'YES')).replies).toEqual([expect.stringMatching(/^NYC Wildlife Dispatch: offer .+ was already accepted by you \(the details are in the portal\), so it cannot be answered now\.$/) as unknown as string]);
  });

  it('an expired or withdrawn offer answers so, and nothing changes', async () => {
    const p = await pro();
    const id = await report();
    const offerId = await offer(id, p.id);
    await sql("update public.lead_offers set created_at = now() - interval '2 hours', expires_at = now() - interval '1 minute' where id = $1", [offerId]);
    expect((await reply(p.mobile, 'YES')).replies[0]).toMatch(/^NYC Wildlife Dispatch: offer .+ was expired, so it cannot be answered now\.$/);
    expect(await offerStatus(offerId)).toBe('open'); // the expiry job, not the text, closes it
    await sql('select private.run_expire_offers()');
    expect(await offerStatus(offerId)).toBe('expired');
    await deliver();
    expect(textsTo(p.mobile).some((t) => /has expired\. No need to reply\.$/.test(t))).toBe(true);
  });

  it('STOP ends every text to a number until START; HELP and unknown numbers get an answer', async () => {
    const p = await pro();
    expect((await reply(p.mobile, 'STOP')).replies).toEqual(['NYC Wildlife Dispatch: you will get no more texts from us. Reply START to get them again.']);
    const id = await report();
    await offer(id, p.id);
    await deliver();
    expect(textsTo(p.mobile)).toEqual([]);
    expect(await sql("select 1 from private.outbox where recipient = $1 and channel = 'sms'", [p.mobile])).toEqual([]);
    expect((await reply(p.mobile, 'START')).replies[0]).toBe('NYC Wildlife Dispatch: texts are on again. Reply HELP for help, STOP to stop.');
    expect((await reply(p.mobile, 'help')).replies[0]).toMatch(/^NYC Wildlife Dispatch: texts about wildlife requests and job offers\. For help call \(212\) 555-0142, any time\./);
    expect((await reply('+13475550199', 'YES')).replies[0]).toBe('NYC Wildlife Dispatch: this number is not set up to answer offers. For help call (212) 555-0142.');
    // Queued before STOP, not sent after it: marked failed with the reason, listed for staff.
    const id2 = await report();
    await offer(id2, p.id);
    await reply(p.mobile, 'STOP');
    await deliver();
    expect(textsTo(p.mobile)).toEqual([]);
    const [row] = await sql<{ last_error: string }>("select last_error from private.outbox where recipient = $1 and template = 'text_offer_new'", [p.mobile]);
    expect(row?.last_error).toBe('Not sent: the number replied STOP.');
  });

  it('a resident who chose Text hears twice, and nothing after STOP', async () => {
    const p = await pro();
    const phone = '(917) 555-0177';
    const first = await report({ contact_method: 'Text', text_consent_version: TEXT_CONSENT.version, phone });
    await deliver();
    expect(textsTo('+19175550177')).toHaveLength(1);
    await reply('+19175550177', 'STOP');
    const offerId = await offer(first, p.id);
    expect((await p.db.rpc('accept_offer', { p_offer_id: offerId })).error).toBeNull();
    await report({ contact_method: 'Text', text_consent_version: TEXT_CONSENT.version, phone });
    await deliver();
    expect(textsTo('+19175550177')).toHaveLength(1);
    // Call and e-mail residents get no text, whatever number they gave.
    await report({ contact_method: 'Call', phone: '(917) 555-0178' });
    await deliver();
    expect(textsTo('+19175550178')).toEqual([]);
  });

  it('the report form cannot text a stranger more than texts_per_number_per_day times (twenty reports, one number)', async () => {
    const phone = '(917) 555-0190';
    const ids = await Promise.all(Array.from({ length: 20 }, () => report({ contact_method: 'Text', text_consent_version: TEXT_CONSENT.version, phone })));
    expect(ids).toHaveLength(20);
    const [limit] = await sql<{ n: number }>('select texts_per_number_per_day as n from private.notification_settings');
    const queued = await sql("select 1 from private.outbox where recipient = '+19175550190' and template = 'text_lead_received'");
    expect(queued).toHaveLength(limit?.n ?? -1);
    expect(limit?.n).toBe(3);
  });

  it('the same event delivered twice sends one text', async () => {
    const p = await pro();
    const id = await report();
    const offerId = await offer(id, p.id);
    const args = ['text_offer_new', p.mobile, '{"reference":"X"}', `text_offer_new:${offerId}`, id];
    const again = await sql<{ queued: boolean }>('select private.enqueue_text($1, $2, $3::jsonb, $4, $5) as queued', args);
    expect(again[0]?.queued).toBe(false);
    await Promise.all([deliver(), deliver()]);
    await deliver();
    expect(textsTo(p.mobile)).toHaveLength(1);
  });

  it('a reply without a valid signature gets 403 and changes nothing', async () => {
    const p = await pro();
    const id = await report();
    const offerId = await offer(id, p.id);
    const body = new URLSearchParams({ From: p.mobile, To: '+17185550100', Body: 'YES', MessageSid: 'SMfake' }).toString();
    for (const signature of [undefined, 'bm90IGEgc2lnbmF0dXJl']) {
      const res = await fetch(`${sb.url}/functions/v1/sms-inbound`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(signature ? { 'X-Twilio-Signature': signature } : {}) },
        body,
      });
      expect(res.status).toBe(403);
    }
    expect(await offerStatus(offerId)).toBe('open');
  });

  it('an escalation of automatic dispatch is texted to the on-call number an admin set; only an admin sets it', async () => {
    const adminEmail = uniqueEmail('text-admin');
    await adminCreateUser(sb, adminEmail, { password: 'admin-password-1', appMetadata: { role: 'admin' } });
    const admin = untypedClient(sb);
    expect((await admin.auth.signInWithPassword({ email: adminEmail, password: 'admin-password-1' })).error).toBeNull();
    expect((await dispatcher.rpc('set_on_call_phone', { p_phone: '(917) 555-0160' })).error?.code).toBe('42501');
    expect((await admin.rpc('set_on_call_phone', { p_phone: '+44 20 7946 0958' })).error?.code).toBe('22023');
    const set = await admin.rpc('set_on_call_phone', { p_phone: '(917) 555-0160' });
    expect(set).toMatchObject({ error: null, data: '+19175550160' });
    expect(((await dispatcher.rpc('dispatch_mode')).data as { on_call_phone: string }).on_call_phone).toBe('+19175550160');
    await sql("update private.dispatch_settings set auto_mode = 'always'");
    try {
      // Staten Island: no professional of this test covers it, so nobody qualifies.
      const id = await report({ zip: '10301', city: 'Staten Island' });
      await deliver();
      const [{ reference = '' } = {}] = await sql<{ reference: string }>('select reference from public.leads where id = $1', [id]);
      expect(textsTo('+19175550160')).toEqual([`NYC Wildlife Dispatch: ${reference} (Staten Island) needs a person: no professional qualifies. http://localhost:4173/dispatch/leads/${reference}`]);
    } finally {
      await sql("update private.dispatch_settings set auto_mode = 'off'");
      await admin.rpc('set_on_call_phone', { p_phone: '' });
    }
  });

  it('every role: only a professional sets their own texting, only staff read texting states, only an admin sets the on-call number, only the service role answers a text', async () => {
    const p = await pro();
    const anonymous = await anonymousUser(sb);
    const applicant = await anonymousUser(sb);
    expect((await applicant.db.from('applications').insert({ business_name: 'Texts Applicant' }).select('id').single()).error).toBeNull();
    const roles: [string, Db, boolean][] = [
      ['anon', untypedClient(sb), false],
      ['anonymous user', anonymous.db as unknown as Db, false],
      ['applicant', applicant.db as unknown as Db, false],
      ['dispatcher', dispatcher, false],
      ['professional', p.db, true],
    ];
    for (const [who, db, may] of roles) {
      // The on-call number is an admin's (the escalation test above: an admin may).
      expect((await db.rpc('set_on_call_phone', { p_phone: '' })).error, `${who} sets the on-call number`).not.toBeNull();
      expect((await db.rpc('pro_texting')).error === null, `${who} reads texting states`).toBe(who === 'dispatcher');
      expect((await db.rpc('set_my_texting', { p_mobile: p.mobile, p_enabled: true })).error === null, `${who} sets texting`).toBe(may);
      expect((await db.rpc('text_reply', { p_from: p.mobile, p_body: 'STOP' })).error, `${who} replies as a phone`).not.toBeNull();
    }
    expect((await p.db.rpc('set_my_texting', { p_mobile: '020 7946 0958', p_enabled: true })).error?.message).toBe('Enter a US mobile number: 10 digits, area code first.');
    expect((await p.db.from('pros').update({ mobile_phone: '+12125550111' }).eq('id', p.id)).error).not.toBeNull();
    const { data: own } = await p.db.from('pros').select('mobile_phone, texts_enabled').eq('id', p.id).single();
    expect(own).toEqual({ mobile_phone: p.mobile, texts_enabled: true });
    expect(await sql('select 1 from private.text_opt_outs where phone = $1', [p.mobile])).toEqual([]);
  });
});

