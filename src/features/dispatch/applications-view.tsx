import { useCallback, useState } from 'react';
import { REFRESH_MS } from '@/config/refresh';
import { Link } from 'react-router-dom';
import { REVIEW_DAYS } from '@/domain/review';
import { businessDaysSince, formatNyTime } from '@/domain/time';
import { useNow, usePolling } from '@/lib/use-now';
import { fetchApplicationQueue, fetchUnmatchedPayments } from './api';
import type { ApplicationQueueRow, UnmatchedPayment } from './types';
import { paymentAmount } from './format';
import { DISPATCH_PATH } from '@/config/paths';

/** The site promises a decision within REVIEW_DAYS business days of payment; late past its end. */
const PROMISED_DAYS = REVIEW_DAYS.to;

/** /dispatch/applications: submitted, paid applications oldest first; the rest listed apart. */
export function ApplicationsView() {
  const [rows, setRows] = useState<ApplicationQueueRow[] | null>(null);
  const [unmatched, setUnmatched] = useState<UnmatchedPayment[]>([]);
  const now = useNow(60_000);
  const load = useCallback(async () => {
    const [result, payments] = await Promise.all([fetchApplicationQueue(), fetchUnmatchedPayments()]);
    if (result.ok) setRows(result.data);
    if (payments.ok) setUnmatched(payments.data);
  }, []);
  usePolling(load, REFRESH_MS.applications);
  const ready = rows?.filter((r) => r.status === 'submitted' && r.paid) ?? [];
  const apart = rows?.filter((r) => !(r.status === 'submitted' && r.paid)) ?? [];
  return (
    <div className="grid gap-8">
      <h1 className="text-3xl font-bold text-slate-900">Applications</h1>
      <section aria-labelledby="review-heading" className="grid gap-3">
        <h2 id="review-heading" className="text-2xl font-bold text-slate-900">
          Waiting for review ({rows === null ? '…' : ready.length})
        </h2>
        {rows !== null && ready.length === 0 ? <p>No application waiting for review.</p> : null}
        {ready.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left">
              <thead className="border-b border-slate-300 text-sm text-slate-700">
                <tr>
                  <th className="py-2 pr-3">Business</th>
                  <th className="py-2 pr-3">Owner</th>
                  <th className="py-2 pr-3">Counties</th>
                  <th className="py-2 pr-3">Submitted</th>
                  <th className="py-2 pr-3">Waiting</th>
                </tr>
              </thead>
              <tbody>
                {ready.map((r) => {
                  const days = now > 0 ? businessDaysSince(r.submitted_at, now) : 0;
                  return (
                    <tr key={r.id} className="border-b border-slate-200">
                      <td className="py-2 pr-3">
                        <Link className="link" to={`${DISPATCH_PATH}/applications/${r.id}`}>
                          {r.business_name ?? 'Unnamed business'}
                        </Link>
                      </td>
                      <td className="py-2 pr-3">{r.full_name ?? r.owner_name}</td>
                      <td className="py-2 pr-3">{r.service_counties.join(', ') || r.counties_served}</td>
                      <td className="py-2 pr-3">{formatNyTime(r.submitted_at)}</td>
                      <td className={`py-2 pr-3 font-semibold ${days >= PROMISED_DAYS ? 'text-rose-800' : 'text-slate-900'}`}>
                        {days} of {PROMISED_DAYS} business days
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      <section aria-labelledby="apart-heading" className="grid gap-2">
        <h2 id="apart-heading" className="text-xl font-bold text-slate-900">
          Not ready for review ({rows === null ? '…' : apart.length})
        </h2>
        <p className="text-slate-700">Drafts and unpaid applications: they cannot be decided until the applicant submits them with a verified payment.</p>
        <ul className="grid gap-1">
          {apart.map((r) => (
            <li key={r.id}>
              <Link className="link" to={`${DISPATCH_PATH}/applications/${r.id}`}>
                {r.business_name ?? 'Unnamed business'}
              </Link>{' '}
              · {r.paid ? 'paid, ' : 'not paid, '}
              {r.review_message ? 'changes requested' : 'draft'} · started {formatNyTime(r.created_at)}
            </li>
          ))}
        </ul>
      </section>
      {unmatched.length > 0 ? (
        <section aria-labelledby="unmatched-heading" className="grid gap-2">
          <h2 id="unmatched-heading" className="text-xl font-bold text-slate-900">
            Unmatched payments ({unmatched.length})
          </h2>
          <p className="text-slate-700">Paid sessions that marked no application paid: not the application fee as sold, or no known application. Check them with the payment provider.</p>
          <ul className="grid gap-1">
            {unmatched.map((p) => (
              <li key={p.event_id}>
                {formatNyTime(p.received_at)} · {paymentAmount(p.amount_total, p.currency)} ·{' '}
                {p.customer_email ?? 'no e-mail'} · {p.reason ?? 'unknown_application'} · <span className="font-mono text-sm">{p.client_reference_id ?? 'no reference'}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
