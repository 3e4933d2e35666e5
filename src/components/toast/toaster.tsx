import { useSyncExternalStore } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import {
  TOAST_DEFAULT_DURATION,
  dismissToast,
  getServerToasts,
  getToasts,
  subscribeToasts,
  type ToastVariant,
} from './toast-store';

const variantClass: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-800 bg-red-700 text-white',
  success: 'border-green-800 bg-green-700 text-white',
};

/** The toast area's words in the page's language (content/chrome.ts `toasts`). */
export type ToastLabels = { readonly region: string; readonly dismiss: string };

/**
 * The toast area of the shell. Radix gives the live region, F8 hotkey and swipe. On a phone the
 * toast is compact (small type, two lines of text at most: the inline errors carry the detail)
 * at the bottom edge, and it closes once what it said is put right; the area itself lets taps
 * through. (Over the fixed header it hid the header's buttons: axe's target-size rule.)
 */
export function Toaster({ labels }: { labels: ToastLabels }) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <ToastPrimitive.Provider duration={TOAST_DEFAULT_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-variant={t.variant}
          className={[
            'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-3 pr-10 shadow-lg sm:p-4 sm:pr-10',
            variantClass[t.variant],
            t.className ?? '',
          ].join(' ')}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold sm:text-base">{t.title}</ToastPrimitive.Title>
            {t.description ? (
              <ToastPrimitive.Description className="line-clamp-2 text-xs opacity-95 sm:line-clamp-none sm:text-sm">{t.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={labels.dismiss}
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label={labels.region}
        className="pointer-events-none fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-2 outline-none sm:max-w-md sm:p-4"
      />
    </ToastPrimitive.Provider>
  );
}
