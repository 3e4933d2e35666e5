import type { ToastInput } from '@/components/toast';
import { FALLBACK_AUTH_MESSAGE } from './api';

export type AuthAction = 'signUp' | 'signIn' | 'signOut';

const TITLES: Record<AuthAction, string> = {
  signUp: 'Sign up Failed',
  signIn: 'Sign in Failed',
  signOut: 'Sign out Failed',
};

/** docs/product-rules.md#messages auth failures: the title of the action, the error's message or 'Something went wrong'. */
export function authFailureToast(action: AuthAction, message: string | undefined): ToastInput {
  return { title: TITLES[action], description: message?.trim() || FALLBACK_AUTH_MESSAGE, variant: 'destructive' };
}
