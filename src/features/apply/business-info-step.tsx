import { useFormContext } from 'react-hook-form';
import { SelectField, TextField, withMask } from '@/components/form';
import { US_STATES } from '@/domain/options';
import { formatPhone, formatZip } from '@/domain/format';
import type { ApplicationFormValues } from './schema';

/** Step 1: Business Info. Phone and ZIP are masked as the applicant types. */
export function BusinessInfoStep() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ApplicationFormValues>();
  return (
    <div className="grid items-start gap-x-6 gap-y-1 sm:grid-cols-6">
      <TextField
        label="Business Name"
        required
        autoComplete="organization"
        className="sm:col-span-3"
        error={errors.business_name?.message}
        {...register('business_name')}
      />
      <TextField label="Owner Name" required autoComplete="name" className="sm:col-span-3" error={errors.owner_name?.message} {...register('owner_name')} />
      <TextField
        label="Phone Number"
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="(###) ###-####"
        className="sm:col-span-3"
        error={errors.phone_number?.message}
        {...withMask(register('phone_number'), formatPhone)}
      />
      <TextField
        label="Email Address"
        required
        type="email"
        autoComplete="email"
        className="sm:col-span-3"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Website"
        hint="Optional"
        type="url"
        inputMode="url"
        autoComplete="url"
        className="sm:col-span-6"
        error={errors.website?.message}
        {...register('website')}
      />
      <TextField
        label="Business Address"
        required
        autoComplete="street-address"
        className="sm:col-span-6"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField label="City" required autoComplete="address-level2" className="sm:col-span-2" error={errors.city?.message} {...register('city')} />
      <SelectField
        label="State"
        required
        autoComplete="address-level1"
        options={US_STATES}
        placeholder="Select a state"
        className="sm:col-span-2"
        error={errors.state?.message}
        {...register('state')}
      />
      <TextField
        label="ZIP Code"
        required
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        className="sm:col-span-2"
        error={errors.zip_code?.message}
        {...withMask(register('zip_code'), formatZip)}
      />
    </div>
  );
}
