import { useCallback, useRef, useState, type ReactNode } from 'react';
import { REFRESH_MS } from '@/config/refresh';
import { CheckboxField, SelectField, StatusButton, TextField } from '@/components/form';
import { JobRecordForm } from '@/components/form/job-record-form';
import { WeeklyHoursFieldset } from '@/components/form/weekly-hours-fieldset';
import { Form, useSchemaForm } from '@/components/form/schema-form';
import { toast } from '@/components/toast';
import { useToastAction, type ToastAction } from '@/components/toast/use-toast-action';
import { AddressWithMap } from '@/components/address/address-with-map';
import { mapsUrl } from '@/domain/address';
import { csvField } from '@/domain/csv';
import { CONTACT_ATTEMPTS, CONTACT_ATTEMPT_LABELS, DECLINE_REASONS, type ContactAttempt, type DeclineReason } from '@/domain/dispatch';
import { emailHref } from '@/domain/email';
import { displayPhone, phoneLink } from '@/domain/format';
import { languagePreference } from '@/domain/language-preference';
import { usPhoneE164 } from '@/domain/us-phone-plan';
import { formatSpecies } from '@/domain/species';
import { formatNyTime, formatTimeLeft, nyDate } from '@/domain/time';
import { daysOf, describeHours, periodsOf, weekHoursSchema, type WeekHoursInput } from '@/domain/weekly-hours';
import { z } from '@/domain/zod';
import { useNow, usePolling } from '@/lib/use-now';
import { acceptOffer, completeJob, declineOffer, fetchHome, fetchRecords, markUnreachable, setAvailable, setOnCallHours, setTexting, tryAgain, type ProHome, type ProJob, type ProOffer, type ProProfile } from './api';

type Act = ToastAction;

/**
 * /pro once signed in: the professional's offers, jobs and yearly records, phone first. Starts
 * from the first screen the page already fetched, then refreshes it every REFRESH_MS.portal.
 */
export function ProPortal({ initial, onSignOut }: { initial: ProHome; onSignOut: () => void }) {
  const [home, setHome] = useState(initial);
  const [failed, setFailed] = useState(false);
  const { profile, offers, jobs } = home;

  const load = useCallback(async () => {
    const result = await fetchHome();
    if (result.ok) setHome(result.data);
    setFailed(!result.ok);
  }, []);
  usePolling(load, REFRESH_MS.portal, { immediately: false });

  const act = useToastAction(load);
  // The job just completed: its line in the list below takes focus and the screen, so the page
  // does not drop onto whatever slid up when the card closed.
  const [completed, setCompleted] = useState<string | null>(null);
  const showCompleted = useCallback((el: HTMLLIElement | null) => {
    if (!el) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'center' });
  }, []);

  const open = offers.filter((o) => o.status === 'open');
  const closed = offers.filter((o) => o.status !== 'open');
  const active = jobs.filter((j) => j.status === 'accepted');
  const done = jobs.filter((j) => j.status !== 'accepted');

  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{profile.business_name}</h1>
          <p className="text-slate-700">
            {profile.boroughs.join(', ')}
            {profile.status === 'paused' ? ' · paused: you get no new offers until dispatch resumes you' : ''}
          </p>
        </div>
        {/* A quiet control: on a phone the offers, not Sign out, are what a thumb should find first. */}
        <button type="button" className="min-h-11 rounded-md px-2 text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <AvailableSwitch available={profile.available} act={act} />
      <OnCallHours key={JSON.stringify(profile.on_call_hours)} profile={profile} act={act} />
      <TextSettings key={`${profile.mobile_phone ?? ''}:${String(profile.texts_enabled)}`} profile={profile} act={act} />
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {`${open.length} open ${open.length === 1 ? 'offer' : 'offers'}`}
        {failed ? ' · could not refresh, showing the last list' : ''}
      </p>

      <section aria-labelledby="offers-heading" className="grid gap-4">
        <h2 id="offers-heading" className="text-xl font-bold text-slate-900">
          Offers
        </h2>
        {open.length === 0 ? <p>No open offer right now. New offers appear here by themselves and by e-mail.</p> : null}
        {open.map((o) => (
          <OfferCard key={o.offer_id} offer={o} act={act} />
        ))}
        {closed.map((o) => (
          <p key={o.offer_id} className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-800">
            Offer {o.reference} ({o.borough}) {o.status === 'expired' ? 'expired' : o.status === 'withdrawn' ? 'was withdrawn by dispatch' : o.status}
            {o.responded_at ? ` at ${formatNyTime(o.responded_at)}` : ''}. It can no longer be accepted.
          </p>
        ))}
      </section>

      <section aria-labelledby="jobs-heading" className="grid gap-4">
        <h2 id="jobs-heading" className="text-xl font-bold text-slate-900">
          My jobs
        </h2>
        {active.length === 0 ? <p>No job in progress.</p> : null}
        {active.map((j) => (
          <JobCard key={j.lead_id} job={j} act={act} onCompleted={setCompleted} />
        ))}
        {done.length > 0 ? (
          <ul className="grid gap-2 text-slate-800">
            {done.map((j) => (
              <li
                key={j.lead_id}
                ref={j.lead_id === completed ? showCompleted : undefined}
                tabIndex={j.lead_id === completed ? -1 : undefined}
                className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${j.lead_id === completed ? 'rounded-lg bg-emerald-50 p-3 text-emerald-900' : ''}`}
              >
                <span>
                  {j.reference} · {j.name} · {j.status === 'completed' ? `completed ${j.service_date ?? ''}` : 'could not reach the resident'}
                </span>
                {j.status === 'unreachable' && j.can_try_again ? (
                  <button type="button" className="btn-outline min-h-11" onClick={() => void act('Job Back in Your List', () => tryAgain(j.lead_id))}>
                    Try again
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <RecordsSection />
    </div>
  );
}

/**
 * "Available for new offers": while off, automatic dispatch passes the professional by (a
 * dispatcher may still call or offer). The database keeps it (set_my_availability, own row only).
 */
function AvailableSwitch({ available, act }: { available: boolean; act: Act }) {
  const [pending, setPending] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white p-3">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-slate-900">
        <input
          type="checkbox"
          role="switch"
          className="size-5 accent-brand-700"
          checked={available}
          disabled={pending}
          onChange={(event) => {
            const next = event.currentTarget.checked;
            setPending(true);
            void act(next ? 'Available for New Offers' : 'Paused New Offers', () => setAvailable(next)).finally(() => setPending(false));
          }}
        />
        Available for new offers
      </label>
      <span className="text-sm text-slate-700">{available ? 'Automatic offers can reach you.' : 'Automatic offers pass you by until you switch this on.'}</span>
    </div>
  );
}

const onCallSchema = z.object({ days: weekHoursSchema });

/**
 * Weekly on-call hours (New York time): automatic offers reach the professional only inside them;
 * none at all means any time. Kept by set_my_availability with the switch as it is.
 */
function OnCallHours({ profile, act }: { profile: ProProfile; act: Act }) {
  const form = useSchemaForm<{ days: WeekHoursInput }, z.output<typeof onCallSchema>>(onCallSchema, { days: daysOf(profile.on_call_hours) });
  const { isSubmitting } = form.formState;
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-slate-900">
        On-call hours: <span className="font-normal text-slate-800">{describeHours(profile.on_call_hours, 'any time')}</span>
      </summary>
      <Form
        form={form}
        aria-label="On-call hours"
        className="mt-3 grid gap-4"
        onValid={(values) => act('On-Call Hours Saved', () => setOnCallHours(profile.available, periodsOf(values.days)))}
      >
        <WeeklyHoursFieldset
          form={form}
          name="days"
          legend="When automatic offers may reach you (New York time)"
          hint="Leave every day empty to take offers at any time while you are available."
          startLabel="from"
          endLabel="until"
        />
        <StatusButton type="submit" pending={isSubmitting} className="justify-self-start">
          Save on-call hours
        </StatusButton>
      </Form>
    </details>
  );
}

const textingSchema = z
  .object({ mobile: z.string(), enabled: z.boolean() })
  .check(
    z.refine((v) => v.mobile.trim() === '' || usPhoneE164(v.mobile) !== null, { message: 'Enter a US mobile number: 10 digits, area code first.', path: ['mobile'] }),
    z.refine((v) => !v.enabled || v.mobile.trim() !== '', { message: 'Enter the mobile number offers are texted to, or untick texts.', path: ['mobile'] }),
  );

/**
 * Text messages: each new offer (reply YES or NO), its withdrawal or expiry, and after acceptance
 * the resident's first name and phone. The database stores the number in E.164
 * (set_my_texting) and keeps a STOP from it (private.text_opt_outs).
 */
function TextSettings({ profile, act }: { profile: ProProfile; act: Act }) {
  const form = useSchemaForm<{ mobile: string; enabled: boolean }, z.output<typeof textingSchema>>(textingSchema, {
    mobile: profile.mobile_phone ? displayPhone(profile.mobile_phone) : '',
    enabled: profile.texts_enabled && profile.mobile_phone !== null,
  });
  const { errors, isSubmitting } = form.formState;
  const state = profile.texts_stopped
    ? 'stopped: this number replied STOP (text START to it from your phone to get texts again)'
    : profile.mobile_phone && profile.texts_enabled
      ? <>on, to <span className="whitespace-nowrap">{displayPhone(profile.mobile_phone)}</span></>
      : 'off';
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-slate-900">
        Text messages: <span className="font-normal text-slate-800">{state}</span>
      </summary>
      <Form
        form={form}
        aria-label="Text messages"
        className="mt-3 grid gap-4"
        onValid={(values) => act('Text Messages Saved', () => setTexting(values.mobile.trim() === '' ? null : usPhoneE164(values.mobile), values.enabled))}
      >
        <p className="text-sm text-slate-700">
          New offers are texted to you: reply YES to accept or NO to decline (with the offer&apos;s code when you hold more than one). After you accept, the
          resident&apos;s first name and phone follow. Reply STOP to stop every text, HELP for help. Message and data rates may apply.
        </p>
        <TextField label="Mobile number" type="tel" autoComplete="tel" inputMode="tel" error={errors.mobile?.message} {...form.register('mobile')} />
        <CheckboxField label="Text me new offers" {...form.register('enabled')} />
        <StatusButton type="submit" pending={isSubmitting} className="justify-self-start">
          Save text messages
        </StatusButton>
      </Form>
    </details>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  );
}

function OfferCard({ offer, act }: { offer: ProOffer; act: Act }) {
  const now = useNow(1000);
  const [pending, setPending] = useState<'accept' | DeclineReason | null>(null);
  const left = now > 0 ? formatTimeLeft(offer.expires_at, now) : '';
  return (
    <article aria-label={`Offer ${offer.reference}`} className="grid gap-3 rounded-xl border-2 border-brand-300 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold text-slate-900">
          {offer.borough} · {offer.zip}
        </h3>
        <p className="text-3xl font-bold tabular-nums text-slate-900" aria-label={`Time to answer: ${left}`}>
          {left}
        </p>
      </div>
      {languagePreference(offer.language) ? <p className="justify-self-start rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-950">{languagePreference(offer.language)}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <Fact label="Reference">
          <span className="font-mono">{offer.reference}</span>
        </Fact>
        <Fact label="Near">
          {/* Only the street, never the house number, until the offer is accepted (pro_offers.street). */}
          {[offer.street, `${offer.zip} (${offer.borough})`].filter(Boolean).join(', ')}
        </Fact>
        <Fact label="Animal">{formatSpecies(offer.species, offer.animal_type, { empty: 'Not said' })}</Fact>
        <Fact label="Property">{offer.property_type}</Fact>
        {offer.duration ? <Fact label="How long">{offer.duration}</Fact> : null}
        <Fact label="Received">{formatNyTime(offer.lead_created_at)}</Fact>
      </dl>
      <p className="whitespace-pre-wrap text-slate-900">{offer.description}</p>
      <p className="text-sm text-slate-700">The resident's name, phone, e-mail and address show once you accept.</p>
      <StatusButton
        type="button"
        pending={pending === 'accept'}
        disabled={pending !== null}
        className="w-full"
        onClick={() => {
          setPending('accept');
          void act('Offer Accepted', () => acceptOffer(offer.offer_id)).finally(() => setPending(null));
        }}
      >
        Accept
      </StatusButton>
      {/* One tap per reason (issue 31 item 8): the reason is the button, nothing to pick first. */}
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold text-slate-900">Decline because</legend>
        <div className="grid grid-cols-2 gap-2">
          {DECLINE_REASONS.map((r) => (
            <StatusButton
              key={r.value}
              type="button"
              variant="outline"
              className="min-h-11"
              pending={pending === r.value}
              disabled={pending !== null}
              onClick={() => {
                setPending(r.value);
                void act('Offer Declined', () => declineOffer(offer.offer_id, r.value)).finally(() => setPending(null));
              }}
            >
              {r.label}
            </StatusButton>
          ))}
        </div>
      </fieldset>
    </article>
  );
}

type ResidentNote = { at: string; note: string };

/** The details the resident added on their status page (pro_jobs' resident_notes), oldest first. */
function residentNotes(value: ProJob['resident_notes']): ResidentNote[] {
  if (!Array.isArray(value)) return [];
  return value.filter((n): n is ResidentNote => typeof n === 'object' && n !== null && !Array.isArray(n) && typeof n.at === 'string' && typeof n.note === 'string');
}

function ResidentNotes({ notes }: { notes: ResidentNote[] }) {
  if (notes.length === 0) return null;
  return (
    <section aria-label="Added by the resident" className="rounded-lg bg-slate-100 p-3">
      <h4 className="font-semibold text-slate-900">Added by the resident</h4>
      <ul className="mt-1 grid gap-2">
        {notes.map((n) => (
          <li key={n.at + n.note}>
            <span className="block text-sm text-slate-700">{formatNyTime(n.at)}</span>
            <span className="whitespace-pre-wrap break-words text-slate-900">{n.note}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function JobCard({ job, act, onCompleted }: { job: ProJob; act: Act; onCompleted: (leadId: string) => void }) {
  const prefers = job.contact_method ?? [job.contact_by_phone ? 'Phone' : null, job.contact_by_email ? 'Email' : null].filter(Boolean).join(' or ');
  const where = { address: job.address, unit: job.unit, city: job.city, borough: job.borough, zip: job.zip };
  const tel = phoneLink(job.phone);
  const maps = mapsUrl(where);
  const [completing, setCompleting] = useState(false);
  const recordRef = useRef<HTMLDivElement>(null);
  const complete = () => {
    setCompleting(true);
    // Open, then bring the record into view with its first field ready.
    requestAnimationFrame(() => {
      const first = recordRef.current?.querySelector<HTMLElement>('input, select');
      first?.focus({ preventScroll: true });
      recordRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    });
  };
  return (
    <article aria-label={`Job ${job.reference}`} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-lg font-bold text-slate-900">
        {job.name} · <span className="font-mono">{job.reference}</span>
      </h3>
      <div className="grid gap-2 sm:grid-cols-2">
        <a className="btn-primary" href={tel}>
          Call {displayPhone(job.phone)}
        </a>
        {emailHref(job.email) ? (
          <a className="btn-outline break-all" href={emailHref(job.email) ?? undefined}>
            E-mail {job.email}
          </a>
        ) : (
          <span className="break-all">E-mail {job.email}</span>
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <Fact label="Prefers">{prefers || 'Not said'}</Fact>
        {languagePreference(job.language) ? <Fact label="Language">{languagePreference(job.language)}</Fact> : null}
        <Fact label="Where">
          <AddressWithMap where={where} stacked />
        </Fact>
        <Fact label="Animal">{formatSpecies(job.species, job.animal_type, { empty: 'Not said' })}</Fact>
        <Fact label="Property">{job.property_type}</Fact>
        <Fact label="Accepted">{formatNyTime(job.accepted_at)}</Fact>
      </dl>
      <p className="whitespace-pre-wrap text-slate-900">{job.description}</p>
      <ResidentNotes notes={residentNotes(job.resident_notes)} />
      <details
        className="scroll-mt-4 rounded-lg border border-slate-200 p-3"
        open={completing}
        onToggle={(event) => setCompleting((event.currentTarget as HTMLDetailsElement).open)}
      >
        <summary className="cursor-pointer font-semibold text-slate-900">Mark completed</summary>
        <div className="mt-3" ref={recordRef}>
          <JobRecordForm
            since={job.accepted_at}
            species={job.animal_type ?? job.species?.[0] ?? ''}
            onComplete={(record) => act('Job Completed', () => completeJob(job.lead_id, record), () => onCompleted(job.lead_id))}
          />
        </div>
      </details>
      <UnreachableForm job={job} act={act} />
      {/* On a phone the three things a job needs stay under the thumb while the card scrolls. */}
      <nav
        aria-label={`Actions for job ${job.reference}`}
        className="sticky bottom-0 z-10 -mx-4 -mb-4 grid grid-cols-3 gap-2 rounded-b-xl border-t border-slate-200 bg-white p-2 shadow-[0_-2px_6px_rgba(15,23,42,0.08)] sm:hidden"
      >
        <a className="btn-primary min-h-11 px-2" href={tel}>
          Call
        </a>
        {maps ? (
          <a className="btn-outline min-h-11 px-2" href={maps} target="_blank" rel="noopener noreferrer">
            Navigate
          </a>
        ) : (
          <span aria-hidden="true" />
        )}
        <button type="button" className="btn-outline min-h-11 px-2" aria-expanded={completing} onClick={complete}>
          Complete
        </button>
      </nav>
    </article>
  );
}

/**
 * "Could not reach the resident" asks what was tried before it does anything (the database
 * requires it of a professional), and says what happens next: dispatch and the resident are told,
 * and the job can be taken back for a day.
 */
const unreachableSchema = z.object({
  tried: z.array(z.enum(CONTACT_ATTEMPTS)).check(z.minLength(1, 'Tick what you tried first.')),
});

function UnreachableForm({ job, act }: { job: ProJob; act: Act }) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm<{ tried: string[] }, { tried: ContactAttempt[] }>(unreachableSchema, { tried: [] }, { mode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;
  if (!open) {
    return (
      <button type="button" className="btn-outline" aria-expanded={false} onClick={() => setOpen(true)}>
        Could not reach the resident…
      </button>
    );
  }
  const errorId = `tried-error-${job.lead_id}`;
  return (
    <Form
      form={form}
      aria-label="Could not reach the resident"
      className="grid gap-3 rounded-lg border border-slate-300 p-3"
      onValid={(values) => act('Marked Unreachable', () => markUnreachable(job.lead_id, values.tried))}
    >
      <fieldset className="grid gap-1" aria-describedby={errors.tried ? errorId : undefined}>
        <legend className="font-semibold text-slate-900">What did you try?</legend>
        {CONTACT_ATTEMPTS.map((attempt) => (
          <CheckboxField key={attempt} label={CONTACT_ATTEMPT_LABELS[attempt]} value={attempt} {...form.register('tried', { onChange: () => form.clearErrors('tried') })} />
        ))}
        {errors.tried ? (
          <p id={errorId} className="text-sm font-medium text-red-800">
            {errors.tried.message}
          </p>
        ) : null}
      </fieldset>
      <p className="text-sm text-slate-700">Dispatch and the resident are told (the resident sees the number you tried). You can take the job back for a day.</p>
      <div className="flex flex-wrap gap-2">
        <StatusButton type="submit" variant="outline" pending={isSubmitting}>
          Confirm: could not reach
        </StatusButton>
        <button type="button" className="btn-outline" onClick={() => setOpen(false)}>
          Keep the job
        </button>
      </div>
    </Form>
  );
}

const RECORD_COLUMNS = ['service_date', 'reference', 'client_name', 'address', 'city', 'zip', 'species', 'animal_count', 'method', 'disposition'] as const;

/** The year's completed jobs as CSV, in the fields of the NWCO's annual report. */
function RecordsSection() {
  const [thisYear] = useState(() => Number(nyDate(Date.now()).slice(0, 4)));
  const [year, setYear] = useState(String(thisYear));
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    const result = await fetchRecords(Number(year));
    setPending(false);
    if (!result.ok) {
      toast({ title: 'Not Done', description: result.message, variant: 'destructive' });
      return;
    }
    const lines = [RECORD_COLUMNS.join(','), ...result.data.map((r) => RECORD_COLUMNS.map((c) => csvField(r[c])).join(','))];
    const url = URL.createObjectURL(new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `nwco-records-${year}.csv`;
    a.click();
    URL.revokeObjectURL(url);
    toast({ title: 'Records Downloaded', description: `${result.data.length} ${result.data.length === 1 ? 'job' : 'jobs'} in ${year}.`, variant: 'success' });
  }
  return (
    <section aria-labelledby="records-heading" className="grid gap-3">
      <h2 id="records-heading" className="text-xl font-bold text-slate-900">
        Records
      </h2>
      <p className="text-slate-800">Your completed jobs of a year (date, client, address, species, number of animals, method, disposition), for your annual report to NYS DEC.</p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Year"
          name="year"
          options={[thisYear, thisYear - 1, thisYear - 2].map((y) => ({ value: String(y), label: String(y) }))}
          value={year}
          onChange={(e) => setYear(e.target.value)}
        />
        <StatusButton type="button" variant="outline" pending={pending} onClick={() => void download()}>
          Download CSV
        </StatusButton>
      </div>
    </section>
  );
}
