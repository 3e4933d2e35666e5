import { CHROME_COPY } from '@/content/locales/es/chrome';
import { NYC_OVERVIEW_CONTENT } from '@/content/locales/es/nyc-overview';
import { NycOverviewView } from '../views/nyc-overview';

/** The NYC overview in Spanish. */
export function Component() {
  return <NycOverviewView nyc={NYC_OVERVIEW_CONTENT} chrome={CHROME_COPY} locale="es" />;
}
