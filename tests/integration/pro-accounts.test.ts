/**
 * Professionals' accounts are made by Auth, never adopted (issue 25 finding 1, issue 26 item 3;
 * docs/dispatch-api.md "Professional accounts"). The exploit: before approval, an attacker signs
 * up with the applicant's e-mail and their own password; approval used to link the professional
 * to that account. Now e-mail sign-up is refused (the before-user-created hook), approval writes
 * no auth.* row, and the pro-account function links only an account Auth created for the
 * professional: any other account with the address is a conflict staff see, never linked.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addStaff } from '../../scripts/staff-add.ts';
import { readFunctionSecrets } from '../../supabase/local/functions.ts';
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.ts';
import {
  adminCreateUser,
  anonymousUser,
  finalizeFields,
  inboxMessages,
  recordTestPayment,
  startLocalServer,
  uniqueEmail,
  untypedClient,
  uploadApprovalDocuments,
  validLead,
  waitFor,
} from './helpers.ts';
import type { LocalSupabase } from '../../supabase/local/server.ts';
import { localOnly } from './target.ts';

let sb: LocalSupabase;
let inbox: LocalInbox;
let staff: SupabaseClient;

const CHECKLIST = { license_matches: true, license_current: true, insurance_general_liability: true, counties_make_sense: true };
/** Every auth.users column GoTrue scans into a Go string (a NULL there fails its queries). */
const GOTRUE_STRING_COLUMNS = [
  'confirmation_token',
  'recovery_token',
  'email_change_token_new',
  'email_change',
  'email_change_token_current',
  'phone_change',
  'phone_change_token',
  'reauthentication_token',
] as const;

async function submittedApplication(email = uniqueEmail('applicant')): Promise<{ id: string; email: string; db: SupabaseClient }> {
  const user = await anonymousUser(sb);
  const db = user.db as unknown as SupabaseClient;
  const { data, error } = await db
    .from('applications')
    .insert({ business_name: 'Account Wildlife LLC', owner_name: 'Ann Account', email, phone_number: '(718) 555-0151', service_counties: ['Kings'], license_number: 'NWCO-2', license_expiration_date: '2028-01-31', insurance_provider: 'Carrier Co', insurance_expiration_date: '2027-12-31' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const id = (data as { id: string }).id;
  await uploadApprovalDocuments(db, user.id, id);
  await recordTestPayment(sb, id, email);
  const submit = await db.from('applications').update({ ...finalizeFields, email, status: 'submitted' }).eq('id', id);
  if (submit.error) throw new Error(submit.error.message);
  return { id, email, db };
}

async function approve(id: string): Promise<string> {
  const { data, error } = await staff.rpc('approve_application', {
    p_application_id: id, p_license_number: 'NWCO-2', p_license_expires_on: '2028-01-31', p_insurance_carrier: 'Carrier Co',
    p_insured_through: '2027-12-31', p_boroughs: ['Brooklyn'], p_species: [], p_checklist: CHECKLIST,
  });
  if (error) throw new Error(error.message);
  return data as string;
}

async function proRow(proId: string): Promise<{ user_id: string | null; account_conflict_at: Date | null }> {
  const row = await sb.runExclusive(async (db) =>
    (await db.query<{ user_id: string | null; account_conflict_at: Date | null }>('select user_id, account_conflict_at from public.pros where id = $1', [proId])).rows[0],
  );
  if (!row) throw new Error(`no professional ${proId}`);
  return row;
}

function signUp(email: string, password: string): Promise<Response> {
  return fetch(`${sb.url}/auth/v1/signup`, { method: 'POST', headers: { apikey: sb.anonKey, 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
}

function callFunction(headers: Record<string, string>, body: unknown): Promise<Response> {
  return fetch(`${sb.url}/functions/v1/pro-account`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

async function codeFor(email: string, subject: string): Promise<string> {
  const mail = await waitFor(async () => (await inboxMessages(inbox.url)).find((m) => m.to.some((t) => t.address === email) && m.subject === subject));
  return /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? '';
}

beforeAll(async () => {
  inbox = await startInbox({ smtpPort: 0, webPort: 0 });
  sb = await startLocalServer({ functionSecrets: { SMTP_PORT: String(inbox.smtpPort) }, deliverEveryMs: null, proAccountEveryMs: 3_600_000 });
  const email = uniqueEmail('reviewer');
  await addStaff({ url: sb.url, serviceRoleKey: sb.serviceRoleKey }, { email, password: 'review-password-1', role: 'dispatcher' });
  staff = untypedClient(sb);
  await staff.auth.signInWithPassword({ email, password: 'review-password-1' });
}, 120_000);

afterAll(async () => {
  await sb?.stop();
  await inbox?.stop();
});

localOnly('the exploit: an account made in the applicant\'s name before approval', () => {
  it('sign-up with the applicant\'s e-mail and the attacker\'s password is refused; no account, no password sign-in', async () => {
    const app = await submittedApplication();
    const res = await signUp(app.email, 'attacker-password-1');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'signup_disabled', message: 'Signups not allowed for this instance' });
    const users = await sb.runExclusive(async (db) => (await db.query('select id from auth.users where lower(email) = $1', [app.email])).rows);
    expect(users).toEqual([]);
    // A sign-in code is not a way in either: the portal sends it with create_user false.
    const otp = await untypedClient(sb).auth.signInWithOtp({ email: app.email, options: { shouldCreateUser: false } });
    expect(otp.error?.message).toBe('Signups not allowed for otp');
    const code = await fetch(`${sb.url}/auth/v1/otp`, { method: 'POST', headers: { apikey: sb.anonKey, 'Content-Type': 'application/json' }, body: JSON.stringify({ email: app.email, create_user: true }) });
    expect(code.status).toBe(403);
  });

  it('an account with that e-mail that exists anyway is never linked: staff see the conflict, its holder sees no offers or jobs', async () => {
    const app = await submittedApplication();
    // Made anyhow (here by the admin API, as an operator or a past configuration might have).
    await adminCreateUser(sb, app.email, { password: 'attacker-password-1', appMetadata: { test: true } });
    const proId = await approve(app.id);
    expect(await proRow(proId)).toMatchObject({ user_id: null, account_conflict_at: null });

    const account = await staff.functions.invoke('pro-account', { body: { pro_id: proId } });
    expect(account.error).toBeNull();
    expect(account.data).toEqual({ results: [{ pro_id: proId, outcome: 'conflict' }] });
    const row = await proRow(proId);
    expect(row.user_id).toBeNull();
    expect(row.account_conflict_at).toBeInstanceOf(Date);
    const detail = await staff.rpc('application_review_detail', { p_application_id: app.id });
    expect((detail.data as { account: unknown }).account).toMatchObject({ pro_id: proId, email: app.email, state: 'conflict' });

    // The attacker's password works for their own account, which is nobody's professional.
    const attacker = untypedClient(sb);
    expect((await attacker.auth.signInWithPassword({ email: app.email, password: 'attacker-password-1' })).error).toBeNull();
    for (const fn of ['pro_offers', 'pro_jobs', 'pro_home']) {
      const { data, error } = await attacker.rpc(fn);
      expect(error === null ? data : error.code, fn).toEqual(error === null ? (fn === 'pro_home' ? data : []) : '42501');
    }
    const offers = await attacker.from('lead_offers').select('id');
    expect(offers.data).toEqual([]);

    // A retry (the scheduler skips conflicts; staff press "Try again") still refuses to link.
    expect((await staff.functions.invoke('pro-account', { body: { pro_id: proId } })).data).toEqual({ results: [{ pro_id: proId, outcome: 'conflict' }] });
    expect((await proRow(proId)).user_id).toBeNull();
  });
});

localOnly('the account Auth creates', () => {
  it('approval writes no auth row; the function creates the user through the admin API and links it; the professional signs in by code and sees their offers', async () => {
    const app = await submittedApplication();
    const before = await sb.runExclusive(async (db) => (await db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]?.n);
    const proId = await approve(app.id);
    expect(await sb.runExclusive(async (db) => (await db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]?.n)).toBe(before);
    expect((await staff.rpc('application_review_detail', { p_application_id: app.id })).data).toMatchObject({ account: { state: 'pending' } });

    const account = await staff.functions.invoke('pro-account', { body: { pro_id: proId } });
    expect(account.data).toEqual({ results: [{ pro_id: proId, outcome: 'linked' }] });
    const user = await sb.runExclusive(async (db) =>
      (await db.query<{ id: string; app: { pro_id?: string }; confirmed: boolean; anonymous: boolean }>(
        'select u.id, u.raw_app_meta_data as app, u.email_confirmed_at is not null as confirmed, u.is_anonymous as anonymous from auth.users u join public.pros p on p.user_id = u.id where p.id = $1',
        [proId],
      )).rows[0],
    );
    expect(user).toMatchObject({ app: { pro_id: proId }, confirmed: true, anonymous: false });
    expect((await staff.rpc('application_review_detail', { p_application_id: app.id })).data).toMatchObject({ account: { state: 'linked' } });
    // Calling again changes nothing.
    expect((await staff.functions.invoke('pro-account', { body: { pro_id: proId } })).data).toEqual({ results: [{ pro_id: proId, outcome: 'already_linked' }] });

    // An offer to the new professional, then their sign-in by code: they see it.
    const lead = validLead({ zip: '11201' });
    const inserted = await untypedClient(sb).from('leads').insert(lead);
    expect(inserted.error).toBeNull();
    const offer = await staff.rpc('offer_lead', { p_lead_id: lead.id, p_pro_id: proId });
    expect(offer.error).toBeNull();
    const offered = offer.data as string;
    const portal = untypedClient(sb);
    expect((await portal.auth.signInWithOtp({ email: app.email, options: { shouldCreateUser: false } })).error).toBeNull();
    const code = await codeFor(app.email, 'Your sign-in code');
    expect((await portal.auth.verifyOtp({ email: app.email, token: code, type: 'email' })).error).toBeNull();
    const offers = await portal.rpc('pro_offers');
    expect(offers.error).toBeNull();
    expect((offers.data as { offer_id: string }[]).map((o) => o.offer_id)).toEqual([offered]);
  });

  it('a professional the console did not get to is picked up by the scheduler', async () => {
    const app = await submittedApplication();
    const proId = await approve(app.id);
    await sb.scheduler.runNow('pro-account');
    expect((await proRow(proId)).user_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('only staff ask for one account; the scheduler\'s secret or the service role for all; unsigned or foreign tokens are nobody', async () => {
    const app = await submittedApplication();
    const proId = await approve(app.id);
    const applicantToken = (await app.db.auth.getSession()).data.session?.access_token ?? '';
    expect((await callFunction({ Authorization: `Bearer ${applicantToken}`, apikey: sb.anonKey }, { pro_id: proId })).status).toBe(403);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ role: 'service_role', exp: 4102444800 })).toString('base64url')}.`;
    expect((await callFunction({ Authorization: `Bearer ${unsigned}`, apikey: sb.anonKey }, {})).status).toBe(401);
    const foreign = await new SignJWT({ role: 'service_role' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode('another-secret-of-at-least-32-characters!'));
    expect((await callFunction({ Authorization: `Bearer ${foreign}`, apikey: sb.anonKey }, {})).status).toBe(401);
    expect((await proRow(proId)).user_id).toBeNull();
    const secret = readFunctionSecrets().SCHEDULER_SECRET ?? '';
    const res = await callFunction({ Authorization: `Bearer ${sb.anonKey}`, apikey: sb.anonKey, 'x-scheduler-secret': secret }, {});
    expect(res.status).toBe(200);
    expect((await proRow(proId)).user_id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

localOnly('anonymous users and their e-mail', () => {
  it('an anonymous user (every applicant is one) cannot give itself an e-mail without its code, and an address it only asked for never blocks the professional\'s account', async () => {
    const app = await submittedApplication();
    const attacker = await anonymousUser(sb);
    const token = (await attacker.db.auth.getSession()).data.session?.access_token ?? '';
    const put = await fetch(`${sb.url}/auth/v1/user`, { method: 'PUT', headers: { apikey: sb.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ email: app.email }) });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ email: '', is_anonymous: true, new_email: app.email });
    const row = await sb.runExclusive(async (db) => (await db.query('select email, is_anonymous from auth.users where id = $1', [attacker.id])).rows[0]);
    expect(row).toEqual({ email: null, is_anonymous: true });

    // An address only asked for is no account: the professional's account is created and linked…
    const proId = await approve(app.id);
    expect((await staff.functions.invoke('pro-account', { body: { pro_id: proId } })).data).toEqual({ results: [{ pro_id: proId, outcome: 'linked' }] });
    // …and the code, which only the mailbox's owner receives, would be the only way to make it
    // count: a wrong one is refused, and even the right one no longer takes the address.
    const code = await codeFor(app.email, 'Confirm your e-mail address');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await attacker.db.auth.verifyOtp({ email: app.email, token: wrong, type: 'email_change' })).error?.message).toBe('Token has expired or is invalid');
    expect((await attacker.db.auth.verifyOtp({ email: app.email, token: code, type: 'email_change' })).error?.message).toBe('A user with this email address has already been registered');
    expect(await sb.runExclusive(async (db) => (await db.query('select email, is_anonymous from auth.users where id = $1', [attacker.id])).rows[0])).toEqual({ email: null, is_anonymous: true });
  });

  it('with its code, the mailbox\'s owner upgrades an anonymous account to that e-mail (GoTrue\'s secure e-mail change)', async () => {
    const owner = await anonymousUser(sb);
    const email = uniqueEmail('upgrade');
    const put = await owner.db.auth.updateUser({ email });
    expect(put.error).toBeNull();
    expect((await sb.runExclusive(async (db) => (await db.query('select email from auth.users where id = $1', [owner.id])).rows[0]))).toEqual({ email: null });
    const verified = await owner.db.auth.verifyOtp({ email, token: await codeFor(email, 'Confirm your e-mail address'), type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(await sb.runExclusive(async (db) => (await db.query('select email, is_anonymous from auth.users where id = $1', [owner.id])).rows[0])).toEqual({ email, is_anonymous: false });
  });
});

localOnly('GoTrue reads its string columns', () => {
  it('no user the project creates has a NULL in a column GoTrue scans as a string', async () => {
    // Every way the project makes users: anonymous sign-in, staff:add, the pro-account function
    // (after approval), a code sign-in, an anonymous user's pending e-mail.
    await anonymousUser(sb);
    const app = await submittedApplication();
    const proId = await approve(app.id);
    await staff.functions.invoke('pro-account', { body: { pro_id: proId } });
    const portal = untypedClient(sb);
    await portal.auth.signInWithOtp({ email: app.email, options: { shouldCreateUser: false } });
    await portal.auth.verifyOtp({ email: app.email, token: await codeFor(app.email, 'Your sign-in code'), type: 'email' });
    const rows = await sb.runExclusive(async (db) =>
      (await db.query<{ id: string; nulls: string[] }>(
        `select id, array_remove(array[${GOTRUE_STRING_COLUMNS.map((c) => `case when ${c} is null then '${c}' end`).join(', ')}], null) as nulls
           from auth.users`,
      )).rows,
    );
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.filter((r) => r.nulls.length > 0)).toEqual([]);
  });

  it('the repair migration fills what the old SQL path left NULL', async () => {
    const id = crypto.randomUUID();
    const migration = (await import('node:fs')).readFileSync(new URL('../../supabase/migrations/20261126120000_pro_accounts_through_auth.sql', import.meta.url), 'utf8');
    const repair = migration.slice(migration.indexOf('update auth.users'));
    const after = await sb.runExclusive(async (db) => {
      // What private.ensure_pro_user inserted until now.
      await db.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token, recovery_token, email_change,
                                 email_change_token_new, email_change_token_current, phone_change, phone_change_token, reauthentication_token,
                                 raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '', now(), '', '', '',
                 null, null, null, null, null, '{}', '{}', now(), now(), false)`,
        [id, uniqueEmail('old-path')],
      );
      await db.query(repair);
      return (await db.query(`select ${GOTRUE_STRING_COLUMNS.join(', ')} from auth.users where id = $1`, [id])).rows[0];
    });
    expect(after).toEqual(Object.fromEntries(GOTRUE_STRING_COLUMNS.map((c) => [c, ''])));
  });
});
