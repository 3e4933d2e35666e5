/**
 * Draining the outbox (private.outbox, docs/dispatch-api.md "Notifications"): claim due
 * messages (the database locks them with FOR UPDATE SKIP LOCKED and reserves them for a lease),
 * render, send, and mark each one sent or failed as soon as its send ends, so a worker that dies
 * mid-batch loses nothing: what it sent is marked, what it had not sent is claimed again when
 * the lease runs out.
 *
 * Plain TypeScript without imports: the Edge Function (Deno) and the tests (Node) share it.
 */

export interface OutboxMessage {
  id: number;
  /** The claim's attempt number; it fences the marks of a worker whose lease ran out. */
  attempt: number;
  channel: string;
  recipient: string;
  template: string;
  data: Record<string, unknown>;
  dedup_key: string;
  created_at: string;
}

export type FailOutcome = 'retry' | 'failed' | 'stale';

export interface OutboxStore {
  claim(limit: number): Promise<OutboxMessage[]>;
  markSent(id: number, attempt: number): Promise<boolean>;
  markFailed(id: number, attempt: number, error: string): Promise<FailOutcome>;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per message: the same message sent twice carries the same Message-ID. */
  messageId: string;
  /** Extra header fields from the template (List-Unsubscribe on newsletter updates). */
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

export interface Rendered {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export type Renderer = (template: string, data: Record<string, unknown>) => Rendered;

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
  stale: number;
  /** Milliseconds from each sent message's creation (its commit) to the end of its send. */
  latenciesMs: number[];
  errors: string[];
}

/** A text message to send (the outbox's 'sms' channel): an E.164 number and the words. */
export interface OutgoingText {
  to: string;
  body: string;
}

export interface TextTransport {
  send(text: OutgoingText): Promise<void>;
}

export interface DeliverOptions {
  store: OutboxStore;
  transport: MailTransport;
  render: Renderer;
  /** The 'sms' channel: without it a text is not sent and fails with its reason (retried, then listed). */
  texts?: { transport: TextTransport; render: (template: string, data: Record<string, unknown>) => string };
  /** The sending domain, for Message-IDs. */
  domain: string;
  batchSize?: number;
  /** Stop claiming after this many batches (one invocation stays short). */
  maxBatches?: number;
  now?: () => number;
}

/** RFC 5322 dot-atom: the dedup key with anything else replaced. */
export function messageIdFor(dedupKey: string, domain: string): string {
  const left = dedupKey.replace(/[^A-Za-z0-9!#$%&'*+\-/=?^_`{|}~.]/g, '.').replace(/\.{2,}/g, '.').replace(/^\.|\.$/g, '');
  return `<${left || 'message'}@${domain}>`;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

export async function deliverDue(options: DeliverOptions): Promise<DeliveryReport> {
  const { store, transport, render, domain } = options;
  const batchSize = options.batchSize ?? 20;
  const maxBatches = options.maxBatches ?? 10;
  const now = options.now ?? (() => Date.now());
  const report: DeliveryReport = { claimed: 0, sent: 0, retrying: 0, failed: 0, stale: 0, latenciesMs: [], errors: [] };

  for (let batch = 0; batch < maxBatches; batch += 1) {
    const messages = await store.claim(batchSize);
    report.claimed += messages.length;
    for (const message of messages) {
      let problem: string | null = null;
      try {
        if (message.channel === 'sms') {
          if (!options.texts) throw new Error('No transport for channel sms (set the TWILIO_* secrets)');
          await options.texts.transport.send({ to: message.recipient, body: options.texts.render(message.template, message.data) });
        } else {
          if (message.channel !== 'email') throw new Error(`No transport for channel ${message.channel}`);
          const rendered = render(message.template, message.data);
          await transport.send({
            to: message.recipient,
            subject: rendered.subject,
            text: rendered.text,
            html: rendered.html,
            messageId: messageIdFor(message.dedup_key, domain),
            ...(rendered.headers ? { headers: rendered.headers } : {}),
          });
        }
      } catch (error) {
        problem = describe(error);
      }
      if (problem === null) {
        const marked = await store.markSent(message.id, message.attempt);
        if (marked) {
          report.sent += 1;
          const created = Date.parse(message.created_at);
          if (Number.isFinite(created)) report.latenciesMs.push(Math.max(0, now() - created));
        } else report.stale += 1;
      } else {
        report.errors.push(`${message.template} #${message.id}: ${problem}`);
        const outcome = await store.markFailed(message.id, message.attempt, problem);
        if (outcome === 'retry') report.retrying += 1;
        else if (outcome === 'failed') report.failed += 1;
        else report.stale += 1;
      }
    }
    if (messages.length < batchSize) break;
  }
  return report;
}

// The store over the database's service-role functions, through any supabase-js-like client.

interface RpcResult {
  data: unknown;
  error: { message: string } | null;
}
export interface RpcClient {
  rpc(fn: string, args: Record<string, unknown>): PromiseLike<RpcResult>;
}

function rows(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null) : [];
}

export function outboxStore(client: RpcClient): OutboxStore {
  async function call(fn: string, args: Record<string, unknown>): Promise<unknown> {
    const { data, error } = await client.rpc(fn, args);
    if (error) throw new Error(`${fn}: ${error.message}`);
    return data;
  }
  return {
    async claim(limit) {
      return rows(await call('claim_notifications', { p_limit: limit })).map((row) => ({
        id: Number(row.id),
        attempt: Number(row.attempt),
        channel: String(row.channel),
        recipient: String(row.recipient),
        template: String(row.template),
        data: typeof row.data === 'object' && row.data !== null && !Array.isArray(row.data) ? (row.data as Record<string, unknown>) : {},
        dedup_key: String(row.dedup_key),
        created_at: String(row.created_at),
      }));
    },
    async markSent(id, attempt) {
      return (await call('mark_notification_sent', { p_id: id, p_attempt: attempt })) === true;
    },
    async markFailed(id, attempt, error) {
      const outcome = await call('mark_notification_failed', { p_id: id, p_attempt: attempt, p_error: error });
      return outcome === 'retry' || outcome === 'failed' ? outcome : 'stale';
    },
  };
}

// SMTP settings from the function's secrets.

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
  from: string;
}

export function smtpSettings(get: (name: string) => string | undefined): SmtpSettings {
  const host = get('SMTP_HOST');
  const from = get('SMTP_FROM');
  if (!host || !from) throw new Error('SMTP_HOST and SMTP_FROM must be set (supabase secrets set …)');
  const port = Number(get('SMTP_PORT') ?? '465');
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('SMTP_PORT must be a port number');
  const secureText = get('SMTP_SECURE');
  return {
    host,
    port,
    secure: secureText === undefined ? port === 465 : secureText === 'true',
    user: get('SMTP_USER') || null,
    password: get('SMTP_PASSWORD') || null,
    from,
  };
}

/** The domain of the From address, for Message-IDs. */
export function domainOf(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

interface NodemailerLike {
  createTransport(options: Record<string, unknown>): {
    sendMail(mail: Record<string, unknown>): Promise<unknown>;
  };
}

/** A MailTransport over nodemailer's SMTP transport (the module is passed in: npm: in Deno, a package in Node). */
export function smtpTransport(nodemailer: NodemailerLike, settings: SmtpSettings): MailTransport {
  const transporter = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
  };
}
