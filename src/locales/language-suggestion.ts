import type { Locale } from '@/domain/locales';

/**
 * The offer to read a page in another language, written in that language (the visitor may not
 * read the page's). Shown when the visitor chose that language before, or, with no choice yet,
 * when their browser asks for it first. A suggestion only: nothing redirects.
 */
export const LANGUAGE_SUGGESTION: Readonly<Record<Locale, { text: string; action: string; dismiss: string }>> = {
  en: { text: 'This page is also in English.', action: 'Read it in English', dismiss: 'No thanks' },
  es: { text: 'Esta página también está en español.', action: 'Verla en español', dismiss: 'No, gracias' },
  'zh-Hant': { text: '本頁也有繁體中文版。', action: '閱讀繁體中文版', dismiss: '不用了' },
  'zh-Hans': { text: '本页也有简体中文版。', action: '阅读简体中文版', dismiss: '不用了' },
};
