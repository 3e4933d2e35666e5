import { cityLinks } from '@/config/site';
import type { RenterGuidance } from '@/content/renters';

/**
 * What a renter should know before reporting, in Traditional Chinese (see content/renters.ts).
 * The two links lead to city sites in English, so their labels end with '（英文）'.
 */
export type { RenterGuidance };

export const RENTER_GUIDANCE: RenterGuidance = {
  title: '您是租客？房東必須處理蟲鼠問題',
  intro:
    '根據《紐約市房屋維修法規》（Housing Maintenance Code），您所住大樓的業主必須確保您的單位沒有鼠類和其他蟲害。',
  points: [
    {
      heading: '先通知房東',
      text: '請把問題告訴您的房東或大樓管理人，最好以書面通知，並保留副本。',
    },
    {
      heading: '單位裡有大老鼠或小老鼠？',
      text: '如果房東不處理，請透過 311 向紐約市房屋保護及發展局（HPD）投訴：致電 311，或使用 311 網上服務或 NYC311 應用程式。HPD 可以派員檢查，並向業主發出違規通知。',
      link: { label: '311 網上服務（英文）', href: cityLinks.nyc311Online },
    },
    {
      heading: '住在紐約市房屋局（NYCHA）的房屋？',
      text: 'NYCHA 住戶可透過 MyNYCHA 的應用程式或網站入口，申請維修和滅蟲服務。',
      link: { label: 'MyNYCHA（英文）', href: cityLinks.myNycha },
    },
  ],
  stillReport:
    '您仍然可以提交這份報告，例如房東已要求您自行安排處理，或動物在您的單位以外。',
};
