/** The words of the pages the newsletter's e-mails link to (kept apart from messages.ts so /updates does not load them). */
export const newsletterLinkCopy = {
  confirm: {
    title: 'Confirm your subscription',
    description: 'Confirm your address to get NYC Wildlife Dispatch platform updates by e-mail.',
    intro: 'Press the button to confirm that you want NYC Wildlife Dispatch platform updates at this address.',
    button: 'Confirm subscription',
    done: 'Your subscription is confirmed. Every update e-mail has a link to unsubscribe with one click.',
    invalid: 'This confirmation link is not valid any more. Links work for 7 days; subscribe again on our updates page to get a new one.',
  },
  unsubscribe: {
    title: 'Unsubscribe from updates',
    description: 'Stop getting NYC Wildlife Dispatch platform updates by e-mail.',
    intro: 'Press the button to stop getting NYC Wildlife Dispatch platform updates at this address. No sign-in needed.',
    button: 'Unsubscribe',
    done: 'You are unsubscribed. We will not send you any more updates.',
    invalid: 'This unsubscribe link is not valid. Use the link from your most recent update e-mail.',
  },
  noToken: 'Open the link from your e-mail to continue.',
  failed: 'We could not reach our server. Check your connection and press the button again.',
} as const;
