/**
 * The Supabase clients, loaded lazily: one per ClientScope (public, staff, pro), each created on
 * first use, so pages that only show content never download supabase-js. Forms call
 * preloadSupabase() on first focus so the library is usually there by the time they submit; the
 * data layer awaits getSupabase(scope). Some calls skip supabase-js: plain fetch through
 * src/lib/rpc.ts, with supabaseEndpoint().
 *
 * Nothing here touches window or document at import time (pages are prerendered in Node).
 */
import type * as SupabaseJs from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backend } from '@/config/backend';
import type { Database } from './database.types';

export type AppSupabaseClient = SupabaseClient<Database>;

/** Every request gives up after this long (the UI then says the request failed). */
export const REQUEST_TIMEOUT_MS = 15_000;
/** Document uploads (up to 5 MB on a slow uplink) get longer. */
export const UPLOAD_TIMEOUT_MS = 60_000;

type SupabaseModule = typeof SupabaseJs;

interface ClientConfig {
  url: string;
  anonKey: string;
}

/**
 * Who the client signs in as. `public`: the site's forms and the applicant's anonymous session;
 * `staff`: the dispatch console; `pro`: the professionals' portal (e-mail code or magic link).
 * Each keeps its session under its own storage key, so a dispatcher or a professional signing
 * in on a shared computer never replaces an applicant's draft session.
 */
export type ClientScope = 'public' | 'staff' | 'pro';
const STORAGE_KEYS: Record<ClientScope, string | undefined> = { public: undefined, staff: 'nwd-staff-auth', pro: 'nwd-pro-auth' };

let config: ClientConfig = { url: backend.supabase.url, anonKey: backend.supabase.anonKey };
let modulePromise: Promise<SupabaseModule> | null = null;
const clientPromises = new Map<ClientScope, Promise<AppSupabaseClient>>();

function loadModule(): Promise<SupabaseModule> {
  if (modulePromise === null) {
    modulePromise = import('@supabase/supabase-js').catch((error: unknown) => {
      // Let a later call retry (e.g. the chunk failed to load while offline).
      modulePromise = null;
      throw error;
    });
  }
  return modulePromise;
}

function isUpload(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = (init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')).toUpperCase();
  return (method === 'POST' || method === 'PUT') && url.includes('/storage/v1/object/');
}

function combineSignals(signals: AbortSignal[]): AbortSignal {
  if (signals.length === 1 && signals[0] !== undefined) return signals[0];
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/** fetch with a deadline: 15 s, 60 s for uploads, on top of any caller signal. */
function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(isUpload(input, init) ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
  const signal = init?.signal ? combineSignals([init.signal, timeout]) : timeout;
  return fetch(input, { ...init, signal });
}

async function createSupabase(scope: ClientScope): Promise<AppSupabaseClient> {
  const { createClient } = await loadModule();
  const storageKey = STORAGE_KEYS[scope];
  return createClient<Database>(config.url, config.anonKey, {
    global: { fetch: fetchWithTimeout },
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      // Only the pro portal signs in by magic link (the session arrives in the URL's fragment).
      detectSessionInUrl: scope === 'pro',
      ...(storageKey ? { storageKey } : {}),
    },
  });
}

/** The client of a scope (created on first use). */
export function getSupabase(scope: ClientScope = 'public'): Promise<AppSupabaseClient> {
  let promise = clientPromises.get(scope);
  if (promise === undefined) {
    promise = createSupabase(scope).catch((error: unknown) => {
      clientPromises.delete(scope);
      throw error;
    });
    clientPromises.set(scope, promise);
  }
  return promise;
}

/** Where supabase-js keeps a scope's session in localStorage (undefined: its default key). */
export const storageKeyOf = (scope: ClientScope): string | undefined => STORAGE_KEYS[scope];
/** A stored access token is used only while it has at least this long to live. */
export const STORED_TOKEN_MARGIN_MS = 60_000;

/**
 * The access token supabase-js keeps for a scope, if it is still good for at least a minute:
 * lets a page make its first signed-in request over plain fetch (src/lib/rpc.ts) while
 * supabase-js is still loading. Never refreshes (refresh tokens rotate, and only supabase-js
 * may spend them); call only from effects and handlers (it reads localStorage).
 */
export function storedAccessToken(scope: ClientScope): string | null {
  const key = storageKeyOf(scope);
  if (key === undefined) return null;
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { access_token?: unknown; expires_at?: unknown } | null;
    if (typeof stored?.access_token !== 'string' || typeof stored.expires_at !== 'number') return null;
    return stored.expires_at * 1000 > Date.now() + STORED_TOKEN_MARGIN_MS ? stored.access_token : null;
  } catch {
    return null;
  }
}

/** Start downloading supabase-js without waiting (call on a form's first focus). */
export function preloadSupabase(): void {
  void loadModule().catch(() => undefined);
}

/** The backend's URL and anon key now in use (plain-fetch callers: lib/rpc.ts). */
export function supabaseEndpoint(): Readonly<ClientConfig> {
  return config;
}

/**
 * Tests only: point the clients at another backend (e.g. an in-process local Supabase on a
 * random port). Drops the current clients; the next getSupabase() of a scope creates a fresh one.
 */
export async function configureSupabase(next: ClientConfig): Promise<void> {
  const previousClients = [...clientPromises.values()];
  clientPromises.clear();
  config = { url: next.url.replace(/\/+$/, ''), anonKey: next.anonKey };
  for (const previous of previousClients) {
    try {
      const client = await previous;
      await client.removeAllChannels();
      client.auth.stopAutoRefresh();
    } catch {
      // the old client never came up: nothing to stop
    }
  }
}
