import { Link } from 'react-router-dom';

/**
 * The privacy notice at the submit button of both report forms, linking the Terms and the Privacy
 * Policy. `terms`: say that sending accepts the Terms (the /contact flow has its own agreement box).
 */
export function SubmitNotice({ terms = true }: { terms?: boolean }) {
  return (
    <p className="mt-2 text-sm text-slate-600">
      {terms ? (
        <>
          By sending this report you accept our{' '}
          <Link to="/terms-of-use" className="link">
            Terms of Use
          </Link>
          .{' '}
        </>
      ) : null}
      We use your details to handle this request and pass them to the one professional we connect you with; our{' '}
      <Link to="/privacy-policy" className="link">
        Privacy Policy
      </Link>{' '}
      explains how we keep them.
    </p>
  );
}
