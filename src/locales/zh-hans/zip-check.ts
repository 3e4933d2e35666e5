/**
 * The home ZIP check in Simplified Chinese (mirror of src/features/zip-check/locales/en.ts); the words shared with the page come
 * from this folder.
 */
import { HOME_CONTENT } from './home';
import type { ZipCheckCopy } from '@/features/zip-check/copy';

export const ZIP_CHECK_COPY: ZipCheckCopy = {
  formLabel: '查询您的邮政编码是否在服务范围内',
  label: HOME_CONTENT.hero.zipLabel,
  placeholder: HOME_CONTENT.hero.zipPlaceholder,
  button: HOME_CONTENT.hero.zipButton,
  sendAnyway: '仍然提交报告',
  loadFailed: { title: '请再试一次', description: '我们刚才无法查询该邮政编码。请致电 {phone} 联系我们。' },
  loadAnswers: () => import('./zip-answers').then((m) => m.ZIP_ANSWERS),
};
