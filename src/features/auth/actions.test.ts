import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '@/components/toast/toast-store';
import { authActions } from './actions';
import type * as Api from './api';
import { signIn } from './api';

vi.mock('./api', async (original) => ({ ...(await original<typeof Api>()), signIn: vi.fn() }));

afterEach(() => dismissToast());

const openTitles = () => getToasts().filter((t) => t.open).map((t) => t.title);

describe('authActions.signIn', () => {
  it("shows 'Sign in Failed' for a refused sign-in and closes it once a sign-in succeeds", async () => {
    vi.mocked(signIn).mockResolvedValueOnce({ ok: false, error: { kind: 'unauthorized', status: 400 }, message: 'Invalid login credentials' });
    await authActions.signIn('dispatcher@demo.test', 'wrong', 'staff');
    expect(openTitles()).toEqual(['Sign in Failed']);

    vi.mocked(signIn).mockResolvedValueOnce({ ok: true, data: { user: null, session: null } });
    await authActions.signIn('dispatcher@demo.test', 'dispatch-demo', 'staff');
    expect(openTitles()).toEqual([]);
  });
});
