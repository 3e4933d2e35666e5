import { Link } from 'react-router-dom';
import { site } from '@/config/site';
import { Icon } from '@/components/icons/icon';
import { CONTACT_PATH } from '@/config/paths';

/** Closing call to action: Report an Issue → /contact (or the report flow in the page's language), plus the phone line. */
export function CtaSection({ title, text, buttonLabel = 'Report an Issue', href = CONTACT_PATH }: { title: string; text: string; buttonLabel?: string; href?: string }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-900 text-white">
      <div className="container-page flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-brand-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={href} className="btn-urgent">
            {buttonLabel}
          </Link>
          <a href={site.phone.href} className="btn-ghost-light">
            <Icon name="phone" className="size-5" />
            {site.phone.display}
          </a>
        </div>
      </div>
    </section>
  );
}
