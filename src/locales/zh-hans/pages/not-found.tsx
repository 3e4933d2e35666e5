import { NOT_FOUND_COPY } from '../site-copy';
import { NotFoundView } from '@/pages/views/not-found';

/** An unknown path under the Simplified Chinese prefix (noindex). */
export function Component() {
  return <NotFoundView copy={NOT_FOUND_COPY} locale="zh-Hans" />;
}
