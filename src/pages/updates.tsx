import { Icon } from '@/components/icons/icon';
import { PageHero } from '@/components/sections';
import { Disclosures } from '@/components/sections/disclosures';
import { PageMeta } from '@/components/seo';
import { UPDATES_CONTENT as updates } from '@/content/updates';
import { SubscribeForm } from '@/features/newsletter';
import { t } from './copy';

export function Component() {
  const { featured } = updates;
  return (
    <>
      <PageMeta title={updates.seo.title} description={updates.seo.description} path="/updates" />
      <PageHero title={updates.title} subtitle={t(updates.subtitle)} />
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[2fr_1fr]">
        <div className="grid gap-12">
          <section aria-labelledby="featured-heading">
            <h2 id="featured-heading" className="text-2xl font-bold text-slate-900">
              {updates.featuredHeading}
            </h2>
            <article className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8">
              <h3 className="text-xl font-bold text-slate-900 sm:text-2xl">{featured.title}</h3>
              <p className="mt-3 text-lg text-slate-700">{t(featured.summary)}</p>
            </article>
          </section>
          <section aria-labelledby="past-heading">
            <h2 id="past-heading" className="text-2xl font-bold text-slate-900">
              {updates.pastUpdatesHeading}
            </h2>
            <Disclosures
              className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200"
              items={updates.pastUpdates.map((item) => ({
                key: item.title,
                summary: (
                  <>
                    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                      <Icon name={item.icon} className="size-5" />
                    </span>
                    <h3 className="m-0 flex-1 text-base font-semibold text-slate-900">{item.title}</h3>
                  </>
                ),
                body: <p className="leading-relaxed">{t(item.content)}</p>,
              }))}
            />
          </section>
        </div>
        <aside aria-labelledby="newsletter-heading" className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-28">
          <h2 id="newsletter-heading" className="text-xl font-bold text-slate-900">
            {updates.newsletter.heading}
          </h2>
          <p className="mt-2 text-slate-700">{updates.newsletter.text}</p>
          <SubscribeForm label={updates.newsletter.label} placeholder={updates.newsletter.placeholder} button={updates.newsletter.button} />
        </aside>
      </div>
    </>
  );
}
