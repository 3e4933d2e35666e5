/**
 * GET /test-checkout: the stand-in for the hosted card-payment page when no payment URL is
 * configured. It charges nothing. Its 'Pay' button (POST /test-checkout/pay) does what the
 * payment provider does after a payment: it sends a correctly signed
 * `checkout.session.completed` event for the application to the payment-webhook function
 * (signed with the local STRIPE_WEBHOOK_SECRET of supabase/functions/.env), and returns the
 * browser to the site's /application-paid page with the same client_reference_id.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { readFunctionSecrets } from './functions.ts';
import type { LocalRequest, LocalResponse } from './http.ts';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function clean(value: string | null, max: number): string {
  // Printable text only, bounded: it is echoed into the page and the return URL.
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return (value ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, max);
}

export function handleTestCheckout(req: LocalRequest, siteUrl: string): LocalResponse {
  const reference = clean(req.url.searchParams.get('client_reference_id'), 200);
  const email = clean(req.url.searchParams.get('prefilled_email'), 254);
  const site = siteUrl.replace(/\/+$/, '');
  const action = `${site}/application-paid`;
  const returnUrl = `${action}?client_reference_id=${encodeURIComponent(reference)}`;

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Test checkout (no card is charged) | NYC Wildlife Dispatch</title>
</head>
<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f4f6f5;color:#1a2421;">
<main style="max-width:32rem;margin:3rem auto;padding:2rem;background:#fff;border:2px dashed #b45309;border-radius:12px;">
  <p style="margin:0 0 0.5rem;font-weight:700;letter-spacing:0.05em;color:#92400e;">TEST CHECKOUT — no card is charged</p>
  <h1 style="margin:0 0 1rem;font-size:1.5rem;line-height:1.3;">Dispatch Application Processing Fee</h1>
  <p style="margin:0 0 1.5rem;">This page stands in for the hosted payment page on a local or test setup. Nothing is charged and no card details are asked for.</p>
  <dl style="margin:0 0 1.5rem;display:grid;grid-template-columns:auto 1fr;gap:0.5rem 1rem;">
    <dt style="font-weight:600;">Application reference</dt>
    <dd style="margin:0;word-break:break-all;" data-testid="client-reference-id">${escapeHtml(reference) || '<em>none</em>'}</dd>
    <dt style="font-weight:600;">E-mail</dt>
    <dd style="margin:0;word-break:break-all;" data-testid="prefilled-email">${escapeHtml(email) || '<em>none</em>'}</dd>
  </dl>
  <form method="post" action="/test-checkout/pay">
    <input type="hidden" name="client_reference_id" value="${escapeHtml(reference)}">
    <input type="hidden" name="prefilled_email" value="${escapeHtml(email)}">
    <button type="submit" aria-label="Pay (test payment, no card is charged)"
      style="display:block;width:100%;padding:0.875rem 1rem;font-size:1rem;font-weight:700;color:#fff;background:#166534;border:0;border-radius:8px;cursor:pointer;">Pay</button>
  </form>
  <p style="margin:1rem 0 0;font-size:0.875rem;color:#3f4b47;">You will return to <a href="${escapeHtml(returnUrl)}" style="color:#166534;">${escapeHtml(action)}</a>.</p>
</main>
</body>
</html>
`;
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(site).origin}; base-uri 'none'; frame-ancestors 'none'`,
      'X-Content-Type-Options': 'nosniff',
    },
    body: html,
  };
}

/**
 * POST /test-checkout/pay: the provider's side of a completed payment. The event goes to the
 * webhook in the background, as the provider sends it, so /application-paid really waits for it.
 */
export function handleTestCheckoutPay(
  req: LocalRequest,
  options: { siteUrl: string; functionsUrl: string; secrets: Record<string, string> },
): LocalResponse {
  const form = new URLSearchParams(req.body.toString('utf8'));
  const reference = clean(form.get('client_reference_id'), 200);
  const email = clean(form.get('prefilled_email'), 254);
  const site = options.siteUrl.replace(/\/+$/, '');
  const secret = options.secrets.STRIPE_WEBHOOK_SECRET ?? readFunctionSecrets().STRIPE_WEBHOOK_SECRET;
  if (!secret) {
    return { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: 'STRIPE_WEBHOOK_SECRET is missing from supabase/functions/.env' };
  }
  const event = testCheckoutEvent(reference, email);
  void sendSignedEvent(`${options.functionsUrl}/payment-webhook`, event, secret).catch((error: unknown) => {
    console.error('[test checkout] the payment event did not reach payment-webhook:', error instanceof Error ? error.message : error);
  });
  return {
    status: 303,
    headers: {
      Location: `${site}/application-paid?client_reference_id=${encodeURIComponent(reference)}`,
      'Cache-Control': 'no-store',
    },
    body: '',
  };
}

/** A `checkout.session.completed` event as the provider sends it for a paid payment link. */
export function testCheckoutEvent(reference: string, email: string, overrides: { eventId?: string; sessionId?: string; type?: string; paymentStatus?: string; paymentIntent?: string } = {}): Record<string, unknown> {
  const sessionId = overrides.sessionId ?? `cs_test_${randomBytes(12).toString('hex')}`;
  const paymentIntent = overrides.paymentIntent ?? `pi_test_${randomBytes(12).toString('hex')}`;
  return {
    id: overrides.eventId ?? `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: overrides.type ?? 'checkout.session.completed',
    livemode: false,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: overrides.paymentStatus ?? 'paid',
        client_reference_id: reference || null,
        payment_intent: paymentIntent,
        // The test checkout charges nothing.
        amount_total: 0,
        currency: 'usd',
        customer_email: email || null,
        customer_details: { email: email || null },
      },
    },
  };
}

/** Signs the body with the provider's scheme (the stripe package's own helper) and posts it. */
export async function sendSignedEvent(url: string, event: Record<string, unknown>, secret: string): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret });
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body: payload });
}
