/**
 * The local SMS inbox: a stand-in for Twilio's Messages API, the text-message twin of the e-mail
 * inbox (inbox.ts). The Edge Functions talk to it exactly as to Twilio, only with
 * TWILIO_API_URL=http://127.0.0.1:54330 instead of https://api.twilio.com, and the credentials of
 * LOCAL_TWILIO:
 *
 *   POST   /2010-04-01/Accounts/{AccountSid}/Messages.json   send (Basic auth, form body), as Twilio
 *   GET    /api/messages                                      every message, newest first (JSON)
 *   DELETE /api/messages                                      empty the inbox
 *   POST   /api/inbound  {"from","body","to"?}                a phone replies: the inbound webhook is
 *                                                             called as Twilio calls it (signed form
 *                                                             post) and its TwiML replies are stored
 *   GET    /                                                  the inbox as a web page
 *
 *   const sms = await startSmsInbox({ port: 0, inboundUrl: () => `${sb.url}/functions/v1/sms-inbound` });
 *   … sms.messages() …
 *   await sms.stop();
 *
 * Messages live in memory only: a restart empties the inbox, as nothing here is worth keeping.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import { smsSegments } from '../functions/_shared/texts.ts';
import { BodyTooLarge, json, readBody, type LocalResponse } from './http.ts';

export const SMS_INBOX_PORT = 54330;

/**
 * The local account: the fixed credentials of supabase/functions/.env (TWILIO_ACCOUNT_SID,
 * TWILIO_AUTH_TOKEN, TWILIO_MESSAGING_SERVICE_SID), so the Edge Functions authenticate here and
 * verify this inbox's webhook signatures out of the box. Same shapes as real ones (AC/MG + 32 hex
 * digits) so code that checks them accepts them, but plainly fake: all zeros, and 555-0100…0199
 * numbers are reserved for fiction.
 */
export const LOCAL_TWILIO = {
  accountSid: 'AC00000000000000000000000000000000',
  authToken: 'local_only_not_a_real_twilio_token',
  messagingServiceSid: 'MG00000000000000000000000000000000',
  fromNumber: '+17185550100',
} as const;

export interface SmsMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  /** ISO 8601. */
  date_created: string;
  /** outbound-api: sent through the API; inbound: a phone's reply; outbound-reply: the webhook's TwiML answer. */
  direction: 'outbound-api' | 'inbound' | 'outbound-reply';
  status: string;
  /** A string, as in Twilio's resources. */
  num_segments: string;
}

export interface LocalSmsInbox {
  /** API, JSON and web inbox, e.g. http://127.0.0.1:54330 */
  url: string;
  port: number;
  /** Every message, newest first. */
  messages(): SmsMessage[];
  clear(): void;
  stop(): Promise<void>;
}

export interface SmsInboxOptions {
  /** Port to listen on; 0 = a free random port. Default 54330. */
  port?: number;
  /** Host to bind. Default 127.0.0.1. */
  host?: string;
  /**
   * Where replies from phones are posted (the number's "A message comes in" webhook). A function
   * is asked on each reply, for a URL known only once the caller's own server has started.
   */
  inboundUrl?: string | (() => string);
  /** Default LOCAL_TWILIO.accountSid. */
  accountSid?: string;
  /** Default LOCAL_TWILIO.authToken; also the key of the webhook's X-Twilio-Signature. */
  authToken?: string;
  /** A message for numbers Twilio refuses (e.g. a landline: error 21614); null = deliver. */
  failTo?: (to: string) => string | null;
}

const API_VERSION = '2010-04-01';
/** The limit of any request body; Twilio's own message body limit is far below it. */
export const MAX_SMS_REQUEST_BYTES = 64 * 1024;
/** Twilio refuses a Body longer than this many characters (error 21617). */
const MAX_BODY_CHARS = 1_600;
/** Twilio waits this long for a webhook before giving up (error 11200). */
const WEBHOOK_TIMEOUT_MS = 15_000;
const E164 = /^\+[1-9]\d{7,14}$/;
const MESSAGES_PATH = new RegExp(`^/${API_VERSION}/Accounts/([^/]+)/Messages\\.json$`);

// Segments: counted once, with the product's text templates (the same count in every test).
export { smsSegments, type SmsSegments } from '../functions/_shared/texts.ts';

// Twilio's shapes --------------------------------------------------------------------------------

function newSid(prefix: 'SM'): string {
  return prefix + randomBytes(16).toString('hex');
}

/** Twilio's dates: RFC 2822, e.g. "Thu, 30 Jul 2015 20:12:31 +0000". */
function rfc2822(iso: string): string {
  return new Date(iso).toUTCString().replace(/GMT$/, '+0000');
}

/** Twilio's error body: { code, message, more_info, status }. */
function twilioError(status: number, code: number, message: string): LocalResponse {
  return json(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

function notFound(path: string): LocalResponse {
  return twilioError(404, 20404, `The requested resource ${path} was not found`);
}

function messageResource(message: SmsMessage, accountSid: string, messagingServiceSid: string | null): Record<string, unknown> {
  const date = rfc2822(message.date_created);
  const uri = `/${API_VERSION}/Accounts/${accountSid}/Messages/${message.sid}.json`;
  return {
    sid: message.sid,
    account_sid: accountSid,
    api_version: API_VERSION,
    to: message.to,
    from: message.from,
    messaging_service_sid: messagingServiceSid,
    body: message.body,
    status: message.status,
    direction: message.direction,
    num_segments: message.num_segments,
    num_media: '0',
    date_created: date,
    date_updated: date,
    date_sent: null,
    error_code: null,
    error_message: null,
    price: null,
    price_unit: 'USD',
    uri,
    subresource_uris: { media: uri.replace(/\.json$/, '/Media.json') },
  };
}

// Sending: POST /2010-04-01/Accounts/{AccountSid}/Messages.json -----------------------------------

interface Account {
  accountSid: string;
  authToken: string;
}

/** Whether the request carries HTTP Basic `AccountSid:AuthToken` of this account. */
function authenticated(req: IncomingMessage, account: Account): boolean {
  const match = /^Basic\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 && decoded.slice(0, colon) === account.accountSid && decoded.slice(colon + 1) === account.authToken;
}

/** Why Twilio would refuse these parameters, or null. Checked in Twilio's order: To, then From, then Body. */
function sendError(params: URLSearchParams, failTo: SmsInboxOptions['failTo']): LocalResponse | null {
  const to = params.get('To') ?? '';
  const body = params.get('Body') ?? '';
  if (to === '') return twilioError(400, 21604, "A 'To' phone number is required.");
  if (!E164.test(to)) return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
  if (!params.get('From') && !params.get('MessagingServiceSid')) {
    return twilioError(400, 21603, "A 'From' phone number is required.");
  }
  if (body === '') return twilioError(400, 21602, 'Message body is required.');
  if ([...body].length > MAX_BODY_CHARS) {
    return twilioError(400, 21617, `The concatenated message body exceeds the ${MAX_BODY_CHARS} character limit.`);
  }
  const refused = failTo?.(to) ?? null;
  if (refused !== null) return twilioError(400, 21614, refused);
  return null;
}

// Replies from phones: POST /api/inbound -------------------------------------------------------------

interface InboundReply {
  from: string;
  to: string;
  body: string;
}

/** The JSON of a simulated reply, or why it is refused. */
function parseInbound(raw: Buffer, defaultTo: string): InboundReply | string {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    return 'The body must be JSON: {"from": "+1…", "body": "…", "to"?: "+1…"}.';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'The body must be a JSON object.';
  const { from, body, to } = value as Record<string, unknown>;
  if (typeof from !== 'string' || !E164.test(from)) return '"from" must be an E.164 phone number, e.g. +12125550123.';
  if (typeof body !== 'string' || body === '') return '"body" must be a non-empty string.';
  if (to !== undefined && (typeof to !== 'string' || !E164.test(to))) return '"to" must be an E.164 phone number.';
  return { from, body, to: to ?? defaultTo };
}

/** The form parameters of Twilio's incoming-message webhook. */
function webhookParams(message: SmsMessage, accountSid: string): Record<string, string> {
  return {
    MessageSid: message.sid,
    SmsSid: message.sid,
    SmsMessageSid: message.sid,
    AccountSid: accountSid,
    MessagingServiceSid: LOCAL_TWILIO.messagingServiceSid,
    From: message.from,
    To: message.to,
    Body: message.body,
    NumMedia: '0',
    NumSegments: message.num_segments,
    SmsStatus: 'received',
    ApiVersion: API_VERSION,
  };
}

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function xmlText(raw: string): string {
  return raw
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, data: string) => data.replace(/&/g, '&amp;').replace(/</g, '&lt;'))
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return XML_ENTITIES[name] ?? whole;
    })
    .trim();
}

function xmlAttribute(attributes: string, name: string): string | null {
  // After whitespace only, so a "to=" inside another attribute's URL value is not taken for it.
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(attributes);
  return match ? xmlText(match[2] ?? match[3] ?? '') : null;
}

export interface TwimlMessage {
  body: string;
  to: string | null;
  from: string | null;
}

/**
 * The <Message> verbs of a TwiML answer, in order: `<Message>text</Message>` or the nested
 * `<Message><Body>text</Body></Message>`, with optional to/from attributes. A regular expression
 * rather than an XML parser: TwiML is flat, and the local stack needs no parser dependency.
 */
export function twimlMessages(twiml: string): TwimlMessage[] {
  const messages: TwimlMessage[] = [];
  for (const match of twiml.matchAll(/<Message\b([^>]*?)(?:\/>|>([\s\S]*?)<\/Message\s*>)/g)) {
    const attributes = match[1] ?? '';
    const inner = match[2] ?? '';
    const nested = /<Body\b[^>]*>([\s\S]*?)<\/Body\s*>/.exec(inner);
    const body = xmlText(nested ? (nested[1] ?? '') : inner);
    if (body !== '') messages.push({ body, to: xmlAttribute(attributes, 'to'), from: xmlAttribute(attributes, 'from') });
  }
  return messages;
}

// The web page ---------------------------------------------------------------------------------

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const DIRECTION_LABEL: Record<SmsMessage['direction'], string> = {
  'outbound-api': 'Sent',
  inbound: 'Reply from phone',
  'outbound-reply': 'Auto-reply',
};

/** The inbox page: no external assets; its one style and one script run under a per-page nonce. */
function inboxPage(messages: SmsMessage[]): LocalResponse {
  const nonce = randomBytes(16).toString('base64');
  const rows = messages
    .map(
      (m) => `<li><p class="meta"><strong>${escapeHtml(DIRECTION_LABEL[m.direction])}</strong> · from ${escapeHtml(m.from)} to ${escapeHtml(m.to)} · <time datetime="${escapeHtml(m.date_created)}">${escapeHtml(m.date_created)}</time> · ${escapeHtml(m.num_segments)} segment(s)</p><p class="body">${escapeHtml(m.body)}</p></li>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local SMS inbox</title>
<style nonce="${nonce}">
body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:0 auto;padding:1rem;color:#111;background:#fff}
ol{list-style:none;padding:0}li{border-bottom:1px solid #ccc;padding:.5rem 0}.meta{margin:0;color:#444;font-size:.875rem}
.body{margin:.25rem 0 0;white-space:pre-wrap;overflow-wrap:anywhere}label{display:block;margin-top:.5rem}
input,textarea{font:inherit;width:100%;box-sizing:border-box}button{font:inherit;margin-top:.5rem}
</style>
</head>
<body>
<main>
<h1>Local SMS inbox</h1>
<p>Text messages the local stack sent through its Twilio stand-in, newest first.</p>
<section aria-labelledby="reply-heading">
<h2 id="reply-heading">Simulate a reply from a phone</h2>
<form id="reply">
<label for="from">From (E.164)</label><input id="from" name="from" type="tel" required pattern="\\+[1-9][0-9]{7,14}" placeholder="+12125550123" autocomplete="off">
<label for="body">Message</label><textarea id="body" name="body" required rows="3"></textarea>
<button type="submit">Send reply</button>
<p id="result" role="status" aria-live="polite"></p>
</form>
</section>
<section aria-labelledby="messages-heading">
<h2 id="messages-heading">Messages (${messages.length})</h2>
${messages.length === 0 ? '<p>No messages yet.</p>' : `<ol>\n${rows}\n</ol>`}
</section>
</main>
<script nonce="${nonce}">
document.getElementById('reply').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = event.target;
  const result = document.getElementById('result');
  result.textContent = 'Sending…';
  try {
    const response = await fetch('/api/inbound', { method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: form.from.value, body: form.body.value }) });
    if (response.ok) { location.reload(); return; }
    const answer = await response.json().catch(() => ({}));
    result.textContent = 'Not sent: ' + (answer.message || response.status);
  } catch (error) { result.textContent = 'Not sent: ' + error; }
});
</script>
</body>
</html>
`;
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
    body: html,
  };
}

// The server -----------------------------------------------------------------------------------

function send(res: ServerResponse, out: LocalResponse): void {
  res.writeHead(out.status, out.headers ?? {});
  res.end(out.body ?? '');
}

export async function startSmsInbox(options: SmsInboxOptions = {}): Promise<LocalSmsInbox> {
  const host = options.host ?? '127.0.0.1';
  const account: Account = {
    accountSid: options.accountSid ?? LOCAL_TWILIO.accountSid,
    authToken: options.authToken ?? LOCAL_TWILIO.authToken,
  };
  // Oldest first; every reader reverses it, so messages of the same millisecond keep their order.
  let store: SmsMessage[] = [];

  function record(fields: Pick<SmsMessage, 'to' | 'from' | 'body' | 'direction' | 'status'>): SmsMessage {
    const message: SmsMessage = {
      sid: newSid('SM'),
      date_created: new Date().toISOString(),
      num_segments: String(smsSegments(fields.body).segments),
      ...fields,
    };
    store.push(message);
    return message;
  }

  const newestFirst = (): SmsMessage[] => store.map((m) => ({ ...m })).reverse();

  function sendMessage(req: IncomingMessage, pathAccount: string, raw: Buffer): LocalResponse {
    // Twilio answers 401 for a wrong password and for another account's path alike.
    if (!authenticated(req, account) || pathAccount !== account.accountSid) {
      return twilioError(401, 20003, 'Authenticate');
    }
    const params = new URLSearchParams(raw.toString('utf8'));
    const refused = sendError(params, options.failTo);
    if (refused) return refused;
    const messagingServiceSid = params.get('MessagingServiceSid') || null;
    const message = record({
      to: params.get('To') ?? '',
      // With a Messaging Service, Twilio picks a number of the service's pool: here the one number.
      from: params.get('From') || LOCAL_TWILIO.fromNumber,
      body: params.get('Body') ?? '',
      direction: 'outbound-api',
      status: 'queued',
    });
    return json(201, messageResource(message, account.accountSid, messagingServiceSid));
  }

  async function receiveReply(raw: Buffer): Promise<LocalResponse> {
    const reply = parseInbound(raw, LOCAL_TWILIO.fromNumber);
    if (typeof reply === 'string') return json(400, { message: reply, status: 400 });
    const url = typeof options.inboundUrl === 'function' ? options.inboundUrl() : options.inboundUrl;
    if (!url) return json(502, { message: 'No inbound webhook is configured (startSmsInbox({ inboundUrl })).', status: 502 });
    const inbound = record({ ...reply, direction: 'inbound', status: 'received' });
    const params = webhookParams(inbound, account.accountSid);
    let response: Response;
    let twiml: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          // Signed over the exact URL posted to, as Twilio signs it (query string included).
          'X-Twilio-Signature': twilio.getExpectedTwilioSignature(account.authToken, url, params),
          'User-Agent': 'TwilioProxy/1.1',
          Accept: '*/*',
        },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      twiml = await response.text();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return json(502, { message: `The inbound webhook ${url} could not be reached: ${reason}`, status: 502 });
    }
    // Twilio acts on the TwiML of a successful answer only (otherwise it logs error 11200).
    const replies = response.ok ? twimlMessages(twiml) : [];
    for (const message of replies) {
      record({
        to: message.to ?? inbound.from,
        from: message.from ?? inbound.to,
        body: message.body,
        direction: 'outbound-reply',
        status: 'queued',
      });
    }
    return json(200, { status: response.status, replies: replies.map((m) => m.body) });
  }

  async function route(req: IncomingMessage, path: string): Promise<LocalResponse> {
    const method = req.method ?? 'GET';
    const messages = MESSAGES_PATH.exec(path);
    if (messages && method === 'POST') {
      return sendMessage(req, decodeURIComponent(messages[1] ?? ''), await readBody(req, MAX_SMS_REQUEST_BYTES));
    }
    if (path === '/api/messages' && method === 'GET') return json(200, newestFirst());
    if (path === '/api/messages' && method === 'DELETE') {
      store = [];
      return { status: 204 };
    }
    if (path === '/api/inbound' && method === 'POST') return receiveReply(await readBody(req, MAX_SMS_REQUEST_BYTES));
    if (path === '/' && (method === 'GET' || method === 'HEAD')) return inboxPage(newestFirst());
    return notFound(path);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let path = '/';
    try {
      path = new URL(req.url ?? '/', 'http://localhost').pathname;
      send(res, await route(req, path));
    } catch (error) {
      if (res.headersSent) {
        res.end();
        return;
      }
      if (error instanceof BodyTooLarge) {
        // Answered before the rest of the body is read: close so the client stops sending it.
        res.once('finish', () => req.socket.destroySoon());
        send(res, json(413, { message: `The request body is larger than ${MAX_SMS_REQUEST_BYTES} bytes.`, status: 413 }, { Connection: 'close' }));
        return;
      }
      if (error instanceof URIError) {
        send(res, notFound(path));
        return;
      }
      send(res, json(500, { message: error instanceof Error ? error.message : 'Internal error', status: 500 }));
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? SMS_INBOX_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;

  let stopped = false;
  return {
    url: `http://${host}:${port}`,
    port,
    messages: newestFirst,
    clear() {
      store = [];
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
