import type { ToastInput } from '@/components/toast';

/** Toasts of the ZIP check, exactly as SPEC §5 and §8 write them. */
export const zipCheckMessages = {
  invalid: {
    title: 'Invalid ZIP Code',
    description: 'Please enter a valid 5-digit ZIP code.',
    variant: 'destructive',
  },
  supported: {
    title: 'Service Available!',
    description: "Great news! We have pros in your area. Let's get you connected.",
    variant: 'success',
  },
  unsupported: (zip: string): ToastInput => ({
    title: 'Coming Soon!',
    description: `We're not in ZIP code ${zip} yet, but we're expanding. Feel free to check another ZIP or contact us with questions.`,
    variant: 'default',
    duration: 5000,
  }),
} as const satisfies Record<string, ToastInput | ((zip: string) => ToastInput)>;

/** Delay between the 'Service Available!' toast and the move to /contact (SPEC §9). */
export const ZIP_REDIRECT_DELAY_MS = 1500;
