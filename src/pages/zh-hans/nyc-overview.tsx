import { NYC_OVERVIEW_CONTENT } from '@/content/locales/zh-hans/nyc-overview';
import { NycOverviewView } from '../views/nyc-overview';

/** The NYC overview in Simplified Chinese. */
export function Component() {
  return <NycOverviewView nyc={NYC_OVERVIEW_CONTENT} locale="zh-Hans" />;
}
