import type { LegalSummaryCopy } from '@/content/types';

/** The words every legal summary in Traditional Chinese (繁體中文) shares (pages/views/legal-summary.tsx). */
export const LEGAL_SUMMARY_COPY = {
  notice:
    '本頁是英文版本的繁體中文摘要，僅為方便閱讀而提供。英文版本才是具約束力的正式文本；如兩者有任何不一致，概以英文版本為準。',
  readEnglish: '閱讀英文全文',
  englishVersionOf: '英文版本最後更新：',
  questions: '對本頁有疑問？請發電郵至 {dispatchEmail}。',
} as const satisfies LegalSummaryCopy;
