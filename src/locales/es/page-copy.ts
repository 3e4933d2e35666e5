import type { Seo } from '@/content/types';
import { lineHours } from '@/content/line-hours';
import { EMERGENCY_LINE } from './emergency';
import { REVIEW_DAYS } from '@/domain/review';
import { CONTACT_PATH } from '@/config/paths';

/** The report flow's, its success page's, the finalize page's and the 404 page's words: apart from site-copy.ts so a page that needs only the shared steps does not load them. */

export const NOT_FOUND_COPY = {
  seo: {
    title: 'Página no encontrada',
    description:
      'Esta página no existe o cambió de dirección. Vuelva al inicio, o reporte un problema con un animal y le pondremos en contacto con un profesional con licencia.',
  },
  heading: '404: Página no encontrada',
  text: 'No encontramos la página que buscaba. Puede que haya cambiado de lugar o que la dirección esté mal escrita.',
  homeLink: { label: 'Volver al inicio', href: '/es' },
  contactLink: { label: 'Reportar un problema', href: `/es${CONTACT_PATH}` },
} as const satisfies { seo: Seo; [key: string]: unknown };

export const CONTACT_COPY = {
  /** docs/product-rules.md#constants: the report page's title is 'Report an Issue' followed by the product name. */
  seo: {
    title: 'Reportar un problema',
    description:
      'Reporte un problema con animales en cualquiera de los cinco condados. Es gratis: enviamos su solicitud a un profesional con licencia y seguro cerca de usted.',
  },
  heading: 'Reporte un problema con animales silvestres',
  intro:
    'Responda unas preguntas breves sobre el animal y su propiedad. Enviaremos su solicitud a un solo profesional con licencia y seguro que trabaja en su condado, y esa persona se comunicará directamente con usted. Reportar es gratis y nunca tiene la obligación de contratar a nadie.',
  /** The line above step 1: the emergency rule's own (content/emergency.ts), 911 and 311 as tel: links. */
  emergencyNote: EMERGENCY_LINE,
  callPrompt: lineHours('¿Prefiere hablar por teléfono? Llame a nuestra línea de despacho 24/7 al {phone}.', '¿Prefiere hablar por teléfono? Llame a nuestra línea de despacho al {phone}.'),
} as const satisfies { seo: Seo; [key: string]: unknown };

export const CONTACT_SUCCESS_COPY = {
  seo: {
    title: 'Reporte recibido',
    description:
      'Gracias. Recibimos su reporte. Lo ofrecemos a un profesional con licencia de su condado a la vez; el que lo acepte se comunicará directamente con usted.',
  },
  heading: '¡Reporte recibido!',
  text: 'Gracias. Estamos buscando un profesional con licencia que trabaje en su condado y ofrecemos su solicitud a un profesional a la vez.',
  phoneOnlyText: 'Gracias. Por ahora no tenemos ningún profesional de nuestra red en su condado, así que nuestro equipo de despacho atiende su solicitud por teléfono.',
  nextSteps: [
    'El profesional lo llamará o le escribirá por correo electrónico, por lo general en unas pocas horas y más rápido en horario laboral.',
    'Le hará preguntas sobre el problema y coordinará una inspección. Los precios y las condiciones los fija el profesional; usted le paga directamente.',
    'Nunca tiene la obligación de contratarlo.',
  ],
  callPrompt: '¿Necesita agregar algo o es urgente? Llame al {phone}.',
  homeLink: { label: 'Volver al inicio', href: '/es' },
} as const satisfies { seo: Seo; [key: string]: unknown };

export const APPLICATION_PAID_COPY = {
  seo: {
    title: 'Finalice su solicitud',
    description:
      'Pago recibido. Confirme sus datos para enviar a revisión su solicitud de ingreso a la red de despacho de control de fauna silvestre de NYC.',
  },
  heading: 'Finalice su solicitud',
  intro:
    `Gracias por su pago. Confirme sus datos a continuación para enviar su solicitud a revisión. Le informaremos por correo electrónico del estado de su solicitud, por lo general en un plazo de ${REVIEW_DAYS.from} a ${REVIEW_DAYS.to} días hábiles.`,
  success: {
    heading: '¡Solicitud recibida!',
    text: 'Su solicitud fue enviada. Nuestro equipo se comunicará con usted después de revisarla.',
  },
} as const satisfies { seo: Seo; [key: string]: unknown };
