import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '@/domain/zod';
import { callRpcParsed } from './rpc';

const schema = z.object({ found: z.boolean(), reference: z.nullable(z.string()) });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The fault injected: the endpoint answers `body` with HTTP 200. */
function answer(body: unknown) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })));
}

describe('callRpcParsed', () => {
  it('hands over the answer the schema accepts', async () => {
    answer({ found: true, reference: 'NYC-7K3P' });
    expect(await callRpcParsed('lead_status', { p_token: 'x' }, schema)).toEqual({ ok: true, data: { found: true, reference: 'NYC-7K3P' } });
  });

  it('refuses an answer of another shape instead of handing it to the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({ found: 'yes' });
    const result = await callRpcParsed('lead_status', { p_token: 'x' }, schema);
    expect(result.ok).toBe(false);
    expect(console.error).toHaveBeenCalledWith('[rpc] lead_status answered an unexpected shape', expect.anything());
  });
});
