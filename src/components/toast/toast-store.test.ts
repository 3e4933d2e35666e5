import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_DURATION, dismissErrorToasts, dismissToast, getToasts, toast } from './toast-store';

afterEach(() => {
  dismissToast();
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('toast()', () => {
  it('shows one toast at a time: a new one closes the old', () => {
    vi.useFakeTimers();
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    const open = getToasts().filter((t) => t.open);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ title: 'Second', variant: 'destructive' });
    vi.advanceTimersByTime(1000);
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
  });

  it('defaults to 5000 ms and the default variant; Infinity is allowed', () => {
    vi.useFakeTimers();
    const a = toast({ title: 'A' });
    expect(getToasts().find((t) => t.id === a.id)).toMatchObject({ duration: TOAST_DEFAULT_DURATION, variant: 'default' });
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
    const b = toast({ title: 'B', duration: Infinity });
    expect(getToasts().find((t) => t.id === b.id)?.duration).toBe(Infinity);
  });

  it('returns dismiss and update handles', () => {
    vi.useFakeTimers();
    const handle = toast({ title: 'Saving…' });
    handle.update({ title: 'Saved', variant: 'success' });
    expect(getToasts()[0]).toMatchObject({ title: 'Saved', variant: 'success', open: true });
    handle.dismiss();
    expect(getToasts()[0]?.open).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(getToasts()).toHaveLength(0);
  });
});

describe('dismissErrorToasts()', () => {
  it('closes an error toast still showing and leaves other toasts alone', () => {
    vi.useFakeTimers();
    toast({ title: 'Sign in Failed', variant: 'destructive' });
    dismissErrorToasts();
    expect(getToasts().filter((t) => t.open)).toHaveLength(0);
    toast({ title: 'Report Received!', variant: 'success' });
    dismissErrorToasts();
    expect(getToasts().filter((t) => t.open).map((t) => t.title)).toEqual(['Report Received!']);
  });
});
