import { FAQ_PAGE_CONTENT } from '../faqs';
import { FaqsView } from '@/pages/views/faqs';

/** The FAQ page in Simplified Chinese. */
export function Component() {
  return <FaqsView faq={FAQ_PAGE_CONTENT} locale="zh-Hans" />;
}
