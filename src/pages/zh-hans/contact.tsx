import { CONTACT_COPY } from '@/features/report-issue/locales/zh-hans-contact';
import { ContactView } from '../views/contact';

/** The report flow in Simplified Chinese. */
export function Component() {
  return <ContactView copy={CONTACT_COPY} locale="zh-Hans" />;
}
