import { CONTACT_COPY } from '../report/contact';
import { ContactView } from '@/pages/views/contact';

/** The report flow in Simplified Chinese. */
export function Component() {
  return <ContactView copy={CONTACT_COPY} locale="zh-Hans" />;
}
