import type { LegalSummaryCopy } from '@/content/types';

/** The words every legal summary in Simplified Chinese (简体中文) shares (pages/views/legal-summary.tsx). */
export const LEGAL_SUMMARY_COPY = {
  notice:
    '本页是为方便您阅读而提供的简体中文摘要。英文原文是正式、具有约束力的版本；如两者有任何不一致，以英文原文为准。',
  readEnglish: '阅读英文全文',
  englishVersionOf: '英文原文最后更新：',
  questions: '对本页有疑问？请发电子邮件至 {dispatchEmail}。',
} as const satisfies LegalSummaryCopy;
