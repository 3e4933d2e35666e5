/**
 * What the forms say about coverage, in Traditional Chinese (see content/coverage-messages.ts):
 * `{zip}`, `{borough}` and `{phone}` are filled by fillZipText.
 */

/** A ZIP in the five boroughs when no active professional covers its borough. */
export const PHONE_ONLY_MESSAGE = {
  title: '請致電我們的調度專線',
  description:
    '我們的網絡目前在{borough}沒有專業人員，因此該區的請求暫時經由我們的調度專線以電話處理：請致電 {phone}。您仍然可以提交報告。',
} as const;

/** After a report from such a borough has been stored. */
export const PHONE_ONLY_SENT =
  '您的請求已交給我們的調度團隊。我們的網絡目前在{borough}沒有專業人員，因此該區的請求暫時經由我們的調度專線以電話處理；如情況緊急，請致電 {phone}。';

/** When the coverage could not be checked (network or service down): what the ZIP list alone can say. */
export const UNCONFIRMED_MESSAGE = {
  title: '在我們的服務範圍內',
  description:
    '郵遞區號 {zip} 位於{borough}，是我們服務的五個行政區之一。我們暫時無法查詢有哪些專業人員可提供服務；您仍然可以提交報告，或致電 {phone}。',
} as const;

export { fillZipText } from '@/content/coverage-messages';
