import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { REFRESH_MS } from '@/config/refresh';
import type { Outcome } from '@/lib/result';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { SelectField, StatusButton, TextareaField } from '@/components/form';
import { Form, useSchemaForm } from '@/components/form/schema-form';
import { JobRecordForm } from '@/components/form/job-record-form';
import { useToastAction } from '@/components/toast/use-toast-action';
import { adviceFor, SITUATION_LABELS } from '@/content/right-help';
import {
  CANCEL_REASONS,
  CANCEL_REASON_VALUES,
  DECLINE_REASONS,
  DECLINE_REASON_VALUES,
  CONTACT_ATTEMPT_LABELS,
  EVENT_LABELS,
  NOTIFICATION_TEMPLATES,
  NOTIFICATION_TEMPLATE_LABELS,
  actionsFor,
  type CancelReason,
  type DeclineReason,
  type NotificationTemplate,
} from '@/domain/dispatch';
import { AddressWithMap } from '@/components/address/address-with-map';
import { emailHref } from '@/domain/email';
import { displayPhone, phoneLink } from '@/domain/format';
import { LIMITS } from '@/domain/limits';
import { z } from '@/domain/zod';
import { languagePreference } from '@/domain/language-preference';
import { RIGHT_HELP_SITUATIONS, SITUATIONS, type Situation } from '@/domain/options';
import { formatSpecies } from '@/domain/species';
import { fetchEvents, fetchLeads, fetchMatches, fetchNotifications, fetchOffers, fetchPros, retryNotification, transitions } from './api';
import { formatAgo, formatNyTime, formatTimeLeft } from '@/domain/time';
import { StatusBadge } from './status-badge';
import type { Lead, LeadEvent, LeadNotification, Match, Offer, Pro } from './types';
import { useNow, usePolling } from '@/lib/use-now';
import { Panel } from './panel';
import { DISPATCH_PATH } from '@/config/paths';

type Detail = { lead: Lead; events: LeadEvent[]; offers: Offer[]; matches: Match[]; pros: Map<string, Pro>; messages: LeadNotification[] };

const isSituation = (s: string): s is Situation => (SITUATIONS as readonly string[]).includes(s);
const isRightHelp = (s: Situation): boolean => (RIGHT_HELP_SITUATIONS as readonly string[]).includes(s);

/** /dispatch/leads/<reference>: everything about one lead, and what can be done with it. */
export function LeadView({ reference }: { reference: string }) {
  const [candidates, setCandidates] = useState<Lead[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [detail, setDetail] = useState<Detail | null>(null);
  const [missing, setMissing] = useState(false);

  const load = useCallback(async (signal?: AbortSignal) => {
    const leads = await fetchLeads(reference);
    if (!leads.ok || signal?.aborted) return;
    setCandidates(leads.data);
    const lead = leads.data.find((l) => l.id === chosen) ?? (leads.data.length === 1 ? leads.data[0] : undefined);
    setMissing(leads.data.length === 0);
    if (!lead) return;
    const [events, offers, matches, pros, messages] = await Promise.all([
      fetchEvents(lead.id),
      fetchOffers(lead.id),
      fetchMatches(lead.id),
      fetchPros(),
      fetchNotifications(lead.id),
    ]);
    if (events.ok && offers.ok && matches.ok && pros.ok && !signal?.aborted) {
      setDetail({
        lead,
        events: events.data,
        offers: offers.data,
        matches: matches.data,
        pros: new Map(pros.data.map((p) => [p.id, p])),
        messages: messages.ok ? messages.data : [],
      });
    }
  }, [reference, chosen]);

  usePolling(load, REFRESH_MS.lead);

  // "o" goes to the first Offer button (the best match); Enter then offers, as a click would.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== 'o' || event.ctrlKey || event.metaKey || event.altKey || target?.closest('input, textarea, select') != null) return;
      const first = document.querySelector<HTMLButtonElement>('button[aria-label^="Offer to "]:not([disabled])');
      if (!first) return;
      event.preventDefault();
      first.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A short Undo after Offer and Cancel (issue 31 item 11): it withdraws the offer or reopens the
  // lead, through the same audited transitions, while the dispatcher still has it in mind.
  const [undo, setUndo] = useState<Undo | null>(null);
  useEffect(() => {
    if (!undo) return;
    const timer = setTimeout(() => setUndo(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [undo]);

  /** Runs a transition: a toast either way, then the lead as the database now has it. */
  const run = useToastAction(load);
  const act: Act = useCallback(
    <T,>(done: string, call: () => Promise<Outcome<T>>, undoOf?: (data: T) => Undo): Promise<boolean> => {
      setUndo(null);
      return run(done, call, undoOf ? (data) => setUndo(undoOf(data)) : undefined);
    },
    [run],
  );

  return (
    <div className="grid gap-6">
      <Link to={DISPATCH_PATH} className="link justify-self-start">
        ← Back to the queue
      </Link>
      {missing ? (
        <p className="rounded-xl border border-slate-200 bg-slate-50 p-6">No lead has the reference {reference}. Check it with the resident.</p>
      ) : null}
      {candidates && candidates.length > 1 && !chosen ? (
        <section aria-labelledby="choose-heading" className="grid gap-2">
          <h1 id="choose-heading" className="text-2xl font-bold">
            {candidates.length} leads share the reference {reference}
          </h1>
          <ul className="grid gap-2">
            {candidates.map((c) => (
              <li key={c.id}>
                <button type="button" className="btn-outline" onClick={() => setChosen(c.id)}>
                  {formatNyTime(c.created_at)}, {c.borough}, {c.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {undo ? (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-300 bg-brand-50 p-3 text-slate-900">
          <span>{undo.what}</span>
          <button
            type="button"
            className="btn-outline min-h-11"
            onClick={() => {
              const { call, done } = undo;
              setUndo(null);
              void act(done, call);
            }}
          >
            Undo
          </button>
        </div>
      ) : null}
      {detail ? <LeadDetail detail={detail} act={act} /> : null}
    </div>
  );
}

type Act = <T>(done: string, call: () => Promise<Outcome<T>>, undoOf?: (data: T) => Undo) => Promise<boolean>;

/** What Undo does: an audited transition back, offered for UNDO_MS after the one it undoes. */
type Undo = { what: string; done: string; call: () => Promise<Outcome<unknown>> };
const UNDO_MS = 15_000;

function LeadDetail({ detail, act }: { detail: Detail; act: Act }) {
  const { lead, events, offers, matches, pros, messages } = detail;
  const now = useNow(1000);
  const open = offers.find((o) => o.status === 'open') ?? null;
  const actions = actionsFor(lead.status);
  const ticked = lead.situations.filter(isSituation);
  const situations = ticked.filter(isRightHelp);
  const noticed = ticked.filter((s) => !isRightHelp(s));
  const advice = adviceFor({ animalType: lead.animal_type, situations });
  const preference = languagePreference(lead.language);
  const proName = (id: string | null) => (id ? (pros.get(id)?.business_name ?? 'a professional') : '');

  return (
    <>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900">
          Lead <span className="font-mono">{lead.reference}</span>
        </h1>
        <StatusBadge status={lead.status} />
        {preference ? (
          <span lang="en" className="rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-950">
            {preference}
          </span>
        ) : null}
        {lead.last_offer_expired_at && lead.status === 'new' ? <span className="font-semibold text-rose-800">Last offer expired</span> : null}
        <span className="text-slate-700">
          Received {formatNyTime(lead.created_at)}
          {now > 0 ? ` (${formatAgo(lead.created_at, now)})` : ''}
        </span>
      </header>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="grid gap-6">
          <Panel title="What the resident sent">
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
              <Row label="Name">{lead.name}</Row>
              <Row label="Phone">
                <a className="link" href={phoneLink(lead.phone)}>
                  {displayPhone(lead.phone)}
                </a>
              </Row>
              <Row label="Email">
                {emailHref(lead.email) ? (
                  <a className="link break-all" href={emailHref(lead.email) ?? undefined}>
                    {lead.email}
                  </a>
                ) : (
                  <span className="break-all">{lead.email}</span>
                )}
              </Row>
              <Row label="Contact by">
                {lead.contact_method ?? [lead.contact_by_phone ? 'Phone' : null, lead.contact_by_email ? 'Email' : null].filter(Boolean).join(' or ')}
                {lead.text_consent_at ? ` (consented to texts ${formatNyTime(lead.text_consent_at)}, wording ${lead.text_consent_version ?? ''})` : null}
              </Row>
              <Row label="Where">
                <AddressWithMap where={lead} />
              </Row>
              <Row label="Property">{lead.property_type}</Row>
              <Row label="Animal">{formatSpecies(lead.species, lead.animal_type, { empty: 'Not said' })}</Row>
              {lead.duration ? <Row label="How long">{lead.duration}</Row> : null}
              {noticed.length > 0 ? (
                <Row label="Noticed">
                  <ul>
                    {noticed.map((s) => (
                      <li key={s}>{SITUATION_LABELS[s]}</li>
                    ))}
                  </ul>
                </Row>
              ) : null}
              <Row label="Description">
                <p className="whitespace-pre-wrap">{lead.description}</p>
              </Row>
              <Row label="Sent from">
                {lead.source === 'contact_flow' ? 'the report flow' : 'the request form'} on {lead.source_page}
              </Row>
            </dl>
          </Panel>

          <Panel title="Advice the resident was shown">
            {advice.length === 0 ? (
              <p>No warning applied: the resident was sent straight to a professional.</p>
            ) : (
              <ul className="grid gap-3">
                {situations.map((s) => (
                  <li key={s} className="text-slate-800">
                    They said: {SITUATION_LABELS[s]}.
                  </li>
                ))}
                {advice.map((a) => (
                  <li key={a.id}>
                    <p className="font-semibold">{a.title}</p>
                    <ul className="ml-5 list-disc text-slate-800">
                      {a.steps.map((step) => (
                        <li key={step}>{step}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </Panel>

          <Panel title="Timeline">
            <ol className="grid gap-3">
              {events.map((e) => (
                <li key={e.id} className="border-l-4 border-brand-300 pl-3">
                  <p className="font-semibold text-slate-900">
                    {EVENT_LABELS[e.event]}
                    {e.pro_id && e.event !== 'note' ? ` · ${proName(e.pro_id)}` : ''}
                  </p>
                  <p className="text-sm text-slate-700">
                    {formatNyTime(e.created_at)} · {e.actor_label ?? e.actor_role}
                    {e.from_status && e.from_status !== e.to_status ? ` · ${e.from_status} → ${e.to_status}` : ''}
                  </p>
                  {e.tried && e.tried.length > 0 ? <p className="text-slate-800">Tried: {e.tried.map((t) => CONTACT_ATTEMPT_LABELS[t].toLowerCase()).join(', ')}</p> : null}
                  {e.note ? <p className="whitespace-pre-wrap text-slate-800">{e.note}</p> : null}
                </li>
              ))}
            </ol>
          </Panel>
        </div>

        <div className="grid gap-6">
          <MessagesPanel messages={messages} act={act} />
          {open ? (
            <Panel title="Open offer">
              <p>
                Offered to <strong>{proName(open.pro_id)}</strong> at {formatNyTime(open.created_at)}.
              </p>
              <p className="text-2xl font-bold tabular-nums" aria-live="off">
                {now > 0 ? formatTimeLeft(open.expires_at, now) : ''}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                {actions.includes('acceptOnBehalf') ? (
                  // Staff accept only for a professional who said yes on the phone: a secondary
                  // action, named for what it records.
                  <PendingButton variant="outline" label="Accepted by phone" ariaLabel={`Accepted by phone: record that ${proName(open.pro_id)} accepted`} onClick={() => act('Offer Accepted', () => transitions.accept(open.id))} />
                ) : null}
                {actions.includes('withdraw') ? (
                  <PendingButton variant="outline" label="Withdraw offer" onClick={() => act('Offer Withdrawn', () => transitions.withdraw(open.id))} />
                ) : null}
              </div>
              {actions.includes('declineOnBehalf') ? <DeclineForm onDecline={(reason, note) => act('Offer Declined', () => transitions.decline(open.id, reason, note))} /> : null}
            </Panel>
          ) : null}

          {actions.includes('offer') ? (
            <Panel title="Matching professionals">
              {matches.length === 0 ? (
                <p>No active professional covers {lead.borough} for this animal. Call the resident, or cancel with a reason.</p>
              ) : (
                <ul className="grid gap-3">
                  {matches.map((m) => (
                    <li key={m.pro_id} className="grid gap-1 rounded-lg border border-slate-200 p-3">
                      <p className="font-semibold text-slate-900">{m.business_name}</p>
                      <p className="text-sm text-slate-700">
                        Covers {m.boroughs.join(', ')} · {m.species.length === 0 ? 'all species' : m.species.join(', ')}
                        {m.covers_species ? '' : ' (not every animal named)'}
                      </p>
                      <p className="text-sm text-slate-700">
                        {m.open_jobs} of {m.max_open_jobs} open {m.max_open_jobs === 1 ? 'job' : 'jobs'} · {m.available ? 'available' : 'not available for new offers'} · last offer{' '}
                        {m.last_offer_at ? formatNyTime(m.last_offer_at) : 'never'}
                        {m.offered_before ? ' · already offered this lead' : ''}
                      </p>
                      {m.not_automatic_because.length > 0 ? (
                        <p className="text-sm text-slate-700">Automatic dispatch passes them by: {m.not_automatic_because.join('; ')}.</p>
                      ) : null}
                      <PendingButton
                        label="Offer"
                        ariaLabel={`Offer to ${m.business_name}`}
                        onClick={() =>
                          act('Offer Sent', () => transitions.offer(lead.id, m.pro_id), (offerId) => ({
                            what: `Offered to ${m.business_name}.`,
                            done: 'Offer Withdrawn',
                            call: () => transitions.withdraw(offerId, 'Undone right after offering.'),
                          }))
                        }
                      />
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          ) : null}

          {actions.includes('complete') ? <CompleteForm lead={lead} act={act} /> : null}

          <Panel title="Actions">
            <div className="grid gap-4">
              {actions.includes('unreachable') ? (
                <PendingButton variant="outline" label="Mark unreachable" onClick={() => act('Marked Unreachable', () => transitions.unreachable(lead.id))} />
              ) : null}
              {actions.includes('reopen') ? (
                <PendingButton variant="outline" label="Reopen" onClick={() => act('Lead Reopened', () => transitions.reopen(lead.id))} />
              ) : null}
              {actions.includes('cancel') ? (
                <CancelForm
                  onCancel={(reason, note) =>
                    act('Lead Cancelled', () => transitions.cancel(lead.id, reason, note), () => ({
                      what: `Lead ${lead.reference} cancelled.`,
                      done: 'Lead Reopened',
                      call: () => transitions.reopen(lead.id, 'Undone right after cancelling.'),
                    }))
                  }
                />
              ) : null}
              <NoteForm onNote={(text) => act('Note Added', () => transitions.note(lead.id, text))} />
            </div>
          </Panel>
        </div>
      </div>
    </>
  );
}

const STATE_STYLE: Record<LeadNotification['state'], string> = {
  queued: 'bg-slate-100 text-slate-800',
  retrying: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-rose-100 text-rose-900',
};

/** The e-mails this lead caused and where each stands; a failed one can be sent again. */
function MessagesPanel({ messages, act }: { messages: LeadNotification[]; act: Act }) {
  return (
    <Panel title="Messages">
      {messages.length === 0 ? (
        <p>No e-mail about this lead.</p>
      ) : (
        <ul className="grid gap-3">
          {messages.map((m) => (
            <li key={m.id} className="grid gap-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{isTemplate(m.template) ? NOTIFICATION_TEMPLATE_LABELS[m.template] : m.template}</span>
                <span className={`rounded px-2 py-0.5 text-sm font-semibold ${STATE_STYLE[m.state]}`}>{m.state}</span>
              </p>
              <p className="break-all text-sm text-slate-700">
                To {m.recipient} ·{' '}
                {m.state === 'sent' && m.sent_at
                  ? `sent ${formatNyTime(m.sent_at)}`
                  : m.state === 'failed'
                    ? `gave up after ${m.attempts} tries`
                    : m.state === 'retrying'
                      ? `try ${m.attempts} of ${m.max_attempts} failed, next ${formatNyTime(m.next_attempt_at)}`
                      : 'waiting to be sent'}
              </p>
              {m.last_error && m.state !== 'sent' ? <p className="text-sm text-rose-900">{m.last_error}</p> : null}
              {m.state === 'failed' ? (
                <PendingButton variant="outline" label="Send again" ariaLabel={`Send again: ${m.recipient}`} onClick={() => act('Message Queued Again', () => retryNotification(m.id))} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

const isTemplate = (t: string): t is NotificationTemplate => (NOTIFICATION_TEMPLATES as readonly string[]).includes(t);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  );
}

function PendingButton({ label, ariaLabel, onClick, variant = 'primary' }: { label: string; ariaLabel?: string; onClick: () => Promise<boolean>; variant?: 'primary' | 'outline' }) {
  const [pending, setPending] = useState(false);
  return (
    <StatusButton
      type="button"
      variant={variant}
      pending={pending}
      aria-label={ariaLabel}
      onClick={() => {
        setPending(true);
        void onClick().finally(() => setPending(false));
      }}
    >
      {label}
    </StatusButton>
  );
}

const cancelSchema = z.object({
  reason: z.enum(CANCEL_REASON_VALUES, 'Choose a reason.'),
  note: z.string().check(z.maxLength(LIMITS.notes, `At most ${LIMITS.notes} characters.`)),
}).check(z.refine((v) => v.reason !== 'other' || v.note.trim() !== '', { message: 'Say why in the note.', path: ['note'] }));

function CancelForm({ onCancel }: { onCancel: (reason: CancelReason, note: string) => Promise<boolean> }) {
  const form = useSchemaForm<{ reason: string; note: string }, { reason: CancelReason; note: string }>(cancelSchema, { reason: '', note: '' });
  const { errors, isSubmitting } = form.formState;
  const reason = useWatch({ control: form.control, name: 'reason' });
  return (
    <Form
      form={form}
      className="grid gap-2 rounded-lg border border-slate-200 p-3"
      aria-label="Cancel the lead"
      onValid={async (values) => {
        if (await onCancel(values.reason, values.note)) form.resetField('note');
      }}
    >
      <SelectField label="Cancel reason" required placeholder="Choose a reason" options={CANCEL_REASONS} error={errors.reason?.message} {...form.register('reason')} />
      <TextareaField
        label="Cancel note"
        rows={2}
        maxLength={LIMITS.notes}
        hint={reason === 'other' ? 'Required for "other".' : undefined}
        error={errors.note?.message}
        {...form.register('note')}
      />
      <StatusButton type="submit" variant="outline" pending={isSubmitting} disabled={reason === ''}>
        Cancel lead
      </StatusButton>
    </Form>
  );
}

const declineSchema = z.object({ reason: z.enum(DECLINE_REASON_VALUES, 'Choose a reason.') });

function DeclineForm({ onDecline }: { onDecline: (reason: DeclineReason, note: string) => Promise<boolean> }) {
  const form = useSchemaForm<{ reason: string }, { reason: DeclineReason }>(declineSchema, { reason: '' });
  const { errors, isSubmitting, isValid } = form.formState;
  return (
    <Form form={form} className="mt-4 grid gap-2" aria-label="Record a decline" onValid={(values) => onDecline(values.reason, '')}>
      <SelectField label="The professional declined because" required placeholder="Choose a reason" options={DECLINE_REASONS} error={errors.reason?.message} {...form.register('reason')} />
      <StatusButton type="submit" variant="outline" pending={isSubmitting} disabled={!isValid}>
        Decline
      </StatusButton>
    </Form>
  );
}

const noteSchema = z.object({ text: z.string().check(z.trim(), z.minLength(1, 'Write the note first.'), z.maxLength(LIMITS.notes, `At most ${LIMITS.notes} characters.`)) });

function NoteForm({ onNote }: { onNote: (text: string) => Promise<boolean> }) {
  const form = useSchemaForm(noteSchema, { text: '' });
  const { errors, isSubmitting, isValid } = form.formState;
  return (
    <Form
      form={form}
      className="grid gap-2"
      aria-label="Add a note"
      onValid={async (values) => {
        if (await onNote(values.text)) form.reset();
      }}
    >
      <TextareaField label="Note" rows={2} maxLength={LIMITS.notes} error={errors.text?.message} {...form.register('text')} />
      <StatusButton type="submit" variant="outline" pending={isSubmitting} disabled={!isValid}>
        Add note
      </StatusButton>
    </Form>
  );
}

function CompleteForm({ lead, act }: { lead: Lead; act: Act }) {
  return (
    <Panel title="Job record">
      <JobRecordForm
        since={lead.created_at}
        species={lead.animal_type ?? lead.species[0] ?? ''}
        onComplete={(record) => act('Job Completed', () => transitions.complete(lead.id, record))}
      />
    </Panel>
  );
}
