import { HOME_CONTENT } from '@/content/locales/zh-hant/home';
import { ZipCheckForm } from '@/features/zip-check';
import { ZIP_CHECK_COPY } from '@/features/zip-check/locales/zh-hant';
import { HomeView } from '../views/home';

/** The home page in Traditional Chinese. */
export function Component() {
  return <HomeView home={HOME_CONTENT} locale="zh-Hant" zipCheck={<ZipCheckForm copy={ZIP_CHECK_COPY} locale="zh-Hant" />} />;
}
