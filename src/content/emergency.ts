/**
 * The one emergency rule (bite or scratch, the animal, the bat exception). Its words live with
 * the e-mails' in supabase/functions/_shared/locales/<folder>/emergency.ts (plain modules Deno
 * loads too), so the site and the e-mail say the same thing. English is here; another language's
 * pages take theirs from their folder (src/locales/<folder>/emergency.ts), so a page ships only
 * its own language.
 */
export { animalParagraph, batParagraph, biteParagraph, type EmergencyLanguage, type EmergencyRule } from '../../supabase/functions/_shared/emergency-rule.ts';
export { EMERGENCY_LINE as EMERGENCY_LINE_EN } from '../../supabase/functions/_shared/locales/en/emergency-line.ts';
export { EMERGENCY as EMERGENCY_EN } from '../../supabase/functions/_shared/locales/en/emergency.ts';
