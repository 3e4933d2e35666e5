/** The /contact page's words in Spanish (usted; New York usage), mirroring src/features/report-issue/locales/en-contact.ts. */
import { ADVICE, SITUATION_LABELS } from '../right-help';
import { CONTACT_COPY as CONTACT_PAGE_COPY, CONTACT_SUCCESS_COPY } from '../site-copy';
import type { ContactFlowCopy } from '@/features/report-issue/copy';
import { COMMON_COPY } from './common';

/** The /contact page (the flow and its success page). The option keys are the stored English values. */
export const CONTACT_COPY: ContactFlowCopy = {
  ...COMMON_COPY,
  options: {
    ...COMMON_COPY.options,
    animalTypes: {
      Raccoon: 'Mapache',
      Squirrel: 'Ardilla',
      Rat: 'Rata',
      Mouse: 'Ratón',
      Opossum: 'Zarigüeya',
      Bat: 'Murciélago',
      Bird: 'Ave',
      Skunk: 'Zorrillo',
      Snake: 'Serpiente',
      Groundhog: 'Marmota',
      'Mole or vole': 'Topo o ratón de campo',
      'Fox or coyote': 'Zorro o coyote',
      'Domestic cat or dog': 'Gato o perro doméstico',
      'Other / not sure': 'Otro / no sé cuál',
    },
    durations: {
      'Just noticed today': 'Lo noté hoy mismo',
      'A few days': 'Unos días',
      'One to four weeks': 'De una a cuatro semanas',
      'More than a month': 'Más de un mes',
    },
    situations: SITUATION_LABELS,
  },
  contactPage: {
    seo: CONTACT_PAGE_COPY.seo,
    heading: CONTACT_PAGE_COPY.heading,
    intro: CONTACT_PAGE_COPY.intro,
    emergencyNote: CONTACT_PAGE_COPY.emergencyNote,
    callPrompt: CONTACT_PAGE_COPY.callPrompt,
    otherWays: 'Otras formas de obtener ayuda',
  },
  successPage: {
    seo: CONTACT_SUCCESS_COPY.seo,
    heading: CONTACT_SUCCESS_COPY.heading,
    text: CONTACT_SUCCESS_COPY.text,
    phoneOnlyText: CONTACT_SUCCESS_COPY.phoneOnlyText,
    callPrompt: CONTACT_SUCCESS_COPY.callPrompt,
  },
  flow: {
    progress: 'Paso {n} de {total}',
    stepTitles: {
      1: '¿Dónde está el problema?',
      2: '¿Cuál es el problema?',
      3: '¿Cómo puede comunicarse con usted el profesional?',
      4: 'Revise y envíe',
    },
    zipLabel: 'Código postal de la propiedad',
    zipPlaceholder: 'p. ej., 11215',
    streetLabel: 'Dirección (número y calle)',
    unitLabel: 'Apartamento, unidad o piso (opcional)',
    propertyTypeLegend: 'Tipo de propiedad',
    animalLabel: '¿Qué animal es?',
    animalPlaceholder: 'Elija un animal',
    durationLabel: '¿Desde hace cuánto tiempo pasa esto?',
    durationPlaceholder: 'Elija una opción',
    descriptionLabel: '¿Qué está pasando?',
    descriptionHint: 'Dónde lo ve o lo oye, si hay daños y lo que ya haya intentado.',
    situationsLegend: '¿Ocurre alguna de estas situaciones?',
    situationsHint: 'De esto depende a quién debe llamar primero.',
    signsLegend: '¿Ha notado algo de esto?',
    signsHint: 'Ayuda al despachador a decidir qué solicitud atender primero.',
    fullNameLabel: 'Nombre completo',
    phoneLabel: 'Número de teléfono',
    phonePlaceholder: 'Número de 10 dígitos',
    emailLabel: 'Correo electrónico',
    contactMethodLegend: '¿Cómo quiere que el profesional se comunique con usted?',
    byPhone: 'Por teléfono',
    byEmail: 'Por correo electrónico',
    review:
      'Enviaremos su solicitud a un solo profesional con licencia y seguro que trabaja en su condado. Reportar es gratis y nunca tiene la obligación de contratarlo.',
    agreement: 'Acepto los {terms} y la {privacy}, y que mis datos se compartan con un solo profesional.',
    reviewSections: { where: 'Dónde', what: 'Qué está pasando', how: 'Cómo le contactará el profesional' },
    edit: 'Editar',
    boroughs: { Manhattan: 'Manhattan', Brooklyn: 'Brooklyn', Queens: 'Queens', Bronx: 'El Bronx', 'Staten Island': 'Staten Island' },
    back: 'Atrás',
    next: 'Siguiente',
    submit: 'Enviar solicitud',
  },
  rightHelp: {
    heading: 'Antes de buscar un profesional: a quién llamar primero',
    continueText:
      'Si aun así quiere la ayuda de un profesional de fauna silvestre con licencia (por ejemplo, para encontrar por dónde entró un animal y cerrarle el paso), puede continuar.',
    stillWantPro: 'Aun así, quiero un profesional',
    changeAnswers: 'Cambiar mis respuestas',
    // The words by id (the rule that picks them: domain/right-help.ts).
    advice: ADVICE,
  },
  success: {
    reference: 'Su número de referencia: {reference}',
    quoteReference: 'Menciónelo si nos llama por este reporte.',
    nextHeading: 'Qué pasa ahora',
    nextSteps: CONTACT_SUCCESS_COPY.nextSteps,
    homeLink: CONTACT_SUCCESS_COPY.homeLink,
  },
};
