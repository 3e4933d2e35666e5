import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, PHONE_PATTERN, formatPhone, formatZip } from './format';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['2', '(2'],
    ['212', '(212'],
    ['2125', '(212) 5'],
    ['212555', '(212) 555'],
    ['2125550142', '(212) 555-0142'],
    ['212-555-0142 ext 9', '(212) 555-0142'],
    ['21255501429999', '(212) 555-0142'],
    ['+1 212 555 0142', '(212) 555-0142'],
    ['(212) 555-014', '(212) 555-014'],
  ])('%s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('produces the (###) ###-#### shape once 10 digits are in', () => {
    expect(PHONE_PATTERN.test(formatPhone('7185550100'))).toBe(true);
    expect(PHONE_PATTERN.test(formatPhone('718555010'))).toBe(false);
  });
});

describe('formatZip', () => {
  it.each([
    ['10001', '10001'],
    ['1000a1', '10001'],
    ['100011', '10001'],
    [' 11 201', '11201'],
    ['abc', ''],
  ])('%s → %s', (input, expected) => {
    expect(formatZip(input)).toBe(expected);
  });
});

describe('EMAIL_PATTERN', () => {
  it.each(['a@b.co', 'first.last+tag@example.nyc'])('accepts %s', (e) => expect(EMAIL_PATTERN.test(e)).toBe(true));
  it.each(['a@b', 'a b@c.com', '@c.com', 'a@.c', 'plain'])('refuses %s', (e) => expect(EMAIL_PATTERN.test(e)).toBe(false));
});
