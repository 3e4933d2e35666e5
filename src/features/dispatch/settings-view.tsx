import { useCallback, useState } from 'react';
import { REFRESH_MS } from '@/config/refresh';
import { ChoiceGroup, StatusButton, TextField } from '@/components/form';
import { WeeklyHoursFieldset } from '@/components/form/weekly-hours-fieldset';
import { Form, useSchemaForm } from '@/components/form/schema-form';
import { useToastAction } from '@/components/toast/use-toast-action';
import { DISPATCH_MODES, DISPATCH_MODE_LABELS, type DispatchMode } from '@/domain/dispatch';
import { displayPhone } from '@/domain/phone-format';
import { usPhoneE164 } from '@/domain/us-phone-plan';
import { daysOf, periodsOf, weekHoursSchema, type WeekHoursInput } from '@/domain/weekly-hours';
import { z } from '@/domain/zod';
import { usePolling } from '@/lib/use-now';
import { fetchDispatchMode, saveDispatchMode, saveOnCallPhone } from './api';
import { Panel } from './panel';
import type { DispatchModeSettings } from './types';

/** The settings form: the mode, and one staffed period per weekday (both times empty: not staffed). */
export const settingsSchema = z.object({
  mode: z.enum(DISPATCH_MODES, 'Choose how requests are offered.'),
  days: weekHoursSchema,
});
type SettingsInput = { mode: string; days: WeekHoursInput };
type SettingsOutput = z.output<typeof settingsSchema>;

const MODE_HINTS: Record<DispatchMode, string> = {
  off: 'A dispatcher offers every request, as on a staffed day.',
  outside_staffed_hours: 'Requests are offered automatically when nobody is staffed (the hours below).',
  always: 'Every request is offered automatically; a dispatcher can still step in.',
};

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
      {settings ? (
        <Panel title="Texts to the on-call dispatcher">
          <p className="mb-4 text-slate-800">
            When a request needs a person (escalated by automatic dispatch), it is texted to{' '}
            <strong className="whitespace-nowrap">{settings.on_call_phone ? displayPhone(settings.on_call_phone) : 'nobody (no number set)'}</strong> as well as e-mailed to the dispatch inbox.
          </p>
          {isAdmin ? <OnCallForm key={settings.on_call_phone ?? ''} phone={settings.on_call_phone} reload={load} /> : null}
        </Panel>
      ) : null}
    </div>
  );
}

const onCallSchema = z.object({ phone: z.string() }).check(
  z.refine((v) => v.phone.trim() === '' || usPhoneE164(v.phone) !== null, { message: 'Enter a US mobile number: 10 digits, area code first.', path: ['phone'] }),
);

/** The on-call number (set_on_call_phone, admins only); empty: escalations are e-mailed only. */
function OnCallForm({ phone, reload }: { phone: string | null; reload: () => Promise<void> }) {
  const act = useToastAction(reload);
  const form = useSchemaForm<{ phone: string }, z.output<typeof onCallSchema>>(onCallSchema, { phone: phone ? displayPhone(phone) : '' });
  const { errors, isSubmitting } = form.formState;
  return (
    <Form form={form} aria-label="On-call number" className="grid gap-4" onValid={(values) => act('On-Call Number Saved', () => saveOnCallPhone(values.phone.trim() === '' ? null : usPhoneE164(values.phone)))}>
      <TextField label="On-call mobile number" type="tel" autoComplete="off" inputMode="tel" hint="Leave empty to e-mail escalations only." error={errors.phone?.message} {...form.register('phone')} />
      <StatusButton type="submit" pending={isSubmitting} className="justify-self-start">
        Save on-call number
      </StatusButton>
    </Form>
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
      <WeeklyHoursFieldset form={form} name="days" legend="Staffed hours (New York time)" hint="Leave both times empty for a day nobody staffs the console." startLabel="opens" endLabel="closes" />
      <StatusButton type="submit" pending={isSubmitting} className="justify-self-start">
        Save settings
      </StatusButton>
    </Form>
  );
}
