import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { libraryUsPhoneE164 } from '../../tests/phone-library.ts';
import { displayPhone } from './phone-format';
import { US_NATIONAL_PATTERNS, usPhoneE164 } from './us-phone-plan';

interface MinMetadata {
  countries: Record<string, unknown[]>;
}

/** The US type patterns of the installed library's metadata, in its order (the empty "same as fixed line" left out). */
function installedUsPatterns(): string[] {
  const metadata = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json') as MinMetadata;
  const types = metadata.countries.US?.[11];
  if (!Array.isArray(types)) throw new Error('libphonenumber-js metadata: no US types');
  return types.map((type: unknown) => (Array.isArray(type) && typeof type[0] === 'string' ? type[0] : '')).filter((p) => p !== '');
}

/** Numbers across the whole plan: every area code 200-999, exchanges spread over 000-999, two line numbers. */
function sampleNumbers(): string[] {
  const numbers: string[] = [];
  for (let area = 200; area <= 999; area += 1) {
    for (let exchange = 0; exchange <= 999; exchange += 37) {
      for (const line of ['0142', '9371']) numbers.push(`${area}${String(exchange).padStart(3, '0')}${line}`);
    }
  }
  // The personal-number (5XX) patterns turn on the seventh digit too.
  for (let prefix = 5230000; prefix <= 5249999; prefix += 113) numbers.push(`${prefix}042`);
  return numbers;
}

describe('the US numbering plan the forms and the database check', () => {
  it('is the installed libphonenumber-js plan, pattern for pattern', () => {
    expect(US_NATIONAL_PATTERNS).toEqual(installedUsPatterns());
  });

  it('agrees with the library on numbers across every area code', () => {
    const disagreements: string[] = [];
    let valid = 0;
    for (const digits of sampleNumbers()) {
      const library = libraryUsPhoneE164(digits);
      if (library !== null) valid += 1;
      if (usPhoneE164(digits) !== library) disagreements.push(digits);
    }
    expect(disagreements).toEqual([]);
    // Both answers occur: the sample reaches valid and refused numbers alike.
    expect(valid).toBeGreaterThan(10_000);
    expect(valid).toBeLessThan(sampleNumbers().length);
    // A sweep of 45,000 numbers through both, bound by the CPU: about 3 s alone here, past the
    // default 5 s on a busy machine (ci54).
  }, 30_000);

  it('reads punctuation and a leading 1, and refuses non-US and short numbers', () => {
    for (const typed of ['(718) 555-0142', '718-555-0142', '718.555.0142', '+1 718 555 0142', '+17185550142', ' 1 (718) 555 0142 ']) {
      expect(usPhoneE164(typed), typed).toBe('+17185550142');
      expect(libraryUsPhoneE164(typed), typed).toBe('+17185550142');
    }
    // The fictional 555-01xx numbers are valid.
    expect(usPhoneE164('(646) 555-0199')).toBe('+16465550199');
    for (const typed of ['(416) 555-0142', '(787) 234-5678', '(555) 234-5678', '(212) 123-4567', '(718) 555-014', '', '+44 20 7946 0958', '020 7946 0958', 'call me', '212-555-0142 ext 5']) {
      expect(usPhoneE164(typed), typed).toBeNull();
      expect(libraryUsPhoneE164(typed), typed).toBeNull();
    }
  });

  it('writes a stored number the way the site writes numbers', () => {
    expect(displayPhone('+17185550142')).toBe('(718) 555-0142');
  });
});
