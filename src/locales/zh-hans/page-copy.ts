import type { Seo } from '@/content/types';
import { lineHours } from '@/content/line-hours';
import { EMERGENCY_LINE } from './emergency';
import { REVIEW_DAYS } from '@/domain/review';
import { CONTACT_PATH } from '@/config/paths';

/** The report flow's, its success page's, the finalize page's and the 404 page's words: apart from site-copy.ts so a page that needs only the shared steps does not load them. */

export const NOT_FOUND_COPY = {
  seo: {
    title: '页面未找到',
    description:
      '此页面不存在或已移动。请返回首页，或报告野生动物问题，我们会为您联系一位持证专业人员。',
  },
  heading: '404：页面未找到',
  text: '我们找不到您要查看的页面。该页面可能已移动，或网址可能输入有误。',
  homeLink: { label: '返回首页', href: '/zh-hans' },
  contactLink: { label: '报告问题', href: `/zh-hans${CONTACT_PATH}` },
} as const satisfies { seo: Seo; [key: string]: unknown };

export const CONTACT_COPY = {
  seo: {
    title: '报告问题',
    description:
      '在纽约市五个区的任何地方遇到野生动物问题，都可以报告。免费使用：我们会把您的请求转给您附近一位持证并有保险的专业人员。',
  },
  heading: '报告野生动物问题',
  intro:
    '请回答几个关于动物和您的房产的简短问题。我们会把您的请求转给一位在您所在区提供服务、持证并有保险的专业人员，由对方直接联系您。报告免费，您也没有义务雇用对方。',
  /** The line above step 1: the emergency rule's own (content/emergency.ts), 911 and 311 as tel: links. */
  emergencyNote: EMERGENCY_LINE,
  callPrompt: lineHours('想直接通话？请致电我们的24小时调度专线 {phone}。', '想直接通话？请致电我们的调度专线 {phone}。'),
} as const satisfies { seo: Seo; [key: string]: unknown };

export const CONTACT_SUCCESS_COPY = {
  seo: {
    title: '报告已收到',
    description:
      '谢谢。您的野生动物报告已收到，我们每次只把它交给您所在区的一位持证专业人员；接受请求的专业人员会直接联系您。',
  },
  heading: '报告已收到！',
  text: '谢谢。我们正在为您寻找一位在您所在区提供服务的持证专业人员，每次只把请求交给一位。',
  phoneOnlyText: '谢谢。我们目前在您所在区没有网络内的专业人员，因此您的请求由我们的调度团队通过电话处理。',
  nextSteps: [
    '专业人员会打电话或发电子邮件给您，通常在几小时内联系您，工作时间内最快。',
    '对方会询问问题情况并安排检查。价格和条款由对方决定；您直接向对方付款。',
    '您没有义务雇用对方。',
  ],
  callPrompt: '需要补充信息，或情况紧急？请致电 {phone}。',
  homeLink: { label: '返回首页', href: '/zh-hans' },
} as const satisfies { seo: Seo; [key: string]: unknown };

export const APPLICATION_PAID_COPY = {
  seo: {
    title: '完成您的申请',
    description:
      '已收到付款。请确认您的资料，提交加入纽约市野生动物防治调度网络的申请，以供审核。',
  },
  heading: '完成您的申请',
  intro:
    `感谢您的付款。请在下方确认您的资料，提交申请以供审核。我们会通过电子邮件通知您审核状态，通常在${REVIEW_DAYS.from}至${REVIEW_DAYS.to}个工作日内。`,
  success: {
    heading: '提交已收到！',
    text: '您的申请已提交。审核后，我们的团队会与您联系。',
  },
} as const satisfies { seo: Seo; [key: string]: unknown };
