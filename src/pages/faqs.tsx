import { FAQ_PAGE_CONTENT } from '@/content/faqs';
import { FaqsView } from './views/faqs';

export function Component() {
  return <FaqsView faq={FAQ_PAGE_CONTENT} locale="en" />;
}
