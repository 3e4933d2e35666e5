import type { Banner, ProcessSteps, TrustBadges } from '@/content/types';
import { lineHours } from '@/content/line-hours';
import { CONTACT_PATH } from '@/config/paths';

/**
 * Spanish copy shared by several pages, plus the copy and SEO of the routes that have no content
 * module of their own (see content/site-copy.ts).
 */

/** The three steps shown on the home, about, borough and species pages. */
export const PROCESS_STEPS = [
  {
    number: '01',
    title: 'Reporte su problema',
    description:
      lineHours('Cuéntenos qué está viendo y dónde, con el formulario o llamando a nuestra línea 24/7 al {phone}. Toma unos minutos y es gratis.', 'Cuéntenos qué está viendo y dónde, con el formulario o llamando a nuestra línea de despacho al {phone}. Toma unos minutos y es gratis.'),
  },
  {
    number: '02',
    title: 'Buscamos a un experto',
    description:
      'Enviamos su solicitud a un solo profesional de control de fauna silvestre, con licencia y seguro, que trabaja en su condado. No es una lista de nombres ni una guerra de ofertas.',
  },
  {
    number: '03',
    title: 'Un profesional se comunica con usted',
    description:
      'El profesional lo llama o le escribe por correo electrónico, por lo general en unas pocas horas y más rápido en horario laboral, para hacerle preguntas y coordinar una visita. Usted decide si lo contrata.',
  },
] as const satisfies ProcessSteps;

/** The four trust badges (see content/site-copy.ts): only what the review checks. */
export const TRUST_BADGES = [
  { icon: 'badge-check', text: 'Profesionales con la licencia o certificación del NYS DEC que su trabajo requiere' },
  { icon: 'shield-check', text: 'Seguro de responsabilidad civil general verificado al aprobarlos' },
  { icon: 'user-check', text: 'Nuestro equipo revisa cada solicitud antes de que entren a la red' },
  { icon: 'award', text: 'Empresas independientes que trabajan en su condado' },
] as const satisfies TrustBadges;

/** Call banner used where a page has no banner of its own. */
export const URGENT_BANNER_DEFAULT = {
  title: '¿Una emergencia con un animal?',
  text: lineHours('Nuestra línea de despacho atiende 24/7. Llame al {phone} y enviaremos su solicitud a un profesional con licencia en su condado. Si alguien está herido o en peligro, llame primero al 911.', 'Llame a nuestra línea de despacho al {phone} y enviaremos su solicitud a un profesional con licencia en su condado. Si alguien está herido o en peligro, llame primero al 911.'),
} as const satisfies Banner;

/** Label of every 'Report an Issue' button and its target. */
export const REPORT_BUTTON = { label: 'Reportar un problema', href: `/es${CONTACT_PATH}` } as const;

/** Label of every call button. */
export const CALL_LABEL = 'Llame al {phone}';

export const HEADER_COPY = {
  callButton: 'Llame al {phone}',
  callButtonShort: lineHours('Llame 24/7', 'Llámenos'),
  openMenu: 'Abrir el menú',
  closeMenu: 'Cerrar el menú',
  skipToContent: 'Saltar al contenido principal',
} as const;

export { FOOTER_COPY } from './chrome';

/* ---------------------------------------------------------------- 404 */


/* ---------------------------------------------------------------- report an issue */



/* ---------------------------------------------------------------- finalize (/application-paid) */

export { APPLICATION_PAID_COPY, CONTACT_COPY, CONTACT_SUCCESS_COPY, NOT_FOUND_COPY } from './page-copy';
