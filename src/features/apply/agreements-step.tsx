import { Link } from 'react-router-dom';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from '@/components/form';
import { APPLY_STEP_PATHS } from '@/config/paths';
import { site } from '@/config/site';
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
 * has passed), said plainly before the nonrefundable payment. "No" stays a valid answer to
 * save, but the step does not go on to payment with such answers (the step's schema refuses
 * them; the database refuses the agreement and finalising too): change them, or contact us.
 * The "Change your answers" link carries the step's error focus.
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
  const { ref } = register('acknowledged_not_approvable');
  if (blockers.length === 0) return null;
  const [before = '', after = ''] = approvalCopy.fix.split('{email}');
  const error = errors.acknowledged_not_approvable?.message;
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
      <p className="mt-2">
        {before}
        <a href={`mailto:${site.email.partners}`} className="link">
          {site.email.partners}
        </a>
        {after}
      </p>
      <p className="mt-3">
        <Link ref={ref} to={APPLY_STEP_PATHS[2]} className="link font-semibold" aria-describedby={error ? 'apply-not-approvable-error' : undefined}>
          {approvalCopy.change}
        </Link>
      </p>
      {error ? (
        <p id="apply-not-approvable-error" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** Step 4: the three confirmations, then payment (never for answers that cannot be approved). */
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
