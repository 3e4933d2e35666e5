import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField } from './choice-fields';

function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby');
  return ids ? ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '';
}

describe('a field error slot', () => {
  it('keeps its place, invisible and unannounced, after the message is answered', () => {
    const { rerender, container } = render(<CheckboxField label="I agree" />);
    // No message yet: no slot (a plain checkbox takes no extra room).
    expect(container.querySelector('p')).toBeNull();

    rerender(<CheckboxField label="I agree" error="You must agree." />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(description(box)).toBe('You must agree.');

    rerender(<CheckboxField label="I agree" />);
    const slot = container.querySelector('p');
    // Same text, same height: nothing below it moves under a pointer on its way to a button.
    expect(slot?.textContent).toBe('You must agree.');
    expect(slot?.classList.contains('invisible')).toBe(true);
    expect(slot?.getAttribute('aria-hidden')).toBe('true');
    expect(box.getAttribute('aria-invalid')).toBe('false');
    expect(description(box)).toBe('');
  });
});
