// deno test: the pro-account handler with an in-memory Auth and database standing in for the
// admin API and link_pro_account (tests/integration/pro-accounts.test.ts drives the real ones).
import assert from 'node:assert/strict';
import type { Caller } from './caller.ts';
import { handleProAccount, type LinkOutcome, type ProAccountDeps, type StaffCheck } from './pro_account.ts';

const PRO = '11111111-1111-4111-8111-111111111111';
const EMAIL = 'pro@example.com';

function world(options: { caller: Caller; staff?: StaffCheck; existing?: 'none' | 'foreign' | 'ours'; linked?: boolean; createFails?: boolean }) {
  let existing = options.existing ?? 'none';
  let linked = options.linked ?? false;
  const created: string[] = [];
  const deps: ProAccountDeps = {
    authenticate: () => Promise.resolve(options.caller),
    staffCheck: () => Promise.resolve(options.staff ?? 'needed'),
    pending: (proId) => Promise.resolve(linked || (proId !== null && proId !== PRO) ? [] : [{ pro_id: PRO, email: EMAIL }]),
    createUser: (email, proId) => {
      if (options.createFails) return Promise.reject(new Error('Auth is down'));
      if (existing !== 'none') return Promise.resolve('exists');
      created.push(`${email}:${proId}`);
      existing = 'ours';
      return Promise.resolve('created');
    },
    link: (): Promise<LinkOutcome> => {
      if (linked) return Promise.resolve('already_linked');
      if (existing === 'ours') {
        linked = true;
        return Promise.resolve('linked');
      }
      return Promise.resolve(existing === 'foreign' ? 'conflict' : 'missing');
    },
  };
  return { deps, created, isLinked: () => linked };
}

const post = (body: unknown) => new Request('http://localhost/pro-account', { method: 'POST', body: JSON.stringify(body) });
const staffCaller: Caller = { kind: 'user', token: 'staff-token', claims: { role: 'authenticated', sub: 'x' } };

Deno.test('nobody (an unverified token) gets 401 and nothing is created', async () => {
  const w = world({ caller: { kind: 'none', reason: 'the token does not verify' } });
  const res = await handleProAccount(post({ pro_id: PRO }), w.deps);
  assert.equal(res.status, 401);
  assert.deepEqual(w.created, []);
});

Deno.test('a signed-in user who is not staff gets 403; staff must name the professional', async () => {
  const w = world({ caller: staffCaller, staff: 'not_staff' });
  assert.equal((await handleProAccount(post({ pro_id: PRO }), w.deps)).status, 403);
  assert.equal((await handleProAccount(post({}), world({ caller: staffCaller }).deps)).status, 400);
  assert.equal((await handleProAccount(post({ pro_id: 'nope' }), world({ caller: staffCaller }).deps)).status, 400);
  assert.deepEqual(w.created, []);
});

Deno.test('staff: the account is created with app_metadata.pro_id and linked', async () => {
  const w = world({ caller: staffCaller });
  const res = await handleProAccount(post({ pro_id: PRO }), w.deps);
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { results: [{ pro_id: PRO, outcome: 'linked' }] });
  assert.deepEqual(w.created, [`${EMAIL}:${PRO}`]);
});

Deno.test('an account with the address that Auth did not make for the professional is a conflict: nothing created, nothing linked', async () => {
  const w = world({ caller: { kind: 'service', via: 'scheduler_secret' }, existing: 'foreign' });
  const res = await handleProAccount(post({}), w.deps);
  assert.deepEqual(await res.json(), { results: [{ pro_id: PRO, outcome: 'conflict' }] });
  assert.deepEqual(w.created, []);
  assert.equal(w.isLinked(), false);
});

Deno.test('a retry after the account was created but not linked links it without creating another', async () => {
  const w = world({ caller: { kind: 'service', via: 'jwt' }, existing: 'ours' });
  assert.deepEqual(await (await handleProAccount(post({}), w.deps)).json(), { results: [{ pro_id: PRO, outcome: 'linked' }] });
  assert.deepEqual(w.created, []);
});

Deno.test('Auth failing answers 502 with the professional still waiting (the scheduler retries)', async () => {
  const w = world({ caller: { kind: 'service', via: 'jwt' }, createFails: true });
  const res = await handleProAccount(post({}), w.deps);
  assert.equal(res.status, 502);
  assert.deepEqual(await res.json(), { results: [{ pro_id: PRO, outcome: 'failed' }] });
  assert.equal(w.isLinked(), false);
});

Deno.test("the scheduler's run is recorded for the service's health; a staff call for one professional is not", async () => {
  const runs: (string | null)[] = [];
  const failing = world({ caller: { kind: 'service', via: 'scheduler_secret' }, createFails: true });
  await handleProAccount(post({}), { ...failing.deps, recordRun: (error) => Promise.resolve(void runs.push(error)) });
  const working = world({ caller: { kind: 'service', via: 'scheduler_secret' } });
  await handleProAccount(post({}), { ...working.deps, recordRun: (error) => Promise.resolve(void runs.push(error)) });
  const staff = world({ caller: staffCaller });
  await handleProAccount(post({ pro_id: PRO }), { ...staff.deps, recordRun: (error) => Promise.resolve(void runs.push(error)) });
  assert.deepEqual(runs, ['1 account(s) could not be created', null]);
});
