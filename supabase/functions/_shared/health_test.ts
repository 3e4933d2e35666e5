// deno test: the health function's answer (supabase/functions/health).
import assert from 'node:assert/strict';
import { healthBody, healthResponse } from './health.ts';

Deno.test('a healthy service answers 200 with its counts and jobs', () => {
  const { status, body } = healthBody({
    data: {
      ok: true,
      checked_at: '2026-11-26T17:00:00Z',
      problems: [],
      outbox: { pending: 2, waiting_over_5_minutes: 0, oldest_pending_seconds: 3, failed_last_day: 0 },
      jobs: [{ job: 'deliver-notifications', ok: true, last_success_at: '2026-11-26T16:59:58Z', last_failure_at: null }],
    },
  });
  assert.deepStrictEqual(status, 200);
  assert.deepStrictEqual(body.ok, true);
  assert.deepStrictEqual(body.jobs, [{ job: 'deliver-notifications', ok: true, last_success_at: '2026-11-26T16:59:58Z' }]);
});

Deno.test('a problem, or a database that cannot be asked, answers 503', () => {
  const stalled = healthBody({ data: { ok: false, problems: ['Job deliver-notifications has not succeeded since it was installed.'], outbox: {}, jobs: [] } });
  assert.deepStrictEqual(stalled.status, 503);
  assert.deepStrictEqual(stalled.body.problems, ['Job deliver-notifications has not succeeded since it was installed.']);
  // ok true with a problem listed is still not healthy.
  assert.deepStrictEqual(healthBody({ data: { ok: true, problems: ['x'] } }).status, 503);
  assert.deepStrictEqual(healthBody({ error: 'connection refused' }).status, 503);
  assert.deepStrictEqual(healthBody({ data: null }).status, 503);
});

Deno.test('only the listed fields go out', () => {
  const { body } = healthBody({ data: { ok: true, problems: [], outbox: { pending: 1, recipient: 'a@b.example' }, jobs: [], secret: 'x' } });
  assert.deepStrictEqual(Object.keys(body).sort(), ['checked_at', 'jobs', 'ok', 'outbox', 'problems']);
  assert.deepStrictEqual(JSON.stringify(body).includes('a@b.example'), false);
});

Deno.test('HEAD answers the status without a body', async () => {
  const res = healthResponse('HEAD', { data: { ok: false, problems: ['x'] } });
  assert.deepStrictEqual(res.status, 503);
  assert.deepStrictEqual(await res.text(), '');
  assert.deepStrictEqual(res.headers.get('cache-control'), 'no-store');
});
