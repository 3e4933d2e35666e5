// deno test: the webhook handler with the provider's real signature check (npm:stripe) and an
// in-memory store standing in for record_payment.
import assert from 'node:assert/strict';
import Stripe from 'npm:stripe@23.1.0';
import { handlePaymentWebhook, reversalKind, type PaymentRecord, type PaymentStore, type ProviderEvent, type ReversalRecord } from './payment.ts';

const SECRET = 'whsec_deno_test';
const crypto = Stripe.createSubtleCryptoProvider();
const verify = async (payload: string, signature: string) =>
  (await Stripe.webhooks.constructEventAsync(payload, signature, SECRET, undefined, crypto)) as unknown as ProviderEvent;

function memoryStore(): PaymentStore & { records: PaymentRecord[]; reversals: ReversalRecord[] } {
  const records: PaymentRecord[] = [];
  const reversals: ReversalRecord[] = [];
  return {
    records,
    reversals,
    record(p) {
      if (records.some((r) => r.checkoutSessionId === p.checkoutSessionId)) return Promise.resolve('duplicate');
      records.push(p);
      return Promise.resolve('recorded');
    },
    reverse(r) {
      if (reversals.some((x) => x.eventId === r.eventId)) return Promise.resolve('duplicate');
      reversals.push(r);
      return Promise.resolve(records.some((p) => p.paymentIntent === r.paymentIntent) ? 'reversed' : 'unknown_payment');
    },
  };
}

const noReversal = () => Promise.reject(new Error('not a reversal'));

function event(type = 'checkout.session.completed', session: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id: 'evt_1',
    type,
    livemode: false,
    data: { object: { id: 'cs_1', client_reference_id: 'app-1', payment_status: 'paid', amount_total: 4900, currency: 'usd', mode: 'payment', payment_link: 'plink_1', payment_intent: 'pi_1', customer_details: { email: 'pat@example.com' }, ...session } },
  });
}

function call(store: PaymentStore, body: string, signature: string | null): Promise<Response> {
  const req = new Request('http://localhost/payment-webhook', {
    method: 'POST',
    headers: signature === null ? {} : { 'Stripe-Signature': signature },
    body,
  });
  return handlePaymentWebhook(req, { verify, store });
}

const sign = (payload: string, secret = SECRET) => Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret });

Deno.test('a paid checkout is recorded with what the provider sent', async () => {
  const store = memoryStore();
  const body = event();
  const res = await call(store, body, await sign(body));
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { received: true, outcome: 'recorded' });
  assert.deepEqual(store.records, [{
    eventId: 'evt_1', eventType: 'checkout.session.completed', checkoutSessionId: 'cs_1', clientReferenceId: 'app-1',
    amountTotal: 4900, currency: 'usd', customerEmail: 'pat@example.com', livemode: false, mode: 'payment', paymentLink: 'plink_1',
    paymentIntent: 'pi_1',
  }]);
  const again = await call(store, body, await sign(body));
  assert.deepEqual(await again.json(), { received: true, outcome: 'duplicate' });
  assert.equal(store.records.length, 1);
});

Deno.test('a missing, wrong or stale signature answers 400 and records nothing', async () => {
  const store = memoryStore();
  const body = event();
  assert.equal((await call(store, body, null)).status, 400);
  assert.equal((await call(store, body, await sign(body, 'whsec_other'))).status, 400);
  assert.equal((await call(store, body.replace('4900', '1'), await sign(body))).status, 400);
  const old = await Stripe.webhooks.generateTestHeaderStringAsync({ payload: body, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
  assert.equal((await call(store, body, old)).status, 400);
  assert.equal(store.records.length, 0);
});

Deno.test('unpaid sessions and other event types are acknowledged and ignored', async () => {
  const store = memoryStore();
  for (const body of [event('checkout.session.completed', { payment_status: 'unpaid' }), event('invoice.paid'), event('checkout.session.async_payment_failed')]) {
    const res = await call(store, body, await sign(body));
    assert.equal(res.status, 200);
    assert.ok('ignored' in ((await res.json()) as Record<string, unknown>));
  }
  assert.equal(store.records.length, 0);
  const succeeded = event('checkout.session.async_payment_succeeded');
  assert.equal((await call(store, succeeded, await sign(succeeded))).status, 200);
  assert.equal(store.records.length, 1);
});

Deno.test('a store failure answers 500 so the provider retries; GET is not allowed', async () => {
  const failing: PaymentStore = { record: () => Promise.reject(new Error('database down')), reverse: () => Promise.reject(new Error('database down')) };
  const body = event();
  assert.equal((await call(failing, body, await sign(body))).status, 500);
  const get = await handlePaymentWebhook(new Request('http://localhost/payment-webhook'), { verify, store: failing });
  assert.equal(get.status, 405);
});

Deno.test('what the database finds is not the fee as sold is acknowledged as unmatched (nothing paid), with what was sent', async () => {
  const seen: PaymentRecord[] = [];
  const store: PaymentStore = {
    record(p) {
      seen.push(p);
      return Promise.resolve(p.mode === 'payment' && p.amountTotal === 4900 ? 'recorded' : 'unmatched');
    },
    reverse: noReversal,
  };
  const body = event('checkout.session.completed', { mode: 'subscription', amount_total: 1, payment_link: 'plink_other' });
  const res = await call(store, body, await sign(body));
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { received: true, outcome: 'unmatched' });
  assert.deepEqual(seen.map((p) => [p.mode, p.amountTotal, p.paymentLink]), [['subscription', 1, 'plink_other']]);
  const missing = event('checkout.session.completed', { amount_total: undefined, mode: undefined, payment_link: undefined });
  await call(store, missing, await sign(missing));
  assert.deepEqual(seen.slice(1).map((p) => [p.mode, p.amountTotal, p.paymentLink]), [[null, null, null]]);
});

function providerEvent(id: string, type: string, object: Record<string, unknown>): string {
  return JSON.stringify({ id, type, livemode: false, data: { object } });
}

Deno.test('a refund and a dispute reach the store with the payment intent they name; replays are duplicates', async () => {
  const store = memoryStore();
  const paid = event();
  await call(store, paid, await sign(paid));
  const refund = providerEvent('evt_r', 'charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_1', amount: 4900, amount_refunded: 4900, currency: 'usd', refunded: true });
  const res = await call(store, refund, await sign(refund));
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { received: true, outcome: 'reversed' });
  assert.deepEqual(await (await call(store, refund, await sign(refund))).json(), { received: true, outcome: 'duplicate' });
  // An expanded payment intent is read by its id.
  const dispute = providerEvent('evt_d', 'charge.dispute.created', { id: 'dp_1', object: 'dispute', payment_intent: { id: 'pi_1' }, amount: 4900, currency: 'usd', reason: 'fraudulent', status: 'needs_response' });
  assert.deepEqual(await (await call(store, dispute, await sign(dispute))).json(), { received: true, outcome: 'reversed' });
  const unknown = providerEvent('evt_u', 'charge.refunded', { payment_intent: 'pi_other', amount_refunded: 100, currency: 'usd' });
  assert.deepEqual(await (await call(store, unknown, await sign(unknown))).json(), { received: true, outcome: 'unknown_payment' });
  assert.deepEqual(store.reversals, [
    { eventId: 'evt_r', eventType: 'charge.refunded', paymentIntent: 'pi_1', kind: 'refunded', amount: 4900, currency: 'usd', reason: null },
    { eventId: 'evt_d', eventType: 'charge.dispute.created', paymentIntent: 'pi_1', kind: 'disputed', amount: 4900, currency: 'usd', reason: 'fraudulent' },
    { eventId: 'evt_u', eventType: 'charge.refunded', paymentIntent: 'pi_other', kind: 'refunded', amount: 100, currency: 'usd', reason: null },
  ]);
});

Deno.test('a closed dispute: won or an inquiry closed restores, lost keeps it reversed, anything else is ignored; a forged one is refused', async () => {
  assert.equal(reversalKind('charge.dispute.closed', { status: 'won' }), 'dispute_won');
  assert.equal(reversalKind('charge.dispute.closed', { status: 'warning_closed' }), 'dispute_won');
  assert.equal(reversalKind('charge.dispute.closed', { status: 'lost' }), 'dispute_lost');
  assert.equal(reversalKind('charge.dispute.closed', { status: 'under_review' }), null);
  const store = memoryStore();
  const review = providerEvent('evt_c', 'charge.dispute.closed', { payment_intent: 'pi_1', status: 'under_review' });
  const res = await call(store, review, await sign(review));
  assert.equal(res.status, 200);
  assert.ok('ignored' in ((await res.json()) as Record<string, unknown>));
  const forged = providerEvent('evt_f', 'charge.refunded', { payment_intent: 'pi_1', amount_refunded: 4900 });
  assert.equal((await call(store, forged, await sign(forged, 'whsec_other'))).status, 400);
  assert.equal(store.reversals.length, 0);
  const failing: PaymentStore = { record: () => Promise.reject(new Error('down')), reverse: () => Promise.reject(new Error('down')) };
  const refund = providerEvent('evt_r2', 'charge.refunded', { payment_intent: 'pi_1', amount_refunded: 4900 });
  assert.equal((await call(failing, refund, await sign(refund))).status, 500);
});
