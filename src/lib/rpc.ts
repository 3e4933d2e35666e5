/**
 * One PostgREST function call over plain fetch: for pages opened on a phone in a hurry (the
 * resident's status page, the pro portal's first screen), where waiting for supabase-js (56 KB
 * gzip) would cost a second on a slow network. Same wire format as supabase-js's rpc()
 * (docs/supabase-wire.md#rest). Sent with the public anon key, or as a signed-in user when
 * `accessToken` is given (a token supabase-js stored, see storedAccessToken).
 */
import type { z } from '@/domain/zod';
import { REQUEST_TIMEOUT_MS, supabaseEndpoint } from './supabase';

export type RpcResult<T> = { ok: true; data: T } | { ok: false; status: number; code: string; message: string; hint?: string };

/**
 * Calls the boot script started before the page's code loaded (scripts/prerender.ts: the status
 * page's lead_status, the pro portal's pro_home), keyed by earlyCallKey. Each is taken once.
 */
type EarlyCalls = Record<string, Promise<Response> | undefined>;
export const earlyCallKey = (name: string, body: string) => `${name} ${body}`;
export const EARLY_CALLS_GLOBAL = '__nwdEarlyCalls';

function takeEarlyCall(key: string): Promise<Response> | undefined {
  const calls = (globalThis as Record<string, unknown>)[EARLY_CALLS_GLOBAL] as EarlyCalls | undefined;
  const call = calls?.[key];
  if (calls && call) calls[key] = undefined;
  return call;
}

export async function callRpc<T>(
  name: string,
  args: Record<string, unknown>,
  {
    accessToken,
    timeoutMs = REQUEST_TIMEOUT_MS,
    headers = {},
  }: { accessToken?: string; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<RpcResult<T>> {
  const body = JSON.stringify(args);
  try {
    const { url, anonKey } = supabaseEndpoint();
    const res =
      (await takeEarlyCall(earlyCallKey(name, body))?.catch(() => undefined)) ??
      (await fetch(`${url}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: {
          apikey: anonKey,
          Authorization: `Bearer ${accessToken ?? anonKey}`,
          'Content-Type': 'application/json',
          'Content-Profile': 'public',
          ...headers,
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      }));
    const text = await res.text();
    const data: unknown = text === '' ? null : JSON.parse(text);
    if (res.ok) return { ok: true, data: data as T };
    const error = (data ?? {}) as { code?: string; message?: string; hint?: string | null };
    const failure = { ok: false as const, status: res.status, code: error.code ?? '', message: error.message ?? '' };
    return typeof error.hint === 'string' ? { ...failure, hint: error.hint } : failure;
  } catch (error) {
    console.error(`[rpc] ${name}`, error);
    return { ok: false, status: 0, code: '', message: '' };
  }
}

/**
 * callRpc for a function that answers one JSON value (its generated type can only say `Json`):
 * the answer is parsed with `schema`, so a page never reads a shape it does not know.
 */
export async function callRpcParsed<T>(name: string, args: Record<string, unknown>, schema: z.ZodMiniType<T>, options?: Parameters<typeof callRpc>[2]): Promise<RpcResult<T>> {
  const result = await callRpc<unknown>(name, args, options);
  if (!result.ok) return result;
  const parsed = schema.safeParse(result.data);
  if (parsed.success) return { ok: true, data: parsed.data };
  console.error(`[rpc] ${name} answered an unexpected shape`, parsed.error);
  return { ok: false, status: 0, code: '', message: '' };
}
