/**
 * Reading the local Supabase from browser tests as the service role (plain REST, the
 * same requests supabase-js makes), to check what a flow really stored.
 */
export const SUPABASE_URL = `http://127.0.0.1:${process.env.SUPABASE_PORT ?? '54321'}`;
/** The Supabase CLI's public demo service_role key (local development only). */
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The Supabase CLI's public demo anon key. */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export async function serviceSelect<T = Record<string, unknown>>(table: string, query: string): Promise<T[]> {
  const res = await fetch(`${SUPABASE_URL}/rest/v1/${table}?${query}`, {
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Accept-Profile': 'public' },
  });
  if (!res.ok) throw new Error(`${table}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T[];
}

/** Updates rows as the service role (e.g. pausing a demo professional); returns the updated rows. */
export async function serviceUpdate<T = Record<string, unknown>>(table: string, query: string, values: Record<string, unknown>): Promise<T[]> {
  const res = await fetch(`${SUPABASE_URL}/rest/v1/${table}?${query}`, {
    method: 'PATCH',
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'Content-Profile': 'public',
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify(values),
  });
  if (!res.ok) throw new Error(`${table}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T[];
}

let n = 0;
/** An e-mail address no other test uses, to find this test's rows. */
export function uniqueEmail(prefix: string): string {
  n += 1;
  return `${prefix}-${Date.now()}-${n}@example.com`;
}

/** The local inbox (maildev's JSON API), where every e-mail of the local stack lands. */
export const INBOX_URL = 'http://127.0.0.1:54324';

export interface InboxMail {
  subject: string;
  text?: string;
  html?: string;
  to: Array<{ address: string }>;
  time: string;
}

/**
 * Waits until the inbox holds `count` e-mails to `address` (with that subject, when given); the
 * local stack delivers every 5 s.
 */
export async function mailsTo(address: string, { count = 1, timeoutMs = 15_000, subject }: { count?: number; timeoutMs?: number; subject?: string } = {}): Promise<InboxMail[]> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${INBOX_URL}/api/email`);
    const all = res.ok ? ((await res.json()) as InboxMail[]) : [];
    const mine = all.filter((m) => m.to.some((t) => t.address === address) && (subject === undefined || m.subject === subject));
    if (mine.length >= count) return mine;
    if (Date.now() > end) throw new Error(`${mine.length} of ${count} e-mails to ${address} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * What the payment provider does once an applicant has paid: a signed checkout event to the
 * payment-webhook function (the test checkout's Pay button sends the same).
 */
export async function payFor(applicationId: string, email: string): Promise<void> {
  const { sendSignedEvent, testCheckoutEvent } = await import('../../supabase/local/checkout.ts');
  const { readFunctionSecrets } = await import('../../supabase/local/functions.ts');
  const secret = readFunctionSecrets().STRIPE_WEBHOOK_SECRET ?? '';
  const res = await sendSignedEvent(`${SUPABASE_URL}/functions/v1/payment-webhook`, testCheckoutEvent(applicationId, email), secret);
  if (!res.ok) throw new Error(`payment-webhook answered ${res.status}: ${await res.text()}`);
}

/** The local SMS inbox (supabase/local/sms.ts), where every text of the local stack lands. */
export const SMS_URL = 'http://127.0.0.1:54330';

export interface InboxText {
  sid: string;
  to: string;
  from: string;
  body: string;
  date_created: string;
  direction: string;
}

/** Waits until the SMS inbox holds a text to `to` whose body matches; the local stack delivers every 5 s. */
export async function textTo(to: string, body: RegExp, timeoutMs = 20_000): Promise<InboxText> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${SMS_URL}/api/messages`);
    const found = (res.ok ? ((await res.json()) as InboxText[]) : []).find((m) => m.to === to && body.test(m.body));
    if (found) return found;
    if (Date.now() > end) throw new Error(`No text to ${to} matching ${String(body)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A reply from a phone, as the SMS inbox's "reply" form sends it (signed and posted to sms-inbound). */
export async function replyFrom(from: string, body: string): Promise<{ status: number; replies: string[] }> {
  const res = await fetch(`${SMS_URL}/api/inbound`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ from, body }) });
  return (await res.json()) as { status: number; replies: string[] };
}
