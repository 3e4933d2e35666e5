import type { Situation } from '@/domain/options';
import { adviceIn, type AdviceId, type AdviceWords, type RightHelpDraft } from '@/domain/right-help';
import { EMERGENCY_EN, animalParagraph } from './emergency';

/**
 * "Right help first": situations where someone other than a wildlife professional should be
 * called, shown before the /contact flow asks for contact details, and to the dispatcher with
 * the lead. The visitor may still continue to a professional.
 */
export type HelpAdvice = { id: AdviceId; title: string; steps: readonly string[] };

const RULE = EMERGENCY_EN;

export const ADVICE: Readonly<Record<AdviceId, AdviceWords>> = {
  // The emergency rule's own words (content/emergency.ts): wash, doctor, 311; never approach the animal.
  bitten: { title: RULE.biteTitle, steps: [...RULE.biteSteps, animalParagraph(EMERGENCY_EN)] },
  'bat-slept': { title: RULE.batTitle, steps: RULE.batSteps },
  'dead-on-street': {
    title: 'A dead animal on a public street or sidewalk',
    steps: [
      'Do not touch it, and keep children and pets away.',
      'If it may have been rabid, or it bit or scratched a person or pet, say so when you call 311: 311 sends those cases to Animal Care Centers of NYC (ACC).',
      'In a park, NYC Parks handles dead animals. Otherwise the Department of Sanitation (DSNY) removes them from streets and sidewalks. Report it through 311 either way; you do not need a private professional for this.',
    ],
  },
  domestic: {
    title: 'A cat or dog',
    steps: [
      'Our network handles wildlife only. Animal Care Centers of NYC (ACC) takes stray, lost, sick or injured dogs and cats: call 311 to reach them.',
      'ACC does not take reports of healthy community (outdoor) cats; 311 can tell you about trap-neuter-return (TNR) for them.',
      'If an animal is attacking or someone is in danger right now, call 911.',
    ],
  },
};

/** The advice that applies to the answers so far, most urgent first (the rule: domain/right-help.ts). */
export function adviceFor(draft: RightHelpDraft): HelpAdvice[] {
  return adviceIn(ADVICE, draft);
}

export const SITUATION_LABELS: Record<Situation, string> = {
  bitten: 'Someone has been bitten or scratched by the animal',
  'bat-slept': 'A bat was found in a room where someone was sleeping',
  'dead-on-street': 'The animal is dead and lying on a public street or sidewalk',
  'inside-living-space': 'It is inside where people live (a bedroom, kitchen or living room)',
  'young-animals': 'I have seen or heard young animals',
};
