import { HOME_CONTENT } from '@/content/locales/zh-hans/home';
import { ZipCheckForm } from '@/features/zip-check';
import { ZIP_CHECK_COPY } from '@/features/zip-check/locales/zh-hans';
import { HomeView } from '../views/home';

/** The home page in Simplified Chinese. */
export function Component() {
  return <HomeView home={HOME_CONTENT} locale="zh-Hans" zipCheck={<ZipCheckForm copy={ZIP_CHECK_COPY} locale="zh-Hans" />} />;
}
