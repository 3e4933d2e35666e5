import type { ChromeCopy } from '@/content/chrome';
import { lineHours } from '@/content/line-hours';
import { CONTACT_PATH } from '@/config/paths';

/** The site's frame in Simplified Chinese (see src/content/chrome.ts). */
export const CHROME_COPY = {
  skipToContent: '跳至正文',
  openMenu: '打开菜单',
  closeMenu: '关闭菜单',
  siteMenu: '网站菜单',
  mainNavLabel: '主导航',
  mobileNavLabel: '手机版导航',
  languageLabel: '语言',
  englishMarker: '（英文）',
  englishTag: '英文',
  toasts: { region: '通知 ({hotkey})', dismiss: '关闭通知' },
  nav: {
    home: '首页',
    about: '关于我们',
    services: '野生动物服务',
    speciesGroups: {
      'Common Pests': '常见有害动物',
      'Specialized Removal': '专门驱除',
      'Ground & Large Animals': '地栖及大型动物',
    },
    species: {
      'rat-removal-nyc': '大老鼠驱除',
      'mouse-removal-nyc': '小老鼠驱除',
      'squirrel-removal-nyc': '松鼠驱除',
      'bird-removal-nyc': '鸟类驱除',
      'raccoon-removal-nyc': '浣熊驱除',
      'bat-removal-nyc': '蝙蝠驱除',
      'skunk-removal-nyc': '臭鼬驱除',
      'opossum-removal-nyc': '负鼠驱除',
      'groundhog-removal-nyc': '土拨鼠驱除',
      'mole-vole-removal-nyc': '鼹鼠和田鼠驱除',
      'snake-removal-nyc': '蛇类驱除',
      'fox-coyote-removal-nyc': '狐狸和郊狼驱除',
    },
    areas: '服务地区',
    nycHeading: '纽约市',
    nycAll: '纽约市（全部五个区）',
    boroughs: {
      'manhattan-wildlife-control': '曼哈顿',
      'brooklyn-wildlife-control': '布鲁克林',
      'queens-wildlife-control': '皇后区',
      'bronx-wildlife-control': '布朗克斯',
      'staten-island-wildlife-control': '史泰登岛',
    },
    report: '报告问题',
    forPros: '专业人员专区',
    updates: '平台动态',
    faqs: '常见问题',
    terms: '使用条款',
    privacy: '隐私政策',
    disclaimer: '免责声明',
    accessibility: '无障碍声明',
  },
  pages: {
    breadcrumbHome: '首页',
    breadcrumbNyc: '纽约市野生动物防治',
    callLabel: '致电 {phone}',
    reportButton: '报告问题',
    boroughEyebrow: '纽约市{borough}',
    boroughServiceName: '{borough}野生动物防治转介服务',
    preferToTalk: '想直接通话？',
    dayOrNight: '，日夜均可。',
    seasonalNotes: '{borough}季节提示',
    commonProblems: '{borough}常见的野生动物问题',
    howItWorks: '服务流程',
    prosYouCanTrust: '值得信赖的专业人员',
    neighborhoods: '我们在{borough}服务的社区',
    notSureCovered: '不确定您的地址是否在服务范围内？',
    checkZip: '查询您的邮政编码',
    questionsAndAnswers: '问题与解答',
    learnMore: '了解更多',
    urgentHelp: '紧急求助',
    fullStop: '。',
  },
} as const satisfies ChromeCopy;

export const FOOTER_COPY = {
  blurb:
    '{siteName} 是面向纽约市的免费转介服务。我们为全部五个区的居民、房东和企业联系独立、持证并有保险的野生动物防治专业人员。',
  contactHeading: '联系方式',
  phoneLabel: lineHours('24小时调度专线', '调度专线'),
  emailLabel: '调度电子邮箱',
  companyHeading: '公司',
  legalHeading: '法律信息',
  emergency: {
    title: '遇到野生动物紧急情况？',
    text: '立即报告，我们会为您找到您所在区的一位持证专业人员。',
    button: '报告问题',
    href: `/zh-hans${CONTACT_PATH}`,
  },
  /** `{year}` is the current year. */
  copyright:
    '© {year} {siteName}。{siteName} 是调度及潜在客户开发网络，不是持证的野生动物防治经营者。网络内的专业人员是独立商家；我们在批准时核实其 DEC 资格证明和保险。',
} as const;
