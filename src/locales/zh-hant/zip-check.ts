/**
 * The home ZIP check in Traditional Chinese (the words shared with the page come from
 * this folder). The shape is ZipCheckCopy (src/features/zip-check/copy.ts).
 */
import { HOME_CONTENT } from './home';
import type { ZipCheckCopy } from '@/features/zip-check/copy';

export const ZIP_CHECK_COPY: ZipCheckCopy = {
  formLabel: '查詢您的郵遞區號是否在服務範圍內',
  label: HOME_CONTENT.hero.zipLabel,
  placeholder: HOME_CONTENT.hero.zipPlaceholder,
  button: HOME_CONTENT.hero.zipButton,
  sendAnyway: '仍然提交報告',
  loadFailed: { title: '請再試一次', description: '我們暫時無法查詢該郵遞區號。請致電 {phone} 聯絡我們。' },
  loadAnswers: () => import('./zip-answers').then((m) => m.ZIP_ANSWERS),
};
