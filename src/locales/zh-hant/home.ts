import type { HomeContent } from '@/content/types';
import { PROCESS_STEPS, REPORT_BUTTON } from './site-copy';
import { lineHours } from '@/content/line-hours';

/**
 * HomeContent with the ZIP button's label free to be translated: types.ts fixes it to the
 * English words 'Check Availability'. Everything else is HomeContent as it is.
 */
type LocalizedHomeContent = Omit<HomeContent, 'hero'> & {
  readonly hero: Omit<HomeContent['hero'], 'zipButton'> & { readonly zipButton: string };
};

export const HOME_CONTENT = {
  seo: {
    title: '在紐約市尋找持牌野生動物專業人員',
    description:
      '閣樓有浣熊？院子有大老鼠？隨時在網上免費報告，我們為您聯繫您所在紐約市行政區的一位持牌並有保險的野生動物專業人員。',
  },
  hero: {
    headline: '有野生動物問題？我們為您聯繫持牌專業人員。',
    subtitle:
      '閣樓有浣熊，院子有大老鼠，臥室有蝙蝠。告訴我們發生了什麼事，我們會把您的請求轉交給您所在行政區一位持牌並有保險的專業人員。免費報告，日夜皆可。',
    zipLabel: '輸入您的郵遞區號',
    zipPlaceholder: '例如：11215',
    zipButton: '查詢服務範圍',
    callLabel: '致電 {phone}',
    imageAlt: '紐約市高樓插圖，一隻浣熊坐在窗台上',
  },
  urgentBanner: {
    title: '此刻有動物在您家中？',
    text: lineHours('我們的調度專線 24 小時全年無休。請致電 {phone}。如有人受傷或有危險，請先致電 911。', '請致電我們的調度專線 {phone}。如有人受傷或有危險，請先致電 911。'),
  },
  howItWorks: {
    heading: '服務流程',
    steps: PROCESS_STEPS,
  },
  categoriesHeading: '我們可以協助處理的問題',
  categories: [
    {
      title: '浣熊',
      description: '在閣樓、煙囪或露台底下。',
      icon: 'paw-print',
      href: '/services/raccoon-removal-nyc',
    },
    {
      title: '蝙蝠',
      description: '一隻蝙蝠在室內亂飛，或一群蝙蝠棲息在屋頂。',
      icon: 'moon',
      href: '/services/bat-removal-nyc',
    },
    {
      title: '松鼠',
      description: '閣樓有抓撓聲，屋頂邊緣出現破洞。',
      icon: 'squirrel',
      href: '/services/squirrel-removal-nyc',
    },
    {
      title: '大老鼠和小老鼠',
      description: '在地下室、廚房、牆內和院子。',
      icon: 'rat',
      href: '/services/rat-removal-nyc',
    },
    {
      title: '鳥類',
      description: '在通風口和外牆凸台上的鴿子、椋鳥和麻雀。',
      icon: 'bird',
      href: '/services/bird-removal-nyc',
    },
    {
      title: '其他野生動物',
      description: '臭鼬、負鼠、土撥鼠、蛇、狐狸等等。',
      icon: 'map',
      href: '/zh-hant/nyc-wildlife-control',
    },
  ],
  advantagesHeading: '紐約人為何選用我們',
  advantages: [
    {
      icon: 'handshake',
      title: '只轉介一位專業人員，沒有競價',
      text: '您的請求只會轉交給一位專業人員，而不是一大群公司。只有一通回電、一次對話。',
    },
    {
      icon: 'badge-check',
      title: '持牌並有保險',
      text: '專業人員加入前，我們會查核其紐約州環境保護局（NYS DEC）資格（處理大老鼠和小老鼠須持農藥認證；捕捉和移除動物，包括捕捉鴿子，須持滋擾野生動物控制員（NWCO）執照），並確認其一般責任保險存在且仍然有效。',
    },
    {
      icon: 'map-pin',
      title: '熟悉您所在的行政區',
      text: '我們為您配對一位在您所在行政區工作、熟悉當地建築的專業人員，從無電梯公寓、褐石屋到帶院子的房屋都熟悉。',
    },
  ],
  boroughsHeading: '服務全部五個行政區',
  boroughsText:
    '曼哈頓、布魯克林、皇后區、布朗士和史泰登島。選擇您的行政區，查看我們在當地最常接到的問題。',
  finalCta: {
    title: '準備好求助了嗎？',
    text: '只需幾分鐘即可報告您的野生動物問題。報告免費，您所在行政區的一位持牌專業人員會與您聯絡。',
    button: REPORT_BUTTON.label,
    href: REPORT_BUTTON.href,
  },
} as const satisfies LocalizedHomeContent;
