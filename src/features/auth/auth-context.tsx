import { useEffect, useState, type ReactNode } from 'react';
import { getSupabase, type ClientScope } from '@/lib/supabase';
import { AuthContext, type AuthState } from './use-auth';

/**
 * Holds the Supabase session (docs/product-rules.md#data "Auth session"; #states: loaded at start, follows sign-in and
 * sign-out, loading ends once the first session is known). supabase-js is loaded lazily in
 * an effect, so prerendering and the first paint never wait for it.
 */
export function AuthProvider({ children, scope = 'public' }: { children: ReactNode; scope?: ClientScope }) {
  const [state, setState] = useState<AuthState>({ user: null, session: null, loading: true });

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;

    getSupabase(scope)
      .then((supabase) => {
        if (cancelled) return;
        // INITIAL_SESSION arrives first (with the stored session or null), then SIGNED_IN,
        // TOKEN_REFRESHED, SIGNED_OUT… Only React state is set here: calling supabase from
        // inside this callback can deadlock auth-js.
        const { data } = supabase.auth.onAuthStateChange((_event, session) => {
          if (cancelled) return;
          setState({ user: session?.user ?? null, session, loading: false });
        });
        unsubscribe = () => data.subscription.unsubscribe();
      })
      .catch((error: unknown) => {
        console.error('[auth] could not load the session', error);
        if (!cancelled) setState({ user: null, session: null, loading: false });
      });

    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [scope]);

  return <AuthContext value={state}>{children}</AuthContext>;
}
