import { useController, useFormContext, useWatch, type UseFormClearErrors } from 'react-hook-form';
import { ChoiceGroup, TextField, toOptions } from '@/components/form';
import { YES_NO } from '@/domain/options';
import { DocumentField } from './document-field';
import { TWO_COLUMNS_ON_PHONES } from './form-layout';
import type { ApplicationField, ApplicationFormValues } from './schema';

const YES_NO_OPTIONS = toOptions(YES_NO);

const LICENSE_DETAILS = ['license_number', 'issuing_agency', 'license_expiration_date', 'licenseFile'] as const satisfies readonly ApplicationField[];
const INSURANCE_DETAILS = ['insurance_provider', 'policy_number', 'insurance_expiration_date', 'insuranceFile'] as const satisfies readonly ApplicationField[];

/** A 'No' answer hides the details; their messages go with them. */
function clearOnNo(clearErrors: UseFormClearErrors<ApplicationFormValues>, details: readonly ApplicationField[]) {
  return (event: { target: { value: string } }) => {
    if (event.target.value !== 'Yes') clearErrors([...details]);
  };
}

/** Step 3: Credentials. Each Yes reveals its details and document upload. */
export function CredentialsStep() {
  const {
    register,
    control,
    clearErrors,
    trigger,
    formState: { errors },
  } = useFormContext<ApplicationFormValues>();
  const [hasLicense, hasInsurance, licenseDocument, insuranceDocument] = useWatch({
    control,
    name: ['has_nwco_license', 'has_liability_insurance', 'licenseDocument', 'insuranceDocument'],
  });
  const licenseFile = useController({ control, name: 'licenseFile' });
  const insuranceFile = useController({ control, name: 'insuranceFile' });

  return (
    <div className="grid gap-y-6">
      <section aria-labelledby="apply-license-heading" className="grid gap-y-2">
        <h3 id="apply-license-heading" className="text-lg font-semibold text-slate-900">
          Nuisance Wildlife Control License
        </h3>
        <ChoiceGroup
          legend="Do you hold a New York State Nuisance Wildlife Control Operator (NWCO) license?"
          type="radio"
          required
          columns={2}
          className={TWO_COLUMNS_ON_PHONES}
          options={YES_NO_OPTIONS}
          error={errors.has_nwco_license?.message}
          {...register('has_nwco_license', { onChange: clearOnNo(clearErrors, LICENSE_DETAILS) })}
        />
        {hasLicense === 'Yes' ? (
          <div className="grid items-start gap-x-6 gap-y-1 border-l-4 border-brand-100 pl-4 sm:grid-cols-2">
            <TextField label="License Number" required autoComplete="off" error={errors.license_number?.message} {...register('license_number')} />
            <TextField
              label="Issuing Agency"
              required
              placeholder="e.g., NYS DEC"
              error={errors.issuing_agency?.message}
              {...register('issuing_agency')}
            />
            <TextField
              label="License Expiration Date"
              required
              type="date"
              error={errors.license_expiration_date?.message}
              {...register('license_expiration_date')}
            />
            <DocumentField
              label="License Document"
              name="licenseFile"
              required
              picked={licenseFile.field.value}
              uploaded={licenseDocument}
              onPick={(file) => {
                licenseFile.field.onChange(file);
                if (file && errors.licenseFile) void trigger('licenseFile');
              }}
              onBlur={licenseFile.field.onBlur}
              inputRef={licenseFile.field.ref}
              error={errors.licenseFile?.message}
            />
          </div>
        ) : null}
      </section>

      <section aria-labelledby="apply-insurance-heading" className="grid gap-y-2">
        <h3 id="apply-insurance-heading" className="text-lg font-semibold text-slate-900">
          Liability Insurance
        </h3>
        <ChoiceGroup
          legend="Do you carry general liability insurance?"
          type="radio"
          required
          columns={2}
          className={TWO_COLUMNS_ON_PHONES}
          options={YES_NO_OPTIONS}
          error={errors.has_liability_insurance?.message}
          {...register('has_liability_insurance', { onChange: clearOnNo(clearErrors, INSURANCE_DETAILS) })}
        />
        {hasInsurance === 'Yes' ? (
          <div className="grid items-start gap-x-6 gap-y-1 border-l-4 border-brand-100 pl-4 sm:grid-cols-2">
            <TextField
              label="Insurance Provider"
              required
              error={errors.insurance_provider?.message}
              {...register('insurance_provider')}
            />
            <TextField label="Policy Number" required autoComplete="off" error={errors.policy_number?.message} {...register('policy_number')} />
            <TextField
              label="Insurance Expiration Date"
              required
              type="date"
              error={errors.insurance_expiration_date?.message}
              {...register('insurance_expiration_date')}
            />
            <DocumentField
              label="Certificate of Insurance"
              name="insuranceFile"
              required
              picked={insuranceFile.field.value}
              uploaded={insuranceDocument}
              onPick={(file) => {
                insuranceFile.field.onChange(file);
                if (file && errors.insuranceFile) void trigger('insuranceFile');
              }}
              onBlur={insuranceFile.field.onBlur}
              inputRef={insuranceFile.field.ref}
              error={errors.insuranceFile?.message}
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}
