import type { LegalSummaryCopy } from '@/content/types';

/** The words every legal summary in Spanish shares (pages/views/legal-summary.tsx). */
export const LEGAL_SUMMARY_COPY = {
  notice:
    'Esta página es un resumen en español, para su comodidad. La versión oficial y vinculante es el texto en inglés, que prevalece si hay alguna diferencia entre los dos.',
  readEnglish: 'Lea el texto completo en inglés',
  englishVersionOf: 'Última actualización del texto en inglés: ',
  questions: '¿Tiene preguntas sobre esta página? Escríbanos a {dispatchEmail}.',
} as const satisfies LegalSummaryCopy;
