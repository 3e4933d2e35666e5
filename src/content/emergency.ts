/**
 * The one emergency rule (bite or scratch, the animal, the bat exception) in the four languages.
 * Its words live in supabase/functions/_shared/emergency.ts, a plain module the confirmation
 * e-mail (Deno) loads too, so the site and the e-mail say the same thing.
 */
export {
  EMERGENCY_RULE,
  animalParagraph,
  batParagraph,
  biteParagraph,
  emergencyLineText,
  type EmergencyLanguage,
  type EmergencyRule,
} from '../../supabase/functions/_shared/emergency.ts';
