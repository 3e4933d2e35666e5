import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/seo';
import { LOCALE_PREFIX, type Locale } from '@/domain/locales';

export type NotFoundCopy = {
  readonly seo: { readonly title: string; readonly description: string };
  readonly heading: string;
  readonly text: string;
  readonly homeLink: { readonly label: string; readonly href: string };
  readonly contactLink: { readonly label: string; readonly href: string };
};

/** Any unknown path (noindex), in the language of its prefix. */
export function NotFoundView({ copy, locale }: { copy: NotFoundCopy; locale: Locale }) {
  return (
    <section className="container-page py-20 text-center sm:py-28">
      <PageMeta title={copy.seo.title} description={copy.seo.description} path={`${LOCALE_PREFIX[locale]}/404`} noindex />
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">{copy.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={copy.homeLink.href} className="btn-primary">
          {copy.homeLink.label}
        </Link>
        <Link to={copy.contactLink.href} className="btn-outline">
          {copy.contactLink.label}
        </Link>
      </div>
    </section>
  );
}
