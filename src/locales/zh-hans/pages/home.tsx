import { HOME_CONTENT } from '../home';
import { ZipCheckForm } from '@/features/zip-check';
import { ZIP_CHECK_COPY } from '../zip-check';
import { HomeView } from '@/pages/views/home';

/** The home page in Simplified Chinese. */
export function Component() {
  return <HomeView home={HOME_CONTENT} locale="zh-Hans" zipCheck={<ZipCheckForm copy={ZIP_CHECK_COPY} locale="zh-Hans" />} />;
}
