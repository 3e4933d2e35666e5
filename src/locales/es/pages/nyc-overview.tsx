import { NYC_OVERVIEW_CONTENT } from '../nyc-overview';
import { NycOverviewView } from '@/pages/views/nyc-overview';

/** The NYC overview in Spanish. */
export function Component() {
  return <NycOverviewView nyc={NYC_OVERVIEW_CONTENT} locale="es" />;
}
