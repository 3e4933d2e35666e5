import { useCallback, useState } from 'react';
import { REFRESH_MS } from '@/config/refresh';
import type { Outcome } from '@/lib/result';
import { CheckboxField, StatusButton } from '@/components/form';
import { ErrorSlot } from '@/components/form/error-slot';
import { Form, useSchemaForm } from '@/components/form/schema-form';
import { useToastAction, type ToastAction } from '@/components/toast/use-toast-action';
import { declineReasonLabel } from '@/domain/dispatch';
import { displayPhone } from '@/domain/format';
import { BOROUGHS, LEAD_SPECIES } from '@/domain/options';
import { formatNyTime } from '@/domain/time';
import { describeHours } from '@/domain/weekly-hours';
import { z } from '@/domain/zod';
import { usePolling } from '@/lib/use-now';
import { fetchProOffers, fetchProPerformance, fetchProTexting, proAdmin } from './api';
import type { Offer, ProPerformance, ProTexting } from './types';


/**
 * /dispatch/pros: every professional with their offers, acceptance rate and median time to
 * answer, and whether automatic dispatch can reach them (their switch, capacity, on-call hours). Admins pause or resume a professional (a paused one gets no offers) and edit their
 * coverage; the database refuses both to anyone else.
 */
export function ProsView({ isAdmin }: { isAdmin: boolean }) {
  const [rows, setRows] = useState<ProPerformance[] | null>(null);
  const [texting, setTexting] = useState<ReadonlyMap<string, ProTexting>>(new Map());
  const load = useCallback(async () => {
    const [result, texts] = await Promise.all([fetchProPerformance(), fetchProTexting()]);
    if (result.ok) setRows(result.data);
    if (texts.ok) setTexting(new Map(texts.data.map((t) => [t.pro_id, t])));
  }, []);
  usePolling(load, REFRESH_MS.pros);
  const act = useToastAction(load);
  return (
    <div className="grid gap-6">
      <h1 className="text-3xl font-bold text-slate-900">Professionals</h1>
      {!isAdmin ? <p className="text-slate-700">Only admins can pause professionals or change their coverage.</p> : null}
      {rows === null ? <p role="status">Loading…</p> : null}
      <ul className="grid gap-4">
        {rows?.map((p) => (
          <li key={p.pro_id}>
            <ProCard pro={p} texting={texting.get(p.pro_id)} isAdmin={isAdmin} act={act} />
          </li>
        ))}
      </ul>
    </div>
  );
}

type Act = ToastAction;

/** Where offers are texted, "texts off", "no mobile number", or the STOP that ends them. */
export function textingState(t: ProTexting | undefined): string {
  if (!t?.mobile_phone) return 'no mobile number for texts';
  const mobile = displayPhone(t.mobile_phone);
  if (t.texts_stopped) return `texts stopped: ${mobile} replied STOP`;
  return t.texts_enabled ? `offers texted to ${mobile}` : `texts off (${mobile})`;
}

function ProCard({ pro, texting, isAdmin, act }: { pro: ProPerformance; texting: ProTexting | undefined; isAdmin: boolean; act: Act }) {
  const [pending, setPending] = useState<string | null>(null);
  const [offers, setOffers] = useState<Offer[] | null>(null);
  const run = (name: string, done: string, call: () => Promise<Outcome<unknown>>) => {
    setPending(name);
    void act(done, call).finally(() => setPending(null));
  };
  return (
    <article aria-label={pro.business_name} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">
          {pro.business_name} <span className={`ml-2 rounded px-2 py-0.5 text-sm ${pro.status === 'active' ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}>{pro.status}</span>
        </h2>
        {isAdmin ? (
          <StatusButton
            type="button"
            variant="outline"
            pending={pending === 'status'}
            onClick={() => run('status', pro.status === 'active' ? 'Professional Paused' : 'Professional Resumed', () => proAdmin.setStatus(pro.pro_id, pro.status === 'active' ? 'paused' : 'active'))}
          >
            {pro.status === 'active' ? 'Pause' : 'Resume'}
          </StatusButton>
        ) : null}
      </div>
      <p className="text-slate-800">
        {pro.offers} offers · {pro.accepted} accepted · {pro.declined} declined · {pro.expired} expired · acceptance{' '}
        {pro.acceptance_rate === null ? 'n/a' : `${Math.round(pro.acceptance_rate * 100)}%`} · median answer{' '}
        {pro.median_response_minutes === null ? 'n/a' : `${pro.median_response_minutes} min`}
      </p>
      <p className="text-slate-800">
        <span className={pro.available ? 'font-semibold text-emerald-800' : 'font-semibold text-amber-800'}>
          {pro.available ? 'Available for new offers' : 'Not taking new offers'}
        </span>{' '}
        · capacity {pro.open_jobs} of {pro.max_open_jobs} open {pro.max_open_jobs === 1 ? 'job' : 'jobs'}
        {pro.open_jobs >= pro.max_open_jobs ? ' (full: automatic offers pass them by)' : ''} · on call {describeHours(pro.on_call_hours, 'any time')} ·{' '}
        {textingState(texting)}
      </p>
      <p className="text-slate-700">
        Covers {pro.boroughs.join(', ')} · {pro.species.length === 0 ? 'all species' : pro.species.join(', ')}
      </p>
      <details
        onToggle={(event) => {
          if ((event.target as HTMLDetailsElement).open && offers === null) void fetchProOffers(pro.pro_id).then((r) => setOffers(r.ok ? r.data : []));
        }}
      >
        <summary className="cursor-pointer font-semibold text-slate-900">Recent offers</summary>
        <ul className="mt-2 grid gap-1 text-slate-800">
          {offers === null ? <li>Loading…</li> : offers.length === 0 ? <li>No offers yet.</li> : null}
          {offers?.map((o) => (
            <li key={o.id}>
              {formatNyTime(o.created_at)} · {o.status}
              {o.decline_reason ? ` (${declineReasonLabel(o.decline_reason)})` : ''}
            </li>
          ))}
        </ul>
      </details>
      {isAdmin ? (
        <details>
          <summary className="cursor-pointer font-semibold text-slate-900">Edit coverage</summary>
          <CoverageForm pro={pro} act={act} />
        </details>
      ) : null}
    </article>
  );
}

const coverageSchema = z.object({
  boroughs: z.array(z.enum(BOROUGHS)).check(z.minLength(1, 'Choose at least one borough.')),
  species: z.array(z.string()),
});

/** The boroughs and species a professional is offered (set_pro_coverage, admins only). */
function CoverageForm({ pro, act }: { pro: ProPerformance; act: Act }) {
  const form = useSchemaForm<{ boroughs: string[]; species: string[] }, z.output<typeof coverageSchema>>(coverageSchema, { boroughs: pro.boroughs, species: pro.species });
  const { errors, isSubmitting, isValid } = form.formState;
  return (
    <Form
      form={form}
      className="mt-2 grid gap-3"
      aria-label={`Coverage of ${pro.business_name}`}
      onValid={(values) => act('Coverage Saved', () => proAdmin.setCoverage(pro.pro_id, values.boroughs, values.species))}
    >
      <fieldset className="grid gap-1 sm:grid-cols-3">
        <legend className="font-semibold">Boroughs</legend>
        {BOROUGHS.map((b) => (
          <CheckboxField key={b} label={b} value={b} {...form.register('boroughs')} />
        ))}
        <ErrorSlot id={undefined} error={errors.boroughs?.message} />
      </fieldset>
      <fieldset className="grid gap-1 sm:grid-cols-3">
        <legend className="font-semibold">Species (none ticked: all)</legend>
        {LEAD_SPECIES.map((s) => (
          <CheckboxField key={s} label={s} value={s} {...form.register('species')} />
        ))}
      </fieldset>
      <StatusButton type="submit" pending={isSubmitting} disabled={!isValid}>
        Save coverage
      </StatusButton>
    </Form>
  );
}
