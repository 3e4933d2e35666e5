// health: what an uptime monitor polls. GET answers 200 when the service is running as it
// should and 503 when it is not, with a JSON body of counts, job names and one line per
// problem (no personal data): messages waiting too long, scheduled jobs that have not
// succeeded recently, missing Vault secrets or cron jobs (private.service_health, migration
// 20261126160000_scheduled_jobs.sql). No key is needed to ask; the function reads the
// database with the service role key a hosted project passes it.
import { createClient } from 'npm:@supabase/supabase-js@2.119.0';
import { healthResponse } from '../_shared/health.ts';

const supabase = createClient(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '', {
  auth: { persistSession: false, autoRefreshToken: false },
});

Deno.serve(async (req) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return Response.json({ error: 'Use GET.' }, { status: 405, headers: { Allow: 'GET, HEAD' } });
  const { data, error } = await supabase.rpc('service_health');
  return healthResponse(req.method, error ? { error: error.message } : { data });
});
