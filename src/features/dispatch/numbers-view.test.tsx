import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NumbersView, dayLabel, perDayCsv, prosCsv } from './numbers-view';
import type { DispatchNumbers } from './types';

const api = vi.hoisted(() => ({ fetchNumbers: vi.fn() }));
vi.mock('./api', () => api);
// The canvas chart (uPlot) needs a real browser; the browser test draws it. Here: its series.
vi.mock('./numbers-chart', () => ({
  NumbersChart: ({ series }: { series: { label: string; values: (number | null)[] }[] }) => (
    <p data-testid="chart">{series.map((s) => `${s.label}: ${s.values.join(' ')}`).join(' | ')}</p>
  ),
}));

function numbers(days: number): DispatchNumbers {
  const perDay = Array.from({ length: days }, (_, i) => ({
    day: new Date(Date.UTC(2026, 10, 27 - (days - 1) + i)).toISOString().slice(0, 10),
    leads: i === days - 1 ? 3 : 0,
    new: 0,
    offered: i === days - 1 ? 1 : 0,
    accepted: 0,
    completed: i === days - 1 ? 2 : 0,
    unreachable: 0,
    cancelled: 0,
    escalated: i === days - 1 ? 1 : 0,
    first_offer_median: i === days - 1 ? 0.5 : null,
    acceptance_median: i === days - 1 ? 14 : null,
  }));
  return {
    days,
    from: perDay[0]?.day ?? '',
    to: perDay.at(-1)?.day ?? '',
    per_day: perDay,
    summary: {
      leads: 3,
      offered_leads: 3,
      accepted_leads: 2,
      first_offer_median: 0.5,
      first_offer_p90: 4.2,
      acceptance_median: 14,
      acceptance_p90: 31.5,
      escalated: 1,
      escalated_share: 0.333,
      automatic_offers: 4,
      manual_offers: 1,
    },
    pros: [
      { pro_id: 'a', business_name: 'Gotham Wildlife, "Night"', offers: 3, automatic_offers: 3, accepted: 2, declined: 1, expired: 0, acceptance_rate: 0.667, median_answer_minutes: 6.5 },
      { pro_id: 'b', business_name: 'Harbor Pest', offers: 0, automatic_offers: 0, accepted: 0, declined: 0, expired: 0, acceptance_rate: null, median_answer_minutes: null },
    ],
  };
}

beforeEach(() => {
  api.fetchNumbers.mockReset().mockImplementation((days: number) => Promise.resolve({ ok: true, data: numbers(days) }));
});

describe('/dispatch/numbers', () => {
  it('shows the week: the summary, and every chart with a table of the same numbers', async () => {
    render(<NumbersView />);
    const summary = await screen.findByRole('region', { name: 'The last 7 days' });
    expect(within(summary).getByText('Report to first offer').nextSibling?.textContent).toBe('median 0.5 min, 90th percentile 4.2 min (3 offered)');
    expect(within(summary).getByText('Needed a person (escalated)').nextSibling?.textContent).toBe('33.3% (1 of 3)');
    expect(within(summary).getByText('Offers per professional').nextSibling?.textContent).toBe('fewest 0, most 3');
    const outcomes = screen.getByRole('table', { name: /^Requests per day by where they stand now/ });
    const rows = within(outcomes).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows.at(-1)?.textContent).toBe(`${dayLabel('2026-11-27')}32010001`);
    expect((await screen.findAllByTestId('chart'))[0]?.textContent).toContain('Completed: 0 0 0 0 0 0 2');
    const pros = screen.getByRole('table', { name: /^Offers per professional/ });
    expect(within(pros).getAllByRole('row')[1]?.textContent).toBe('Gotham Wildlife, "Night"3321066.7%6.5 min');
    expect(within(pros).getAllByRole('row')[2]?.textContent).toBe('Harbor Pest00000n/an/a');
    expect(api.fetchNumbers).toHaveBeenCalledWith(7);
  });

  it('switches to 30 days', async () => {
    const user = userEvent.setup();
    render(<NumbersView />);
    await screen.findByRole('region', { name: 'The last 7 days' });
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(await screen.findByRole('region', { name: 'The last 30 days' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByRole('table', { name: /^Requests per day/ })).getAllByRole('row')).toHaveLength(31);
  });

  it('says so when the numbers cannot be loaded', async () => {
    api.fetchNumbers.mockResolvedValue({ ok: false, message: 'x', error: new Error('x') });
    render(<NumbersView />);
    expect((await screen.findByText('Could not load the numbers. Reload to try again.')).getAttribute('role')).toBe('status');
  });
});

describe('the CSV files', () => {
  it('hold the tables\' numbers, one line per day or professional, quoted where needed', () => {
    const n = numbers(7);
    const days = perDayCsv(n.per_day).trimEnd().split('\r\n');
    expect(days[0]).toBe('date,leads,completed,accepted,offered,new,unreachable,cancelled,escalated,first_offer_median_minutes,acceptance_median_minutes');
    expect(days).toHaveLength(8);
    expect(days.at(-1)).toBe('2026-11-27,3,2,0,1,0,0,0,1,0.5,14');
    expect(days[1]).toBe('2026-11-21,0,0,0,0,0,0,0,0,,');
    const pros = prosCsv(n.pros).trimEnd().split('\r\n');
    expect(pros[1]).toBe('"Gotham Wildlife, ""Night""",3,3,2,1,0,0.667,6.5');
    expect(pros[2]).toBe('Harbor Pest,0,0,0,0,0,,');
  });
});
