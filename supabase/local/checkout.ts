/**
 * GET /test-checkout: the stand-in for the hosted card-payment page when no payment URL is
 * configured. It charges nothing; its 'Pay' button returns the browser to the site's
 * /application-paid page with the same client_reference_id, as a payment link would.
 */
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
  <form method="get" action="${escapeHtml(action)}">
    <input type="hidden" name="client_reference_id" value="${escapeHtml(reference)}">
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
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${new URL(site).origin}; base-uri 'none'; frame-ancestors 'none'`,
      'X-Content-Type-Options': 'nosniff',
    },
    body: html,
  };
}
