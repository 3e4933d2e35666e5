import type { Banner, ProcessSteps, TrustBadges } from '@/content/types';
import { lineHours } from '@/content/line-hours';
import { CONTACT_PATH } from '@/config/paths';

/**
 * Traditional Chinese copy shared by several pages, plus the copy and SEO of the routes that
 * have no content module of their own (see content/site-copy.ts).
 */

/** The three steps shown on the home, about, borough and species pages. */
export const PROCESS_STEPS = [
  {
    number: '01',
    title: '報告您的問題',
    description:
      lineHours('透過表格或致電我們的 24 小時專線 {phone}，告訴我們您看到什麼、在哪裡看到。只需幾分鐘，而且免費。', '透過表格或致電我們的調度專線 {phone}，告訴我們您看到什麼、在哪裡看到。只需幾分鐘，而且免費。'),
  },
  {
    number: '02',
    title: '我們為您找專家',
    description:
      '我們會把您的請求轉交給一位服務您所在行政區、持牌並有保險的野生動物專業人員。不是給您一份名單，也不是讓多家公司競價。',
  },
  {
    number: '03',
    title: '專業人員與您聯絡',
    description:
      '專業人員會致電或發電郵給您（通常在幾小時內，辦公時間內最快），向您了解情況並安排上門。是否聘用由您決定。',
  },
] as const satisfies ProcessSteps;

/** The four trust badges (see content/site-copy.ts). */
export const TRUST_BADGES = [
  { icon: 'badge-check', text: '專業人員持有其工作所需的紐約州環境保護局（NYS DEC）執照或認證' },
  { icon: 'shield-check', text: '批准加入時查核一般責任保險' },
  { icon: 'user-check', text: '每份申請均由我們的團隊審核後才可加入' },
  { icon: 'award', text: '服務您所在行政區的獨立商家' },
] as const satisfies TrustBadges;

/** Call banner used where a page has no banner of its own. */
export const URGENT_BANNER_DEFAULT = {
  title: '野生動物緊急情況？',
  text: lineHours('我們的調度專線 24 小時全年無休。請致電 {phone}，我們會把您的請求轉交給您所在行政區的一位持牌專業人員。如有人受傷或有危險，請先致電 911。', '請致電我們的調度專線 {phone}，我們會把您的請求轉交給您所在行政區的一位持牌專業人員。如有人受傷或有危險，請先致電 911。'),
} as const satisfies Banner;

/** Label of every 'Report an Issue' button and its target. */
export const REPORT_BUTTON = { label: '報告問題', href: `/zh-hant${CONTACT_PATH}` } as const;

/** Label of every call button. */
export const CALL_LABEL = '致電 {phone}';

export const HEADER_COPY = {
  callButton: '致電 {phone}',
  callButtonShort: lineHours('24 小時致電', '致電我們'),
  openMenu: '開啟選單',
  closeMenu: '關閉選單',
  skipToContent: '跳至主要內容',
} as const;

export { FOOTER_COPY } from './chrome';

/* ---------------------------------------------------------------- 404 */


/* ---------------------------------------------------------------- report an issue */



/* ---------------------------------------------------------------- finalize (/application-paid) */

export { APPLICATION_PAID_COPY, CONTACT_COPY, CONTACT_SUCCESS_COPY, NOT_FOUND_COPY } from './page-copy';
