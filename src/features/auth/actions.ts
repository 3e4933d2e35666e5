import { dismissErrorToasts, toast } from '@/components/toast';
import type { Outcome } from '@/lib/result';
import type { ClientScope } from '@/lib/supabase';
import { signIn, signOut, signUp } from './api';
import { authFailureToast, type AuthAction } from './messages';

function notify<T>(action: AuthAction, result: Outcome<T>): Outcome<T> {
  if (!result.ok) toast(authFailureToast(action, result.message));
  // A success puts right what a failure toast said ('Sign in Failed' after a mistyped password).
  else dismissErrorToasts();
  return result;
}

/** The auth calls as the UI uses them: a failure shows its docs/product-rules.md#messages toast. */
export const authActions = {
  signUp: async (email: string, password: string, scope?: ClientScope) => notify('signUp', await signUp(email, password, scope)),
  signIn: async (email: string, password: string, scope?: ClientScope) => notify('signIn', await signIn(email, password, scope)),
  signOut: async (scope?: ClientScope) => notify('signOut', await signOut(scope)),
};
