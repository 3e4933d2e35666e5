// deno test: the Twilio part (twilio.ts): sending a text, and the sms-inbound webhook's handler
// with the signature check injected (the real `twilio` library signs and validates here).
import assert from 'node:assert/strict';
import twilio from 'npm:twilio@6.2.0';
import { handleInbound, twilioSettings, twilioTransport, twiml } from './twilio.ts';

const TOKEN = 'test_auth_token';
const URL_ = 'https://project.supabase.co/functions/v1/sms-inbound';

function signedRequest(params: Record<string, string>, opts: { token?: string; signature?: string | null; url?: string } = {}): Request {
  const signature = opts.signature === undefined ? twilio.getExpectedTwilioSignature(opts.token ?? TOKEN, opts.url ?? URL_, params) : opts.signature;
  return new Request(URL_, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(signature === null ? {} : { 'X-Twilio-Signature': signature }) },
    body: new URLSearchParams(params).toString(),
  });
}

function deps(handled: { from: string; body: string }[]) {
  return {
    url: URL_,
    validate: (signature: string, url: string, params: Record<string, string>) => twilio.validateRequest(TOKEN, signature, url, params),
    handle: (from: string, body: string) => {
      handled.push({ from, body });
      return Promise.resolve({ kind: 'accepted', reference: '3F2A-9C1B' });
    },
    reply: (outcome: Record<string, unknown>) => `done: ${String(outcome.kind)} <&>`,
  };
}

const PARAMS = { MessageSid: 'SM1', AccountSid: 'AC1', From: '+17185550102', To: '+17185550100', Body: 'YES', NumMedia: '0' };

Deno.test('a validly signed reply is handled and answered with TwiML (escaped)', async () => {
  const handled: { from: string; body: string }[] = [];
  const res = await handleInbound(signedRequest(PARAMS), deps(handled));
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'text/xml');
  assert.equal(await res.text(), '<?xml version="1.0" encoding="UTF-8"?><Response><Message>done: accepted &lt;&amp;&gt;</Message></Response>');
  assert.deepEqual(handled, [{ from: '+17185550102', body: 'YES' }]);
});

Deno.test('a wrong, a missing or a replayed-elsewhere signature gets 403 and changes nothing', async () => {
  const handled: { from: string; body: string }[] = [];
  for (const request of [
    signedRequest(PARAMS, { token: 'another_token' }),
    signedRequest(PARAMS, { signature: null }),
    signedRequest(PARAMS, { signature: '' }),
    signedRequest(PARAMS, { url: 'https://elsewhere.example/functions/v1/sms-inbound' }),
  ]) {
    assert.equal((await handleInbound(request, deps(handled))).status, 403);
  }
  // A body changed after signing.
  const tampered = new Request(URL_, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': twilio.getExpectedTwilioSignature(TOKEN, URL_, PARAMS) },
    body: new URLSearchParams({ ...PARAMS, Body: 'NO' }).toString(),
  });
  assert.equal((await handleInbound(tampered, deps(handled))).status, 403);
  assert.deepEqual(handled, []);
});

Deno.test('only a signed form POST is read', async () => {
  const handled: { from: string; body: string }[] = [];
  assert.equal((await handleInbound(new Request(URL_, { method: 'GET' }), deps(handled))).status, 405);
  const json = new Request(URL_, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  assert.equal((await handleInbound(json, deps(handled))).status, 415);
  assert.deepEqual(handled, []);
});

Deno.test('settings: none without the account, the token and a sender; the local API URL when set', () => {
  assert.equal(twilioSettings(() => undefined), null);
  const env: Record<string, string> = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' };
  assert.equal(twilioSettings((n) => env[n]), null);
  env.TWILIO_FROM_NUMBER = '+17185550100';
  assert.deepEqual(twilioSettings((n) => env[n]), { accountSid: 'AC1', authToken: 't', messagingServiceSid: null, fromNumber: '+17185550100', apiUrl: 'https://api.twilio.com' });
  env.TWILIO_API_URL = 'http://127.0.0.1:54330/';
  assert.equal(twilioSettings((n) => env[n])?.apiUrl, 'http://127.0.0.1:54330');
});

Deno.test("sending posts Twilio's form with basic auth; a refusal throws its code and words", async () => {
  const calls: { url: string; headers: Record<string, string>; body: string }[] = [];
  let answer = { ok: true, status: 201, text: () => Promise.resolve('{}') };
  const transport = twilioTransport(
    (url, init) => {
      calls.push({ url, headers: init.headers, body: init.body });
      return Promise.resolve(answer);
    },
    { accountSid: 'AC1', authToken: 't', messagingServiceSid: 'MG1', fromNumber: null, apiUrl: 'https://api.twilio.com' },
  );
  await transport.send({ to: '+17185550102', body: 'Hi & bye' });
  assert.equal(calls[0]?.url, 'https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json');
  assert.equal(calls[0]?.headers.Authorization, `Basic ${btoa('AC1:t')}`);
  assert.deepEqual(Object.fromEntries(new URLSearchParams(calls[0]?.body)), { To: '+17185550102', Body: 'Hi & bye', MessagingServiceSid: 'MG1' });
  answer = { ok: false, status: 400, text: () => Promise.resolve('{"code":21614,"message":"To number is not a mobile number","status":400}') };
  await assert.rejects(transport.send({ to: '+12125550100', body: 'x' }), /Twilio 400: 21614 To number is not a mobile number/);
});

Deno.test('TwiML with no reply is an empty Response', () => {
  assert.equal(twiml(null), '<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
});
