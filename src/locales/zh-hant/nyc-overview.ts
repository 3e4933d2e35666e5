import type { NycOverviewContent } from '@/content/types';
import { REPORT_BUTTON } from './site-copy';

/**
 * NycOverviewContent with the FAQ link free to be translated: types.ts fixes it to the English
 * label 'View All FAQs' and the English path '/faqs'. Everything else is NycOverviewContent.
 */
type LocalizedNycOverviewContent = Omit<NycOverviewContent, 'faqLink'> & {
  readonly faqLink: { readonly label: string; readonly href: '/zh-hant/faqs' };
};

/** /zh-hant/nyc-wildlife-control: 11 category cards, as in English (see content/nyc-overview.ts). */
export const NYC_OVERVIEW_CONTENT = {
  seo: {
    title: '紐約市野生動物控制：全部五個行政區',
    description:
      '全紐約市的野生動物移除協助：浣熊、蝙蝠、大老鼠、松鼠、臭鼬等等。免費報告，聯繫一位當地的持牌專業人員。',
  },
  title: '紐約市各區野生動物控制',
  intro: [
    '紐約市的街道、公園和建築物裡，住著數量驚人的野生動物。隔一段距離看，大多數都無害；麻煩在於動物搬進您的閣樓、牆內、煙囪或院子。',
    '紐約市動物照護中心（ACC）不會捕捉健康的野生動物，而 311 會把居民轉介給持牌私人服務。這正是我們可以幫忙的地方：告訴我們問題，我們會轉交給一位服務您所在行政區、持牌並有保險的專業人員。',
  ],
  categoriesHeading: '我們可以協助處理的野生動物',
  categories: [
    {
      title: '浣熊',
      description: '閣樓、煙囪和露台。絕不異地放生，一律按州規定處理。',
      icon: 'paw-print',
      href: '/services/raccoon-removal-nyc',
    },
    {
      title: '大老鼠和小老鼠',
      description: '地下室、廚房、牆內和院子，並封堵出入口。',
      icon: 'rat',
      href: '/services/rat-removal-nyc',
    },
    {
      title: '松鼠',
      description: '閣樓、牆內和屋頂邊緣，以單向驅離方式處理並進行修補。',
      icon: 'squirrel',
      href: '/services/squirrel-removal-nyc',
    },
    {
      title: '鳥類',
      description: '在通風口、冷氣機和外牆凸台上的鴿子、椋鳥和麻雀。',
      icon: 'bird',
      href: '/services/bird-removal-nyc',
    },
    {
      title: '蝙蝠',
      description: '室內有蝙蝠亂飛，或在育幼季節以外驅離蝙蝠群。',
      icon: 'moon',
      href: '/services/bat-removal-nyc',
    },
    {
      title: '臭鼬',
      description: '露台、門廊和棚屋下的巢穴，確認清空後封閉。',
      icon: 'wind',
      href: '/services/skunk-removal-nyc',
    },
    {
      title: '負鼠',
      description: '車庫、棚屋和屋底夾層，事後會封閉該空間。',
      icon: 'trees',
      href: '/services/opossum-removal-nyc',
    },
    {
      title: '土撥鼠',
      description: '棚屋、露台和地基下的洞穴，會填平並堵住。',
      icon: 'shovel',
      href: '/services/groundhog-removal-nyc',
    },
    {
      title: '鼴鼠和田鼠',
      description: '草坪和花園裡隆起的土脊、鼴鼠丘和地面通道。',
      icon: 'sprout',
      href: '/services/mole-vole-removal-nyc',
    },
    {
      title: '蛇',
      description: '無害且受保護的本地蛇類，依法從住宅移走。',
      icon: 'worm',
      href: '/services/snake-removal-nyc',
    },
    {
      title: '狐狸和郊狼',
      description: '巢穴和反覆出沒的問題，以及何時應改為致電 911 或 311。',
      icon: 'dog',
      href: '/services/fox-coyote-removal-nyc',
    },
  ],
  boroughsHeading: '選擇您的行政區',
  faqLink: { label: '查看所有常見問題', href: '/zh-hant/faqs' },
  cta: {
    title: '不確定是什麼動物？',
    text: '描述您看到或聽到的情況，我們為您聯繫的專業人員會辨認是什麼動物。',
    button: REPORT_BUTTON.label,
    href: REPORT_BUTTON.href,
  },
} as const satisfies LocalizedNycOverviewContent;
