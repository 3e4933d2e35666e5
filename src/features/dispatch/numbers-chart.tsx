import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import uplotStylesHref from 'uplot/dist/uPlot.min.css?url';

const DAY_TICK = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** One series of a chart: its name, values, and the Tailwind class of its colour (also its legend swatch). */
export type ChartSeries = { label: string; values: (number | null)[]; swatch: string };

/**
 * A canvas chart drawn by uPlot (loaded only with /dispatch/numbers). The canvas is hidden from
 * screen readers: the table beside every chart holds the same numbers. Colours come from the
 * legend's swatches, so the chart follows the console's light or dark scheme.
 */
export function NumbersChart({
  x,
  series,
  kind,
  xLabels,
  yLabel,
}: {
  /** Unix seconds (a time axis) or 0…n-1 with xLabels (a category axis). */
  x: number[];
  series: ChartSeries[];
  kind: 'stacked-bars' | 'bars' | 'lines';
  xLabels?: string[];
  yLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const legend = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const el = box.current;
    const swatches = legend.current?.querySelectorAll<HTMLElement>('[data-swatch]');
    if (!el || !swatches) return;
    const colours = [...swatches].map((s) => getComputedStyle(s).backgroundColor);
    const ink = getComputedStyle(el).color;
    const grid = getComputedStyle(el).borderColor;
    // Stacked bars: each series drawn as the running total up to it, tallest first, so each
    // outcome shows as its own band.
    const order = kind === 'stacked-bars' ? [...series.keys()].reverse() : [...series.keys()];
    const values = order.map((i) =>
      kind === 'stacked-bars' ? x.map((_, j) => series.slice(0, i + 1).reduce((sum, s) => sum + (s.values[j] ?? 0), 0)) : (series[i]?.values ?? []),
    );
    const bars = uPlot.paths.bars?.({ size: [0.7, 48] });
    const axis = { stroke: ink, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: 240,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: xLabels === undefined, ...(kind === 'lines' ? {} : { range: (_u: uPlot, min: number, max: number): uPlot.Range.MinMax => [min - 0.5 * (xLabels ? 1 : 86400), max + 0.5 * (xLabels ? 1 : 86400)] }) }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
        axes: [
          {
            ...axis,
            ...(xLabels
              ? { values: (_u: uPlot, splits: number[]) => splits.map((s) => (Number.isInteger(s) ? (xLabels[s] ?? '') : '')), rotate: -35, size: 90, space: 14, incrs: [1] }
              : // Whole days only (the data is one point per New York day).
                { values: (_u: uPlot, splits: number[]) => splits.map((s) => DAY_TICK.format(new Date(s * 1000))), incrs: [86400, 2 * 86400, 7 * 86400], space: 48 }),
          },
          { ...axis, label: yLabel, size: 56 },
        ],
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
        series: [
          {},
          ...order.map((i) => {
            const colour = colours[i] ?? ink;
            return kind === 'lines'
              ? { label: series[i]?.label, stroke: colour, width: 2, spanGaps: true, points: { show: true, size: 6, fill: colour } }
              : { label: series[i]?.label, stroke: colour, fill: colour, paths: bars, points: { show: false } };
          }),
        ],
      },
      [x, ...values],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: 240 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [x, series, kind, xLabels, yLabel]);
  return (
    <div className="grid gap-2">
      {/* uPlot's own rules, linked (not imported: vite.config.ts, slimPreloadHelper) after the back office's sheet. */}
      <link rel="stylesheet" href={uplotStylesHref} precedence="back-office" />
      <ul ref={legend} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800" aria-hidden="true">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-1.5">
            <span data-swatch className={`inline-block size-3 rounded-sm ${s.swatch}`} />
            {s.label}
          </li>
        ))}
      </ul>
      <div ref={box} aria-hidden="true" className="min-h-60 w-full overflow-hidden border-slate-200 text-slate-700" />
    </div>
  );
}
