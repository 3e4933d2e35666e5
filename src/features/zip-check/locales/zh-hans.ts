/**
 * The home ZIP check in Simplified Chinese (mirror of en.ts; the words shared with the page come
 * from src/content/locales/zh-hans).
 */
import { HOME_CONTENT } from '@/content/locales/zh-hans/home';
import type { ZipCheckCopy } from '../copy';

export const ZIP_CHECK_COPY: ZipCheckCopy = {
  formLabel: '查询您的邮政编码是否在服务范围内',
  label: HOME_CONTENT.hero.zipLabel,
  placeholder: HOME_CONTENT.hero.zipPlaceholder,
  button: HOME_CONTENT.hero.zipButton,
  sendAnyway: '仍然提交报告',
  loadFailed: { title: '请再试一次', description: '我们刚才无法查询该邮政编码。请致电 {phone} 联系我们。' },
  loadAnswers: () => import('./zh-hans-answers').then((m) => m.ZIP_ANSWERS),
};
