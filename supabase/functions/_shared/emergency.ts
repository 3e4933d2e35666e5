/**
 * The emergency rule in every language, for the e-mails (templates.ts) and the tests; a page
 * imports only its own language's file. The words and the rule: emergency-rule.ts.
 */
import type { EmergencyLanguage, EmergencyRule } from './emergency-rule.ts';
import { MESSAGES } from './locales/index.ts';

export { animalParagraph, batParagraph, biteParagraph, type EmergencyLanguage, type EmergencyRule } from './emergency-rule.ts';

export const EMERGENCY_RULE = Object.fromEntries(Object.entries(MESSAGES).map(([language, m]) => [language, m.EMERGENCY])) as Readonly<
  Record<EmergencyLanguage, EmergencyRule>
>;
