import { StatusPage } from '@/features/status';
import { STATUS_COPY } from '../status';

/** /zh-hant/status/<token> in Traditional Chinese (features/status/status-page.tsx). */
export function Component() {
  return <StatusPage copy={STATUS_COPY} locale="zh-Hant" />;
}
