import { useState } from 'react';
import { COMPLETION_DISPOSITIONS, COMPLETION_METHODS } from '@/domain/dispatch';
import { LIMITS } from '@/domain/limits';
import { nyDate } from '@/domain/time';
import { SelectField, TextField } from './fields';
import { StatusButton } from './status-button';

export type JobRecord = { serviceDate: string; species: string; animalCount: number; method: string; disposition: string };

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
  const [record, setRecord] = useState({ serviceDate: today, species, animalCount: '1', method: '', disposition: '' });
  const [pending, setPending] = useState(false);
  const set = (key: keyof typeof record) => (e: { target: { value: string } }) => setRecord((r) => ({ ...r, [key]: e.target.value }));
  return (
    <form
      className="grid gap-2"
      aria-label="Mark completed"
      onSubmit={(event) => {
        event.preventDefault();
        setPending(true);
        void onComplete({ ...record, animalCount: Number(record.animalCount) }).finally(() => setPending(false));
      }}
    >
      <TextField label="Date of service" name="service_date" type="date" required min={minDate} max={today} value={record.serviceDate} onChange={set('serviceDate')} />
      <TextField label="Species" name="species" required maxLength={LIMITS.recordSpecies} value={record.species} onChange={set('species')} />
      <TextField label="Number of animals" name="animal_count" type="number" inputMode="numeric" min={0} max={100} required value={record.animalCount} onChange={set('animalCount')} />
      <SelectField label="Method" name="method" required placeholder="Choose a method" options={COMPLETION_METHODS.map((m) => ({ value: m, label: m }))} value={record.method} onChange={set('method')} />
      <SelectField
        label="Disposition"
        name="disposition"
        required
        placeholder="Choose what happened to the animals"
        options={COMPLETION_DISPOSITIONS.map((d) => ({ value: d, label: d }))}
        value={record.disposition}
        onChange={set('disposition')}
      />
      <StatusButton type="submit" pending={pending} disabled={record.method === '' || record.disposition === ''}>
        Mark completed
      </StatusButton>
    </form>
  );
}
