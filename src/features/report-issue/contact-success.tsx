import { Link, useLocation } from 'react-router-dom';
import { CheckCircle2, Phone } from 'lucide-react';
import { site } from '@/config/site';
import { localizedPath, type Locale } from '@/domain/locales';
import type { ContactLocationState } from './contact-flow';
import type { ContactFlowCopy } from './copy';
import { fill, fillNodes } from './template';
import { TrackLink } from './track-link';

export type ContactSuccessProps = {
  /** The /contact page's words, in the page's language. */
  copy: ContactFlowCopy;
  /** The page's language: the status and home links stay in it. */
  locale: Locale;
};

/** /contact/success: what happens next, the dispatch line, and the reference to quote. */
export function ContactSuccess({ copy, locale }: ContactSuccessProps) {
  const { state } = useLocation();
  const reference = (state as ContactLocationState)?.reference;
  const statusToken = (state as ContactLocationState)?.statusToken;
  const phoneOnly = (state as ContactLocationState)?.phoneOnly;
  const { success } = copy;
  return (
    <div role="status">
      <CheckCircle2 aria-hidden="true" className="size-12 text-green-700" />
      {reference ? (
        <p className="mt-4 text-lg text-slate-800">
          {fillNodes(success.reference, { reference: <strong className="font-mono text-2xl tracking-wider">{reference}</strong> })}
          <span className="block text-base text-slate-600">{success.quoteReference}</span>
        </p>
      ) : null}
      {statusToken ? <TrackLink copy={copy} locale={locale} token={statusToken} /> : null}
      <h2 className="mt-6 text-xl font-bold text-slate-900">{success.nextHeading}</h2>
      {phoneOnly ? (
        <p className="mt-3 text-slate-800">{phoneOnly}</p>
      ) : (
        <ol className="mt-3 grid list-decimal gap-2 pl-6 text-slate-800">
          {success.nextSteps.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        <a href={site.phone.href} className="btn-urgent">
          <Phone aria-hidden="true" className="size-5" />
          {fill(copy.callPhone)}
        </a>
        <Link to={localizedPath(locale, success.homeLink.href)} className="btn-outline">
          {success.homeLink.label}
        </Link>
      </div>
    </div>
  );
}
