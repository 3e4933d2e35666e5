import type { EmergencyRule } from '../emergency-rule.ts';
import type { Language } from '../languages.ts';
import type { MailWords } from '../mail/locale.ts';
import type { TextWords } from '../texts.ts';
import * as EN from './en/index.ts';
import * as ES from './es/index.ts';
import * as ZH_HANS from './zh-hans/index.ts';
import * as ZH_HANT from './zh-hant/index.ts';

/** What the e-mails and texts say in one language: the files of its folder, locales/<folder>/. */
export type Messages = { readonly EMERGENCY: EmergencyRule; readonly MAIL: MailWords; readonly TEXTS: TextWords };

/**
 * Every language's messages, one line each (languages.ts lists the languages). The site loads a
 * language's emergency.ts directly, never this file, so a page ships only its own language.
 */
export const MESSAGES: Readonly<Record<Language, Messages>> = {
  en: EN,
  es: ES,
  'zh-Hant': ZH_HANT,
  'zh-Hans': ZH_HANS,
};
