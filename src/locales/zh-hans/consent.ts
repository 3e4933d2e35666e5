/**
 * Consent wording in Simplified Chinese (see src/content/consent.ts), its own version: the
 * database stores the same wording under the same id (migration
 * 20261124160100_text_consent_translations.sql).
 */
export const TEXT_CONSENT = {
  version: 'sms-2026-11-24-zh-hans',
  wording:
    '我同意通过上面填写的电话号码，接收 NYC Wildlife Dispatch 及其为我联系的那一位专业人员发送的、与本次请求有关的短信。短信数量因请求而异。可能会产生短信和数据费用。回复 STOP 可退订，回复 HELP 可获取帮助。同意接收短信并不是获得服务的条件。',
} as const;
