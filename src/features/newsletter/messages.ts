import type { ToastInput } from '@/components/toast';

/** Toasts of the /updates sign-up. */
export const newsletterMessages = {
  // The same toast for every address (the form never says who is already subscribed).
  subscribed: {
    title: 'Subscribed!',
    description: 'Check your inbox: open the link we sent to confirm your address.',
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
