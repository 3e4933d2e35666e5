/** The text messages a resident gets, in Traditional Chinese (the rules they follow and the shapes: texts.ts). */
import type { TextWords } from '../../texts.ts';

export const TEXTS: TextWords = {
  leadReceived: ({ brand, reference, url }) => `${brand}：已收到請求${reference}：${url}`,
  leadAssigned: ({ brand, business, credential, reference }) => `${brand}：${business}（${credential}）已接手您的請求${reference}，會盡快與您聯絡。回覆STOP退訂`,
  credential: { nwco_license: '持NYS DEC執照', pesticide_certification: '持NYS DEC認證' },
};
