import type { Situation } from '@/domain/options';

/**
 * "Right help first": situations where someone other than a wildlife professional should be
 * called, shown before the /contact flow asks for contact details, and to the dispatcher with
 * the lead. The visitor may still continue to a professional.
 */
export type HelpAdvice = { id: 'domestic' | Situation; title: string; steps: readonly string[] };

const ADVICE: Record<HelpAdvice['id'], HelpAdvice> = {
  bitten: {
    id: 'bitten',
    title: 'Someone was bitten or scratched',
    steps: [
      'Wash the wound with soap and running water for several minutes, then get medical care right away. For a serious injury, call 911.',
      'Report the bite to the NYC Health Department by calling 311. They will advise whether anyone needs rabies treatment.',
      'If it is safe, keep the animal confined without touching it, so it can be tested. Do not try to catch it bare-handed.',
    ],
  },
  'bat-slept': {
    id: 'bat-slept',
    title: 'A bat was in a room where someone slept',
    steps: [
      'Do not let the bat fly out. A bat bite can be too small to notice, and the bat may need to be tested for rabies.',
      'If you can do it safely (thick gloves, never bare hands), confine it: close the room, or cover it with a container and slide cardboard underneath.',
      'Call 311 and ask for the NYC Health Department. They will tell you whether the bat should be tested and whether anyone needs treatment.',
    ],
  },
  'dead-on-street': {
    id: 'dead-on-street',
    title: 'A dead animal on a public street or sidewalk',
    steps: [
      'The NYC Department of Sanitation removes dead animals from streets and sidewalks: report it through 311.',
      'Animal Care Centers of NYC does not collect dead animals, and you do not need a private professional for this.',
    ],
  },
  domestic: {
    id: 'domestic',
    title: 'A cat or dog',
    steps: [
      'Our network handles wildlife only. Stray, lost or injured cats and dogs are handled by Animal Care Centers of NYC (ACC): call 311 to reach them.',
      'If an animal is attacking or someone is in danger right now, call 911.',
    ],
  },
};

/** The advice that applies to the answers so far, most urgent first. */
export function adviceFor(draft: { animalType: string | null; situations: readonly Situation[] }): HelpAdvice[] {
  const ids: HelpAdvice['id'][] = [];
  if (draft.situations.includes('bitten')) ids.push('bitten');
  if (draft.situations.includes('bat-slept')) ids.push('bat-slept');
  if (draft.animalType === 'Domestic cat or dog') ids.push('domestic');
  if (draft.situations.includes('dead-on-street')) ids.push('dead-on-street');
  return ids.map((id) => ADVICE[id]);
}

export const SITUATION_LABELS: Record<Situation, string> = {
  bitten: 'Someone has been bitten or scratched by the animal',
  'bat-slept': 'A bat was found in a room where someone was sleeping',
  'dead-on-street': 'The animal is dead and lying on a public street or sidewalk',
};
