/**
 * The words both report forms share, in Traditional Chinese (part of CONTACT_COPY and
 * LEAD_FORM_COPY, see src/features/report-issue/locales/en.ts). Values shared with other parts of the site come from
 * this folder.
 */
import { CALL_LABEL } from '../site-copy';
import { ZIP_MESSAGES, cityLineText } from '../zip-messages';
import type { ReportCommonCopy } from '@/features/report-issue/copy';

/** Both forms. */
export const COMMON_COPY: ReportCommonCopy = {
  englishMarker: '（英文）',
  callPhone: CALL_LABEL,
  links: { terms: '使用條款', privacy: '隱私政策' },
  options: {
    propertyTypes: {
      Homeowner: '屋主',
      'Tenant / renter': '租客',
      Landlord: '房東',
      Business: '商家',
      Other: '其他',
    },
  },
  coverage: {
    comingSoon: ZIP_MESSAGES.unsupported,
    cityLine: cityLineText('{zip}'),
  },
  toasts: {
    incompleteStep: {
      title: '資料不完整',
      description: '請正確填寫此步驟的所有必填欄位。',
    },
    agreementRequired: {
      title: '須先同意條款',
      description: '您必須先同意條款，才能提交。',
    },
    requestSent: {
      title: '請求已送出！',
      description: '我們正在為您尋找一位持牌專業人員。有專業人員接受後，對方會與您聯絡。您的編號和進度連結就在本頁。',
    },
    submissionFailed: {
      title: '提交失敗',
      description: '提交報告時發生錯誤。請再試一次。',
    },
    rateLimited: {
      title: '請求次數過多',
      description:
        '過去一小時內，我們從您的網路連線收到多個請求。您已填寫的內容會保留：請稍後再試，或致電 {phone} 聯絡我們。',
    },
    missingInformation: {
      title: '缺少資料',
      description: '請填寫所有必填欄位。',
    },
    reportSubmitted: {
      title: '報告已提交！',
      description: '我們正在為您尋找一位持牌專業人員。有專業人員接受後，對方會與您聯絡。您的編號和進度連結就在本頁。',
    },
  },
  fieldMessages: {
    zip: '請輸入您的 5 位數郵遞區號。',
    zipNotCovered: '我們目前尚未在郵遞區號 {zip} 提供服務。我們的服務範圍是紐約市五個行政區。',
    propertyType: '請選擇物業類型。',
    animalType: '請選擇您遇到的動物。',
    duration: '請告訴我們這個情況持續了多久。',
    description: '請用一兩句話描述問題。',
    descriptionTooLong: '描述請勿超過 2,000 字。',
    name: '請輸入您的姓名。',
    nameTooLong: '姓名請勿超過 100 字。',
    nameInvalid: '姓名含有我們無法儲存的字元。',
    phone: '請輸入有效的美國電話號碼：10 位數字，區號在前。',
    email: '請輸入有效的電郵地址。',
    contactChoice: '請至少選擇一種讓專業人員聯絡您的方式。',
    contactMethod: '請選擇專業人員聯絡您的方式。',
    textConsent: '如希望以短訊聯絡，請同意接收短訊，或改選「電話」或「電郵」。',
    address: '請輸入物業的街道地址。',
    addressTooLong: '地址請勿超過 200 字。',
    unitTooLong: '此欄請勿超過 50 字。',
    city: '請輸入城市或社區。',
    cityTooLong: '此欄請勿超過 100 字。',
    terms: '請同意使用條款和隱私政策，才能送出您的請求。',
  },
  submitNotice: {
    terms: '提交此報告即表示您接受我們的{terms}。',
    privacy: '我們會使用您的資料處理此請求，並把資料轉交給我們為您聯繫的那一位專業人員；我們的{privacy}說明我們如何保存這些資料。',
  },
  track: {
    button: '追蹤您的請求',
    keep: '請保留此連結，以便查看誰會上門、補充詳情或取消請求。任何人取得此連結都能查看請求狀態，因此請只與您信任的人分享。',
    copyLink: '複製連結',
    copied: '已複製連結',
    copiedStatus: '已複製您請求的連結。{siteName}',
  },
  loadLater: () => import('./later').then((m) => m.REPORT_LATER),
};
