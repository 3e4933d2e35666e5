/**
 * Reading the local Supabase from browser tests as the service role (plain REST, the
 * same requests supabase-js makes), to check what a flow really stored.
 */
export const SUPABASE_URL = `http://127.0.0.1:${process.env.SUPABASE_PORT ?? '54321'}`;
/** The Supabase CLI's public demo service_role key (local development only). */
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The Supabase CLI's public demo anon key. */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export async function serviceSelect<T = Record<string, unknown>>(table: string, query: string): Promise<T[]> {
  const res = await fetch(`${SUPABASE_URL}/rest/v1/${table}?${query}`, {
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Accept-Profile': 'public' },
  });
  if (!res.ok) throw new Error(`${table}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T[];
}

let n = 0;
/** An e-mail address no other test uses, to find this test's rows. */
export function uniqueEmail(prefix: string): string {
  n += 1;
  return `${prefix}-${Date.now()}-${n}@example.com`;
}
