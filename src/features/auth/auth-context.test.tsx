import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@supabase/supabase-js';

type Listener = (event: string, session: Session | null) => void;
const listeners: Listener[] = [];
const unsubscribe = vi.fn();

vi.mock('@/lib/supabase', () => ({
  getSupabase: () =>
    Promise.resolve({
      auth: {
        onAuthStateChange: (listener: Listener) => {
          listeners.push(listener);
          return { data: { subscription: { unsubscribe } } };
        },
      },
    }),
}));

const { AuthProvider } = await import('./auth-context');
const { useAuth } = await import('./use-auth');

function Probe() {
  const { user, session, loading } = useAuth();
  return (
    <p>
      {loading ? 'loading' : 'ready'} / {user?.email ?? 'nobody'} / {session ? 'session' : 'no session'}
    </p>
  );
}

const session = { access_token: 't', user: { id: 'u1', email: 'pat@example.com' } } as unknown as Session;

describe('AuthProvider', () => {
  beforeEach(() => {
    listeners.length = 0;
    unsubscribe.mockClear();
  });

  it('is loading until the first session is known, then follows sign-in and sign-out', async () => {
    const { unmount } = render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.queryByText('loading / nobody / no session')).not.toBeNull();
    await act(async () => {
      await Promise.resolve();
    });
    expect(listeners).toHaveLength(1);

    act(() => listeners[0]?.('INITIAL_SESSION', null));
    expect(screen.queryByText('ready / nobody / no session')).not.toBeNull();

    act(() => listeners[0]?.('SIGNED_IN', session));
    expect(screen.queryByText('ready / pat@example.com / session')).not.toBeNull();

    act(() => listeners[0]?.('SIGNED_OUT', null));
    expect(screen.queryByText('ready / nobody / no session')).not.toBeNull();

    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('useAuth outside the provider throws a clear error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth must be used inside <AuthProvider>');
    spy.mockRestore();
  });
});
