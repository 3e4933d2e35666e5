/**
 * ZIP check messages in Traditional Chinese (see content/zip-messages.ts).
 * `{zip}` is replaced with the ZIP the visitor typed.
 */
export const ZIP_MESSAGES = {
  invalid: { title: '郵遞區號無效', description: '請輸入有效的 5 位數郵遞區號。' },
  unsupported: {
    title: '即將推出！',
    description:
      '我們目前尚未在郵遞區號 {zip} 提供服務，但正在擴展中。歡迎查詢其他郵遞區號，如有疑問也可以聯絡我們。',
  },
  supported: { title: '有提供服務！', description: '好消息！您所在的地區有我們的專業人員。讓我們為您聯繫。' },
} as const;

/** The 'Coming Soon!' text for one ZIP. */
export function unsupportedZipText(zip: string): string {
  return ZIP_MESSAGES.unsupported.description.replace('{zip}', zip);
}

/** Said of a ZIP that also delivers outside the city (CITY_LINE_ZIPS in domain/zip-coverage.ts). */
export function cityLineText(zip: string): string {
  return `郵遞區號 ${zip} 也包括拿騷縣（Nassau County）的地址：我們只服務其中位於皇后區的地址。`;
}
