import type { Seo } from '@/content/types';
import { lineHours } from '@/content/line-hours';
import { EMERGENCY_LINE } from './emergency';
import { REVIEW_DAYS } from '@/domain/review';
import { CONTACT_PATH } from '@/config/paths';

/** The report flow's, its success page's, the finalize page's and the 404 page's words: apart from site-copy.ts so a page that needs only the shared steps does not load them. */

export const NOT_FOUND_COPY = {
  seo: {
    title: '找不到網頁',
    description:
      '此網頁不存在或已搬移。請返回首頁，或報告野生動物問題，我們會為您聯繫一位持牌專業人員。',
  },
  heading: '404：找不到網頁',
  text: '我們找不到您要找的網頁。網頁可能已搬移，或網址可能輸入錯誤。',
  homeLink: { label: '返回首頁', href: '/zh-hant' },
  contactLink: { label: '報告問題', href: `/zh-hant${CONTACT_PATH}` },
} as const satisfies { seo: Seo; [key: string]: unknown };

export const CONTACT_COPY = {
  seo: {
    title: '報告問題',
    description:
      '報告五個行政區內任何地方的野生動物問題。免費使用：我們會把您的請求轉交給您附近一位持牌並有保險的專業人員。',
  },
  heading: '報告野生動物問題',
  intro:
    '請回答幾個關於動物和您物業的簡短問題。我們會把您的請求轉交給一位服務您所在行政區、持牌並有保險的專業人員，對方會直接與您聯絡。報告是免費的，您也沒有義務聘用對方。',
  /** The line above step 1: the emergency rule's own (content/emergency.ts), 911 and 311 as tel: links. */
  emergencyNote: EMERGENCY_LINE,
  callPrompt: lineHours('想直接通話？請致電我們的 24 小時調度專線 {phone}。', '想直接通話？請致電我們的 調度專線 {phone}。'),
} as const satisfies { seo: Seo; [key: string]: unknown };

export const CONTACT_SUCCESS_COPY = {
  seo: {
    title: '已收到報告',
    description:
      '謝謝您。我們已收到您的野生動物報告，會每次只交給您所在行政區的一位持牌專業人員；接受請求的專業人員會直接與您聯絡。',
  },
  heading: '已收到報告！',
  text: '謝謝您。我們正在為您尋找一位服務您所在行政區的持牌專業人員，每次只把請求交給一位。',
  phoneOnlyText: '謝謝您。我們目前在您所在行政區沒有網絡內的專業人員，因此您的請求由我們的調度團隊以電話處理。',
  nextSteps: [
    '專業人員會致電或發電郵給您，通常在幾小時內，辦公時間內最快。',
    '對方會了解問題並安排檢查。價格和條款由對方決定，您直接付款給對方。',
    '您沒有義務聘用對方。',
  ],
  callPrompt: '需要補充資料，或情況緊急？請致電 {phone}。',
  homeLink: { label: '返回首頁', href: '/zh-hant' },
} as const satisfies { seo: Seo; [key: string]: unknown };

export const APPLICATION_PAID_COPY = {
  seo: {
    title: '完成您的申請',
    description:
      '已收到付款。請確認您的資料，提交加入紐約市野生動物控制調度網絡的申請，以供審核。',
  },
  heading: '完成您的申請',
  intro:
    `感謝您付款。請在下方確認您的資料，提交申請以供審核。我們會以電郵通知您申請狀態，通常在 ${REVIEW_DAYS.from} 至 ${REVIEW_DAYS.to} 個工作天內。`,
  success: {
    heading: '申請已提交！',
    text: '您的申請已經提交。我們的團隊會在審核後與您聯絡。',
  },
} as const satisfies { seo: Seo; [key: string]: unknown };
