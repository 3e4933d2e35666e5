/**
 * Shared helpers of the integration tests: one in-process local Supabase per test file
 * (in memory, random port), supabase-js clients for each party, valid rows to start from.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/server.ts';
import type { Database, TablesInsert } from '@/lib/database.types';

export type Client = SupabaseClient<Database>;

export async function startServer(): Promise<LocalSupabase> {
  return startLocalSupabase({ port: 0, siteUrl: 'http://localhost:4173' });
}

/** A client with its own in-memory session store (no shared state between clients). */
export function client(sb: LocalSupabase, key: string = sb.anonKey): Client {
  return untypedClient(sb, key) as Client;
}

/** The same, without the generated types (tests that call functions by name with odd arguments). */
export function untypedClient(sb: LocalSupabase, key: string = sb.anonKey): SupabaseClient {
  const store = new Map<string, string>();
  return createClient(sb.url, key, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => void store.set(k, v),
        removeItem: (k) => void store.delete(k),
      },
    },
  });
}

export const anonClient = (sb: LocalSupabase): Client => client(sb);
export const serviceClient = (sb: LocalSupabase): Client => client(sb, sb.serviceRoleKey);

/** A browser that signed in anonymously (role authenticated, is_anonymous). */
export async function anonymousUser(sb: LocalSupabase): Promise<{ db: Client; id: string }> {
  const db = client(sb);
  const { data, error } = await db.auth.signInAnonymously();
  if (error || !data.user) throw error ?? new Error('no user');
  return { db, id: data.user.id };
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** A signed-in e-mail user whose app_metadata.role is 'dispatcher' (set directly in auth.users). */
export async function staffUser(sb: LocalSupabase): Promise<Client> {
  const email = uniqueEmail('staff');
  const password = 'staff-password-1';
  const db = client(sb);
  const signUp = await db.auth.signUp({ email, password });
  if (signUp.error || !signUp.data.user) throw signUp.error ?? new Error('no user');
  const id = signUp.data.user.id;
  await sb.runExclusive((pg) =>
    pg.query(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"dispatcher"}'::jsonb where id = $1`,
      [id],
    ),
  );
  // A new token carries the new app_metadata.
  const signIn = await db.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return db;
}

/** A lead as the public forms send it (borough is derived by the database from the ZIP). */
export type LeadRow = TablesInsert<'leads'> & { id: string };

/** The forms never send borough: the generated Insert type requires it because the column is NOT NULL. */
function withoutBorough(row: Omit<LeadRow, 'borough'>): LeadRow {
  return row as LeadRow;
}

export function validLead(overrides: Partial<TablesInsert<'leads'>> = {}): LeadRow {
  return withoutBorough({
    id: crypto.randomUUID(),
    source: 'lead_form',
    source_page: '/services/raccoon-removal-nyc',
    name: 'Test Resident',
    email: 'resident@example.com',
    phone: '(212) 555-0142',
    property_type: 'Homeowner',
    address: '1 Test Street',
    city: 'Brooklyn',
    zip: '11201',
    description: 'Raccoons in the attic at night.',
    species: ['Raccoons'],
    contact_method: 'Call',
    ...overrides,
  });
}

export function validFlowLead(overrides: Partial<TablesInsert<'leads'>> = {}): LeadRow {
  return withoutBorough({
    id: crypto.randomUUID(),
    source: 'contact_flow',
    source_page: '/contact',
    name: 'Flow Resident',
    email: 'flow@example.com',
    phone: '(718) 555-0100',
    property_type: 'Landlord',
    zip: '10451',
    description: 'Scratching in the wall.',
    animal_type: 'Squirrel',
    duration: 'A few days',
    contact_by_phone: true,
    contact_by_email: false,
    agreed_to_terms: true,
    ...overrides,
  });
}

export const finalizeFields = {
  full_name: 'Pat Applicant',
  email: 'pat@example.com',
  business_name: 'Pat Wildlife LLC',
  phone_number: '(212) 555-0199',
  counties_served: 'Kings County, Queens County',
} as const;

export function pdfBlob(bytes = 64): Blob {
  const body = new Uint8Array(bytes);
  body.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new Blob([body], { type: 'application/pdf' });
}
