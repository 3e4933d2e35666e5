/**
 * The newsletter's double opt-in and unsubscribe, and the two public write paths that must not
 * tell a stranger what is stored (docs/dispatch-api.md "Newsletter", "Public inserts answer
 * alike"): subscribing answers the same for a new, pending, confirmed and unsubscribed address,
 * and a lead insert the same for a new and a stored id, whatever the Prefer header asks. The
 * local REST counts inserts as PostgREST does (with count=exact, Content-Range gives the number of rows stored), so a leak of
 * that kind shows here. The last block runs the whole loop on real parts: the delivery Edge
 * Function, SMTP into a maildev inbox, the confirm link, an update e-mail's List-Unsubscribe
 * headers and its one-click POST.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.ts';
import { addStaff } from '../../scripts/staff-add.ts';
import { anonymousUser, client, inboxHeader, inboxMessages, serviceClient, staffUser, startLocalServer, uniqueEmail, validLead, waitFor } from './helpers.ts';
import type { LocalSupabase } from '../../supabase/local/server.ts';
import { localOnly } from './target.ts';

let sb: LocalSupabase;
let inbox: LocalInbox;
let userToken = '';
let staffToken = '';
let adminToken = '';
let proToken = '';

async function tokenOf(email: string, password: string): Promise<string> {
  const db = client(sb);
  const { data, error } = await db.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session.access_token;
}

/** What a caller can observe of an answer: status, the headers that carry meaning, the body. */
interface Answer {
  status: number;
  contentRange: string | null;
  contentType: string | null;
  preferenceApplied: string | null;
  body: string;
}

async function call(method: string, path: string, body: unknown, options: { token?: string; prefer?: string } = {}): Promise<Answer> {
  const res = await fetch(`${sb.url}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: sb.anonKey,
      Authorization: `Bearer ${options.token ?? sb.anonKey}`,
      'Content-Type': 'application/json',
      ...(options.prefer ? { Prefer: options.prefer } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    contentRange: res.headers.get('content-range'),
    contentType: res.headers.get('content-type'),
    preferenceApplied: res.headers.get('preference-applied'),
    body: await res.text(),
  };
}

const subscribe = (email: string, options: { token?: string; prefer?: string } = {}, honeypot?: string) =>
  call('POST', 'rpc/subscribe_newsletter', { p_email: email, ...(honeypot === undefined ? {} : { p_company_website: honeypot }) }, options);
const confirm = (token: string) => call('POST', 'rpc/confirm_newsletter', { p_token: token });
const unsubscribe = (token: string) => call('POST', 'rpc/unsubscribe_newsletter', { p_token: token });

async function subscription(email: string): Promise<{ status: string; confirm_token: string | null; unsubscribe_token: string } | undefined> {
  return sb.runExclusive(async (db) => {
    const res = await db.query<{ status: string; confirm_token: string | null; unsubscribe_token: string }>(
      'select status, confirm_token, unsubscribe_token from public.newsletter_subscriptions where email = $1',
      [email.toLowerCase()],
    );
    return res.rows[0];
  });
}

async function rowsFor(email: string): Promise<number> {
  return sb.runExclusive(async (db) => Number((await db.query<{ n: number }>('select count(*)::int as n from public.newsletter_subscriptions where lower(email) = lower($1)', [email])).rows[0]?.n));
}

async function outbox(recipient: string, template: string): Promise<Array<{ data: Record<string, string>; dedup_key: string }>> {
  return sb.runExclusive(async (db) =>
    (await db.query<{ data: Record<string, string>; dedup_key: string }>('select data, dedup_key from private.outbox where recipient = $1 and template = $2 order by id', [recipient.toLowerCase(), template])).rows,
  );
}

async function leads(id: string): Promise<number> {
  return sb.runExclusive(async (db) => Number((await db.query<{ n: number }>('select count(*)::int as n from public.leads where id = $1', [id])).rows[0]?.n));
}

beforeAll(async () => {
  inbox = await startInbox({ smtpPort: 0, webPort: 0 });
  // Every request comes from 127.0.0.1: the per-client limits are out of the way but for the
  // test that sets one.
  sb = await startLocalServer({
    functionSecrets: { SMTP_PORT: String(inbox.smtpPort) },
    notificationSettings: { newsletter_signups_per_client_per_hour: 100_000, leads_per_client_per_hour: 100_000, confirmations_per_recipient_per_day: 3 },
  });
  const user = await anonymousUser(sb);
  userToken = (await user.db.auth.getSession()).data.session?.access_token ?? '';
  const staff = await staffUser(sb);
  staffToken = (await staff.auth.getSession()).data.session?.access_token ?? '';
  const adminEmail = uniqueEmail('admin');
  await addStaff({ url: sb.url, serviceRoleKey: sb.serviceRoleKey }, { email: adminEmail, password: 'admin-password-1', role: 'admin' });
  adminToken = await tokenOf(adminEmail, 'admin-password-1');
  // A professional: an e-mail user linked to a pros row.
  const proEmail = uniqueEmail('pro');
  const service = serviceClient(sb);
  const created = await service.auth.admin.createUser({ email: proEmail, password: 'pro-password-1', email_confirm: true, app_metadata: { test: true } });
  const pro = await service.from('pros').insert({
    user_id: created.data.user?.id ?? '', business_name: 'Newsletter Test Wildlife', contact_name: 'Test Pro', email: proEmail,
    phone: '(718) 555-0199', license_number: 'TEST-NL-1', license_expires_on: '2027-09-30', insurance_carrier: 'Test Carrier',
    insured_through: '2027-06-30', boroughs: ['Brooklyn'], species: [],
  });
  if (pro.error) throw new Error(pro.error.message);
  proToken = await tokenOf(proEmail, 'pro-password-1');
  await Promise.all([sb.functions.warm('deliver-notifications'), sb.functions.warm('newsletter-unsubscribe')]);
}, 180_000);

afterAll(async () => {
  await sb?.stop();
  await inbox?.stop();
});

localOnly('the local REST counts inserts as PostgREST does', () => {
  it('answers Content-Range */1 for a stored row and */0 for none with count=exact, */* without it', async () => {
    const email = uniqueEmail('count');
    const service = (prefer?: string) => call('POST', 'newsletter_subscriptions', { email }, { token: sb.serviceRoleKey, ...(prefer ? { prefer } : {}) });
    const first = await service('count=exact');
    expect([first.status, first.contentRange, first.body]).toEqual([201, '*/1', '']);
    // The table's own trigger skips an address already there: nothing stored, counted 0.
    const again = await service('count=exact');
    expect([again.status, again.contentRange]).toEqual([201, '*/0']);
    expect((await service()).contentRange).toBe('*/*');
    // ignore-duplicates that stores nothing is still 201 (only merge-duplicates answers 200).
    const upsert = await call('POST', 'newsletter_subscriptions?on_conflict=id', { email }, { token: sb.serviceRoleKey, prefer: 'resolution=ignore-duplicates,count=exact' });
    expect([upsert.status, upsert.contentRange]).toEqual([201, '*/0']);
  });
});

localOnly('subscribing answers the same whatever the address', () => {
  const variants: Array<{ name: string; token?: () => string; prefer?: string }> = [
    { name: 'anon key' },
    { name: 'anon key, count=exact', prefer: 'count=exact' },
    { name: 'anon key, return=representation', prefer: 'return=representation' },
    { name: 'anonymous user, count=exact and return=representation', token: () => userToken, prefer: 'count=exact,return=representation' },
    { name: 'dispatcher', token: () => staffToken },
  ];

  for (const variant of variants) {
    it(`for a new, pending, confirmed and unsubscribed address (${variant.name})`, async () => {
      const options = { ...(variant.token ? { token: variant.token() } : {}), ...(variant.prefer ? { prefer: variant.prefer } : {}) };
      const email = uniqueEmail('states');
      const fresh = await subscribe(email, options);
      const pending = await subscribe(email, options);
      const token = (await subscription(email))?.confirm_token ?? '';
      expect(JSON.parse((await confirm(token)).body)).toBe('confirmed');
      const confirmed = await subscribe(email, options);
      expect(JSON.parse((await unsubscribe((await subscription(email))?.unsubscribe_token ?? '')).body)).toBe('unsubscribed');
      const unsubscribed = await subscribe(email, options);
      expect(fresh).toMatchObject({ status: 204, body: '' });
      for (const answer of [pending, confirmed, unsubscribed]) expect(answer).toEqual(fresh);
      expect(await rowsFor(email)).toBe(1);
    });
  }

  it('for every role but the service role the table is closed and sending an update is refused', async () => {
    const stored = uniqueEmail('stored');
    await subscribe(stored);
    const roles: Array<[string, string, number]> = [
      ['anon key', sb.anonKey, 401],
      ['anonymous user', userToken, 403],
      ['professional', proToken, 403],
      ['dispatcher', staffToken, 403],
      ['admin', adminToken, 403],
    ];
    for (const [name, token, status] of roles) {
      // Insert, for a new and a stored address alike; read, change, delete.
      const answers = await Promise.all(
        [uniqueEmail('new'), stored].map((email) => call('POST', 'newsletter_subscriptions', { email }, { token, prefer: 'count=exact' })),
      );
      expect(answers[0]?.status, name).toBe(status);
      expect(answers[1], name).toEqual(answers[0]);
      const read = await fetch(`${sb.url}/rest/v1/newsletter_subscriptions?select=email`, { headers: { apikey: sb.anonKey, Authorization: `Bearer ${token}` } });
      expect(read.status, name).toBe(status);
      expect((await call('PATCH', `newsletter_subscriptions?email=eq.${encodeURIComponent(stored)}`, { status: 'confirmed' }, { token })).status, name).toBe(status);
      const queued = await call('POST', 'rpc/queue_newsletter_update', { p_key: 'x', p_subject: 's', p_body: 'b' }, { token });
      expect(queued.status, name).toBe(status);
      // Subscribing is everyone's, with the same answer.
      expect(await subscribe(stored, { token }), name).toMatchObject({ status: 204, body: '' });
    }
    expect((await subscription(stored))?.status).toBe('pending');
    const service = await call('POST', 'rpc/queue_newsletter_update', { p_key: `roles-${Date.now()}`, p_subject: 's', p_body: 'b' }, { token: sb.serviceRoleKey });
    expect(service.status).toBe(200);
  });

  it('refuses an address the form refuses (400), stores nothing for a filled honeypot (204)', async () => {
    expect((await subscribe('a@b')).status).toBe(400);
    expect((await subscribe('x'.repeat(250) + '@example.com')).status).toBe(400);
    const trapped = uniqueEmail('honeypot');
    expect(await subscribe(trapped, {}, 'https://spam.example')).toMatchObject({ status: 204, body: '' });
    expect(await rowsFor(trapped)).toBe(0);
  });

  it('over the hourly limit of one client the answer is 429 for a new and a stored address alike', async () => {
    const limit = (n: number) =>
      sb.runExclusive(async (db) => {
        await db.query('delete from private.rate_limits');
        await db.query('update private.notification_settings set newsletter_signups_per_client_per_hour = $1', [n]);
      });
    await limit(3);
    try {
      const stored = uniqueEmail('limit');
      for (const email of [stored, uniqueEmail('limit'), uniqueEmail('limit')]) expect((await subscribe(email)).status).toBe(204);
      const overNew = await subscribe(uniqueEmail('limit'));
      const overStored = await subscribe(stored);
      expect(overNew.status).toBe(429);
      expect(overStored).toEqual(overNew);
    } finally {
      await limit(100_000);
    }
  });
});

localOnly('double opt-in', () => {
  it('a subscription stays pending until its link is opened; at most 3 confirmations a day reach one address', async () => {
    const email = uniqueEmail('optin');
    for (let i = 0; i < 5; i += 1) await subscribe(email);
    const sent = await outbox(email, 'newsletter_confirm');
    expect(sent).toHaveLength(3);
    const row = await subscription(email);
    expect(row?.status).toBe('pending');
    expect(row?.confirm_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The same link while it is valid; the e-mails all carry it.
    expect(new Set(sent.map((m) => m.data.confirm_token))).toEqual(new Set([row?.confirm_token]));

    expect(JSON.parse((await confirm('x'.repeat(43))).body)).toBe('invalid');
    expect((await subscription(email))?.status).toBe('pending');
    expect(JSON.parse((await confirm(row?.confirm_token ?? '')).body)).toBe('confirmed');
    expect((await subscription(email))?.status).toBe('confirmed');
    // Opened twice: still confirmed.
    expect(JSON.parse((await confirm(row?.confirm_token ?? '')).body)).toBe('confirmed');
  });

  it('after unsubscribing, the old confirmation link is void and subscribing again needs a new one', async () => {
    const email = uniqueEmail('again');
    await subscribe(email);
    const first = await subscription(email);
    await confirm(first?.confirm_token ?? '');
    expect(JSON.parse((await unsubscribe(first?.unsubscribe_token ?? '')).body)).toBe('unsubscribed');
    expect(JSON.parse((await unsubscribe(first?.unsubscribe_token ?? '')).body)).toBe('unsubscribed');
    expect(JSON.parse((await confirm(first?.confirm_token ?? '')).body)).toBe('invalid');
    expect((await subscription(email))?.status).toBe('unsubscribed');
    await subscribe(email);
    const second = await subscription(email);
    expect(second?.status).toBe('pending');
    expect(second?.confirm_token).not.toBe(first?.confirm_token);
    expect(JSON.parse((await unsubscribe('y'.repeat(43))).body)).toBe('invalid');
  });

  it('an update is queued for confirmed subscribers only, once per key (service role)', async () => {
    const confirmed = uniqueEmail('reader');
    const pending = uniqueEmail('pending');
    await subscribe(confirmed);
    await subscribe(pending);
    await confirm((await subscription(confirmed))?.confirm_token ?? '');
    const service = serviceClient(sb);
    const key = `update-${Date.now()}`;
    const first = await service.rpc('queue_newsletter_update', { p_key: key, p_subject: 'Winter update', p_body: 'Hello.' });
    expect(first.error).toBeNull();
    expect(first.data).toBeGreaterThanOrEqual(1);
    const again = await service.rpc('queue_newsletter_update', { p_key: key, p_subject: 'Winter update', p_body: 'Hello.' });
    expect(again.data).toBe(0);
    expect(await outbox(confirmed, 'newsletter_update')).toHaveLength(1);
    expect(await outbox(pending, 'newsletter_update')).toHaveLength(0);
  });
});

localOnly('a public lead insert answers the same for a new and a stored id', () => {
  const variants: Array<{ name: string; token?: () => string; prefer?: string }> = [
    { name: 'anon key' },
    { name: 'anon key, count=exact', prefer: 'count=exact' },
    { name: 'anon key, return=representation', prefer: 'return=representation' },
    { name: 'anonymous user, return=representation', token: () => userToken, prefer: 'return=representation' },
    { name: 'anonymous user, return=representation and count=exact', token: () => userToken, prefer: 'return=representation,count=exact' },
    { name: 'anonymous user, ignore-duplicates and count=exact', token: () => userToken, prefer: 'resolution=ignore-duplicates,count=exact' },
  ];

  for (const variant of variants) {
    it(variant.name, async () => {
      const options = { ...(variant.token ? { token: variant.token() } : {}), ...(variant.prefer ? { prefer: variant.prefer } : {}) };
      const stored = validLead();
      expect((await call('POST', 'leads', stored)).status).toBe(201);
      const fresh = validLead();
      const answerNew = await call('POST', 'leads', fresh, options);
      const answerStored = await call('POST', 'leads', stored, options);
      expect(answerStored).toEqual(answerNew);
      // What the answer is, and that the new lead was stored once (a refused request stores nothing).
      expect(await leads(fresh.id)).toBe(answerNew.status === 201 ? 1 : 0);
      expect(await leads(stored.id)).toBe(1);
    });
  }

  it('a stored id with a ZIP outside the five boroughs or an oversize field is refused like a new one', async () => {
    const stored = validLead();
    expect((await call('POST', 'leads', stored)).status).toBe(201);
    for (const bad of [{ zip: '90210' }, { name: 'x'.repeat(500) }, { source: 'elsewhere' }]) {
      const answerNew = await call('POST', 'leads', { ...validLead(), ...bad });
      const answerStored = await call('POST', 'leads', { ...stored, ...bad });
      expect(answerNew.status).toBeGreaterThanOrEqual(400);
      expect(answerStored).toEqual(answerNew);
    }
  });

  it('still one row per request, and a repeat of the same id still stores one lead', async () => {
    const batch = await call('POST', 'leads', [validLead(), validLead()]);
    expect(batch.status).toBe(400);
    expect(JSON.parse(batch.body)).toMatchObject({ message: 'one row per request' });
    const lead = validLead();
    const answers = await Promise.all([call('POST', 'leads', lead), call('POST', 'leads', lead)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(await leads(lead.id)).toBe(1);
  });
});

localOnly('through the local inbox', () => {
  it('confirmation e-mail → confirm link → update e-mail with List-Unsubscribe → one-click POST → unsubscribed', async () => {
    const email = uniqueEmail('inbox');
    expect((await subscribe(email)).status).toBe(204);
    const deliver = () =>
      fetch(`${sb.url}/functions/v1/deliver-notifications`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${sb.serviceRoleKey}`, apikey: sb.serviceRoleKey, 'Content-Type': 'application/json' },
        body: '{}',
      });
    expect((await deliver()).status).toBe(200);
    const mailsTo = async () => (await inboxMessages(inbox.url)).filter((m) => m.to.some((t) => t.address === email.toLowerCase()));
    const confirmation = await waitFor(async () => (await mailsTo())[0]);
    expect(confirmation.subject).toBe('Confirm your subscription to NYC Wildlife Dispatch updates');
    const link = /http:\/\/localhost:4173\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(confirmation.text ?? '');
    expect(link).not.toBeNull();
    expect(await inboxHeader(inbox.url, confirmation.id, 'Subject')).toBe(confirmation.subject);
    expect(await inboxHeader(inbox.url, confirmation.id, 'List-Unsubscribe')).toBeUndefined();
    expect(JSON.parse((await confirm(link?.[1] ?? '')).body)).toBe('confirmed');
    expect((await subscription(email))?.status).toBe('confirmed');

    const queued = await serviceClient(sb).rpc('queue_newsletter_update', { p_key: `inbox-${Date.now()}`, p_subject: 'Spring update', p_body: 'News.' });
    expect(queued.error).toBeNull();
    expect((await deliver()).status).toBe(200);
    const update = await waitFor(async () => (await mailsTo()).find((m) => m.subject === 'Spring update'));
    const { unsubscribe_token: token } = (await subscription(email)) ?? { unsubscribe_token: '' };
    const oneClick = `${sb.url}/functions/v1/newsletter-unsubscribe?token=${token}`;
    expect(await inboxHeader(inbox.url, update.id, 'List-Unsubscribe')).toBe(`<${oneClick}>`);
    expect(await inboxHeader(inbox.url, update.id, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(update.text).toContain(`Unsubscribe (http://localhost:4173/newsletter/unsubscribe?token=${token})`);

    // A link scanner's GET changes nothing.
    const get = await fetch(oneClick, { redirect: 'manual' });
    expect(get.status).toBe(303);
    expect((await subscription(email))?.status).toBe('confirmed');
    // The mail provider's one-click: a plain form POST, no apikey, no Authorization.
    const post = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    expect((await subscription(email))?.status).toBe('unsubscribed');
  }, 60_000);
});
