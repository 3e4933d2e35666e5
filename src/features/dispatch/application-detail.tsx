import { useCallback, useState } from 'react';
import { REFRESH_MS } from '@/config/refresh';
import { Link } from 'react-router-dom';
import { StatusButton } from '@/components/form';
import { useToastAction, type ToastAction } from '@/components/toast/use-toast-action';
import { approvalBlockers, type ApprovalBlocker } from '@/domain/credentials';
import { PAYMENT_REVERSAL_KIND_LABELS } from '@/domain/dispatch';
import { displayPhone } from '@/domain/format';
import { formatNyTime, nyDate } from '@/domain/time';
import { usePolling } from '@/lib/use-now';
import { createProAccount, fetchApplication, fetchApplicationDetail } from './api';
import type { ApplicationReviewDetail, ProAccount } from './types';
import { Panel } from './panel';
import { list, text, type Application, type Column } from './application-row';
import { DocumentButton, missingDocuments, verifiedDocument } from './application-documents';
import { Decisions } from './application-decisions';
import { paymentAmount } from './format';
import { DISPATCH_PATH } from '@/config/paths';

const FIELDS: Array<[string, Column]> = [
  ['Business', 'business_name'],
  ['Owner', 'owner_name'],
  ['Full name (finalize)', 'full_name'],
  ['Email', 'email'],
  ['Phone', 'phone_number'],
  ['Website', 'website'],
  ['Address', 'address'],
  ['City', 'city'],
  ['State', 'state'],
  ['ZIP', 'zip_code'],
  ['Species handled', 'species_handled'],
  ['Other species', 'other_species_text'],
  ['Counties (wizard)', 'service_counties'],
  ['Counties (finalize)', 'counties_served'],
  ['Licensed in', 'licensed_states'],
  ['Emergency services', 'emergency_services'],
  ['Response time', 'response_time'],
  ['NWCO licence', 'has_nwco_license'],
  ['Licence number', 'license_number'],
  ['Issuing agency', 'issuing_agency'],
  ['Licence expires', 'license_expiration_date'],
  ['Pesticide applicator certification', 'has_pesticide_certification'],
  ['Certification number', 'pesticide_certification_number'],
  ['Certification category', 'pesticide_certification_category'],
  ['Certification expires', 'pesticide_certification_expiration_date'],
  ['Liability insurance', 'has_liability_insurance'],
  ['Insurance provider', 'insurance_provider'],
  ['Policy number', 'policy_number'],
  ['Insurance expires', 'insurance_expiration_date'],
  ['Notes', 'notes'],
];

/** Why the answers as sent cannot be approved (approve_application refuses them too). */
const BLOCKER_LABELS: Record<ApprovalBlocker, string> = {
  no_insurance: 'No liability insurance',
  insurance_expired: 'The insurance has expired',
  no_nwco_license: 'No NWCO licence, and the species need one',
  nwco_license_expired: 'The NWCO licence has expired',
  no_pesticide_certification: 'No pesticide applicator certification, and rats or mice need one',
  no_credential: 'Neither an NWCO licence nor a pesticide applicator certification for birds',
  pesticide_certification_expired: 'The pesticide applicator certification has expired',
};

function blockersOf(app: Application): ApprovalBlocker[] {
  return approvalBlockers(
    {
      species_handled: list(app, 'species_handled'),
      has_nwco_license: text(app, 'has_nwco_license'),
      license_expiration_date: text(app, 'license_expiration_date'),
      has_pesticide_certification: text(app, 'has_pesticide_certification'),
      pesticide_certification_expiration_date: text(app, 'pesticide_certification_expiration_date'),
      has_liability_insurance: text(app, 'has_liability_insurance'),
      insurance_expiration_date: text(app, 'insurance_expiration_date'),
    },
    nyDate(Date.now()),
  );
}

/** /dispatch/applications/<id>: everything the applicant sent, the payment, and the decision. */
export function ApplicationDetailView({ id }: { id: string }) {
  const [app, setApp] = useState<Application | null | 'missing'>(null);
  const [detail, setDetail] = useState<ApplicationReviewDetail | null>(null);
  const load = useCallback(async (signal?: AbortSignal) => {
    const [row, extra] = await Promise.all([fetchApplication(id), fetchApplicationDetail(id)]);
    if (signal?.aborted) return;
    if (row.ok) setApp(row.data ?? 'missing');
    if (extra.ok) setDetail(extra.data);
  }, [id]);
  usePolling(load, REFRESH_MS.applications);

  const act = useToastAction(load);

  if (app === 'missing') return <p className="rounded-xl border border-slate-200 bg-slate-50 p-6">No such application.</p>;
  if (app === null) return <p role="status">Loading…</p>;
  const status = text(app, 'status');
  // A payment stands until a refund or dispute reverses it; staff may still reject or request
  // changes then, never approve (the database refuses it).
  const paid = detail?.payments.some((p) => p.reversal === null) ?? false;
  const reversal = text(app, 'payment_status') === 'refunded' || text(app, 'payment_status') === 'disputed' ? text(app, 'payment_status') : null;
  const decidable = status === 'submitted' && (detail?.payments.length ?? 0) > 0;
  return (
    <div className="grid gap-6">
      <Link to={`${DISPATCH_PATH}/applications`} className="link justify-self-start">
        ← Back to the applications
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{text(app, 'business_name') || 'Unnamed business'}</h1>
        <span className="rounded bg-slate-100 px-2 py-0.5 font-semibold text-slate-800">{status}</span>
        <span className={reversal === null ? 'text-slate-700' : 'font-semibold text-red-800'}>
          {paid ? 'Payment verified' : reversal !== null ? `Payment ${reversal}` : 'No verified payment'}
        </span>
      </header>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="grid gap-6">
          <Panel title="What the applicant sent">
            {blockersOf(app).length > 0 ? (
              <div className="mb-4 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3 text-slate-900">
                <p className="font-semibold">Cannot be approved as sent{app.acknowledged_not_approvable === true ? ' (the applicant acknowledged this before paying)' : ''}:</p>
                <ul className="list-disc pl-6">
                  {blockersOf(app).map((b) => (
                    <li key={b}>{BLOCKER_LABELS[b]}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
              {FIELDS.map(([label, key]) => {
                const value = Array.isArray(app[key]) ? list(app, key).join(', ') : key === 'phone_number' ? displayPhone(text(app, key)) : text(app, key);
                return value === '' ? null : (
                  <div key={key} className="contents">
                    <dt className="font-medium text-slate-700">{label}</dt>
                    <dd className="break-words text-slate-900">{value}</dd>
                  </div>
                );
              })}
            </dl>
          </Panel>
          <Panel title="Documents">
            <div className="flex flex-wrap gap-3">
              <DocumentButton label="Licence document" path={text(app, 'license_document_path')} verified={verifiedDocument(detail, 'license', text(app, 'license_document_path'))} />
              <DocumentButton label="Insurance certificate" path={text(app, 'insurance_document_path')} verified={verifiedDocument(detail, 'insurance', text(app, 'insurance_document_path'))} />
            </div>
            <p className="mt-2 text-sm text-slate-700">Only files whose content was checked against their type open, each through a link that works for 60 seconds.</p>
          </Panel>
          <Panel title="Payment and review history">
            <ul className="grid gap-2">
              {detail?.payments.map((p) => (
                <li key={p.checkout_session_id}>
                  Paid {formatNyTime(p.created_at)} · {paymentAmount(p.amount_total, p.currency)} · {p.customer_email ?? 'no e-mail'} ·{' '}
                  <span className="font-mono text-sm">{p.checkout_session_id}</span>
                  {p.livemode ? '' : ' (test)'}
                  {p.reversal === null || p.reversed_at === null ? '' : ` · ${p.reversal} ${formatNyTime(p.reversed_at)}`}
                </li>
              ))}
              {detail?.reversals.map((r) => (
                <li key={r.event_id}>
                  {formatNyTime(r.received_at)} · {PAYMENT_REVERSAL_KIND_LABELS[r.kind]}
                  {r.amount === null ? '' : ` · ${paymentAmount(r.amount, r.currency)}`}
                  {r.reason ? ` · ${r.reason.replace(/_/g, ' ')}` : ''}
                </li>
              ))}
              {detail?.reviews.map((r, i) => (
                <li key={i}>
                  {formatNyTime(r.created_at)} · {r.actor_label} · {r.decision.replace('_', ' ')}
                  {r.message ? `: ${r.message}` : ''}
                </li>
              ))}
            </ul>
          </Panel>
        </div>
        <div className="grid gap-6">
          {decidable ? <Decisions app={app} act={act} missing={detail ? missingDocuments(app, detail) : []} reversal={reversal} /> : <Panel title="Decision">Only a submitted application with a verified payment can be decided.</Panel>}
          {detail?.account ? <AccountPanel account={detail.account} act={act} /> : null}
        </div>
      </div>
    </div>
  );
}


type Act = ToastAction;

/** The approved professional's sign-in account: made by Auth, never adopted (docs/dispatch-api.md "Professional accounts"). */
function AccountPanel({ account, act }: { account: ProAccount; act: Act }) {
  const [pending, setPending] = useState(false);
  const retry = () => {
    setPending(true);
    void act('Account Checked', () => createProAccount(account.pro_id)).finally(() => setPending(false));
  };
  return (
    <Panel title="Sign-in account">
      {account.state === 'linked' ? (
        <p>The professional signs in at /pro with a code sent to {account.email}.</p>
      ) : account.state === 'conflict' ? (
        <div className="grid gap-3 rounded-lg border-l-4 border-red-700 bg-red-50 p-3 text-slate-900" role="alert">
          <p className="font-semibold">Not linked: an account with {account.email} already exists that we did not create.</p>
          <p>
            Someone else may have made it, so the professional was not given it and cannot sign in yet. Ask the professional, by the phone number they
            gave, whether they made it. If they did not, delete that account in Supabase Auth (Authentication → Users), then try again.
          </p>
          <StatusButton type="button" pending={pending} onClick={retry}>
            Try again
          </StatusButton>
        </div>
      ) : (
        <div className="grid gap-3">
          <p>Being created: the professional can sign in once it is made (retried automatically).</p>
          <StatusButton type="button" pending={pending} onClick={retry}>
            Create it now
          </StatusButton>
        </div>
      )}
    </Panel>
  );
}
