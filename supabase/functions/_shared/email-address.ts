/**
 * E-mail addresses people type (docs/dispatch-api.md "E-mail addresses"): one plain mailbox,
 * `local@domain`, and nothing a mail program could read as more — no display name
 * (`v1<victim@example.org>`), no quoted local part, no `?` `&` `%` `!` (URL query, percent and
 * bang routing: `victim?bcc=attacker%40x@example.org`), no `,` `;` `<` `>` (lists, angle
 * addresses), no IP literal, no spaces or control characters.
 *
 * Canonical form: trimmed and lower-cased (as Supabase Auth stores addresses), the domain in
 * ASCII (an internationalised domain such as `bücher.de` becomes its IDNA form
 * `xn--bcher-kva.de`, the form mail servers resolve). Every form stores the canonical form, and
 * the database refuses anything else: the domain public.email_address (migration
 * *_email_addresses.sql) holds the same pattern, EMAIL_ADDRESS_PATTERN_SOURCE below.
 *
 * Plain TypeScript without imports: the browser (src/domain/email.ts), the local stack (Node) and
 * the Edge Functions (Deno) share it.
 */

/** Longest address (RFC 5321 path limit less the angle brackets), and longest local part. */
export const EMAIL_ADDRESS_MAX = 254;
export const EMAIL_LOCAL_PART_MAX = 64;

/**
 * A canonical address, as a POSIX/JavaScript regular expression (the database's domain holds
 * this exact text). Local part: dot-separated runs of letters, digits and # $ ' * + / = ^ _ { | }
 * ~ - (RFC 5322 atext less ! % & ? and `). Domain: two or more DNS labels (letters, digits,
 * inner hyphens, at most 63 characters each); the last is alphabetic or an IDNA `xn--` label.
 */
export const EMAIL_ADDRESS_PATTERN_SOURCE =
  "^[a-z0-9#$'*+/=^_{|}~-]+(\\.[a-z0-9#$'*+/=^_{|}~-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$";

const CANONICAL = new RegExp(EMAIL_ADDRESS_PATTERN_SOURCE);

/** Whether a value is already a canonical address (what the database accepts). */
export function isCanonicalEmailAddress(value: string): boolean {
  if (value.length > EMAIL_ADDRESS_MAX || !CANONICAL.test(value)) return false;
  return value.indexOf('@') <= EMAIL_LOCAL_PART_MAX;
}

/** An internationalised domain in ASCII (IDNA, as the URL standard maps host names), or null. */
function asciiDomain(domain: string): string | null {
  if (!/[^\x20-\x7e]/.test(domain)) return domain;
  // Only letters, marks, digits, dots and hyphens may be mapped; anything else is refused
  // before the URL parser could reinterpret it.
  if (!/^[\p{L}\p{M}\p{N}.\-\u3002\uff0e\uff61]+$/u.test(domain)) return null;
  try {
    const host = new URL(`http://${domain}/`).hostname;
    return /^[a-z0-9.-]+$/.test(host) ? host : null;
  } catch {
    return null;
  }
}

/**
 * The canonical form of a typed address, or null when it is not one plain mailbox. Surrounding
 * white space is ignored; anything else that is not part of `local@domain` refuses the address.
 */
export function canonicalEmailAddress(input: string): string | null {
  const value = input.trim();
  if (value.length === 0 || value.length > 4 * EMAIL_ADDRESS_MAX) return null;
  const at = value.lastIndexOf('@');
  if (at <= 0 || value.indexOf('@') !== at) return null;
  const local = value.slice(0, at);
  if (/[^\x21-\x7e]/.test(local)) return null;
  const domain = asciiDomain(value.slice(at + 1));
  if (domain === null) return null;
  const address = `${local}@${domain}`.toLowerCase();
  return isCanonicalEmailAddress(address) ? address : null;
}

/** The destination domain of a canonical address. */
export function emailDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1);
}

/**
 * A mailto: URL for an address, built from its canonical form only and percent-encoded, or
 * null when the value is not an address (then show it as text, never as a link).
 */
export function mailtoHref(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const address = canonicalEmailAddress(value);
  if (address === null) return null;
  const at = address.lastIndexOf('@');
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${address.slice(at + 1)}`;
}

/**
 * Addresses the forms and the database must both refuse, and typed addresses with the canonical
 * form both store (tests on each side use this one list).
 */
export const EMAIL_ADDRESS_CASES: {
  refused: readonly string[];
  accepted: readonly (readonly [typed: string, canonical: string])[];
} = {
  refused: [
    'v1<victim@example.org>',
    '<victim@example.org>',
    'Victim <victim@example.org>',
    'victim?bcc=attacker%40x@example.org',
    'victim%attacker@example.org',
    'victim&x@example.org',
    'a,b@example.org',
    'a;b@example.org',
    'a@example.org,b@example.org',
    'a@example.org;b@example.org',
    '"victim"@example.org',
    '"a b"@example.org',
    'a b@example.org',
    'a@b@example.org',
    'user!host@example.org',
    'a`b@example.org',
    '.victim@example.org',
    'victim.@example.org',
    'vic..tim@example.org',
    'victim@example',
    'victim@.example.org',
    'victim@example..org',
    'victim@example.org.',
    'victim@-example.org',
    'victim@example-.org',
    'victim@[127.0.0.1]',
    'victim@127.0.0.1',
    'victim@example.o',
    'victim@example.123',
    'victim@exa_mple.org',
    'victim@example.org\nbcc: x@example.org',
    'victim\r@example.org',
    'victim@example.org>',
    '@example.org',
    'victim@',
    'victim',
    '',
    `${'a'.repeat(65)}@example.org`,
    `a@${'b'.repeat(64)}.org`,
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.org`,
    'jöhn@example.org',
  ],
  accepted: [
    ['victim@example.org', 'victim@example.org'],
    ['  Victim@Example.ORG ', 'victim@example.org'],
    ['ana.rivera+lead@mail.example.com', 'ana.rivera+lead@mail.example.com'],
    ["o'brien@example.ie", "o'brien@example.ie"],
    ['first_last-1@sub-domain.example.co.uk', 'first_last-1@sub-domain.example.co.uk'],
    ['x@xn--bcher-kva.de', 'x@xn--bcher-kva.de'],
    ['x@bücher.de', 'x@xn--bcher-kva.de'],
    ['a=b/c@example.org', 'a=b/c@example.org'],
    [`${'a'.repeat(64)}@example.org`, `${'a'.repeat(64)}@example.org`],
  ],
};
