import { useState } from 'react';
import { Link } from 'react-router-dom';
import { site } from '@/config/site';

/** "Track your request": the resident's status page, as a link and as an address to copy. */
export function TrackLink({ token }: { token: string }) {
  const path = `/status/${token}`;
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-4 grid gap-2 rounded-xl bg-brand-50 p-4">
      <Link to={path} className="btn-primary justify-self-start">
        Track your request
      </Link>
      <p className="text-sm text-slate-700">
        Keep this link to check who is coming, add details or cancel. Anyone with the link can see the status, so share it only with people you trust.
      </p>
      <button
        type="button"
        className="link justify-self-start text-sm"
        onClick={() => {
          void navigator.clipboard
            ?.writeText(`${window.location.origin}${path}`)
            .then(() => setCopied(true))
            .catch(() => setCopied(false));
        }}
      >
        {copied ? 'Link copied' : 'Copy the link'}
      </button>
      <span className="sr-only" role="status">
        {copied ? `The link to your request was copied. ${site.name}` : ''}
      </span>
    </div>
  );
}
