/**
 * `npm run staff:add -- --email <e> --password <p> [--role admin]`
 *
 * Makes a Supabase Auth user dispatch staff: creates the user (e-mail confirmed) or updates the
 * existing one, and sets `app_metadata.role` to `dispatcher` (default) or `admin`. Only the
 * service role can write app_metadata, so this needs the service role key:
 *
 * - local: nothing to set (the local Supabase on http://127.0.0.1:54321 and its demo key);
 * - hosted: SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=<service key>
 *   npm run staff:add -- … (never put the service key in .env or a VITE_ variable).
 *
 * `--role none` takes staff rights away again.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { SERVICE_ROLE_KEY } from '../supabase/local/keys.ts';

export const STAFF_ROLES = ['dispatcher', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffTarget {
  url: string;
  serviceRoleKey: string;
}

interface AdminUser {
  id: string;
  email?: string;
}

async function admin(target: StaffTarget, path: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(`${target.url.replace(/\/+$/, '')}/auth/v1${path}`, {
    ...init,
    headers: {
      apikey: target.serviceRoleKey,
      Authorization: `Bearer ${target.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
  });
  const text = await res.text();
  if (!res.ok) {
    let message = text;
    try {
      const body = JSON.parse(text) as { msg?: string; message?: string; error_description?: string };
      message = body.msg ?? body.message ?? body.error_description ?? text;
    } catch {
      // not JSON: keep the text
    }
    throw new Error(`${init.method ?? 'GET'} /auth/v1${path} answered ${res.status}: ${message}`);
  }
  return text === '' ? null : (JSON.parse(text) as unknown);
}

async function findUser(target: StaffTarget, email: string): Promise<AdminUser | undefined> {
  for (let page = 1; page < 1000; page++) {
    const { users } = (await admin(target, `/admin/users?page=${page}&per_page=1000`)) as { users: AdminUser[] };
    const found = users.find((u) => u.email?.toLowerCase() === email.toLowerCase());
    if (found || users.length < 1000) return found;
  }
  return undefined;
}

/** Creates or updates the user and sets its staff role; returns the user id and what happened. */
export async function addStaff(
  target: StaffTarget,
  input: { email: string; password?: string; role: StaffRole | 'none' },
): Promise<{ id: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]{2,}$/.test(email)) throw new Error(`Not an e-mail address: ${input.email}`);
  const appMetadata = { role: input.role === 'none' ? null : input.role };
  const existing = await findUser(target, email);
  if (existing) {
    await admin(target, `/admin/users/${existing.id}`, {
      method: 'PUT',
      body: JSON.stringify({ app_metadata: appMetadata, ...(input.password ? { password: input.password } : {}) }),
    });
    return { id: existing.id, created: false };
  }
  if (!input.password) throw new Error('A new staff member needs --password (at least 8 characters).');
  const user = (await admin(target, '/admin/users', {
    method: 'POST',
    body: JSON.stringify({ email, password: input.password, email_confirm: true, app_metadata: appMetadata }),
  })) as AdminUser;
  return { id: user.id, created: true };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'dispatcher' },
    },
  });
  const role = values.role ?? 'dispatcher';
  if (!values.email || !([...STAFF_ROLES, 'none'] as string[]).includes(role)) {
    console.error('Usage: npm run staff:add -- --email <e-mail> --password <password> [--role dispatcher|admin|none]');
    process.exit(2);
  }
  const url = process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321';
  const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY ?? (url.includes('127.0.0.1') || url.includes('localhost') ? SERVICE_ROLE_KEY : '');
  if (!serviceRoleKey) {
    console.error('Set SUPABASE_SERVICE_ROLE_KEY (the project\'s service role key) to change staff on a hosted project.');
    process.exit(2);
  }
  try {
    const result = await addStaff(
      { url, serviceRoleKey },
      { email: values.email, role: role as StaffRole | 'none', ...(values.password ? { password: values.password } : {}) },
    );
    console.log(`${result.created ? 'Created' : 'Updated'} ${values.email} (${result.id}): role ${role} on ${url}. Staff sign in at /dispatch.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
