import { useLocation } from 'react-router-dom';
import { Phone } from 'lucide-react';
import { site } from '@/config/site';
import { PageHero } from '@/components/sections';
import { PageMeta } from '@/components/seo';
import { CONTACT_COPY, CONTACT_SUCCESS_COPY } from '@/content/site-copy';
import { t } from './copy';

/** /contact and /contact/*: the four-step report flow (any unknown sub-path is step 1). */
export function Component() {
  const { pathname } = useLocation();
  const success = pathname.replace(/\/+$/, '') === '/contact/success';
  const copy = success ? CONTACT_SUCCESS_COPY : CONTACT_COPY;
  return (
    <>
      <PageMeta title={copy.seo.title} description={copy.seo.description} path="/contact" noindex={pathname !== '/contact'} />
      <PageHero title={copy.heading} subtitle={t(success ? CONTACT_SUCCESS_COPY.text : CONTACT_COPY.intro)}>
        <a href={site.phone.href} className="btn-ghost-light">
          <Phone aria-hidden="true" className="size-5" />
          Call {site.phone.display}
        </a>
      </PageHero>
    </>
  );
}
