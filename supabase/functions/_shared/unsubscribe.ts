/**
 * The newsletter's one-click unsubscribe endpoint (RFC 8058; docs/dispatch-api.md "Newsletter").
 * Every update e-mail names it in its List-Unsubscribe header with the subscription's secret
 * token in the query string. A mail provider's "Unsubscribe" button POSTs
 * `List-Unsubscribe=One-Click` to it as a plain form, with no apikey, cookie or sign-in; the
 * token alone says who. A GET (a person or a link scanner opening the address) changes nothing
 * and is sent to the site's unsubscribe page, where one press does the same.
 *
 * Plain TypeScript (it imports only the site's paths): the Edge Function passes a store over
 * the database function unsubscribe_newsletter; tests pass their own.
 */
import { newsletterPagePath } from './site-paths.ts';

export type UnsubscribeOutcome = 'unsubscribed' | 'invalid';

export interface UnsubscribeDeps {
  unsubscribe(token: string): Promise<UnsubscribeOutcome>;
  /** The public site's origin, for the GET redirect. */
  siteUrl: string;
  log?: (line: string) => void;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function text(status: number, body: string, extra: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  });
}

export async function handleUnsubscribe(req: Request, deps: UnsubscribeDeps): Promise<Response> {
  const token = new URL(req.url).searchParams.get('token') ?? '';
  const method = req.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') {
    const page = `${deps.siteUrl.replace(/\/+$/, '')}${newsletterPagePath('unsubscribe', token)}`;
    return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } });
  }
  if (method !== 'POST') return text(405, 'Use POST.', { Allow: 'GET, HEAD, POST' });
  if (!TOKEN.test(token)) return text(404, 'This unsubscribe link is not valid.');
  try {
    const outcome = await deps.unsubscribe(token);
    if (outcome === 'invalid') return text(404, 'This unsubscribe link is not valid.');
    return text(200, 'You are unsubscribed from NYC Wildlife Dispatch updates.');
  } catch (error) {
    deps.log?.(`newsletter-unsubscribe failed: ${error instanceof Error ? error.message : String(error)}`);
    return text(500, 'We could not unsubscribe you just now. Please try again.');
  }
}

interface RpcClient {
  rpc(fn: string, args: Record<string, unknown>): PromiseLike<{ data: unknown; error: { message: string } | null }>;
}

/** unsubscribe_newsletter through any supabase-js-like client. */
export function unsubscribeStore(client: RpcClient): UnsubscribeDeps['unsubscribe'] {
  return async (token) => {
    const { data, error } = await client.rpc('unsubscribe_newsletter', { p_token: token });
    if (error) throw new Error(`unsubscribe_newsletter: ${error.message}`);
    return data === 'unsubscribed' ? 'unsubscribed' : 'invalid';
  };
}
