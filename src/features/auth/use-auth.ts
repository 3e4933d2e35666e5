import { createContext, useContext } from 'react';
import type { Session, User } from '@supabase/supabase-js';

export type AuthState = {
  user: User | null;
  session: Session | null;
  /** True until the first session (or its absence) is known. */
  loading: boolean;
};

export const AuthContext = createContext<AuthState | null>(null);

/** The current user and session; must be used inside <AuthProvider>. */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (state === null) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
