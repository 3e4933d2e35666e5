/**
 * Contract tests: the local Supabase answers supabase-js 2.119 the way the real stack does
 * (docs/supabase-wire.md).
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  anonClient,
  anonymousUser,
  client,
  documentName,
  finalizeFields,
  pdfBlob,
  serviceClient,
  startLocalServer,
  uniqueEmail,
  validLead,
  type Client,
} from './helpers.ts';
import type { LocalSupabase } from '../../supabase/local/server.ts';
import { localOnly } from './target.ts';

let sb: LocalSupabase;
let service: Client;

beforeAll(async () => {
  // The Auth contract as GoTrue serves it with e-mail sign-ups open (this project's config.toml
  // closes them with a before-user-created hook: pro-accounts.test.ts).
  sb = await startLocalServer({ auth: { beforeUserCreatedHook: null, enableConfirmations: false } });
  service = serviceClient(sb);
});

afterAll(async () => {
  await sb?.stop();
});

function decodeClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

localOnly('REST: the rows of docs/supabase-wire.md#rest', () => {
  it('insert without select: 201, no body, data null', async () => {
    const res = await anonClient(sb).from('leads').insert(validLead());
    expect(res.error).toBeNull();
    expect(res.status).toBe(201);
    expect(res.data).toBeNull();
  });

  it('insert an array: 201 (columns= sent by supabase-js)', async () => {
    const res = await service.from('leads').insert([validLead(), validLead({ zip: '10001' })]);
    expect(res.error).toBeNull();
    expect(res.status).toBe(201);
  });

  it('insert with select id: 201 and an array; with single(): the object', async () => {
    const { db } = await anonymousUser(sb);
    const list = await db.from('applications').insert({ business_name: 'A' }).select('id');
    expect(list.status).toBe(201);
    expect(Array.isArray(list.data)).toBe(true);
    expect(list.data?.[0]?.id).toMatch(/^[0-9a-f-]{36}$/);

    const one = await db.from('applications').insert({ business_name: 'B' }).select('id').single();
    expect(one.status).toBe(201);
    expect(one.data).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('update by id with select: 200 with the row; without select: 204', async () => {
    const { db } = await anonymousUser(sb);
    const created = await db.from('applications').insert({ business_name: 'C' }).select('id').single();
    const id = created.data?.id ?? '';

    const withSelect = await db.from('applications').update({ owner_name: 'Chris' }).eq('id', id).select('id, owner_name').single();
    expect(withSelect.status).toBe(200);
    expect(withSelect.data).toEqual({ id, owner_name: 'Chris' });

    const plain = await db.from('applications').update({ city: 'Queens' }).eq('id', id);
    expect(plain.status).toBe(204);
    expect(plain.data).toBeNull();
  });

  it('0-row update: 204 without select, 200 [] with select', async () => {
    const { db } = await anonymousUser(sb);
    const missing = crypto.randomUUID();
    const plain = await db.from('applications').update({ city: 'X' }).eq('id', missing);
    expect(plain.error).toBeNull();
    expect(plain.status).toBe(204);
    const listed = await db.from('applications').update({ city: 'X' }).eq('id', missing).select('id');
    expect(listed.status).toBe(200);
    expect(listed.data).toEqual([]);
  });

  it('single() on 0 rows: 406 PGRST116', async () => {
    const { db } = await anonymousUser(sb);
    const res = await db.from('applications').update({ city: 'X' }).eq('id', crypto.randomUUID()).select('id').single();
    expect(res.status).toBe(406);
    expect(res.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
    });
  });

  it('single() on 2 rows: 406 PGRST116 and the update is rolled back', async () => {
    const a = validLead({ name: 'Before' });
    const b = validLead({ name: 'Before' });
    await service.from('leads').insert([a, b]);
    const res = await service.from('leads').update({ name: 'After' }).in('id', [a.id, b.id]).select('id').single();
    expect(res.status).toBe(406);
    expect(res.error?.details).toBe('The result contains 2 rows');
    const after = await service.from('leads').select('name').in('id', [a.id, b.id]);
    expect(after.data?.map((r) => r.name)).toEqual(['Before', 'Before']);
  });

  it('RLS failure: 401 for the anon key, 403 for a signed-in user (42501)', async () => {
    const anon = await anonClient(sb)
      .from('leads')
      .insert(validLead({ source: 'contact_flow', source_page: '/contact', agreed_to_terms: false }));
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
    expect(anon.error?.message).toBe('new row violates row-level security policy for table "leads"');

    const { db } = await anonymousUser(sb);
    const signedIn = await db.from('applications').insert({ status: 'submitted', ...finalizeFields });
    expect(signedIn.status).toBe(403);
    expect(signedIn.error?.code).toBe('42501');
  });

  it('missing grant: 401 permission denied for anon reading leads', async () => {
    const res = await anonClient(sb).from('leads').select('id');
    expect(res.status).toBe(401);
    expect(res.error).toMatchObject({ code: '42501', message: 'permission denied for table leads' });
  });

  it('check violation: 400 23514 with PostgREST error shape', async () => {
    const res = await anonClient(sb).from('leads').insert(validLead({ phone: '(555) 234-5678' }));
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: '23514', details: null });
    expect(Object.keys(res.error ?? {}).sort()).toEqual(['code', 'details', 'hint', 'message']);
  });

  it('bad uuid: 400 22P02', async () => {
    const res = await service.from('leads').select('id').eq('id', 'not-a-uuid');
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe('22P02');
  });

  it('unknown column in the body: 400 PGRST204', async () => {
    const res = await anonClient(sb).from('leads').insert({ ...validLead(), favourite_colour: 'green' } as never);
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'favourite_colour' column of 'leads' in the schema cache",
    });
  });

  it('unknown table: 404 PGRST205', async () => {
    const res = await service.from('nope' as 'leads').select('id');
    expect(res.status).toBe(404);
    expect(res.error?.code).toBe('PGRST205');
  });

  it('GET filters, order, limit and count=exact', async () => {
    const tag = `Filter ${Date.now()}`;
    await service.from('leads').insert([
      validLead({ name: `${tag} a`, zip: '10451' }),
      validLead({ name: `${tag} b`, zip: '10301' }),
      validLead({ name: `${tag} c`, zip: '11354' }),
    ]);
    const res = await service
      .from('leads')
      .select('name, borough', { count: 'exact' })
      .like('name', `${tag}%`)
      .neq('borough', 'Queens')
      .in('zip', ['10451', '10301', '11354'])
      .order('name', { ascending: false })
      .limit(5);
    expect(res.status).toBe(200);
    expect(res.count).toBe(2);
    expect(res.data).toEqual([
      { name: `${tag} b`, borough: 'Staten Island' },
      { name: `${tag} a`, borough: 'Bronx' },
    ]);
    const nulls = await service.from('leads').select('id').like('name', `${tag}%`).is('animal_type', null);
    expect(nulls.data).toHaveLength(3);
  });

  it('upsert with ignore-duplicates keeps the row; merge-duplicates updates it', async () => {
    const { id: owner } = await anonymousUser(sb);
    const row = { id: crypto.randomUUID(), owner, business_name: 'Original' };
    await service.from('applications').insert(row);
    const ignored = await service.from('applications').upsert({ ...row, business_name: 'Ignored' }, { onConflict: 'id', ignoreDuplicates: true });
    expect(ignored.error).toBeNull();
    // PostgREST answers 200 only for a merge-duplicates upsert that inserted nothing; an
    // ignore-duplicates one stays 201 (docs/supabase-wire.md#rest).
    expect(ignored.status).toBe(201);
    const kept = await service.from('applications').select('business_name').eq('id', row.id).single();
    expect(kept.data).toEqual({ business_name: 'Original' });
    const merged = await service.from('applications').upsert({ ...row, business_name: 'Merged' }, { onConflict: 'id' }).select('business_name').single();
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual({ business_name: 'Merged' });
  });

  it('an upsert of an existing lead id changes nothing (the insert trigger skips known ids)', async () => {
    const lead = validLead({ name: 'Original' });
    await service.from('leads').insert(lead);
    const res = await service.from('leads').upsert({ ...lead, name: 'Changed' }, { onConflict: 'id' });
    expect(res.error).toBeNull();
    const after = await service.from('leads').select('name').eq('id', lead.id).single();
    expect(after.data).toEqual({ name: 'Original' });
  });

  it('delete: 204', async () => {
    const lead = validLead();
    await service.from('leads').insert(lead);
    const res = await service.from('leads').delete().eq('id', lead.id);
    expect(res.status).toBe(204);
  });

  it('unknown schema profile: 406 PGRST106', async () => {
    const res = await fetch(`${sb.url}/rest/v1/users?select=id`, {
      headers: { apikey: sb.serviceRoleKey, authorization: `Bearer ${sb.serviceRoleKey}`, 'accept-profile': 'auth' },
    });
    expect(res.status).toBe(406);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST106');
  });
});

localOnly('JWT checks', () => {
  it('a token with a bad signature: 401 PGRST301', async () => {
    const forged = `${sb.anonKey.split('.').slice(0, 2).join('.')}.AAAA`;
    const res = await fetch(`${sb.url}/rest/v1/leads?select=id`, {
      headers: { apikey: sb.anonKey, authorization: `Bearer ${forged}` },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST301');
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('an expired token: 401 PGRST303', async () => {
    const expired = await new SignJWT({ role: 'authenticated', sub: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(sb.jwtSecret));
    const res = await fetch(`${sb.url}/rest/v1/applications?select=id`, {
      headers: { apikey: sb.anonKey, authorization: `Bearer ${expired}` },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('supabase-js with a garbage key gets 401 PGRST301', async () => {
    const res = await client(sb, 'not-a-jwt').from('leads').insert(validLead());
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe('PGRST301');
  });
});

localOnly('Auth (docs/supabase-wire.md#auth)', () => {
  it('sign up returns a session (auto-confirm) with the claims of docs/supabase-wire.md#auth', async () => {
    const email = uniqueEmail();
    const db = client(sb);
    const { data, error } = await db.auth.signUp({ email, password: 'correct-horse' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user).toMatchObject({ email, aud: 'authenticated', role: 'authenticated', is_anonymous: false });
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    const claims = decodeClaims(data.session?.access_token ?? '');
    expect(claims).toMatchObject({
      iss: `${sb.url}/auth/v1`,
      sub: data.user?.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(typeof claims.session_id).toBe('string');
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  it('sign up twice: 422 user_already_exists; weak password: 422 weak_password', async () => {
    const email = uniqueEmail();
    await client(sb).auth.signUp({ email, password: 'correct-horse' });
    const again = await client(sb).auth.signUp({ email, password: 'correct-horse' });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
    const weak = await client(sb).auth.signUp({ email: uniqueEmail(), password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it('sign in with a wrong password: 400 invalid_credentials; right password: a session', async () => {
    const email = uniqueEmail();
    await client(sb).auth.signUp({ email, password: 'correct-horse' });
    const db = client(sb);
    const wrong = await db.auth.signInWithPassword({ email, password: 'wrong-horse' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    const right = await db.auth.signInWithPassword({ email, password: 'correct-horse' });
    expect(right.error).toBeNull();
    expect(right.data.session?.user.email).toBe(email);
  });

  it('refresh rotates the refresh token; a replay after the reuse interval fails', async () => {
    const db = client(sb);
    const first = await db.auth.signUp({ email: uniqueEmail(), password: 'correct-horse' });
    const oldToken = first.data.session?.refresh_token ?? '';
    const refreshed = await db.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const newToken = refreshed.data.session?.refresh_token ?? '';
    expect(newToken).not.toBe('');
    expect(newToken).not.toBe(oldToken);

    // Within the reuse interval the old token yields the current one (parallel tabs).
    const reuse = await fetch(`${sb.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: sb.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: oldToken }),
    });
    expect(reuse.status).toBe(200);
    expect(((await reuse.json()) as { refresh_token: string }).refresh_token).toBe(newToken);

    // After it, a replay is refused.
    await sb.runExclusive((pg) =>
      pg.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [oldToken]),
    );
    const replay = await fetch(`${sb.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: sb.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ refresh_token: oldToken }),
    });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    expect(replay.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('getUser, then sign out (204) ends the session', async () => {
    const db = client(sb);
    const signUp = await db.auth.signUp({ email: uniqueEmail(), password: 'correct-horse' });
    const token = signUp.data.session?.access_token ?? '';
    const user = await db.auth.getUser();
    expect(user.data.user?.id).toBe(signUp.data.user?.id);

    const logout = await fetch(`${sb.url}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: { apikey: sb.anonKey, authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(204);
    const after = await fetch(`${sb.url}/auth/v1/user`, {
      headers: { apikey: sb.anonKey, authorization: `Bearer ${token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(after.status).toBe(403);
    expect(((await after.json()) as { code: string }).code).toBe('session_not_found');

    const db2 = client(sb);
    await db2.auth.signUp({ email: uniqueEmail(), password: 'correct-horse' });
    const out = await db2.auth.signOut();
    expect(out.error).toBeNull();
    expect((await db2.auth.getSession()).data.session).toBeNull();
  });

  it('anonymous sign-in: a real auth.users row with is_anonymous, role authenticated', async () => {
    const db = client(sb);
    const { data, error } = await db.auth.signInAnonymously();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, email: '', app_metadata: {}, identities: [] });
    const claims = decodeClaims(data.session?.access_token ?? '');
    expect(claims).toMatchObject({ role: 'authenticated', is_anonymous: true, sub: data.user?.id });
    const row = await sb.runExclusive((pg) =>
      pg.query<{ is_anonymous: boolean }>(`select is_anonymous from auth.users where id = $1`, [data.user?.id]),
    );
    expect(row.rows[0]?.is_anonymous).toBe(true);
  });

  it('admin API: the service role sets app_metadata; other callers are refused', async () => {
    const admin = serviceClient(sb).auth.admin;
    const created = await admin.createUser({ email: uniqueEmail('admin'), password: 'correct-horse', email_confirm: true });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    const updated = await admin.updateUserById(id, { app_metadata: { role: 'staff' } });
    expect(updated.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'staff' });
    const fetched = await admin.getUserById(id);
    expect(fetched.data.user?.id).toBe(id);
    const listed = await admin.listUsers({ perPage: 1000 });
    expect(listed.data.users.some((u) => u.id === id)).toBe(true);

    const { db } = await anonymousUser(sb);
    const refused = await db.auth.admin.updateUserById(id, { app_metadata: { role: 'staff' } });
    expect(refused.error).toMatchObject({ status: 403, code: 'not_admin' });

    const deleted = await admin.deleteUser(id);
    expect(deleted.error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404 });
  });

  it('auth errors carry X-Supabase-Api-Version, exposed through CORS', async () => {
    const res = await fetch(`${sb.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: sb.anonKey,
        'content-type': 'application/json',
        origin: 'http://localhost:4173',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/i);
  });
});

localOnly('Storage (docs/supabase-wire.md#storage)', () => {
  it('uploads into the own folder of an own draft, refuses elsewhere', async () => {
    const { db, id: uid } = await anonymousUser(sb);
    const app = await db.from('applications').insert({ business_name: 'Docs' }).select('id').single();
    const appId = app.data?.id ?? '';
    const bucket = db.storage.from('application-documents');

    const name = documentName(uid, appId, 'license');
    const file = name.split('/').pop() ?? '';
    const ok = await bucket.upload(name, pdfBlob());
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({ path: name, fullPath: `application-documents/${name}` });

    const elsewhere = await bucket.upload(documentName(crypto.randomUUID(), appId, 'license'), pdfBlob());
    expect(elsewhere.error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });

    const wrongName = await bucket.upload(`${uid}/${appId}/photo.pdf`, pdfBlob());
    expect(wrongName.error).toMatchObject({ statusCode: '403' });

    const again = await bucket.upload(name, pdfBlob());
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });

    // Never replaced in place (a re-upload is a new object: docs/dispatch-api.md "Documents").
    const upsert = await bucket.upload(name, pdfBlob(128), { upsert: true });
    expect(upsert.error).toMatchObject({ statusCode: '403' });

    // The applicant reads nothing back: no download, no listing, no signed link of any lifetime
    // (issue 25; tests/integration/upload-limits.test.ts). The service role does all three.
    expect((await bucket.download(name)).error).not.toBeNull();
    expect((await bucket.list(`${uid}/${appId}`)).data).toEqual([]);
    expect((await bucket.createSignedUrl(name, 60)).error).not.toBeNull();
    const asService = serviceClient(sb).storage.from('application-documents');
    const downloaded = await asService.download(name);
    expect(downloaded.error).toBeNull();
    expect(downloaded.data?.size).toBe(64);

    const listed = await asService.list(`${uid}/${appId}`);
    expect(listed.data?.map((f) => f.name)).toEqual([file]);

    const signed = await asService.createSignedUrl(name, 60);
    expect(signed.error).toBeNull();
    const viaSigned = await fetch(signed.data?.signedUrl ?? '');
    expect(viaSigned.status).toBe(200);
    expect(viaSigned.headers.get('content-type')).toBe('application/pdf');
    expect(viaSigned.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a wrong type (415) and a file over 5 MB (413)', async () => {
    const { db, id: uid } = await anonymousUser(sb);
    const app = await db.from('applications').insert({ business_name: 'Limits' }).select('id').single();
    const bucket = db.storage.from('application-documents');
    const path = documentName(uid, app.data?.id ?? '', 'insurance');

    const text = await bucket.upload(path, new Blob(['hello'], { type: 'text/plain' }));
    expect(text.error).toMatchObject({ status: 400, statusCode: '415' });

    const big = await bucket.upload(path, new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'application/pdf' }));
    expect(big.error).toMatchObject({ status: 400, statusCode: '413' });

    const exact = await bucket.upload(path, pdfBlob(5 * 1024 * 1024));
    expect(exact.error).toBeNull();
  });

  it('an unknown bucket: statusCode 404', async () => {
    const { db } = await anonymousUser(sb);
    const res = await db.storage.from('nope').upload('a/b.pdf', pdfBlob());
    expect(res.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});

localOnly('CORS (docs/supabase-wire.md#rest)', () => {
  it('answers a preflight with the requested headers and methods', async () => {
    const res = await fetch(`${sb.url}/rest/v1/leads`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, content-type, content-profile, prefer, x-client-info',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'apikey, authorization, content-type, content-profile, prefer, x-client-info',
    );
    expect(res.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
  });

  it('puts CORS headers on errors too', async () => {
    const res = await fetch(`${sb.url}/rest/v1/leads?select=id`, {
      headers: { apikey: sb.anonKey, origin: 'http://localhost:4173' },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
  });
});

localOnly('Test checkout page', () => {
  it('is clearly labelled, escapes its inputs and returns to /application-paid', async () => {
    const res = await fetch(
      `${sb.url}/test-checkout?client_reference_id=${encodeURIComponent('abc-123"><script>')}&prefilled_email=${encodeURIComponent('pat@example.com')}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('TEST CHECKOUT — no card is charged');
    expect(html).toContain('pat@example.com');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<form method="post" action="/test-checkout/pay">');
    expect(html).toContain('name="client_reference_id" value="abc-123&quot;&gt;&lt;script&gt;"');
    expect(html).toMatch(/<button type="submit"[^>]*aria-label="Pay[^"]*"[^>]*>Pay<\/button>/);
  });

  it("'Pay' returns the browser to /application-paid with the same reference", async () => {
    const res = await fetch(`${sb.url}/test-checkout/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_reference_id: 'abc-123', prefilled_email: 'pat@example.com' }).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost:4173/application-paid?client_reference_id=abc-123');
  });
});
