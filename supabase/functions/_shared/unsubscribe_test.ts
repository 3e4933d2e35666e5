// deno test: the one-click unsubscribe handler with an in-memory store.
import assert from 'node:assert/strict';
import { handleUnsubscribe, type UnsubscribeOutcome } from './unsubscribe.ts';

const TOKEN = 'Uns_bscribeTokenUns_bscribeTokenUns_bscribe';

function deps(outcome: UnsubscribeOutcome | Error = 'unsubscribed') {
  const calls: string[] = [];
  return {
    calls,
    siteUrl: 'https://example.org/',
    unsubscribe: (token: string) => {
      calls.push(token);
      return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome);
    },
  };
}

const oneClick = (token: string) =>
  new Request(`https://api.example.org/functions/v1/newsletter-unsubscribe?token=${token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

Deno.test('the one-click POST unsubscribes by the token in the address, without any key', async () => {
  const d = deps();
  const res = await handleUnsubscribe(oneClick(TOKEN), d);
  assert.equal(res.status, 200);
  assert.equal(await res.text(), 'You are unsubscribed from NYC Wildlife Dispatch updates.');
  assert.deepEqual(d.calls, [TOKEN]);
});

Deno.test('a GET changes nothing and is sent to the site page', async () => {
  const d = deps();
  const res = await handleUnsubscribe(new Request(`https://api.example.org/functions/v1/newsletter-unsubscribe?token=${TOKEN}`), d);
  assert.equal(res.status, 303);
  assert.equal(res.headers.get('Location'), `https://example.org/newsletter/unsubscribe?token=${TOKEN}`);
  assert.deepEqual(d.calls, []);
});

Deno.test('an unknown or malformed token answers 404; a failure 500; other methods 405', async () => {
  assert.equal((await handleUnsubscribe(oneClick(TOKEN), deps('invalid'))).status, 404);
  const malformed = deps();
  assert.equal((await handleUnsubscribe(oneClick('short'), malformed)).status, 404);
  assert.deepEqual(malformed.calls, []);
  assert.equal((await handleUnsubscribe(oneClick(TOKEN), deps(new Error('db down')))).status, 500);
  const put = new Request(`https://api.example.org/x?token=${TOKEN}`, { method: 'PUT' });
  assert.equal((await handleUnsubscribe(put, deps())).status, 405);
});
