import type { HomeContent } from '@/content/types';
import { PROCESS_STEPS, REPORT_BUTTON } from './site-copy';
import { lineHours } from '@/content/line-hours';

/**
 * HomeContent with the ZIP button free to be Spanish: the English type pins its label to the
 * English 'Check Availability'.
 */
type LocalizedHomeContent = Omit<HomeContent, 'hero'> & {
  readonly hero: Omit<HomeContent['hero'], 'zipButton'> & { readonly zipButton: string };
};

export const HOME_CONTENT = {
  seo: {
    title: 'Encuentre un experto en fauna silvestre con licencia en NYC',
    description:
      '¿Un mapache en el ático? ¿Ratas en el patio? Repórtelo gratis en línea, a cualquier hora, y le conectamos con un profesional con licencia y seguro en su condado de NYC.',
  },
  hero: {
    headline: '¿Un animal le da problemas? Le conectamos con un profesional con licencia.',
    subtitle:
      'Mapaches en el ático, ratas en el patio, un murciélago en el dormitorio. Cuéntenos qué pasa y enviaremos su solicitud a un solo profesional con licencia y seguro en su condado. Reportar es gratis, de día o de noche.',
    zipLabel: 'Escriba su código postal',
    zipPlaceholder: 'p. ej., 11215',
    zipButton: 'Ver disponibilidad',
    callLabel: 'Llame al {phone}',
    imageAlt: 'Ilustración de edificios altos de la ciudad de Nueva York con un mapache sentado en la repisa de una ventana',
  },
  urgentBanner: {
    title: '¿Hay un animal dentro de su casa ahora mismo?',
    text: lineHours('Nuestra línea de despacho atiende 24/7. Llame al {phone}. Si alguien está herido o en peligro, llame primero al 911.', 'Llame a nuestra línea de despacho al {phone}. Si alguien está herido o en peligro, llame primero al 911.'),
  },
  howItWorks: {
    heading: 'Cómo funciona',
    steps: PROCESS_STEPS,
  },
  categoriesHeading: 'En qué podemos ayudarle',
  categories: [
    {
      title: 'Mapaches',
      description: 'En el ático, en la chimenea o debajo de la terraza.',
      icon: 'paw-print',
      href: '/services/raccoon-removal-nyc',
    },
    {
      title: 'Murciélagos',
      description: 'Un murciélago suelto dentro de la casa, o una colonia en el techo.',
      icon: 'moon',
      href: '/services/bat-removal-nyc',
    },
    {
      title: 'Ardillas',
      description: 'Arañazos en el ático, agujeros en el borde del techo.',
      icon: 'squirrel',
      href: '/services/squirrel-removal-nyc',
    },
    {
      title: 'Ratas y ratones',
      description: 'En sótanos, cocinas, paredes y patios.',
      icon: 'rat',
      href: '/services/rat-removal-nyc',
    },
    {
      title: 'Aves',
      description: 'Palomas, estorninos y gorriones en rejillas de ventilación y cornisas.',
      icon: 'bird',
      href: '/services/bird-removal-nyc',
    },
    {
      title: 'Otros animales',
      description: 'Zorrillos, zarigüeyas, marmotas, serpientes, zorros y más.',
      icon: 'map',
      href: '/es/nyc-wildlife-control',
    },
  ],
  advantagesHeading: 'Por qué los neoyorquinos acuden a nosotros',
  advantages: [
    {
      icon: 'handshake',
      title: 'Un solo profesional, no una guerra de ofertas',
      text: 'Su solicitud va a un solo profesional, no a un montón de empresas. Una sola llamada de vuelta, una sola conversación.',
    },
    {
      icon: 'badge-check',
      title: 'Con licencia y seguro',
      text: 'Antes de que un profesional entre a la red, verificamos su credencial del NYS DEC (la certificación de aplicador de pesticidas para trabajos con ratas y ratones, la licencia de control de fauna silvestre molesta para capturar y retirar animales, incluida la captura de palomas) y que su seguro de responsabilidad civil general exista y esté vigente.',
    },
    {
      icon: 'map-pin',
      title: 'Cerca de usted, en su condado',
      text: 'Le conectamos con un profesional que trabaja en su condado y conoce sus edificios, desde los edificios sin ascensor y los brownstones hasta las casas con patio.',
    },
  ],
  boroughsHeading: 'Atendemos los cinco condados',
  boroughsText:
    'Manhattan, Brooklyn, Queens, el Bronx y Staten Island. Elija su condado para ver los problemas que más nos reportan allí.',
  finalCta: {
    title: '¿Necesita ayuda?',
    text: 'Reporte su problema con animales en unos minutos. Es gratis, y un profesional con licencia de su condado se comunicará con usted.',
    button: REPORT_BUTTON.label,
    href: REPORT_BUTTON.href,
  },
} as const satisfies LocalizedHomeContent;
