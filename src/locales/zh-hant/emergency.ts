/** The emergency rule in this language: its words live with the e-mails' (Deno loads the same file). */
export { EMERGENCY } from '../../../supabase/functions/_shared/locales/zh-hant/emergency.ts';
export { EMERGENCY_LINE } from '../../../supabase/functions/_shared/locales/zh-hant/emergency-line.ts';
