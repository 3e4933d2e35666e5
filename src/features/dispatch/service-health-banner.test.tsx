import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceHealthBanner } from './service-health-banner';
import type { ServiceHealth } from './types';

const outbox = { pending: 4, waiting_over_5_minutes: 3, oldest_pending_seconds: 900, failed_last_day: 0 };

describe('the console banner of the service health', () => {
  it('says nothing while the service runs as it should, or before the first answer', () => {
    const { container, rerender } = render(<ServiceHealthBanner health={{ ok: true, problems: [], outbox }} />);
    expect(container.innerHTML).toBe('');
    rerender(<ServiceHealthBanner health={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('says e-mail is not being delivered, with how many wait and each problem, when delivery stalls', () => {
    const health: ServiceHealth = {
      ok: false,
      problems: ['Vault secret(s) missing: project_url. Scheduled calls cannot start; see README "Scheduled jobs".', 'Job deliver-notifications has not succeeded since it was installed.'],
      outbox,
    };
    render(<ServiceHealthBanner health={health} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading').textContent).toBe('E-mail is not being delivered');
    expect(alert.textContent).toContain('(4 waiting)');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(health.problems);
  });

  it('names another late job without claiming e-mail stopped', () => {
    render(<ServiceHealthBanner health={{ ok: false, problems: ['Job cleanup-uploads has not succeeded for more than 00:40:00.'], outbox }} />);
    expect(screen.getByRole('heading').textContent).toBe('A scheduled job is not running');
    expect(screen.getByRole('alert').textContent).not.toContain('e-mails');
  });
});
