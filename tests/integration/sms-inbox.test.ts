/**
 * The local SMS inbox (supabase/local/sms.ts) answers like Twilio's Messages API — Basic auth,
 * form bodies, Twilio's error codes and message resource — keeps what was sent for GET
 * /api/messages and its web page, and turns a simulated reply from a phone into a signed webhook
 * call whose TwiML answer is stored as the auto-reply. Also the segment count (GSM 03.38 vs UCS-2)
 * that the product's own tests reuse.
 *
 * Everything listens on port 0: an inbox, and a small webhook server that checks the signature
 * with the twilio library, as an Edge Function would.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFunctionSecrets } from '../../supabase/local/functions.ts';
import { LOCAL_TWILIO, SMS_INBOX_PORT, smsSegments, startSmsInbox, twimlMessages, type LocalSmsInbox, type SmsMessage } from '../../supabase/local/sms.ts';

const LANDLINE = '+12125550199';
const PHONE = '+12125550123';

let inbox: LocalSmsInbox;
let webhook: Server;
let webhookUrl: string;
/** What the webhook should answer next. */
let webhookAnswer: { status: number; twiml: string };
/** What the webhook received. */
let received: Array<{ url: string; headers: IncomingHttpHeaders; params: Record<string, string> }>;

function basicAuth(accountSid: string = LOCAL_TWILIO.accountSid, authToken: string = LOCAL_TWILIO.authToken): string {
  return `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
}

/** A send as an Edge Function makes it: form-encoded, Basic auth. */
function sendSms(
  params: Record<string, string>,
  options: { authorization?: string | null; accountSid?: string; url?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const authorization = options.authorization === undefined ? basicAuth() : options.authorization;
  if (authorization !== null) headers.Authorization = authorization;
  const base = options.url ?? inbox.url;
  return fetch(`${base}/2010-04-01/Accounts/${options.accountSid ?? LOCAL_TWILIO.accountSid}/Messages.json`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(params).toString(),
  });
}

async function listed(base = inbox.url): Promise<SmsMessage[]> {
  const response = await fetch(`${base}/api/messages`);
  expect(response.status).toBe(200);
  return (await response.json()) as SmsMessage[];
}

/** The one webhook call made so far. */
function onlyCall(): (typeof received)[number] {
  expect(received).toHaveLength(1);
  const [call] = received;
  if (!call) throw new Error('the webhook was not called');
  return call;
}

function inbound(value: unknown, base = inbox.url): Promise<Response> {
  return fetch(`${base}/api/inbound`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof value === 'string' ? value : JSON.stringify(value),
  });
}

beforeAll(async () => {
  webhook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      received.push({ url: `${webhookUrl.replace(/\/sms.*$/, '')}${req.url ?? ''}`, headers: req.headers, params });
      res.writeHead(webhookAnswer.status, { 'Content-Type': 'text/xml' });
      res.end(webhookAnswer.twiml);
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  // A query string, as a function URL may carry one: the signature covers it too.
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/sms?tenant=local`;
  inbox = await startSmsInbox({
    port: 0,
    inboundUrl: () => webhookUrl,
    failTo: (to) => (to === LANDLINE ? `The 'To' number ${to} is not a valid mobile number (landline).` : null),
  });
});

afterAll(async () => {
  await inbox?.stop();
  await new Promise<void>((resolve) => (webhook ? webhook.close(() => resolve()) : resolve()));
});

beforeEach(() => {
  inbox.clear();
  received = [];
  webhookAnswer = { status: 200, twiml: '<?xml version="1.0" encoding="UTF-8"?><Response></Response>' };
});

describe('the local account', () => {
  it('has the shapes of real credentials, plainly fake', () => {
    expect(LOCAL_TWILIO.accountSid).toMatch(/^AC[0-9a-f]{32}$/);
    expect(LOCAL_TWILIO.messagingServiceSid).toMatch(/^MG[0-9a-f]{32}$/);
    expect(LOCAL_TWILIO.fromNumber).toMatch(/^\+1\d{3}55501\d{2}$/);
    expect(LOCAL_TWILIO.authToken.length).toBeGreaterThan(16);
    expect(SMS_INBOX_PORT).toBe(54330);
    expect(inbox.port).not.toBe(SMS_INBOX_PORT);
    expect(inbox.url).toBe(`http://127.0.0.1:${inbox.port}`);
  });

  it('is the account the Edge Functions are configured with (supabase/functions/.env)', () => {
    expect(readFunctionSecrets()).toMatchObject({
      TWILIO_API_URL: `http://127.0.0.1:${SMS_INBOX_PORT}`,
      TWILIO_ACCOUNT_SID: LOCAL_TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: LOCAL_TWILIO.authToken,
      TWILIO_MESSAGING_SERVICE_SID: LOCAL_TWILIO.messagingServiceSid,
    });
  });
});

describe('POST /2010-04-01/Accounts/{AccountSid}/Messages.json', () => {
  const valid = { To: PHONE, From: LOCAL_TWILIO.fromNumber, Body: 'Your request was received.' };

  it('refuses a wrong or missing password, and another account’s path, with 401 20003', async () => {
    for (const response of [
      await sendSms(valid, { authorization: basicAuth(LOCAL_TWILIO.accountSid, 'wrong-token') }),
      await sendSms(valid, { authorization: null }),
      await sendSms(valid, { authorization: `Bearer ${LOCAL_TWILIO.authToken}` }),
      await sendSms(valid, { accountSid: `AC${'1'.repeat(32)}` }),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: 20003,
        message: 'Authenticate',
        more_info: 'https://www.twilio.com/docs/errors/20003',
        status: 401,
      });
    }
    expect(await listed()).toEqual([]);
  });

  it('stores a valid message and answers 201 with Twilio’s message resource', async () => {
    const response = await sendSms(valid);
    expect(response.status).toBe(201);
    const resource = (await response.json()) as Record<string, unknown>;
    expect(resource).toMatchObject({
      account_sid: LOCAL_TWILIO.accountSid,
      to: PHONE,
      from: LOCAL_TWILIO.fromNumber,
      messaging_service_sid: null,
      body: valid.Body,
      status: 'queued',
      direction: 'outbound-api',
      num_segments: '1',
      error_code: null,
      api_version: '2010-04-01',
    });
    expect(resource.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(resource.uri).toBe(`/2010-04-01/Accounts/${LOCAL_TWILIO.accountSid}/Messages/${String(resource.sid)}.json`);
    // RFC 2822, as Twilio: "Thu, 30 Jul 2015 20:12:31 +0000".
    expect(resource.date_created).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    expect(resource.date_updated).toBe(resource.date_created);
    expect(Math.abs(Date.parse(String(resource.date_created)) - Date.now())).toBeLessThan(5_000);

    const [message] = await listed();
    expect(message).toMatchObject({ sid: resource.sid, to: PHONE, from: LOCAL_TWILIO.fromNumber, body: valid.Body, direction: 'outbound-api' });
    expect(new Date(message?.date_created ?? '').toISOString()).toBe(message?.date_created);
    expect(inbox.messages()).toEqual(await listed());
  });

  it('sends from the local number through the Messaging Service, and lists newest first', async () => {
    expect((await sendSms({ To: PHONE, From: LOCAL_TWILIO.fromNumber, Body: 'first' })).status).toBe(201);
    const viaService = await sendSms({ To: '+447700900123', MessagingServiceSid: LOCAL_TWILIO.messagingServiceSid, Body: 'second' });
    expect(viaService.status).toBe(201);
    expect(await viaService.json()).toMatchObject({ from: LOCAL_TWILIO.fromNumber, messaging_service_sid: LOCAL_TWILIO.messagingServiceSid });
    expect((await sendSms({ To: PHONE, From: LOCAL_TWILIO.fromNumber, Body: 'third' })).status).toBe(201);
    expect((await listed()).map((m) => m.body)).toEqual(['third', 'second', 'first']);
  });

  it('refuses a missing To or Body, and a To that is not E.164, with Twilio’s codes', async () => {
    const cases: Array<[Record<string, string>, number, RegExp]> = [
      [{ From: LOCAL_TWILIO.fromNumber, Body: 'x' }, 21604, /'To' phone number is required/],
      [{ To: PHONE, From: LOCAL_TWILIO.fromNumber }, 21602, /body is required/],
      [{ To: PHONE, Body: 'x' }, 21603, /'From' phone number is required/],
      [{ To: '2125550123', From: LOCAL_TWILIO.fromNumber, Body: 'x' }, 21211, /^The 'To' number 2125550123 is not a valid phone number\.$/],
      [{ To: '+1 212 555 0123', From: LOCAL_TWILIO.fromNumber, Body: 'x' }, 21211, /is not a valid phone number/],
      [{ To: '+0123456789', From: LOCAL_TWILIO.fromNumber, Body: 'x' }, 21211, /is not a valid phone number/],
      [{ To: PHONE, From: LOCAL_TWILIO.fromNumber, Body: 'x'.repeat(1_601) }, 21617, /1600 character limit/],
    ];
    for (const [params, code, message] of cases) {
      const response = await sendSms(params);
      expect(response.status).toBe(400);
      const error = (await response.json()) as { code: number; message: string; status: number };
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
      expect(error.status).toBe(400);
    }
    expect(await listed()).toEqual([]);
  });

  it('refuses a number failTo names with 400 21614 and its message', async () => {
    const response = await sendSms({ ...valid, To: LANDLINE });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 21614,
      message: `The 'To' number ${LANDLINE} is not a valid mobile number (landline).`,
      status: 400,
    });
    expect(await listed()).toEqual([]);
  });
});

describe('GET and DELETE /api/messages', () => {
  it('DELETE empties the inbox', async () => {
    await sendSms({ To: PHONE, From: LOCAL_TWILIO.fromNumber, Body: 'to be cleared' });
    expect(await listed()).toHaveLength(1);
    const response = await fetch(`${inbox.url}/api/messages`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await listed()).toEqual([]);
    expect(inbox.messages()).toEqual([]);
  });
});

describe('POST /api/inbound (a reply from a phone)', () => {
  it('calls the webhook as Twilio does, signed, and stores the TwiML replies', async () => {
    webhookAnswer = {
      status: 200,
      twiml:
        '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Thanks &amp; see you &lt;soon&gt;</Message>' +
        '<Message><Body>Reply STOP to end</Body></Message></Response>',
    };
    const response = await inbound({ from: PHONE, body: 'YES 1234' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 200, replies: ['Thanks & see you <soon>', 'Reply STOP to end'] });

    const call = onlyCall();
    expect(call.url).toBe(webhookUrl);
    expect(call.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call.params).toMatchObject({
      AccountSid: LOCAL_TWILIO.accountSid,
      MessagingServiceSid: LOCAL_TWILIO.messagingServiceSid,
      From: PHONE,
      To: LOCAL_TWILIO.fromNumber,
      Body: 'YES 1234',
      NumMedia: '0',
      NumSegments: '1',
      SmsStatus: 'received',
      ApiVersion: '2010-04-01',
    });
    expect(call.params.MessageSid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(call.params.SmsSid).toBe(call.params.MessageSid);

    const signature = call.headers['x-twilio-signature'];
    expect(typeof signature).toBe('string');
    expect(twilio.validateRequest(LOCAL_TWILIO.authToken, String(signature), webhookUrl, call.params)).toBe(true);
    expect(twilio.validateRequest('another-auth-token', String(signature), webhookUrl, call.params)).toBe(false);
    expect(twilio.validateRequest(LOCAL_TWILIO.authToken, String(signature), webhookUrl, { ...call.params, Body: 'NO' })).toBe(false);

    const messages = await listed();
    expect(messages.map((m) => [m.direction, m.from, m.to, m.body])).toEqual([
      ['outbound-reply', LOCAL_TWILIO.fromNumber, PHONE, 'Reply STOP to end'],
      ['outbound-reply', LOCAL_TWILIO.fromNumber, PHONE, 'Thanks & see you <soon>'],
      ['inbound', PHONE, LOCAL_TWILIO.fromNumber, 'YES 1234'],
    ]);
    expect(messages[2]?.sid).toBe(call.params.MessageSid);
  });

  it('sends the given To, and stores no reply when the webhook answers empty TwiML or an error', async () => {
    const response = await inbound({ from: PHONE, to: '+17185550101', body: 'hello' });
    expect(await response.json()).toEqual({ status: 200, replies: [] });
    expect(received[0]?.params.To).toBe('+17185550101');

    webhookAnswer = { status: 500, twiml: '<Response><Message>never sent</Message></Response>' };
    expect(await (await inbound({ from: PHONE, body: 'again' })).json()).toEqual({ status: 500, replies: [] });
    expect((await listed()).map((m) => m.direction)).toEqual(['inbound', 'inbound']);
  });

  it('refuses invalid JSON or a missing from/body with 400', async () => {
    for (const body of ['not json', { body: 'no sender' }, { from: PHONE }, { from: 'me', body: 'x' }, { from: PHONE, body: '' }]) {
      expect((await inbound(body)).status).toBe(400);
    }
    expect(received).toEqual([]);
    expect(await listed()).toEqual([]);
  });

  it('answers 502 when there is no webhook or it cannot be reached', async () => {
    const lone = await startSmsInbox({ port: 0 });
    try {
      const response = await inbound({ from: PHONE, body: 'anyone?' }, lone.url);
      expect(response.status).toBe(502);
      expect(((await response.json()) as { message: string }).message).toMatch(/inboundUrl/);
    } finally {
      await lone.stop();
    }
    // A port nothing listens on any more.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = await startSmsInbox({ port: 0, inboundUrl: `http://127.0.0.1:${deadPort}/sms` });
    try {
      const response = await inbound({ from: PHONE, body: 'anyone?' }, unreachable.url);
      expect(response.status).toBe(502);
      expect(((await response.json()) as { message: string }).message).toMatch(/could not be reached/);
    } finally {
      await unreachable.stop();
    }
  });

  it('signs with the inbox’s own auth token', async () => {
    const other = await startSmsInbox({ port: 0, authToken: 'another-auth-token', inboundUrl: webhookUrl });
    try {
      expect((await inbound({ from: PHONE, body: 'signed' }, other.url)).status).toBe(200);
      const call = onlyCall();
      const signature = String(call.headers['x-twilio-signature']);
      expect(twilio.validateRequest('another-auth-token', signature, webhookUrl, call.params)).toBe(true);
      expect(twilio.validateRequest(LOCAL_TWILIO.authToken, signature, webhookUrl, call.params)).toBe(false);
      // Its API takes that token too.
      const send = await sendSms({ To: PHONE, From: LOCAL_TWILIO.fromNumber, Body: 'x' }, { url: other.url, authorization: basicAuth(LOCAL_TWILIO.accountSid, 'another-auth-token') });
      expect(send.status).toBe(201);
    } finally {
      await other.stop();
    }
  });
});

describe('twimlMessages', () => {
  it('reads plain and nested <Message> verbs, their to/from, entities and CDATA', () => {
    const twiml =
      '<?xml version="1.0"?><Response><Message action="https://x.test/?to=1" to="+12125550111">A &#8364; &#x263A; &apos;q&apos;</Message>' +
      "<Message from='+17185550101'><Body><![CDATA[<b>bold</b> & more]]></Body></Message><Message/><Message>  </Message></Response>";
    expect(twimlMessages(twiml)).toEqual([
      { body: "A € ☺ 'q'", to: '+12125550111', from: null },
      { body: '<b>bold</b> & more', to: null, from: '+17185550101' },
    ]);
    expect(twimlMessages('<Response/>')).toEqual([]);
  });
});

describe('the rest of the server', () => {
  it('answers 404 JSON for anything else and 413 for a body over 64 KB', async () => {
    const missing = await fetch(`${inbox.url}/2010-04-01/Accounts/${LOCAL_TWILIO.accountSid}/Calls.json`, { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await missing.json()).toMatchObject({ code: 20404, status: 404 });
    expect((await fetch(`${inbox.url}/api/messages`, { method: 'PUT' })).status).toBe(404);

    const large = await inbound({ from: PHONE, body: 'x'.repeat(70 * 1024) });
    expect(large.status).toBe(413);
    expect(received).toEqual([]);
  });

  it('GET / is the inbox page, with every text escaped', async () => {
    await sendSms({ To: PHONE, From: LOCAL_TWILIO.fromNumber, Body: 'the older message' });
    await sendSms({ To: PHONE, From: LOCAL_TWILIO.fromNumber, Body: '<script>alert("x")</script> & more' });
    const response = await fetch(`${inbox.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await response.text();
    expect(html).toContain('<title>Local SMS inbox</title>');
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(html.indexOf('&lt;script&gt;alert')).toBeLessThan(html.indexOf('the older message'));
    expect(html).toMatch(/<label for="from">/);
    expect(html).toContain("fetch('/api/inbound'");
    expect(html).not.toMatch(/(src|href)="https?:/);
  });
});

describe('smsSegments', () => {
  const CHINESE = '野生动物调度中心';

  it('counts GSM-7 septets: 160 in one SMS, 153 per part after', () => {
    expect(smsSegments('Hello')).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', segments: 2 });
    expect(smsSegments('a'.repeat(306))).toEqual({ encoding: 'GSM-7', segments: 2 });
    expect(smsSegments('a'.repeat(307))).toEqual({ encoding: 'GSM-7', segments: 3 });
  });

  it('counts each extension character as two septets, never split between parts', () => {
    expect(smsSegments('€')).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(smsSegments('€'.repeat(81))).toEqual({ encoding: 'GSM-7', segments: 2 });
    expect(smsSegments('a'.repeat(159) + '€')).toEqual({ encoding: 'GSM-7', segments: 2 });
    expect(smsSegments('a'.repeat(158) + '€')).toEqual({ encoding: 'GSM-7', segments: 1 });
    for (const c of ['^', '{', '}', '\\', '[', '~', ']', '|', '€', '\f']) {
      expect(smsSegments(c.repeat(81)), c).toEqual({ encoding: 'GSM-7', segments: 2 });
    }
    // 152 septets, then a two-septet character: it starts the second part, which is not split.
    expect(smsSegments('a'.repeat(152) + '€' + 'a'.repeat(151))).toEqual({ encoding: 'GSM-7', segments: 2 });
    expect(smsSegments('a'.repeat(152) + '€' + 'a'.repeat(152))).toEqual({ encoding: 'GSM-7', segments: 3 });
  });

  it('knows the GSM 03.38 basic set', () => {
    const basic = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
    expect([...basic]).toHaveLength(127);
    expect(smsSegments(basic)).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(smsSegments('¿Señor? ¡Niño! Café, Müller, Øresund, Ærø, Straße')).toEqual({ encoding: 'GSM-7', segments: 1 });
    for (const c of ['á', 'í', 'ó', 'ú', 'ç', 'Á', 'ê', '`', '’', '“', '😀', 'ẞ']) {
      expect(smsSegments(`Hola ${c}`).encoding, c).toBe('UCS-2');
    }
    expect(smsSegments('Su solicitud está en camino')).toEqual({ encoding: 'UCS-2', segments: 1 });
  });

  it('counts UCS-2 units: 70 in one SMS, 67 per part after; an emoji is two', () => {
    expect(smsSegments(CHINESE).encoding).toBe('UCS-2');
    expect(smsSegments('野'.repeat(70))).toEqual({ encoding: 'UCS-2', segments: 1 });
    expect(smsSegments('野'.repeat(71))).toEqual({ encoding: 'UCS-2', segments: 2 });
    expect(smsSegments('野'.repeat(134))).toEqual({ encoding: 'UCS-2', segments: 2 });
    expect(smsSegments('野'.repeat(135))).toEqual({ encoding: 'UCS-2', segments: 3 });
    expect(smsSegments('😀'.repeat(35))).toEqual({ encoding: 'UCS-2', segments: 1 });
    expect(smsSegments('😀'.repeat(36))).toEqual({ encoding: 'UCS-2', segments: 2 });
    // 66 units, then a surrogate pair that does not fit the first part whole.
    expect(smsSegments('á'.repeat(66) + '😀' + 'á'.repeat(66))).toEqual({ encoding: 'UCS-2', segments: 3 });
    expect(smsSegments('á'.repeat(65) + '😀' + 'á'.repeat(66))).toEqual({ encoding: 'UCS-2', segments: 2 });
  });

  it('is what the API reports as num_segments', async () => {
    const body = `Su solicitud ${'está en camino. '.repeat(5)}`;
    const response = await sendSms({ To: PHONE, From: LOCAL_TWILIO.fromNumber, Body: body });
    expect(await response.json()).toMatchObject({ num_segments: String(smsSegments(body).segments) });
    expect(smsSegments(body).segments).toBe(2);
  });
});
