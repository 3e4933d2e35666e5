import { useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/seo';
import { NewsletterLinkAction } from '@/features/newsletter/link-action';
import { confirmSubscription, unsubscribe } from '@/features/newsletter/link-api';
import { newsletterLinkCopy } from '@/features/newsletter/link-messages';
import { NEWSLETTER_PATH } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…: the pages the newsletter's
 * e-mails link to, without signing in (noindex, not in the sitemap). One prerendered shell each;
 * the token is read from the address once hydrated. Any other /newsletter/* path is the
 * unsubscribe page's shell with no token.
 */
export function Component() {
  const { pathname, search } = useLocation();
  const key = pathname.replace(/\/+$/, '') === `${NEWSLETTER_PATH}/confirm` ? 'confirm' : 'unsubscribe';
  const copy = newsletterLinkCopy[key];
  const hydrated = useHydrated();
  const token = hydrated ? (new URLSearchParams(search).get('token') ?? '') : null;
  return (
    <div className="container-page min-h-[24rem] max-w-3xl py-10">
      <PageMeta title={copy.title} description={copy.description} path={`${NEWSLETTER_PATH}/${key}`} noindex />
      <h1 className="text-3xl font-bold text-slate-900">{copy.title}</h1>
      {token === null ? (
        <p role="status" className="mt-4 text-lg text-slate-800">
          Loading…
        </p>
      ) : token === '' ? (
        <p className="mt-4 text-lg text-slate-800">{newsletterLinkCopy.noToken}</p>
      ) : (
        <NewsletterLinkAction key={`${key}:${token}`} token={token} copy={copy} act={key === 'confirm' ? confirmSubscription : unsubscribe} />
      )}
    </div>
  );
}
