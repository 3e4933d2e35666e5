import type { ToastInput } from '@/components/toast';
import { ZIP_MESSAGES, unsupportedZipText } from '@/content/zip-messages';

/** Toasts of the ZIP check, exactly as docs/product-rules.md#validation and #messages write them. */
export const zipCheckMessages = {
  invalid: { ...ZIP_MESSAGES.invalid, variant: 'destructive' },
  supported: { ...ZIP_MESSAGES.supported, variant: 'success' },
  unsupported: (zip: string): ToastInput => ({
    title: ZIP_MESSAGES.unsupported.title,
    description: unsupportedZipText(zip),
    variant: 'default',
    duration: 5000,
  }),
} as const satisfies Record<string, ToastInput | ((zip: string) => ToastInput)>;

/** Delay between the 'Service Available!' toast and the move to /contact (docs/product-rules.md#constants). */
export const ZIP_REDIRECT_DELAY_MS = 1500;
