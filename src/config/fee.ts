/**
 * The Dispatch Application Processing Fee shown on step 4 of the application before anyone
 * pays (README "Configuration"). No amount is fixed in the code, so it is configuration:
 * VITE_APPLICATION_FEE_AMOUNT (e.g. 150 or 150.00) and VITE_APPLICATION_FEE_CURRENCY (ISO 4217,
 * default USD). With a hosted payment page (VITE_PAYMENT_URL) the amount is required, and the
 * build stops without it; the local test checkout charges nothing, so there it defaults to
 * 0.00. Its own module, so only the application wizard loads it.
 */
import { read, readOptional } from './site';

export type ApplicationFee = { amount: string; currency: string; isTest: boolean };

/** The fee from a set of VITE_ values (the build's, or a test's). */
export function applicationFeeFrom(env: { amount?: string | undefined; currency?: string | undefined; paymentUrl?: string | undefined }): ApplicationFee {
  const amount = readOptional('VITE_APPLICATION_FEE_AMOUNT', env.amount, (v) => /^\d{1,6}(\.\d{2})?$/.test(v), 'an amount like 150 or 150.00');
  const currency = read('VITE_APPLICATION_FEE_CURRENCY', env.currency, 'USD', (v) => /^[A-Z]{3}$/.test(v), 'a three-letter ISO 4217 code like USD');
  const isTest = !env.paymentUrl?.trim();
  if (amount !== undefined) return { amount: Number(amount).toFixed(2), currency, isTest };
  if (!isTest) {
    throw new Error('VITE_APPLICATION_FEE_AMOUNT is required when VITE_PAYMENT_URL is set: applicants must see the fee before they pay.');
  }
  return { amount: '0.00', currency, isTest };
}

export const applicationFee: ApplicationFee = applicationFeeFrom({
  amount: import.meta.env.VITE_APPLICATION_FEE_AMOUNT,
  currency: import.meta.env.VITE_APPLICATION_FEE_CURRENCY,
  paymentUrl: import.meta.env.VITE_PAYMENT_URL,
});
