import { useState } from 'react';
import { Link } from 'react-router-dom';
import { localizedPath, type Locale } from '@/domain/locales';
import type { ReportCommonCopy } from './copy';
import { fill } from './template';
import { STATUS_PATH } from '@/config/paths';

export type TrackLinkProps = { copy: ReportCommonCopy; locale: Locale; token: string };

/** "Track your request": the resident's status page (in their language), as a link and as an address to copy. */
export function TrackLink({ copy, locale, token }: TrackLinkProps) {
  const path = localizedPath(locale, `${STATUS_PATH}/${token}`);
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-4 grid gap-2 rounded-xl bg-brand-50 p-4">
      <Link to={path} className="btn-primary justify-self-start">
        {copy.track.button}
      </Link>
      <p className="text-sm text-slate-700">{copy.track.keep}</p>
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
        {copied ? copy.track.copied : copy.track.copyLink}
      </button>
      <span className="sr-only" role="status">
        {copied ? fill(copy.track.copiedStatus) : ''}
      </span>
    </div>
  );
}
