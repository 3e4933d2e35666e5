import { useSyncExternalStore, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/seo';
import { confirmSubscription, NewsletterLinkAction, newsletterLinkCopy, unsubscribe } from '@/features/newsletter';

export type NewsletterLinkKey = 'confirm' | 'unsubscribe';

export const NEWSLETTER_LINK_PATHS: Record<NewsletterLinkKey, string> = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
};

const ACTIONS = { confirm: confirmSubscription, unsubscribe } as const;

const noop = () => () => undefined;
/** False while prerendering and hydrating, true after: the token is in the address, not the HTML. */
const useHydrated = () => useSyncExternalStore(noop, () => true, () => false);

/**
 * /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…: the pages the newsletter's
 * e-mails link to, without signing in (noindex, not in the sitemap). One prerendered shell each;
 * the token is read from the address once hydrated.
 */
export function newsletterLinkPageFor(key: NewsletterLinkKey): ComponentType {
  const copy = newsletterLinkCopy[key];
  function NewsletterLinkPage() {
    const { search } = useLocation();
    const hydrated = useHydrated();
    const token = hydrated ? (new URLSearchParams(search).get('token') ?? '') : null;
    return (
      <div className="container-page min-h-[24rem] max-w-3xl py-10">
        <PageMeta title={copy.title} description={copy.description} path={NEWSLETTER_LINK_PATHS[key]} noindex />
        <h1 className="text-3xl font-bold text-slate-900">{copy.title}</h1>
        {token === null ? (
          <p role="status" className="mt-4 text-lg text-slate-800">
            Loading…
          </p>
        ) : token === '' ? (
          <p className="mt-4 text-lg text-slate-800">{newsletterLinkCopy.noToken}</p>
        ) : (
          <NewsletterLinkAction key={token} token={token} copy={copy} act={ACTIONS[key]} />
        )}
      </div>
    );
  }
  return NewsletterLinkPage;
}
