import { FAQ_PAGE_CONTENT } from '@/content/locales/zh-hans/faqs';
import { FaqsView } from '../views/faqs';

/** The FAQ page in Simplified Chinese. */
export function Component() {
  return <FaqsView faq={FAQ_PAGE_CONTENT} locale="zh-Hans" />;
}
