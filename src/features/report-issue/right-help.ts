import type { Situation } from '@/domain/options';
import type { AdviceId } from './copy';

/**
 * Which "right help first" advice applies to the answers so far, most urgent first; its words
 * are the copy's (rightHelp.advice). The same rule as content/right-help.ts adviceFor (which the
 * dispatch console shows in English), kept here without the English texts; a test keeps the two
 * in step.
 */
export function adviceIdsFor(draft: { animalType: string | null; situations: readonly Situation[] }): AdviceId[] {
  const ids: AdviceId[] = [];
  if (draft.situations.includes('bitten')) ids.push('bitten');
  if (draft.situations.includes('bat-slept')) ids.push('bat-slept');
  if (draft.animalType === 'Domestic cat or dog') ids.push('domestic');
  if (draft.situations.includes('dead-on-street')) ids.push('dead-on-street');
  return ids;
}
