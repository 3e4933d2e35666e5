/**
 * Phone numbers in e-mails and texts. The database stores US numbers in E.164 ('+17185550142',
 * migration 20261127230000_us_phone_numbers); people read them as '(718) 555-0142'.
 */

/** A stored US number as people write it; anything else (the dispatch line as configured) as it is. */
export function displayPhone(stored: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(stored.trim());
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : stored;
}

/** A tel: link that dials the number: E.164 keeps its +, other forms keep their digits. */
export function phoneLink(stored: string): string {
  const digits = stored.replace(/\D/g, '');
  return stored.trim().startsWith('+') ? `tel:+${digits}` : `tel:${digits}`;
}
