import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ArrowRight, ShieldAlert } from 'lucide-react';
import { CheckboxField, ChoiceGroup, SelectField, TextField, TextareaField, withMask } from '@/components/form';
import { EmergencyNumbers } from '@/components/text/emergency-numbers';
import { CONTACT_STEP_PATHS } from '@/config/paths';
import { formatPhone, formatZip } from '@/domain/format';
import { LIMITS } from '@/domain/limits';
import { localizedPath, type Locale } from '@/domain/locales';
import { ANIMAL_TYPES, DURATIONS, PROPERTY_TYPES, RENTER, RIGHT_HELP_SITUATIONS, URGENCY_SIGNS } from '@/domain/options';
import { CITY_LINE_ZIPS } from '@/domain/zip-coverage';
import type { ContactDraft } from './contact-schema';
import type { ContactFlowCopy } from './copy';
import { LazyRenterGuidance } from './lazy-renter-guidance';
import { labelled, linkIn } from './localize';
import { ReviewSummary } from './review-summary';
import { fill, fillNodes } from './template';

/**
 * The four steps of the report flow (/contact), one component each, as the application wizard
 * has them: each reads the flow's form through react-hook-form's context (ContactFlow provides
 * it and keeps the draft, the navigation and the submission).
 */

function useContactForm() {
  const {
    register,
    control,
    clearErrors,
    formState: { errors },
  } = useFormContext<ContactDraft>();
  return { register, control, clearErrors, errors };
}

/** Step 1: where (ZIP, street, unit, property type; a renter gets the landlord guidance). */
export function WhereStep({ copy }: { copy: ContactFlowCopy }) {
  const { register, control, errors } = useContactForm();
  const { flow } = copy;
  const [zipCode, propertyType] = useWatch({
    control,
    name: ['zipCode', 'propertyType'],
  });
  return (
    <>
      <TextField
        label={flow.zipLabel}
        required
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        placeholder={flow.zipPlaceholder}
        hint={CITY_LINE_ZIPS.has(zipCode) ? fill(copy.coverage.cityLine, { zip: zipCode }) : undefined}
        error={errors.zipCode?.message}
        {...withMask(register('zipCode'), formatZip)}
      />
      <TextField label={flow.streetLabel} required autoComplete="address-line1" maxLength={LIMITS.address} error={errors.streetAddress?.message} {...register('streetAddress')} />
      <TextField label={flow.unitLabel} autoComplete="address-line2" maxLength={LIMITS.unit} error={errors.unit?.message} {...register('unit')} />
      <ChoiceGroup
        type="radio"
        legend={flow.propertyTypeLegend}
        required
        options={labelled(PROPERTY_TYPES, copy.options.propertyTypes)}
        error={errors.propertyType?.message}
        {...register('propertyType')}
      />
      {propertyType === RENTER ? <LazyRenterGuidance loadLater={copy.loadLater} /> : null}
    </>
  );
}

/** Step 2: what (the animal, how long, what is happening, the situations and urgency signs). */
export function WhatStep({ copy }: { copy: ContactFlowCopy }) {
  const { register, errors } = useContactForm();
  const { flow } = copy;
  return (
    <>
      <SelectField
        label={flow.animalLabel}
        required
        placeholder={flow.animalPlaceholder}
        options={labelled(ANIMAL_TYPES, copy.options.animalTypes)}
        error={errors.animalType?.message}
        {...register('animalType')}
      />
      <SelectField
        label={flow.durationLabel}
        required
        placeholder={flow.durationPlaceholder}
        options={labelled(DURATIONS, copy.options.durations)}
        error={errors.duration?.message}
        {...register('duration')}
      />
      <TextareaField
        label={flow.descriptionLabel}
        hint={flow.descriptionHint}
        required
        rows={4}
        maxLength={LIMITS.description}
        error={errors.description?.message}
        {...register('description')}
      />
      <ChoiceGroup
        type="checkbox"
        legend={flow.situationsLegend}
        hint={flow.situationsHint}
        columns={1}
        options={labelled(RIGHT_HELP_SITUATIONS, copy.options.situations)}
        {...register('situations')}
      />
      {/* The same answer (leads.situations), asked apart: these change how soon, not who. */}
      <ChoiceGroup
        type="checkbox"
        legend={flow.signsLegend}
        hint={flow.signsHint}
        columns={1}
        options={labelled(URGENCY_SIGNS, copy.options.situations)}
        {...register('situations')}
      />
    </>
  );
}

/** Step 3: who (name, phone, e-mail, how to be contacted). */
export function WhoStep({ copy }: { copy: ContactFlowCopy }) {
  const { register, errors } = useContactForm();
  const { flow } = copy;
  return (
    <>
      <TextField label={flow.fullNameLabel} required autoComplete="name" maxLength={LIMITS.personName} error={errors.fullName?.message} {...register('fullName')} />
      <TextField
        label={flow.phoneLabel}
        required
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={flow.phonePlaceholder}
        error={errors.phone?.message}
        {...withMask(register('phone'), formatPhone)}
      />
      <TextField label={flow.emailLabel} required type="email" autoComplete="email" maxLength={LIMITS.email} error={errors.email?.message} {...register('email')} />
      <fieldset aria-describedby={errors.contactMethod ? 'contact-method-error' : undefined}>
        <legend className="font-medium text-slate-900">
          {flow.contactMethodLegend}
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-2">
          <CheckboxField label={flow.byPhone} {...register('contactMethod.phone', { deps: ['contactMethod'] })} />
          <CheckboxField label={flow.byEmail} {...register('contactMethod.email', { deps: ['contactMethod'] })} />
        </div>
        <p id="contact-method-error" className="min-h-5 text-sm font-medium text-red-700">
          {errors.contactMethod?.message ?? errors.contactMethod?.root?.message ?? ''}
        </p>
      </fieldset>
    </>
  );
}

/** Step 4: review what was entered, and agree to the terms. */
export function ReviewStep({ copy, locale, phoneOnly }: { copy: ContactFlowCopy; locale: Locale; phoneOnly: boolean }) {
  const { register, control, clearErrors, errors } = useContactForm();
  const { flow } = copy;
  const termsLink = linkIn(locale, '/terms-of-use', copy.links.terms, copy.englishMarker);
  const privacyLink = linkIn(locale, '/privacy-policy', copy.links.privacy, copy.englishMarker);
  return (
    <>
      <ReviewSummary copy={copy} control={control} editPath={(n) => localizedPath(locale, CONTACT_STEP_PATHS[n - 1] ?? CONTACT_STEP_PATHS[0])} />
      {phoneOnly ? null : <p className="text-slate-700">{flow.review}</p>}
      <CheckboxField
        label={fillNodes(flow.agreement, {
          terms: (
            <Link to={termsLink.to} className="link">
              {termsLink.label}
            </Link>
          ),
          privacy: (
            <Link to={privacyLink.to} className="link">
              {privacyLink.label}
            </Link>
          ),
        })}
        error={errors.agreedToTerms?.message}
        {...register('agreedToTerms', {
          // Ticking the box answers the message at once (not only when the box loses focus).
          onChange: (event: { target: { checked: boolean } }) => {
            if (event.target.checked) clearErrors('agreedToTerms');
          },
        })}
      />
    </>
  );
}

export interface Advice {
  id: string;
  title: string;
  steps: readonly string[];
}

/** After step 2, when an answer calls for someone else first: who to call, then go on or change the answers. */
export function RightHelpAdvice({ copy, advice, onContinue, onChange }: { copy: ContactFlowCopy; advice: readonly Advice[]; onContinue: () => void; onChange: () => void }) {
  return (
    <div className="mt-5 grid gap-5">
      {advice.map((a) => (
        <section key={a.id} aria-labelledby={`advice-${a.id}`} className="rounded-xl border-2 border-urgent-500 bg-urgent-50 p-5">
          <h3 id={`advice-${a.id}`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <ShieldAlert aria-hidden="true" className="size-5 text-urgent-700" />
            {a.title}
          </h3>
          <ul className="mt-3 grid list-disc gap-2 pl-5 text-slate-800">
            {a.steps.map((line) => (
              <li key={line}>
                <EmergencyNumbers text={line} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="text-slate-700">{copy.rightHelp.continueText}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={onContinue}>
          {copy.rightHelp.stillWantPro}
          <ArrowRight aria-hidden="true" className="size-5" />
        </button>
        <button type="button" className="btn-outline" onClick={onChange}>
          {copy.rightHelp.changeAnswers}
        </button>
      </div>
    </div>
  );
}
