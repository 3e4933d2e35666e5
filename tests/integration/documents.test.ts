/**
 * Application documents are what they say (docs/dispatch-api.md "Documents"): the storage API
 * refuses a file whose leading bytes are not those of its declared type, the verify-document
 * function records only matching uploads, staff open only the current verified object and only
 * through the document-link function's 60-second links (they can sign nothing themselves), every
 * stored object is served with nosniff, and a link signed before a re-upload never serves the
 * new file.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSupabase } from './target.ts';
import {
  anonymousUser,
  documentName,
  htmlAsPdfBlob,
  jpegBlob,
  pdfBlob,
  pngBlob,
  serviceClient,
  startServer,
  staffUser,
  untypedClient,
  uploadDocument,
} from './helpers.ts';

const BUCKET = 'application-documents';
let sb: TestSupabase;
let staff: SupabaseClient;

beforeAll(async () => {
  sb = await startServer();
  staff = (await staffUser(sb)) as unknown as SupabaseClient;
}, 120_000);

afterAll(async () => {
  await sb?.stop();
});

async function draft(): Promise<{ db: SupabaseClient; owner: string; id: string }> {
  const user = await anonymousUser(sb);
  const db = user.db as unknown as SupabaseClient;
  const { data, error } = await db.from('applications').insert({ business_name: 'Docs Wildlife LLC' }).select('id').single();
  if (error) throw new Error(error.message);
  return { db, owner: user.id, id: (data as { id: string }).id };
}

async function row(id: string): Promise<{ license_document_path: string | null; insurance_document_path: string | null }> {
  return sb.runExclusive(async (pg) => {
    const res = await pg.query<{ license_document_path: string | null; insurance_document_path: string | null }>(
      'select license_document_path, insurance_document_path from public.applications where id = $1',
      [id],
    );
    const found = res.rows[0];
    if (!found) throw new Error('no application');
    return found;
  });
}

async function verifiedNames(id: string): Promise<string[]> {
  return sb.runExclusive(async (pg) =>
    (await pg.query<{ object_name: string }>('select object_name from private.application_documents where application_id = $1 and superseded_at is null order by kind', [id])).rows.map((r) => r.object_name),
  );
}

async function objectExists(name: string): Promise<boolean> {
  return sb.runExclusive(async (pg) => (await pg.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [BUCKET, name])).rows.length > 0);
}

describe('the storage API checks the leading bytes against the declared type', () => {
  it('refuses an HTML page uploaded as license.pdf with type application/pdf (415), accepts a real PDF, PNG and JPEG', async () => {
    const app = await draft();
    const bucket = app.db.storage.from(BUCKET);
    const html = await bucket.upload(documentName(app.owner, app.id, 'license'), htmlAsPdfBlob());
    expect(html.error).toMatchObject({ statusCode: '415', message: "the file's content is not application/pdf" });
    // A PNG declared as a PDF, and a PDF declared as a JPEG: refused too.
    expect((await bucket.upload(documentName(app.owner, app.id, 'license'), new Blob([await pngBlob().arrayBuffer()], { type: 'application/pdf' }))).error).toMatchObject({ statusCode: '415' });
    expect((await bucket.upload(documentName(app.owner, app.id, 'license', 'jpg'), new Blob([await pdfBlob().arrayBuffer()], { type: 'image/jpeg' }))).error).toMatchObject({ statusCode: '415' });

    for (const [file, ext] of [[pdfBlob(), 'pdf'], [pngBlob(), 'png'], [jpegBlob(), 'jpg']] as const) {
      const upload = await bucket.upload(documentName(app.owner, app.id, 'insurance', ext), file);
      expect(upload.error).toBeNull();
    }
  });
});

describe('verify-document', () => {
  it('records a real PDF, PNG and JPEG and points the application at the exact object', async () => {
    const app = await draft();
    // An earlier attempt whose verification never got through: removed with the next verified upload.
    const attempt = documentName(app.owner, app.id, 'license');
    expect((await app.db.storage.from(BUCKET).upload(attempt, pdfBlob())).error).toBeNull();
    const license = await uploadDocument(app.db, app.owner, app.id, 'license', pdfBlob());
    expect(await objectExists(attempt)).toBe(false);
    expect(license).toMatchObject({ status: 200, body: { object_name: license.name, content_type: 'application/pdf' } });
    const insurance = await uploadDocument(app.db, app.owner, app.id, 'insurance', pngBlob(), 'png');
    expect(insurance).toMatchObject({ status: 200, body: { content_type: 'image/png' } });
    expect(await row(app.id)).toEqual({ license_document_path: license.name, insurance_document_path: insurance.name });
    const jpeg = await uploadDocument(app.db, app.owner, app.id, 'insurance', jpegBlob(), 'jpg');
    expect(jpeg).toMatchObject({ status: 200, body: { content_type: 'image/jpeg' } });
    expect(await verifiedNames(app.id)).toEqual([jpeg.name, license.name]);
    // The PNG it replaced is gone.
    expect(await objectExists(insurance.name)).toBe(false);
  });

  it('refuses (415 invalid_file_type) and deletes an upload whose bytes are not its name\'s type; the application is not pointed at it', async () => {
    const app = await draft();
    // PNG bytes stored as image/png under a .pdf name: the storage API lets it through, the function does not.
    const lying = await uploadDocument(app.db, app.owner, app.id, 'license', pngBlob());
    expect(lying).toMatchObject({ status: 415, body: { code: 'invalid_file_type' } });
    expect(await objectExists(lying.name)).toBe(false);
    expect(await row(app.id)).toEqual({ license_document_path: null, insurance_document_path: null });
    expect(await verifiedNames(app.id)).toEqual([]);
  });

  it("refuses another user's upload, another application's, and a caller without a session", async () => {
    const a = await draft();
    const b = await draft();
    const name = documentName(a.owner, a.id, 'license');
    expect((await a.db.storage.from(BUCKET).upload(name, pdfBlob())).error).toBeNull();
    const asB = await b.db.functions.invoke('verify-document', { body: { application_id: a.id, kind: 'license', object_name: name } });
    expect(asB.response?.status).toBe(400);
    const wrongKind = await a.db.functions.invoke('verify-document', { body: { application_id: a.id, kind: 'insurance', object_name: name } });
    expect(wrongKind.response?.status).toBe(400);
    const anon = await fetch(`${sb.url}/functions/v1/verify-document`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${sb.anonKey}`, apikey: sb.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ application_id: a.id, kind: 'license', object_name: name }),
    });
    expect(anon.status).toBe(401);
    // A browser reads the answer: one Access-Control-Allow-Origin, not the server's and the function's both.
    const fromSite = await fetch(`${sb.url}/functions/v1/verify-document`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${(await a.db.auth.getSession()).data.session?.access_token ?? ''}`, apikey: sb.anonKey, Origin: 'http://localhost:4173' },
      body: JSON.stringify({ application_id: a.id, kind: 'insurance', object_name: name }),
    });
    expect(fromSite.status).toBe(400);
    expect(fromSite.headers.get('access-control-allow-origin')).toBe('*');
    expect(await row(a.id)).toEqual({ license_document_path: null, insurance_document_path: null });
  });
});

describe('who may record or point at a document', () => {
  it('the applicant cannot set a document column itself, nor upload under an old-style or reused name, nor replace an object', async () => {
    const app = await draft();
    const name = documentName(app.owner, app.id, 'license');
    expect((await app.db.storage.from(BUCKET).upload(name, pdfBlob())).error).toBeNull();
    const direct = await app.db.from('applications').update({ license_document_path: name }).eq('id', app.id);
    expect(direct.error?.code).toBe('42501');

    const replace = await app.db.storage.from(BUCKET).upload(name, pdfBlob(128), { upsert: true });
    expect(replace.error).toMatchObject({ statusCode: '403' });
    const oldStyle = await app.db.storage.from(BUCKET).upload(`${app.owner}/${app.id}/license.pdf`, pdfBlob());
    expect(oldStyle.error).toMatchObject({ statusCode: '403' });

    // Verified, then replaced (and deleted): its name can never be uploaded again.
    const first = await uploadDocument(app.db, app.owner, app.id, 'license');
    await uploadDocument(app.db, app.owner, app.id, 'license');
    expect(await objectExists(first.name)).toBe(false);
    const reused = await app.db.storage.from(BUCKET).upload(first.name, pdfBlob());
    expect(reused.error).toMatchObject({ statusCode: '403' });
  });

  it('record_verified_document: refused for anon, the applicant and staff; the service role records only an own draft\'s existing object of the right type', async () => {
    const app = await draft();
    const name = documentName(app.owner, app.id, 'license');
    expect((await app.db.storage.from(BUCKET).upload(name, pdfBlob())).error).toBeNull();
    const args = { p_owner: app.owner, p_application_id: app.id, p_kind: 'license', p_object_name: name, p_content_type: 'application/pdf' };
    expect((await untypedClient(sb).rpc('record_verified_document', args)).error?.code).toBe('42501');
    expect((await app.db.rpc('record_verified_document', args)).error?.code).toBe('42501');
    expect((await staff.rpc('record_verified_document', args)).error?.code).toBe('42501');

    const service = serviceClient(sb) as unknown as SupabaseClient;
    expect((await service.rpc('record_verified_document', { ...args, p_owner: crypto.randomUUID() })).error?.code).toBe('42501');
    expect((await service.rpc('record_verified_document', { ...args, p_content_type: 'image/png' })).error?.code).toBe('23514');
    expect((await service.rpc('record_verified_document', { ...args, p_object_name: documentName(app.owner, app.id, 'license') })).error?.message).toBe('No such upload.');
    const recorded = await service.rpc('record_verified_document', args);
    expect(recorded).toMatchObject({ error: null, data: null });
    expect((await service.rpc('record_verified_document', args)).error?.code).toBe('23505');
    expect(await row(app.id)).toMatchObject({ license_document_path: name });
  });

  const ROLES: Array<[string, string, Record<string, unknown>]> = [
    ['anon', 'anon', { role: 'anon' }],
    ['anonymous applicant', 'authenticated', { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001', is_anonymous: true }],
    ['professional', 'authenticated', { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000002', is_anonymous: false }],
    ['dispatcher', 'authenticated', { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000004', app_metadata: { role: 'dispatcher' } }],
    ['admin', 'authenticated', { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000005', app_metadata: { role: 'admin' } }],
  ];
  for (const [name, role, claims] of ROLES) {
    it(`${name}: no read or write of private.application_documents, no recording function`, async () => {
      const statements = [
        'select * from private.application_documents limit 1',
        `insert into private.application_documents (application_id, kind, object_name, content_type, size) values ('${crypto.randomUUID()}', 'license', 'x', 'application/pdf', 1)`,
        'update private.application_documents set superseded_at = now()',
        'delete from private.application_documents',
        `select private.record_verified_document('${crypto.randomUUID()}', '${crypto.randomUUID()}', 'license', 'x', 'application/pdf')`,
        `select public.record_verified_document('${crypto.randomUUID()}', '${crypto.randomUUID()}', 'license', 'x', 'application/pdf')`,
      ];
      for (const statement of statements) {
        const outcome = await sb.runExclusive(async (db) =>
          db.transaction(async (tx) => {
            await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [role, JSON.stringify(claims)]);
            try {
              await tx.query(statement);
              return 'allowed';
            } catch (error) {
              return (error as { code?: string }).code ?? 'error';
            } finally {
              await tx.rollback();
            }
          }),
        );
        expect(outcome, statement).toBe('42501');
      }
    });
  }

  it('the service role reads private.application_documents (the function records through it)', async () => {
    const outcome = await sb.runExclusive(async (db) =>
      db.transaction(async (tx) => {
        await tx.query(`select set_config('role', 'service_role', true)`);
        const res = await tx.query('select count(*) from private.application_documents');
        await tx.rollback();
        return res.rows.length;
      }),
    );
    expect(outcome).toBe(1);
  });
});

/** The console's call: document-link with the caller's session; the answer and, on 200, the link. */
async function documentLink(db: SupabaseClient, name: string): Promise<{ status: number; body: Record<string, unknown>; url: string | null }> {
  const token = (await db.auth.getSession()).data.session?.access_token ?? sb.anonKey;
  const res = await fetch(`${sb.url}/functions/v1/document-link`, {
    method: 'POST',
    headers: { apikey: sb.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ object_name: name }),
  });
  const body = (await res.json()) as Record<string, unknown>;
  return { status: res.status, body, url: typeof body.signed_path === 'string' ? `${sb.url}${body.signed_path}` : null };
}

/** The lifetime a signed link's token carries (exp - iat, seconds). */
function linkLifetime(url: string): number {
  const token = new URL(url).searchParams.get('token') ?? '';
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { iat: number; exp: number };
  return claims.exp - claims.iat;
}

describe('staff open documents', () => {
  it('staff sign nothing themselves; document-link gives them a 60-second link to the verified document only; every response carries nosniff', async () => {
    const app = await draft();
    const unverified = documentName(app.owner, app.id, 'license');
    expect((await app.db.storage.from(BUCKET).upload(unverified, pdfBlob())).error).toBeNull();
    const refused = await staff.storage.from(BUCKET).createSignedUrl(unverified, 60);
    expect(refused.error).toMatchObject({ message: 'Object not found' });
    expect((await staff.storage.from(BUCKET).download(unverified)).error).not.toBeNull();
    expect(await documentLink(staff, unverified)).toMatchObject({ status: 404, body: { code: 'not_found' }, url: null });

    const verified = await uploadDocument(app.db, app.owner, app.id, 'insurance', pngBlob(), 'png');
    // Not even the verified document can be signed (or read) by staff directly, for any lifetime.
    expect((await staff.storage.from(BUCKET).createSignedUrl(verified.name, 3600)).error).toMatchObject({ message: 'Object not found' });
    expect((await staff.storage.from(BUCKET).download(verified.name)).error).not.toBeNull();

    const link = await documentLink(staff, verified.name);
    expect(link).toMatchObject({ status: 200, body: { expires_in: 60 } });
    expect(linkLifetime(link.url ?? '')).toBe(60);
    const res = await fetch(link.url ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="insurance-[0-9a-f-]{36}\.png"$/);

    const own = await fetch(`${sb.url}/storage/v1/object/authenticated/${BUCKET}/${unverified}`, {
      headers: { Authorization: `Bearer ${(await app.db.auth.getSession()).data.session?.access_token ?? ''}`, apikey: sb.anonKey },
    });
    // The applicant reads nothing back (tests/integration/upload-limits.test.ts).
    expect(own.status).toBe(400);
  });

  it('document-link refuses everyone but staff, the applicant included; the database decides', async () => {
    const app = await draft();
    const verified = await uploadDocument(app.db, app.owner, app.id, 'license', pdfBlob());
    const applicant = await documentLink(app.db, verified.name);
    expect(applicant).toMatchObject({ status: 403, body: { code: 'forbidden', message: 'Only dispatch staff open application documents.' }, url: null });
    const other = await anonymousUser(sb);
    expect((await documentLink(other.db as unknown as SupabaseClient, verified.name)).status).toBe(403);
    // The anon key alone: the gateway lets it through (a valid JWT); the function itself refuses
    // it (no signed-in user: _shared/caller.ts).
    expect((await documentLink(untypedClient(sb), verified.name)).status).toBe(401);
    // What the function asks, asked directly.
    expect((await app.db.rpc('document_link_allowed', { p_name: verified.name })).error).toMatchObject({ code: '42501' });
    expect((await untypedClient(sb).rpc('document_link_allowed', { p_name: verified.name })).error).toMatchObject({ code: '42501' });
    expect((await staff.rpc('document_link_allowed', { p_name: verified.name })).data).toBe(true);
    expect((await staff.rpc('document_link_allowed', { p_name: documentName(app.owner, app.id, 'insurance') })).data).toBe(false);
    // No session at all: the gateway refuses before the function runs.
    const bare = await fetch(`${sb.url}/functions/v1/document-link`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ object_name: verified.name }) });
    expect(bare.status).toBe(401);
  });

  it('a link signed before a re-upload does not serve the new file', async () => {
    const app = await draft();
    const first = await uploadDocument(app.db, app.owner, app.id, 'license', pdfBlob(64));
    const oldLink = await documentLink(staff, first.name);
    expect(oldLink.status).toBe(200);
    expect((await (await fetch(oldLink.url ?? '')).arrayBuffer()).byteLength).toBe(64);

    const second = await uploadDocument(app.db, app.owner, app.id, 'license', pdfBlob(200));
    expect(second.status).toBe(200);
    expect(second.name).not.toBe(first.name);
    expect(await row(app.id)).toMatchObject({ license_document_path: second.name });

    const replayed = await fetch(oldLink.url ?? '');
    expect(replayed.status).not.toBe(200);
    const body = Buffer.from(await replayed.arrayBuffer());
    expect(body.includes(Buffer.from('%PDF-'))).toBe(false);

    const newLink = await documentLink(staff, second.name);
    expect((await (await fetch(newLink.url ?? '')).arrayBuffer()).byteLength).toBe(200);
    // The superseded object gets no link any more either.
    expect((await documentLink(staff, first.name)).status).toBe(404);
  });

  it('the review detail lists the current verified documents with their type', async () => {
    const app = await draft();
    const license = await uploadDocument(app.db, app.owner, app.id, 'license', jpegBlob(), 'jpg');
    const detail = await staff.rpc('application_review_detail', { p_application_id: app.id });
    expect(detail.error).toBeNull();
    expect((detail.data as { documents: unknown[] }).documents).toEqual([
      expect.objectContaining({ kind: 'license', object_name: license.name, content_type: 'image/jpeg', size: 64 }),
    ]);
  });
});
