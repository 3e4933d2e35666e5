/**
 * The one emergency rule (bite or scratch, the animal, the bat exception) in the four languages.
 * Its words live in supabase/functions/_shared/emergency.ts, a plain module the confirmation
 * e-mail (Deno) loads too, so the site and the e-mail say the same thing.
 */
export {
  EMERGENCY_EN,
  EMERGENCY_ES,
  EMERGENCY_RULE,
  EMERGENCY_ZH_HANS,
  EMERGENCY_ZH_HANT,
  animalParagraph,
  batParagraph,
  biteParagraph,
  type EmergencyLanguage,
  type EmergencyRule,
} from '../../supabase/functions/_shared/emergency.ts';
