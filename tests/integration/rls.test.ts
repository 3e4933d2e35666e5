/**
 * Row-level security, grants and CHECK constraints, driven through the local Supabase with
 * supabase-js as each party: the anon key, anonymous-sign-in users A and B, staff, the
 * service role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSupabase } from './target.ts';
import {
  anonClient,
  anonymousUser,
  documentName,
  finalizeFields,
  pdfBlob,
  recordTestPayment,
  serviceClient,
  staffUser,
  startServer,
  uploadDocument,
  validFlowLead,
  validLead,
  type Client,
} from './helpers.ts';

let sb: TestSupabase;
let anon: Client;
let service: Client;

beforeAll(async () => {
  sb = await startServer();
  anon = anonClient(sb);
  service = serviceClient(sb);
});

afterAll(async () => {
  await sb?.stop();
});

async function countLeads(id: string): Promise<number> {
  const res = await service.from('leads').select('id', { count: 'exact', head: true }).eq('id', id);
  return res.count ?? -1;
}

async function countSubscriptions(email: string): Promise<number> {
  const res = await service
    .from('newsletter_subscriptions')
    .select('id', { count: 'exact', head: true })
    .eq('email', email);
  return res.count ?? -1;
}

describe('the anon key (no user)', () => {
  it('can insert a lead from either form, without reading it back', async () => {
    expect((await anon.from('leads').insert(validLead())).status).toBe(201);
    expect((await anon.from('leads').insert(validFlowLead())).status).toBe(201);
  });

  it('a signed-in (anonymous) user can insert a lead and subscribe too (not into the table itself)', async () => {
    const { db } = await anonymousUser(sb);
    expect((await db.from('leads').insert(validLead())).status).toBe(201);
    expect((await db.rpc('subscribe_newsletter', { p_email: 'signed-in@example.com' })).status).toBe(204);
    expect(await countSubscriptions('signed-in@example.com')).toBe(1);
    const direct = await db.from('newsletter_subscriptions').insert({ email: 'direct@example.com' });
    expect([direct.status, direct.error?.code]).toEqual([403, '42501']);
  });

  it('cannot read leads, applications or subscriptions', async () => {
    for (const table of ['leads', 'applications', 'newsletter_subscriptions'] as const) {
      const res = await anon.from(table).select('id');
      expect(res.status, table).toBe(401);
      expect(res.error?.code, table).toBe('42501');
    }
  });

  it('cannot update or delete leads', async () => {
    const lead = validLead();
    await anon.from('leads').insert(lead);
    const update = await anon.from('leads').update({ name: 'Changed' }).eq('id', lead.id);
    expect(update.status).toBe(401);
    const del = await anon.from('leads').delete().eq('id', lead.id);
    expect(del.status).toBe(401);
    expect(await countLeads(lead.id)).toBe(1);
  });

  it('cannot choose the borough or created_at of a lead', async () => {
    const borough = await anon.from('leads').insert(validLead({ borough: 'Queens' }));
    expect(borough.status).toBe(401);
    expect(borough.error?.message).toBe('permission denied for table leads');
    const created = await anon.from('leads').insert(validLead({ created_at: '2020-01-01T00:00:00Z' }));
    expect(created.status).toBe(401);
  });

  it('has no privilege at all on applications', async () => {
    const res = await anon.from('applications').insert({ business_name: 'Sneaky' });
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe('42501');
  });

  it('cannot list or read the documents bucket', async () => {
    const { db, id: uid } = await anonymousUser(sb);
    const app = await db.from('applications').insert({ business_name: 'Listed' }).select('id').single();
    const name = documentName(uid, app.data?.id ?? '', 'license');
    expect((await db.storage.from('application-documents').upload(name, pdfBlob())).error).toBeNull();

    const root = await anon.storage.from('application-documents').list();
    expect(root.data).toEqual([]);
    const folder = await anon.storage.from('application-documents').list(uid);
    expect(folder.data).toEqual([]);
    const file = await anon.storage.from('application-documents').download(name);
    expect(file.error).not.toBeNull();
    const upload = await anon.storage.from('application-documents').upload(documentName(uid, app.data?.id ?? '', 'insurance'), pdfBlob());
    expect(upload.error).toMatchObject({ statusCode: '403' });
  });
});

describe('two anonymous applicants', () => {
  let a: { db: Client; id: string };
  let b: { db: Client; id: string };
  let draftId: string;

  beforeAll(async () => {
    a = await anonymousUser(sb);
    b = await anonymousUser(sb);
    const created = await a.db.from('applications').insert({ business_name: 'A Wildlife' }).select('id, owner, status').single();
    expect(created.data).toMatchObject({ owner: a.id, status: 'draft' });
    draftId = created.data?.id ?? '';
  });

  it('A reads its own draft', async () => {
    const res = await a.db.from('applications').select('id, business_name').eq('id', draftId);
    expect(res.data).toEqual([{ id: draftId, business_name: 'A Wildlife' }]);
  });

  it("B cannot read A's draft", async () => {
    const res = await b.db.from('applications').select('id').eq('id', draftId);
    expect(res.status).toBe(200);
    expect(res.data).toEqual([]);
    const all = await b.db.from('applications').select('id');
    expect(all.data).toEqual([]);
  });

  it("B cannot change or delete A's draft", async () => {
    const update = await b.db.from('applications').update({ business_name: 'Hijacked' }).eq('id', draftId).select('id').single();
    expect(update.status).toBe(406);
    const del = await b.db.from('applications').delete().eq('id', draftId);
    expect(del.status).toBe(403);
    const check = await service.from('applications').select('business_name').eq('id', draftId).single();
    expect(check.data?.business_name).toBe('A Wildlife');
  });

  it("B cannot upload into A's folder, nor into its own folder under A's application", async () => {
    const intoA = await b.db.storage.from('application-documents').upload(documentName(a.id, draftId, 'license'), pdfBlob());
    expect(intoA.error).toMatchObject({ statusCode: '403' });
    const ownFolder = await b.db.storage.from('application-documents').upload(documentName(b.id, draftId, 'license'), pdfBlob());
    expect(ownFolder.error).toMatchObject({ statusCode: '403' });
  });

  it("B cannot list or download A's documents", async () => {
    const name = documentName(a.id, draftId, 'license');
    const up = await a.db.storage.from('application-documents').upload(name, pdfBlob());
    expect(up.error).toBeNull();
    const list = await b.db.storage.from('application-documents').list(`${a.id}/${draftId}`);
    expect(list.data).toEqual([]);
    const file = await b.db.storage.from('application-documents').download(name);
    expect(file.error).not.toBeNull();
    // Nor does A itself: an applicant never reads its uploads back (no links it could sign).
    const own = await a.db.storage.from('application-documents').list(`${a.id}/${draftId}`);
    expect(own.data).toEqual([]);
  });

  it('an applicant cannot insert for someone else, nor change the owner', async () => {
    const forOther = await a.db.from('applications').insert({ owner: b.id, business_name: 'X' } as never);
    expect(forOther.status).toBe(403);
    const reown = await a.db.from('applications').update({ owner: b.id } as never).eq('id', draftId);
    expect(reown.status).toBe(403);
    expect(reown.error?.message).toBe('permission denied for table applications');
  });

  it('a draft cannot be created already paid, nor submitted without payment', async () => {
    const paidDraft = await a.db.from('applications').insert({ business_name: 'X', payment_status: 'paid' });
    expect(paidDraft.status).toBe(403);
    const unpaid = await a.db.from('applications').insert({ ...finalizeFields, status: 'submitted' });
    expect(unpaid.status).toBe(403);
  });

  it('submitting requires the finalize fields', async () => {
    await recordTestPayment(sb, draftId);
    const res = await a.db.from('applications').update({ status: 'submitted', full_name: null }).eq('id', draftId);
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe('23514');
  });

  it('a submitted application can no longer be edited by its owner, nor get documents', async () => {
    const submit = await a.db
      .from('applications')
      .update({ ...finalizeFields, status: 'submitted' })
      .eq('id', draftId)
      .select('id, status, payment_status')
      .single();
    expect(submit.error).toBeNull();
    expect(submit.data).toEqual({ id: draftId, status: 'submitted', payment_status: 'paid' });

    const edit = await a.db.from('applications').update({ business_name: 'Too late' }).eq('id', draftId).select('id');
    expect(edit.data).toEqual([]);
    const reopen = await a.db.from('applications').update({ status: 'draft' }).eq('id', draftId).select('id');
    expect(reopen.data).toEqual([]);
    const upload = await a.db.storage
      .from('application-documents')
      .upload(documentName(a.id, draftId, 'insurance'), pdfBlob());
    expect(upload.error).toMatchObject({ statusCode: '403' });
    // Still readable by its owner.
    const read = await a.db.from('applications').select('status').eq('id', draftId).single();
    expect(read.data).toEqual({ status: 'submitted' });
  });

  it('the owner may neither create an application already submitted and paid nor set payment_status', async () => {
    const paid = await b.db.from('applications').insert({ ...finalizeFields, status: 'submitted', payment_status: 'paid' });
    expect(paid.error?.code).toBe('42501');
    const submitted = await b.db.from('applications').insert({ ...finalizeFields, status: 'submitted' });
    expect(submitted.error?.code).toBe('42501');
    const own = await b.db.from('applications').insert({ business_name: 'Own draft' }).select('id').single();
    expect(own.error).toBeNull();
    const patch = await b.db.from('applications').update({ payment_status: 'paid' }).eq('id', own.data?.id ?? '');
    expect(patch.error?.code).toBe('42501');
    const submit = await b.db.from('applications').update({ ...finalizeFields, status: 'submitted' }).eq('id', own.data?.id ?? '').select('id');
    expect(submit.error?.code).toBe('42501');
  });
});

describe('staff and service role', () => {
  it('staff read leads, applications and documents; other signed-in users read nothing', async () => {
    const lead = validLead();
    await anon.from('leads').insert(lead);
    const applicant = await anonymousUser(sb);
    const app = await applicant.db.from('applications').insert({ business_name: 'Staff Visible' }).select('id').single();
    // Staff open a document once verify-document has checked it, only through the document-link
    // function's 60-second links (documents.test.ts: not before, and never by signing themselves).
    const { name: path } = await uploadDocument(applicant.db, applicant.id, app.data?.id ?? '', 'license');

    const staff = await staffUser(sb);
    const leads = await staff.from('leads').select('id, borough').eq('id', lead.id);
    expect(leads.data).toEqual([{ id: lead.id, borough: 'Brooklyn' }]);
    const apps = await staff.from('applications').select('id').eq('id', app.data?.id ?? '');
    expect(apps.data).toHaveLength(1);
    expect((await staff.storage.from('application-documents').download(path)).error).not.toBeNull();
    const link = await staff.functions.invoke<{ signed_path: string }>('document-link', { body: { object_name: path } });
    expect(link.error).toBeNull();
    expect((await fetch(`${sb.url}${link.data?.signed_path ?? ''}`)).status).toBe(200);

    // Staff read only: no edits.
    const edit = await staff.from('applications').update({ business_name: 'Staff edit' }).eq('id', app.data?.id ?? '').select('id');
    expect(edit.data).toEqual([]);

    const other = await anonymousUser(sb);
    const otherLeads = await other.db.from('leads').select('id');
    expect(otherLeads.status).toBe(200);
    expect(otherLeads.data).toEqual([]);
  });

  it('the service role reads everything', async () => {
    const lead = validLead();
    await anon.from('leads').insert(lead);
    await anon.rpc('subscribe_newsletter', { p_email: 'service-check@example.com' });
    expect(await countLeads(lead.id)).toBe(1);
    expect(await countSubscriptions('service-check@example.com')).toBe(1);
    const apps = await service.from('applications').select('id, owner, status');
    expect(apps.error).toBeNull();
    expect((apps.data ?? []).length).toBeGreaterThan(0);
    const objects = await service.storage.from('application-documents').list();
    expect(objects.error).toBeNull();
    expect((objects.data ?? []).length).toBeGreaterThan(0);
  });
});

describe('the database refuses what the forms refuse', () => {
  const cases: Array<[string, Parameters<typeof validLead>[0]]> = [
    ['a name over 100 characters', { name: 'x'.repeat(101) }],
    ['an empty name', { name: '   ' }],
    ['a control character in the name', { name: 'Ann\u0007Smith' }],
    ['a line break in the name', { name: 'Ann\nSmith' }],
    ['a ZIP that is not 5 digits', { zip: '1120' }],
    ['a ZIP outside the five boroughs', { zip: '90210' }],
    ['a phone outside the US plan (unassigned area code)', { phone: '(555) 234-5678' }],
    ['a Canadian phone number', { phone: '(416) 555-0142' }],
    ['a phone number inside other words', { phone: 'call (212) 555-0142' }],
    ['a malformed e-mail', { email: 'not-an-email' }],
    ['an e-mail with a one-letter top-level domain', { email: 'a@b.c' }],
    ['an e-mail over 254 characters', { email: `${'a'.repeat(250)}@example.com` }],
    ['an unknown property type', { property_type: 'Castle' }],
    ['an unknown contact method', { contact_method: 'Pigeon' }],
    ['an unknown species', { species: ['Dragons'] }],
    ['more than 10 species', { species: Array.from({ length: 11 }, () => 'Rats') }],
    ['a description over 2000 characters', { description: 'x'.repeat(2001) }],
    ['a bad source page', { source_page: 'https://evil.example.com' }],
    ['the single form without an address', { address: null }],
    ['the single form without a contact method', { contact_method: null }],
  ];

  for (const [label, overrides] of cases) {
    it(`refuses ${label}`, async () => {
      const lead = validLead(overrides);
      const res = await anon.from('leads').insert(lead);
      expect(res.status, JSON.stringify(res.error)).toBe(400);
      expect(res.error?.code).toBe('23514');
      expect(await countLeads(lead.id)).toBe(0);
    });
  }

  it('refuses an unknown source (the insert policy checks it first: 401 for anon)', async () => {
    const res = await anon.from('leads').insert(validLead({ source: 'fax' }));
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe('42501');
  });

  it('accepts a multi-line description', async () => {
    const res = await anon.from('leads').insert(validLead({ description: 'Line one\nLine two\tindented' }));
    expect(res.status).toBe(201);
  });

  it('refuses a /contact flow lead without a contact channel', async () => {
    const res = await anon.from('leads').insert(validFlowLead({ contact_by_phone: false, contact_by_email: false }));
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe('23514');
  });

  it('refuses a /contact flow lead without the terms (RLS: 401 for anon)', async () => {
    const res = await anon.from('leads').insert(validFlowLead({ agreed_to_terms: false }));
    expect(res.status).toBe(401);
  });

  it('refuses malformed application values', async () => {
    const { db } = await anonymousUser(sb);
    const bad: Array<Record<string, unknown>> = [
      { phone_number: '(212) 123-0199' },
      { phone_number: '2125550199 ext 5' },
      { email: 'nope' },
      { zip_code: 'ABCDE' },
      { state: 'XX' },
      { species_handled: ['Unicorns'] },
      { service_counties: ['Nassau'] },
      { licensed_states: ['NY', 'ZZ'] },
      { emergency_services: 'Maybe' },
      { response_time: 'Next year' },
      { business_name: 'x'.repeat(201) },
      { owner_name: 'Bob\u0000'.replace('\u0000', '\u001b') },
      { notes: 'x'.repeat(2001) },
      { counties_served: 'x'.repeat(501) },
    ];
    for (const values of bad) {
      const res = await db.from('applications').insert(values);
      expect(res.status, JSON.stringify(values)).toBe(400);
      expect(res.error?.code, JSON.stringify(values)).toBe('23514');
    }
    const dateRes = await db.from('applications').insert({ license_expiration_date: 'not-a-date' });
    expect(dateRes.status).toBe(400);
    expect(dateRes.error?.code).toBe('22007');
  });

  it('refuses a document path outside the application folder (and the applicant cannot set one at all)', async () => {
    const { db, id } = await anonymousUser(sb);
    const app = await db.from('applications').insert({ business_name: 'Paths' }).select('id').single();
    const other = crypto.randomUUID();
    const own = await db.from('applications').update({ license_document_path: documentName(id, app.data?.id ?? '', 'license') }).eq('id', app.data?.id ?? '');
    expect(own.error?.code).toBe('42501');
    const res = await service
      .from('applications')
      .update({ license_document_path: documentName(id, other, 'license') })
      .eq('id', app.data?.id ?? '');
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe('23514');
  });
});

describe('idempotent public inserts and honeypots', () => {
  it('the same lead id twice stores one row and both inserts succeed', async () => {
    const lead = validLead();
    const first = await anon.from('leads').insert(lead);
    const second = await anon.from('leads').insert({ ...lead, name: 'Second attempt' });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    expect(await countLeads(lead.id)).toBe(1);
    const stored = await service.from('leads').select('name').eq('id', lead.id).single();
    expect(stored.data?.name).toBe('Test Resident');
  });

  it('the same e-mail twice (any case) stores one lower-cased subscription', async () => {
    const first = await anon.rpc('subscribe_newsletter', { p_email: 'Twice@Example.com' });
    const second = await anon.rpc('subscribe_newsletter', { p_email: 'twice@example.COM' });
    expect([first.status, second.status]).toEqual([204, 204]);
    expect(await countSubscriptions('twice@example.com')).toBe(1);
  });

  it('a filled honeypot is accepted (201) and stores nothing', async () => {
    const lead = validLead({ company_website: 'http://spam.example.com' });
    const res = await anon.from('leads').insert(lead);
    expect(res.status).toBe(201);
    expect(res.error).toBeNull();
    expect(await countLeads(lead.id)).toBe(0);

    const sub = await anon.rpc('subscribe_newsletter', { p_email: 'bot@example.com', p_company_website: 'http://spam.example.com' });
    expect(sub.status).toBe(204);
    expect(await countSubscriptions('bot@example.com')).toBe(0);
  });

  it('an empty honeypot is fine and is not stored', async () => {
    const lead = validLead({ company_website: '' });
    await anon.from('leads').insert(lead);
    const stored = await service.from('leads').select('company_website').eq('id', lead.id).single();
    expect(stored.data).toEqual({ company_website: null });
  });

  it('the borough comes from the ZIP', async () => {
    const zips: Array<[string, string]> = [
      ['10001', 'Manhattan'],
      ['11201', 'Brooklyn'],
      ['11354', 'Queens'],
      ['10451', 'Bronx'],
      ['10301', 'Staten Island'],
    ];
    for (const [zip, borough] of zips) {
      const lead = validLead({ zip });
      await anon.from('leads').insert(lead);
      const stored = await service.from('leads').select('borough').eq('id', lead.id).single();
      expect(stored.data?.borough, zip).toBe(borough);
    }
  });
});
