import { useController, useFormContext, useWatch } from 'react-hook-form';
import { ChoiceGroup, SelectField, TextField, toOptions } from '@/components/form';
import { CONTRACTOR_SPECIES, RESPONSE_TIMES, US_STATES, YES_NO } from '@/domain/options';
import { CountyMultiSelect } from './county-multi-select';
import { TWO_COLUMNS_ON_PHONES } from './form-layout';
import { otherSpeciesTextAfter } from './logic';
import type { ApplicationFormValues } from './schema';

const SPECIES_OPTIONS = toOptions(CONTRACTOR_SPECIES);
const YES_NO_OPTIONS = toOptions(YES_NO);
const RESPONSE_TIME_OPTIONS = toOptions(RESPONSE_TIMES);

/** Step 2: Service Details. */
export function ServiceDetailsStep() {
  const {
    register,
    control,
    getValues,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<ApplicationFormValues>();
  const [species, licensed] = useWatch({ control, name: ['species_handled', 'licensed_states'] });
  const counties = useController({ control, name: 'service_counties' });

  const speciesField = register('species_handled', {
    // docs/product-rules.md#states: unchecking 'Other' clears its text (and any message about it).
    onChange: () => {
      const current = getValues('other_species_text');
      const next = otherSpeciesTextAfter(getValues('species_handled'), current);
      if (next !== current) setValue('other_species_text', next);
      if (!getValues('species_handled').includes('Other')) clearErrors('other_species_text');
    },
  });

  return (
    <div className="grid gap-y-4">
      {/*
       * Not `required`: ChoiceGroup would put aria-required on the <fieldset>, which ARIA does
       * not allow on a group (axe: aria-allowed-attr). The legend says it instead.
       */}
      <ChoiceGroup
        legend={
          <>
            Species You Handle
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
            <span className="sr-only"> (required)</span>
          </>
        }
        hint="Select every species you remove or exclude."
        type="checkbox"
        columns={3}
        className={TWO_COLUMNS_ON_PHONES}
        options={SPECIES_OPTIONS}
        error={errors.species_handled?.message}
        {...speciesField}
      />
      {species.includes('Other') ? (
        <TextField
          label="Other Species"
          hint="Which other species do you handle?"
          required
          error={errors.other_species_text?.message}
          {...register('other_species_text')}
        />
      ) : null}
      <CountyMultiSelect
        label="Boroughs You Serve"
        name="service_counties"
        hint="Type to search, then press Enter or click to add or remove a borough."
        required
        value={counties.field.value}
        onChange={counties.field.onChange}
        onBlur={counties.field.onBlur}
        inputRef={counties.field.ref}
        error={errors.service_counties?.message}
      />
      <SelectField
        label="States Where You Are Licensed"
        hint="Hold Ctrl (Cmd on Mac) to select more than one"
        required
        multiple
        size={8}
        options={US_STATES}
        error={errors.licensed_states?.message}
        {...register('licensed_states')}
      />
      {licensed.length > 0 ? (
        <p className="-mt-3 text-sm text-slate-700">
          <span className="font-medium">Selected:</span> {US_STATES.filter((s) => licensed.includes(s.value)).map((s) => s.label).join(', ')}
        </p>
      ) : null}
      <div className="grid items-start gap-x-6 sm:grid-cols-2">
        <ChoiceGroup
          legend="Do you offer 24/7 emergency service?"
          type="radio"
          required
          columns={2}
          className={TWO_COLUMNS_ON_PHONES}
          options={YES_NO_OPTIONS}
          error={errors.emergency_services?.message}
          {...register('emergency_services')}
        />
        <SelectField
          label="Typical Response Time"
          required
          options={RESPONSE_TIME_OPTIONS}
          placeholder="Select a response time"
          error={errors.response_time?.message}
          {...register('response_time')}
        />
      </div>
    </div>
  );
}
