import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/seo';
import { StatusView } from '@/features/status';

/**
 * /status/<token>: a resident's request, without signing in (noindex). Prerendered as a shell
 * at /status; the token is read from the address after hydration.
 */
export function Component() {
  const { pathname } = useLocation();
  const token = decodeURIComponent(pathname.replace(/^\/status\/?/, '').replace(/\/+$/, ''));
  return (
    <div className="container-page max-w-3xl py-10">
      <PageMeta title="Your request" description="Where your wildlife request stands: who is coming, and what you can do while you wait." path="/status" noindex />
      {token === '' ? (
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
