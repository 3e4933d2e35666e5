/**
 * Findings of the outside security test (issue "Hardening"), each with the behaviour it must
 * have now: bad input answers 400 with the service's usual body, never 500; Auth follows
 * GoTrue where it matters (a replayed refresh token ends the session, a banned user cannot
 * refresh, a sign-up whose e-mail is not a string is refused).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalServer, uniqueEmail, untypedClient } from './helpers.ts';
import type { LocalSupabase } from '../../supabase/local/server.ts';
import { localOnly } from './target.ts';

let sb: LocalSupabase;
beforeAll(async () => {
  // The Auth contract as GoTrue serves it with e-mail sign-ups open (this project's config.toml
  // closes them with a before-user-created hook: pro-accounts.test.ts).
  sb = await startLocalServer({ auth: { beforeUserCreatedHook: null, enableConfirmations: false } });
});
afterAll(async () => {
  await sb?.stop();
});

const headers = (): Record<string, string> => ({ apikey: sb.anonKey, 'Content-Type': 'application/json' });
const deepObject = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
const deepArray = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;

localOnly('bad input answers 400, not 500', () => {
  it('a malformed percent-encoding in a REST or storage path', async () => {
    const rest = await fetch(`${sb.url}/rest/v1/leads%E0%A4%A`, { headers: headers() });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ code: 'PGRST100' });
    const storage = await fetch(`${sb.url}/storage/v1/object/application-documents/%E0%A4%A`, { headers: headers() });
    expect(storage.status).toBe(400);
    expect(await storage.json()).toMatchObject({ statusCode: '400' });
  });

  it('very deeply nested JSON on REST, RPC and Auth', async () => {
    for (const [url, body] of [
      [`${sb.url}/rest/v1/leads`, deepObject],
      [`${sb.url}/rest/v1/leads`, deepArray],
      [`${sb.url}/rest/v1/rpc/lead_status`, `{"p_token":${deepObject}}`],
      [`${sb.url}/auth/v1/signup`, deepObject],
      [`${sb.url}/auth/v1/token?grant_type=password`, `{"email":${deepArray}}`],
    ] as const) {
      const res = await fetch(url, { method: 'POST', headers: headers(), body });
      expect(res.status, url).toBe(400);
    }
    const users = await sb.runExclusive(async (db) => (await db.query('select count(*)::int as n from auth.users')).rows);
    expect(users).toEqual([{ n: 0 }]);
  });

  it('JSON of ordinary depth still works', async () => {
    const res = await fetch(`${sb.url}/rest/v1/rpc/lead_status`, { method: 'POST', headers: headers(), body: JSON.stringify({ p_token: 'x' }) });
    expect(res.status).toBe(200);
  });
});

localOnly('Auth as GoTrue', () => {
  it('a sign-up whose e-mail is not a string is refused, not turned into an anonymous user', async () => {
    for (const email of [42, { a: 1 }, ['x@example.com'], true]) {
      const res = await fetch(`${sb.url}/auth/v1/signup`, { method: 'POST', headers: headers(), body: JSON.stringify({ email, password: 'secret-123' }) });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('bad_json');
    }
    const anonymous = await sb.runExclusive(async (db) => (await db.query('select count(*)::int as n from auth.users where is_anonymous')).rows);
    expect(anonymous).toEqual([{ n: 0 }]);
  });

  async function signedIn(): Promise<{ email: string; refresh: string; access: string }> {
    const email = uniqueEmail('gotrue');
    const res = await fetch(`${sb.url}/auth/v1/signup`, { method: 'POST', headers: headers(), body: JSON.stringify({ email, password: 'secret-123' }) });
    const body = (await res.json()) as { refresh_token: string; access_token: string };
    return { email, refresh: body.refresh_token, access: body.access_token };
  }

  async function refresh(token: string): Promise<Response> {
    return fetch(`${sb.url}/auth/v1/token?grant_type=refresh_token`, { method: 'POST', headers: headers(), body: JSON.stringify({ refresh_token: token }) });
  }

  it('an old refresh token replayed after the reuse interval ends the whole session', async () => {
    const session = await signedIn();
    const first = (await (await refresh(session.refresh)).json()) as { refresh_token: string; access_token: string };
    // The first token was used more than the reuse interval (10 s) ago.
    await sb.runExclusive((db) => db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [session.refresh]));
    const replay = await refresh(session.refresh);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { code: string }).code).toBe('refresh_token_already_used');
    // The thief's replay ended the session: the current token and its access token are dead too.
    expect((await refresh(first.refresh_token)).status).toBe(400);
    const user = await fetch(`${sb.url}/auth/v1/user`, { headers: { apikey: sb.anonKey, Authorization: `Bearer ${first.access_token}` } });
    expect(user.status).toBe(403);
  });

  it('within the reuse interval an old token still yields the current one (several tabs)', async () => {
    const session = await signedIn();
    const first = (await (await refresh(session.refresh)).json()) as { refresh_token: string };
    const again = (await (await refresh(session.refresh)).json()) as { refresh_token: string };
    expect(again.refresh_token).toBe(first.refresh_token);
  });

  it('a banned user cannot refresh', async () => {
    const session = await signedIn();
    const admin = untypedClient(sb, sb.serviceRoleKey);
    const { data } = await admin.auth.admin.listUsers();
    const id = data.users.find((u) => u.email === session.email)?.id ?? '';
    await sb.runExclusive((db) => db.query(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [id]));
    const res = await refresh(session.refresh);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('user_banned');
  });
});
