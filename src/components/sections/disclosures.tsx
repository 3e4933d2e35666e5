import { useId, type ReactNode } from 'react';
import { Icon } from '@/components/icons/icon';

export type Disclosure = { key: string; summary: ReactNode; body: ReactNode };

/**
 * Questions (or notes) that show one answer at a time, the browser's own way: `<details>` that
 * share a `name`, so opening one closes the other, and pressing the open one closes it. An
 * answer opens at the first tap or key, before the page's code has started and without it; it
 * is in the page's HTML, so find-in-page finds it (and opens it). No script measures or
 * animates it while the page starts. A summary holds its heading (HTML allows headings there).
 */
export function Disclosures({ items, className }: { items: readonly Disclosure[]; className?: string }) {
  const group = useId();
  return (
    <div className={className}>
      {items.map((item) => (
        <details key={item.key} name={group} className="group">
          <summary className="flex min-h-14 cursor-pointer items-center gap-4 px-5 py-4 text-left hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            {item.summary}
            <Icon name="chevron-down" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 text-slate-700">{item.body}</div>
        </details>
      ))}
    </div>
  );
}

export type FaqEntry = { question: string; answer: string };

/** Frequently asked questions, one answer open at a time (FAQ page, species FAQs). */
export function FaqAccordion({ items, headingLevel = 3 }: { items: readonly FaqEntry[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Disclosures
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
      items={items.map((item) => ({
        key: item.question,
        summary: <Heading className="m-0 flex-1 text-base font-semibold text-slate-900 sm:text-lg">{item.question}</Heading>,
        body: item.answer.split('\n\n').map((paragraph) => (
          <p key={paragraph} className="mt-2 leading-relaxed first:mt-0">
            {paragraph}
          </p>
        )),
      }))}
    />
  );
}
