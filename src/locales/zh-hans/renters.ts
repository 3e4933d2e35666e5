import { cityLinks } from '@/config/site';
import type { RenterGuidance } from '@/content/renters';

export type { RenterGuidance } from '@/content/renters';

/**
 * What a renter should know before reporting, in Simplified Chinese (see src/content/renters.ts).
 * Both links lead to pages in English. The resident may still send the report.
 */
export const RENTER_GUIDANCE: RenterGuidance = {
  title: '您是租户？房东必须处理虫鼠问题',
  intro:
    '根据《纽约市住房维护法规》（NYC Housing Maintenance Code），您所住楼宇的业主必须确保您的公寓没有鼠类和其他有害生物。',
  points: [
    {
      heading: '先告诉房东',
      text: '请把问题告诉房东或大楼管理人员，尽量以书面形式告知，并保留一份副本。',
    },
    {
      heading: '公寓里有大老鼠或小老鼠？',
      text: '如果房东不处理，请通过311向纽约市房屋保护和发展局（HPD）投诉：拨打311，或使用311网上服务或NYC311应用程序。HPD可以上门检查，并向业主发出违规通知。',
      link: { label: '311网上服务（英文）', href: cityLinks.nyc311Online },
    },
    {
      heading: '住在纽约市房屋局（NYCHA）的公共住房？',
      text: 'NYCHA住户通过MyNYCHA的应用程序或网站申请维修和虫鼠防治。',
      link: { label: 'MyNYCHA（英文）', href: cityLinks.myNycha },
    },
  ],
  stillReport:
    '您仍然可以提交这份报告，例如房东已请您自行安排处理，或者动物在您的公寓外面。',
};
