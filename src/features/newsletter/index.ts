export { SubscribeForm, type SubscribeFormProps } from './subscribe-form';
export { newsletterMessages } from './messages';
