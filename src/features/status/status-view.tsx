import { Fragment, startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { REFRESH_MS } from '@/config/refresh';
import { usePolling } from '@/lib/use-now';
import { StatusButton, TextareaField } from '@/components/form';
import { Form, useSchemaForm } from '@/components/form/schema-form';
import { Icon } from '@/components/icons/icon';
import { toast } from '@/components/toast';
import { site } from '@/config/site';
import { displayPhone, phoneLink } from '@/domain/phone-format';
import { LIMITS } from '@/domain/limits';
import type { Locale } from '@/domain/locales';
import { formatSpecies } from '@/domain/species';
import { builtOnUse, z } from '@/domain/zod';
import type { RpcResult } from '@/lib/rpc';
import { addDetails, answerResolved, cancelRequest, fetchStatus, isToken, type LeadStatus } from './api';
import { STATUS_STEPS, type StatusCopy } from './copy';
import { calendarDay, failureReason, fill, nyTime, plural, statusToasts, templateParts } from './messages';

/** How often an open request refreshes by itself. */

/** The words and language of the page, passed down from the route's module. */
type Words = { copy: StatusCopy; locale: Locale };

/** A template with some placeholders filled by elements ('Your request {reference}'). */
function Template({ template, values }: { template: string; values: Readonly<Record<string, ReactNode>> }) {
  return (
    <>
      {templateParts(template).map((part, i) =>
        typeof part === 'string' ? (part === '' ? null : <Fragment key={i}>{part}</Fragment>) : <Fragment key={i}>{values[part.name] ?? `{${part.name}}`}</Fragment>,
      )}
    </>
  );
}

/** /status/<token>: where a request stands, who is coming, and what the resident can do. */
export function StatusView({ token, copy, locale }: { token: string } & Words) {
  const [status, setStatus] = useState<LeadStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const lastStage = useRef<string | null>(null);

  // A malformed token is not worth a request: it is shown as not found at once.
  const wellFormed = isToken(token);
  // Each answer is drawn in a transition: rendered in small steps, so the first one (the whole
  // page, on a phone still busy with the page's code) is no long task under a resident's tap.
  const show = useCallback(
    (result: RpcResult<LeadStatus>) =>
      startTransition(() => {
        if (!result.ok) {
          setFailed(true);
          return;
        }
        setFailed(false);
        setStatus(result.data);
        const stage = result.data.stage;
        if (lastStage.current !== null && stage !== lastStage.current) {
          const label = STATUS_STEPS.find((s) => s === stage);
          setAnnouncement(fill(copy.stageAnnouncement, { stage: label ? copy.steps[label] : copy.cancelledStage }));
        }
        lastStage.current = stage;
      }),
    [copy],
  );
  const load = useCallback(
    async (signal?: AbortSignal) => {
      const result = await fetchStatus(token);
      if (!signal?.aborted) show(result);
    },
    [show, token],
  );

  const open = status?.found && status.stage !== 'completed' && status.stage !== 'cancelled';
  // The first answer (usually already on its way: the page's first-call script asked for it).
  useEffect(() => {
    if (!wellFormed) return;
    let current = true;
    void fetchStatus(token).then((result) => current && show(result));
    return () => {
      current = false;
    };
  }, [show, token, wellFormed]);
  // Refreshes while the request is open (or not yet known); a closed one stays as it is.
  usePolling(load, REFRESH_MS.status, { immediately: false, enabled: wellFormed && open !== false });

  return (
    <div className="grid gap-6">
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {!wellFormed ? (
        <NotFound copy={copy} />
      ) : status === null ? (
        <p role="status">{failed ? copy.unreachable : copy.loading}</p>
      ) : !status.found ? (
        <NotFound copy={copy} />
      ) : (
        <Found status={status} token={token} onChange={load} copy={copy} locale={locale} />
      )}
      {/* Under the answer, once there is one: shown while loading, the answer would push it down. */}
      {wellFormed && status === null && !failed ? null : (
        <details className="rounded-xl border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-slate-900">{copy.emergency.summary}</summary>
          <ul className="mt-3 ml-5 grid list-disc gap-2 text-slate-800">
            {copy.emergency.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function CallButton({ copy }: { copy: StatusCopy }) {
  return (
    <a href={site.phone.href} className="btn-urgent justify-self-start">
      <Icon name="phone" className="size-5" />
      {fill(copy.callDispatch, { phone: site.phone.display })}
    </a>
  );
}

function NotFound({ copy }: { copy: StatusCopy }) {
  return (
    <div className="grid gap-4">
      <h1 className="text-3xl font-bold text-slate-900">{copy.notFound.heading}</h1>
      <p className="text-lg text-slate-800">{copy.notFound.body}</p>
      <CallButton copy={copy} />
    </div>
  );
}

function Found({ status, token, onChange, copy, locale }: { status: LeadStatus; token: string; onChange: () => Promise<void> } & Words) {
  const when = (iso: string | null) => nyTime(iso, locale);
  const times: Record<string, string | null> = {
    received: status.received_at,
    looking: status.looking_since,
    assigned: status.assigned_at,
    completed: status.completed_at,
  };
  const reached = STATUS_STEPS.findIndex((s) => s === status.stage);
  const pro = status.professional;
  const closed = status.stage === 'completed' || status.stage === 'cancelled';
  return (
    <>
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold text-slate-900">
          <Template template={copy.heading} values={{ reference: <span className="whitespace-nowrap font-mono">{status.reference}</span> }} />
        </h1>
        <p className="text-slate-700">{fill(copy.received, { time: when(status.received_at) })}</p>
      </header>

      {status.stage === 'cancelled' ? (
        <p className="rounded-xl bg-slate-100 p-4 text-lg text-slate-900">
          {fill(status.cancel_reason === 'resident' ? copy.cancelledByResident : copy.cancelledByDispatch, { time: when(status.cancelled_at) })}
          {status.cancel_reason && status.cancel_reason !== 'resident' && status.cancel_reason !== 'closed' ? (
            <span className="mt-1 block">{copy.cancelReasons[status.cancel_reason]}</span>
          ) : null}
        </p>
      ) : (
        <ol className="grid gap-3" aria-label={copy.progressLabel}>
          {STATUS_STEPS.map((stage, i) => {
            const done = i <= reached;
            return (
              <li key={stage} className="flex items-start gap-3">
                {done ? <Icon name="circle-check" className="mt-0.5 size-6 shrink-0 text-green-700" /> : <Icon name="circle" className="mt-0.5 size-6 shrink-0 text-slate-400" />}
                <span className={done ? 'font-semibold text-slate-900' : 'text-slate-600'}>
                  {copy.steps[stage]}
                  <span className="sr-only">{done ? copy.stepDone : copy.stepNotYet}</span>
                  {done && times[stage] ? <span className="block text-sm font-normal text-slate-700">{when(times[stage] ?? null)}</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
      )}

      {status.needs_person && !status.waiting_too_long ? (
        <div className="grid gap-3 rounded-xl border-2 border-urgent-600 bg-urgent-50 p-4">
          <p className="text-lg text-slate-900">{copy.needsPerson}</p>
          <CallButton copy={copy} />
        </div>
      ) : null}
      {status.waiting_too_long ? (
        <div className="grid gap-3 rounded-xl border-2 border-urgent-600 bg-urgent-50 p-4">
          <p className="text-lg text-slate-900">{fill(plural(copy.waitingTooLong, locale, status.wait_hours), { hours: status.wait_hours })}</p>
          <CallButton copy={copy} />
        </div>
      ) : null}

      <Sent status={status} copy={copy} locale={locale} />

      {pro ? (
        <section aria-labelledby="pro-heading" className="grid gap-2 rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="pro-heading" className="text-xl font-bold text-slate-900">
            {status.stage === 'completed' ? copy.professional.headingDone : copy.professional.heading}
          </h2>
          <p className="text-lg font-semibold text-slate-900">{pro.business_name}</p>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-700">{copy.professional.credentials[pro.credential]}</dt>
            <dd className="font-mono text-slate-900">{pro.license_number}</dd>
            <dt className="text-slate-700">{copy.professional.insuredThrough}</dt>
            <dd className="text-slate-900">{calendarDay(pro.insured_through, locale)}</dd>
            <dt className="text-slate-700">{copy.professional.serves}</dt>
            <dd className="text-slate-900">{pro.boroughs.map((b) => (copy.boroughs as Readonly<Record<string, string | undefined>>)[b] ?? b).join(copy.listSeparator)}</dd>
          </dl>
          <a href={phoneLink(pro.phone)} className="btn-primary mt-2 justify-self-start">
            <Icon name="phone" className="size-5" />
            {fill(copy.professional.call, { phone: displayPhone(pro.phone) })}
          </a>
        </section>
      ) : null}

      {status.stage === 'completed' ? <Resolved answer={status.resolved ?? null} token={token} onChange={onChange} copy={copy} locale={locale} /> : null}

      {closed ? null : <Actions token={token} onChange={onChange} copy={copy} locale={locale} />}
    </>
  );
}

/** What the resident sent, to check: the animal (each species once) and the masked phone. */
function Sent({ status, copy, locale }: { status: LeadStatus } & Words) {
  const names = copy.species as Readonly<Record<string, string | undefined>>;
  const animal = formatSpecies(status.species, status.animal_type, { name: (s) => names[s] ?? s, join: (list) => list.join(copy.listSeparator) });
  const notes = status.resident_notes ?? [];
  if (!animal && !status.phone_masked && notes.length === 0) return null;
  return (
    <section aria-labelledby="sent-heading" className="grid gap-2 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="sent-heading" className="text-xl font-bold text-slate-900">
        {copy.sent.heading}
      </h2>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {animal ? (
          <>
            <dt className="text-slate-700">{copy.sent.animal}</dt>
            <dd className="text-slate-900" data-testid="sent-animal">
              {animal}
            </dd>
          </>
        ) : null}
        {status.phone_masked ? (
          <>
            <dt className="text-slate-700">{copy.sent.phone}</dt>
            <dd className="font-mono text-slate-900" data-testid="sent-phone">
              {status.phone_masked}
            </dd>
          </>
        ) : null}
      </dl>
      {status.phone_masked ? <p className="text-sm text-slate-700">{copy.sent.phoneHint}</p> : null}
      {notes.length > 0 ? (
        <div className="mt-2">
          <h3 className="font-semibold text-slate-900">{copy.sent.added}</h3>
          <ul className="mt-1 grid gap-2">
            {notes.map((n) => (
              <li key={n.at + n.note}>
                <span className="block text-sm text-slate-700">{nyTime(n.at, locale)}</span>
                <span className="whitespace-pre-wrap break-words text-slate-900">{n.note}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** What a resident adds (add_details_by_resident refuses the same); Send stays off until it can go. */
const detailsSchema = builtOnUse(() => z.object({ note: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.residentNote)) }));

/** After the job: one tap says whether the problem is resolved; "no" brings a dispatcher back. */
function Resolved({ answer, token, onChange, copy, locale }: { answer: boolean | null; token: string; onChange: () => Promise<void> } & Words) {
  const [sending, setSending] = useState<boolean | null>(null);
  const words = copy.resolved;
  const send = (resolved: boolean) => {
    setSending(resolved);
    void answerResolved(token, resolved).then(async (result) => {
      setSending(null);
      if (!result.ok) return void toast(statusToasts(copy).failed(failureReason(copy, locale, result.code, result.message)));
      await onChange();
    });
  };
  return (
    <section aria-labelledby="resolved-heading" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="resolved-heading" className="text-xl font-bold text-slate-900">
        {words.heading}
      </h2>
      {answer === null ? (
        <div className="flex flex-wrap gap-2">
          <StatusButton type="button" pending={sending === true} disabled={sending !== null} onClick={() => send(true)}>
            {words.yes}
          </StatusButton>
          <StatusButton type="button" variant="outline" pending={sending === false} disabled={sending !== null} onClick={() => send(false)}>
            {words.no}
          </StatusButton>
        </div>
      ) : answer ? (
        <>
          <p role="status" className="text-slate-900">
            {words.thanksYes}
          </p>
          <StatusButton type="button" variant="outline" className="justify-self-start" pending={sending === false} onClick={() => send(false)}>
            {words.notAfterAll}
          </StatusButton>
        </>
      ) : (
        <>
          <p role="status" className="text-slate-900">
            {words.thanksNo}
          </p>
          <CallButton copy={copy} />
        </>
      )}
    </section>
  );
}

function Actions({ token, onChange, copy, locale }: { token: string; onChange: () => Promise<void> } & Words) {
  const toasts = statusToasts(copy);
  const failed = (result: { code: string; message: string }) => toast(toasts.failed(failureReason(copy, locale, result.code, result.message)));
  const form = useSchemaForm(detailsSchema(), { note: '' });
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  return (
    <section aria-labelledby="actions-heading" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="actions-heading" className="text-xl font-bold text-slate-900">
        {copy.actions.heading}
      </h2>
      <Form
        form={form}
        className="grid gap-2"
        onValid={async (values) => {
          const result = await addDetails(token, values.note);
          if (!result.ok) return void failed(result);
          toast(toasts.detailsAdded);
          form.reset();
          await onChange();
        }}
      >
        <TextareaField label={copy.actions.detailsLabel} rows={3} maxLength={LIMITS.residentNote} hint={copy.actions.detailsHint} {...form.register('note')} />
        <StatusButton type="submit" variant="outline" pending={form.formState.isSubmitting} disabled={!form.formState.isValid} className="justify-self-start">
          {copy.actions.sendDetails}
        </StatusButton>
      </Form>
      {confirming ? (
        <div className="grid gap-2" role="group" aria-label={copy.actions.cancelGroupLabel}>
          <p className="text-slate-900">{copy.actions.cancelQuestion}</p>
          <div className="flex flex-wrap gap-2">
            <StatusButton
              type="button"
              pending={cancelling}
              onClick={() => {
                setCancelling(true);
                void cancelRequest(token).then(async (result) => {
                  setCancelling(false);
                  setConfirming(false);
                  if (!result.ok) return void failed(result);
                  toast(toasts.cancelled);
                  await onChange();
                });
              }}
            >
              {copy.actions.confirmCancel}
            </StatusButton>
            <button type="button" className="btn-outline" onClick={() => setConfirming(false)}>
              {copy.actions.keep}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn-outline justify-self-start" onClick={() => setConfirming(true)}>
          {copy.actions.noLongerNeedHelp}
        </button>
      )}
    </section>
  );
}
