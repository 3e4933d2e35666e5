import type { FaqPageContent } from '@/content/types';
import { animalParagraph, biteParagraph } from '@/content/emergency';
import { EMERGENCY } from './emergency';
import { CALL_LABEL, REPORT_BUTTON } from './site-copy';
import { lineHours } from '@/content/line-hours';
import { REVIEW_DAYS } from '@/domain/review';
import { CONTACT_PATH } from '@/config/paths';

const REPORT_HREF = `/es${CONTACT_PATH}` as const;

/**
 * FaqPageContent with the report link in Spanish: the English type pins it to '/contact'.
 */
type LocalizedFaqPageContent = Omit<FaqPageContent, 'closing'> & {
  readonly closing: Omit<FaqPageContent['closing'], 'reportHref'> & { readonly reportHref: typeof REPORT_HREF };
};

/** /es/faqs: the ten questions of content/faqs.ts, in Spanish. */
export const FAQ_PAGE_CONTENT = {
  seo: {
    title: 'Preguntas frecuentes sobre el retiro de animales en NYC',
    description:
      'Para vecinos de NYC: cómo funciona nuestro despacho gratuito, quiénes son los profesionales, licencias, costo, tiempos de respuesta, privacidad y emergencias.',
  },
  title: 'Preguntas frecuentes',
  intro:
    'Respuestas claras sobre cómo funciona {siteName}, quiénes son los profesionales y qué hacer en una emergencia.',
  items: [
    {
      question: '¿Cómo funciona su servicio?',
      answer:
        lineHours('Usted nos cuenta su problema con animales en el formulario en línea o por nuestra línea de despacho 24/7, al {phone}. Enviamos su solicitud a un solo profesional independiente, con licencia y seguro, que trabaja en su condado. Ese profesional se comunica directamente con usted para hacerle preguntas y coordinar una visita.\n\nSomos una red de referencias y despacho. Nosotros no hacemos trabajos de retiro de animales.', 'Usted nos cuenta su problema con animales en el formulario en línea o por nuestra línea de despacho, al {phone}. Enviamos su solicitud a un solo profesional independiente, con licencia y seguro, que trabaja en su condado. Ese profesional se comunica directamente con usted para hacerle preguntas y coordinar una visita.\n\nSomos una red de referencias y despacho. Nosotros no hacemos trabajos de retiro de animales.'),
    },
    {
      question: '¿Cuánto cuesta?',
      answer:
        'Reportar un problema es gratis, y nunca tiene la obligación de contratar al profesional con quien le conectamos. Si lo contrata, le paga directamente al profesional. Los precios, las condiciones y cualquier garantía son del profesional, así que pídale que le explique el costo antes de empezar el trabajo.',
    },
    {
      question: '¿Quiénes son los profesionales?',
      answer:
        'Empresas independientes de control de fauna silvestre que trabajan en los cinco condados. Son contratistas independientes, no empleados ni agentes nuestros, y responden por su propio trabajo. Antes de entrar a la red, cada uno pasa por una evaluación y debe presentar la licencia o certificación estatal vigente que su trabajo requiere y un comprobante de seguro.',
    },
    {
      question: '¿Los profesionales tienen licencia?',
      answer:
        'Sí, con la credencial que corresponde al trabajo. En Nueva York, toda persona que cobre por capturar, tener, transportar o liberar animales silvestres molestos, como mapaches, ardillas, murciélagos o zorrillos, necesita una licencia de Operador de Control de Fauna Silvestre Molesta (NWCO, por sus siglas en inglés) del Departamento de Conservación Ambiental del Estado de Nueva York (DEC); eso incluye capturar palomas cobrando. Todos los profesionales que enviamos para ese trabajo la tienen.\n\nAplicar un pesticida, como cebo para roedores, un repelente de aves o un avicida, en la propiedad de otra persona requiere otra credencial: una certificación de aplicador comercial de pesticidas del DEC. Solo enviamos trabajos con ratas y ratones a profesionales que la tienen. Los trabajos con palomas van a profesionales con cualquiera de las dos credenciales, y cada uno hace solo el trabajo que cubre la suya: la captura con la licencia NWCO, los repelentes y cebos con la certificación. Usted puede pedir verla antes de que empiece el trabajo.\n\n{siteName} no es un operador de control de fauna silvestre con licencia.',
    },
    {
      question: '¿En cuánto tiempo se comunicarán conmigo?',
      answer:
        'Por lo general, un profesional le devuelve la llamada en unas pocas horas, y más rápido en horario laboral. Las solicitudes hechas tarde en la noche pueden recibir respuesta a la mañana siguiente. No podemos garantizar un tiempo de respuesta. Si nadie se ha comunicado con usted, o si la situación empeora, llámenos al {phone}.',
    },
    {
      question: '¿Pueden ayudarme con un gato o un perro callejero?',
      answer:
        'No. Los animales domésticos, como los gatos y los perros, quedan fuera de lo que atiende nuestra red. Si se trata de un gato o un perro callejero, perdido o herido, comuníquese con Animal Care Centers of NYC (ACC) a través del 311, o con una sociedad protectora de animales de su zona.',
    },
    {
      question: '¿Qué pasa con mis datos personales?',
      answer:
        'Recopilamos lo necesario para atender su solicitud: su nombre, número de teléfono, correo electrónico, dirección de la propiedad o código postal, el problema con el animal, el tipo de propiedad y la forma de contacto que prefiere. Compartimos esos datos con el único profesional asignado a su solicitud, para que pueda comunicarse con usted. No los vendemos. Nuestra Política de privacidad (en inglés) explica los detalles.',
    },
    {
      question: '¿Qué zonas cubren?',
      answer:
        'Los cinco condados de la ciudad de Nueva York: Manhattan, Brooklyn, Queens, el Bronx y Staten Island. Escriba su código postal en la página de inicio para comprobarlo. Tenemos planes de ampliar el servicio al norte del estado de Nueva York (upstate); encontrará las noticias en la página Novedades de la plataforma (en inglés).',
    },
    {
      question: '¿Qué debo hacer en una emergencia?',
      answer:
        `${biteParagraph(EMERGENCY)} ${animalParagraph(EMERGENCY)}\n\nSi hay un animal dentro de su casa que no está lastimando a nadie, cierre la puerta de esa habitación, mantenga alejadas a las personas y las mascotas, y llame a nuestra línea de despacho al {phone}.`,
    },
    {
      question: '¿Cómo puede un profesional de control de fauna silvestre unirse a la red?',
      answer:
        `Presente su solicitud en nuestra página Para profesionales (en inglés). La solicitud pide los datos de su empresa, los servicios y condados que cubre, y su licencia y seguro. Se paga una sola vez una tarifa no reembolsable de procesamiento de la solicitud (Dispatch Application Processing Fee) en una página de pago segura, y las solicitudes solo se revisan después de recibir el pago. Revisamos las solicitudes en un plazo de ${REVIEW_DAYS.from} a ${REVIEW_DAYS.to} días hábiles y le enviamos por correo electrónico los próximos pasos.`,
    },
  ],
  closing: {
    title: '¿Todavía tiene preguntas?',
    text: lineHours('Reporte su problema y el profesional con quien le conectemos podrá responder preguntas sobre su situación, o llame a nuestra línea de despacho 24/7.', 'Reporte su problema y el profesional con quien le conectemos podrá responder preguntas sobre su situación, o llame a nuestra línea de despacho.'),
    reportButton: REPORT_BUTTON.label,
    reportHref: REPORT_HREF,
    callLabel: CALL_LABEL,
  },
} as const satisfies LocalizedFaqPageContent;
