import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCoverage } from './coverage';

/** Faults only: the real answer is covered by tests/integration/report-truth.test.ts and the browser tests. */
describe('fetchCoverage when the answer cannot be had', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is null when the network fails, so the ZIP list answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await fetchCoverage('11354')).toBeNull();
  });

  it('is null for an error status or a reply of another shape (never a guess)', async () => {
    for (const [status, body] of [
      [503, '{"message":"unavailable"}'],
      [200, '{"borough":"Queens"}'],
      [200, '{"borough":"Atlantis","covered":true}'],
      [200, '{"borough":"Queens","covered":"yes"}'],
      [200, 'null'],
    ] as const) {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(body, { status })));
      expect(await fetchCoverage('11354'), body).toBeNull();
    }
  });
});
