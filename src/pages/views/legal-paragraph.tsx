import { site } from '@/config/site';
import type { LegalSection } from '@/content/types';
import { t } from '../copy';

/** A legal page's paragraph, its tokens filled and the dispatch e-mail address made a mailto link. */
export function LegalParagraph({ text, className = 'mt-3 leading-relaxed text-slate-700' }: { text: string; className?: string }) {
  const filled = t(text);
  const email = site.email.dispatch;
  const at = filled.indexOf(email);
  if (at === -1) return <p className={className}>{filled}</p>;
  return (
    <p className={className}>
      {filled.slice(0, at)}
      <a href={`mailto:${email}`} className="link">
        {email}
      </a>
      {filled.slice(at + email.length)}
    </p>
  );
}

/** A legal page's numbered sections, each an h2 and its paragraphs. */
export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return sections.map((section, index) => (
    <section key={section.heading} aria-labelledby={`legal-${index}`} className="mt-10">
      <h2 id={`legal-${index}`} className="text-xl font-bold text-slate-900">
        {index + 1}. {section.heading}
      </h2>
      {section.paragraphs.map((p) => (
        <LegalParagraph key={p} text={p} />
      ))}
    </section>
  ));
}
