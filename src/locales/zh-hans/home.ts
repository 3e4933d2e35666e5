import type { HomeContent } from '@/content/types';
import { PROCESS_STEPS, REPORT_BUTTON } from './site-copy';
import { lineHours } from '@/content/line-hours';

/**
 * HomeContent with the ZIP button's label open to any wording: the English type pins it to
 * 'Check Availability'.
 */
type LocalizedHomeContent = Omit<HomeContent, 'hero'> & {
  readonly hero: Omit<HomeContent['hero'], 'zipButton'> & { readonly zipButton: string };
};

export const HOME_CONTENT = {
  seo: {
    title: '在纽约市寻找持证野生动物专业人员',
    description:
      '阁楼里有浣熊？院子里有大老鼠？随时在网上免费报告，我们会为您联系您在纽约市所在区的一位持证并有保险的野生动物专业人员。',
  },
  hero: {
    headline: '遇到野生动物问题？我们为您联系持证专业人员。',
    subtitle:
      '阁楼里有浣熊，院子里有大老鼠，卧室里有蝙蝠。告诉我们发生了什么，我们会把您的请求转给您所在区一位持证并有保险的专业人员。报告免费，白天晚上都可以。',
    zipLabel: '输入您的邮政编码',
    zipPlaceholder: '例如：11215',
    zipButton: '查询服务',
    callLabel: '致电 {phone}',
    imageAlt: '插图：纽约市的高楼大厦，一只浣熊坐在窗台上',
  },
  urgentBanner: {
    title: '动物此刻就在您家里？',
    text: lineHours('我们的调度专线每周7天、每天24小时开放。请致电 {phone}。如果有人受伤或有危险，请先拨打911。', '请致电我们的调度专线 {phone}。如果有人受伤或有危险，请先拨打911。'),
  },
  howItWorks: {
    heading: '服务流程',
    steps: PROCESS_STEPS,
  },
  categoriesHeading: '我们可以帮忙处理的问题',
  categories: [
    {
      title: '浣熊',
      description: '在阁楼、烟囱里或露台下面。',
      icon: 'paw-print',
      href: '/services/raccoon-removal-nyc',
    },
    {
      title: '蝙蝠',
      description: '屋内有蝙蝠乱飞，或屋顶里有一群蝙蝠。',
      icon: 'moon',
      href: '/services/bat-removal-nyc',
    },
    {
      title: '松鼠',
      description: '阁楼里有抓挠声，屋顶边缘有洞。',
      icon: 'squirrel',
      href: '/services/squirrel-removal-nyc',
    },
    {
      title: '大老鼠和小老鼠',
      description: '在地下室、厨房、墙内和院子里。',
      icon: 'rat',
      href: '/services/rat-removal-nyc',
    },
    {
      title: '鸟类',
      description: '通风口里和窗台上的鸽子、椋鸟和麻雀。',
      icon: 'bird',
      href: '/services/bird-removal-nyc',
    },
    {
      title: '其他野生动物',
      description: '臭鼬、负鼠、土拨鼠、蛇、狐狸等。',
      icon: 'map',
      href: '/zh-hans/nyc-wildlife-control',
    },
  ],
  advantagesHeading: '纽约人为什么选择我们',
  advantages: [
    {
      icon: 'handshake',
      title: '只对接一位专业人员，不是多家竞价',
      text: '您的请求只转给一位专业人员，而不是一大群公司。只有一个回电，只需沟通一次。',
    },
    {
      icon: 'badge-check',
      title: '持证并有保险',
      text: '专业人员加入前，我们会核实其纽约州环境保护局（NYS DEC）资格证明（处理大老鼠和小老鼠须持农药认证；捕捉和移除动物，包括捕捉鸽子，须持滋扰野生动物控制员（NWCO）执照），并确认其一般责任保险存在且仍然有效。',
    },
    {
      icon: 'map-pin',
      title: '熟悉您所在的区',
      text: '我们为您匹配一位在您所在区工作、熟悉当地建筑的专业人员，从无电梯公寓、褐石屋到带院子的房屋都很了解。',
    },
  ],
  boroughsHeading: '服务全部五个区',
  boroughsText:
    '曼哈顿、布鲁克林、皇后区、布朗克斯和史泰登岛。选择您所在的区，查看我们在当地最常接到的问题。',
  finalCta: {
    title: '准备好寻求帮助了吗？',
    text: '只需几分钟就能报告您的野生动物问题。报告免费，您所在区的一位持证专业人员会与您联系。',
    button: REPORT_BUTTON.label,
    href: REPORT_BUTTON.href,
  },
} as const satisfies LocalizedHomeContent;
