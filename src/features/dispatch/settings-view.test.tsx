import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { periodsOf } from '@/domain/weekly-hours';
import { SettingsView, settingsSchema } from './settings-view';
import type { DispatchModeSettings } from './types';

const api = vi.hoisted(() => ({ fetchDispatchMode: vi.fn(), saveDispatchMode: vi.fn(), saveOnCallPhone: vi.fn() }));
vi.mock('./api', () => api);

const SETTINGS: DispatchModeSettings = {
  mode: 'off',
  auto_offer_ttl_minutes: 20,
  auto_offer_limit: 3,
  offer_ttl_minutes: 60,
  applies_now: false,
  staffed_hours: [{ weekday: 1, opens: '09:00', closes: '17:00' }],
  on_call_phone: null,
};

beforeEach(() => {
  api.fetchDispatchMode.mockReset().mockResolvedValue({ ok: true, data: SETTINGS });
  api.saveDispatchMode.mockReset().mockResolvedValue({ ok: true, data: null });
  api.saveOnCallPhone.mockReset().mockResolvedValue({ ok: true, data: '+17185550150' });
});

describe('/dispatch/settings', () => {
  it('an admin chooses the mode in the "Automatic dispatch" radio group and sets staffed hours per weekday', async () => {
    const user = userEvent.setup();
    render(<SettingsView isAdmin />);
    const group = await screen.findByRole('group', { name: 'Automatic dispatch' });
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['off', 'outside_staffed_hours', 'always']);
    expect(screen.getByRole('radio', { name: 'Outside staffed hours' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Off' }) as HTMLInputElement).checked).toBe(true);
    expect(group.textContent).toContain('Outside staffed hours');
    expect((screen.getByLabelText('Monday opens') as HTMLInputElement).value).toBe('09:00');
    await user.click(screen.getByRole('radio', { name: 'Always' }));
    await user.type(screen.getByLabelText('Tuesday opens'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByText('Give both times, or neither for a day off.')).textContent).toBe('Give both times, or neither for a day off.');
    expect(api.saveDispatchMode).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Tuesday closes'), '18:30');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(api.saveDispatchMode).toHaveBeenCalledWith('always', [
        { weekday: 1, opens: '09:00', closes: '17:00' },
        { weekday: 2, opens: '10:00', closes: '18:30' },
      ]),
    );
  });

  it('an admin sets the on-call number for escalation texts: any US way of writing it, stored in E.164; a foreign number is refused', async () => {
    const user = userEvent.setup();
    render(<SettingsView isAdmin />);
    const field = await screen.findByLabelText('On-call mobile number');
    await user.type(field, '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Save on-call number' }));
    expect((await screen.findByText('Enter a US mobile number: 10 digits, area code first.')).textContent).toBe('Enter a US mobile number: 10 digits, area code first.');
    expect(api.saveOnCallPhone).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '718.555.0150');
    await user.click(screen.getByRole('button', { name: 'Save on-call number' }));
    await waitFor(() => expect(api.saveOnCallPhone).toHaveBeenCalledWith('+17185550150'));
  });

  it('other staff see the settings, not the form', async () => {
    render(<SettingsView isAdmin={false} />);
    expect((await screen.findByText('Only admins change these settings.')).tagName).toBe('P');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('Off').tagName).toBe('STRONG');
    expect(screen.getByText('nobody (no number set)').tagName).toBe('STRONG');
    expect(screen.queryByLabelText('On-call mobile number')).toBeNull();
  });

  it('the schema: a day has both times or neither, opening first', () => {
    const days = Array.from({ length: 7 }, () => ({ opens: '', closes: '' }));
    expect(settingsSchema.safeParse({ mode: 'always', days }).success).toBe(true);
    expect(settingsSchema.safeParse({ mode: 'sometimes', days }).success).toBe(false);
    expect(settingsSchema.safeParse({ mode: 'always', days: days.map((d, i) => (i === 0 ? { opens: '17:00', closes: '09:00' } : d)) }).success).toBe(false);
    expect(settingsSchema.safeParse({ mode: 'always', days: days.slice(1) }).success).toBe(false);
    expect(periodsOf(days.map((d, i) => (i === 6 ? { opens: '08:00', closes: '12:00' } : d)))).toEqual([{ weekday: 7, opens: '08:00', closes: '12:00' }]);
  });
});
