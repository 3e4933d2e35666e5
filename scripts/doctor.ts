/**
 * `npm run doctor`: checks what a running service needs, on the local Supabase or a hosted
 * project, and prints one line per problem (exit 1 if there is any):
 * - the API and Auth answer, with anonymous sign-ins on (the application wizard needs them)
 *   and e-mail confirmation on (an address counts only once confirmed);
 * - every migration under supabase/migrations is applied (public.applied_migrations);
 * - the health function answers 200: e-mail draining, every scheduled job recently successful,
 *   the Vault secrets and cron jobs present (private.service_health; README "Scheduled jobs");
 * - on a hosted project, the fee as sold is set (private.payment_settings: not the local test
 *   checkout's $0, test mode, any link; README step 5).
 *
 * Local: nothing to set. Hosted: SUPABASE_URL=https://<ref>.supabase.co
 * SUPABASE_ANON_KEY=<anon or publishable key> SUPABASE_SERVICE_ROLE_KEY=<service or secret key>
 * npm run doctor (the keys are read from the environment, never from a file in the repository).
 */
import { pathToFileURL } from 'node:url';
import { listMigrations } from '../supabase/local/database.ts';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../supabase/local/keys.ts';

export interface DoctorTarget {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The migrations that should be applied (default supabase/migrations). */
  migrationsDir?: string;
  /** A hosted project: its payment settings must be the fee as sold, not the local checkout's. */
  hosted?: boolean;
}

async function get(url: string, key: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  try {
    const res = await fetch(url, { ...init, headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...(init.headers ?? {}) } });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body };
  } catch (error) {
    return { status: 0, body: error instanceof Error ? error.message : String(error) };
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The problems found, one line each; none when the service has what it needs. */
export async function doctor(target: DoctorTarget): Promise<string[]> {
  const base = target.url.replace(/\/+$/, '');
  const problems: string[] = [];

  const settings = await get(`${base}/auth/v1/settings`, target.anonKey);
  if (settings.status !== 200 || !isRecord(settings.body)) {
    problems.push(`Auth: ${base}/auth/v1/settings answered ${settings.status || 'nothing'}; is SUPABASE_URL right and the project running?`);
  } else {
    const external = isRecord(settings.body.external) ? settings.body.external : {};
    if (external.anonymous_users !== true) problems.push('Auth: anonymous sign-ins are off; applicants cannot start the application wizard (Authentication → Sign In / Providers).');
    if (settings.body.mailer_autoconfirm === true) problems.push('Auth: "Confirm email" is off; an e-mail address added to an account would count before it is confirmed.');
    if (settings.body.disable_signup === true) problems.push('Auth: "Allow new users to sign up" is off; anonymous sign-ins (applicants) count as sign-ups and stop.');
  }

  const applied = await get(`${base}/rest/v1/rpc/applied_migrations`, target.serviceRoleKey, { method: 'POST', body: '{}' });
  if (applied.status !== 200 || !Array.isArray(applied.body)) {
    problems.push(`Migrations: could not list the applied migrations (${applied.status || 'no answer'}): run \`supabase db push\`, and check SUPABASE_SERVICE_ROLE_KEY.`);
  } else {
    const have = new Set(applied.body.filter(isRecord).map((r) => String(r.version)));
    const missing = listMigrations(target.migrationsDir).filter((m) => !have.has(m.version));
    for (const m of missing) problems.push(`Migrations: ${m.version}_${m.name}.sql is not applied (supabase db push).`);
  }

  const health = await get(`${base}/functions/v1/health`, target.anonKey);
  if (health.status === 404) {
    problems.push('Health: the health function is not deployed (supabase functions deploy health).');
  } else if (!isRecord(health.body) || !Array.isArray(health.body.problems)) {
    problems.push(`Health: the health function answered ${health.status || 'nothing'} without a report.`);
  } else {
    for (const p of health.body.problems) problems.push(`Health: ${String(p)}`);
    if (health.status !== 200 && health.body.problems.length === 0) problems.push(`Health: the health function answered ${health.status}.`);
  }
  if (target.hosted === true) {
    const payment = await get(`${base}/rest/v1/rpc/payment_settings_problems`, target.serviceRoleKey, { method: 'POST', body: '{}' });
    if (payment.status !== 200 || !Array.isArray(payment.body)) {
      problems.push(`Payment: could not read the payment settings (${payment.status || 'no answer'}).`);
    } else {
      for (const p of payment.body) problems.push(String(p));
    }
  }
  return problems;
}

async function main(): Promise<void> {
  const url = process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321';
  const local = /\/\/(127\.0\.0\.1|localhost)[:/]/.test(`${url}/`);
  const anonKey = process.env.SUPABASE_ANON_KEY ?? (local ? ANON_KEY : '');
  const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY ?? (local ? SERVICE_ROLE_KEY : '');
  if (!anonKey || !serviceRoleKey) {
    console.error('Set SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY for a hosted project (from its API settings).');
    process.exit(2);
  }
  const problems = await doctor({ url, anonKey, serviceRoleKey, hosted: !local });
  for (const p of problems) console.log(p);
  console.log(problems.length === 0 ? `doctor: ${url} has what it needs.` : `doctor: ${problems.length} problem(s) on ${url}.`);
  process.exit(problems.length === 0 ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
