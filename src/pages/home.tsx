import { HOME_CONTENT } from '@/content/home';
import { ZipCheckForm } from '@/features/zip-check';
import { ZIP_CHECK_COPY_EN } from '@/features/zip-check/locales/en';
import { HomeView } from './views/home';

export function Component() {
  const home = HOME_CONTENT;
  return (
    <HomeView
      home={home}
      locale="en"
      zipCheck={<ZipCheckForm copy={ZIP_CHECK_COPY_EN} locale="en" />}
    />
  );
}
