import { Link, useLocation } from 'react-router-dom';
import { CheckCircle2, Phone } from 'lucide-react';
import { site } from '@/config/site';
import type { ContactLocationState } from './contact-flow';
import { TrackLink } from './track-link';

export type ContactSuccessProps = { nextSteps: readonly string[]; homeLink: { label: string; href: string } };

/** /contact/success: what happens next, the dispatch line, and the reference to quote. */
export function ContactSuccess({ nextSteps, homeLink }: ContactSuccessProps) {
  const { state } = useLocation();
  const reference = (state as ContactLocationState)?.reference;
  const statusToken = (state as ContactLocationState)?.statusToken;
  const phoneOnly = (state as ContactLocationState)?.phoneOnly;
  return (
    <div role="status">
      <CheckCircle2 aria-hidden="true" className="size-12 text-green-700" />
      {reference ? (
        <p className="mt-4 text-lg text-slate-800">
          Your reference: <strong className="font-mono text-2xl tracking-wider">{reference}</strong>
          <span className="block text-base text-slate-600">Quote it if you call us about this report.</span>
        </p>
      ) : null}
      {statusToken ? <TrackLink token={statusToken} /> : null}
      <h2 className="mt-6 text-xl font-bold text-slate-900">What happens next</h2>
      {phoneOnly ? (
        <p className="mt-3 text-slate-800">{phoneOnly}</p>
      ) : (
        <ol className="mt-3 grid list-decimal gap-2 pl-6 text-slate-800">
          {nextSteps.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        <a href={site.phone.href} className="btn-urgent">
          <Phone aria-hidden="true" className="size-5" />
          Call {site.phone.display}
        </a>
        <Link to={homeLink.href} className="btn-outline">
          {homeLink.label}
        </Link>
      </div>
    </div>
  );
}
