/**
 * Money as the payment provider reports it: an amount in the currency's minor units (4900 +
 * "usd") shown as people read it ("$49.00", "¥4,900"). Used by the e-mails (mail/format.ts) and
 * the console's payment history.
 */

/** An amount in minor units as "$49.00"; null if there is no amount or the currency is invalid. */
export function formatAmount(minor: number | null, currency: string | null): string | null {
  if (minor === null || currency === null || !/^[A-Za-z]{3}$/.test(currency)) return null;
  try {
    const formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
    });
    const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
    return formatter.format(minor / 10 ** digits);
  } catch {
    return null;
  }
}
