import { describe, expect, it } from 'vitest';
import { isFictionalPhone, isPlaceholderEmail, isRealOriginBuild, placeholderBuildError, placeholderProblems } from './placeholders';

const REAL = { VITE_SITE_URL: 'https://www.nycwildlifedispatch.com' };
const REAL_CONTACTS = {
  VITE_DISPATCH_PHONE: '(212) 639-9675',
  VITE_DISPATCH_EMAIL: 'dispatch@nycwildlifedispatch.com',
  VITE_PARTNERS_EMAIL: 'partners@nycwildlifedispatch.com',
};

describe('a build for a real origin', () => {
  it('is one whose VITE_SITE_URL is set explicitly to a non-local origin', () => {
    expect(isRealOriginBuild({})).toBe(false);
    expect(isRealOriginBuild({ VITE_SITE_URL: '  ' })).toBe(false);
    expect(isRealOriginBuild({ VITE_SITE_URL: 'http://localhost:4173' })).toBe(false);
    expect(isRealOriginBuild({ VITE_SITE_URL: 'http://127.0.0.1:4173' })).toBe(false);
    expect(isRealOriginBuild({ VITE_SITE_URL: 'http://[::1]:4173' })).toBe(false);
    expect(isRealOriginBuild({ VITE_SITE_URL: 'http://site.localhost' })).toBe(false);
    expect(isRealOriginBuild({ VITE_SITE_URL: 'https://preview.nycwd.test' })).toBe(false);
    expect(isRealOriginBuild({ VITE_SITE_URL: 'https://example.org' })).toBe(true);
    expect(isRealOriginBuild({ VITE_SITE_URL: 'http://staging.example.com' })).toBe(true);
    expect(isRealOriginBuild(REAL)).toBe(true);
  });
});

describe('placeholder contact values', () => {
  it('555-0100 to 555-0199 are fictional, other 555 numbers are not', () => {
    expect(isFictionalPhone('(212) 555-0142')).toBe(true);
    expect(isFictionalPhone('(718) 555-0100')).toBe(true);
    expect(isFictionalPhone('+1 212 555 0199')).toBe(true);
    expect(isFictionalPhone('(212) 555-0200')).toBe(false);
    expect(isFictionalPhone('(212) 555-1212')).toBe(false);
    expect(isFictionalPhone('(212) 639-9675')).toBe(false);
  });

  it('addresses at reserved domains receive no mail', () => {
    expect(isPlaceholderEmail('dispatch@example.com')).toBe(true);
    expect(isPlaceholderEmail('a@mail.example.org')).toBe(true);
    expect(isPlaceholderEmail('dispatch-inbox@demo.test')).toBe(true);
    expect(isPlaceholderEmail('x@site.invalid')).toBe(true);
    expect(isPlaceholderEmail('dispatch@nycwildlifedispatch.com')).toBe(false);
    expect(isPlaceholderEmail('someone@examples.com')).toBe(false);
  });

  it('the default phone counts when the variable is unset', () => {
    expect(placeholderProblems({})).toEqual([
      'VITE_DISPATCH_PHONE is unset, so the default (212) 555-0142, a 555-01xx number reserved for fiction',
    ]);
    expect(placeholderProblems(REAL_CONTACTS)).toEqual([]);
  });
});

describe('placeholderBuildError', () => {
  it('lets local and test builds (no VITE_SITE_URL, or a local one) through with the defaults', () => {
    expect(placeholderBuildError({})).toBeNull();
    expect(placeholderBuildError({ VITE_SITE_URL: 'http://localhost:4173' })).toBeNull();
  });

  it('refuses a real-origin build with the default phone, naming the variable and the way out', () => {
    const error = placeholderBuildError({ VITE_SITE_URL: 'https://example.org' });
    expect(error).toContain('Refusing to build for https://example.org with placeholder contact values:');
    expect(error).toContain('VITE_DISPATCH_PHONE is unset, so the default (212) 555-0142');
    expect(error).toContain('Set the real values in .env (see .env.example)');
  });

  it('refuses a placeholder e-mail too, and accepts real values', () => {
    const error = placeholderBuildError({ ...REAL, ...REAL_CONTACTS, VITE_PARTNERS_EMAIL: 'partners@example.com' });
    expect(error).toContain('VITE_PARTNERS_EMAIL is partners@example.com');
    expect(error).not.toContain('VITE_DISPATCH_PHONE');
    expect(placeholderBuildError({ ...REAL, ...REAL_CONTACTS })).toBeNull();
  });
});
