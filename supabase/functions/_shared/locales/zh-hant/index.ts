/** Everything the e-mails and texts say in Traditional Chinese; registered in ../index.ts. */
export { EMERGENCY } from './emergency.ts';
export { MAIL } from './mail.ts';
export { TEXTS } from './texts.ts';
