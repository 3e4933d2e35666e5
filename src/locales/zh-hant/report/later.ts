/**
 * The report features' words needed only once the visitor's answers call for them, in
 * Traditional Chinese (fetched by CONTACT_COPY.loadLater / LEAD_FORM_COPY.loadLater). The type
 * is ReportLaterCopy (src/features/report-issue/copy.ts).
 */
import { TEXT_CONSENT } from '../consent';
import { PHONE_ONLY_MESSAGE, PHONE_ONLY_SENT } from '../coverage-messages';
import { RENTER_GUIDANCE } from '../renters';
import type { ReportLaterCopy } from '@/features/report-issue/copy';

export const REPORT_LATER: ReportLaterCopy = {
  boroughs: {
    Manhattan: '曼哈頓',
    Brooklyn: '布魯克林',
    Queens: '皇后區',
    Bronx: '布朗士',
    'Staten Island': '史泰登島',
  },
  phoneOnlyNotice: PHONE_ONLY_MESSAGE.description,
  phoneOnlySent: PHONE_ONLY_SENT,
  renter: RENTER_GUIDANCE,
  /**
   * The database keeps this wording under its own version (private.text_consent_versions), with
   * exactly the same text: never reword it here.
   */
  textConsent: TEXT_CONSENT,
  leadFormReceived: {
    heading: '已收到報告！',
    next: '我們每次只把您的請求交給一位服務您所在行政區的持牌專業人員；接受請求的專業人員會與您聯絡。如果對方沒有在我們給的時限內接受，我們會交給下一位。',
    reference: '{next}您的請求編號是 {reference}。',
    urgent: '情況緊急，或需要補充資料？請致電 {phone}，並提供您的請求編號。',
  },
};
