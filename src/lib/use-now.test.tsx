import { act, render, screen, waitFor } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { usePolling } from './use-now';

/** Answers held until the test lets them go, in any order. */
function heldAnswers() {
  const waiting = new Map<string, (rows: string[]) => void>();
  return {
    ask: (question: string) => new Promise<string[]>((resolve) => waiting.set(question, resolve)),
    answer: (question: string, rows: string[]) => {
      const resolve = waiting.get(question);
      if (!resolve) throw new Error(`nobody asked ${question}`);
      resolve(rows);
    },
    asked: () => [...waiting.keys()],
  };
}

/** A list filtered by a search box, loaded as the console's queue loads. */
function Queue({ ask }: { ask: (question: string) => Promise<string[]> }) {
  const [search, setSearch] = useState('');
  const [rows, setRows] = useState<string[] | null>(null);
  const load = useCallback(
    async (signal?: AbortSignal) => {
      const answer = await ask(search === '' ? 'all' : search);
      if (!signal?.aborted) setRows(answer);
    },
    [ask, search],
  );
  usePolling(load, 60_000);
  return (
    <>
      <button type="button" onClick={() => setSearch('3475550181')}>
        Search
      </button>
      <p>{rows === null ? 'Loading…' : rows.join(', ')}</p>
    </>
  );
}

describe('usePolling', () => {
  it('an answer to the question asked before a search never lands over the search', async () => {
    const answers = heldAnswers();
    render(<Queue ask={answers.ask} />);
    await waitFor(() => expect(answers.asked()).toEqual(['all']));
    act(() => screen.getByRole('button', { name: 'Search' }).click());
    await waitFor(() => expect(answers.asked()).toEqual(['all', '3475550181']));
    await act(async () => answers.answer('3475550181', ['R-1', 'R-2', 'R-3']));
    expect(screen.getByText('R-1, R-2, R-3')).toBeTruthy();
    // The whole queue, asked first, arrives last (a busy night): it is dropped.
    await act(async () => answers.answer('all', ['R-1', 'R-2', 'R-3', 'R-4', 'R-5']));
    expect(screen.getByText('R-1, R-2, R-3')).toBeTruthy();
  });

  it('asks again on its interval with the same question, and its answers land', async () => {
    const asked: string[] = [];
    let rows = 0;
    function Counter() {
      const [seen, setSeen] = useState(0);
      const load = useCallback(async (signal?: AbortSignal) => {
        asked.push('all');
        const n = await Promise.resolve(++rows);
        if (!signal?.aborted) setSeen(n);
      }, []);
      usePolling(load, 20);
      return <p>seen {seen}</p>;
    }
    render(<Counter />);
    await screen.findByText('seen 3', undefined, { timeout: 2000 });
    expect(asked.length).toBeGreaterThanOrEqual(3);
  });
});
