/**
 * Consent wording in Traditional Chinese (see content/consent.ts for how wordings are versioned
 * and stored with the lead).
 */
export const TEXT_CONSENT = {
  version: 'sms-2026-11-24-zh-hant',
  wording:
    '我同意 NYC Wildlife Dispatch 及其為我聯繫的那一位專業人員，就此請求向上述電話號碼發送短訊給我。短訊發送頻率視乎請求而定。可能需要支付短訊及數據費用。回覆 STOP 可取消接收，回覆 HELP 可獲得協助。同意並非使用服務的條件。',
} as const;
