/**
 * The data layer (src/features/* api.ts over src/lib/supabase.ts) against an in-process local
 * Supabase, and its error mapping when the backend is unreachable.
 */
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi, type MockInstance } from 'vitest';
import { configureSupabase, getSupabase } from '@/lib/supabase';
import { createLead, leadReference } from '@/features/report-issue/api';
import {
  finalizeApplication,
  getApplicationPayment,
  getApplicationDocuments,
  saveApplicationDraft,
  uploadApplicationDocument,
} from '@/features/apply/api';
import { subscribeToUpdates } from '@/features/newsletter/api';
import { signIn, signOut, signUp } from '@/features/auth/api';
import { finalizeFields, recordTestPayment, serviceClient, startLocalServer, uniqueEmail, type Client } from './helpers.ts';
import type { LocalSupabase } from '../../supabase/local/server.ts';
import { localOnly } from './target.ts';

let sb: LocalSupabase;
let service: Client;
let consoleError: MockInstance;

beforeAll(async () => {
  // The Auth contract as GoTrue serves it with e-mail sign-ups open (this project's config.toml
  // closes them with a before-user-created hook: pro-accounts.test.ts).
  sb = await startLocalServer({ auth: { beforeUserCreatedHook: null, enableConfirmations: false } });
  service = serviceClient(sb);
});

afterAll(async () => {
  await configureSupabase({ url: 'http://127.0.0.1:9', anonKey: 'unused' });
  await sb?.stop();
});

beforeEach(async () => {
  // A fresh browser: new client, no session.
  await configureSupabase({ url: sb.url, anonKey: sb.anonKey });
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

const leadRow = () => ({
  id: crypto.randomUUID(),
  source: 'contact_flow',
  source_page: '/contact',
  name: '  Data Layer  ',
  email: 'data@example.com',
  phone: '(212) 555-0142',
  property_type: 'Business',
  zip: '10001',
  description: 'Pigeons on the ledge.',
  animal_type: 'Bird',
  duration: 'More than a month',
  contact_by_phone: false,
  contact_by_email: true,
  agreed_to_terms: true,
  address: ' 1 Ledge Street ',
  unit: '',
  company_website: '',
});

const step1 = {
  business_name: 'Critter Control Co',
  owner_name: 'Casey Critter',
  phone_number: '(718) 555-0123',
  email: 'casey@example.com',
  website: '',
  address: '2 Test Avenue',
  city: 'Queens',
  state: 'NY',
  zip_code: '11101',
};

const step2 = {
  species_handled: ['Raccoons', 'Other'],
  other_species_text: 'Possums',
  service_counties: ['Queens', 'Kings'],
  licensed_states: ['NY', 'NJ'],
  emergency_services: 'Yes',
  response_time: 'Same Day',
};

localOnly('createLead', () => {
  it('stores a lead (trimmed, empty optional text as null) and returns its id', async () => {
    const row = leadRow();
    const result = await createLead(row);
    expect(result).toEqual({ ok: true, data: { id: row.id } });
    const stored = await service.from('leads').select('name, address, unit, borough, company_website').eq('id', row.id).single();
    expect(stored.data).toEqual({ name: 'Data Layer', address: '1 Ledge Street', unit: null, borough: 'Manhattan', company_website: null });
  });

  it('treats a repeat of the same id as success and stores one lead', async () => {
    const row = leadRow();
    expect((await createLead(row)).ok).toBe(true);
    expect((await createLead(row)).ok).toBe(true);
    const count = await service.from('leads').select('id', { count: 'exact', head: true }).eq('id', row.id);
    expect(count.count).toBe(1);
  });

  it('generates an id when none is given', async () => {
    const { id: _omit, ...row } = leadRow();
    const result = await createLead(row);
    expect(result.ok && result.data.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports a refused lead as rejected, without database text', async () => {
    const result = await createLead({ ...leadRow(), zip: '07030' });
    expect(result).toEqual({ ok: false, error: { kind: 'rejected', status: 400, code: '23514' } });
    expect(consoleError).toHaveBeenCalled();
  });

  it('has a phone-friendly reference', () => {
    expect(leadReference('a1b2c3d4-0000-4000-8000-000000000000')).toBe('A1B2-C3D4');
  });
});

localOnly('application wizard', () => {
  it('first save signs in anonymously and inserts; later saves update the same id', async () => {
    const first = await saveApplicationDraft(step1, null);
    expect(first.ok).toBe(true);
    const id = first.ok ? first.data.id : '';

    const supabase = await getSupabase();
    const session = (await supabase.auth.getSession()).data.session;
    expect(session?.user.is_anonymous).toBe(true);

    const second = await saveApplicationDraft({ ...step1, ...step2 }, id);
    expect(second).toEqual({ ok: true, data: { id } });

    const stored = await service
      .from('applications')
      .select('owner, status, business_name, website, species_handled, service_counties, other_species_text')
      .eq('id', id)
      .single();
    expect(stored.data).toEqual({
      owner: session?.user.id,
      status: 'draft',
      business_name: 'Critter Control Co',
      website: null,
      species_handled: ['Raccoons', 'Other'],
      service_counties: ['Queens', 'Kings'],
      other_species_text: 'Possums',
    });
  });

  it('starts a fresh anonymous session when the kept one belongs to a deleted user', async () => {
    const first = await saveApplicationDraft(step1, null);
    const id = first.ok ? first.data.id : '';
    const supabase = await getSupabase();
    const oldUser = (await supabase.auth.getSession()).data.session?.user.id;
    // As after a database reset or a clean-up of old anonymous users: the token stays valid.
    await sb.runExclusive((pg) => pg.query('delete from auth.users where id = $1', [oldUser]));
    const again = await saveApplicationDraft({ ...step1, ...step2 }, id);
    expect(again.ok).toBe(true);
    const newUser = (await supabase.auth.getSession()).data.session?.user.id;
    expect(newUser).toBeDefined();
    expect(newUser).not.toBe(oldUser);
    const stored = await service.from('applications').select('owner, status').eq('id', again.ok ? again.data.id : '').single();
    expect(stored.data).toEqual({ owner: newUser, status: 'draft' });
  });

  it('never sends unknown keys such as the file fields', async () => {
    const withFile = { ...step1, licenseFile: new Blob(['x']) } as typeof step1;
    const result = await saveApplicationDraft(withFile, null);
    expect(result.ok).toBe(true);
  });

  it('uploads documents under a new name each time, verified, replacing the earlier upload, and lists them after a reload', async () => {
    const draft = await saveApplicationDraft(step1, null);
    const id = draft.ok ? draft.data.id : '';
    const uid = (await (await getSupabase()).auth.getSession()).data.session?.user.id;
    const name = (kind: string, ext: string) => new RegExp(`^${uid}/${id}/${kind}-[0-9a-f-]{36}\\.${ext}$`);

    const license = new File([new TextEncoder().encode('%PDF-1.7\n')], 'my licence.PDF', { type: 'application/pdf' });
    const up = await uploadApplicationDocument(id, 'license', license);
    expect(up.ok && up.data.path).toMatch(name('license', 'pdf'));

    const again = await uploadApplicationDocument(id, 'license', license);
    expect(again.ok && again.data.path).toMatch(name('license', 'pdf'));
    expect(again.ok && up.ok && again.data.path !== up.data.path).toBe(true);

    const insurance = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'cert.png', { type: 'image/png' });
    const ins = await uploadApplicationDocument(id, 'insurance', insurance);
    expect(ins.ok && ins.data.path).toMatch(name('insurance', 'png'));

    expect(await getApplicationDocuments(id)).toEqual({
      ok: true,
      data: { license: again.ok ? again.data.path : '', insurance: ins.ok ? ins.data.path : '' },
    });
    // The replaced upload is gone.
    const listed = await service.storage.from('application-documents').list(`${uid}/${id}`);
    expect(listed.data?.map((f) => `${uid}/${id}/${f.name}`).sort()).toEqual([again.ok ? again.data.path : '', ins.ok ? ins.data.path : ''].sort());

    const wrongType = await uploadApplicationDocument(id, 'license', new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(wrongType).toEqual({ ok: false, error: { kind: 'rejected', status: 415, code: 'invalid_file_type' } });
    const htmlAsPdf = await uploadApplicationDocument(id, 'license', new File(['<!doctype html><script>alert(1)</script>'], 'license.pdf', { type: 'application/pdf' }));
    expect(htmlAsPdf).toEqual({ ok: false, error: { kind: 'rejected', status: 415, code: 'invalid_file_type' } });
    // Refused files change nothing.
    expect(await getApplicationDocuments(id)).toMatchObject({ ok: true, data: { license: again.ok ? again.data.path : '' } });
  });

  it('getApplicationDocuments with no session gives no documents', async () => {
    expect(await getApplicationDocuments(crypto.randomUUID())).toEqual({ ok: true, data: { license: null, insurance: null } });
  });

  it('another browser cannot upload into the application', async () => {
    const draft = await saveApplicationDraft(step1, null);
    const id = draft.ok ? draft.data.id : '';
    await configureSupabase({ url: sb.url, anonKey: sb.anonKey });
    await saveApplicationDraft(step1, null); // browser B gets its own anonymous user
    const res = await uploadApplicationDocument(id, 'license', new File(['%PDF-1.7\n'], 'l.pdf', { type: 'application/pdf' }));
    expect(res).toEqual({ ok: false, error: { kind: 'unauthorized', status: 403, code: 'AccessDenied' } });
  });

  it('finalize waits for the verified payment, then moves the draft to submitted', async () => {
    const draft = await saveApplicationDraft({ ...step1, ...step2 }, null);
    const id = draft.ok ? draft.data.id : '';
    expect(await getApplicationPayment(id)).toEqual({ ok: true, data: 'unpaid' });
    // Before the payment is recorded the database refuses the submit.
    const early = await finalizeApplication(id, { ...step1, ...step2, ...finalizeFields, notes: '' });
    expect(early.ok).toBe(false);

    await recordTestPayment(sb, id);
    expect(await getApplicationPayment(id)).toEqual({ ok: true, data: 'paid' });
    const result = await finalizeApplication(id, { ...step1, ...step2, ...finalizeFields, notes: '' });
    expect(result).toEqual({ ok: true, data: { id } });
    const stored = await service.from('applications').select('status, payment_status, full_name, notes').eq('id', id).single();
    expect(stored.data).toEqual({ status: 'submitted', payment_status: 'paid', full_name: finalizeFields.full_name, notes: null });
    expect(await getApplicationPayment(id)).toEqual({ ok: true, data: 'submitted' });

    // The stored id no longer matches a draft: a later save starts a new application.
    const later = await saveApplicationDraft(step1, id);
    expect(later.ok && later.data.id).not.toBe(id);
  });

  it("another browser's application is unknown to this one", async () => {
    expect(await getApplicationPayment(crypto.randomUUID())).toEqual({ ok: true, data: 'unknown' });
  });

  it('a draft save with invalid data is rejected and keeps nothing', async () => {
    const result = await saveApplicationDraft({ ...step1, phone_number: '555' }, null);
    expect(result).toEqual({ ok: false, error: { kind: 'rejected', status: 400, code: '23514' } });
  });
});

localOnly('subscribeToUpdates', () => {
  it('stores one lower-cased, pending row for repeated subscriptions', async () => {
    const email = uniqueEmail('News').replace('news', 'NeWs');
    expect(await subscribeToUpdates(email)).toEqual({ ok: true, data: null });
    expect(await subscribeToUpdates(email.toUpperCase())).toEqual({ ok: true, data: null });
    const count = await service
      .from('newsletter_subscriptions')
      .select('email', { count: 'exact' })
      .eq('email', email.toLowerCase())
      .eq('status', 'pending');
    expect(count.count).toBe(1);
  });

  it('turns a refused address and an unreachable server into typed failures', async () => {
    expect(await subscribeToUpdates('a@b')).toEqual({ ok: false, error: { kind: 'rejected', status: 400, code: '22023' } });
    await configureSupabase({ url: 'http://127.0.0.1:9', anonKey: 'unused' });
    try {
      const down = await subscribeToUpdates(uniqueEmail('down'));
      expect(down.ok ? null : down.error.kind).toBe('network');
    } finally {
      await configureSupabase({ url: sb.url, anonKey: sb.anonKey });
    }
  });

  it('succeeds without storing when the honeypot is filled', async () => {
    const email = uniqueEmail('bot');
    expect(await subscribeToUpdates(email, 'http://spam.example.com')).toEqual({ ok: true, data: null });
    const count = await service.from('newsletter_subscriptions').select('email', { count: 'exact' }).eq('email', email);
    expect(count.count).toBe(0);
  });
});

localOnly('auth', () => {
  it('signs up, signs out, signs in; failures keep the server message', async () => {
    const email = uniqueEmail('auth');
    const up = await signUp(email, 'long-enough-password');
    expect(up.ok && up.data.user?.email).toBe(email);
    expect((await signOut()).ok).toBe(true);

    const wrong = await signIn(email, 'wrong-password');
    expect(wrong).toEqual({
      ok: false,
      error: { kind: 'rejected', status: 400, code: 'invalid_credentials' },
      message: 'Invalid login credentials',
    });
    const right = await signIn(email, 'long-enough-password');
    expect(right.ok && right.data.session?.user.email).toBe(email);

    const again = await signUp(email, 'long-enough-password');
    expect(again).toMatchObject({ ok: false, message: 'User already registered' });
  });
});

localOnly('when the backend is unreachable', () => {
  it('every call fails with kind network', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
      });
    });
    await configureSupabase({ url: `http://127.0.0.1:${port}`, anonKey: sb.anonKey });

    expect(await createLead(leadRow())).toEqual({ ok: false, error: { kind: 'network', status: 0 } });
    expect(await subscribeToUpdates('x@example.com')).toEqual({ ok: false, error: { kind: 'network', status: 0 } });
    expect(await saveApplicationDraft(step1, null)).toEqual({ ok: false, error: { kind: 'network', status: 0 } });
    expect(await signIn('x@example.com', 'whatever-1')).toEqual({
      ok: false,
      error: { kind: 'network', status: 0 },
      message: 'Something went wrong',
    });
  });
});
