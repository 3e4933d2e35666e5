import { describe, expect, it } from 'vitest';
import { applicationFeeFrom } from './fee';

describe('the application fee', () => {
  it('defaults to 0.00 USD with the local test checkout, which charges nothing', () => {
    expect(applicationFeeFrom({})).toEqual({ amount: '0.00', currency: 'USD', isTest: true });
  });

  it('takes the configured amount and currency', () => {
    expect(applicationFeeFrom({ amount: '150', currency: 'USD', paymentUrl: 'https://pay.example.org/x' })).toEqual({ amount: '150.00', currency: 'USD', isTest: false });
    expect(applicationFeeFrom({ amount: '99.50', currency: 'EUR' })).toEqual({ amount: '99.50', currency: 'EUR', isTest: true });
  });

  it('is required with a hosted payment page, and must be well formed', () => {
    expect(() => applicationFeeFrom({ paymentUrl: 'https://pay.example.org/x' })).toThrow(/VITE_APPLICATION_FEE_AMOUNT is required when VITE_PAYMENT_URL is set/);
    expect(() => applicationFeeFrom({ amount: '150.5' })).toThrow(/VITE_APPLICATION_FEE_AMOUNT is not valid/);
    expect(() => applicationFeeFrom({ amount: '-1' })).toThrow(/VITE_APPLICATION_FEE_AMOUNT is not valid/);
    expect(() => applicationFeeFrom({ amount: '10', currency: 'usd' })).toThrow(/VITE_APPLICATION_FEE_CURRENCY is not valid/);
  });
});
