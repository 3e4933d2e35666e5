import { Suspense, lazy, useSyncExternalStore } from 'react';
import { getServerToasts, getToasts, subscribeToasts } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((mod) => ({ default: mod.Toaster })));

let needed = false;
const isNeeded = () => {
  if (!needed && getToasts().length > 0) needed = true;
  return needed;
};

/**
 * The toast area, loaded the first time a toast is shown: most visits never raise one, so
 * the Radix toast code stays off the first load. Once mounted it stays mounted.
 */
export function LazyToaster() {
  const show = useSyncExternalStore(subscribeToasts, isNeeded, () => getServerToasts().length > 0);
  return show ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
