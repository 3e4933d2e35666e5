import { Link } from 'react-router-dom';
import { site } from '@/config/site';

/** Shown when rendering throws: a generic heading and a way forward (reload, call the dispatch line, or go home). */
export function ErrorPage() {
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Unexpected Application Error!</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">
        Something went wrong while showing this page. Please reload it, or call our dispatch line at{' '}
        <a href={site.phone.href} className="link">
          {site.phone.display}
        </a>
        .
      </p>
      <p className="mt-8">
        <Link to="/" className="btn-primary" reloadDocument>
          Back to the home page
        </Link>
      </p>
    </section>
  );
}
