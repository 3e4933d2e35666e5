/**
 * Twilio's Messages API, the product's only text-message provider: sending a text
 * (deliver-notifications) and taking a reply (sms-inbound). Nothing provider-specific lives
 * outside this file and the two functions' index.ts.
 *
 * Secrets: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, and TWILIO_MESSAGING_SERVICE_SID or
 * TWILIO_FROM_NUMBER; TWILIO_API_URL only for the local SMS inbox (http://127.0.0.1:54330,
 * supabase/local/sms.ts), otherwise https://api.twilio.com. SMS_INBOUND_URL: the public URL
 * Twilio posts replies to (the signature covers it), by default
 * <SUPABASE_URL>/functions/v1/sms-inbound.
 *
 * Plain TypeScript without imports: the signature check (the `twilio` library) is injected, so
 * the handler is tested in Deno with a stub and in Node against the local inbox.
 */
import type { OutgoingText, TextTransport } from './delivery.ts';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  messagingServiceSid: string | null;
  fromNumber: string | null;
  apiUrl: string;
}

/** The settings, or null when texts are not configured (then no text is sent; each one fails with why). */
export function twilioSettings(get: (name: string) => string | undefined): TwilioSettings | null {
  const accountSid = get('TWILIO_ACCOUNT_SID') ?? '';
  const authToken = get('TWILIO_AUTH_TOKEN') ?? '';
  const messagingServiceSid = get('TWILIO_MESSAGING_SERVICE_SID') || null;
  const fromNumber = get('TWILIO_FROM_NUMBER') || null;
  if (accountSid === '' || authToken === '' || (messagingServiceSid === null && fromNumber === null)) return null;
  return { accountSid, authToken, messagingServiceSid, fromNumber, apiUrl: (get('TWILIO_API_URL') || 'https://api.twilio.com').replace(/\/+$/, '') };
}

type Fetch = (input: string, init: { method: string; headers: Record<string, string>; body: string }) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

/** Sends through POST /2010-04-01/Accounts/{sid}/Messages.json; a refusal throws Twilio's code and words (the outbox retries, then lists it). */
export function twilioTransport(fetchFn: Fetch, settings: TwilioSettings): TextTransport {
  const auth = `Basic ${btoa(`${settings.accountSid}:${settings.authToken}`)}`;
  return {
    async send(text: OutgoingText) {
      const form = new URLSearchParams({ To: text.to, Body: text.body });
      if (settings.messagingServiceSid) form.set('MessagingServiceSid', settings.messagingServiceSid);
      else if (settings.fromNumber) form.set('From', settings.fromNumber);
      const res = await fetchFn(`${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      if (res.ok) return;
      const body = await res.text();
      let detail = body.slice(0, 300);
      try {
        const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
        if (typeof parsed.message === 'string') detail = `${typeof parsed.code === 'number' ? `${parsed.code} ` : ''}${parsed.message}`;
      } catch {
        // Not JSON: the start of the body says enough.
      }
      throw new Error(`Twilio ${res.status}: ${detail}`);
    },
  };
}

/** TwiML that answers a text with one message (or with nothing). */
export function twiml(reply: string | null): string {
  const escaped = (reply ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${reply === null ? '' : `<Message>${escaped}</Message>`}</Response>`;
}

export interface InboundDeps {
  /** The public URL Twilio posted to (the signature covers it). */
  url: string;
  /** twilio.validateRequest(authToken, signature, url, params). */
  validate: (signature: string, url: string, params: Record<string, string>) => boolean;
  /** What the database did with the reply (rpc/text_reply). */
  handle: (from: string, body: string) => Promise<Record<string, unknown>>;
  /** The words of the answer (texts.ts replyText). */
  reply: (outcome: Record<string, unknown>) => string;
}

/**
 * The sms-inbound webhook: a POST from Twilio (form-encoded, X-Twilio-Signature). Without a valid
 * signature: 403 and nothing changes. Otherwise the database handles the words and the answer
 * goes back as TwiML.
 */
export async function handleInbound(req: Request, deps: InboundDeps): Promise<Response> {
  if (req.method !== 'POST') return new Response('Use POST.', { status: 405 });
  const signature = req.headers.get('x-twilio-signature') ?? '';
  const type = req.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return new Response('Expected a form.', { status: 415 });
  const text = await req.text();
  if (text.length > 16_384) return new Response('Too large.', { status: 413 });
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) params[key] = value;
  if (signature === '' || !deps.validate(signature, deps.url, params)) {
    return new Response('Invalid signature.', { status: 403 });
  }
  const from = params.From ?? '';
  const body = params.Body ?? '';
  if (from === '') return new Response(twiml(null), { status: 200, headers: { 'Content-Type': 'text/xml' } });
  const outcome = await deps.handle(from, body);
  return new Response(twiml(deps.reply(outcome)), { status: 200, headers: { 'Content-Type': 'text/xml' } });
}
