import type { Banner, ProcessSteps, TrustBadges } from '@/content/types';
import { lineHours } from '@/content/line-hours';
import { CONTACT_PATH } from '@/config/paths';

/**
 * Simplified Chinese version of src/content/site-copy.ts: copy shared by several pages, plus the
 * copy and SEO of the routes that have no content module of their own.
 */

/** The three steps shown on the home, about, borough and species pages. */
export const PROCESS_STEPS = [
  {
    number: '01',
    title: '报告您的问题',
    description:
      lineHours('请通过表格或我们的24小时专线 {phone}，告诉我们您看到了什么、在哪里看到的。只需几分钟，而且免费。', '请通过表格或我们的调度专线 {phone}，告诉我们您看到了什么、在哪里看到的。只需几分钟，而且免费。'),
  },
  {
    number: '02',
    title: '我们为您找专家',
    description:
      '我们会把您的请求转给一位在您所在区提供服务、持证并有保险的野生动物专业人员。不是给您一份名单，也不是让多家公司竞价。',
  },
  {
    number: '03',
    title: '专业人员联系您',
    description:
      '专业人员会打电话或发电子邮件给您，了解情况并安排上门。通常在几小时内联系您，工作时间内最快。是否雇用对方，由您决定。',
  },
] as const satisfies ProcessSteps;

/** The four trust badges (same order and icons as the English ones). */
export const TRUST_BADGES = [
  { icon: 'badge-check', text: '专业人员持有其工作所需的纽约州环境保护局（NYS DEC）执照或认证' },
  { icon: 'shield-check', text: '批准加入时核实一般责任保险' },
  { icon: 'user-check', text: '每份申请均由我们的团队审核后才能加入' },
  { icon: 'award', text: '服务您所在区的独立商家' },
] as const satisfies TrustBadges;

/** Call banner used where a page has no banner of its own. */
export const URGENT_BANNER_DEFAULT = {
  title: '遇到野生动物紧急情况？',
  text: lineHours('我们的调度专线每周7天、每天24小时开放。请致电 {phone}，我们会把您的请求转给您所在区的一位持证专业人员。如果有人受伤或有危险，请先拨打911。', '请致电我们的调度专线 {phone}，我们会把您的请求转给您所在区的一位持证专业人员。如果有人受伤或有危险，请先拨打911。'),
} as const satisfies Banner;

/** Label of every '报告问题' button and its target. */
export const REPORT_BUTTON = { label: '报告问题', href: `/zh-hans${CONTACT_PATH}` } as const;

/** Label of every call button. */
export const CALL_LABEL = '致电 {phone}';

export const HEADER_COPY = {
  callButton: '致电 {phone}',
  callButtonShort: lineHours('24小时致电', '致电我们'),
  openMenu: '打开菜单',
  closeMenu: '关闭菜单',
  skipToContent: '跳至主要内容',
} as const;

export { FOOTER_COPY } from './chrome';

/* ---------------------------------------------------------------- 404 */


/* ---------------------------------------------------------------- report an issue */



/* ---------------------------------------------------------------- finalize (/application-paid) */

export { APPLICATION_PAID_COPY, CONTACT_COPY, CONTACT_SUCCESS_COPY, NOT_FOUND_COPY } from './page-copy';
