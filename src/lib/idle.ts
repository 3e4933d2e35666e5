/**
 * Runs `task` once the browser is idle, at the latest after `timeout` ms; where there is no
 * requestIdleCallback (Safari), after `fallbackMs`. Returns the cancel, for an effect's cleanup.
 */
export function whenIdle(task: () => void, timeout: number, fallbackMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(id);
}
