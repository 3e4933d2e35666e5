import type { LegalSummary } from '@/content/types';

/** /es/disclaimer: a summary of content/legal/disclaimer.ts; the English page is the binding text. */
export const DISCLAIMER_SUMMARY = {
  seo: {
    title: 'Descargo de responsabilidad',
    description:
      'Somos una red de despacho y referencias, no un operador con licencia de control de fauna silvestre. Vea cómo funciona el servicio y qué no cubre.',
  },
  title: 'Descargo de responsabilidad',
  summarizes: '2026-11-26',
  sections: [
    {
      heading: 'Naturaleza de nuestro servicio',
      paragraphs: [
        '{siteName} es una red de despacho: cuando alguien en NYC tiene un problema con animales silvestres, lo ponemos en contacto con profesionales independientes que atienden su condado. No somos un operador con licencia de control de fauna silvestre ni damos asesoría profesional, legal o médica.',
        'En una emergencia, llame al 911; ante una mordedura, un arañazo o una posible exposición a la rabia, busque atención médica y comuníquese con el Departamento de Salud de NYC.',
      ],
    },
    {
      heading: 'Contratistas independientes',
      paragraphs: [
        'Los profesionales de la red son contratistas independientes, no empleados ni agentes nuestros. Cada uno responde por sus servicios, precios y garantías, y por cumplir la ley.',
      ],
    },
    {
      heading: 'Sin garantías',
      paragraphs: [
        'Antes de que un profesional entre a la red, verificamos su credencial del DEC (la licencia NWCO o la certificación de aplicador comercial de pesticidas, según el trabajo que acepte) y que su seguro de responsabilidad civil general exista y esté vigente, pero no garantizamos su disponibilidad ni el resultado de su trabajo. Las garantías del trabajo las da el profesional, no nosotros.',
      ],
    },
    {
      heading: 'Limitación de responsabilidad',
      paragraphs: [
        'En la medida máxima que permita la ley, {siteName} no responde por daños causados por los servicios de un profesional o por el uso de la información de este sitio, y nuestra responsabilidad total se limita a lo que usted nos haya pagado, si pagó algo. Este Descargo se rige por las leyes del Estado de Nueva York, y las disputas se presentan ante los tribunales del condado de Nueva York (New York County).',
      ],
    },
    {
      heading: 'Su propia verificación',
      paragraphs: [
        'Antes de contratar, le recomendamos confirmar la credencial del DEC que requiere el trabajo (la licencia NWCO para capturar y retirar animales, incluida la captura de palomas; la certificación de aplicador de pesticidas para cebos, repelentes y avicidas) y el seguro del profesional y pedir un presupuesto por escrito. Nunca tiene la obligación de contratarlo. ¿Tiene preguntas? Escríbanos a {dispatchEmail}.',
      ],
    },
  ],
} as const satisfies LegalSummary;
