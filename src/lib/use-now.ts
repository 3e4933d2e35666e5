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
 */
export function usePolling(load: () => Promise<void>, everyMs: number, { immediately = true, enabled = true }: { immediately?: boolean; enabled?: boolean } = {}): void {
  useEffect(() => {
    if (!enabled) return;
    const tick = () => void load();
    const first = immediately ? setTimeout(tick, 0) : undefined;
    const timer = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [load, everyMs, immediately, enabled]);
}
