import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useWatch } from 'react-hook-form';
import { REFRESH_MS } from '@/config/refresh';
import { Link } from 'react-router-dom';
import { SelectField, StatusButton, TextField } from '@/components/form';
import { Form, useSchemaForm } from '@/components/form/schema-form';
import { toast } from '@/components/toast';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '@/domain/dispatch';
import { BOROUGHS, LEAD_SPECIES } from '@/domain/options';
import { formatSpecies } from '@/domain/species';
import { z } from '@/domain/zod';
import { QUEUE_PAGE, fetchExport, fetchFailedNotifications, fetchNewLeadCount, fetchQueue, fetchServiceHealth, fetchStats, mergeDuplicates } from './api';
import { formatAge, formatTimeLeft, formatUpdated, nyDate } from '@/domain/time';
import { leadsCsv } from './format';
import { StatusBadge } from './status-badge';
import { WAIT_TONE_CLASS, WAIT_TONE_LABEL, groupDuplicates, triageFlags, waitTone, type QueueGroup } from './triage';
import { useNewLeadAlerts } from './use-new-lead-alerts';
import type { DispatchStats, FailedNotification, QueueFilters, QueueRow, ServiceHealth } from './types';
import { ServiceHealthBanner } from './service-health-banner';
import { useNow, usePolling } from '@/lib/use-now';
import { DISPATCH_PATH } from '@/config/paths';


const STATUS_OPTIONS = [
  { value: 'needs-action', label: 'Needs action (new, offered, unreachable)' },
  ...LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] })),
  { value: 'all', label: 'All statuses' },
];
const BOROUGH_OPTIONS = [{ value: '', label: 'All boroughs' }, ...BOROUGHS.map((b) => ({ value: b, label: b }))];
const SPECIES_OPTIONS = [{ value: '', label: 'All species' }, ...LEAD_SPECIES.map((s) => ({ value: s, label: s }))];

const DEFAULT_FILTERS: QueueFilters = { status: 'needs-action', borough: '', species: '', search: '' };

const filterSchema = z.object({
  status: z.enum(['needs-action', 'all', ...LEAD_STATUSES]),
  borough: z.string(),
  species: z.string(),
  search: z.string().check(z.trim()),
});

/**
 * The queue's filters: a status, borough or species applies when chosen; the search when sent
 * (Enter or Search).
 */
function QueueFilterForm({ searchRef, onFilters }: { searchRef: RefObject<HTMLInputElement | null>; onFilters: (filters: QueueFilters) => void }) {
  const form = useSchemaForm<QueueFilters, QueueFilters>(filterSchema, DEFAULT_FILTERS);
  const applyNow = { onChange: () => void form.handleSubmit(onFilters)() };
  const { ref: registerSearch, ...search } = form.register('search');
  return (
    <Form
      form={form}
      role="search"
      aria-label="Filter the queue"
      className="grid gap-x-3 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1fr_1.5fr_auto] lg:items-end"
      onValid={onFilters}
    >
      <SelectField label="Status" options={STATUS_OPTIONS} {...form.register('status', applyNow)} />
      <SelectField label="Borough" options={BOROUGH_OPTIONS} {...form.register('borough', applyNow)} />
      <SelectField label="Species" options={SPECIES_OPTIONS} {...form.register('species', applyNow)} />
      <TextField
        ref={(element) => {
          registerSearch(element);
          searchRef.current = element;
        }}
        label="Search"
        placeholder="Reference, ZIP, phone or e-mail"
        type="search"
        {...search}
      />
      <button type="submit" className="btn-primary mb-5">
        Search
      </button>
    </Form>
  );
}

export function QueueView() {
  const [filters, setFilters] = useState<QueueFilters>(DEFAULT_FILTERS);
  const [limit, setLimit] = useState(QUEUE_PAGE);
  const [rows, setRows] = useState<QueueRow[] | null>(null);
  const [stats, setStats] = useState<DispatchStats | null>(null);
  const [newLeads, setNewLeads] = useState<number | null>(null);
  const [undelivered, setUndelivered] = useState<FailedNotification[]>([]);
  const [health, setHealth] = useState<ServiceHealth | null>(null);
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [merging, setMerging] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const tableRef = useRef<HTMLTableSectionElement>(null);
  const now = useNow(1000);
  const { fresh, alertsOn, toggleAlerts, markSeen } = useNewLeadAlerts(rows, newLeads);

  // Each answer is shown as it arrives: the queue does not wait for the numbers or the service's
  // health, which are slower to compute. The refresh is done when all five have answered.
  const load = useCallback(async (signal?: AbortSignal) => {
    const shown = <T,>(request: Promise<T>, show: (answer: T) => void) =>
      request.then((answer) => {
        if (!signal?.aborted) show(answer);
      });
    await Promise.all([
      shown(fetchQueue(filters, limit), (queue) => {
        if (queue.ok) {
          setRows(queue.data);
          setUpdatedAt(Date.now());
        }
        setFailed(!queue.ok);
      }),
      shown(fetchStats(), (numbers) => {
        if (numbers.ok) setStats(numbers.data);
      }),
      shown(fetchFailedNotifications(), (failedMessages) => {
        if (failedMessages.ok) setUndelivered(failedMessages.data);
      }),
      shown(fetchNewLeadCount(), (waiting) => {
        if (waiting.ok) setNewLeads(waiting.data);
      }),
      shown(fetchServiceHealth(), (service) => {
        if (service.ok) setHealth(service.data);
      }),
    ]);
  }, [filters, limit]);

  usePolling(load, REFRESH_MS.queue);

  // Keys, as in most consoles: "/" jumps to the search box; j and k move to the next and the
  // previous lead (Enter opens it).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.ctrlKey || event.metaKey || event.altKey || target?.closest('input, textarea, select') != null) return;
      if (event.key === '/') {
        event.preventDefault();
        searchRef.current?.focus();
        return;
      }
      if (event.key !== 'j' && event.key !== 'k') return;
      const links = Array.from(tableRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-queue-link]') ?? []);
      if (links.length === 0) return;
      event.preventDefault();
      const at = links.findIndex((link) => link === document.activeElement);
      const next = at === -1 ? 0 : Math.min(Math.max(at + (event.key === 'j' ? 1 : -1), 0), links.length - 1);
      links[next]?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  async function merge(group: QueueGroup) {
    setMerging(group.lead.id);
    const result = await mergeDuplicates(
      group.lead.id,
      group.duplicates.map((d) => d.id),
    );
    setMerging(null);
    if (result.ok) toast({ title: 'Duplicates Merged', description: `${group.duplicates.map((d) => d.reference).join(', ')} closed as duplicates of ${group.lead.reference}.`, variant: 'success' });
    else toast({ title: 'Not Merged', description: result.message, variant: 'destructive' });
    await load();
  }

  const total = rows?.[0]?.total_count ?? 0;
  const groups = rows ? groupDuplicates(rows) : [];

  return (
    <div className="grid gap-6">
      <ServiceHealthBanner health={health} />
      <Undelivered messages={undelivered} />

      <section aria-labelledby="queue-heading" className="grid gap-2">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h2 id="queue-heading" className="text-xl font-bold text-slate-900">
            Queue
          </h2>
          <p className="text-sm text-slate-700" role="status" aria-live="polite">
            {failed ? 'Could not refresh: showing the last list. ' : ''}
            {updatedAt !== null && now > 0 ? formatUpdated(updatedAt, now) : 'Loading…'}
            {rows !== null ? ` · ${total} ${total === 1 ? 'lead' : 'leads'}` : ''}
            {newLeads !== null ? ` · ${newLeads} waiting for a first offer` : ''}
          </p>
          <label className="ml-auto flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="size-4 accent-brand-700" checked={alertsOn} onChange={(e) => toggleAlerts(e.target.checked)} />
            Chime and notify me of new leads
          </label>
        </div>

        <QueueFilterForm
          searchRef={searchRef}
          onFilters={(values) => {
            setLimit(QUEUE_PAGE);
            setFilters(values);
          }}
        />

        {rows === null ? null : rows.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-800">No leads match. Clear the search or choose another status.</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full min-w-[60rem] border-collapse text-left text-[0.95rem]">
              <caption className="sr-only">Leads, oldest first; likely duplicates under the lead they repeat</caption>
              <thead className="bg-slate-100 text-sm text-slate-800">
                <tr>
                  <th scope="col" className="px-3 py-1">Reference</th>
                  <th scope="col" className="px-3 py-1">Waiting</th>
                  <th scope="col" className="px-3 py-1">Where</th>
                  <th scope="col" className="px-3 py-1">Who and what</th>
                  <th scope="col" className="px-3 py-1">Status</th>
                  <th scope="col" className="px-3 py-1">Offer</th>
                </tr>
              </thead>
              <tbody ref={tableRef}>
                {groups.map((group) => (
                  <Fragment key={group.lead.id}>
                    <QueueLine row={group.lead} now={now} fresh={fresh.has(group.lead.id)} onOpen={markSeen}>
                      {group.duplicates.length > 0 ? (
                        <button type="button" className="btn-outline mt-1 min-h-8 px-2 py-0.5 text-sm" disabled={merging === group.lead.id} onClick={() => void merge(group)}>
                          Merge {group.duplicates.length === 1 ? 'its duplicate' : `its ${group.duplicates.length} duplicates`}
                        </button>
                      ) : null}
                    </QueueLine>
                    {group.duplicates.map((dup) => (
                      <QueueLine key={dup.id} row={dup} now={now} fresh={fresh.has(dup.id)} onOpen={markSeen} duplicate />
                    ))}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="text-sm text-slate-600">
          Keys: <kbd className="font-mono">/</kbd> search · <kbd className="font-mono">j</kbd> / <kbd className="font-mono">k</kbd> next and previous lead ·{' '}
          <kbd className="font-mono">Enter</kbd> open · on a lead, <kbd className="font-mono">o</kbd> goes to the first Offer button
        </p>
        {rows !== null && total > rows.length ? (
          <button type="button" className="btn-outline justify-self-start" onClick={() => setLimit((l) => Math.min(l + QUEUE_PAGE, 200))} disabled={limit >= 200}>
            Show more ({total - rows.length} more)
          </button>
        ) : null}
      </section>

      <Numbers stats={stats} />
      <ExportForm />
    </div>
  );
}

/** One lead of the queue: enough to triage without opening it. */
function QueueLine({ row, now, fresh, duplicate = false, onOpen, children }: { row: QueueRow; now: number; fresh: boolean; duplicate?: boolean; onOpen: (id: string) => void; children?: ReactNode }) {
  const tone = now > 0 ? waitTone(row, now) : 'ok';
  const flags = triageFlags(row);
  const toneLabel = WAIT_TONE_LABEL[tone];
  return (
    <tr className={`border-t border-slate-200 align-top ${fresh ? 'bg-amber-50' : 'odd:bg-white even:bg-slate-50'} ${duplicate ? 'border-l-4 border-l-slate-400' : ''}`}>
      <td className="px-3 py-1 whitespace-nowrap">
        <Link to={`${DISPATCH_PATH}/leads/${row.reference}`} data-queue-link="" className="link font-mono font-semibold" onClick={() => onOpen(row.id)}>
          {row.reference}
        </Link>
        {fresh ? <span className="ml-2 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold text-amber-950">new</span> : null}
      </td>
      <td className={`px-3 py-1 whitespace-nowrap tabular-nums ${WAIT_TONE_CLASS[tone]}`}>
        {now > 0 ? formatAge(row.created_at, now) : ''}
        {toneLabel ? <span className="sr-only"> ({toneLabel})</span> : null}
        {tone === 'over' ? <span aria-hidden="true"> !</span> : null}
      </td>
      <td className="px-3 py-1 whitespace-nowrap">
        {row.borough} <span className="tabular-nums text-slate-700">{row.zip}</span>
      </td>
      <td className="max-w-[34rem] px-3 py-1">
        <p className="truncate leading-5">
          <span className="font-medium">{row.name}</span> · {formatSpecies(row.species, row.animal_type, { empty: '—' })} · {row.property_type}
        </p>
        <p className="truncate text-sm leading-5 text-slate-700" title={row.description_snippet}>
          {row.description_snippet}
        </p>
        {flags.length > 0 ? (
          <ul aria-label="Flags" className="mt-0.5 flex flex-wrap gap-1">
            {flags.map((flag) => (
              <li key={flag} className="rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-950">
                {flag}
              </li>
            ))}
          </ul>
        ) : null}
      </td>
      <td className="px-3 py-1">
        <StatusBadge status={row.status} />
        {row.last_offer_expired_at && row.status === 'new' ? <span className="ml-2 text-sm font-semibold text-rose-800">offer expired</span> : null}
        {duplicate && row.duplicate_of_reference ? <p className="text-sm text-slate-700">Likely duplicate of {row.duplicate_of_reference}</p> : null}
        {children}
      </td>
      <td className="px-3 py-1 whitespace-nowrap tabular-nums">
        {row.offer_expires_at ? (
          <>
            {row.offer_pro_name} · <span className="font-semibold">{now > 0 ? formatTimeLeft(row.offer_expires_at, now) : ''}</span>
          </>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}

/** E-mails that could not be delivered after every try: someone has to call instead. */
function Undelivered({ messages }: { messages: FailedNotification[] }) {
  if (messages.length === 0) return null;
  return (
    <section aria-labelledby="undelivered-heading" className="rounded-xl border-2 border-rose-300 bg-rose-50 p-4">
      <h2 id="undelivered-heading" className="text-lg font-bold text-rose-950">
        {messages.length === 1 ? '1 e-mail could not be delivered' : `${messages.length} e-mails could not be delivered`}
      </h2>
      <ul className="mt-2 grid gap-1 text-slate-900">
        {messages.map((m) => (
          <li key={m.id} className="break-all">
            {m.reference && m.lead_id ? (
              <Link className="link" to={`${DISPATCH_PATH}/leads/${m.reference}`}>
                {m.reference}
              </Link>
            ) : (
              'Application'
            )}{' '}
            · to {m.recipient} · {m.last_error ?? 'no reason given'}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Numbers({ stats }: { stats: DispatchStats | null }) {
  const perBorough = stats ? Object.entries(stats.leads_per_borough_week) : [];
  return (
    <section aria-labelledby="numbers-heading">
      <h2 id="numbers-heading" className="sr-only">
        Numbers
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Open leads" value={stats ? String(stats.open_leads) : '…'} />
        <Stat
          label="Median minutes from report to accepted offer (7 days)"
          value={stats ? (stats.median_minutes_to_accept_7d === null ? 'none yet' : String(stats.median_minutes_to_accept_7d)) : '…'}
        />
        <Stat label="Offers expired today" value={stats ? String(stats.offers_expired_today) : '…'} />
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm font-medium text-slate-700">Leads per borough since Monday</dt>
          <dd className="mt-1 text-sm text-slate-900">
            {stats ? (
              <ul className="grid grid-cols-2 gap-x-3">
                {perBorough.map(([borough, n]) => (
                  <li key={borough}>
                    {borough}: <span className="font-semibold tabular-nums">{n}</span>
                  </li>
                ))}
              </ul>
            ) : (
              '…'
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function exportSchema(today: string) {
  return z
    .object({
      from: z.string().check(z.regex(DATE, 'Choose the first day.')),
      to: z.string().check(z.regex(DATE, 'Choose the last day.'), z.refine((d) => d <= today, 'The last day cannot be after today.')),
    })
    .check(z.refine((v) => v.from <= v.to, { message: 'The first day must come before the last.', path: ['to'] }));
}

function ExportForm() {
  const [today] = useState(() => nyDate(Date.now()));
  const [weekAgo] = useState(() => nyDate(Date.now() - 6 * 86_400_000));
  const [schema] = useState(() => exportSchema(today));
  const form = useSchemaForm(schema, { from: weekAgo, to: today });
  const { errors, isSubmitting } = form.formState;
  const from = useWatch({ control: form.control, name: 'from' });
  const to = useWatch({ control: form.control, name: 'to' });
  return (
    <section aria-labelledby="export-heading" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="export-heading" className="text-lg font-bold text-slate-900">
        Export leads and their events
      </h2>
      <Form
        form={form}
        className="flex flex-wrap items-end gap-3"
        onValid={async (values) => {
          const result = await fetchExport(values.from, values.to);
          if (!result.ok) {
            toast({ title: 'Export Failed', description: result.message, variant: 'destructive' });
            return;
          }
          const url = URL.createObjectURL(new Blob([leadsCsv(result.data)], { type: 'text/csv;charset=utf-8' }));
          const link = document.createElement('a');
          link.href = url;
          link.download = `leads-${values.from}-to-${values.to}.csv`;
          link.click();
          setTimeout(() => URL.revokeObjectURL(url), 1000);
          toast({ title: 'Export Ready', description: `${result.data.length} leads from ${values.from} to ${values.to} (New York dates).`, variant: 'success' });
        }}
      >
        <TextField label="From" type="date" max={to} required error={errors.from?.message} {...form.register('from')} />
        <TextField label="To" type="date" min={from} max={today} required error={errors.to?.message} {...form.register('to')} />
        <StatusButton type="submit" pending={isSubmitting} variant="outline">
          Export CSV
        </StatusButton>
      </Form>
    </section>
  );
}
