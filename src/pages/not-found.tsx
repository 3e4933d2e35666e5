import { NOT_FOUND_COPY } from '@/content/site-copy';
import { NotFoundView } from './views/not-found';

/** Any unknown path outside the wizards (noindex). */
export function Component() {
  return <NotFoundView copy={NOT_FOUND_COPY} locale="en" />;
}
