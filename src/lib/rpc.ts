/**
 * One PostgREST function call with the public anon key, over plain fetch: for pages a resident
 * opens on a phone in a hurry (the status page), where loading supabase-js (56 KB gzip) would
 * cost a second on a slow network. Same wire format as supabase-js's rpc() (docs/supabase-wire.md#rest).
 */
import { REQUEST_TIMEOUT_MS, supabaseEndpoint } from './supabase';

export type RpcResult<T> = { ok: true; data: T } | { ok: false; status: number; code: string; message: string };

export async function callRpc<T>(name: string, args: Record<string, unknown>): Promise<RpcResult<T>> {
  try {
    const { url, anonKey } = supabaseEndpoint();
    const res = await fetch(`${url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${anonKey}`,
        'Content-Type': 'application/json',
        'Content-Profile': 'public',
      },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    const body: unknown = text === '' ? null : JSON.parse(text);
    if (res.ok) return { ok: true, data: body as T };
    const error = (body ?? {}) as { code?: string; message?: string };
    return { ok: false, status: res.status, code: error.code ?? '', message: error.message ?? '' };
  } catch (error) {
    console.error(`[rpc] ${name}`, error);
    return { ok: false, status: 0, code: '', message: '' };
  }
}
