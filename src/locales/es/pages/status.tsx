import { StatusPage } from '@/features/status';
import { STATUS_COPY } from '../status';

/** /es/status/<token> in Spanish (features/status/status-page.tsx). */
export function Component() {
  return <StatusPage copy={STATUS_COPY} locale="es" />;
}
