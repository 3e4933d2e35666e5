/**
 * Hostile payloads sent straight to the Data API (and Storage) of an in-process local
 * Supabase, as an attacker holding only the public anon key (or an anonymous sign-in) would.
 *
 * Every case is one row of CASES and one test. For every case:
 *   - the answer is never a 5xx;
 *   - the database, read afterwards as the superuser, changed exactly as the case says: by
 *     default nothing at all (no row added, changed or removed in leads, applications,
 *     newsletter_subscriptions or storage.objects), and the three tables still exist;
 *   - a case that stores something says so in its name ("ACCEPTED …"), and what was stored is
 *     read back with the service role and compared verbatim.
 * Cases named "KNOWN GAP" are accepted today although they arguably should not be; they
 * assert today's behaviour so that a migration that closes the gap makes them fail (then
 * flip the case to refused).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSupabase } from './target.ts';
import {
  anonClient,
  anonymousUser,
  documentName,
  finalizeFields,
  pdfBlob,
  serviceClient,
  startServer,
  uniqueEmail,
  validFlowLead,
  validLead,
  type Client,
} from './helpers.ts';

type Table = 'leads' | 'applications' | 'newsletter_subscriptions' | 'storage.objects';
const TABLES: Table[] = ['leads', 'applications', 'newsletter_subscriptions', 'storage.objects'];

interface Outcome {
  status: number;
  body: string;
}

interface Case {
  name: string;
  send: () => Promise<Outcome>;
  /** The exact HTTP status expected. */
  status: number;
  /** Rows this payload is meant to add, per table. Default: none. */
  adds?: Partial<Record<Table, number>>;
  /** Existing rows this payload is meant to change, per table. Default: none. */
  changes?: Partial<Record<Table, number>>;
  /** Further assertions (what was stored, what came back). */
  check?: (outcome: Outcome) => Promise<void>;
  /** Accepted today although it should arguably be refused (reported). */
  gap?: boolean;
}

let sb: TestSupabase;
let anon: Client;
let service: Client;
let userA: { db: Client; id: string; token: string };
let userB: { db: Client; id: string; token: string };
let draftA = '';
let draftB = '';
let existingLeadId = '';
const existingEmail = uniqueEmail('existing').toLowerCase();

// Requests ---------------------------------------------------------------------------------------

interface RestOptions {
  body?: unknown;
  raw?: string;
  /** Bearer token; default the anon key. */
  token?: string;
  headers?: Record<string, string>;
}

async function rest(method: string, path: string, options: RestOptions = {}): Promise<Outcome> {
  const token = options.token ?? sb.anonKey;
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const res = await fetch(`${sb.url}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: sb.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...options.headers,
    },
    ...(body === undefined ? {} : { body }),
  });
  return { status: res.status, body: await res.text() };
}

/** The result of a supabase-js call as an Outcome. */
async function js(call: PromiseLike<{ status: number; error: unknown; data?: unknown }>): Promise<Outcome> {
  const res = await call;
  return { status: res.status, body: JSON.stringify(res.error ?? res.data ?? null) };
}

async function storageUpload(token: string, path: string, blob: Blob, contentType = blob.type): Promise<Outcome> {
  const res = await fetch(`${sb.url}/storage/v1/object/application-documents/${path}`, {
    method: 'POST',
    headers: { apikey: sb.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': contentType },
    body: blob,
  });
  return { status: res.status, body: await res.text() };
}

async function storageList(token: string, prefix: string): Promise<Outcome> {
  const res = await fetch(`${sb.url}/storage/v1/object/list/application-documents`, {
    method: 'POST',
    headers: { apikey: sb.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ prefix, limit: 100, offset: 0 }),
  });
  return { status: res.status, body: await res.text() };
}

/** An unsigned-by-us JWT claiming the service role (wrong secret or alg none). */
function forgedJwt(alg: 'HS256' | 'none'): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const head = b64({ alg, typ: 'JWT' });
  const claims = b64({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 });
  return alg === 'none' ? `${head}.${claims}.` : `${head}.${claims}.${Buffer.from('not-the-secret').toString('base64url')}`;
}

// Database checks --------------------------------------------------------------------------------

type Snapshot = Map<string, string>;

/** Every row of the four tables as `table:id` → md5 of the row, read as the superuser. */
async function snapshot(): Promise<Snapshot> {
  return sb.runExclusive(async (db) => {
    const res = await db.query<{ k: string; h: string }>(
      `select 'leads:' || t.id as k, md5(t::text) as h from public.leads t
       union all select 'applications:' || t.id, md5(t::text) from public.applications t
       union all select 'newsletter_subscriptions:' || t.id, md5(t::text) from public.newsletter_subscriptions t
       union all select 'storage.objects:' || t.id, md5(t::text) from storage.objects t`,
    );
    return new Map(res.rows.map((r) => [r.k, r.h]));
  });
}

function diff(before: Snapshot, after: Snapshot) {
  const count = (keys: string[]) =>
    Object.fromEntries(TABLES.map((t) => [t, keys.filter((k) => k.startsWith(`${t}:`)).length])) as Record<Table, number>;
  const added = [...after.keys()].filter((k) => !before.has(k));
  const removed = [...before.keys()].filter((k) => !after.has(k));
  const changed = [...after.keys()].filter((k) => before.has(k) && before.get(k) !== after.get(k));
  return { added: count(added), removed: count(removed), changed: count(changed) };
}

async function tablesExist(): Promise<boolean> {
  return sb.runExclusive(async (db) => {
    const res = await db.query<{ ok: boolean }>(
      `select to_regclass('public.leads') is not null
          and to_regclass('public.applications') is not null
          and to_regclass('public.newsletter_subscriptions') is not null as ok`,
    );
    return res.rows[0]?.ok === true;
  });
}

async function storedLead(id: string): Promise<Record<string, unknown> | null> {
  const res = await service.from('leads').select('*').eq('id', id).maybeSingle();
  expect(res.error).toBeNull();
  return res.data as Record<string, unknown> | null;
}

async function storedSubscriptions(email: string): Promise<string[]> {
  const res = await service.from('newsletter_subscriptions').select('email').ilike('email', email);
  expect(res.error).toBeNull();
  return (res.data ?? []).map((r) => r.email);
}

// Case builders ----------------------------------------------------------------------------------

const x = (n: number, ch = 'x') => ch.repeat(n);

/** A lead_form lead with `overrides` (a JSON-level object: any types), POSTed with the anon key. */
function leadCase(name: string, overrides: Record<string, unknown>, extra: Omit<Case, 'name' | 'send'> & { flow?: boolean }): Case {
  const { flow, ...rest } = extra;
  return {
    name,
    send: () => rest_post('leads', { ...(flow ? validFlowLead() : validLead()), ...overrides }),
    ...rest,
  };
}

/** A lead that must be stored with `overrides` verbatim (or as `stored` says). */
function acceptedLead(name: string, overrides: Record<string, unknown>, stored: Record<string, unknown> = overrides, gap = false): Case {
  const id = crypto.randomUUID();
  return {
    name,
    send: () => rest_post('leads', { ...validLead(), ...overrides, id }),
    status: 201,
    adds: { leads: 1 },
    gap,
    check: async () => {
      expect(await storedLead(id)).toMatchObject(stored);
    },
  };
}

const rest_post = (table: string, body: unknown, options: Omit<RestOptions, 'body'> = {}) => rest('POST', table, { ...options, body });

/** The /updates sign-up: the public's only way in (the table itself takes no public insert). */
const subscribe = (email: unknown, extra: Record<string, unknown> = {}) => rest_post('rpc/subscribe_newsletter', { p_email: email, ...extra });
const insertSubscription = (body: unknown) => rest_post('newsletter_subscriptions', body);

const SQLI_DROP = "'); drop table leads; --";
const SQLI_OR = "' or 1=1 --";
const XSS = '<script>alert(1)</script>';

// The cases --------------------------------------------------------------------------------------

const CASES: Case[] = [
  // Oversize text, every text column of leads and newsletter_subscriptions.
  leadCase('leads.name of 101 characters', { name: x(101) }, { status: 400 }),
  leadCase('leads.name of 101 emoji (code points, not bytes)', { name: x(101, '🦝') }, { status: 400 }),
  acceptedLead('ACCEPTED: leads.name of exactly 100 characters (the limit)', { name: x(100, 'n') }),
  leadCase('leads.description of 2001 characters', { description: x(2001) }, { status: 400 }),
  acceptedLead('ACCEPTED: leads.description of exactly 2000 characters', { description: x(2000, 'd') }),
  leadCase('leads.address of 201 characters', { address: x(201) }, { status: 400 }),
  leadCase('leads.city of 101 characters', { city: x(101) }, { status: 400 }),
  leadCase('leads.email of 255 characters', { email: `${x(243)}@example.com` }, { status: 400 }),
  leadCase('leads.source_page of 201 characters', { source_page: `/${x(200, 'a')}` }, { status: 400 }),
  leadCase('leads.phone of 10 000 characters', { phone: x(10_000, '1') }, { status: 400 }),
  // Over the 1 MiB body limit: refused before it is read (docs/supabase-wire.md#limits).
  leadCase('leads.description of 2 MB (huge body)', { description: x(2 * 1024 * 1024) }, { status: 413 }),
  {
    name: 'newsletter email of 255 characters',
    send: () => subscribe(`${x(243, 'n')}@example.com`),
    status: 400,
  },

  // Wrong JSON types.
  acceptedLead(
    'KNOWN GAP — ACCEPTED: leads.name as a JSON number (coerced to the text "12345", as PostgREST does)',
    { name: 12345 },
    { name: '12345' },
    true,
  ),
  acceptedLead(
    'KNOWN GAP — ACCEPTED: leads.name as a JSON object (stored as the text {"first":"x"})',
    { name: { first: 'x' } },
    { name: '{"first":"x"}' },
    true,
  ),
  acceptedLead('ACCEPTED: leads.zip as the JSON number 11201 (coerced to the text "11201", a valid ZIP)', { zip: 11201 }, { zip: '11201', borough: 'Brooklyn' }),
  acceptedLead('ACCEPTED: leads.species as the string "{Bats}" (a Postgres array literal, same as ["Bats"])', { species: '{Bats}' }, { species: ['Bats'] }),
  leadCase('leads.name as null', { name: null }, { status: 400 }),
  leadCase('leads.species as an object', { species: { Bats: true } }, { status: 400 }),
  leadCase('leads.species as a plain string', { species: 'Bats' }, { status: 400 }),
  leadCase('leads.species as a nested array', { species: [['Bats'], ['Rats']] }, { status: 400 }),
  leadCase('leads.zip as a boolean', { zip: true }, { status: 400 }),
  leadCase('leads.zip as the number 7030 (07030 without its zero)', { zip: 7030 }, { status: 400 }),
  leadCase('leads.contact_by_phone as an object', { contact_by_phone: { yes: true } }, { status: 400 }),
  {
    name: 'body is a JSON string, not an object',
    send: () => rest('POST', 'leads', { raw: '"hello"' }),
    status: 400,
  },
  {
    name: 'body is not JSON at all',
    send: () => rest('POST', 'leads', { raw: "name='x'; drop table leads" }),
    status: 400,
  },
  {
    name: 'body is an empty array',
    send: () => rest('POST', 'leads', { raw: '[]' }),
    status: 400,
  },
  {
    name: 'body is an empty object',
    send: () => rest('POST', 'leads', { raw: '{}' }),
    status: 400,
  },
  {
    name: 'body is JSON nested 100 000 levels deep',
    send: () => rest('POST', 'leads', { raw: `${x(100_000, '[')}${x(100_000, ']')}` }),
    status: 400,
  },
  {
    name: 'body with a __proto__ key (prototype pollution)',
    send: () => rest('POST', 'leads', { raw: JSON.stringify(validLead()).replace(/^\{/, '{"__proto__":{"role":"service_role"},') }),
    status: 400,
  },
  leadCase('leads.name with a lone UTF-16 surrogate', { name: 'Bad \ud800 name' }, { status: 400 }),

  // SQL injection.
  acceptedLead(`ACCEPTED (verbatim, inert): SQL injection in leads.name ${SQLI_DROP}`, { name: SQLI_DROP }),
  acceptedLead(`ACCEPTED (verbatim, inert): SQL injection in leads.description ${SQLI_OR}`, { description: `${SQLI_OR}\n${SQLI_DROP}` }),
  leadCase(`SQL injection in leads.zip ${SQLI_OR}`, { zip: SQLI_OR }, { status: 400 }),
  leadCase(`SQL injection in leads.email ${SQLI_OR}`, { email: `${SQLI_OR}@example.com` }, { status: 400 }),
  leadCase('SQL injection in leads.phone', { phone: `(212) 555-0142${SQLI_DROP}` }, { status: 400 }),
  leadCase('SQL injection in leads.source', { source: "lead_form' or '1'='1" }, { status: 401 }),
  leadCase('SQL injection in leads.property_type', { property_type: `Homeowner${SQLI_DROP}` }, { status: 400 }),
  leadCase('SQL injection in leads.id', { id: '1; drop table leads' }, { status: 400 }),
  leadCase('SQL injection in leads.species item', { species: [`Bats${SQLI_DROP}`] }, { status: 400 }),
  {
    name: 'SQL injection in the ?columns= parameter',
    send: () => rest('POST', 'leads?columns=name%29%3Bdrop%20table%20leads%3B--', { body: validLead() }),
    status: 400,
  },
  {
    name: 'SQL injection in a body key (column name)',
    send: () => rest_post('leads', { ...validLead(), 'name"); drop table leads; --': 'x' }),
    status: 400,
  },
  {
    name: 'SQL injection in ?select= on an insert (function call in the select list)',
    send: () => rest('POST', 'leads?select=id,pg_sleep(5)', { body: validLead(), headers: { Prefer: 'return=representation' } }),
    status: 400,
  },

  // HTML / script in text.
  acceptedLead(`ACCEPTED (verbatim, inert): ${XSS} in leads.name (the name rules allow '<')`, { name: XSS }),
  acceptedLead('ACCEPTED (verbatim, inert): <img onerror> in leads.description', { description: '<img src=x onerror=alert(1)>' }),
  acceptedLead('ACCEPTED (verbatim, inert): <svg onload> in leads.city', { city: '<svg onload=alert(1)>' }),
  leadCase(`${XSS} in leads.source_page (path pattern)`, { source_page: `/contact"><script>alert(1)</script>` }, { status: 400 }),
  leadCase('javascript: URL in leads.source_page', { source_page: 'javascript:alert(1)' }, { status: 400 }),
  leadCase('absolute URL in leads.source_page', { source_page: 'https://evil.example/phish' }, { status: 400 }),

  // Control and invisible characters.
  leadCase('NUL in leads.name', { name: 'Ann\u0000Admin' }, { status: 400 }),
  leadCase('newline in leads.name', { name: 'Ann\nBcc: victim@example.com' }, { status: 400 }),
  leadCase('BEL in leads.name', { name: 'Ann\u0007' }, { status: 400 }),
  leadCase('C1 CSI (U+009B) in leads.name', { name: 'Ann\u009b31m' }, { status: 400 }),
  leadCase('LINE SEPARATOR (U+2028) in leads.name', { name: 'Ann\u2028Lee' }, { status: 400 }),
  leadCase('ESC (terminal escape) in leads.description', { description: 'ok \u001b[2J cleared' }, { status: 400 }),
  leadCase('CR LF in leads.address', { address: '1 Main St\r\nInjected: yes' }, { status: 400 }),
  leadCase('blank (spaces only) leads.name', { name: '    ' }, { status: 400 }),
  leadCase('RIGHT-TO-LEFT OVERRIDE (U+202E) in leads.name (bidi spoofing in the staff view)', { name: 'Ann \u202egnp.exe' }, { status: 400 }),
  leadCase('leads.name made only of a ZERO WIDTH SPACE (U+200B), i.e. invisible', { name: '\u200b' }, { status: 400 }),
  leadCase('BYTE ORDER MARK (U+FEFF) inside leads.name', { name: 'Ann\ufeffLee' }, { status: 400 }),
  acceptedLead('ACCEPTED: tab and newlines in leads.description (multi-line text)', { description: 'Line one\n\tLine two\r\nLine three' }),

  // ZIP, phone, e-mail formats.
  leadCase('leads.zip of 4 digits', { zip: '1120' }, { status: 400 }),
  leadCase('leads.zip with letters', { zip: 'ABCDE' }, { status: 400 }),
  leadCase('leads.zip 07030 (Hoboken, outside NYC)', { zip: '07030' }, { status: 400 }),
  leadCase('leads.zip ZIP+4', { zip: '11201-1234' }, { status: 400 }),
  leadCase('leads.zip in full-width digits', { zip: '１１２０１' }, { status: 400 }),
  // Any usual way of writing one US number is that number, stored in E.164.
  acceptedLead('leads.phone 2125550142 (no mask)', { phone: '2125550142' }, { phone: '+12125550142' }),
  acceptedLead('leads.phone (212)555-0142 (no space)', { phone: '(212)555-0142' }, { phone: '+12125550142' }),
  acceptedLead('leads.phone with +1 prefix', { phone: '+1 (212) 555-0142' }, { phone: '+12125550142' }),
  leadCase('leads.phone with an unassigned area code', { phone: '(555) 234-5678' }, { status: 400 }),
  leadCase('leads.phone in Canada', { phone: '(416) 555-0142' }, { status: 400 }),
  leadCase('leads.phone in full-width digits', { phone: '（２１２）５５５－０１４２' }, { status: 400 }),
  leadCase('leads.email a@b', { email: 'a@b' }, { status: 400 }),
  leadCase('leads.email with a space', { email: 'a b@example.com' }, { status: 400 }),
  leadCase('leads.email with two @', { email: 'a@@example.com' }, { status: 400 }),
  leadCase('leads.email with CR LF header injection', { email: 'a@example.com\r\nBcc: all@example.com' }, { status: 400 }),
  {
    name: 'newsletter email a@b',
    send: () => subscribe('a@b'),
    status: 400,
  },
  {
    name: 'newsletter email with spaces',
    send: () => subscribe('a b@example.com'),
    status: 400,
  },
  {
    name: 'newsletter email as a number',
    send: () => subscribe(12345),
    status: 400,
  },
  {
    name: 'newsletter email with CR LF header injection',
    send: () => subscribe('a@example.com\r\nBcc: all@example.com'),
    status: 400,
  },

  // Unknown enumeration values.
  leadCase('leads.property_type Castle', { property_type: 'Castle' }, { status: 400 }),
  leadCase('leads.property_type in the wrong case', { property_type: 'homeowner' }, { status: 400 }),
  leadCase('leads.contact_method Carrier pigeon', { contact_method: 'Carrier pigeon' }, { status: 400 }),
  leadCase('leads.species item Dragons', { species: ['Bats', 'Dragons'] }, { status: 400 }),
  leadCase('leads.species with a null item', { species: ['Bats', null] }, { status: 400 }),
  acceptedLead(
    'KNOWN GAP — ACCEPTED: leads.species with the same item repeated (the form never sends duplicates)',
    { species: ['Bats', 'Bats', 'Bats'] },
    { species: ['Bats', 'Bats', 'Bats'] },
    true,
  ),
  leadCase('leads.species with 11 items', { species: Array.from({ length: 11 }, () => 'Bats') }, { status: 400 }),
  leadCase('leads.animal_type Unicorn (flow)', { animal_type: 'Unicorn' }, { status: 400, flow: true }),
  leadCase('leads.duration Forever (flow)', { duration: 'Forever' }, { status: 400, flow: true }),
  leadCase('leads.source admin', { source: 'admin' }, { status: 401 }),
  leadCase('flow lead without agreeing to the terms', { agreed_to_terms: false }, { status: 401, flow: true }),

  // Columns the client must not set.
  leadCase('unknown column is_admin on leads', { is_admin: true }, { status: 400 }),
  leadCase('leads.borough set by the client (Queens for a Brooklyn ZIP)', { borough: 'Queens' }, { status: 401 }),
  leadCase('leads.created_at set by the client', { created_at: '2000-01-01T00:00:00Z' }, { status: 401 }),
  {
    name: 'leads.borough set through supabase-js',
    send: () => js(anon.from('leads').insert(validLead({ borough: 'Manhattan' }))),
    status: 401,
  },
  {
    name: 'ACCEPTED as a no-op: a lead reusing the id of another lead (201, the other row unchanged)',
    send: () => rest_post('leads', validLead({ id: existingLeadId, name: 'Overwritten', description: 'Hijacked' })),
    status: 201,
    check: async () => {
      expect(await storedLead(existingLeadId)).toMatchObject({ name: 'Original Resident', description: 'The original lead.' });
    },
  },
  {
    name: "upsert (merge-duplicates) over another lead's id through supabase-js",
    send: () => js(anon.from('leads').upsert(validLead({ id: existingLeadId, name: 'Overwritten' }), { onConflict: 'id' })),
    status: 401,
  },
  {
    name: 'insert with .select() to read the lead back (return=representation)',
    send: () => js(anon.from('leads').insert(validLead()).select('*')),
    status: 401,
  },
  {
    name: 'newsletter row inserted straight into the table (no public insert any more)',
    send: () => insertSubscription({ email: uniqueEmail('direct') }),
    status: 401,
  },
  {
    name: 'newsletter row inserted straight into the table, already confirmed, with its own tokens',
    send: () => insertSubscription({ email: uniqueEmail('forged'), status: 'confirmed', confirmed_at: '2000-01-01T00:00:00Z', unsubscribe_token: x(43, 'a') }),
    status: 401,
  },
  {
    name: 'unknown column on newsletter_subscriptions',
    send: () => insertSubscription({ email: uniqueEmail('col'), confirmed: true }),
    status: 400,
  },
  {
    name: 'subscribe with an argument the function does not take',
    send: () => subscribe(uniqueEmail('arg'), { p_status: 'confirmed' }),
    status: 404,
  },
  {
    name: 'confirm with a made-up token',
    send: () => rest_post('rpc/confirm_newsletter', { p_token: x(43, 'A') }),
    status: 200,
    check: async (outcome) => {
      expect(JSON.parse(outcome.body)).toBe('invalid');
    },
  },
  {
    name: 'unsubscribe with a SQL-injection token',
    send: () => rest_post('rpc/unsubscribe_newsletter', { p_token: SQLI_OR }),
    status: 200,
    check: async (outcome) => {
      expect(JSON.parse(outcome.body)).toBe('invalid');
    },
  },

  // Newsletter values that are accepted.
  (() => {
    const email = uniqueEmail('MiXeD').replace('@example.com', '@Example.COM');
    return {
      name: 'ACCEPTED: newsletter e-mail in mixed case with spaces around (stored trimmed, lower-cased)',
      send: () => subscribe(`  ${email}  `),
      status: 204,
      adds: { newsletter_subscriptions: 1 },
      check: async () => {
        expect(await storedSubscriptions(email)).toEqual([email.toLowerCase()]);
      },
    } satisfies Case;
  })(),
  {
    name: 'ACCEPTED: newsletter e-mail already waiting for confirmation, in another case (204, no second row, its link sent again)',
    send: () => subscribe(existingEmail.toUpperCase()),
    status: 204,
    changes: { newsletter_subscriptions: 1 },
    check: async () => {
      expect(await storedSubscriptions(existingEmail)).toEqual([existingEmail]);
    },
  },
  (() => {
    const email = `<script>alert(1)</script>${Date.now()}@example.com`;
    // An address is one plain mailbox (public.email_address): no '<' or '>' in it.
    return {
      name: `${XSS} as the local part of a newsletter e-mail (refused: not a plain mailbox)`,
      send: () => subscribe(email),
      status: 400,
      check: async (outcome) => {
        expect(outcome.body).toContain('invalid_email');
        expect(await storedSubscriptions(email)).toEqual([]);
      },
    } satisfies Case;
  })(),

  // Honeypots.
  leadCase('ACCEPTED as a no-op: lead with the honeypot filled (201, nothing stored)', { company_website: 'https://spam.example' }, { status: 201 }),
  leadCase(
    'ACCEPTED as a no-op: honeypot filled on an otherwise invalid lead (201, nothing stored)',
    { company_website: x(500), zip: '00000', name: x(500) },
    { status: 201 },
  ),
  {
    name: 'ACCEPTED as a no-op: newsletter with the honeypot filled (204, nothing stored)',
    send: () => subscribe(uniqueEmail('bot'), { p_company_website: 'https://spam.example' }),
    status: 204,
  },

  // Batches: one valid row and one invalid row → the whole batch is refused.
  {
    name: 'leads batch: one valid row and one with a ZIP outside NYC',
    send: () => rest_post('leads', [validLead(), validLead({ zip: '07030' })]),
    status: 400,
  },
  {
    name: 'leads batch: one valid row and one setting the borough',
    send: () => rest_post('leads', [validLead(), validLead({ borough: 'Queens' })]),
    status: 401,
  },
  {
    name: 'leads batch: one valid row and one missing its name (columns union → NULL)',
    send: () => {
      const { name: _omitted, ...noName } = validLead();
      return rest_post('leads', [validLead(), noName]);
    },
    status: 400,
  },
  {
    name: 'leads batch through supabase-js: a valid lead and a flow lead without terms (keys missing in a row become NULL)',
    send: () => js(anon.from('leads').insert([validLead(), validFlowLead({ agreed_to_terms: false })])),
    status: 400,
  },
  (() => {
    const batch = Array.from({ length: 50 }, () => validLead({ description: 'Bulk spam lead.' }));
    return {
      name: '50 valid leads in one request with the anon key (one row per public request)',
      send: () => rest_post('leads', batch),
      status: 400,
    } satisfies Case;
  })(),
  {
    name: 'newsletter batch straight into the table: one valid e-mail and a@b',
    send: () => insertSubscription([{ email: uniqueEmail('batch') }, { email: 'a@b' }]),
    status: 401,
  },

  // Reading and changing leads and subscriptions with the anon key.
  { name: 'anon GET leads?select=*', send: () => rest('GET', 'leads?select=*'), status: 401 },
  { name: 'anon GET leads?select=name,email,phone', send: () => rest('GET', 'leads?select=name,email,phone'), status: 401 },
  { name: 'anon HEAD leads with count=exact', send: () => rest('HEAD', 'leads?select=id', { headers: { Prefer: 'count=exact' } }), status: 401 },
  {
    name: 'anon PATCH every lead',
    send: () => rest('PATCH', `leads?id=neq.${crypto.randomUUID()}`, { body: { name: 'Pwned' } }),
    status: 401,
  },
  { name: 'anon DELETE every lead', send: () => rest('DELETE', `leads?id=neq.${crypto.randomUUID()}`), status: 401 },
  { name: 'anon GET newsletter_subscriptions', send: () => rest('GET', 'newsletter_subscriptions?select=email'), status: 401 },
  {
    name: 'anon PATCH newsletter_subscriptions',
    send: () => rest('PATCH', 'newsletter_subscriptions?email=like.*', { body: { email: 'x@example.com' } }),
    status: 401,
  },
  { name: 'anon DELETE newsletter_subscriptions', send: () => rest('DELETE', 'newsletter_subscriptions?email=like.*'), status: 401 },
  {
    name: 'anon DELETE newsletter_subscriptions through supabase-js',
    send: () => js(anon.from('newsletter_subscriptions').delete().eq('email', existingEmail)),
    status: 401,
  },

  // The same as a signed-in (anonymous) user, who has SELECT on leads but no staff claim.
  {
    name: 'anonymous user GET leads?select=* sees no row',
    send: () => rest('GET', 'leads?select=*', { token: userA.token }),
    status: 200,
    check: async (o) => expect(JSON.parse(o.body)).toEqual([]),
  },
  {
    name: "anonymous user GET leads with an injected filter (name=eq.' or 1=1 --) sees no row",
    send: () => rest('GET', `leads?select=id&name=eq.${encodeURIComponent(SQLI_OR)}`, { token: userA.token }),
    status: 200,
    check: async (o) => expect(JSON.parse(o.body)).toEqual([]),
  },
  {
    name: 'anonymous user GET leads with an injected order (order=id;drop table leads)',
    send: () => rest('GET', `leads?select=id&order=${encodeURIComponent('id;drop table leads')}`, { token: userA.token }),
    status: 400,
  },
  {
    name: 'anonymous user PATCH every lead',
    send: () => rest('PATCH', `leads?id=neq.${crypto.randomUUID()}`, { body: { name: 'Pwned' }, token: userA.token }),
    status: 403,
  },
  { name: 'anonymous user DELETE every lead', send: () => rest('DELETE', `leads?id=neq.${crypto.randomUUID()}`, { token: userA.token }), status: 403 },
  { name: 'anonymous user GET newsletter_subscriptions', send: () => rest('GET', 'newsletter_subscriptions?select=email', { token: userA.token }), status: 403 },

  // Applications.
  {
    name: 'anon inserts an application',
    send: () => rest_post('applications', { business_name: 'Sneaky LLC' }),
    status: 401,
  },
  { name: 'anon GET applications', send: () => rest('GET', 'applications?select=*'), status: 401 },
  {
    name: "anon PATCH another user's application",
    send: () => rest('PATCH', `applications?id=eq.${draftB}`, { body: { business_name: 'Hijacked' } }),
    status: 401,
  },
  {
    name: "owner spoofing: anonymous user A inserts an application with owner = B's id",
    send: () => js(userA.db.from('applications').insert({ business_name: 'Spoof', owner: userB.id } as never)),
    status: 403,
  },
  {
    name: "anonymous user A inserts an application with the id of B's application",
    send: () => js(userA.db.from('applications').insert({ business_name: 'Clash', id: draftB } as never)),
    status: 403,
  },
  {
    name: 'anonymous user inserts an application with status submitted, unpaid',
    send: () => js(userA.db.from('applications').insert({ ...finalizeFields, status: 'submitted' })),
    status: 403,
  },
  {
    name: 'anonymous user inserts a draft with payment_status paid',
    send: () => js(userA.db.from('applications').insert({ business_name: 'Free ride', payment_status: 'paid' })),
    status: 403,
  },
  {
    name: 'anonymous user inserts an application with status approved',
    send: () => rest_post('applications', { business_name: 'Self-approved', status: 'approved' }, { token: userA.token }),
    status: 403,
  },
  {
    name: 'anonymous user inserts an application with payment_status refunded',
    send: () => rest_post('applications', { ...finalizeFields, status: 'submitted', payment_status: 'refunded' }, { token: userA.token }),
    status: 403,
  },
  {
    name: 'anonymous user inserts an application with created_at',
    send: () => rest_post('applications', { business_name: 'Backdated', created_at: '2000-01-01T00:00:00Z' }, { token: userA.token }),
    status: 403,
  },
  {
    name: 'anonymous user inserts an application with a license_document_path',
    send: () => rest_post('applications', { business_name: 'Docs', license_document_path: documentName(userB.id, draftB, 'license') }, { token: userA.token }),
    status: 403,
  },
  {
    name: 'anonymous user inserts an application already submitted AND paid, without paying (only the verified webhook pays)',
    send: () => js(userA.db.from('applications').insert({ ...finalizeFields, status: 'submitted', payment_status: 'paid' })),
    status: 403,
  },
  {
    name: 'anonymous user marks its own draft submitted AND paid by PATCH, without paying',
    send: () =>
      js(userA.db.from('applications').update({ ...finalizeFields, status: 'submitted', payment_status: 'paid' }).eq('id', draftA)),
    status: 403,
  },
  {
    name: 'anonymous user marks its own draft paid by PATCH',
    send: () => js(userA.db.from('applications').update({ payment_status: 'paid' }).eq('id', draftA)),
    status: 403,
  },
  {
    name: 'anonymous user submits its own unpaid draft by PATCH',
    send: () => js(userA.db.from('applications').update({ ...finalizeFields, status: 'submitted' }).eq('id', draftA)),
    status: 403,
  },
  (() => {
    const website = 'javascript:alert(document.domain)';
    return {
      name: `applications.website ${website} in a draft (only http(s) or a bare host name)`,
      send: () => js(userA.db.from('applications').insert({ business_name: 'Link Trap', website }).select('id, website').single()),
      status: 400,
    } satisfies Case;
  })(),
  {
    name: "anonymous user A PATCHes B's draft (0 rows, 204)",
    send: () => js(userA.db.from('applications').update({ business_name: 'Hijacked' }).eq('id', draftB)),
    status: 204,
  },
  {
    name: "anonymous user A hands B's draft to itself (owner = A)",
    send: () => js(userA.db.from('applications').update({ owner: userA.id } as never).eq('id', draftB)),
    status: 403,
  },
  {
    name: "anonymous user A DELETEs B's draft",
    send: () => js(userA.db.from('applications').delete().eq('id', draftB)),
    status: 403,
  },
  {
    name: "anonymous user A reads applications: B's draft is not among them",
    send: () => rest('GET', 'applications?select=id,owner', { token: userA.token }),
    status: 200,
    check: async (o) => {
      const rows = JSON.parse(o.body) as { id: string; owner: string }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.owner === userA.id)).toBe(true);
    },
  },

  // Tokens, schemas and paths.
  { name: 'forged service_role JWT (wrong secret) GET leads', send: () => rest('GET', 'leads?select=*', { token: forgedJwt('HS256') }), status: 401 },
  { name: 'forged service_role JWT (alg none) GET leads', send: () => rest('GET', 'leads?select=*', { token: forgedJwt('none') }), status: 401 },
  {
    name: 'forged service_role JWT (alg none) DELETE leads',
    send: () => rest('DELETE', `leads?id=neq.${crypto.randomUUID()}`, { token: forgedJwt('none') }),
    status: 401,
  },
  {
    name: 'Content-Profile: private (insert into a non-exposed schema)',
    send: () => rest('POST', 'service_area_zips', { body: { zip: '99999', borough: 'Queens' }, headers: { 'Content-Profile': 'private' } }),
    status: 406,
  },
  { name: 'Accept-Profile: auth (read auth.users)', send: () => rest('GET', 'users?select=*', { headers: { 'Accept-Profile': 'auth' } }), status: 406 },
  { name: 'GET the private ZIP table through public', send: () => rest('GET', 'service_area_zips?select=*'), status: 404 },
  { name: 'call the trigger function as an RPC', send: () => rest('POST', 'rpc/leads_before_insert', { body: {} }), status: 404 },

  // Storage (private documents bucket).
  {
    name: "anon lists B's folder in the documents bucket (200, empty list)",
    send: () => storageList(sb.anonKey, `${userB.id}/${draftB}`),
    status: 200,
    check: async (o) => expect(JSON.parse(o.body)).toEqual([]),
  },
  {
    name: "anonymous user A lists B's folder (200, empty list)",
    send: () => storageList(userA.token, `${userB.id}/${draftB}`),
    status: 200,
    check: async (o) => expect(JSON.parse(o.body)).toEqual([]),
  },
  // Storage answers errors with HTTP 400 and the real status as a string in the body.
  {
    name: 'anon uploads into the documents bucket',
    send: () => storageUpload(sb.anonKey, documentName(userB.id, draftB, 'insurance'), pdfBlob()),
    status: 400,
    check: async (o) => expect(JSON.parse(o.body)).toMatchObject({ statusCode: '403' }),
  },
  {
    name: "anonymous user A uploads into B's folder",
    send: () => storageUpload(userA.token, documentName(userB.id, draftB, 'insurance'), pdfBlob()),
    status: 400,
    check: async (o) => expect(JSON.parse(o.body)).toMatchObject({ statusCode: '403' }),
  },
  {
    name: "anonymous user A uploads with a ../ path into B's folder",
    send: () => storageUpload(userA.token, `${userA.id}/..%2F${documentName(userB.id, draftB, 'insurance')}`, pdfBlob()),
    status: 400,
  },
  {
    name: 'anonymous user B uploads an HTML file (text/html) into its own draft folder',
    send: () => storageUpload(userB.token, `${userB.id}/${draftB}/license.html`, new Blob([XSS], { type: 'text/html' })),
    status: 400,
    check: async (o) => expect(JSON.parse(o.body)).toMatchObject({ statusCode: '415' }),
  },
  {
    name: 'anonymous user B uploads a real PDF named license.html (file name rule)',
    send: () => storageUpload(userB.token, `${userB.id}/${draftB}/license.html`, pdfBlob()),
    status: 400,
    check: async (o) => expect(JSON.parse(o.body)).toMatchObject({ statusCode: '403' }),
  },
  {
    name: 'anonymous user B uploads insurance.pdf declared as text/html',
    send: () => storageUpload(userB.token, documentName(userB.id, draftB, 'insurance'), new Blob([XSS], { type: 'text/html' })),
    status: 400,
    check: async (o) => expect(JSON.parse(o.body)).toMatchObject({ statusCode: '415' }),
  },
  {
    name: 'anonymous user B uploads an HTML page as license-<uuid>.pdf declared as application/pdf (content check)',
    send: () => storageUpload(userB.token, documentName(userB.id, draftB, 'license'), new Blob([XSS], { type: 'application/pdf' })),
    status: 400,
    check: async (o) => expect(JSON.parse(o.body)).toMatchObject({ statusCode: '415', error: 'invalid_mime_type' }),
  },
];

/** How many hostile payloads this file sends (each case is one payload or one request). */
export const HOSTILE_PAYLOADS_TRIED = CASES.length;
export const HOSTILE_PAYLOADS_ACCEPTED = CASES.filter((c) => c.adds !== undefined || c.changes !== undefined).length;
/** Accepted today although they arguably should be refused (see the report in each name). */
export const KNOWN_GAPS = CASES.filter((c) => c.gap).map((c) => c.name);

function verdict(c: Case): string {
  const stores = Object.entries(c.adds ?? {}).map(([t, n]) => `adds ${n} ${t}`);
  const changes = Object.entries(c.changes ?? {}).map(([t, n]) => `changes ${n} ${t}`);
  if (stores.length + changes.length > 0) return `stored: ${[...stores, ...changes].join(', ')}`;
  return c.status < 300 ? `${c.status}, nothing stored` : `refused ${c.status}, nothing stored`;
}

const NAMED = CASES.map((c, i) => ({ ...c, title: `#${String(i + 1).padStart(3, '0')} ${c.name} → ${verdict(c)}` }));

beforeAll(async () => {
  sb = await startServer();
  anon = anonClient(sb);
  service = serviceClient(sb);
  const withToken = async () => {
    const user = await anonymousUser(sb);
    const session = await user.db.auth.getSession();
    return { ...user, token: session.data.session?.access_token ?? '' };
  };
  userA = await withToken();
  userB = await withToken();
  const a = await userA.db.from('applications').insert({ business_name: 'A Wildlife' }).select('id').single();
  const b = await userB.db.from('applications').insert({ business_name: 'B Wildlife' }).select('id').single();
  draftA = a.data?.id ?? '';
  draftB = b.data?.id ?? '';
  const upload = await userB.db.storage.from('application-documents').upload(documentName(userB.id, draftB, 'license'), pdfBlob());
  expect(upload.error).toBeNull();
  const existing = validLead({ name: 'Original Resident', description: 'The original lead.' });
  existingLeadId = existing.id;
  expect((await anon.from('leads').insert(existing)).status).toBe(201);
  expect((await anon.rpc('subscribe_newsletter', { p_email: existingEmail })).status).toBe(204);
  console.log(
    `abuse.test.ts: ${HOSTILE_PAYLOADS_TRIED} hostile payloads, ${HOSTILE_PAYLOADS_ACCEPTED} meant to store something, ` +
      `${KNOWN_GAPS.length} known gaps:\n  - ${KNOWN_GAPS.join('\n  - ')}`,
  );
});

afterAll(async () => {
  await sb?.stop();
});

describe('hostile payloads against the Data API and Storage', () => {
  it.each(NAMED)('$title', async (c) => {
    const before = await snapshot();
    const outcome = await c.send();
    const after = await snapshot();

    expect(outcome.status, outcome.body).toBeLessThan(500);
    expect(outcome.status, outcome.body).toBe(c.status);
    // The error body never echoes a stack trace or internal file path.
    expect(outcome.body).not.toMatch(/\bat .+\.(ts|js):\d+/);

    const change = diff(before, after);
    for (const table of TABLES) {
      expect(change.added[table], `rows added to ${table}`).toBe(c.adds?.[table] ?? 0);
      expect(change.changed[table], `rows changed in ${table}`).toBe(c.changes?.[table] ?? 0);
      expect(change.removed[table], `rows removed from ${table}`).toBe(0);
    }
    expect(await tablesExist()).toBe(true);
    await c.check?.(outcome);
  });

  it(`names every known gap (${HOSTILE_PAYLOADS_TRIED} payloads tried, ${HOSTILE_PAYLOADS_ACCEPTED} meant to store something)`, () => {
    // Every known gap is a case that stores something and says so in its name.
    for (const c of CASES.filter((k) => k.gap)) {
      expect(c.name).toMatch(/^KNOWN GAP — ACCEPTED/);
      expect(c.adds ?? c.changes).toBeDefined();
    }
  });
});
