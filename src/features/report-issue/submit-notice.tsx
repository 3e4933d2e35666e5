import { Link } from 'react-router-dom';
import type { Locale } from '@/domain/locales';
import type { ReportCommonCopy } from './copy';
import { linkIn } from './localize';
import { fillNodes } from './template';

export type SubmitNoticeProps = { copy: ReportCommonCopy; locale: Locale; terms?: boolean };

/**
 * The privacy notice at the submit button of both report forms, linking the Terms and the Privacy
 * Policy. `terms`: say that sending accepts the Terms (the /contact flow has its own agreement box).
 */
export function SubmitNotice({ copy, locale, terms = true }: SubmitNoticeProps) {
  const termsLink = linkIn(locale, '/terms-of-use', copy.links.terms, copy.englishMarker);
  const privacyLink = linkIn(locale, '/privacy-policy', copy.links.privacy, copy.englishMarker);
  return (
    <p className="mt-2 text-sm text-slate-600">
      {terms
        ? fillNodes(copy.submitNotice.terms, {
            terms: (
              <Link to={termsLink.to} className="link">
                {termsLink.label}
              </Link>
            ),
          })
        : null}
      {fillNodes(copy.submitNotice.privacy, {
        privacy: (
          <Link to={privacyLink.to} className="link">
            {privacyLink.label}
          </Link>
        ),
      })}
    </p>
  );
}
