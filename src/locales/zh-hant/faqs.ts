import type { FaqPageContent } from '@/content/types';
import { animalParagraph, biteParagraph } from '@/content/emergency';
import { EMERGENCY } from './emergency';
import { CALL_LABEL, REPORT_BUTTON } from './site-copy';
import { lineHours } from '@/content/line-hours';
import { REVIEW_DAYS } from '@/domain/review';
import { CONTACT_PATH } from '@/config/paths';

const REPORT_HREF = `/zh-hant${CONTACT_PATH}` as const;

/**
 * FaqPageContent with the report link free to point at the Traditional Chinese report page:
 * types.ts fixes it to the English path '/contact'. Everything else is FaqPageContent.
 */
type LocalizedFaqPageContent = Omit<FaqPageContent, 'closing'> & {
  readonly closing: Omit<FaqPageContent['closing'], 'reportHref'> & { readonly reportHref: typeof REPORT_HREF };
};

/** /zh-hant/faqs: the same ten questions as content/faqs.ts. */
export const FAQ_PAGE_CONTENT = {
  seo: {
    title: '紐約居民野生動物移除常見問題',
    description:
      '為紐約市居民解答：免費野生動物調度服務如何運作、專業人員是誰、執照、費用、回覆時間、隱私和緊急情況。',
  },
  title: '常見問題',
  intro: '直接解答以下問題：{siteName} 如何運作、專業人員是誰，以及緊急情況下應怎樣做。',
  items: [
    {
      question: '你們的服務如何運作？',
      answer:
        lineHours('您可以透過網上表格，或致電我們的 24 小時調度專線 {phone}，告訴我們您的野生動物問題。我們會把您的請求轉交給一位服務您所在行政區、獨立、持牌並有保險的專業人員。該專業人員會直接與您聯絡，了解情況並安排上門。\n\n我們是轉介和調度網絡，本身不進行移除工作。', '您可以透過網上表格，或致電我們的 調度專線 {phone}，告訴我們您的野生動物問題。我們會把您的請求轉交給一位服務您所在行政區、獨立、持牌並有保險的專業人員。該專業人員會直接與您聯絡，了解情況並安排上門。\n\n我們是轉介和調度網絡，本身不進行移除工作。'),
    },
    {
      question: '費用是多少？',
      answer:
        '報告問題是免費的，您也沒有義務聘用我們為您聯繫的專業人員。如果您決定聘用，請直接付款給專業人員。價格、條款和任何保證都由專業人員決定，所以請在開工前要求對方解釋費用。',
    },
    {
      question: '專業人員是誰？',
      answer:
        '他們是服務五個行政區的獨立野生動物控制公司。他們是獨立承包商，不是我們的員工或代理人，並須為自己的工作負責。加入網絡前，每一位都經過審核，並須出示其工作所需的有效州執照或認證，以及保險證明。',
    },
    {
      question: '專業人員有執照嗎？',
      answer:
        '有，而且持有與工作相符的資格。在紐約州，任何人收費捕捉、持有、運送或放生滋擾性野生動物（例如浣熊、松鼠、蝙蝠或臭鼬），都需要紐約州環境保護局（DEC）發出的滋擾野生動物控制員（NWCO）執照，收費捕捉鴿子也包括在內；我們為這類工作派出的每位專業人員都持有此執照。\n\n在他人的物業上施用農藥（例如鼠餌、驅鳥劑或殺鳥劑），則需要另一種資格：DEC 的商業農藥施用員認證。我們只把大老鼠和小老鼠的工作交給持有此認證的專業人員。鴿子的工作會交給持有其中任何一種資格的專業人員，而每位只做其資格涵蓋的工作：捕捉須持 NWCO 執照，驅鳥劑和誘餌須持認證。您可以在工作開始前要求查看。\n\n{siteName} 本身並不是持牌野生動物控制業者。',
    },
    {
      question: '多快會有人聯絡我？',
      answer:
        '專業人員通常會在幾小時內回電，辦公時間內最快。深夜提出的請求，可能要到翌日早上才有回覆。我們無法保證回覆時間。如果您一直未收到回覆，或情況惡化，請致電 {phone} 聯絡我們。',
    },
    {
      question: '你們可以處理流浪貓或流浪狗嗎？',
      answer:
        '不可以。貓狗等家養動物不屬於我們網絡的處理範圍。如遇流浪、走失或受傷的貓狗，請透過 311 聯絡紐約市動物照護中心（ACC），或聯絡當地的動物福利組織。',
    },
    {
      question: '我的個人資料會怎樣處理？',
      answer:
        '我們收集處理您的請求所需的資料：您的姓名、電話號碼、電郵、物業地址或郵遞區號、野生動物問題、物業類型，以及您偏好的聯絡方式。我們會把這些資料提供給與您的請求配對的那一位專業人員，讓對方可以聯絡您。我們不會出售這些資料。詳情請參閱我們的隱私政策（英文）。',
    },
    {
      question: '你們的服務範圍包括哪些地區？',
      answer:
        '紐約市全部五個行政區：曼哈頓、布魯克林、皇后區、布朗士和史泰登島。請在首頁輸入您的郵遞區號查詢。我們計劃把服務擴展至紐約州北部；相關消息請參閱「平台更新」（英文）。',
    },
    {
      question: '遇到緊急情況應怎麼辦？',
      answer:
        `${biteParagraph(EMERGENCY)}${animalParagraph(EMERGENCY)}\n\n如動物在您家中但沒有傷害任何人，請關上該房間的門，讓人和寵物遠離，並致電我們的調度專線 {phone}。`,
    },
    {
      question: '野生動物專業人員如何加入網絡？',
      answer:
        `請在我們的「專業人員專區」頁面（英文）申請。申請表會要求填寫您的公司資料、服務項目和服務的行政區，以及您的執照和保險。您需要在安全付款頁面繳付一次性、不予退還的「調度申請處理費」（Dispatch Application Processing Fee），我們只會在收到付款後才審核申請。我們會在 ${REVIEW_DAYS.from} 至 ${REVIEW_DAYS.to} 個工作天內審核申請，並以電郵通知您後續步驟。`,
    },
  ],
  closing: {
    title: '還有疑問？',
    text: lineHours('報告您的問題後，我們為您聯繫的專業人員可以解答與您情況有關的問題；您也可以致電我們的 24 小時調度專線。', '報告您的問題後，我們為您聯繫的專業人員可以解答與您情況有關的問題；您也可以致電我們的 調度專線。'),
    reportButton: REPORT_BUTTON.label,
    reportHref: REPORT_HREF,
    callLabel: CALL_LABEL,
  },
} as const satisfies LocalizedFaqPageContent;
