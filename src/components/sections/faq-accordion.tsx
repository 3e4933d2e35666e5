import * as Accordion from '@radix-ui/react-accordion';
import { Icon } from '@/components/icons/icon';

export type FaqEntry = { question: string; answer: string };

/** A single-open, collapsible accordion (FAQ page, species FAQs). */
export function FaqAccordion({ items, headingLevel = 3 }: { items: readonly FaqEntry[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`item-${index}`}>
          <Accordion.Header asChild>
            <Heading className="m-0">
              <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 sm:text-lg">
                {item.question}
                <Icon name="chevron-down" className="size-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180" />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-slate-700">
            {item.answer.split('\n\n').map((paragraph) => (
              <p key={paragraph} className="mt-2 leading-relaxed first:mt-0">
                {paragraph}
              </p>
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
