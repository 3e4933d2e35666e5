import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/seo';
import { StatusView } from '@/features/status';

const noop = () => () => undefined;
/** False while prerendering and hydrating, true after: the token is in the address, not the HTML. */
const useHydrated = () => useSyncExternalStore(noop, () => true, () => false);

/**
 * /status/<token>: a resident's request, without signing in (noindex). One prerendered shell
 * (/status) serves every token; it shows the loading state, and the token is read from the
 * address once hydrated. The area keeps its height, so nothing below it moves when the status
 * arrives.
 */
export function Component() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const token = hydrated ? decodeURIComponent(pathname.replace(/^\/status\/?/, '').replace(/\/+$/, '')) : null;
  return (
    <div className="container-page min-h-[52rem] max-w-3xl py-10 sm:min-h-[44rem]">
      <PageMeta title="Your request" description="Where your wildlife request stands: who is coming, and what you can do while you wait." path="/status" noindex />
      {token === null ? (
        <p role="status">Loading your request…</p>
      ) : token === '' ? (
        <>
          <h1 className="text-3xl font-bold text-slate-900">Your request</h1>
          <p className="mt-3 text-lg text-slate-800">Open the link from your confirmation to see where your request stands.</p>
        </>
      ) : (
        <StatusView key={token} token={token} />
      )}
    </div>
  );
}
