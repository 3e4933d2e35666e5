import type { NycOverviewContent } from '@/content/types';
import { REPORT_BUTTON } from './site-copy';

/**
 * NycOverviewContent with the FAQ link open to any wording and pointing at the Chinese FAQ page:
 * the English type pins it to { label: 'View All FAQs', href: '/faqs' }.
 */
type LocalizedNycOverviewContent = Omit<NycOverviewContent, 'faqLink'> & {
  readonly faqLink: { readonly label: string; readonly href: '/zh-hans/faqs' };
};

/** /zh-hans/nyc-wildlife-control: the same 11 category cards as the English page. */
export const NYC_OVERVIEW_CONTENT = {
  seo: {
    title: '纽约市野生动物防治，服务全部5个区',
    description:
      '为纽约市各地提供野生动物驱除帮助：浣熊、蝙蝠、大老鼠、松鼠、臭鼬等。免费报告，联系一位本地持证专业人员。',
  },
  title: '纽约市各地的野生动物防治',
  intro: [
    '纽约市的街道、公园和建筑里，生活着数量惊人的野生动物。只要保持距离，大多数野生动物并无害处；麻烦往往从动物住进您的阁楼、墙内、烟囱或院子开始。',
    '纽约市动物照护中心（ACC）不会诱捕健康的野生动物，311也会把居民转介给持证的私营服务。这正是我们可以帮忙的地方：告诉我们问题，我们会把它转给一位在您所在区提供服务、持证并有保险的专业人员。',
  ],
  categoriesHeading: '我们可以帮忙处理的野生动物',
  categories: [
    {
      title: '浣熊',
      description: '阁楼、烟囱和露台。绝不迁往别处，始终按照州规定处理。',
      icon: 'paw-print',
      href: '/services/raccoon-removal-nyc',
    },
    {
      title: '大老鼠和小老鼠',
      description: '地下室、厨房、墙内和院子，并封堵入口。',
      icon: 'rat',
      href: '/services/rat-removal-nyc',
    },
    {
      title: '松鼠',
      description: '阁楼、墙内和屋顶边缘，用单向门驱离并进行修补。',
      icon: 'squirrel',
      href: '/services/squirrel-removal-nyc',
    },
    {
      title: '鸟类',
      description: '通风口、空调机和窗台上的鸽子、椋鸟和麻雀。',
      icon: 'bird',
      href: '/services/bird-removal-nyc',
    },
    {
      title: '蝙蝠',
      description: '屋内有蝙蝠乱飞，或在幼崽季节以外驱离整群蝙蝠。',
      icon: 'moon',
      href: '/services/bat-removal-nyc',
    },
    {
      title: '臭鼬',
      description: '露台、门廊和棚屋下面的巢穴，等巢穴空了以后封闭。',
      icon: 'wind',
      href: '/services/skunk-removal-nyc',
    },
    {
      title: '负鼠',
      description: '车库、棚屋和架空层，事后封闭该处空间。',
      icon: 'trees',
      href: '/services/opossum-removal-nyc',
    },
    {
      title: '土拨鼠',
      description: '棚屋、露台和地基下面的洞穴，予以填平并堵住。',
      icon: 'shovel',
      href: '/services/groundhog-removal-nyc',
    },
    {
      title: '鼹鼠和田鼠',
      description: '草坪和花园里隆起的土垄、鼹鼠丘和地表通道。',
      icon: 'sprout',
      href: '/services/mole-vole-removal-nyc',
    },
    {
      title: '蛇',
      description: '依法将无害、受保护的本地蛇类从住宅中移走。',
      icon: 'worm',
      href: '/services/snake-removal-nyc',
    },
    {
      title: '狐狸和郊狼',
      description: '巢穴和反复出没，以及什么时候应改为拨打911或311。',
      icon: 'dog',
      href: '/services/fox-coyote-removal-nyc',
    },
  ],
  boroughsHeading: '选择您所在的区',
  faqLink: { label: '查看全部常见问题', href: '/zh-hans/faqs' },
  cta: {
    title: '不确定遇到的是什么动物？',
    text: '请描述您看到或听到的情况，我们为您联系的专业人员会帮您辨认。',
    button: REPORT_BUTTON.label,
    href: REPORT_BUTTON.href,
  },
} as const satisfies LocalizedNycOverviewContent;
