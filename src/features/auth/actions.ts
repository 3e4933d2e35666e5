import { toast } from '@/components/toast';
import { signIn, signOut, signUp, type AuthResult } from './api';
import { authFailureToast, type AuthAction } from './messages';

function notify<T>(action: AuthAction, result: AuthResult<T>): AuthResult<T> {
  if (!result.ok) toast(authFailureToast(action, result.message));
  return result;
}

/** The auth calls as the UI uses them: a failure shows its SPEC §8 toast. */
export const authActions = {
  signUp: async (email: string, password: string) => notify('signUp', await signUp(email, password)),
  signIn: async (email: string, password: string) => notify('signIn', await signIn(email, password)),
  signOut: async () => notify('signOut', await signOut()),
};
