import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` (for countdowns and ages). 0 until mounted. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [everyMs]);
  return now;
}

/**
 * Runs `load` every `everyMs` while mounted and `enabled` (and again when `load` changes), and at
 * once unless `immediately` is false (the caller already holds fresh data).
 *
 * `load` gets a signal that is aborted once it is replaced (its filters or its id changed) or the
 * screen is gone: a load checks it after each wait, so an answer to an older question (the whole
 * queue, asked just before a search) never lands over the newer one.
 */
export function usePolling(load: (signal?: AbortSignal) => Promise<void>, everyMs: number, { immediately = true, enabled = true }: { immediately?: boolean; enabled?: boolean } = {}): void {
  useEffect(() => {
    if (!enabled) return;
    const replaced = new AbortController();
    const tick = () => void load(replaced.signal);
    const first = immediately ? setTimeout(tick, 0) : undefined;
    const timer = setInterval(tick, everyMs);
    return () => {
      replaced.abort();
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [load, everyMs, immediately, enabled]);
}
