import type { FaqPageContent } from '@/content/types';
import { animalParagraph, biteParagraph } from '@/content/emergency';
import { EMERGENCY } from './emergency';
import { CALL_LABEL, REPORT_BUTTON } from './site-copy';
import { lineHours } from '@/content/line-hours';
import { REVIEW_DAYS } from '@/domain/review';
import { CONTACT_PATH } from '@/config/paths';

const REPORT_HREF = `/zh-hans${CONTACT_PATH}` as const;

/**
 * FaqPageContent with the closing button pointing at the Chinese report flow: the English type
 * pins it to '/contact'.
 */
type LocalizedFaqPageContent = Omit<FaqPageContent, 'closing'> & {
  readonly closing: Omit<FaqPageContent['closing'], 'reportHref'> & { readonly reportHref: typeof REPORT_HREF };
};

/** /zh-hans/faqs: the same ten questions as the English page, one open at a time. */
export const FAQ_PAGE_CONTENT = {
  seo: {
    title: '纽约市民野生动物驱除常见问题',
    description:
      '为纽约市居民解答：我们的免费野生动物调度服务如何运作、专业人员是谁、执照、费用、回复时间、隐私和紧急情况。',
  },
  title: '常见问题',
  intro: '直接回答您关心的问题：{siteName} 如何运作、专业人员是谁，以及紧急情况下该怎么办。',
  items: [
    {
      question: '你们的服务是如何运作的？',
      answer:
        lineHours('您可以通过网上表格或我们的24小时调度专线 {phone}，告诉我们您遇到的野生动物问题。我们会把您的请求转给一位在您所在区提供服务、独立、持证并有保险的专业人员。该专业人员会直接联系您，了解情况并安排上门。\n\n我们是转介和调度网络，本身不从事驱除工作。', '您可以通过网上表格或我们的调度专线 {phone}，告诉我们您遇到的野生动物问题。我们会把您的请求转给一位在您所在区提供服务、独立、持证并有保险的专业人员。该专业人员会直接联系您，了解情况并安排上门。\n\n我们是转介和调度网络，本身不从事驱除工作。'),
    },
    {
      question: '费用是多少？',
      answer:
        '报告问题是免费的，您也没有义务雇用我们为您联系的专业人员。如果您决定雇用，请直接向专业人员付款。价格、条款和任何保证都由对方决定，所以请在开工前请对方讲清楚费用。',
    },
    {
      question: '这些专业人员是谁？',
      answer:
        '他们是在纽约市五个区提供服务的独立野生动物防治企业。他们是独立承包商，不是我们的员工或代理人，并对自己的工作负责。每位专业人员在加入网络前都要经过审核，并且必须出示其工作所需的有效州执照或认证，以及保险证明。',
    },
    {
      question: '专业人员有执照吗？',
      answer:
        '有，而且持有与工作相符的资格证明。在纽约州，任何人收费捕捉、持有、运送或放生浣熊、松鼠、蝙蝠或臭鼬等滋扰野生动物，都需要持有纽约州环境保护局（DEC）颁发的滋扰野生动物控制员（NWCO）执照，收费捕捉鸽子也包括在内。我们派去做这类工作的每位专业人员都持有该执照。\n\n在他人的房产上使用农药（例如灭鼠诱饵、驱鸟剂或杀鸟剂），则需要另一种资格证明：纽约州环境保护局（DEC）的商业农药施用员认证。我们只把大老鼠和小老鼠的工作交给持有该认证的专业人员。鸽子的工作会交给持有其中任何一种资格证明的专业人员，每位只做其资格证明涵盖的工作：捕捉须持 NWCO 执照，驱鸟剂和诱饵须持认证。在工作开始之前，您可以要求查看。\n\n{siteName} 本身并不是持证的野生动物防治经营者。',
    },
    {
      question: '多久会有人联系我？',
      answer:
        '专业人员通常会在几小时内回电，工作时间内最快。深夜提出的请求可能要到第二天早上才会得到回复。我们无法保证回复时间。如果您一直没有收到回复，或者情况变得更糟，请致电 {phone} 联系我们。',
    },
    {
      question: '你们能帮忙处理流浪猫或流浪狗吗？',
      answer:
        '不能。猫、狗等家养动物不在我们网络的服务范围内。如有流浪、走失或受伤的猫狗，请通过311联系纽约市动物照护中心（ACC），或联系当地的动物福利组织。',
    },
    {
      question: '我的个人信息会怎样处理？',
      answer:
        '我们会收集处理您的请求所需的信息：您的姓名、电话号码、电子邮箱、房产地址或邮政编码、野生动物问题、房产类型，以及您希望的联系方式。我们会把这些信息提供给与您的请求匹配的那一位专业人员，以便对方联系您。我们不会出售这些信息。详情请参阅我们的隐私政策。',
    },
    {
      question: '你们的服务范围包括哪些地区？',
      answer:
        '纽约市全部五个区：曼哈顿、布鲁克林、皇后区、布朗克斯和史泰登岛。请在首页输入您的邮政编码查询。我们计划将服务扩展到纽约州北部；最新消息请见“平台动态”。',
    },
    {
      question: '遇到紧急情况该怎么办？',
      answer:
        `${biteParagraph(EMERGENCY)}${animalParagraph(EMERGENCY)}\n\n如果动物在您家里但没有伤害任何人，请关上那个房间的门，让人和宠物远离，并拨打我们的调度专线 {phone}。`,
    },
    {
      question: '野生动物专业人员如何加入网络？',
      answer:
        `请在我们的“专业人员专区”页面申请。申请表会询问您的企业资料、您提供的服务和覆盖的区，以及您的执照和保险。您需要在安全付款页面支付一次性、不可退还的调度申请处理费（Dispatch Application Processing Fee），我们只在收到付款后才审核申请。我们会在${REVIEW_DAYS.from}至${REVIEW_DAYS.to}个工作日内审核申请，并通过电子邮件告诉您下一步。`,
    },
  ],
  closing: {
    title: '还有问题吗？',
    text: lineHours('报告您的问题后，我们为您联系的专业人员可以解答与您情况有关的问题；您也可以拨打我们的24小时调度专线。', '报告您的问题后，我们为您联系的专业人员可以解答与您情况有关的问题；您也可以拨打我们的调度专线。'),
    reportButton: REPORT_BUTTON.label,
    reportHref: REPORT_HREF,
    callLabel: CALL_LABEL,
  },
} as const satisfies LocalizedFaqPageContent;
