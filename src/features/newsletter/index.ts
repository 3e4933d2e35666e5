export { SubscribeForm, type SubscribeFormProps } from './subscribe-form';
export { newsletterMessages, newsletterLinkCopy } from './messages';
export { NewsletterLinkAction } from './link-action';
export { confirmSubscription, unsubscribe } from './api';
