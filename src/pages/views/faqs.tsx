import { Link } from 'react-router-dom';
import { site } from '@/config/site';
import { PageHero } from '@/components/sections';
import { FaqAccordion } from '@/components/sections/disclosures';
import { JsonLd, PageMeta, faqPageLd } from '@/components/seo';
import { useChromeCopy } from '@/components/layout/frame-context';
import type { FaqPageContent } from '@/content/types';
import { localizedPath, type Locale } from '@/domain/locales';
import { t } from '../copy';
import { Icon } from '@/components/icons/icon';

/** The FAQ page in one language. */
export function FaqsView({ faq, locale }: { faq: FaqPageContent; locale: Locale }) {
  const chrome = useChromeCopy();
  const items = faq.items.map((i) => ({ question: i.question, answer: t(i.answer) }));
  return (
    <>
      <PageMeta title={faq.seo.title} description={faq.seo.description} path={localizedPath(locale, '/faqs')} />
      <JsonLd data={faqPageLd(items)} />
      <PageHero title={faq.title} subtitle={t(faq.intro)} />
      <section aria-label={chrome.pages.questionsAndAnswers} className="py-14">
        <div className="container-page max-w-4xl">
          <FaqAccordion items={items} headingLevel={2} />
        </div>
      </section>
      <section aria-labelledby="faq-closing-heading" className="bg-slate-50 py-14">
        <div className="container-page max-w-4xl text-center">
          <h2 id="faq-closing-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {faq.closing.title}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{t(faq.closing.text)}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={faq.closing.reportHref} className="btn-primary">
              {faq.closing.reportButton}
            </Link>
            <a href={site.phone.href} className="btn-outline">
              <Icon name="phone" className="size-5" />
              {t(faq.closing.callLabel)}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
