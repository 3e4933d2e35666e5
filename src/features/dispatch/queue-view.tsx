import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SelectField, StatusButton, TextField } from '@/components/form';
import { toast } from '@/components/toast';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '@/domain/dispatch';
import { BOROUGHS, LEAD_SPECIES } from '@/domain/options';
import { formatSpecies } from '@/domain/species';
import { QUEUE_PAGE, fetchExport, fetchFailedNotifications, fetchQueue, fetchStats } from './api';
import { formatAge, formatTimeLeft, formatUpdated, nyDate } from '@/domain/time';
import { leadsCsv } from './format';
import { StatusBadge } from './status-badge';
import type { DispatchStats, FailedNotification, QueueFilters, QueueRow } from './types';
import { useNow, usePolling } from '@/lib/use-now';

/** How often the queue and its numbers refresh by themselves. */
export const REFRESH_MS = 10_000;

const STATUS_OPTIONS = [
  { value: 'needs-action', label: 'Needs action (new, offered, unreachable)' },
  ...LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] })),
  { value: 'all', label: 'All statuses' },
];
const BOROUGH_OPTIONS = [{ value: '', label: 'All boroughs' }, ...BOROUGHS.map((b) => ({ value: b, label: b }))];
const SPECIES_OPTIONS = [{ value: '', label: 'All species' }, ...LEAD_SPECIES.map((s) => ({ value: s, label: s }))];

const DEFAULT_FILTERS: QueueFilters = { status: 'needs-action', borough: '', species: '', search: '' };

export function QueueView() {
  const [filters, setFilters] = useState<QueueFilters>(DEFAULT_FILTERS);
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(QUEUE_PAGE);
  const [rows, setRows] = useState<QueueRow[] | null>(null);
  const [stats, setStats] = useState<DispatchStats | null>(null);
  const [undelivered, setUndelivered] = useState<FailedNotification[]>([]);
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const now = useNow(1000);

  const load = useCallback(async () => {
    const [queue, numbers, failedMessages] = await Promise.all([fetchQueue(filters, limit), fetchStats(), fetchFailedNotifications()]);
    if (failedMessages.ok) setUndelivered(failedMessages.data);
    if (queue.ok) {
      setRows(queue.data);
      setUpdatedAt(Date.now());
    }
    if (numbers.ok) setStats(numbers.data);
    setFailed(!queue.ok);
  }, [filters, limit]);

  usePolling(load, REFRESH_MS);

  // "/" jumps to the search box, as in most consoles.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key === '/' && !event.ctrlKey && !event.metaKey && target?.closest('input, textarea, select') == null) {
        event.preventDefault();
        searchRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const total = rows?.[0]?.total_count ?? 0;

  return (
    <div className="grid gap-8">
      <Undelivered messages={undelivered} />
      <Numbers stats={stats} />

      <section aria-labelledby="queue-heading" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="queue-heading" className="text-2xl font-bold text-slate-900">
            Queue
          </h2>
          <p className="text-sm text-slate-700" role="status" aria-live="polite">
            {failed ? 'Could not refresh: showing the last list. ' : ''}
            {updatedAt !== null && now > 0 ? formatUpdated(updatedAt, now) : 'Loading…'}
            {rows !== null ? ` · ${total} ${total === 1 ? 'lead' : 'leads'}` : ''}
          </p>
        </div>

        <form
          role="search"
          aria-label="Filter the queue"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1fr_1.5fr_auto] lg:items-end"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            setLimit(QUEUE_PAGE);
            setFilters((f) => ({ ...f, search }));
          }}
        >
          <SelectField label="Status" name="status" options={STATUS_OPTIONS} value={filters.status} onChange={(e) => setFilters((f) => ({ ...f, status: e.target.value as QueueFilters['status'] }))} />
          <SelectField label="Borough" name="borough" options={BOROUGH_OPTIONS} value={filters.borough} onChange={(e) => setFilters((f) => ({ ...f, borough: e.target.value }))} />
          <SelectField label="Species" name="species" options={SPECIES_OPTIONS} value={filters.species} onChange={(e) => setFilters((f) => ({ ...f, species: e.target.value }))} />
          <TextField
            ref={searchRef}
            label="Search"
            hint="Reference, ZIP, phone or e-mail. Press / to jump here."
            name="search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <button type="submit" className="btn-primary">
            Search
          </button>
        </form>

        {rows === null ? null : rows.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-800">No leads match. Clear the search or choose another status.</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full min-w-[52rem] border-collapse text-left text-[0.95rem]">
              <caption className="sr-only">Leads, oldest first</caption>
              <thead className="bg-slate-100 text-slate-800">
                <tr>
                  <th scope="col" className="px-3 py-2">Reference</th>
                  <th scope="col" className="px-3 py-2">Waiting</th>
                  <th scope="col" className="px-3 py-2">Borough</th>
                  <th scope="col" className="px-3 py-2">Species</th>
                  <th scope="col" className="px-3 py-2">Property</th>
                  <th scope="col" className="px-3 py-2">Status</th>
                  <th scope="col" className="px-3 py-2">Offer</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-t border-slate-200 odd:bg-white even:bg-slate-50">
                    <td className="px-3 py-2">
                      <Link to={`/dispatch/leads/${row.reference}`} className="link font-mono font-semibold">
                        {row.reference}
                      </Link>
                    </td>
                    <td className="px-3 py-2 tabular-nums">{now > 0 ? formatAge(row.created_at, now) : ''}</td>
                    <td className="px-3 py-2">{row.borough}</td>
                    <td className="px-3 py-2">{formatSpecies(row.species, row.animal_type, { empty: '—' })}</td>
                    <td className="px-3 py-2">{row.property_type}</td>
                    <td className="px-3 py-2">
                      <StatusBadge status={row.status} />
                      {row.last_offer_expired_at && row.status === 'new' ? <span className="ml-2 text-sm font-semibold text-rose-800">offer expired</span> : null}
                    </td>
                    <td className="px-3 py-2 tabular-nums">
                      {row.offer_expires_at ? (
                        <>
                          {row.offer_pro_name} · <span className="font-semibold">{now > 0 ? formatTimeLeft(row.offer_expires_at, now) : ''}</span>
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {rows !== null && total > rows.length ? (
          <button type="button" className="btn-outline justify-self-start" onClick={() => setLimit((l) => Math.min(l + QUEUE_PAGE, 200))} disabled={limit >= 200}>
            Show more ({total - rows.length} more)
          </button>
        ) : null}
      </section>

      <ExportForm />
    </div>
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
              <Link className="link" to={`/dispatch/leads/${m.reference}`}>
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

function ExportForm() {
  const [today] = useState(() => nyDate(Date.now()));
  const [from, setFrom] = useState(() => nyDate(Date.now() - 6 * 86_400_000));
  const [to, setTo] = useState(today);
  const [pending, setPending] = useState(false);
  return (
    <section aria-labelledby="export-heading" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="export-heading" className="text-lg font-bold text-slate-900">
        Export leads and their events
      </h2>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setPending(true);
          void fetchExport(from, to).then((result) => {
            setPending(false);
            if (!result.ok) {
              toast({ title: 'Export Failed', description: result.message, variant: 'destructive' });
              return;
            }
            const url = URL.createObjectURL(new Blob([leadsCsv(result.data)], { type: 'text/csv;charset=utf-8' }));
            const link = document.createElement('a');
            link.href = url;
            link.download = `leads-${from}-to-${to}.csv`;
            link.click();
            setTimeout(() => URL.revokeObjectURL(url), 1000);
            toast({ title: 'Export Ready', description: `${result.data.length} leads from ${from} to ${to} (New York dates).`, variant: 'success' });
          });
        }}
      >
        <TextField label="From" name="from" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} required />
        <TextField label="To" name="to" type="date" value={to} min={from} max={today} onChange={(e) => setTo(e.target.value)} required />
        <StatusButton type="submit" pending={pending} variant="outline">
          Export CSV
        </StatusButton>
      </form>
    </section>
  );
}
