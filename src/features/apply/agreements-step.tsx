import { Link } from 'react-router-dom';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from '@/components/form';
import { APPLY_COPY } from '@/content/apply';
import { approvalCopy } from './messages';
import { applicationBlockers, type ApplicationFormValues } from './schema';

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

/**
 * Answers that cannot be approved (no insurance, no credential for the species, a date that
 * has passed), said plainly before a nonrefundable payment, with an explicit acknowledgement.
 * "No" stays a valid answer: the applicant may still go on.
 */
function NotApprovableNotice() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ApplicationFormValues>();
  const values = useWatch({ control });
  const blockers = applicationBlockers({
    species_handled: values.species_handled ?? [],
    has_nwco_license: values.has_nwco_license ?? '',
    license_expiration_date: values.license_expiration_date ?? '',
    has_pesticide_certification: values.has_pesticide_certification ?? '',
    pesticide_certification_expiration_date: values.pesticide_certification_expiration_date ?? '',
    has_liability_insurance: values.has_liability_insurance ?? '',
    insurance_expiration_date: values.insurance_expiration_date ?? '',
  });
  if (blockers.length === 0) return null;
  return (
    <section aria-labelledby="apply-not-approvable" className="mb-6 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4 text-slate-900">
      <h3 id="apply-not-approvable" className="text-lg font-semibold">
        {approvalCopy.heading}
      </h3>
      <p className="mt-1">{approvalCopy.intro}</p>
      <ul className="mt-2 list-disc pl-6">
        {blockers.map((reason) => (
          <li key={reason}>{approvalCopy.reasons[reason]}</li>
        ))}
      </ul>
      <p className="mt-2">{approvalCopy.fix}</p>
      <CheckboxField
        label={approvalCopy.acknowledge}
        error={errors.acknowledged_not_approvable?.message}
        aria-required
        className="mt-3"
        {...register('acknowledged_not_approvable')}
      />
    </section>
  );
}

/** Step 4: the three confirmations (and, when needed, the acknowledgement), then payment. */
export function AgreementsStep() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ApplicationFormValues>();
  return (
    <>
    <NotApprovableNotice />
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
    </>
  );
}
