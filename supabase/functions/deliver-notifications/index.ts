// deliver-notifications: drains the outbox (claim, render, send over SMTP, mark). Invoked every
// few seconds: locally by the local Supabase, on a hosted project by pg_cron + pg_net (README
// "Notifications on a hosted project"). Only the service role may invoke it.
// Secrets: SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD, SMTP_FROM, SITE_URL, DISPATCH_PHONE.
import nodemailer from 'npm:nodemailer@10.6.0';
import { createClient } from 'npm:@supabase/supabase-js@2.119.0';
import { deliverDue, domainOf, outboxStore, smtpSettings, smtpTransport } from '../_shared/delivery.ts';
import { renderEmail } from '../_shared/templates.ts';

const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
const supabase = createClient(Deno.env.get('SUPABASE_URL') ?? '', serviceKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});
const store = outboxStore(supabase);
const smtp = smtpSettings((name) => Deno.env.get(name));
const transport = smtpTransport(nodemailer, smtp);
const context = {
  siteUrl: (Deno.env.get('SITE_URL') ?? 'http://localhost:4173').replace(/\/+$/, ''),
  dispatchPhone: Deno.env.get('DISPATCH_PHONE') ?? '',
  // The one-click unsubscribe endpoint (the newsletter-unsubscribe function) lives here.
  apiUrl: Deno.env.get('SUPABASE_URL') ?? '',
};
const batchSize = Number(Deno.env.get('DELIVERY_BATCH_SIZE') ?? '20');

function isServiceRole(req: Request): boolean {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token) return false;
  if (token === serviceKey) return true;
  try {
    const payload = JSON.parse(atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as { role?: unknown };
    // The gateway has verified the JWT's signature (verify_jwt = true) before this runs.
    return payload.role === 'service_role';
  } catch {
    return false;
  }
}

Deno.serve(async (req) => {
  if (req.method !== 'POST') return Response.json({ error: 'Use POST.' }, { status: 405 });
  if (!isServiceRole(req)) return Response.json({ error: 'Only the service role may run the delivery.' }, { status: 403 });
  try {
    const report = await deliverDue({
      store,
      transport,
      render: (template, data) => renderEmail(template, data, context),
      domain: domainOf(smtp.from),
      batchSize: Number.isInteger(batchSize) && batchSize > 0 ? batchSize : 20,
    });
    if (report.errors.length > 0) console.error(`deliver-notifications: ${report.errors.join('; ')}`);
    return Response.json(report);
  } catch (error) {
    console.error('deliver-notifications failed', error);
    return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status: 500 });
  }
});
