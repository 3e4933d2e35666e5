import { NYC_OVERVIEW_CONTENT } from '@/content/nyc-overview';
import { NycOverviewView } from './views/nyc-overview';

export function Component() {
  return <NycOverviewView nyc={NYC_OVERVIEW_CONTENT} locale="en" />;
}
