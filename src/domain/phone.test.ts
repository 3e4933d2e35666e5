import { describe, expect, it } from 'vitest';
import { formatUsPhone, usPhoneE164 } from './phone';

describe('US phone numbers', () => {
  it('reads every usual way of typing one number as one E.164 number', () => {
    for (const typed of ['(718) 555-0142', '718-555-0142', '718.555.0142', '+1 718 555 0142', '+17185550142', ' 1 (718) 555 0142 ']) {
      expect(usPhoneE164(typed), typed).toBe('+17185550142');
    }
  });

  it('keeps the fictional 555-01xx numbers valid, and refuses non-US and impossible numbers', () => {
    expect(usPhoneE164('(646) 555-0199')).toBe('+16465550199');
    for (const typed of ['+44 20 7946 0958', '020 7946 0958', '(123) 456-7890', '718-555-01', 'call me', '']) {
      expect(usPhoneE164(typed), typed).toBeNull();
    }
  });

  it('writes a stored number the way the site writes numbers', () => {
    expect(formatUsPhone('+17185550142')).toBe('(718) 555-0142');
  });
});
