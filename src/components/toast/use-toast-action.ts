import { useCallback } from 'react';
import type { Outcome } from '@/lib/result';
import { toast } from './toast-store';

/**
 * Runs one call a person started (Offer, Approve, Accept…): a success toast with `done`, or
 * "Not Done" with the refusal's sentence; then `reload` shows the data as the database now has
 * it. `onDone` gets the call's data after a success. Answers whether it went through.
 */
export type ToastAction = <T>(done: string, call: () => Promise<Outcome<T>>, onDone?: (data: T) => void) => Promise<boolean>;

/** The console's and the portal's one action helper (see ToastAction). */
export function useToastAction(reload: () => Promise<void>): ToastAction {
  return useCallback(
    async <T,>(done: string, call: () => Promise<Outcome<T>>, onDone?: (data: T) => void): Promise<boolean> => {
      const result = await call();
      if (result.ok) {
        toast({ title: done, variant: 'success' });
        onDone?.(result.data);
      } else toast({ title: 'Not Done', description: result.message, variant: 'destructive' });
      await reload();
      return result.ok;
    },
    [reload],
  );
}
