import { useState } from 'react';
import { COMPLETION_DISPOSITIONS, COMPLETION_METHODS } from '@/domain/dispatch';
import { LIMITS } from '@/domain/limits';
import { nyDate } from '@/domain/time';
import { z } from '@/domain/zod';
import { ChoiceGroup } from './choice-fields';
import { TextField } from './fields';
import { Form, useSchemaForm } from './schema-form';
import { StatusButton } from './status-button';

export type JobRecord = { serviceDate: string; species: string; animalCount: number; method: string; disposition: string };

/** The record's rules, as `private.complete_lead` checks them; dates are New York dates. */
export function jobRecordSchema(minDate: string, today: string) {
  return z.object({
    serviceDate: z.string().check(z.refine((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && d >= minDate && d <= today, 'Choose a date from the request to today.')),
    species: z.string().check(z.trim(), z.minLength(1, 'Name the species.'), z.maxLength(LIMITS.recordSpecies, `At most ${LIMITS.recordSpecies} characters.`)),
    animalCount: z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/, `A number from 0 to ${LIMITS.animalCount}.`)),
      z.transform(Number),
    ).check(z.refine((n) => n <= LIMITS.animalCount, `A number from 0 to ${LIMITS.animalCount}.`)),
    method: z.enum(COMPLETION_METHODS, 'Choose a method.'),
    disposition: z.enum(COMPLETION_DISPOSITIONS, 'Choose what happened to the animals.'),
  });
}

type JobRecordInput = { serviceDate: string; species: string; animalCount: string; method: string; disposition: string };

/**
 * "Mark completed" with the record ECL §11-0524 asks a nuisance wildlife control operator to
 * keep (date, species, number of animals, method, disposition). Used by the dispatch console
 * (on a professional's behalf) and by the professional in the pro portal. Dates are New York
 * dates, as the database checks them: from the day of `since` (an ISO moment, such as when the
 * request arrived) to today.
 */
export function JobRecordForm({ since, species, onComplete }: { since: string; species: string; onComplete: (record: JobRecord) => Promise<boolean> }) {
  const [today] = useState(() => nyDate(Date.now()));
  const minDate = nyDate(Date.parse(since));
  const [schema] = useState(() => jobRecordSchema(minDate, today));
  const form = useSchemaForm<JobRecordInput, JobRecord>(schema, { serviceDate: today, species, animalCount: '1', method: '', disposition: '' });
  const { errors, isSubmitting, isValid } = form.formState;
  return (
    <Form form={form} onValid={onComplete} className="grid gap-2" aria-label="Mark completed">
      <TextField label="Date of service" type="date" required min={minDate} max={today} error={errors.serviceDate?.message} {...form.register('serviceDate')} />
      <TextField label="Species" required maxLength={LIMITS.recordSpecies} error={errors.species?.message} {...form.register('species')} />
      <TextField
        label="Number of animals"
        type="number"
        inputMode="numeric"
        min={0}
        max={LIMITS.animalCount}
        required
        error={errors.animalCount?.message}
        {...form.register('animalCount')}
      />
      {/* Radios, not selects: on a phone a select cuts its longer options off ("Released off site
          with the landowner's…"); each choice here is one tap and wraps. */}
      <ChoiceGroup
        legend="Method"
        type="radio"
        required
        options={COMPLETION_METHODS.map((m) => ({ value: m, label: m }))}
        error={errors.method?.message}
        {...form.register('method')}
      />
      <ChoiceGroup
        legend="Disposition"
        type="radio"
        columns={1}
        required
        options={COMPLETION_DISPOSITIONS.map((d) => ({ value: d, label: d }))}
        error={errors.disposition?.message}
        {...form.register('disposition')}
      />
      <StatusButton type="submit" pending={isSubmitting} disabled={!isValid}>
        Mark completed
      </StatusButton>
    </Form>
  );
}
