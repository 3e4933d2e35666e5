import type { RightHelpSituation, Situation } from './options';

/**
 * "Right help first": which situations send someone to another service before a wildlife
 * professional (docs/product-rules.md). One rule for every language and for the console; the
 * words of each piece of advice are each language's (src/content/right-help.ts and its
 * translations).
 */
export type AdviceId = 'domestic' | RightHelpSituation;

export interface RightHelpDraft {
  animalType: string | null;
  situations: readonly Situation[];
}

/** The advice that applies to the answers so far, most urgent first. */
export function adviceIdsFor(draft: RightHelpDraft): AdviceId[] {
  const ids: AdviceId[] = [];
  if (draft.situations.includes('bitten')) ids.push('bitten');
  if (draft.situations.includes('bat-slept')) ids.push('bat-slept');
  if (draft.animalType === 'Domestic cat or dog') ids.push('domestic');
  if (draft.situations.includes('dead-on-street')) ids.push('dead-on-street');
  return ids;
}

/** What one piece of advice says: a title and the steps, in one language. */
export interface AdviceWords {
  readonly title: string;
  readonly steps: readonly string[];
}

/** The advice for the answers, in the words of one language (a table by id). */
export function adviceIn(words: Readonly<Record<AdviceId, AdviceWords>>, draft: RightHelpDraft): (AdviceWords & { id: AdviceId })[] {
  return adviceIdsFor(draft).map((id) => ({ id, ...words[id] }));
}
