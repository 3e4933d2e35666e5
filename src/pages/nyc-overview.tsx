import { CHROME_COPY } from '@/content/chrome';
import { NYC_OVERVIEW_CONTENT } from '@/content/nyc-overview';
import { NycOverviewView } from './views/nyc-overview';

export function Component() {
  return <NycOverviewView nyc={NYC_OVERVIEW_CONTENT} chrome={CHROME_COPY} locale="en" />;
}
