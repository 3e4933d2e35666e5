import { PageHero } from '@/components/sections';
import { PageMeta } from '@/components/seo';
import { APPLICATION_PAID_COPY as copy } from '@/content/site-copy';
import { FinalizeApplication } from '@/features/apply/finalize';
import { t } from './copy';
import { APPLICATION_PAID_PATH } from '@/config/paths';

/** /application-paid: finalize the application after payment. */
export function Component() {
  return (
    <>
      <PageMeta title={copy.seo.title} description={copy.seo.description} path={APPLICATION_PAID_PATH} />
      <PageHero title={copy.heading} subtitle={t(copy.intro)} />
      {/* At least a screen tall, so the footer starts below the first screen: while the payment is
          confirmed a short box stands here, then the form, or a taller box, takes its place; with the
          footer in view that moved it (Lighthouse: CLS 0.058 in half the loads on a phone). */}
      <div className="min-h-svh bg-slate-50 py-10 sm:py-14">
        <div className="container-page">
          <div className="mx-auto max-w-3xl">
            <FinalizeApplication />
          </div>
        </div>
      </div>
    </>
  );
}
