import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { REFRESH_MS } from '@/config/refresh';
import { usePolling } from '@/lib/use-now';
import { fetchNumbers } from './api';
import { tableCsv } from './format';
import type { ChartSeries } from './numbers-chart';
import { Panel } from './panel';
import type { DispatchNumbers } from './types';

// The chart library loads with this page only, after its numbers (the tables come first).
const NumbersChart = lazy(() => import('./numbers-chart').then((m) => ({ default: m.NumbersChart })));

export const WINDOWS = [7, 30] as const;
type Window = (typeof WINDOWS)[number];
type Day = DispatchNumbers['per_day'][number];

/** Where a day's leads stand now, bottom of each bar first. */
export const OUTCOMES = [
  ['completed', 'Completed', 'bg-emerald-600'],
  ['accepted', 'Accepted', 'bg-sky-600'],
  ['offered', 'Offered', 'bg-violet-500'],
  ['new', 'Waiting', 'bg-amber-500'],
  ['unreachable', 'Unreachable', 'bg-slate-500'],
  ['cancelled', 'Cancelled', 'bg-rose-600'],
] as const satisfies readonly (readonly [keyof Day, string, string])[];

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
/** "2026-11-27" → "Fri, Nov 27" (a New York date, shown as it is). */
export const dayLabel = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));
/** Minutes with one decimal, or "n/a" when nothing was measured. */
export const minutesText = (m: number | null) => (m === null ? 'n/a' : `${m} min`);
const percent = (share: number | null) => (share === null ? 'n/a' : `${Math.round(share * 1000) / 10}%`);

/** The per-day table as CSV (every column of rpc/dispatch_numbers' per_day). */
export function perDayCsv(days: readonly Day[]): string {
  return tableCsv(
    ['date', 'leads', ...OUTCOMES.map(([key]) => key), 'escalated', 'first_offer_median_minutes', 'acceptance_median_minutes'],
    days.map((d) => [d.day, d.leads, ...OUTCOMES.map(([key]) => d[key]), d.escalated, d.first_offer_median, d.acceptance_median]),
  );
}

/** The per-professional table as CSV. */
export function prosCsv(pros: DispatchNumbers['pros']): string {
  return tableCsv(
    ['professional', 'offers', 'automatic_offers', 'accepted', 'declined', 'expired', 'acceptance_rate', 'median_answer_minutes'],
    pros.map((p) => [p.business_name, p.offers, p.automatic_offers, p.accepted, p.declined, p.expired, p.acceptance_rate, p.median_answer_minutes]),
  );
}

/**
 * /dispatch/numbers (staff): whether the promise is kept, for the last 7 or 30 days in New York
 * time: leads per day by outcome, minutes to the first offer and to acceptance, the share that
 * needed a person, and how offers spread over the professionals. Every chart has a table with the
 * same numbers (for screen readers, and to copy) and a CSV.
 */
export function NumbersView() {
  const [days, setDays] = useState<Window>(7);
  const [numbers, setNumbers] = useState<DispatchNumbers | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async (signal?: AbortSignal) => {
    const result = await fetchNumbers(days);
    if (signal?.aborted) return;
    if (result.ok) setNumbers(result.data);
    setFailed(!result.ok);
  }, [days]);
  usePolling(load, REFRESH_MS.pros);
  const shown = numbers?.days === days ? numbers : null;
  return (
    // minmax(0, 1fr): a wide table scrolls inside its region instead of widening the page on a phone.
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Numbers</h1>
        <div role="group" aria-label="Window" className="flex gap-2">
          {WINDOWS.map((w) => (
            <button key={w} type="button" aria-pressed={days === w} className={days === w ? 'btn-primary min-h-11' : 'btn-outline min-h-11'} onClick={() => setDays(w)}>
              Last {w} days
            </button>
          ))}
        </div>
      </div>
      {shown === null ? <p role="status">{failed ? 'Could not load the numbers. Reload to try again.' : 'Loading…'}</p> : <Numbers numbers={shown} />}
    </div>
  );
}

function Numbers({ numbers }: { numbers: DispatchNumbers }) {
  const { summary, per_day: perDay, pros } = numbers;
  const range = `${dayLabel(numbers.from)} to ${dayLabel(numbers.to)} (New York time)`;
  const x = useMemo(() => perDay.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000), [perDay]);
  const outcomeSeries = useMemo<ChartSeries[]>(() => OUTCOMES.map(([key, label, swatch]) => ({ label, swatch, values: perDay.map((d) => d[key]) })), [perDay]);
  const minuteSeries = useMemo<ChartSeries[]>(
    () => [
      { label: 'To first offer (median)', swatch: 'bg-violet-500', values: perDay.map((d) => d.first_offer_median) },
      { label: 'To acceptance (median)', swatch: 'bg-emerald-600', values: perDay.map((d) => d.acceptance_median) },
    ],
    [perDay],
  );
  const proIndex = useMemo(() => pros.map((_, i) => i), [pros]);
  const proNames = useMemo(() => pros.map((p) => (p.business_name.length > 16 ? `${p.business_name.slice(0, 15)}…` : p.business_name)), [pros]);
  const offerSeries = useMemo<ChartSeries[]>(() => [{ label: 'Offers', swatch: 'bg-sky-600', values: pros.map((p) => p.offers) }], [pros]);
  const offers = pros.map((p) => p.offers);
  return (
    <>
      <Panel title={`The last ${numbers.days} days`}>
        <p className="mb-3 text-slate-700">{range}</p>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          <Figure label="Requests reported">{summary.leads}</Figure>
          <Figure label="Report to first offer">
            median {minutesText(summary.first_offer_median)}, 90th percentile {minutesText(summary.first_offer_p90)} ({summary.offered_leads} offered)
          </Figure>
          <Figure label="Report to acceptance">
            median {minutesText(summary.acceptance_median)}, 90th percentile {minutesText(summary.acceptance_p90)} ({summary.accepted_leads} accepted)
          </Figure>
          <Figure label="Needed a person (escalated)">
            {percent(summary.escalated_share)} ({summary.escalated} of {summary.leads})
          </Figure>
          <Figure label="Offers made">
            {summary.automatic_offers} automatically, {summary.manual_offers} by dispatchers
          </Figure>
          <Figure label="Offers per professional">
            {offers.length === 0 ? 'n/a' : `fewest ${Math.min(...offers)}, most ${Math.max(...offers)}`}
          </Figure>
        </dl>
      </Panel>

      <Panel title="Requests per day by outcome">
        <ChartSlot>
          <NumbersChart kind="stacked-bars" x={x} series={outcomeSeries} yLabel="Requests" />
        </ChartSlot>
        <Table
          caption={`Requests per day by where they stand now, ${range}`}
          head={['Day', 'Requests', ...OUTCOMES.map(([, label]) => label), 'Escalated']}
          rows={perDay.map((d) => [dayLabel(d.day), d.leads, ...OUTCOMES.map(([key]) => d[key]), d.escalated])}
        />
        <CsvLink name={`requests-per-day-${numbers.from}-to-${numbers.to}.csv`} csv={perDayCsv(perDay)} />
      </Panel>

      <Panel title="Minutes from report to first offer and to acceptance">
        <ChartSlot>
          <NumbersChart kind="lines" x={x} series={minuteSeries} yLabel="Minutes" />
        </ChartSlot>
        <Table
          caption={`Median minutes per day, ${range}`}
          head={['Day', 'To first offer (median)', 'To acceptance (median)']}
          rows={perDay.map((d) => [dayLabel(d.day), minutesText(d.first_offer_median), minutesText(d.acceptance_median)])}
        />
        <CsvLink name={`minutes-per-day-${numbers.from}-to-${numbers.to}.csv`} csv={perDayCsv(perDay)} />
      </Panel>

      <Panel title="Offers per professional">
        {pros.length === 0 ? (
          <p>No professional is active.</p>
        ) : (
          <ChartSlot>
            <NumbersChart kind="bars" x={proIndex} xLabels={proNames} series={offerSeries} yLabel="Offers" />
          </ChartSlot>
        )}
        <Table
          caption={`Offers per professional, how they ended and how fast they were answered, ${range}`}
          head={['Professional', 'Offers', 'Automatic', 'Accepted', 'Declined', 'Expired', 'Acceptance rate', 'Median answer']}
          rows={pros.map((p) => [p.business_name, p.offers, p.automatic_offers, p.accepted, p.declined, p.expired, percent(p.acceptance_rate), minutesText(p.median_answer_minutes)])}
        />
        <CsvLink name={`offers-per-professional-${numbers.from}-to-${numbers.to}.csv`} csv={prosCsv(pros)} />
      </Panel>
    </>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function ChartSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="min-h-60" />}>{children}</Suspense>;
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    // A region that scrolls must take focus so a keyboard can scroll it (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="mt-4 max-h-96 overflow-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-100 text-slate-900">
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={`px-3 py-2 font-semibold ${i > 0 ? 'text-right' : ''}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={String(r[0])} className="border-t border-slate-200">
              {r.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-3 py-1.5 font-medium text-slate-900">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-3 py-1.5 text-right tabular-nums text-slate-800">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The table's numbers as a CSV file (a data: link, built from what the page already holds). */
function CsvLink({ name, csv }: { name: string; csv: string }) {
  return (
    <a className="link mt-3 inline-block" download={name} href={`data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`}>
      Download CSV
    </a>
  );
}
