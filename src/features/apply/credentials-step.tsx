import { useController, useFormContext, useWatch, type UseFormClearErrors } from 'react-hook-form';
import { ChoiceGroup, TextField, toOptions } from '@/components/form';
import { asksPesticideCertification, isExpired, needsNwcoLicense } from '@/domain/credentials';
import { CREDENTIAL_NOTES } from '@/content/credentials';
import { YES_NO } from '@/domain/options';
import { nyDate } from '@/domain/time';
import { DocumentField } from './document-field';
import { TWO_COLUMNS_ON_PHONES } from './form-layout';
import { approvalCopy } from './messages';
import type { ApplicationField, ApplicationFormValues } from './schema';

const YES_NO_OPTIONS = toOptions(YES_NO);

const LICENSE_DETAILS = ['license_number', 'issuing_agency', 'license_expiration_date', 'licenseFile'] as const satisfies readonly ApplicationField[];
const INSURANCE_DETAILS = ['insurance_provider', 'policy_number', 'insurance_expiration_date', 'insuranceFile'] as const satisfies readonly ApplicationField[];
const CERTIFICATION_DETAILS = [
  'pesticide_certification_number',
  'pesticide_certification_category',
  'pesticide_certification_expiration_date',
] as const satisfies readonly ApplicationField[];

/**
 * A date already past is flagged as it is entered (a hint tied to the field), not refused:
 * the answer stays valid, but it cannot be approved (step 4 says so before payment).
 * (The prerendered step has no date typed in, so it never shows one.)
 */
function expiredHint(date: string, what: string) {
  if (!isExpired(date, nyDate(Date.now()))) return undefined;
  return <span className="font-medium text-amber-900">{approvalCopy.expired(what)}</span>;
}

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
  const [hasLicense, hasInsurance, licenseDocument, insuranceDocument, species, hasCertification, licenseDate, insuranceDate, certificationDate] = useWatch({
    control,
    name: [
      'has_nwco_license',
      'has_liability_insurance',
      'licenseDocument',
      'insuranceDocument',
      'species_handled',
      'has_pesticide_certification',
      'license_expiration_date',
      'insurance_expiration_date',
      'pesticide_certification_expiration_date',
    ],
  });
  const asksCertification = asksPesticideCertification(species);
  const licenseOptional = asksCertification && !needsNwcoLicense(species);
  const licenseFile = useController({ control, name: 'licenseFile' });
  const insuranceFile = useController({ control, name: 'insuranceFile' });

  return (
    <div className="grid gap-y-6">
      <section aria-labelledby="apply-license-heading" className="grid gap-y-2">
        <h3 id="apply-license-heading" className="text-lg font-semibold text-slate-900">
          Nuisance Wildlife Control License
        </h3>
        <p id="apply-license-note" className="text-sm text-slate-700">
          {licenseOptional ? CREDENTIAL_NOTES.licenseForCommensalOnly : CREDENTIAL_NOTES.license}
        </p>
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
              hint={expiredHint(licenseDate, 'license')}
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

      {asksCertification ? (
        <section aria-labelledby="apply-certification-heading" className="grid gap-y-2">
          <h3 id="apply-certification-heading" className="text-lg font-semibold text-slate-900">
            Pesticide Applicator Certification
          </h3>
          <p className="text-sm text-slate-700">{CREDENTIAL_NOTES.certification}</p>
          <ChoiceGroup
            legend="Do you hold a New York State DEC commercial pesticide applicator certification?"
            type="radio"
            required
            columns={2}
            className={TWO_COLUMNS_ON_PHONES}
            options={YES_NO_OPTIONS}
            error={errors.has_pesticide_certification?.message}
            {...register('has_pesticide_certification', { onChange: clearOnNo(clearErrors, CERTIFICATION_DETAILS) })}
          />
          {hasCertification === 'Yes' ? (
            <div className="grid items-start gap-x-6 gap-y-1 border-l-4 border-brand-100 pl-4 sm:grid-cols-2">
              <TextField
                label="Certification Number"
                required
                autoComplete="off"
                error={errors.pesticide_certification_number?.message}
                {...register('pesticide_certification_number')}
              />
              <TextField
                label="Certification Category"
                required
                autoComplete="off"
                hint="As printed on your certification."
                error={errors.pesticide_certification_category?.message}
                {...register('pesticide_certification_category')}
              />
              <TextField
                label="Certification Expiration Date"
                required
                type="date"
                hint={expiredHint(certificationDate, 'certification')}
                error={errors.pesticide_certification_expiration_date?.message}
                {...register('pesticide_certification_expiration_date')}
              />
            </div>
          ) : null}
        </section>
      ) : null}

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
              hint={expiredHint(insuranceDate, 'insurance policy')}
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
