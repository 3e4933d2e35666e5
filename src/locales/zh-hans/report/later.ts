/**
 * The report features' words needed only once the visitor's answers call for them, in Simplified
 * Chinese (fetched by CONTACT_COPY.loadLater / LEAD_FORM_COPY.loadLater; mirror of src/features/report-issue/locales/en-later.ts).
 */
import { TEXT_CONSENT } from '../consent';
import { PHONE_ONLY_MESSAGE, PHONE_ONLY_SENT } from '../coverage-messages';
import { RENTER_GUIDANCE } from '../renters';
import type { ReportLaterCopy } from '@/features/report-issue/copy';

export const REPORT_LATER: ReportLaterCopy = {
  boroughs: {
    Manhattan: '曼哈顿',
    Brooklyn: '布鲁克林',
    Queens: '皇后区',
    Bronx: '布朗克斯',
    'Staten Island': '史泰登岛',
  },
  phoneOnlyNotice: PHONE_ONLY_MESSAGE.description,
  phoneOnlySent: PHONE_ONLY_SENT,
  renter: RENTER_GUIDANCE,
  /**
   * The database keeps this wording under this version (private.text_consent_versions), with
   * exactly the same text: never edit it here.
   */
  textConsent: TEXT_CONSENT,
  leadFormReceived: {
    heading: '报告已收到！',
    next: '我们每次只把您的请求交给一位在您所在区提供服务的持证专业人员；接受请求的专业人员会与您联系。如果对方没有在我们给的时限内接受，我们会交给下一位。',
    reference: '{next}您的请求编号是 {reference}。',
    urgent: '情况紧急，或需要补充信息？请致电 {phone}，并提供您的请求编号。',
  },
};
