/**
 * Application review in the database: only staff decide, only a submitted application with a
 * verified payment, each decision audited and e-mailed; approval creates the professional, whose
 * account Auth creates (the pro-account function), who can then sign in to the pro portal by e-mail code and sees an empty offer list.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addStaff } from '../../scripts/staff-add.ts';
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.ts';
import { anonymousUser, finalizeFields, inboxMessages, recordTestPayment, startLocalServer, uniqueEmail, untypedClient, uploadApprovalDocuments, waitFor } from './helpers.ts';
import type { LocalSupabase } from '../../supabase/local/server.ts';
import { localOnly } from './target.ts';

let sb: LocalSupabase;
let inbox: LocalInbox;
let staff: SupabaseClient;

const CHECKLIST = { license_matches: true, license_current: true, insurance_general_liability: true, counties_make_sense: true };

/** A paid, submitted application with its licence document and insurance certificate verified (unless `documents` is false). */
async function submittedApplication(paid = true, documents = true): Promise<{ id: string; email: string; db: SupabaseClient; owner: string }> {
  const email = uniqueEmail('applicant');
  const user = await anonymousUser(sb);
  const db = user.db as unknown as SupabaseClient;
  const { data, error } = await db
    .from('applications')
    .insert({ business_name: 'Review Wildlife LLC', owner_name: 'Rey Viewer', email, phone_number: '(718) 555-0150', service_counties: ['Kings', 'Queens'], license_number: 'NWCO-1', license_expiration_date: '2028-01-31', insurance_provider: 'Carrier Co', insurance_expiration_date: '2027-12-31' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const id = (data as { id: string }).id;
  if (documents) await uploadApprovalDocuments(db, user.id, id);
  if (paid) {
    await recordTestPayment(sb, id, email, `pi_test_${id.replace(/-/g, '')}`);
    const submit = await db.from('applications').update({ ...finalizeFields, email, status: 'submitted' }).eq('id', id);
    if (submit.error) throw new Error(submit.error.message);
  }
  return { id, email, db, owner: user.id };
}

const approveArgs = (id: string, overrides: Record<string, unknown> = {}) => ({
  p_application_id: id,
  p_license_number: 'NWCO-1',
  p_license_expires_on: '2028-01-31',
  p_insurance_carrier: 'Carrier Co',
  p_insured_through: '2027-12-31',
  p_boroughs: ['Brooklyn', 'Queens'],
  p_species: [],
  p_checklist: CHECKLIST,
  ...overrides,
});

async function deliver(): Promise<void> {
  const res = await fetch(`${sb.url}/functions/v1/deliver-notifications`, { method: 'POST', headers: { Authorization: `Bearer ${sb.serviceRoleKey}` } });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  inbox = await startInbox({ smtpPort: 0, webPort: 0 });
  sb = await startLocalServer({ functionSecrets: { SMTP_PORT: String(inbox.smtpPort) } });
  const email = uniqueEmail('reviewer');
  await addStaff({ url: sb.url, serviceRoleKey: sb.serviceRoleKey }, { email, password: 'review-password-1', role: 'dispatcher' });
  staff = untypedClient(sb);
  await staff.auth.signInWithPassword({ email, password: 'review-password-1' });
}, 120_000);

afterAll(async () => {
  await sb?.stop();
  await inbox?.stop();
});

localOnly('the review queue', () => {
  it('lists submitted, paid applications apart from drafts, for staff only', async () => {
    const paid = await submittedApplication();
    const draft = await submittedApplication(false);
    const { data, error } = await staff.rpc('application_queue');
    expect(error).toBeNull();
    const rows = data as Array<{ id: string; status: string; paid: boolean }>;
    expect(rows.find((r) => r.id === paid.id)).toMatchObject({ status: 'submitted', paid: true });
    expect(rows.find((r) => r.id === draft.id)).toMatchObject({ status: 'draft', paid: false });
    expect((await draft.db.rpc('application_queue')).error?.code).toBe('42501');
    const detail = await staff.rpc('application_review_detail', { p_application_id: paid.id });
    expect((detail.data as { payments: unknown[] }).payments).toHaveLength(1);
  });
});

localOnly('decisions', () => {
  it('approve: only staff, only with the checklist, a current licence and insurance; creates the professional, who signs in and sees no offers', async () => {
    const app = await submittedApplication();
    expect((await app.db.rpc('approve_application', approveArgs(app.id))).error?.code).toBe('42501');
    expect((await staff.rpc('approve_application', approveArgs(app.id, { p_checklist: { ...CHECKLIST, license_matches: false } }))).error?.message).toBe(
      'Tick every item of the checklist before approving.',
    );
    expect((await staff.rpc('approve_application', approveArgs(app.id, { p_license_expires_on: '2020-01-01' }))).error?.message).toBe(
      'The licence has expired: it cannot be approved.',
    );
    expect((await staff.rpc('approve_application', approveArgs(app.id, { p_insured_through: '2020-01-01' }))).error?.message).toBe(
      'The insurance has lapsed: it cannot be approved.',
    );

    const approved = await staff.rpc('approve_application', approveArgs(app.id));
    expect(approved.error).toBeNull();
    const pro = await sb.runExclusive(async (db) => (await db.query<{ email: string; boroughs: string[]; user_id: string | null; status: string; application_id: string }>(
      'select email, boroughs, user_id, status, application_id from public.pros where id = $1', [approved.data])).rows[0]);
    expect(pro).toMatchObject({ email: app.email, boroughs: ['Brooklyn', 'Queens'], status: 'active', application_id: app.id });
    // Approval writes no auth.* row: the console then asks the pro-account function, which has
    // Auth create the account and the database link it (pro-accounts.test.ts).
    expect(pro?.user_id).toBeNull();
    const account = await staff.functions.invoke('pro-account', { body: { pro_id: approved.data } });
    expect(account.error).toBeNull();
    expect(account.data).toEqual({ results: [{ pro_id: approved.data, outcome: 'linked' }] });
    expect((await staff.rpc('approve_application', approveArgs(app.id))).error?.code).toBe('P0001');

    await deliver();
    const invite = (await inboxMessages(inbox.url)).find((m) => m.to.some((t) => t.address === app.email) && m.subject === 'Your application is approved');
    expect(invite?.text).toContain('http://localhost:4173/pro');

    // The new professional signs in with a code and sees an empty offer list.
    const portal = untypedClient(sb);
    expect((await portal.auth.signInWithOtp({ email: app.email, options: { shouldCreateUser: false } })).error).toBeNull();
    // Until the inbox has the code (it may take a while on a busy machine).
    const codeMail = await waitFor(async () =>
      (await inboxMessages(inbox.url)).find((m) => m.to.some((t) => t.address === app.email) && m.subject === 'Your sign-in code'), 20_000);
    const code = /\b(\d{6})\b/.exec(codeMail?.text ?? '')?.[1] ?? '';
    expect((await portal.auth.verifyOtp({ email: app.email, token: code, type: 'email' })).error).toBeNull();
    const offers = await portal.rpc('pro_offers');
    expect(offers.error).toBeNull();
    expect(offers.data).toEqual([]);
    // …and cannot decide applications.
    const other = await submittedApplication();
    expect((await portal.rpc('approve_application', approveArgs(other.id))).error?.code).toBe('42501');
  });

  it('approve needs the verified licence document and insurance certificate: changes requested, the applicant uploads them, then it is approved', async () => {
    const app = await submittedApplication(true, false);
    const refused = await staff.rpc('approve_application', approveArgs(app.id));
    expect(refused.error?.code).toBe('23514');
    expect(refused.error?.message).toBe('Approval needs the verified licence document and insurance certificate: request changes so the applicant uploads them again.');
    // Nothing of the approval stayed behind.
    const pros = await sb.runExclusive(async (db) => (await db.query('select 1 from public.pros where application_id = $1', [app.id])).rows);
    expect(pros).toHaveLength(0);
    expect((await app.db.from('applications').select('status').eq('id', app.id).single()).data).toEqual({ status: 'submitted' });

    expect((await staff.rpc('request_application_changes', { p_application_id: app.id, p_message: 'Upload your licence and insurance certificate.' })).error).toBeNull();
    // The insurance certificate alone is not enough.
    await uploadApprovalDocuments(app.db, app.owner, app.id, { license: false });
    expect((await app.db.from('applications').update({ status: 'submitted' }).eq('id', app.id).select('status')).data).toEqual([{ status: 'submitted' }]);
    expect((await staff.rpc('approve_application', approveArgs(app.id))).error?.message).toBe(
      'Approval needs the verified licence document: request changes so the applicant uploads it again.',
    );
    expect((await staff.rpc('request_application_changes', { p_application_id: app.id, p_message: 'The licence document is still missing.' })).error).toBeNull();
    await uploadApprovalDocuments(app.db, app.owner, app.id);
    expect((await app.db.from('applications').update({ status: 'submitted' }).eq('id', app.id).select('status')).data).toEqual([{ status: 'submitted' }]);
    const approved = await staff.rpc('approve_application', approveArgs(app.id));
    expect(approved.error).toBeNull();
  });

  it('no writer can mark an application approved without its verified documents, not even the service role', async () => {
    const app = await submittedApplication(true, false);
    const direct = await sb.runExclusive(async (db) =>
      db.query(`update public.applications set status = 'approved' where id = $1`, [app.id]).then(
        () => 'updated',
        (error: Error) => error.message,
      ),
    );
    expect(direct).toBe('Approval needs the verified licence document and insurance certificate: request changes so the applicant uploads them again.');
  });

  it('an application whose fee was refunded or disputed cannot be approved, by staff or by the service role; staff can still reject it (issue 25 finding 2)', async () => {
    const service = untypedClient(sb, sb.serviceRoleKey);
    for (const kind of ['refunded', 'disputed'] as const) {
      const app = await submittedApplication();
      const reversal = await service.rpc('record_payment_reversal', {
        p_event_id: `evt_test_${kind}_${app.id}`,
        p_event_type: kind === 'refunded' ? 'charge.refunded' : 'charge.dispute.created',
        p_payment_intent: `pi_test_${app.id.replace(/-/g, '')}`,
        p_kind: kind,
      });
      expect(reversal.data, kind).toBe('reversed');
      const message = `The payment for this application was ${kind}: it cannot be approved. Reject it or request changes.`;
      expect((await staff.rpc('approve_application', approveArgs(app.id))).error?.message, kind).toBe(message);
      const direct = await sb.runExclusive(async (db) =>
        db.query(`update public.applications set status = 'approved' where id = $1`, [app.id]).then(
          () => 'updated',
          (error: Error) => error.message,
        ),
      );
      expect(direct, kind).toBe(message);
      expect((await staff.rpc('reject_application', { p_application_id: app.id, p_reason: 'The fee was charged back.' })).error, kind).toBeNull();
    }
  });

  it('reject: needs a reason, which the applicant receives', async () => {
    const app = await submittedApplication();
    expect((await staff.rpc('reject_application', { p_application_id: app.id, p_reason: '   ' })).error?.message).toBe('Write the reason the applicant will receive.');
    expect((await staff.rpc('reject_application', { p_application_id: app.id, p_reason: 'The licence is not a NYS DEC licence.' })).error).toBeNull();
    const row = await app.db.from('applications').select('status').eq('id', app.id).single();
    expect(row.data).toEqual({ status: 'rejected' });
    await deliver();
    const mail = (await inboxMessages(inbox.url)).find((m) => m.to.some((t) => t.address === app.email) && m.subject === 'Your application was not approved');
    expect(mail?.text).toContain('The reason: The licence is not a NYS DEC licence.');
    expect((await staff.rpc('request_application_changes', { p_application_id: app.id, p_message: 'x' })).error?.code).toBe('P0001');
  });

  it('request changes: the application reopens for its owner, paid, and is submitted again', async () => {
    const app = await submittedApplication();
    expect((await staff.rpc('request_application_changes', { p_application_id: app.id, p_message: 'Upload the full insurance certificate.' })).error).toBeNull();
    const reopened = await app.db.from('applications').select('status, payment_status, review_message').eq('id', app.id).single();
    expect(reopened.data).toEqual({ status: 'draft', payment_status: 'paid', review_message: 'Upload the full insurance certificate.' });
    expect((await staff.rpc('approve_application', approveArgs(app.id))).error?.code).toBe('P0001');
    const edit = await app.db.from('applications').update({ policy_number: 'GL-2' }).eq('id', app.id).select('id');
    expect(edit.data).toHaveLength(1);
    const again = await app.db.from('applications').update({ status: 'submitted' }).eq('id', app.id).select('status');
    expect(again.data).toEqual([{ status: 'submitted' }]);
    await deliver();
    const subjects = (await inboxMessages(inbox.url)).filter((m) => m.to.some((t) => t.address === app.email)).map((m) => m.subject).sort();
    expect(subjects).toEqual([
      'Payment received for your application',
      'We received your application',
      'We received your application',
      'Your application needs a change',
    ]);
  });

  it('each decision leaves an audit row naming who took it; nobody but staff may decide or read the detail, an admin may', async () => {
    const approved = await submittedApplication();
    const rejected = await submittedApplication();
    const changed = await submittedApplication();
    const outsiders: [string, SupabaseClient][] = [['anon', untypedClient(sb)], ['the applicant', approved.db]];
    for (const [who, caller] of outsiders) {
      for (const [name, call] of [
        ['approve_application', caller.rpc('approve_application', approveArgs(approved.id))],
        ['reject_application', caller.rpc('reject_application', { p_application_id: rejected.id, p_reason: 'No.' })],
        ['request_application_changes', caller.rpc('request_application_changes', { p_application_id: changed.id, p_message: 'No.' })],
        ['application_review_detail', caller.rpc('application_review_detail', { p_application_id: approved.id })],
        ['application_queue', caller.rpc('application_queue')],
      ] as const) {
        expect((await call).error?.code, `${who}: ${name}`).toBe('42501');
      }
    }
    const adminEmail = uniqueEmail('review-admin');
    await addStaff({ url: sb.url, serviceRoleKey: sb.serviceRoleKey }, { email: adminEmail, password: 'review-password-2', role: 'admin' });
    const admin = untypedClient(sb);
    await admin.auth.signInWithPassword({ email: adminEmail, password: 'review-password-2' });
    expect((await admin.rpc('approve_application', approveArgs(approved.id))).error).toBeNull();
    expect((await staff.rpc('reject_application', { p_application_id: rejected.id, p_reason: 'The insurance certificate names another business.' })).error).toBeNull();
    expect((await staff.rpc('request_application_changes', { p_application_id: changed.id, p_message: 'Upload all pages of the licence.' })).error).toBeNull();

    const rows = await sb.runExclusive(async (db) =>
      (await db.query<{ application_id: string; decision: string; actor_label: string; actor: string | null; message: string | null; checklist: Record<string, boolean>; pro_id: string | null }>(
        'select application_id, decision, actor_label, actor, message, checklist, pro_id from private.application_reviews where application_id = any($1)',
        [[approved.id, rejected.id, changed.id]],
      )).rows,
    );
    expect(rows).toHaveLength(3);
    const of = (id: string) => rows.find((r) => r.application_id === id);
    expect(of(approved.id)).toMatchObject({ decision: 'approved', actor_label: adminEmail, message: null, checklist: CHECKLIST });
    expect(of(approved.id)?.pro_id).toBeTruthy();
    expect(of(rejected.id)).toMatchObject({ decision: 'rejected', message: 'The insurance certificate names another business.', pro_id: null });
    expect(of(changed.id)).toMatchObject({ decision: 'changes_requested', message: 'Upload all pages of the licence.', pro_id: null });
    for (const row of rows) expect(row.actor, row.decision).toBeTruthy();
    expect(of(rejected.id)?.actor_label).toBe(of(changed.id)?.actor_label);
    expect(of(rejected.id)?.actor_label).not.toBe(adminEmail);
  });

  it('an unpaid or draft application cannot be decided', async () => {
    const draft = await submittedApplication(false);
    for (const call of [
      staff.rpc('approve_application', approveArgs(draft.id)),
      staff.rpc('reject_application', { p_application_id: draft.id, p_reason: 'no' }),
      staff.rpc('request_application_changes', { p_application_id: draft.id, p_message: 'no' }),
    ]) {
      expect((await call).error?.message).toMatch(/^This application is not submitted/);
    }
  });
});
