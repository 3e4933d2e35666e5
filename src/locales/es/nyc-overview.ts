import type { NycOverviewContent } from '@/content/types';
import { REPORT_BUTTON } from './site-copy';

/**
 * NycOverviewContent with the FAQ link in Spanish: the English type pins it to
 * { label: 'View All FAQs', href: '/faqs' }.
 */
type LocalizedNycOverviewContent = Omit<NycOverviewContent, 'faqLink'> & {
  readonly faqLink: { readonly label: string; readonly href: '/es/faqs' };
};

/** /es/nyc-wildlife-control: the 11 category cards of content/nyc-overview.ts, in Spanish. */
export const NYC_OVERVIEW_CONTENT = {
  seo: {
    title: 'Control de fauna silvestre en NYC: los 5 condados',
    description:
      'Ayuda con animales en todo NYC: mapaches, murciélagos, ratas, ardillas, zorrillos y más. Repórtelo gratis y contacte a un profesional local con licencia.',
  },
  title: 'Control de fauna silvestre en toda la ciudad de Nueva York',
  intro: [
    'La ciudad de Nueva York comparte sus calles, parques y edificios con una cantidad sorprendente de animales silvestres. La mayoría son inofensivos a distancia; el problema empieza cuando un animal se instala en su ático, sus paredes, su chimenea o su patio.',
    'Los Animal Care Centers de la ciudad (ACC) no atrapan animales silvestres sanos, y el 311 remite a los residentes a servicios privados con licencia. Ahí entramos nosotros: cuéntenos el problema y se lo enviaremos a un solo profesional con licencia y seguro que trabaja en su condado.',
  ],
  categoriesHeading: 'Animales con los que podemos ayudarle',
  categories: [
    {
      title: 'Mapaches',
      description: 'Áticos, chimeneas y terrazas. Nunca se reubican; siempre se manejan según las normas del estado.',
      icon: 'paw-print',
      href: '/services/raccoon-removal-nyc',
    },
    {
      title: 'Ratas y ratones',
      description: 'Sótanos, cocinas, paredes y patios, con los puntos de entrada sellados.',
      icon: 'rat',
      href: '/services/rat-removal-nyc',
    },
    {
      title: 'Ardillas',
      description: 'Áticos, paredes y bordes del techo, con exclusión de salida única y reparaciones.',
      icon: 'squirrel',
      href: '/services/squirrel-removal-nyc',
    },
    {
      title: 'Aves',
      description: 'Palomas, estorninos y gorriones en rejillas de ventilación, aparatos de aire acondicionado y cornisas.',
      icon: 'bird',
      href: '/services/bird-removal-nyc',
    },
    {
      title: 'Murciélagos',
      description: 'Un murciélago suelto dentro de la casa, o una colonia excluida fuera de la temporada de crías.',
      icon: 'moon',
      href: '/services/bat-removal-nyc',
    },
    {
      title: 'Zorrillos',
      description: 'Madrigueras bajo terrazas, porches y cobertizos, que se cierran una vez vacías.',
      icon: 'wind',
      href: '/services/skunk-removal-nyc',
    },
    {
      title: 'Zarigüeyas',
      description: 'Garajes, cobertizos y espacios bajo el piso, que se sellan después.',
      icon: 'trees',
      href: '/services/opossum-removal-nyc',
    },
    {
      title: 'Marmotas',
      description: 'Madrigueras bajo cobertizos, terrazas y cimientos, que se rellenan y se bloquean.',
      icon: 'shovel',
      href: '/services/groundhog-removal-nyc',
    },
    {
      title: 'Topos y ratones de campo',
      description: 'Surcos, montículos de tierra y senderos en el césped y los jardines.',
      icon: 'sprout',
      href: '/services/mole-vole-removal-nyc',
    },
    {
      title: 'Serpientes',
      description: 'Serpientes nativas inofensivas y protegidas, retiradas de las casas de forma legal.',
      icon: 'worm',
      href: '/services/snake-removal-nyc',
    },
    {
      title: 'Zorros y coyotes',
      description: 'Madrigueras y visitas repetidas, y cuándo es mejor llamar al 911 o al 311.',
      icon: 'dog',
      href: '/services/fox-coyote-removal-nyc',
    },
  ],
  boroughsHeading: 'Elija su condado',
  faqLink: { label: 'Ver todas las preguntas frecuentes', href: '/es/faqs' },
  cta: {
    title: '¿No sabe qué animal es?',
    text: 'Describa lo que ve u oye, y el profesional con quien le conectemos lo identificará.',
    button: REPORT_BUTTON.label,
    href: REPORT_BUTTON.href,
  },
} as const satisfies LocalizedNycOverviewContent;
