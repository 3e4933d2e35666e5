/**
 * The payment provider's webhook (docs/dispatch-api.md "Payment"): verify the signature of the
 * raw body, then record a paid checkout session for the application named by its
 * client_reference_id. The database marks it paid only when it is the fee as sold (amount,
 * currency, mode, live/test, payment link: private.payment_settings); anything else is kept for
 * staff as unmatched. The database makes it idempotent (one payment per session and per
 * event), so replays and concurrent deliveries change nothing the second time.
 *
 * Plain TypeScript without imports: the Edge Function passes the provider's verifier and a
 * store over the service-role client; tests pass their own.
 */

export interface CheckoutSession {
  id?: unknown;
  client_reference_id?: unknown;
  payment_status?: unknown;
  amount_total?: unknown;
  currency?: unknown;
  customer_email?: unknown;
  customer_details?: unknown;
  mode?: unknown;
  payment_link?: unknown;
}

export interface ProviderEvent {
  id: string;
  type: string;
  livemode?: boolean;
  data: { object: unknown };
}

/** Verifies the signature header against the raw body; throws when it does not match. */
export type VerifyEvent = (payload: string, signature: string) => Promise<ProviderEvent>;

export type RecordOutcome = 'recorded' | 'duplicate' | 'unknown_application' | 'unmatched';

export interface PaymentRecord {
  eventId: string;
  eventType: string;
  checkoutSessionId: string;
  clientReferenceId: string | null;
  amountTotal: number | null;
  currency: string | null;
  customerEmail: string | null;
  livemode: boolean;
  /** The checkout's mode (`payment`, `subscription`, `setup`); only `payment` is what is sold. */
  mode: string | null;
  /** The payment link the session came from (plink_…), when any. */
  paymentLink: string | null;
}

export interface PaymentStore {
  record(payment: PaymentRecord): Promise<RecordOutcome>;
}

export interface WebhookDeps {
  verify: VerifyEvent;
  store: PaymentStore;
  log?: (line: string) => void;
}

/** The events that mean "paid" (async methods confirm later with async_payment_succeeded). */
export const PAID_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'] as const;

/** Largest body accepted: provider events are a few kilobytes. */
const MAX_BODY_BYTES = 256 * 1024;

function reply(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function text(value: unknown, max = 255): string | null {
  return typeof value === 'string' && value !== '' ? value.slice(0, max) : null;
}

function emailOf(session: CheckoutSession): string | null {
  const details = session.customer_details;
  if (typeof details === 'object' && details !== null && 'email' in details) {
    const email = text((details as { email?: unknown }).email, 254);
    if (email) return email;
  }
  return text(session.customer_email, 254);
}

export async function handlePaymentWebhook(req: Request, deps: WebhookDeps): Promise<Response> {
  const log = deps.log ?? (() => undefined);
  if (req.method !== 'POST') return reply(405, { error: 'Use POST.' });
  const signature = req.headers.get('stripe-signature');
  if (!signature) return reply(400, { error: 'Missing Stripe-Signature header.' });
  const length = Number(req.headers.get('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) return reply(413, { error: 'Body too large.' });
  const payload = await req.text();
  if (payload.length > MAX_BODY_BYTES) return reply(413, { error: 'Body too large.' });

  let event: ProviderEvent;
  try {
    event = await deps.verify(payload, signature);
  } catch (error) {
    log(`payment-webhook: refused a body whose signature does not verify (${error instanceof Error ? error.message : String(error)})`);
    return reply(400, { error: 'The signature does not match.' });
  }

  if (!(PAID_EVENTS as readonly string[]).includes(event.type)) {
    return reply(200, { received: true, ignored: `event type ${event.type}` });
  }
  const session = (typeof event.data.object === 'object' && event.data.object !== null ? event.data.object : {}) as CheckoutSession;
  const sessionId = text(session.id);
  if (!sessionId) return reply(200, { received: true, ignored: 'no checkout session id' });
  if (session.payment_status !== 'paid') {
    // e.g. a bank debit that completes later: its async_payment_succeeded event records it.
    return reply(200, { received: true, ignored: `payment_status ${String(session.payment_status)}` });
  }

  let outcome: RecordOutcome;
  try {
    outcome = await deps.store.record({
      eventId: event.id,
      eventType: event.type,
      checkoutSessionId: sessionId,
      clientReferenceId: text(session.client_reference_id),
      amountTotal: typeof session.amount_total === 'number' && Number.isInteger(session.amount_total) ? session.amount_total : null,
      currency: text(session.currency, 3),
      customerEmail: emailOf(session),
      livemode: event.livemode === true,
      mode: text(session.mode, 40),
      paymentLink: text(session.payment_link),
    });
  } catch (error) {
    // 500: the provider retries later.
    log(`payment-webhook: could not record ${event.id}: ${error instanceof Error ? error.message : String(error)}`);
    return reply(500, { error: 'Could not record the payment; it will be retried.' });
  }
  if (outcome === 'unknown_application') {
    log(`payment-webhook: ${event.id} (session ${sessionId}) names no known application; kept for staff`);
  }
  if (outcome === 'unmatched') {
    // The database compared it with what is sold (private.payment_settings): not the fee.
    log(`payment-webhook: ${event.id} (session ${sessionId}) is not the application fee as sold; marked nothing paid, kept for staff`);
  }
  return reply(200, { received: true, outcome });
}

interface RpcResult {
  data: unknown;
  error: { message: string } | null;
}
interface RpcClient {
  rpc(fn: string, args: Record<string, unknown>): PromiseLike<RpcResult>;
}

/** The store over public.record_payment (service role). */
export function paymentStore(client: RpcClient): PaymentStore {
  return {
    async record(p) {
      const { data, error } = await client.rpc('record_payment', {
        p_event_id: p.eventId,
        p_event_type: p.eventType,
        p_checkout_session_id: p.checkoutSessionId,
        p_client_reference_id: p.clientReferenceId,
        p_amount_total: p.amountTotal,
        p_currency: p.currency,
        p_customer_email: p.customerEmail,
        p_livemode: p.livemode,
        p_mode: p.mode,
        p_payment_link: p.paymentLink,
      });
      if (error) throw new Error(error.message);
      if (data === 'recorded' || data === 'duplicate' || data === 'unknown_application' || data === 'unmatched') return data;
      throw new Error(`record_payment answered ${String(data)}`);
    },
  };
}
