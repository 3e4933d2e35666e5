// pro-account: an approved professional's sign-in account, created by Auth's admin API and linked
// by the database only when Auth created it for that professional (never an account someone else
// could have made). Called by the console right after approval with the staff member's session,
// and by the scheduler (x-scheduler-secret, or the service role key) to retry professionals still
// without an account. It verifies its caller itself (_shared/caller.ts), whatever verify_jwt says.
// docs/dispatch-api.md "Professional accounts"; keys: supabase/README.md "Function keys".
import { createClient } from 'npm:@supabase/supabase-js@2.119.0';
import { authenticateCaller, callerKeysFromEnv } from '../_shared/caller.ts';
import { CORS_HEADERS, handleProAccount, type LinkOutcome } from '../_shared/pro_account.ts';
import { jobRunRecorder } from '../_shared/job_run.ts';

const url = Deno.env.get('SUPABASE_URL') ?? '';
const anonKey = Deno.env.get('SUPABASE_ANON_KEY') ?? '';
const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
const keys = callerKeysFromEnv((name) => Deno.env.get(name));
const admin = createClient(url, serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });

async function rpc(name: string, args: Record<string, unknown>): Promise<unknown> {
  const { data, error } = await admin.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data;
}

Deno.serve((req) =>
  handleProAccount(req, {
    authenticate: (request) => authenticateCaller(request, keys),
    staffCheck: async (token, proId) => {
      const res = await fetch(`${url}/rest/v1/rpc/pro_account_needed`, {
        method: 'POST',
        headers: { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ p_pro_id: proId }),
      });
      const body: unknown = await res.json().catch(() => null);
      if (res.status === 200) return body === true ? 'needed' : 'has_account';
      if (res.status === 401 || res.status === 403) return 'not_staff';
      if (res.status === 404) return 'not_found';
      throw new Error(`pro_account_needed answered ${res.status}`);
    },
    pending: async (proId) => {
      const rows = await rpc('pros_without_account', { p_pro_id: proId, p_limit: 20 });
      return Array.isArray(rows) ? (rows as { pro_id: string; email: string }[]) : [];
    },
    createUser: async (email, proId) => {
      const { error } = await admin.auth.admin.createUser({ email, email_confirm: true, app_metadata: { pro_id: proId } });
      if (!error) return 'created';
      if (error.code === 'email_exists' || error.status === 422) return 'exists';
      throw new Error(`Auth refused to create the account: ${error.message}`);
    },
    link: async (proId) => (await rpc('link_pro_account', { p_pro_id: proId })) as LinkOutcome,
    recordRun: jobRunRecorder(admin, 'pro-account'),
    log: (line) => console.log(line),
  }).catch((error: unknown) => {
    console.error(`pro-account: ${error instanceof Error ? error.message : String(error)}`);
    return new Response(JSON.stringify({ code: 'server_error', message: 'Could not create the account.' }), {
      status: 500,
      headers: { 'Content-Type': 'application/json', ...CORS_HEADERS },
    });
  }),
);
