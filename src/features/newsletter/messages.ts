import type { ToastInput } from '@/components/toast';

/** Toasts of the /updates sign-up. */
export const newsletterMessages = {
  subscribed: {
    title: 'Subscribed!',
    description: "You'll get future platform updates in your inbox.",
    variant: 'success',
  },
  invalidEmail: {
    title: 'Invalid Email',
    description: 'Please enter a valid email address.',
    variant: 'destructive',
  },
  failed: {
    title: 'Subscription Failed',
    description: 'We could not save your subscription. Please check your connection and try again.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;
