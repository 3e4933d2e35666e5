/**
 * Shared helpers of the integration tests: one in-process local Supabase per test file
 * (in memory, random port), supabase-js clients for each party, valid rows to start from.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { request as httpRequest } from 'node:http';
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/server.ts';
import { startSmsInbox, type LocalSmsInbox } from '../../supabase/local/sms.ts';
import type { Database, TablesInsert } from '@/lib/database.types';
import type { Borough } from '@/domain/options';
import { boroughForZip, CITY_LINE_ZIPS, SUPPORTED_ZIPS } from '@/domain/zip-coverage';
import { connectRemote, remoteTarget, skipTest, type TestSupabase } from './target.ts';

export { localOnly, remoteTarget, withSql, type TestSupabase } from './target.ts';

export type Client = SupabaseClient<Database>;

/** The options of the in-process stack (the local-only ones are refused for a remote target). */
export type ServerOptions = NonNullable<Parameters<typeof startLocalSupabase>[0]>;

/**
 * Rate limits high enough for suites that insert many rows from one address (the limits have
 * their own tests in notifications.test.ts); no delivery job (tests invoke it when they want).
 * This is the in-process stack itself, for tests of its internals (mark them `localOnly`).
 */
export async function startLocalServer(options: ServerOptions = {}): Promise<LocalSupabase & { sms: LocalSmsInbox }> {
  // Each stack texts into its own SMS inbox (random port), whose replies go to this stack.
  let url = '';
  const sms = await startSmsInbox({ port: 0, inboundUrl: () => `${url}/functions/v1/sms-inbound` });
  const sb = await startLocalSupabase({
    port: 0,
    siteUrl: 'http://localhost:4173',
    deliverEveryMs: null,
    ...options,
    functionSecrets: { TWILIO_API_URL: sms.url, ...(options.functionSecrets ?? {}) },
    // The auth limits of config.toml have their own tests (tests/integration/auth-limits.test.ts).
    authLimits: {
      emailSentPerHour: 100_000,
      signInSignUpsPer5Min: 100_000,
      tokenVerificationsPer5Min: 100_000,
      maxFrequencyMs: 1_000,
      ...(options.authLimits ?? {}),
    },
    notificationSettings: { ...HIGH_LIMITS, ...(options.notificationSettings ?? {}) },
  }).catch(async (error: unknown) => {
    await sms.stop();
    throw error;
  });
  url = sb.url;
  const stop = sb.stop.bind(sb);
  return Object.assign(sb, {
    sms,
    stop: async () => {
      await stop();
      await sms.stop();
    },
  });
}

const HIGH_LIMITS = {
  leads_per_client_per_hour: 100_000,
  applications_per_client_per_hour: 100_000,
  newsletter_signups_per_client_per_hour: 100_000,
};

/**
 * The in-process stack behind `sb`, for a step that drives its internals (its scheduler, its
 * function runner, its limiter); against another Supabase the running test is skipped.
 */
export function localStack(sb: TestSupabase): LocalSupabase {
  if ('scheduler' in sb) return sb as LocalSupabase;
  skipTest('drives the local stand-in itself');
}

/** Starts Edge Functions ahead of the tests (locally the first call compiles one); a no-op elsewhere. */
export async function warm(sb: TestSupabase, ...names: string[]): Promise<void> {
  if ('functions' in sb) await Promise.all(names.map((name) => (sb as LocalSupabase).functions.warm(name)));
}

/**
 * Options a remote target honours: settings rows it writes over SQL (and puts back at stop).
 * How often the local stack runs its jobs does not apply there (the project's pg_cron runs them).
 */
const REMOTE_OPTIONS = new Set(['notificationSettings', 'siteUrl', 'deliverEveryMs', 'cleanupUploadsEveryMs', 'proAccountEveryMs', 'offerExpiryEveryMs']);

/**
 * The Supabase a test file talks to: an in-process local one (default), or the one named by
 * SUPABASE_TEST_URL (tests/integration/target.ts).
 */
export async function startServer(options: ServerOptions = {}): Promise<TestSupabase> {
  if (!remoteTarget) return startLocalServer(options);
  const localOnlyOptions = Object.keys(options).filter((key) => !REMOTE_OPTIONS.has(key));
  if (localOnlyOptions.length > 0) throw new Error(`${localOnlyOptions.join(', ')}: options of the local stack only; mark these tests localOnly`);
  const sb = connectRemote(remoteTarget);
  if (!remoteTarget.dbUrl) {
    if (options.notificationSettings) throw new Error('These tests set private.notification_settings: mark them withSql');
    return sb;
  }
  const settings: Record<string, unknown> = { ...HIGH_LIMITS, ...(options.notificationSettings ?? {}) };
  const columns = Object.keys(settings);
  const before = await sb.runExclusive(async (db) => (await db.query<Record<string, unknown>>(`select ${columns.map((c) => `"${c}"`).join(', ')} from private.notification_settings`)).rows[0]);
  const write = (values: Record<string, unknown>) =>
    sb.runExclusive((db) => db.query(`update private.notification_settings set ${columns.map((c, i) => `"${c}" = $${i + 1}`).join(', ')}`, columns.map((c) => values[c])));
  await write(settings);
  return { ...sb, stop: async () => { if (before) await write(before); } };
}

/**
 * What the verified payment webhook does for an application (tests that are not about the
 * webhook itself): record a paid checkout session through the service-role function.
 */
export async function recordTestPayment(sb: TestSupabase, applicationId: string, email = 'payer@example.com', paymentIntent?: string): Promise<string> {
  const id = crypto.randomUUID().replace(/-/g, '');
  const { data, error } = await untypedClient(sb, sb.serviceRoleKey).rpc('record_payment', {
    p_event_id: `evt_test_${id}`,
    p_event_type: 'checkout.session.completed',
    p_checkout_session_id: `cs_test_${id}`,
    p_client_reference_id: applicationId,
    p_amount_total: 0,
    p_currency: 'usd',
    p_customer_email: email,
    ...(paymentIntent === undefined ? {} : { p_payment_intent: paymentIntent }),
  });
  if (error) throw new Error(error.message);
  return String(data);
}

/** The local inbox's messages (maildev's JSON API). */
export interface InboxMessage {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: Array<{ address: string }>;
  headers: Record<string, string>;
  time: string;
}

export async function inboxMessages(inboxUrl: string): Promise<InboxMessage[]> {
  const res = await fetch(`${inboxUrl}/api/email`);
  if (!res.ok) throw new Error(`inbox answered ${res.status}`);
  return (await res.json()) as InboxMessage[];
}

/**
 * One header field of an inbox message as it arrived (maildev's JSON lists only some fields),
 * unfolded; undefined when the message has none.
 */
export async function inboxHeader(inboxUrl: string, id: string, name: string): Promise<string | undefined> {
  const res = await fetch(`${inboxUrl}/api/email/${encodeURIComponent(id)}/source`);
  if (!res.ok) throw new Error(`inbox answered ${res.status}`);
  const source = (await res.text()).replace(/\r?\n[ \t]+/g, ' ');
  const head = source.split(/\r?\n\r?\n/)[0] ?? '';
  const lower = `${name.toLowerCase()}:`;
  return head.split(/\r?\n/).find((line) => line.toLowerCase().startsWith(lower))?.slice(lower.length).trim();
}

/** Polls until `check` returns a value (not undefined/false) or the time runs out. */
/**
 * One POST from a given loopback address (127.0.0.2, …) to the stack on 127.0.0.1: the stack
 * sees a different client for each address.
 */
export function postFrom(sb: LocalSupabase, from: string, path: string, body: unknown): Promise<{ status: number; ms: number; retryAfter: string | undefined; text: string }> {
  const started = performance.now();
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: sb.port,
        localAddress: from,
        method: 'POST',
        path,
        agent: false,
        headers: { apikey: sb.anonKey, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const retry = res.headers['retry-after'];
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, retryAfter: typeof retry === 'string' ? retry : undefined, text: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

export async function waitFor<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000, everyMs = 100): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`waitFor: nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** A client with its own in-memory session store (no shared state between clients). */
export function client(sb: TestSupabase, key: string = sb.anonKey): Client {
  return untypedClient(sb, key) as Client;
}

/** The same, without the generated types (tests that call functions by name with odd arguments). */
export function untypedClient(sb: TestSupabase, key: string = sb.anonKey): SupabaseClient {
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

export const anonClient = (sb: TestSupabase): Client => client(sb);
export const serviceClient = (sb: TestSupabase): Client => client(sb, sb.serviceRoleKey);

/** A browser that signed in anonymously (role authenticated, is_anonymous). */
export async function anonymousUser(sb: TestSupabase): Promise<{ db: Client; id: string }> {
  const db = client(sb);
  const { data, error } = await db.auth.signInAnonymously();
  if (error || !data.user) throw error ?? new Error('no user');
  return { db, id: data.user.id };
}

/**
 * Fictional contact data drawn at random, for tests whose rows must not meet rows other runs
 * left in the same project: phone numbers in the 555-0100…0199 range set aside for fiction
 * (under the city's area codes), real ZIPs of a borough.
 */
export const fictional = {
  phones(n: number): string[] {
    const all = ['212', '332', '347', '646', '718', '917', '929'].flatMap((area) => Array.from({ length: 100 }, (_, i) => `(${area}) 555-01${String(i).padStart(2, '0')}`));
    return shuffled(all).slice(0, n);
  },
  zips(borough: Borough, n: number): string[] {
    return shuffled([...SUPPORTED_ZIPS].filter((zip) => boroughForZip(zip) === borough && !CITY_LINE_ZIPS.has(zip))).slice(0, n);
  },
};

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/**
 * An e-mail account made as the project makes them: by the service role through the Auth admin
 * API (no one can sign up with an e-mail: the before-user-created hook refuses it).
 */
export async function adminCreateUser(
  sb: TestSupabase,
  email: string,
  options: { password?: string; appMetadata?: Record<string, unknown>; userMetadata?: Record<string, unknown> } = {},
): Promise<string> {
  const res = await fetch(`${sb.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: sb.serviceRoleKey, Authorization: `Bearer ${sb.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, email_confirm: true, ...(options.password ? { password: options.password } : {}), ...(options.appMetadata ? { app_metadata: options.appMetadata } : {}), ...(options.userMetadata ? { user_metadata: options.userMetadata } : {}) }),
  });
  const body = (await res.json()) as { id?: string; message?: string };
  if (!res.ok || !body.id) throw new Error(`admin create user answered ${res.status}: ${body.message ?? ''}`);
  return body.id;
}

/** A signed-in e-mail user whose app_metadata.role is 'dispatcher' (as `npm run staff:add` makes them). */
export async function staffUser(sb: TestSupabase): Promise<Client> {
  const email = uniqueEmail('staff');
  const password = 'staff-password-1';
  await adminCreateUser(sb, email, { password, appMetadata: { role: 'dispatcher' } });
  const db = client(sb);
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
    address: '350 Grand Concourse',
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

/** A PNG's first bytes (the signature, then an IHDR chunk header), padded. */
export function pngBlob(bytes = 64): Blob {
  const body = new Uint8Array(bytes);
  body.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  return new Blob([body], { type: 'image/png' });
}

/** A JPEG's first bytes (SOI, then an APP0 marker), padded. */
export function jpegBlob(bytes = 64): Blob {
  const body = new Uint8Array(bytes);
  body.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  return new Blob([body], { type: 'image/jpeg' });
}

/** An HTML page that claims to be a PDF (the upload a document check must refuse). */
export function htmlAsPdfBlob(): Blob {
  return new Blob(['<!doctype html><script>alert(document.cookie)</script>'], { type: 'application/pdf' });
}

/** A fresh object name for an application document, as the wizard makes it. */
export function documentName(owner: string, applicationId: string, kind: 'license' | 'insurance', ext = 'pdf'): string {
  return `${owner}/${applicationId}/${kind}-${crypto.randomUUID()}.${ext}`;
}

/**
 * What the wizard does on step 3: upload under a fresh name, then have the verify-document
 * function check the leading bytes and record it. Returns the object name and the function's answer.
 */
export async function uploadDocument(
  db: Pick<SupabaseClient, 'storage' | 'functions'>,
  owner: string,
  applicationId: string,
  kind: 'license' | 'insurance',
  file: Blob = pdfBlob(),
  ext = 'pdf',
): Promise<{ name: string; status: number; body: Record<string, unknown> }> {
  const name = documentName(owner, applicationId, kind, ext);
  const upload = await db.storage.from('application-documents').upload(name, file);
  if (upload.error) throw new Error(`upload: ${upload.error.message}`);
  const { data, error, response } = await db.functions.invoke<Record<string, unknown>>('verify-document', {
    body: { application_id: applicationId, kind, object_name: name },
  });
  const body = data ?? ((await (error as { context?: Response } | null)?.context?.json().catch(() => ({}))) as Record<string, unknown> | undefined) ?? {};
  return { name, status: response?.status ?? 0, body };
}

/**
 * The documents a reviewer checks before approving, uploaded and verified as the wizard does:
 * the insurance certificate, and the licence document unless `license` is false (an applicant
 * on the pesticide applicator certification alone is asked for none). The application must be
 * a draft of `owner`.
 */
export async function uploadApprovalDocuments(
  db: Pick<SupabaseClient, 'storage' | 'functions'>,
  owner: string,
  applicationId: string,
  { license = true }: { license?: boolean } = {},
): Promise<void> {
  const uploads = [uploadDocument(db, owner, applicationId, 'insurance', pngBlob(), 'png')];
  if (license) uploads.push(uploadDocument(db, owner, applicationId, 'license'));
  for (const { status, body } of await Promise.all(uploads)) {
    if (status !== 200) throw new Error(`verify-document: ${status} ${JSON.stringify(body)}`);
  }
}

/**
 * An active professional (Brooklyn, every species, an NWCO licence unless `overrides` say
 * otherwise) with an Auth account, signed in with its own session. `name` starts the business
 * name, so a test finds its own professionals.
 */
export async function activePro(sb: TestSupabase, name: string, overrides: Record<string, unknown> = {}): Promise<{ id: string; db: SupabaseClient; email: string }> {
  const service = untypedClient(sb, sb.serviceRoleKey);
  const email = uniqueEmail('pro');
  const { data, error } = await service.auth.admin.createUser({ email, password: 'pro-password-1', email_confirm: true, app_metadata: { test: true } });
  if (error || !data.user) throw error ?? new Error('no user');
  const { data: row, error: insert } = await service
    .from('pros')
    .insert({
      user_id: data.user.id,
      business_name: `${name} ${email.slice(4, 12)}`,
      contact_name: 'Test Pro',
      email,
      phone: '(718) 555-0177',
      license_number: 'TEST-PRO',
      license_expires_on: '2027-09-30',
      insurance_carrier: 'Test Carrier',
      insured_through: '2027-06-30',
      boroughs: ['Brooklyn'],
      species: [],
      ...overrides,
    })
    .select('id')
    .single();
  if (insert) throw insert;
  const db = untypedClient(sb);
  const signIn = await db.auth.signInWithPassword({ email, password: 'pro-password-1' });
  if (signIn.error) throw signIn.error;
  return { id: (row as { id: string }).id, db, email };
}
