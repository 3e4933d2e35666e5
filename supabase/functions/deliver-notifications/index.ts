// deliver-notifications: drains the outbox (claim, render, send over SMTP, mark). Invoked every
// few seconds: locally by the local Supabase, on a hosted project by pg_cron + pg_net (README
// "Notifications on a hosted project"). Only the service role may invoke it: the scheduler's
// SCHEDULER_SECRET (x-scheduler-secret), a secret key, or a verified service_role JWT
// (supabase/README.md "Function keys").
// Secrets: SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD, SMTP_FROM, SITE_URL, DISPATCH_PHONE;
// for texts (the 'sms' channel) TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and
// TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM_NUMBER (_shared/twilio.ts).
import nodemailer from 'npm:nodemailer@10.6.0';
import { createClient } from 'npm:@supabase/supabase-js@2.119.0';
import { deliverDue, domainOf, outboxStore, smtpSettings, smtpTransport } from '../_shared/delivery.ts';
import { renderEmail } from '../_shared/templates.ts';
import { renderText } from '../_shared/texts.ts';
import { twilioSettings, twilioTransport } from '../_shared/twilio.ts';
import { authenticateCaller, callerKeysFromEnv } from '../_shared/caller.ts';
import { jobRunRecorder } from '../_shared/job_run.ts';

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
const keys = callerKeysFromEnv((name) => Deno.env.get(name));
const twilio = twilioSettings((name) => Deno.env.get(name));
const texts = twilio ? { transport: twilioTransport(fetch, twilio), render: (template: string, data: Record<string, unknown>) => renderText(template, data, context) } : undefined;

/** This run's outcome for the service's health (_shared/job_run.ts). */
const recordRun = jobRunRecorder(supabase, 'deliver-notifications');
const batchSize = Number(Deno.env.get('DELIVERY_BATCH_SIZE') ?? '20');

Deno.serve(async (req) => {
  if (req.method !== 'POST') return Response.json({ error: 'Use POST.' }, { status: 405 });
  // The function checks its caller itself (verify_jwt on or off): the scheduler's secret, a
  // secret key, or a service_role JWT whose signature verifies (an unsigned one does not).
  const caller = await authenticateCaller(req, keys);
  if (caller.kind !== 'service') return Response.json({ error: 'Only the service role may run the delivery.' }, { status: 403 });
  try {
    const report = await deliverDue({
      store,
      transport,
      render: (template, data) => renderEmail(template, data, context),
      domain: domainOf(smtp.from),
      ...(texts ? { texts } : {}),
      batchSize: Number.isInteger(batchSize) && batchSize > 0 ? batchSize : 20,
    });
    if (report.errors.length > 0) console.error(`deliver-notifications: ${report.errors.join('; ')}`);
    // A run that sent nothing of what it claimed failed (SMTP down, say); the service's health
    // shows the last error (migration 20261126160000_scheduled_jobs.sql).
    const failedRun = report.claimed > 0 && report.sent === 0 && report.errors.length > 0;
    await recordRun(failedRun ? `No message could be sent: ${report.errors[0]}` : null);
    return Response.json(report);
  } catch (error) {
    console.error('deliver-notifications failed', error);
    const message = error instanceof Error ? error.message : String(error);
    await recordRun(message);
    return Response.json({ error: message }, { status: 500 });
  }
});
