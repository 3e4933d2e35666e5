/**
 * The home ZIP check in English (the words shared with the page come from src/content). A
 * translation copies this shape (ZipCheckCopy, ../copy.ts).
 */
import { HOME_CONTENT } from '@/content/home';
import type { ZipCheckCopy } from '../copy';

export const ZIP_CHECK_COPY_EN: ZipCheckCopy = {
  formLabel: 'Check service in your ZIP code',
  label: HOME_CONTENT.hero.zipLabel,
  placeholder: HOME_CONTENT.hero.zipPlaceholder,
  button: HOME_CONTENT.hero.zipButton,
  sendAnyway: 'Send a report anyway',
  loadFailed: { title: 'Please Try Again', description: 'We could not check that ZIP code just now. Call us at {phone}.' },
  loadAnswers: () => import('./en-answers').then((m) => m.ZIP_ANSWERS_EN),
};
