import { NYC_OVERVIEW_CONTENT } from '../nyc-overview';
import { NycOverviewView } from '@/pages/views/nyc-overview';

/** The NYC overview in Simplified Chinese. */
export function Component() {
  return <NycOverviewView nyc={NYC_OVERVIEW_CONTENT} locale="zh-Hans" />;
}
