// deno test: the verify-document handler with an in-memory bucket and database standing in
// for Storage and record_verified_document (the integration test drives the real ones).
import assert from 'node:assert/strict';
import { DOCUMENT_LINK_SECONDS, bytesMatchContentType, handleDocumentLink, handleVerifyDocument, sniffDocumentType, type DocumentLinkAccess, type DocumentLinkDeps, type StoredObjectHead, type VerifyDocumentDeps } from './documents.ts';

const OWNER = '11111111-1111-4111-8111-111111111111';
const APP = '22222222-2222-4222-8222-222222222222';
const NAME = `${OWNER}/${APP}/license-33333333-3333-4333-8333-333333333333.pdf`;
const PDF = new TextEncoder().encode('%PDF-1.7\n');
const HTML = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');

function world(objects: Record<string, StoredObjectHead>, previous: string | null = null) {
  const removed: string[] = [];
  const recorded: string[] = [];
  const deps: VerifyDocumentDeps = {
    userId: (token) => Promise.resolve(token === 'applicant-token' ? OWNER : null),
    readHead: (name) => Promise.resolve(objects[name] ?? null),
    record: (d) => {
      recorded.push(d.objectName);
      return Promise.resolve({ ok: true, previous });
    },
    remove: (names) => {
      removed.push(...names);
      return Promise.resolve();
    },
    listFolder: (folder) => Promise.resolve(Object.keys(objects).filter((name) => name.startsWith(`${folder}/`) && !removed.includes(name))),
  };
  return { deps, removed, recorded };
}

function call(deps: VerifyDocumentDeps, body: unknown, token = 'applicant-token'): Promise<Response> {
  return handleVerifyDocument(
    new Request('http://localhost/verify-document', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify(body) }),
    deps,
  );
}

Deno.test('sniffs PDF, PNG and JPEG by their leading bytes, nothing else', () => {
  assert.equal(sniffDocumentType(PDF), 'application/pdf');
  assert.equal(sniffDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'image/png');
  assert.equal(sniffDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xdb])), 'image/jpeg');
  assert.equal(sniffDocumentType(HTML), null);
  assert.equal(sniffDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47])), null);
  assert.equal(bytesMatchContentType(PDF, 'application/pdf; charset=binary'), true);
  assert.equal(bytesMatchContentType(HTML, 'application/pdf'), false);
  assert.equal(bytesMatchContentType(PDF, 'text/html'), false);
});

Deno.test('an HTML page stored as license.pdf with type application/pdf: 415, deleted, never recorded', async () => {
  const { deps, removed, recorded } = world({ [NAME]: { contentType: 'application/pdf', head: HTML.subarray(0, 8) } });
  const res = await call(deps, { application_id: APP, kind: 'license', object_name: NAME });
  assert.equal(res.status, 415);
  assert.deepEqual(await res.json(), { code: 'invalid_file_type', message: 'Please upload a PDF, JPG, or PNG file.' });
  assert.deepEqual(removed, [NAME]);
  assert.deepEqual(recorded, []);
});

Deno.test('a real PDF is recorded; the upload it replaces and an unverified earlier one are deleted, the other kind stays', async () => {
  const old = `${OWNER}/${APP}/license-44444444-4444-4444-8444-444444444444.pdf`;
  const unverified = `${OWNER}/${APP}/license-66666666-6666-4666-8666-666666666666.pdf`;
  const insurance = `${OWNER}/${APP}/insurance-77777777-7777-4777-8777-777777777777.png`;
  const stored = { contentType: 'application/pdf', head: PDF.subarray(0, 8) };
  const { deps, removed, recorded } = world({ [NAME]: stored, [unverified]: stored, [insurance]: stored }, old);
  const res = await call(deps, { application_id: APP, kind: 'license', object_name: NAME });
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { object_name: NAME, content_type: 'application/pdf' });
  assert.deepEqual(recorded, [NAME]);
  assert.deepEqual(removed.sort(), [old, unverified].sort());
});

Deno.test("refuses without a session, another user's object, a wrong kind, a missing object", async () => {
  const { deps, recorded } = world({ [NAME]: { contentType: 'application/pdf', head: PDF } });
  assert.equal((await call(deps, { application_id: APP, kind: 'license', object_name: NAME }, 'someone-else')).status, 401);
  const foreign = NAME.replace(OWNER, '55555555-5555-4555-8555-555555555555');
  assert.equal((await call(deps, { application_id: APP, kind: 'license', object_name: foreign })).status, 400);
  assert.equal((await call(deps, { application_id: APP, kind: 'insurance', object_name: NAME })).status, 400);
  assert.equal((await call(deps, { application_id: APP, kind: 'license', object_name: NAME.replace('3333-4333', '3333-4334') })).status, 404);
  assert.equal((await call(deps, 'not an object')).status, 400);
  assert.deepEqual(recorded, []);
});

// ---------------------------------------------------------------------------------------------
// document-link
// ---------------------------------------------------------------------------------------------

function linkWorld(access: Record<string, DocumentLinkAccess>, stored: string[] = [NAME]) {
  const signed: { name: string; seconds: number }[] = [];
  const deps: DocumentLinkDeps = {
    access: (token, name) => Promise.resolve(token === 'staff-token' ? (access[name] ?? 'not_verified') : 'not_staff'),
    sign: (name, seconds) => {
      if (!stored.includes(name)) return Promise.resolve(null);
      signed.push({ name, seconds });
      return Promise.resolve(`/storage/v1/object/sign/application-documents/${name}?token=t`);
    },
  };
  return { deps, signed };
}

function link(deps: DocumentLinkDeps, body: unknown, init: { token?: string; method?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = init.token === '' ? {} : { Authorization: `Bearer ${init.token ?? 'staff-token'}` };
  return handleDocumentLink(
    new Request('http://localhost/document-link', { method: init.method ?? 'POST', headers, ...(init.method === 'GET' ? {} : { body: JSON.stringify(body) }) }),
    deps,
  );
}

Deno.test('document-link: staff get a link to a verified document that lives exactly 60 seconds', async () => {
  const { deps, signed } = linkWorld({ [NAME]: 'allowed' });
  const res = await link(deps, { object_name: NAME });
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { signed_path: `/storage/v1/object/sign/application-documents/${NAME}?token=t`, expires_in: 60 });
  assert.deepEqual(signed, [{ name: NAME, seconds: DOCUMENT_LINK_SECONDS }]);
  assert.equal(DOCUMENT_LINK_SECONDS, 60);
});

Deno.test('document-link: a caller who is not staff is refused and nothing is signed', async () => {
  const { deps, signed } = linkWorld({ [NAME]: 'allowed' });
  const res = await link(deps, { object_name: NAME }, { token: 'applicant-token' });
  assert.equal(res.status, 403);
  assert.deepEqual(await res.json(), { code: 'forbidden', message: 'Only dispatch staff open application documents.' });
  assert.equal((await link(deps, { object_name: NAME }, { token: '' })).status, 401);
  assert.deepEqual(signed, []);
});

Deno.test('document-link: an unverified, superseded or vanished object gets no link', async () => {
  const { deps, signed } = linkWorld({ [NAME]: 'not_verified' });
  const res = await link(deps, { object_name: NAME });
  assert.equal(res.status, 404);
  assert.deepEqual(await res.json(), { code: 'not_found', message: 'Not a verified document of an application.' });
  const gone = linkWorld({ [NAME]: 'allowed' }, []);
  assert.equal((await link(gone.deps, { object_name: NAME })).status, 404);
  assert.deepEqual([...signed, ...gone.signed], []);
});

Deno.test('document-link: anything but an application document name is refused before the database is asked', async () => {
  let asked = 0;
  const deps: DocumentLinkDeps = {
    access: () => {
      asked += 1;
      return Promise.resolve('allowed');
    },
    sign: () => Promise.resolve('/storage/v1/object/sign/x?token=t'),
  };
  for (const body of [{}, { object_name: 42 }, { object_name: `${OWNER}/${APP}/license.pdf` }, { object_name: `../${NAME}` }, { object_name: `${NAME}/../../other` }, [NAME], 'text']) {
    assert.equal((await link(deps, body)).status, 400, JSON.stringify(body));
  }
  const notJson = await handleDocumentLink(new Request('http://localhost/document-link', { method: 'POST', headers: { Authorization: 'Bearer staff-token' }, body: '{' }), deps);
  assert.equal(notJson.status, 400);
  assert.equal((await link(deps, undefined, { method: 'GET' })).status, 405);
  assert.equal(asked, 0);
});

Deno.test('a %PDF- (or PNG, JPEG) head with HTML after it is a polyglot: no type', () => {
  const polyglots = [
    '%PDF-1.7\n<html><body><script>alert(1)</script></body></html>',
    '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<< >>\nendobj\n<!DOCTYPE html><p>x</p>',
    `%PDF-1.7\n${'x'.repeat(3000)}<SCRIPT>alert(1)</SCRIPT>`,
    '%PDF-1.7\n<svg onload=alert(1)>',
  ];
  for (const text of polyglots) {
    const bytes = new TextEncoder().encode(text);
    assert.equal(sniffDocumentType(bytes), null, text.slice(0, 40));
    assert.equal(bytesMatchContentType(bytes, 'application/pdf'), false);
  }
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new TextEncoder().encode('<html>')]);
  assert.equal(sniffDocumentType(png), null);
  // A real PDF's dictionaries (<< >>) and binary bytes are not markup.
  const pdf = new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');
  assert.equal(sniffDocumentType(pdf), 'application/pdf');
});
