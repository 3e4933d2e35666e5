import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceGroup, HoneypotField, SelectField, StatusButton, TextField, TextareaField } from '@/components/form';
import { formatPhone, formatZip } from '@/domain/format';
import { LIMITS } from '@/domain/limits';
import type { Locale } from '@/domain/locales';
import { CONTACT_METHODS, LEAD_SPECIES, PROPERTY_TYPES, RENTER } from '@/domain/options';
import type { LeadFormCopy } from './copy';
import { LazyRenterGuidance } from './lazy-renter-guidance';
import { labelled } from './localize';
import { SubmitNotice } from './submit-notice';
import type { LeadFormValues } from './to-lead-row';

/** The props an input gets for a field: react-hook-form's register(), or name + defaultValue. */
export type FieldBinding = Partial<Omit<UseFormRegisterReturn, 'name'>> & { name: string; defaultValue?: string };

export type LeadFormFieldsProps = {
  copy: LeadFormCopy;
  locale: Locale;
  headingId: string;
  heading: string;
  bind: (name: keyof LeadFormValues) => FieldBinding;
  /** Applies a typing mask to a binding (phone, ZIP). */
  mask: (binding: FieldBinding, format: (value: string) => string) => FieldBinding;
  /** Uncontrolled only: which checkboxes and radios start checked. */
  startsChecked?: (name: 'species' | 'contact_method', value: string) => boolean;
  errors: Partial<Record<keyof LeadFormValues, string>>;
  sending: boolean;
  /** The live form's property type: a renter gets the renter guidance. */
  propertyType?: string;
  /** Under the ZIP field (the live form: a ZIP that also covers Nassau County). */
  zipHint?: string | undefined;
  /** Shown under the contact method (the live form's consent-to-texts box when Text is chosen). */
  children?: ReactNode;
};

/**
 * The fields of the single lead form, the same markup before and after react-hook-form takes
 * over (see lead-form.tsx): native inputs carrying the field names, labels and errors.
 */
export function LeadFormFields({ copy, locale, headingId, heading, bind, mask, startsChecked, errors, sending, propertyType, zipHint, children }: LeadFormFieldsProps) {
  const f = copy.leadForm;
  const checked = (name: 'species' | 'contact_method') => (startsChecked ? { getDefaultChecked: (value: string) => startsChecked(name, value) } : {});
  return (
    <>
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{f.intro}</p>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField label={f.nameLabel} required autoComplete="name" maxLength={LIMITS.personName} error={errors.name} {...bind('name')} />
        <TextField label={f.emailLabel} type="email" required autoComplete="email" maxLength={LIMITS.email} error={errors.email} {...bind('email')} />
        <TextField label={f.phoneLabel} type="tel" required autoComplete="tel" inputMode="tel" placeholder={f.phonePlaceholder} error={errors.phone} {...mask(bind('phone'), formatPhone)} />
        <SelectField
          label={f.propertyTypeLabel}
          required
          placeholder={f.propertyTypePlaceholder}
          options={labelled(PROPERTY_TYPES, copy.options.propertyTypes)}
          error={errors.property_type}
          {...bind('property_type')}
        />
        <TextField label={f.addressLabel} required autoComplete="address-line1" maxLength={LIMITS.address} error={errors.address} {...bind('address')} />
        <TextField label={f.unitLabel} autoComplete="address-line2" maxLength={LIMITS.unit} error={errors.unit} {...bind('unit')} />
        <TextField label={f.cityLabel} required autoComplete="address-level2" maxLength={LIMITS.city} error={errors.city} {...bind('city')} />
        <TextField label={f.zipLabel} required inputMode="numeric" autoComplete="postal-code" maxLength={5} hint={zipHint} error={errors.zip} {...mask(bind('zip'), formatZip)} />
        <TextareaField label={f.descriptionLabel} required rows={3} maxLength={LIMITS.description} className="sm:col-span-2" error={errors.description} {...bind('description')} />
      </div>
      {propertyType === RENTER ? <LazyRenterGuidance loadLater={copy.loadLater} /> : null}
      <ChoiceGroup
        type="checkbox"
        legend={f.speciesLegend}
        columns={3}
        options={labelled(LEAD_SPECIES, copy.options.species)}
        error={errors.species}
        {...checked('species')}
        {...bind('species')}
      />
      <ChoiceGroup
        type="radio"
        legend={f.contactMethodLegend}
        required
        columns={3}
        options={labelled(CONTACT_METHODS, copy.options.contactMethods)}
        error={errors.contact_method}
        {...checked('contact_method')}
        {...bind('contact_method')}
      />
      {children}
      <HoneypotField {...bind('company_website')} />
      <StatusButton type="submit" pending={sending} variant="urgent" className="mt-2 w-full">
        {f.submit}
      </StatusButton>
      <SubmitNotice copy={copy} locale={locale} />
    </>
  );
}
