import { CONTACT_COPY_EN } from '@/features/report-issue/locales/en-contact';
import { ContactView } from './views/contact';

/** /contact and /contact/*: the four-step report flow (any unknown sub-path is step 1). */
export function Component() {
  return <ContactView copy={CONTACT_COPY_EN} locale="en" />;
}
