import { site } from '@/config/site';
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
