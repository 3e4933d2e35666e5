/**
 * ZIP check messages in Simplified Chinese (see src/content/zip-messages.ts).
 * `{zip}` is replaced with the ZIP the visitor typed.
 */
export const ZIP_MESSAGES = {
  invalid: { title: '邮政编码无效', description: '请输入有效的5位数邮政编码。' },
  unsupported: {
    title: '即将推出！',
    description:
      '我们目前还没有覆盖邮政编码 {zip}，但服务范围正在扩大。欢迎查询其他邮政编码；如有疑问，也可以联系我们。',
  },
  supported: { title: '可提供服务！', description: '好消息！您所在的地区有我们的专业人员。接下来为您联系专业人员。' },
} as const;

/** The '即将推出！' text for one ZIP. */
export function unsupportedZipText(zip: string): string {
  return ZIP_MESSAGES.unsupported.description.replace('{zip}', zip);
}


/** Said of a ZIP that also delivers outside the city (CITY_LINE_ZIPS in domain/zip-coverage.ts). */
export function cityLineText(zip: string): string {
  return `邮政编码 ${zip} 也包括拿骚县（Nassau County）的地址：我们只为其中位于皇后区的地址提供服务。`;
}
