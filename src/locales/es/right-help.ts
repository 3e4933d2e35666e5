import type { HelpAdvice } from '@/content/right-help';
import type { Situation } from '@/domain/options';
import { adviceIn, type AdviceId, type AdviceWords, type RightHelpDraft } from '@/domain/right-help';
import { animalParagraph } from '@/content/emergency';
import { EMERGENCY } from './emergency';

/**
 * "Right help first" in Spanish (see content/right-help.ts): situations where someone other
 * than a wildlife professional should be called. The visitor may still continue to a professional.
 */
export type { HelpAdvice } from '@/content/right-help';

const RULE = EMERGENCY;

export const ADVICE: Readonly<Record<AdviceId, AdviceWords>> = {
  // The emergency rule's own words (content/emergency.ts).
  bitten: { title: RULE.biteTitle, steps: [...RULE.biteSteps, animalParagraph(EMERGENCY)] },
  'bat-slept': { title: RULE.batTitle, steps: RULE.batSteps },
  'dead-on-street': {
    title: 'Un animal muerto en una calle o acera pública',
    steps: [
      'No lo toque, y mantenga alejados a los niños y las mascotas.',
      'Si pudo tener rabia, o si mordió o arañó a una persona o a una mascota, dígalo al llamar al 311: el 311 envía esos casos a Animal Care Centers of NYC (ACC).',
      'En un parque, se encarga NYC Parks. En los demás casos, el Departamento de Saneamiento de NYC (DSNY) retira los animales muertos de las calles y aceras. En cualquier caso, repórtelo a través del 311; para esto no necesita un profesional privado.',
    ],
  },
  domestic: {
    title: 'Un gato o un perro',
    steps: [
      'Nuestra red solo atiende animales silvestres. Animal Care Centers of NYC (ACC) se encarga de los perros y gatos callejeros, perdidos, enfermos o heridos: llame al 311 para comunicarse con ellos.',
      'ACC no recibe reportes de gatos comunitarios (gatos que viven al aire libre) que estén sanos; el 311 puede informarle sobre el programa de atrapar, esterilizar y devolver (TNR) para ellos.',
      'Si un animal está atacando o alguien está en peligro en este momento, llame al 911.',
    ],
  },
};

/** The advice that applies to the answers so far, most urgent first (the rule: domain/right-help.ts). */
export function adviceFor(draft: RightHelpDraft): HelpAdvice[] {
  return adviceIn(ADVICE, draft);
}

export const SITUATION_LABELS: Record<Situation, string> = {
  bitten: 'El animal mordió o arañó a alguien',
  'bat-slept': 'Se encontró un murciélago en una habitación donde alguien estaba durmiendo',
  'dead-on-street': 'El animal está muerto en una calle o acera pública',
  'inside-living-space': 'Está dentro de la vivienda (un dormitorio, la cocina o la sala)',
  'young-animals': 'He visto u oído crías',
};
