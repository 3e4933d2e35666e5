/**
 * The health function's answer from private.service_health's JSON: 200 when ok, 503 when not or
 * when the database cannot be asked. Only the fields an uptime monitor needs go out, so nothing
 * personal can ever reach it even if the database function grew.
 */
export type HealthQuery = { data: unknown } | { error: string };

type Job = { job: string; ok: boolean; last_success_at: string | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function healthBody(query: HealthQuery): { status: 200 | 503; body: Record<string, unknown> } {
  if ('error' in query || !isRecord(query.data)) {
    return { status: 503, body: { ok: false, problems: ['The database could not be asked for the service health.'] } };
  }
  const d = query.data;
  const problems = Array.isArray(d.problems) ? d.problems.filter((p): p is string => typeof p === 'string') : [];
  const ok = d.ok === true && problems.length === 0;
  const outbox = isRecord(d.outbox) ? d.outbox : {};
  const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const jobs: Job[] = (Array.isArray(d.jobs) ? d.jobs : []).filter(isRecord).map((j) => ({
    job: String(j.job),
    ok: j.ok === true,
    last_success_at: typeof j.last_success_at === 'string' ? j.last_success_at : null,
  }));
  return {
    status: ok ? 200 : 503,
    body: {
      ok,
      checked_at: typeof d.checked_at === 'string' ? d.checked_at : null,
      problems,
      outbox: {
        pending: count(outbox.pending),
        waiting_over_5_minutes: count(outbox.waiting_over_5_minutes),
        oldest_pending_seconds: count(outbox.oldest_pending_seconds),
        failed_last_day: count(outbox.failed_last_day),
      },
      jobs,
    },
  };
}

export function healthResponse(method: string, query: HealthQuery): Response {
  const { status, body } = healthBody(query);
  const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
  return new Response(method === 'HEAD' ? null : JSON.stringify(body), { status, headers });
}
