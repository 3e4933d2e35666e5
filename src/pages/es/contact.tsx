import { CONTACT_COPY } from '@/features/report-issue/locales/es-contact';
import { ContactView } from '../views/contact';

/** The report flow in Spanish. */
export function Component() {
  return <ContactView copy={CONTACT_COPY} locale="es" />;
}
