/** The text messages a resident gets, in Simplified Chinese (the rules they follow and the shapes: texts.ts). */
import type { TextWords } from '../../texts.ts';

export const TEXTS: TextWords = {
  leadReceived: ({ brand, reference, url }) => `${brand}：已收到请求${reference}：${url}`,
  leadAssigned: ({ brand, business, credential, reference }) => `${brand}：${business}（${credential}）已接手您的请求${reference}，会尽快与您联络。回复STOP退订`,
  credential: { nwco_license: '持NYS DEC执照', pesticide_certification: '持NYS DEC认证' },
};
