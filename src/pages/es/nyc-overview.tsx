import { NYC_OVERVIEW_CONTENT } from '@/content/locales/es/nyc-overview';
import { NycOverviewView } from '../views/nyc-overview';

/** The NYC overview in Spanish. */
export function Component() {
  return <NycOverviewView nyc={NYC_OVERVIEW_CONTENT} locale="es" />;
}
