import { HOME_CONTENT } from '@/content/locales/es/home';
import { ZipCheckForm } from '@/features/zip-check';
import { ZIP_CHECK_COPY } from '@/features/zip-check/locales/es';
import { HomeView } from '../views/home';

/** The home page in Spanish. */
export function Component() {
  return <HomeView home={HOME_CONTENT} locale="es" zipCheck={<ZipCheckForm copy={ZIP_CHECK_COPY} locale="es" />} />;
}
