import { FAQ_PAGE_CONTENT } from '@/content/locales/es/faqs';
import { FaqsView } from '../views/faqs';

/** The FAQ page in Spanish. */
export function Component() {
  return <FaqsView faq={FAQ_PAGE_CONTENT} locale="es" />;
}
