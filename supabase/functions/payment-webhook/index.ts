// payment-webhook: the payment provider's checkout events, verified by their signature
// (JWT verification is off for this function in supabase/config.toml: the provider sends no
// JWT). Secrets: STRIPE_WEBHOOK_SECRET. README "Payments on a hosted project".
import Stripe from 'npm:stripe@23.1.0';
import { createClient } from 'npm:@supabase/supabase-js@2.119.0';
import { handlePaymentWebhook, paymentStore, type ProviderEvent } from '../_shared/payment.ts';

const secret = Deno.env.get('STRIPE_WEBHOOK_SECRET');
const cryptoProvider = Stripe.createSubtleCryptoProvider();
const supabase = createClient(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
  auth: { persistSession: false, autoRefreshToken: false },
});
const store = paymentStore(supabase);

Deno.serve((req) => {
  if (!secret) {
    console.error('payment-webhook: STRIPE_WEBHOOK_SECRET is not set');
    return new Response(JSON.stringify({ error: 'Not configured.' }), { status: 500, headers: { 'Content-Type': 'application/json' } });
  }
  return handlePaymentWebhook(req, {
    verify: async (payload, signature) =>
      (await Stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, cryptoProvider)) as unknown as ProviderEvent,
    store,
    log: (line) => console.log(line),
  });
});
