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

/** Runs `load` now and every `everyMs` while mounted (and again when `load` changes). */
export function usePolling(load: () => Promise<void>, everyMs: number): void {
  useEffect(() => {
    const tick = () => void load();
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [load, everyMs]);
}
