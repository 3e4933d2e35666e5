import { FAQ_PAGE_CONTENT } from '@/content/locales/zh-hant/faqs';
import { FaqsView } from '../views/faqs';

/** The FAQ page in Traditional Chinese. */
export function Component() {
  return <FaqsView faq={FAQ_PAGE_CONTENT} locale="zh-Hant" />;
}
