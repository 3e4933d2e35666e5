import { Link } from 'react-router-dom';
import { useFormContext } from 'react-hook-form';
import { CheckboxField } from '@/components/form';
import { APPLY_COPY } from '@/content/site-copy';
import type { ApplicationFormValues } from './schema';

function LegalLink({ href, label }: { href: string; label: string }) {
  // A new tab, so reading the terms never takes the applicant out of the wizard.
  return (
    <Link to={href} target="_blank" rel="noopener" className="link">
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}

/**
 * CheckboxField renders its error only when there is one; the space for it is reserved
 * here (the message sits in the bottom padding), so checking a box never moves the next
 * one under the pointer.
 */
const RESERVED_ERROR = 'relative pb-6 [&>p]:absolute [&>p]:bottom-0 [&>p]:left-0 [&>p]:mt-0';

/** Step 4: the three confirmations, then payment. */
export function AgreementsStep() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ApplicationFormValues>();
  return (
    <fieldset className="grid gap-y-3">
      <legend className="mb-3 text-slate-700">Please confirm each statement before you continue to payment.</legend>
      <CheckboxField
        label="I confirm that the information I have provided is truthful and accurate."
        error={errors.confirm_truthful_info?.message}
        aria-required
        className={RESERVED_ERROR}
        {...register('confirm_truthful_info')}
      />
      <CheckboxField
        label="I understand that joining the network does not guarantee any number of leads, jobs or income."
        error={errors.confirm_no_guarantee?.message}
        aria-required
        className={RESERVED_ERROR}
        {...register('confirm_no_guarantee')}
      />
      <CheckboxField
        label={
          <>
            I agree to the <LegalLink href={APPLY_COPY.termsLink.href} label={APPLY_COPY.termsLink.label} /> and the{' '}
            <LegalLink href={APPLY_COPY.privacyLink.href} label={APPLY_COPY.privacyLink.label} />.
          </>
        }
        error={errors.agree_to_terms?.message}
        aria-required
        className={RESERVED_ERROR}
        {...register('agree_to_terms')}
      />
    </fieldset>
  );
}
