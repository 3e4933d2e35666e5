import { Suspense, lazy, useSyncExternalStore } from 'react';
import { getServerToasts, getToasts, subscribeToasts } from './toast-store';
import type { ToastLabels } from './toaster';

const Toaster = lazy(() => import('./toaster').then((mod) => ({ default: mod.Toaster })));

let needed = false;
const isNeeded = () => {
  if (!needed && getToasts().length > 0) needed = true;
  return needed;
};

/**
 * The toast area, loaded the first time a toast is shown: most visits never raise one, so
 * the Radix toast code stays off the first load. Once mounted it stays mounted. Mounted by the
 * shell once the language's words are there (a toast raised before then waits in the store).
 */
export function LazyToaster({ labels }: { labels: ToastLabels }) {
  const show = useSyncExternalStore(subscribeToasts, isNeeded, () => getServerToasts().length > 0);
  return show ? (
    <Suspense fallback={null}>
      <Toaster labels={labels} />
    </Suspense>
  ) : null;
}
