// newsletter-unsubscribe: the one-click unsubscribe of RFC 8058 named in every update e-mail's
// List-Unsubscribe header (JWT verification is off for this function in supabase/config.toml:
// mail providers POST a plain form with no key; the secret token in the address says who).
// It calls the public database function unsubscribe_newsletter with the anon key: it needs no
// more rights than the site's own unsubscribe page. Secrets: SITE_URL.
import { createClient } from 'npm:@supabase/supabase-js@2.119.0';
import { handleUnsubscribe, unsubscribeStore } from '../_shared/unsubscribe.ts';

const supabase = createClient(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_ANON_KEY') ?? '', {
  auth: { persistSession: false, autoRefreshToken: false },
});
const unsubscribe = unsubscribeStore(supabase);
const siteUrl = Deno.env.get('SITE_URL') ?? 'http://localhost:4173';

Deno.serve((req) => handleUnsubscribe(req, { unsubscribe, siteUrl, log: (line) => console.error(line) }));
