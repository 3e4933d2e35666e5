import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { WEEKDAYS, type WeekHoursInput } from '@/domain/weekly-hours';
import { TextField } from './fields';

/**
 * Seven weekdays, each with a start and an end time (New York time), registered at
 * `${name}.${i}.opens` / `.closes` of a schema form (src/domain/weekly-hours.ts parses them).
 */
export function WeeklyHoursFieldset<T extends FieldValues>({
  form,
  name,
  legend,
  hint,
  startLabel,
  endLabel,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  legend: string;
  hint: string;
  startLabel: string;
  endLabel: string;
}) {
  const errors = (form.formState.errors as FieldErrors<Record<string, WeekHoursInput>>)[name];
  const list = Array.isArray(errors) ? (errors as FieldErrors<WeekHoursInput[number]>[]) : [];
  return (
    <fieldset className="grid gap-2">
      <legend className="font-medium text-slate-900">{legend}</legend>
      <p className="text-sm text-slate-700">{hint}</p>
      {WEEKDAYS.map(([weekday, day], i) => (
        // On a phone the two fields share the width (their labels name the day); wider, the day heads the row.
        <div key={weekday} className="grid grid-cols-[repeat(2,minmax(0,1fr))] items-start gap-2 sm:grid-cols-[7rem_repeat(2,minmax(0,1fr))] sm:gap-3">
          <span className="hidden pt-3 font-medium text-slate-800 sm:block" aria-hidden="true">
            {day}
          </span>
          <TextField label={`${day} ${startLabel}`} type="time" error={list[i]?.opens?.message} {...form.register(`${name}.${i}.opens` as Path<T>)} />
          <TextField label={`${day} ${endLabel}`} type="time" error={list[i]?.closes?.message} {...form.register(`${name}.${i}.closes` as Path<T>)} />
        </div>
      ))}
    </fieldset>
  );
}
