import { describe, expect, it } from 'vitest';
import { EMAIL_ADDRESS_CASES, canonicalEmail, canonicalEmailAddress, emailAddressField, emailHref, isEmailAddress } from './email';

describe('e-mail addresses (one plain mailbox, canonical form)', () => {
  it.each(EMAIL_ADDRESS_CASES.refused.map((a) => [JSON.stringify(a), a]))('refuses %s', (_label, address) => {
    expect(canonicalEmailAddress(address)).toBeNull();
    expect(isEmailAddress(address)).toBe(false);
    expect(emailAddressField('bad').safeParse(address).success).toBe(false);
  });

  it.each(EMAIL_ADDRESS_CASES.accepted.map(([typed, canonical]) => [JSON.stringify(typed), typed, canonical]))(
    'accepts %s as its canonical form',
    (_label, typed, canonical) => {
      expect(canonicalEmailAddress(typed)).toBe(canonical);
      expect(canonicalEmail(typed)).toBe(canonical);
      expect(emailAddressField('bad').safeParse(typed).success).toBe(true);
      // The canonical form is a fixed point.
      expect(canonicalEmailAddress(canonical)).toBe(canonical);
    },
  );

  it('the tester’s two addresses are refused', () => {
    expect(isEmailAddress('v1<victim@example.org>')).toBe(false);
    expect(isEmailAddress('victim?bcc=attacker%40x@example.org')).toBe(false);
  });
});

describe('mailto links', () => {
  it('are built from the canonical address, percent-encoded', () => {
    expect(emailHref(' Ana.Rivera+Lead@Example.ORG ')).toBe('mailto:ana.rivera%2Blead@example.org');
    expect(emailHref("o'brien@example.ie")).toBe("mailto:o'brien@example.ie");
    expect(emailHref('a=b/c@example.org')).toBe('mailto:a%3Db%2Fc@example.org');
  });

  it('are not built from what is not one plain address', () => {
    expect(emailHref('victim?bcc=attacker%40x@example.org')).toBeNull();
    expect(emailHref('v1<victim@example.org>')).toBeNull();
    expect(emailHref(null)).toBeNull();
  });
});
