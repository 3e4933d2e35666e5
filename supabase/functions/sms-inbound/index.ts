// sms-inbound: Twilio's webhook for replies to our texts (README "Text messages"). Twilio posts
// each incoming text here, form-encoded and signed (X-Twilio-Signature); the `twilio` library
// checks the signature, the database decides what the words do (rpc/text_reply: STOP, START,
// HELP, YES / NO to an offer), and the answer goes back as TwiML.
// verify_jwt = false (config.toml): Twilio sends no Supabase key; the signature is the check.
// Secrets: TWILIO_AUTH_TOKEN, SMS_INBOUND_URL (the public URL configured at Twilio), SITE_URL,
// DISPATCH_PHONE.
import twilio from 'npm:twilio@6.2.0';
import { createClient } from 'npm:@supabase/supabase-js@2.119.0';
import { handleInbound } from '../_shared/twilio.ts';
import { replyText } from '../_shared/texts.ts';

const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
const supabase = createClient(supabaseUrl, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
  auth: { persistSession: false, autoRefreshToken: false },
});
const authToken = Deno.env.get('TWILIO_AUTH_TOKEN') ?? '';
const url = Deno.env.get('SMS_INBOUND_URL') || `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/sms-inbound`;
const context = {
  siteUrl: Deno.env.get('SITE_URL') ?? 'http://localhost:4173',
  dispatchPhone: Deno.env.get('DISPATCH_PHONE') ?? '',
};

Deno.serve((req) =>
  handleInbound(req, {
    url,
    // No token configured: every request is refused (403), never accepted unsigned.
    validate: (signature, at, params) => authToken !== '' && twilio.validateRequest(authToken, signature, at, params),
    handle: async (from, body) => {
      const { data, error } = await supabase.rpc('text_reply', { p_from: from, p_body: body });
      if (error) throw new Error(`text_reply: ${error.message}`);
      return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
    },
    reply: (outcome) => replyText(outcome, context),
  }),
);
