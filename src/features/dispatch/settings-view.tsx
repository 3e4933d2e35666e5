import { useCallback, useState } from 'react';
import { REFRESH_MS } from '@/config/refresh';
import { ChoiceGroup, StatusButton, TextField } from '@/components/form';
import { Form, useSchemaForm } from '@/components/form/schema-form';
import { useToastAction } from '@/components/toast/use-toast-action';
import { DISPATCH_MODES, DISPATCH_MODE_LABELS, type DispatchMode } from '@/domain/dispatch';
import { z } from '@/domain/zod';
import { usePolling } from '@/lib/use-now';
import { fetchDispatchMode, saveDispatchMode } from './api';
import { Panel } from './panel';
import type { DispatchModeSettings, WeeklyPeriod } from './types';

/** ISO weekdays, as private.staffed_hours stores them. */
export const WEEKDAYS = [
  [1, 'Monday'],
  [2, 'Tuesday'],
  [3, 'Wednesday'],
  [4, 'Thursday'],
  [5, 'Friday'],
  [6, 'Saturday'],
  [7, 'Sunday'],
] as const;

const MODE_HINTS: Record<DispatchMode, string> = {
  off: 'A dispatcher offers every request, as on a staffed day.',
  outside_staffed_hours: 'Requests are offered automatically when nobody is staffed (the hours below).',
  always: 'Every request is offered automatically; a dispatcher can still step in.',
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const day = z
  .object({ opens: z.string(), closes: z.string() })
  .check(
    z.refine((d) => (d.opens === '') === (d.closes === ''), { message: 'Give both times, or neither for a day nobody is staffed.', path: ['closes'] }),
    z.refine((d) => d.opens === '' || (TIME.test(d.opens) && TIME.test(d.closes) && d.opens < d.closes), { message: 'The console opens before it closes.', path: ['closes'] }),
  );

/** The settings form: the mode, and one staffed period per weekday (both times empty: not staffed). */
export const settingsSchema = z.object({
  mode: z.enum(DISPATCH_MODES, 'Choose how requests are offered.'),
  days: z.array(day).check(z.length(7)),
});
type SettingsInput = { mode: string; days: { opens: string; closes: string }[] };
type SettingsOutput = z.output<typeof settingsSchema>;

/** The form's days → the periods rpc/set_dispatch_mode takes. */
export function periodsOf(days: SettingsOutput['days']): WeeklyPeriod[] {
  return days.flatMap((d, i) => (d.opens === '' ? [] : [{ weekday: i + 1, opens: d.opens, closes: d.closes }]));
}

function daysOf(hours: readonly WeeklyPeriod[]): SettingsInput['days'] {
  return WEEKDAYS.map(([weekday]) => {
    const period = hours.find((h) => h.weekday === weekday);
    return { opens: period?.opens ?? '', closes: period?.closes ?? '' };
  });
}

/**
 * /dispatch/settings: how requests reach professionals. Admins choose automatic dispatch's mode and
 * the staffed hours (New York time); other staff see them. The database (set_dispatch_mode)
 * refuses anyone but an admin, whatever this page shows.
 */
export function SettingsView({ isAdmin }: { isAdmin: boolean }) {
  const [settings, setSettings] = useState<DispatchModeSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    const result = await fetchDispatchMode();
    if (result.ok) setSettings(result.data);
    setFailed(!result.ok);
  }, []);
  // Kept current like the console's other pages (another admin may change it); the form keeps
  // what is being typed, as it starts again only when the saved settings change.
  usePolling(load, REFRESH_MS.pros);
  return (
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-3xl font-bold text-slate-900">Settings</h1>
      {settings === null ? <p role="status">{failed ? 'Could not load the settings. Reload to try again.' : 'Loading…'}</p> : null}
      {settings ? (
        <Panel title="How requests reach professionals">
          <p className="mb-4 text-slate-800">
            Now: <strong>{DISPATCH_MODE_LABELS[settings.mode]}</strong>
            {settings.mode !== 'off' ? (settings.applies_now ? ' (offering automatically right now)' : ' (staffed right now: dispatchers offer)') : ''}. Automatic offers
            expire after {settings.auto_offer_ttl_minutes} minutes, a dispatcher&apos;s after {settings.offer_ttl_minutes}; after {settings.auto_offer_limit} automatic
            offers without an acceptance, or when nobody qualifies, a request goes to the top of the queue for a person.
          </p>
          {isAdmin ? <SettingsForm key={JSON.stringify(settings)} settings={settings} reload={load} /> : <p className="text-slate-700">Only admins change these settings.</p>}
        </Panel>
      ) : null}
    </div>
  );
}

function SettingsForm({ settings, reload }: { settings: DispatchModeSettings; reload: () => Promise<void> }) {
  const act = useToastAction(reload);
  const form = useSchemaForm<SettingsInput, SettingsOutput>(settingsSchema, { mode: settings.mode, days: daysOf(settings.staffed_hours) });
  const { errors, isSubmitting } = form.formState;
  return (
    <Form form={form} aria-label="Automatic dispatch settings" className="grid gap-5" onValid={(values) => act('Settings Saved', () => saveDispatchMode(values.mode, periodsOf(values.days)))}>
      <ChoiceGroup
        legend="Automatic dispatch"
        type="radio"
        columns={1}
        required
        hint={DISPATCH_MODES.map((m) => `${DISPATCH_MODE_LABELS[m]}: ${MODE_HINTS[m]}`).join(' ')}
        options={DISPATCH_MODES.map((m) => ({ value: m, label: DISPATCH_MODE_LABELS[m] }))}
        error={errors.mode?.message}
        {...form.register('mode')}
      />
      <fieldset className="grid gap-2">
        <legend className="font-medium text-slate-900">Staffed hours (New York time)</legend>
        <p className="text-sm text-slate-700">Leave both times empty for a day nobody staffs the console.</p>
        {WEEKDAYS.map(([weekday, name], i) => (
          <div key={weekday} className="grid grid-cols-[7rem_1fr_1fr] items-start gap-3">
            <span className="pt-3 font-medium text-slate-800">{name}</span>
            <TextField label={`${name} opens`} type="time" error={errors.days?.[i]?.opens?.message} {...form.register(`days.${i}.opens`)} />
            <TextField label={`${name} closes`} type="time" error={errors.days?.[i]?.closes?.message} {...form.register(`days.${i}.closes`)} />
          </div>
        ))}
      </fieldset>
      <StatusButton type="submit" pending={isSubmitting} className="justify-self-start">
        Save settings
      </StatusButton>
    </Form>
  );
}
