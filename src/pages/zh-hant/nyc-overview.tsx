import { NYC_OVERVIEW_CONTENT } from '@/content/locales/zh-hant/nyc-overview';
import { NycOverviewView } from '../views/nyc-overview';

/** The NYC overview in Traditional Chinese. */
export function Component() {
  return <NycOverviewView nyc={NYC_OVERVIEW_CONTENT} locale="zh-Hant" />;
}
