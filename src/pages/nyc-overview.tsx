import { Link } from 'react-router-dom';
import { CtaSection, FeatureCards, LinkTiles, PageHero, Section } from '@/components/sections';
import { JsonLd, PageMeta, breadcrumbLd } from '@/components/seo';
import { BOROUGH_NAV, boroughPath } from '@/content/navigation';
import { NYC_OVERVIEW_CONTENT as nyc } from '@/content/nyc-overview';
import { t } from './copy';

export function Component() {
  return (
    <>
      <PageMeta title={nyc.seo.title} description={nyc.seo.description} path="/nyc-wildlife-control" />
      <JsonLd data={breadcrumbLd([{ name: 'Home', path: '/' }, { name: 'NYC Wildlife Control', path: '/nyc-wildlife-control' }])} />
      <PageHero title={nyc.title} subtitle={t(nyc.intro[0] ?? '')}>
        <Link to="/contact" className="btn-urgent">
          Report an Issue
        </Link>
      </PageHero>
      {nyc.intro.length > 1 ? (
        <div className="container-page max-w-3xl pt-12">
          {nyc.intro.slice(1).map((p) => (
            <p key={p} className="mt-4 text-lg leading-relaxed text-slate-700 first:mt-0">
              {t(p)}
            </p>
          ))}
        </div>
      ) : null}
      <Section id="categories" title={nyc.categoriesHeading}>
        <FeatureCards cards={nyc.categories.map((c) => ({ ...c, description: t(c.description) }))} />
        <p className="mt-8">
          <Link to={nyc.faqLink.href} className="btn-outline">
            {nyc.faqLink.label}
          </Link>
        </p>
      </Section>
      <Section id="boroughs" title={nyc.boroughsHeading} tone="muted">
        <LinkTiles links={BOROUGH_NAV.map((b) => ({ label: b.label, href: boroughPath(b.slug) }))} />
      </Section>
      <CtaSection title={nyc.cta.title} text={t(nyc.cta.text)} buttonLabel={nyc.cta.button} />
    </>
  );
}
