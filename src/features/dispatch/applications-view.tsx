import { useCallback, useState } from 'react';
import { REFRESH_MS } from '@/config/refresh';
import type { Outcome } from '@/lib/result';
import { Link } from 'react-router-dom';
import { CheckboxField, StatusButton, TextField, TextareaField } from '@/components/form';
import { Form, useSchemaForm } from '@/components/form/schema-form';
import { toast } from '@/components/toast';
import { useToastAction, type ToastAction } from '@/components/toast/use-toast-action';
import { PESTICIDE_SPECIES, approvalBlockers, type ApprovalBlocker } from '@/domain/credentials';
import { PAYMENT_REVERSAL_KIND_LABELS, PESTICIDE_CHECKLIST_ITEM, REVIEW_CHECKLIST } from '@/domain/dispatch';
import { BOROUGHS, COUNTY_BOROUGH, LEAD_SPECIES, SERVICE_COUNTY_VALUES, type ServiceCounty } from '@/domain/options';
import { LIMITS } from '@/domain/limits';
import { REVIEW_DAYS } from '@/domain/review';
import { businessDaysSince, formatNyTime, nyDate } from '@/domain/time';
import { z } from '@/domain/zod';
import { useNow, usePolling } from '@/lib/use-now';
import { createProAccount, documentUrl, fetchApplication, fetchApplicationDetail, fetchApplicationQueue, fetchUnmatchedPayments, review } from './api';
import type { ApplicationQueueRow, ApplicationReviewDetail, ProAccount, UnmatchedPayment, VerifiedDocument } from './types';
import type { Tables } from '@/lib/database.types';
import { Panel } from './panel';

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
                        <Link className="link" to={`/dispatch/applications/${r.id}`}>
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
              <Link className="link" to={`/dispatch/applications/${r.id}`}>
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
                {formatNyTime(p.received_at)} · {p.amount_total === null ? 'no amount' : `${(p.amount_total / 100).toFixed(2)} ${p.currency?.toUpperCase() ?? ''}`} ·{' '}
                {p.customer_email ?? 'no e-mail'} · {p.reason ?? 'unknown_application'} · <span className="font-mono text-sm">{p.client_reference_id ?? 'no reference'}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** An application as the table holds it (the generated row type: a misspelt column fails the typecheck). */
type Application = Tables<'applications'>;
type Column = keyof Application & string;
const text = (a: Application, key: Column): string => {
  const value = a[key];
  return typeof value === 'string' ? value : '';
};
const list = (a: Application, key: Column): string[] => {
  const value = a[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

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
  const load = useCallback(async () => {
    const [row, extra] = await Promise.all([fetchApplication(id), fetchApplicationDetail(id)]);
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
      <Link to="/dispatch/applications" className="link justify-self-start">
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
                const value = Array.isArray(app[key]) ? list(app, key).join(', ') : text(app, key);
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
                  Paid {formatNyTime(p.created_at)} · {p.amount_total === null ? 'amount not given' : `${(p.amount_total / 100).toFixed(2)} ${p.currency?.toUpperCase() ?? ''}`} · {p.customer_email ?? 'no e-mail'} ·{' '}
                  <span className="font-mono text-sm">{p.checkout_session_id}</span>
                  {p.livemode ? '' : ' (test)'}
                  {p.reversal === null || p.reversed_at === null ? '' : ` · ${p.reversal} ${formatNyTime(p.reversed_at)}`}
                </li>
              ))}
              {detail?.reversals.map((r) => (
                <li key={r.event_id}>
                  {formatNyTime(r.received_at)} · {PAYMENT_REVERSAL_KIND_LABELS[r.kind]}
                  {r.amount === null ? '' : ` · ${(r.amount / 100).toFixed(2)} ${r.currency?.toUpperCase() ?? ''}`}
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

/**
 * The documents approval still needs, as the database's approval rule names them
 * (private.missing_approval_documents): the verified insurance certificate, and the verified
 * licence document unless the applicant is approved on the pesticide applicator certification alone.
 */
function missingDocuments(app: Application, detail: ApplicationReviewDetail): string[] {
  const onCertification = text(app, 'has_nwco_license') === 'No' && text(app, 'has_pesticide_certification') === 'Yes';
  return [
    !onCertification && !verifiedDocument(detail, 'license', text(app, 'license_document_path')) ? 'licence document' : null,
    !verifiedDocument(detail, 'insurance', text(app, 'insurance_document_path')) ? 'insurance certificate' : null,
  ].filter((d): d is string => d !== null);
}

/** The verified record of the object the application points at: undefined while loading, null when there is none. */
function verifiedDocument(detail: ApplicationReviewDetail | null, kind: VerifiedDocument['kind'], path: string): VerifiedDocument | null | undefined {
  if (detail === null) return undefined;
  return detail.documents.find((d) => d.kind === kind && d.object_name === path) ?? null;
}

/**
 * A verified document through a link valid for 60 s: an image is shown inline on the page
 * (fetched once through the link), a PDF opens in the browser's viewer in a new tab. A file
 * whose content was never checked gets no link (the database would not sign one either).
 */
function DocumentButton({ label, path, verified }: { label: string; path: string; verified: VerifiedDocument | null | undefined }) {
  const [pending, setPending] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  if (path === '') return <p className="text-slate-700">{label}: not uploaded</p>;
  if (verified === undefined) return <p className="text-slate-700">{label}: checking…</p>;
  if (verified === null) return <p className="text-slate-700">{label}: not verified (its content was never checked against its type); ask the applicant to upload it again</p>;
  const isImage = verified.content_type !== 'application/pdf';
  const fail = (message: string) => toast({ title: 'Not Done', description: message, variant: 'destructive' });
  return (
    <div className="grid gap-2">
      <StatusButton
        type="button"
        variant="outline"
        pending={pending}
        onClick={() => {
          setPending(true);
          if (isImage) {
            void documentUrl(path)
              .then(async (result) => {
                if (!result.ok) return fail(result.message);
                const response = await fetch(result.data);
                if (!response.ok) return fail('The document could not be loaded.');
                // As a data: URL: the site's CSP allows images from itself and data: only.
                const blob = await response.blob();
                setImage(await new Promise<string>((resolve, reject) => {
                  const reader = new FileReader();
                  reader.onload = () => resolve(String(reader.result));
                  reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
                  reader.readAsDataURL(blob);
                }));
              })
              .catch(() => fail('The document could not be loaded.'))
              .finally(() => setPending(false));
            return;
          }
          // Opened at once (a pop-up blocker allows it), then pointed at the 60-second link.
          const tab = window.open('', '_blank');
          void documentUrl(path).then((result) => {
            setPending(false);
            if (result.ok && tab) tab.location.href = result.data;
            else {
              tab?.close();
              fail(result.ok ? 'Allow pop-ups to open documents.' : result.message);
            }
          });
        }}
      >
        {isImage ? 'Show' : 'Open'} {label.toLowerCase()}
      </StatusButton>
      {image ? <img src={image} alt={label} className="max-h-[32rem] w-auto rounded border border-slate-200" /> : null}
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

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const required = (limit: number, message: string) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(limit, `At most ${limit} characters.`));

/** What approve_application needs, as it checks it: every checklist item ticked, at least one borough. */
function approvalSchema(checklistKeys: readonly string[]) {
  return z.object({
    checklist: z.record(z.string(), z.boolean()).check(z.refine((c) => checklistKeys.every((k) => c[k] === true), 'Tick every item of the checklist.')),
    licenseNumber: required(LIMITS.documentNumber, 'Enter the number.'),
    licenseExpiresOn: z.string().check(z.regex(DATE, 'Enter the expiry date.')),
    insuranceCarrier: required(LIMITS.organisation, 'Enter the insurance carrier.'),
    insuredThrough: z.string().check(z.regex(DATE, 'Enter the date the insurance runs to.')),
    boroughs: z.array(z.enum(BOROUGHS)).check(z.minLength(1, 'Choose at least one borough.')),
    species: z.array(z.string()),
  });
}
type Approval = z.output<ReturnType<typeof approvalSchema>>;
type ApprovalInput = Omit<Approval, 'boroughs'> & { boroughs: string[] };

const messageSchema = z.object({ message: required(LIMITS.reviewMessage, 'Write the message first.') });

function Decisions({ app, act, missing, reversal }: { app: Application; act: Act; missing: string[]; reversal: string | null }) {
  const id = text(app, 'id');
  return (
    <>
      <ApproveForm app={app} act={act} missing={missing} reversal={reversal} />
      <MessageForm title="Request changes" label="What the applicant should change" done="Changes Requested" act={act} call={(message) => review.requestChanges(id, message)} />
      <MessageForm title="Reject" label="Reason the applicant receives" done="Application Rejected" act={act} call={(message) => review.reject(id, message)} />
    </>
  );
}

function ApproveForm({ app, act, missing, reversal }: { app: Application; act: Act; missing: string[]; reversal: string | null }) {
  const counties = list(app, 'service_counties').filter((c): c is ServiceCounty => (SERVICE_COUNTY_VALUES as readonly string[]).includes(c));
  // Without an NWCO licence, an approvable applicant holds the pesticide applicator certification
  // alone: the professional is approved on it, for the species it covers (approve_application).
  const onCertification = text(app, 'has_nwco_license') === 'No' && text(app, 'has_pesticide_certification') === 'Yes';
  const offerable: readonly string[] = onCertification ? PESTICIDE_SPECIES : LEAD_SPECIES;
  const checklist = text(app, 'has_pesticide_certification') === 'Yes' ? [...REVIEW_CHECKLIST, PESTICIDE_CHECKLIST_ITEM] : REVIEW_CHECKLIST;
  const [schema] = useState(() => approvalSchema(checklist.map((c) => c.key)));
  const form = useSchemaForm<ApprovalInput, Approval>(schema, {
    checklist: Object.fromEntries(checklist.map((c) => [c.key, false])),
    licenseNumber: text(app, onCertification ? 'pesticide_certification_number' : 'license_number'),
    licenseExpiresOn: text(app, onCertification ? 'pesticide_certification_expiration_date' : 'license_expiration_date'),
    insuranceCarrier: text(app, 'insurance_provider'),
    insuredThrough: text(app, 'insurance_expiration_date'),
    boroughs: counties.map((c) => COUNTY_BOROUGH[c]),
    species: onCertification ? [...PESTICIDE_SPECIES] : [],
  });
  const { errors, isSubmitting, isValid } = form.formState;
  const id = text(app, 'id');
  return (
    <Panel title="Approve">
      <Form form={form} className="grid gap-3" aria-label="Approve" onValid={(values) => act('Application Approved', () => review.approve(id, values))}>
        {reversal !== null ? (
          <p className="rounded-lg border-l-4 border-red-700 bg-red-50 p-3 text-slate-900">
            The fee payment was {reversal}: this application cannot be approved. Reject it or request changes (the applicant then pays again).
          </p>
        ) : null}
        {missing.length > 0 ? (
          <p className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3 text-slate-900">
            Approval needs the verified {missing.join(' and ')}: request changes so the applicant uploads {missing.length === 1 ? 'it' : 'them'} again.
          </p>
        ) : null}
        <fieldset className="grid gap-2">
          <legend className="font-semibold text-slate-900">Checklist</legend>
          {checklist.map((c) => (
            <CheckboxField key={c.key} label={c.label} {...form.register(`checklist.${c.key}`)} />
          ))}
        </fieldset>
        <TextField
          label={onCertification ? 'DEC pesticide applicator certification number' : 'NYS DEC licence number'}
          required
          error={errors.licenseNumber?.message}
          {...form.register('licenseNumber')}
        />
        <TextField label={onCertification ? 'Certification expires' : 'Licence expires'} type="date" required error={errors.licenseExpiresOn?.message} {...form.register('licenseExpiresOn')} />
        <TextField label="Insurance carrier" required error={errors.insuranceCarrier?.message} {...form.register('insuranceCarrier')} />
        <TextField label="Insured through" type="date" required error={errors.insuredThrough?.message} {...form.register('insuredThrough')} />
        <fieldset className="grid gap-1">
          <legend className="font-semibold text-slate-900">Boroughs (from the counties served)</legend>
          {BOROUGHS.map((b) => (
            <CheckboxField key={b} label={b} value={b} {...form.register('boroughs')} />
          ))}
        </fieldset>
        <fieldset className="grid gap-1 sm:grid-cols-2">
          <legend className="font-semibold text-slate-900">{onCertification ? 'Species offered (the certification covers these only)' : 'Species offered (none ticked: all)'}</legend>
          {offerable.map((s) => (
            <CheckboxField key={s} label={s} value={s} {...form.register('species')} />
          ))}
        </fieldset>
        <StatusButton type="submit" pending={isSubmitting} disabled={!isValid || missing.length > 0}>
          Approve
        </StatusButton>
      </Form>
    </Panel>
  );
}

/** Request changes and Reject: one written message the applicant receives. */
function MessageForm({ title, label, done, act, call }: { title: string; label: string; done: string; act: Act; call: (message: string) => Promise<Outcome<unknown>> }) {
  const form = useSchemaForm(messageSchema, { message: '' });
  const { errors, isSubmitting, isValid } = form.formState;
  return (
    <Panel title={title}>
      <Form form={form} className="grid gap-2" aria-label={title} onValid={(values) => act(done, () => call(values.message))}>
        <TextareaField label={label} rows={3} maxLength={LIMITS.reviewMessage} error={errors.message?.message} {...form.register('message')} />
        <StatusButton type="submit" variant="outline" pending={isSubmitting} disabled={!isValid}>
          {title}
        </StatusButton>
      </Form>
    </Panel>
  );
}
