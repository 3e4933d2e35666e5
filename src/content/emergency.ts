/**
 * The one emergency rule (bite or scratch, the animal, the bat exception) in the four languages.
 * Its words live in supabase/functions/_shared/emergency-*.ts, plain modules the confirmation
 * e-mail (Deno) loads too, so the site and the e-mail say the same thing. Each language is its
 * own file: a page that imports EMERGENCY_ES ships no other language.
 */
export { animalParagraph, batParagraph, biteParagraph, type EmergencyLanguage, type EmergencyRule } from '../../supabase/functions/_shared/emergency-rule.ts';
export { EMERGENCY_LINE_EN } from '../../supabase/functions/_shared/emergency-line-en.ts';
export { EMERGENCY_LINE_ES } from '../../supabase/functions/_shared/emergency-line-es.ts';
export { EMERGENCY_LINE_ZH_HANT } from '../../supabase/functions/_shared/emergency-line-zh-hant.ts';
export { EMERGENCY_LINE_ZH_HANS } from '../../supabase/functions/_shared/emergency-line-zh-hans.ts';
export { EMERGENCY_EN } from '../../supabase/functions/_shared/emergency-en.ts';
export { EMERGENCY_ES } from '../../supabase/functions/_shared/emergency-es.ts';
export { EMERGENCY_ZH_HANT } from '../../supabase/functions/_shared/emergency-zh-hant.ts';
export { EMERGENCY_ZH_HANS } from '../../supabase/functions/_shared/emergency-zh-hans.ts';
/** Every language at once: for tests (a page imports its own language's constant). */
export { EMERGENCY_RULE } from '../../supabase/functions/_shared/emergency.ts';
