import type { LegalSummary } from '@/content/types';
import { lineHours } from '@/content/line-hours';

/** /es/accessibility: a summary of content/legal/accessibility.ts; the English page is the binding text. */
export const ACCESSIBILITY_SUMMARY = {
  seo: {
    title: 'Accesibilidad',
    description:
      'El estándar de accesibilidad de nuestro sitio de despacho de fauna silvestre en NYC (WCAG 2.2 AA), cómo lo probamos, sus límites y cómo reportar una barrera.',
  },
  title: 'Accesibilidad',
  summarizes: '2026-11-24',
  intro:
    '{siteName} quiere que todas las personas puedan reportar un problema o solicitar el ingreso a la red con cualquier dispositivo, navegador o tecnología de asistencia.',
  sections: [
    {
      heading: 'Nuestro estándar',
      paragraphs: [
        'Creamos y probamos el sitio para cumplir las pautas WCAG 2.2, nivel AA. Todas las páginas funcionan solo con el teclado, el foco siempre se ve, los errores se explican junto a cada campo, el contraste es suficiente, las páginas se adaptan a la pantalla del teléfono y las animaciones se desactivan si su dispositivo lo pide.',
      ],
    },
    {
      heading: 'Cómo lo probamos',
      paragraphs: [
        'Con cada cambio, pruebas automáticas revisan todas las páginas con axe, completan los formularios solo con el teclado y comprueban que el indicador de foco tenga un contraste de al menos 3:1 y que ninguna página se desplace hacia los lados en un teléfono de 390 píxeles de ancho. También usamos la auditoría de accesibilidad de Lighthouse. Estas pruebas no encuentran todas las barreras; por eso sus reportes nos importan.',
      ],
    },
    {
      heading: 'Límites conocidos',
      paragraphs: [
        'Las páginas para residentes (inicio, NYC y los condados, preguntas frecuentes, formulario de reporte y página de estado de la solicitud) también están en español, chino tradicional y chino simplificado, y las páginas legales tienen resúmenes en esos idiomas. El resto del sitio está solo en inglés: las páginas de cada animal, la solicitud para profesionales, su portal y la consola del personal.',
        'No revisamos la accesibilidad de los documentos que suben los profesionales, y la página de pago de nuestro proveedor no la creamos ni la probamos nosotros.',
      ],
    },
    {
      heading: 'Reportar una barrera',
      paragraphs: [
        'Si algo del sitio le resulta difícil o imposible de usar, escriba a {dispatchEmail} con la dirección web de la página y lo que pasó; nuestro equipo de despacho le responderá y, cuando sea posible, corregirá el problema.',
        lineHours('Si necesita reportar un problema con animales ahora y el formulario no le funciona, llame a nuestra línea de despacho 24/7 al {phone} y tomaremos su solicitud por teléfono.', 'Si necesita reportar un problema con animales ahora y el formulario no le funciona, llame a nuestra línea de despacho al {phone} y tomaremos su solicitud por teléfono.'),
      ],
    },
  ],
} as const satisfies LegalSummary;
