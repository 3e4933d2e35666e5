import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adviceFor } from '@/content/right-help';
import { SITUATIONS } from '@/domain/options';
import { EmergencyNumbers } from './emergency-numbers';

describe('EmergencyNumbers', () => {
  it('makes 911 and 311 tap-to-call links and leaves the rest as text', () => {
    const { container } = render(<p><EmergencyNumbers text="Call 911 if someone is hurt, otherwise 311; not 9110 or 3115." /></p>);
    expect(screen.getByRole('link', { name: '911' }).getAttribute('href')).toBe('tel:911');
    expect(screen.getByRole('link', { name: '311' }).getAttribute('href')).toBe('tel:311');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(container.textContent).toBe('Call 911 if someone is hurt, otherwise 311; not 9110 or 3115.');
  });

  it('finds the numbers in Chinese text too', () => {
    render(<p><EmergencyNumbers text="如果有动物正在攻击，请拨打911。" /></p>);
    expect(screen.getByRole('link', { name: '911' }).getAttribute('href')).toBe('tel:911');
  });

  it('every 911 and 311 of the report flow\'s advice becomes a link', () => {
    const lines = adviceFor({ animalType: 'Domestic cat or dog', situations: [...SITUATIONS] }).flatMap((a) => a.steps);
    const numbers = lines.join(' ').match(/\b(911|311)\b/g) ?? [];
    expect(numbers.length).toBeGreaterThan(3);
    render(<div>{lines.map((l) => <p key={l}><EmergencyNumbers text={l} /></p>)}</div>);
    expect(screen.getAllByRole('link')).toHaveLength(numbers.length);
  });
});
