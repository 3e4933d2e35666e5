import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while prerendering and hydrating, true after (and at once on a page rendered in the
 * browser): for a page whose one prerendered HTML serves many addresses, so what the address
 * holds (the status page's token, a newsletter link's token) is read only once the HTML has
 * been adopted.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
