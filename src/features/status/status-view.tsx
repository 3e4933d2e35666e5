import { useCallback, useEffect, useRef, useState } from 'react';
import { CheckCircle2, Circle, Phone } from 'lucide-react';
import { StatusButton, TextareaField } from '@/components/form';
import { toast } from '@/components/toast';
import { site } from '@/config/site';
import { addDetails, cancelRequest, fetchStatus, isToken, type LeadStatus } from './api';
import { CREDENTIAL_LABELS, EMERGENCY_GUIDANCE, STAGES, statusToasts } from './messages';

/** How often an open request refreshes by itself. */
const REFRESH_MS = 20_000;

const when = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(new Date(iso)) : '';
const day = (iso: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(iso));

/** /status/<token>: where a request stands, who is coming, and what the resident can do. */
export function StatusView({ token }: { token: string }) {
  const [status, setStatus] = useState<LeadStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const lastStage = useRef<string | null>(null);

  const load = useCallback(async () => {
    if (!isToken(token)) {
      setStatus({ found: false } as LeadStatus);
      return;
    }
    const result = await fetchStatus(token);
    if (!result.ok) {
      setFailed(true);
      return;
    }
    setFailed(false);
    setStatus(result.data);
    const stage = result.data.stage;
    if (lastStage.current !== null && stage !== lastStage.current) {
      setAnnouncement(`Your request is now: ${STAGES.find((s) => s.key === stage)?.label ?? 'cancelled'}.`);
    }
    lastStage.current = stage;
  }, [token]);

  const open = status?.found && status.stage !== 'completed' && status.stage !== 'cancelled';
  useEffect(() => {
    const first = setTimeout(() => void load(), 0);
    return () => clearTimeout(first);
  }, [load]);
  // Refreshes while the request is open (or not yet known); a closed one stays as it is.
  useEffect(() => {
    if (open === false) return;
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [load, open]);

  return (
    <div className="grid gap-6">
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {status === null ? (
        <p role="status">{failed ? 'We could not reach our server. Check your connection; we will keep trying.' : 'Loading your request…'}</p>
      ) : !status.found ? (
        <NotFound />
      ) : (
        <Found status={status} token={token} onChange={load} />
      )}
      <details className="rounded-xl border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-semibold text-slate-900">Is it an emergency? Who to call first</summary>
        <ul className="mt-3 ml-5 grid list-disc gap-2 text-slate-800">
          {EMERGENCY_GUIDANCE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}

function CallButton() {
  return (
    <a href={site.phone.href} className="btn-urgent justify-self-start">
      <Phone aria-hidden="true" className="size-5" />
      Call dispatch {site.phone.display}
    </a>
  );
}

function NotFound() {
  return (
    <div className="grid gap-4">
      <h1 className="text-3xl font-bold text-slate-900">We can&apos;t find that request</h1>
      <p className="text-lg text-slate-800">
        The link may be incomplete. Check that you copied all of it, or call our 24/7 dispatch line and quote your reference.
      </p>
      <CallButton />
    </div>
  );
}

function Found({ status, token, onChange }: { status: LeadStatus; token: string; onChange: () => Promise<void> }) {
  const times: Record<string, string | null> = {
    received: status.received_at,
    looking: status.looking_since,
    assigned: status.assigned_at,
    completed: status.completed_at,
  };
  const reached = STAGES.findIndex((s) => s.key === status.stage);
  const pro = status.professional;
  const closed = status.stage === 'completed' || status.stage === 'cancelled';
  return (
    <>
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold text-slate-900">
          Your request <span className="whitespace-nowrap font-mono">{status.reference}</span>
        </h1>
        <p className="text-slate-700">Received {when(status.received_at)} (New York time). This page updates by itself.</p>
      </header>

      {status.stage === 'cancelled' ? (
        <p className="rounded-xl bg-slate-100 p-4 text-lg text-slate-900">
          {status.cancelled_by_resident ? 'You cancelled this request' : 'This request was closed by our dispatch team'} {when(status.cancelled_at)}.
          {status.cancelled_by_resident ? '' : ' If you still need help, call us.'}
        </p>
      ) : (
        <ol className="grid gap-3" aria-label="Progress">
          {STAGES.map((stage, i) => {
            const done = i <= reached;
            return (
              <li key={stage.key} className="flex items-start gap-3">
                {done ? <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" /> : <Circle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-400" />}
                <span className={done ? 'font-semibold text-slate-900' : 'text-slate-600'}>
                  {stage.label}
                  <span className="sr-only">{done ? ' (done)' : ' (not yet)'}</span>
                  {done && times[stage.key] ? <span className="block text-sm font-normal text-slate-700">{when(times[stage.key] ?? null)}</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
      )}

      {status.waiting_too_long ? (
        <div className="grid gap-3 rounded-xl border-2 border-urgent-600 bg-urgent-50 p-4">
          <p className="text-lg text-slate-900">
            No professional has taken your request yet, and it has been more than {status.wait_hours} hours. We are sorry. Please call our dispatch
            line: a person will find you help.
          </p>
          <CallButton />
        </div>
      ) : null}

      {pro ? (
        <section aria-labelledby="pro-heading" className="grid gap-2 rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="pro-heading" className="text-xl font-bold text-slate-900">
            Who is coming
          </h2>
          <p className="text-lg font-semibold text-slate-900">{pro.business_name}</p>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-700">{CREDENTIAL_LABELS[pro.credential]}</dt>
            <dd className="font-mono text-slate-900">{pro.license_number}</dd>
            <dt className="text-slate-700">Insured through</dt>
            <dd className="text-slate-900">{day(pro.insured_through)}</dd>
            <dt className="text-slate-700">Serves</dt>
            <dd className="text-slate-900">{pro.boroughs.join(', ')}</dd>
          </dl>
          <a href={`tel:+1${pro.phone.replace(/\D/g, '')}`} className="btn-primary mt-2 justify-self-start">
            <Phone aria-hidden="true" className="size-5" />
            Call {pro.phone}
          </a>
        </section>
      ) : null}

      {closed ? null : <Actions token={token} onChange={onChange} />}
    </>
  );
}

function Actions({ token, onChange }: { token: string; onChange: () => Promise<void> }) {
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  return (
    <section aria-labelledby="actions-heading" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="actions-heading" className="text-xl font-bold text-slate-900">
        Something changed?
      </h2>
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSending(true);
          void addDetails(token, note).then(async (result) => {
            setSending(false);
            if (!result.ok) return void toast(statusToasts.failed(result.message));
            toast(statusToasts.detailsAdded);
            setNote('');
            await onChange();
          });
        }}
      >
        <TextareaField label="Add details" name="details" rows={3} maxLength={500} hint="Up to 500 characters: a gate code, a better time to call, what changed." value={note} onChange={(e) => setNote(e.target.value)} />
        <StatusButton type="submit" variant="outline" pending={sending} disabled={note.trim() === ''} className="justify-self-start">
          Send details
        </StatusButton>
      </form>
      {confirming ? (
        <div className="grid gap-2" role="group" aria-label="Cancel your request">
          <p className="text-slate-900">Cancel this request? No professional will come.</p>
          <div className="flex flex-wrap gap-2">
            <StatusButton
              type="button"
              pending={cancelling}
              onClick={() => {
                setCancelling(true);
                void cancelRequest(token).then(async (result) => {
                  setCancelling(false);
                  setConfirming(false);
                  if (!result.ok) return void toast(statusToasts.failed(result.message));
                  toast(statusToasts.cancelled);
                  await onChange();
                });
              }}
            >
              Yes, cancel my request
            </StatusButton>
            <button type="button" className="btn-outline" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn-outline justify-self-start" onClick={() => setConfirming(true)}>
          I no longer need help
        </button>
      )}
    </section>
  );
}
