/** The emergency rule in Spanish (usted) (see emergency-rule.ts). */
import type { EmergencyRule } from '../../emergency-rule.ts';
import { EMERGENCY_LINE } from './emergency-line.ts';

export const EMERGENCY: EmergencyRule = {
  line: EMERGENCY_LINE,
  biteTitle: 'Un animal mordió o arañó a alguien',
  biteLead: 'Si un animal mordió o arañó a alguien:',
  biteSteps: [
    'Lave la herida con agua corriente y jabón durante varios minutos.',
    'Busque atención médica ese mismo día y llame al 911 si la herida es grave. El tratamiento contra la rabia depende de lo pronto que se empiece.',
    'Después repórtelo al 311: el Departamento de Salud de NYC le dirá si alguien necesita tratamiento contra la rabia.',
  ],
  animal:
    'No se acerque al animal ni intente atraparlo. Mantenga alejadas a las personas y las mascotas y, si está dentro de la casa, cierre una puerta entre el animal y las personas. Llame al 911 si sigue siendo un peligro, o si puede tener rabia y es entre las 6 p. m. y las 10 a. m.; si no, llame al 311 para que Animal Care Centers of NYC (ACC) lo capture.',
  batException: 'El murciélago es la excepción: manténgalo en la habitación con la puerta cerrada, no lo deje salir y llame al 311.',
  batTitle: 'Había un murciélago en una habitación donde alguien durmió',
  batLead: 'Si hubo un murciélago en una habitación donde alguien durmió:',
  batSteps: [
    'No deje que el murciélago salga. Una mordedura de murciélago puede ser tan pequeña que no se note, y puede que haya que hacerle al murciélago la prueba de la rabia.',
    'Manténgalo en la habitación: cierre la puerta y no deje entrar a personas ni mascotas.',
    'Llame al 311 y pida que lo comuniquen con el Departamento de Salud de NYC. Allí le dirán si hay que hacerle la prueba al murciélago y si alguien necesita tratamiento.',
  ],
  gap: ' ',
};
