/**
 * The emergency rule in every language, for the e-mails (templates.ts) and the tests; a page
 * imports only its own language's file. The words and the rule: emergency-rule.ts.
 */
import type { EmergencyLanguage, EmergencyRule } from './emergency-rule.ts';
import { EMERGENCY_EN } from './emergency-en.ts';
import { EMERGENCY_ES } from './emergency-es.ts';
import { EMERGENCY_ZH_HANS } from './emergency-zh-hans.ts';
import { EMERGENCY_ZH_HANT } from './emergency-zh-hant.ts';

export { EMERGENCY_EN, EMERGENCY_ES, EMERGENCY_ZH_HANS, EMERGENCY_ZH_HANT };
export { animalParagraph, batParagraph, biteParagraph, type EmergencyLanguage, type EmergencyRule } from './emergency-rule.ts';

export const EMERGENCY_RULE: Readonly<Record<EmergencyLanguage, EmergencyRule>> = {
  en: EMERGENCY_EN,
  es: EMERGENCY_ES,
  'zh-Hant': EMERGENCY_ZH_HANT,
  'zh-Hans': EMERGENCY_ZH_HANS,
};
