/**
 * The one emergency rule of NYC Wildlife Dispatch, in the four languages residents read: what to
 * do after a bite or scratch, what to do about the animal, and the bat exception. Written once
 * here and used everywhere the site or an e-mail gives this advice: the line above step 1 of the
 * report flow, the "right help first" cards, the FAQ, the raccoon FAQ, the status page and the
 * resident's confirmation e-mail.
 *
 * Plain data with no imports, so the Edge Functions (Deno, through templates.ts) and the site
 * (src/content/emergency.ts and src/locales/<folder>/emergency.ts re-export it) load the same
 * files. One file per language (locales/<folder>/emergency.ts), so a page ships only its own;
 * emergency.ts gathers them for the e-mails.
 *
 * The NYC rule: never approach, catch or confine a wild animal; keep people and pets away, close a
 * door if it is indoors, 911 if it is still a danger (or may be rabid between 6 PM and 10 AM), 311
 * so Animal Care Centers of NYC can capture it. A bat is the exception: keep it in the room, do
 * not let it out, call 311. After a bite or scratch: wash the wound, get medical care the same day,
 * then report it to 311 (rabies treatment depends on time). Bite advice never says only "call 311".
 */

export type { Language as EmergencyLanguage } from './languages.ts';

export interface EmergencyRule {
  /** The short line above step 1 of the report flow; 911 and 311 become tel: links. */
  readonly line: string;
  /** "Someone was bitten or scratched" as a heading. */
  readonly biteTitle: string;
  /** "If someone was bitten or scratched:" leading a paragraph. */
  readonly biteLead: string;
  /** In order: wash the wound, medical care the same day, then 311. */
  readonly biteSteps: readonly [string, string, string];
  /** The animal itself (every animal but a bat): never approach, catch or confine it. */
  readonly animal: string;
  /** The bat exception, in one sentence. */
  readonly batException: string;
  /** "A bat was in a room where someone slept" as a heading. */
  readonly batTitle: string;
  /** "If a bat was in a room where someone slept:" leading a paragraph. */
  readonly batLead: string;
  /** In order: do not let it out, keep it in the room, 311. */
  readonly batSteps: readonly [string, string, string];
  /** Between two sentences: a space, or nothing in Chinese. */
  readonly gap: '' | ' ';
}

/** After a bite or scratch, as one paragraph: the lead, then wash, doctor, 311. */
export function biteParagraph(rule: EmergencyRule): string {
  return [rule.biteLead, ...rule.biteSteps].join(rule.gap);
}

/** The animal itself, with the bat exception, as one paragraph. */
export function animalParagraph(rule: EmergencyRule): string {
  return [rule.animal, rule.batException].join(rule.gap);
}

/** A bat in a room where someone slept, as one paragraph. */
export function batParagraph(rule: EmergencyRule): string {
  return [rule.batLead, ...rule.batSteps].join(rule.gap);
}
