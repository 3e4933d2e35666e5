import { describe, expect, it } from 'vitest';
import { authFailureToast } from './messages';

describe('auth failure toasts (docs/product-rules.md#messages)', () => {
  it('names the action and shows the error message', () => {
    expect(authFailureToast('signIn', 'Invalid login credentials')).toEqual({
      title: 'Sign in Failed',
      description: 'Invalid login credentials',
      variant: 'destructive',
    });
    expect(authFailureToast('signUp', 'User already registered').title).toBe('Sign up Failed');
  });

  it("falls back to 'Something went wrong' without a message", () => {
    expect(authFailureToast('signOut', undefined)).toEqual({ title: 'Sign out Failed', description: 'Something went wrong', variant: 'destructive' });
    expect(authFailureToast('signIn', '  ').description).toBe('Something went wrong');
  });
});
