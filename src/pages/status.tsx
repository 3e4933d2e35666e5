import { StatusPage } from '@/features/status';
import { STATUS_COPY } from '@/features/status/locales/en';

/** /status/<token> in English (features/status/status-page.tsx). */
export function Component() {
  return <StatusPage copy={STATUS_COPY} locale="en" />;
}
