/**
 * The payment provider's webhook (docs/dispatch-api.md "Payment"): verify the signature of the
 * raw body, then record a paid checkout session for the application named by its
 * client_reference_id. The database marks it paid only when it is the fee as sold (amount,
 * currency, mode, live/test, payment link: private.payment_settings); anything else is kept for
 * staff as unmatched. Refunds and disputes name the payment intent the session recorded; the
 * database reverses (or, for a dispute won, restores) the paid state and e-mails staff. The
 * database makes it idempotent (one payment per session and per event, one reversal per
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
  payment_intent?: unknown;
}

/** The parts of a charge (charge.refunded) or a dispute (charge.dispute.*) that are read. */
export interface ChargeOrDispute {
  payment_intent?: unknown;
  amount?: unknown;
  amount_refunded?: unknown;
  currency?: unknown;
  reason?: unknown;
  status?: unknown;
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
  /** The payment intent (pi_…) that refunds and disputes will name. */
  paymentIntent: string | null;
}

export type ReversalKind = 'refunded' | 'disputed' | 'dispute_won' | 'dispute_lost';
export type ReversalOutcome = 'reversed' | 'restored' | 'another_payment_stands' | 'recorded' | 'unknown_payment' | 'duplicate';

export interface ReversalRecord {
  eventId: string;
  eventType: string;
  paymentIntent: string | null;
  kind: ReversalKind;
  amount: number | null;
  currency: string | null;
  reason: string | null;
}

export interface PaymentStore {
  record(payment: PaymentRecord): Promise<RecordOutcome>;
  reverse(reversal: ReversalRecord): Promise<ReversalOutcome>;
}

export interface WebhookDeps {
  verify: VerifyEvent;
  store: PaymentStore;
  log?: (line: string) => void;
}

/** The events that mean "paid" (async methods confirm later with async_payment_succeeded). */
export const PAID_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'] as const;

/** Refunds and disputes: what each event means for the payment it names. */
export const REVERSAL_EVENTS = ['charge.refunded', 'charge.dispute.created', 'charge.dispute.closed'] as const;

/**
 * The kind of a verified refund or dispute event, or null when it changes nothing (a dispute
 * closed as anything but won or lost; an inquiry closed without a chargeback counts as won).
 */
export function reversalKind(type: string, object: ChargeOrDispute): ReversalKind | null {
  if (type === 'charge.refunded') return 'refunded';
  if (type === 'charge.dispute.created') return 'disputed';
  if (type === 'charge.dispute.closed') {
    if (object.status === 'won' || object.status === 'warning_closed') return 'dispute_won';
    if (object.status === 'lost') return 'dispute_lost';
  }
  return null;
}

/** Largest body accepted: provider events are a few kilobytes. */
const MAX_BODY_BYTES = 256 * 1024;

function reply(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function text(value: unknown, max = 255): string | null {
  return typeof value === 'string' && value !== '' ? value.slice(0, max) : null;
}

/** A provider id, whether the event carries it as a string or as an expanded object. */
function idOf(value: unknown): string | null {
  if (typeof value === 'object' && value !== null && 'id' in value) return text((value as { id?: unknown }).id);
  return text(value);
}

function amountOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
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

  if ((REVERSAL_EVENTS as readonly string[]).includes(event.type)) return handleReversal(event, deps, log);
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
      paymentLink: idOf(session.payment_link),
      paymentIntent: idOf(session.payment_intent),
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

async function handleReversal(event: ProviderEvent, deps: WebhookDeps, log: (line: string) => void): Promise<Response> {
  const object = (typeof event.data.object === 'object' && event.data.object !== null ? event.data.object : {}) as ChargeOrDispute;
  const kind = reversalKind(event.type, object);
  if (kind === null) return reply(200, { received: true, ignored: `${event.type} with status ${String(object.status)}` });
  let outcome: ReversalOutcome;
  try {
    outcome = await deps.store.reverse({
      eventId: event.id,
      eventType: event.type,
      paymentIntent: idOf(object.payment_intent),
      kind,
      amount: amountOf(kind === 'refunded' ? object.amount_refunded : object.amount),
      currency: text(object.currency, 3),
      reason: text(object.reason, 100),
    });
  } catch (error) {
    log(`payment-webhook: could not record ${event.id}: ${error instanceof Error ? error.message : String(error)}`);
    return reply(500, { error: 'Could not record the event; it will be retried.' });
  }
  if (outcome === 'unknown_payment') {
    log(`payment-webhook: ${event.id} (${kind}) names no payment of an application; kept for staff`);
  }
  return reply(200, { received: true, outcome });
}

const REVERSAL_OUTCOMES: readonly ReversalOutcome[] = ['reversed', 'restored', 'another_payment_stands', 'recorded', 'unknown_payment', 'duplicate'];

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
        p_payment_intent: p.paymentIntent,
      });
      if (error) throw new Error(error.message);
      if (data === 'recorded' || data === 'duplicate' || data === 'unknown_application' || data === 'unmatched') return data;
      throw new Error(`record_payment answered ${String(data)}`);
    },
    async reverse(r) {
      const { data, error } = await client.rpc('record_payment_reversal', {
        p_event_id: r.eventId,
        p_event_type: r.eventType,
        p_payment_intent: r.paymentIntent,
        p_kind: r.kind,
        p_amount: r.amount,
        p_currency: r.currency,
        p_reason: r.reason,
      });
      if (error) throw new Error(error.message);
      const outcome = REVERSAL_OUTCOMES.find((o) => o === data);
      if (outcome === undefined) throw new Error(`record_payment_reversal answered ${String(data)}`);
      return outcome;
    },
  };
}
