import { CONTACT_COPY } from '@/features/report-issue/locales/zh-hant-contact';
import { ContactView } from '../views/contact';

/** The report flow in Traditional Chinese. */
export function Component() {
  return <ContactView copy={CONTACT_COPY} locale="zh-Hant" />;
}
