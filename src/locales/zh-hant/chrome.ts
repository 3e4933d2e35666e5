import type { ChromeCopy } from '@/content/chrome';
import { lineHours } from '@/content/line-hours';
import { CONTACT_PATH } from '@/config/paths';

/** The words of the site's frame in Traditional Chinese (see content/chrome.ts). */
export const CHROME_COPY = {
  skipToContent: '跳至主要內容',
  openMenu: '開啟選單',
  closeMenu: '關閉選單',
  siteMenu: '網站選單',
  mainNavLabel: '主選單',
  mobileNavLabel: '手機版選單',
  languageLabel: '語言',
  englishMarker: '（英文）',
  englishTag: '英文',
  toasts: { region: '通知 ({hotkey})', dismiss: '關閉通知' },
  nav: {
    home: '首頁',
    about: '關於我們',
    services: '野生動物服務',
    speciesGroups: {
      'Common Pests': '常見有害動物',
      'Specialized Removal': '專門移除服務',
      'Ground & Large Animals': '地面及大型動物',
    },
    species: {
      'rat-removal-nyc': '大老鼠移除',
      'mouse-removal-nyc': '小老鼠移除',
      'squirrel-removal-nyc': '松鼠移除',
      'bird-removal-nyc': '鳥類移除',
      'raccoon-removal-nyc': '浣熊移除',
      'bat-removal-nyc': '蝙蝠移除',
      'skunk-removal-nyc': '臭鼬移除',
      'opossum-removal-nyc': '負鼠移除',
      'groundhog-removal-nyc': '土撥鼠移除',
      'mole-vole-removal-nyc': '鼴鼠及田鼠移除',
      'snake-removal-nyc': '蛇類移除',
      'fox-coyote-removal-nyc': '狐狸及郊狼移除',
    },
    areas: '服務地區',
    nycHeading: '紐約市',
    nycAll: '紐約市（所有行政區）',
    boroughs: {
      'manhattan-wildlife-control': '曼哈頓',
      'brooklyn-wildlife-control': '布魯克林',
      'queens-wildlife-control': '皇后區',
      'bronx-wildlife-control': '布朗士',
      'staten-island-wildlife-control': '史泰登島',
    },
    report: '報告問題',
    forPros: '專業人員專區',
    updates: '最新消息',
    faqs: '常見問題',
    terms: '使用條款',
    privacy: '隱私政策',
    disclaimer: '免責聲明',
    accessibility: '無障礙聲明',
  },
  pages: {
    breadcrumbHome: '首頁',
    breadcrumbNyc: '紐約市野生動物控制',
    callLabel: '致電 {phone}',
    reportButton: '報告問題',
    boroughEyebrow: '紐約市{borough}',
    boroughServiceName: '{borough}野生動物控制轉介服務',
    preferToTalk: '想直接通話？',
    dayOrNight: '，日夜皆可。',
    seasonalNotes: '{borough}季節提示',
    commonProblems: '{borough}常見的野生動物問題',
    howItWorks: '服務流程',
    prosYouCanTrust: '值得信賴的專業人員',
    neighborhoods: '我們在{borough}服務的社區',
    notSureCovered: '不確定您的地址是否在服務範圍內？',
    checkZip: '查詢您的郵遞區號',
    questionsAndAnswers: '問題與解答',
    learnMore: '了解更多',
    urgentHelp: '緊急求助',
    fullStop: '。',
  },
} as const satisfies ChromeCopy;

export const FOOTER_COPY = {
  blurb:
    '{siteName} 是為紐約市提供的免費轉介服務。我們為全部五個行政區的居民、房東和商家，聯繫獨立、持牌並有保險的野生動物控制專業人員。',
  contactHeading: '聯絡我們',
  phoneLabel: lineHours('24 小時調度專線', '調度專線'),
  emailLabel: '調度電郵',
  companyHeading: '公司',
  legalHeading: '法律資訊',
  emergency: {
    title: '野生動物緊急情況？',
    text: '立即報告，我們會在您所在的行政區為您找一位持牌專業人員。',
    button: '報告問題',
    href: `/zh-hant${CONTACT_PATH}`,
  },
  /** `{year}` is the current year. */
  copyright:
    '© {year} {siteName}。{siteName} 是調度及潛在客戶開發網絡，並非持牌野生動物控制業者。網絡內的專業人員是獨立商家；我們在批准時查核其 DEC 資格和保險。',
} as const;
