import type { HelpAdvice } from '@/content/right-help';
import type { Situation } from '@/domain/options';

/**
 * "Right help first" in Spanish (see content/right-help.ts): situations where someone other
 * than a wildlife professional should be called. The visitor may still continue to a professional.
 */
export type { HelpAdvice } from '@/content/right-help';

const ADVICE: Record<HelpAdvice['id'], HelpAdvice> = {
  bitten: {
    id: 'bitten',
    title: 'Un animal mordió o arañó a alguien',
    steps: [
      'Lave la herida con agua corriente y jabón durante varios minutos, y luego busque atención médica de inmediato. Si la herida es grave, llame al 911.',
      'Reporte la mordedura al Departamento de Salud de NYC llamando al 311. Allí le dirán si alguien necesita tratamiento contra la rabia.',
      'Si es seguro hacerlo, mantenga al animal encerrado sin tocarlo, para que se le puedan hacer pruebas. No intente atraparlo con las manos descubiertas.',
    ],
  },
  'bat-slept': {
    id: 'bat-slept',
    title: 'Había un murciélago en una habitación donde alguien durmió',
    steps: [
      'No deje que el murciélago salga volando. Una mordedura de murciélago puede ser tan pequeña que no se note, y puede que haya que hacerle al murciélago la prueba de la rabia.',
      'Si puede hacerlo de forma segura (con guantes gruesos, nunca con las manos descubiertas), enciérrelo: cierre la habitación, o cúbralo con un recipiente y deslice un cartón por debajo.',
      'Llame al 311 y pida que lo comuniquen con el Departamento de Salud de NYC. Allí le dirán si hay que hacerle la prueba al murciélago y si alguien necesita tratamiento.',
    ],
  },
  'dead-on-street': {
    id: 'dead-on-street',
    title: 'Un animal muerto en una calle o acera pública',
    steps: [
      'El Departamento de Saneamiento de NYC (DSNY) retira los animales muertos de las calles y aceras: repórtelo a través del 311.',
      'Animal Care Centers of NYC (ACC) no recoge animales muertos, y para esto no necesita un profesional privado.',
    ],
  },
  domestic: {
    id: 'domestic',
    title: 'Un gato o un perro',
    steps: [
      'Nuestra red solo atiende animales silvestres. De los gatos y perros callejeros, perdidos o heridos se encarga Animal Care Centers of NYC (ACC): llame al 311 para comunicarse con ellos.',
      'Si un animal está atacando o alguien está en peligro en este momento, llame al 911.',
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
  bitten: 'El animal mordió o arañó a alguien',
  'bat-slept': 'Se encontró un murciélago en una habitación donde alguien estaba durmiendo',
  'dead-on-street': 'El animal está muerto en una calle o acera pública',
};
