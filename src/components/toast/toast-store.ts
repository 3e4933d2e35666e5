/**
 * The one toast API (docs/product-rules.md#data Toast, #states, #constants): one toast visible at a time, a new one
 * replaces the old, 5000 ms by default, `Infinity` keeps it until dismissed.
 * A tiny external store so `toast()` can be called from anywhere, including event
 * handlers outside React; <Toaster /> subscribes with useSyncExternalStore.
 */
export type ToastVariant = 'default' | 'destructive' | 'success';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  className?: string;
  /** Milliseconds; `Infinity` never auto-dismisses. */
  duration?: number;
};

export type ToastRecord = ToastInput & {
  id: string;
  open: boolean;
  variant: ToastVariant;
  duration: number;
};

export type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (next: Partial<ToastInput>) => void;
};

export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;
/** How long a closed toast stays mounted so its exit animation can run. */
const REMOVE_DELAY = 400;

type Listener = () => void;

let toasts: readonly ToastRecord[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: readonly ToastRecord[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, REMOVE_DELAY),
  );
}

export function dismissToast(id?: string): void {
  emit(
    toasts.map((t) => {
      if (id === undefined || t.id === id) {
        scheduleRemoval(t.id);
        return { ...t, open: false };
      }
      return t;
    }),
  );
}

/**
 * Closes the error toasts (variant 'destructive') still showing: once what went wrong is put
 * right (a step passes, a sign-in succeeds), its message would only mislead.
 */
export function dismissErrorToasts(): void {
  for (const t of toasts) if (t.open && t.variant === 'destructive') dismissToast(t.id);
}

function updateToast(id: string, next: Partial<ToastInput>): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, ...next, variant: next.variant ?? t.variant, duration: next.duration ?? t.duration } : t)));
}

export function toast(input: ToastInput): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const record: ToastRecord = {
    ...input,
    id,
    open: true,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DEFAULT_DURATION,
  };
  // A new toast replaces whatever is showing: older ones close (and animate out).
  const closing = toasts.map((t) => {
    if (t.open) scheduleRemoval(t.id);
    return t.open ? { ...t, open: false } : t;
  });
  emit([record, ...closing].slice(0, TOAST_LIMIT + 1));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => updateToast(id, next),
  };
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastRecord[] {
  return toasts;
}

const EMPTY: readonly ToastRecord[] = [];
export function getServerToasts(): readonly ToastRecord[] {
  return EMPTY;
}
