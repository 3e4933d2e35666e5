import { cityLinks } from '@/config/site';
import type { RenterGuidance } from '@/content/renters';

/**
 * What a renter should know before reporting, in Spanish (see content/renters.ts). The resident
 * may still send the report.
 */
export type { RenterGuidance } from '@/content/renters';

export const RENTER_GUIDANCE: RenterGuidance = {
  title: '¿Vive en alquiler? El dueño del edificio debe ocuparse de las plagas',
  intro:
    'Según el Código de Mantenimiento de Viviendas de NYC (Housing Maintenance Code), el dueño de su edificio debe mantener su apartamento libre de roedores y otras plagas.',
  points: [
    {
      heading: 'Avísele primero al dueño del edificio',
      text: 'Cuéntele el problema al dueño o al administrador del edificio, por escrito si puede, y guarde una copia.',
    },
    {
      heading: '¿Ratas o ratones en su apartamento?',
      text: 'Si el dueño no lo resuelve, presente una queja ante el Departamento de Preservación y Desarrollo de la Vivienda de NYC (HPD) a través del 311: llame al 311, o use 311 en línea o la aplicación NYC311. El HPD puede hacer una inspección y ponerle infracciones al dueño.',
      link: { label: '311 en línea (en inglés)', href: cityLinks.nyc311Online },
    },
    {
      heading: '¿Vive en NYCHA?',
      text: 'Los residentes de la Autoridad de Vivienda de la Ciudad de Nueva York (NYCHA) piden reparaciones y control de plagas por MyNYCHA, en la aplicación o en el portal web.',
      link: { label: 'MyNYCHA (en inglés)', href: cityLinks.myNycha },
    },
  ],
  stillReport:
    'Aun así, puede enviar este reporte; por ejemplo, si el dueño del edificio le pidió que usted contrate el trabajo o si el animal está fuera de su apartamento.',
};
