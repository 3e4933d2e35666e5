import type { TranslatedLocale } from '@/domain/locales';
import type { Translation } from './translation';
import { TRANSLATION as ES } from './es';
import { TRANSLATION as ZH_HANS } from './zh-hans';
import { TRANSLATION as ZH_HANT } from './zh-hant';

export type { PageModule, Translation } from './translation';

/**
 * Every language other than English, one line each. A language's words are all in its folder,
 * src/locales/<prefix without the slash>/ (README, "Adding a language").
 */
export const TRANSLATIONS: Readonly<Record<TranslatedLocale, Translation>> = {
  es: ES,
  'zh-Hant': ZH_HANT,
  'zh-Hans': ZH_HANS,
};
