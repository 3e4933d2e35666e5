import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/seo';
import { LEGAL_PATHS, type LegalKey } from '@/content/legal/paths';
import type { LegalSummary, LegalSummaryCopy } from '@/content/types';
import { localizedPath, type TranslatedLocale } from '@/domain/locales';
import { LegalParagraph, LegalSections } from './legal-paragraph';

/** 'YYYY-MM-DD' as the language writes a date ("24 de noviembre de 2026", "2026年11月24日"). */
function longDate(day: string, locale: TranslatedLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * A legal page in another language: the summary, said to be one at the top, with the link to
 * the English page, the binding text, and the date of the English version it follows.
 */
export function LegalSummaryView({ which, summary, copy, locale }: { which: LegalKey; summary: LegalSummary; copy: LegalSummaryCopy; locale: TranslatedLocale }) {
  const english = LEGAL_PATHS[which];
  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <PageMeta title={summary.seo.title} description={summary.seo.description} path={localizedPath(locale, english)} ogType="article" />
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{summary.title}</h1>
      <div className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5 text-slate-800">
        <p className="leading-relaxed">{copy.notice}</p>
        <p className="mt-3">
          <Link to={english} hrefLang="en" className="link font-semibold">
            {copy.readEnglish}
          </Link>
        </p>
        <p className="mt-2 text-slate-700">
          {copy.englishVersionOf}
          <time dateTime={summary.summarizes}>{longDate(summary.summarizes, locale)}</time>
        </p>
      </div>
      {summary.intro ? <LegalParagraph text={summary.intro} className="mt-6 leading-relaxed text-slate-700" /> : null}
      <LegalSections sections={summary.sections} />
      <LegalParagraph text={copy.questions} className="mt-12 rounded-xl bg-slate-50 p-5 text-slate-700" />
    </article>
  );
}

/**
 * One language's legal pages: `legalPageFor(key)` gives the route table the page component of
 * each summary (made once per key).
 */
export function legalSummaryPages(summaries: Readonly<Record<LegalKey, LegalSummary>>, copy: LegalSummaryCopy, locale: TranslatedLocale): (which: LegalKey) => ComponentType {
  const cache = new Map<LegalKey, ComponentType>();
  return (which) => {
    let component = cache.get(which);
    if (!component) {
      component = function LegalSummaryPage() {
        return <LegalSummaryView which={which} summary={summaries[which]} copy={copy} locale={locale} />;
      };
      cache.set(which, component);
    }
    return component;
  };
}
