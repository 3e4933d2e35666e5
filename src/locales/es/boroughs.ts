import type { BoroughPage, BoroughSlug } from '@/content/types';
import { PROCESS_STEPS, REPORT_BUTTON, TRUST_BADGES } from './site-copy';

/**
 * The five borough landing pages in Spanish, in the order of the 'Service Areas' menu
 * (see content/boroughs.ts). `borough` keeps the English value the forms and the database use.
 */
export const BOROUGH_PAGES = {
  'manhattan-wildlife-control': {
    slug: 'manhattan-wildlife-control',
    borough: 'Manhattan',
    displayName: 'Manhattan',
    seo: {
      title: 'Control y retiro de fauna silvestre en Manhattan',
      description:
        '¿Ratas, ratones, palomas o mapaches en su edificio de Manhattan? Repórtelo gratis y le conectamos con un profesional con licencia y seguro.',
    },
    title: 'Control de fauna silvestre en Manhattan',
    heroSubtitle:
      'Desde los edificios de preguerra sin ascensor hasta los rascacielos, los problemas con animales en Manhattan son sobre todo ratas, ratones y palomas, y mapaches cerca de los grandes parques. Le conectamos con un profesional con licencia que trabaja aquí.',
    heroImageAlt:
      'Ilustración de rascacielos de Manhattan con un mapache sentado en la repisa de una ventana',
    formHeading: 'Encuentre un profesional de fauna silvestre en Manhattan',
    intro:
      'Los edificios de preguerra sin ascensor, las casas adosadas y los rascacielos de Manhattan les dan a las ratas y los ratones muchos lugares donde refugiarse, y a las palomas muchas cornisas, soportes de aire acondicionado y escaleras de incendio donde anidar. Los mapaches viven en Central Park y en los parques boscosos del norte de Manhattan, como Inwood Hill y Fort Tryon, y algunos se meten en techos, chimeneas y cobertizos de patios cercanos. Sea cual sea el animal, la solución suele empezar por encontrar y sellar el lugar por donde entra.',
    problems: [
      {
        name: 'Ratas',
        icon: 'rat',
        description:
          'Madrigueras en la tierra de los árboles de la acera, en patios interiores y traseros, y ratas en sótanos, cuartos de basura y restaurantes.',
        speciesSlug: 'rat-removal-nyc',
      },
      {
        name: 'Ratones',
        icon: 'cheese',
        description:
          'Ratones que pasan de un apartamento a otro por las rendijas alrededor de las tuberías de los radiadores y de la cocina, sobre todo en los meses fríos.',
        speciesSlug: 'mouse-removal-nyc',
      },
      {
        name: 'Palomas',
        icon: 'bird',
        description:
          'Nidos detrás de los aires acondicionados, en escaleras de incendio y cornisas, y excrementos que se acumulan en las repisas de las ventanas.',
        speciesSlug: 'bird-removal-nyc',
      },
      {
        name: 'Mapaches',
        icon: 'paw-print',
        description:
          'Mapaches de los parques que se meten en los techos de las casas adosadas, en las chimeneas y en los cobertizos de los patios.',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: 'Ardillas',
        icon: 'squirrel',
        description:
          'Ardillas que roen cornisas y bordes del techo para meterse en los espacios del último piso, sobre todo en cuadras con muchos árboles.',
        speciesSlug: 'squirrel-removal-nyc',
      },
    ],
    neighborhoods: [
      'Inwood',
      'Washington Heights',
      'Harlem',
      'East Harlem',
      'Morningside Heights',
      'Upper West Side',
      'Upper East Side',
      'Midtown',
      'Hell’s Kitchen',
      'Chelsea',
      'Greenwich Village',
      'East Village',
      'Lower East Side',
      'Tribeca',
      'Financial District',
    ],
    seasonalNotes: [
      'Primavera: los mapaches buscan lugares resguardados para criar, como chimeneas y espacios bajo el techo cerca de los parques.',
      'Otoño e invierno: los ratones se meten en las casas cuando empieza el frío, así que selle a tiempo las rendijas alrededor de tuberías y radiadores.',
      'Todo el año: las palomas anidan en cualquier estación, así que las rejillas y las redes funcionan mejor que esperar a la primavera.',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: {
      title: '¿Problemas con animales en Manhattan?',
      text: 'Repórtelo ahora y le conectaremos con un solo profesional con licencia y seguro que trabaja en Manhattan.',
      button: REPORT_BUTTON.label,
      href: REPORT_BUTTON.href,
    },
  },

  'brooklyn-wildlife-control': {
    slug: 'brooklyn-wildlife-control',
    borough: 'Brooklyn',
    displayName: 'Brooklyn',
    seo: {
      title: 'Control y retiro de fauna silvestre en Brooklyn',
      description:
        '¿Mapaches, ardillas, ratas o ratones en su casa de Brooklyn? Repórtelo gratis y le conectamos con un profesional cercano con licencia y seguro.',
    },
    title: 'Control de fauna silvestre en Brooklyn',
    heroSubtitle:
      'Los brownstones, las casas en hilera y los patios hacen de Brooklyn un lugar cómodo para mapaches, ardillas y ratas. Le conectamos con un profesional con licencia que trabaja en el condado.',
    heroImageAlt:
      'Ilustración de una hilera de brownstones de Brooklyn con un mapache en una escalera de incendio',
    formHeading: 'Encuentre un profesional de fauna silvestre en Brooklyn',
    intro:
      'Los brownstones, las casas en hilera y las casas de madera de Brooklyn tienen patios, cornisas, chimeneas y espacios bajo el piso, y los animales los aprovechan todos. Los mapaches se ven a menudo alrededor de Prospect Park y en los barrios con patios llenos de árboles, y las ardillas se meten en los áticos y los últimos pisos. Las ratas y los ratones son un problema todo el año en edificios de apartamentos, restaurantes y patios de todo el condado.',
    problems: [
      {
        name: 'Mapaches',
        icon: 'paw-print',
        description:
          'Mapaches que hacen su madriguera en las chimeneas de los brownstones, en los espacios bajo el techo y debajo de las terrazas de los patios.',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: 'Ardillas',
        icon: 'squirrel',
        description:
          'Ardillas que roen cornisas y bordes del techo para meterse en los áticos y en los techos del último piso.',
        speciesSlug: 'squirrel-removal-nyc',
      },
      {
        name: 'Ratas',
        icon: 'rat',
        description:
          'Madrigueras en los patios y en la tierra de los árboles de la acera, y ratas cerca de las zonas de basura y en los sótanos.',
        speciesSlug: 'rat-removal-nyc',
      },
      {
        name: 'Ratones',
        icon: 'cheese',
        description:
          'Ratones en las cocinas y las paredes de apartamentos y casas en hilera, sobre todo a partir del otoño.',
        speciesSlug: 'mouse-removal-nyc',
      },
      {
        name: 'Palomas',
        icon: 'bird',
        description:
          'Palomas que anidan en escaleras de incendio, en aires acondicionados y debajo de las vías elevadas del metro.',
        speciesSlug: 'bird-removal-nyc',
      },
      {
        name: 'Zarigüeyas',
        icon: 'trees',
        description:
          'Zarigüeyas que se refugian bajo terrazas, cobertizos y porches en los barrios con patios más grandes.',
        speciesSlug: 'opossum-removal-nyc',
      },
    ],
    neighborhoods: [
      'Park Slope',
      'Prospect Heights',
      'Crown Heights',
      'Bedford-Stuyvesant',
      'Williamsburg',
      'Greenpoint',
      'Bushwick',
      'Brooklyn Heights',
      'Carroll Gardens',
      'Flatbush',
      'Ditmas Park',
      'Sunset Park',
      'Bay Ridge',
      'Bensonhurst',
      'Sheepshead Bay',
      'Canarsie',
    ],
    seasonalNotes: [
      'Primavera: las hembras de mapache buscan chimeneas y espacios bajo el techo para criar. Haga revisar antes las tapas de chimenea y las rejillas de ventilación.',
      'Final del verano: las ardillas tienen una segunda camada, así que los agujeros en el borde del techo hay que tratarlos con cuidado.',
      'Otoño: los ratones empiezan a meterse en las casas; es el mejor momento para sellar las rendijas alrededor de tuberías y puertas.',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: {
      title: '¿Problemas con animales en Brooklyn?',
      text: 'Repórtelo ahora y le conectaremos con un solo profesional con licencia y seguro que trabaja en Brooklyn.',
      button: REPORT_BUTTON.label,
      href: REPORT_BUTTON.href,
    },
  },

  'queens-wildlife-control': {
    slug: 'queens-wildlife-control',
    borough: 'Queens',
    displayName: 'Queens',
    seo: {
      title: 'Control y retiro de fauna silvestre en Queens',
      description:
        '¿Mapaches, zorrillos, zarigüeyas o ardillas en su casa de Queens? Repórtelo gratis y le conectamos con un profesional con licencia y seguro.',
    },
    title: 'Control de fauna silvestre en Queens',
    heroSubtitle:
      'Las casas independientes, las terrazas y los patios les dan a los mapaches, zorrillos y zarigüeyas muchos lugares donde instalarse. Le conectamos con un profesional con licencia que trabaja en Queens.',
    heroImageAlt:
      'Ilustración de casas independientes de Queens y árboles en la calle, con un zorrillo cruzando los jardines delanteros',
    formHeading: 'Encuentre un profesional de fauna silvestre en Queens',
    intro:
      'Gran parte de Queens son casas independientes y pareadas con patios, terrazas y cobertizos, en barrios que van desde Bayside y Douglaston hasta Howard Beach. Los mapaches, zorrillos, zarigüeyas y ardillas se instalan con facilidad, sobre todo cerca de Forest Park, Alley Pond Park y las demás zonas verdes del condado, y se han visto coyotes en algunas partes de Queens. Las ratas y los ratones siguen siendo un problema diario en las calles comerciales con mucho movimiento y en los edificios de apartamentos.',
    problems: [
      {
        name: 'Mapaches',
        icon: 'paw-print',
        description:
          'Mapaches en áticos y chimeneas, y revolviendo la basura en patios y entradas de autos.',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: 'Zorrillos',
        icon: 'wind',
        description:
          'Zorrillos que hacen su madriguera bajo terrazas, porches y cobertizos, y que escarban el césped buscando larvas.',
        speciesSlug: 'skunk-removal-nyc',
      },
      {
        name: 'Zarigüeyas',
        icon: 'trees',
        description:
          'Zarigüeyas en garajes y espacios bajo el piso, y debajo de terrazas y porches.',
        speciesSlug: 'opossum-removal-nyc',
      },
      {
        name: 'Ardillas',
        icon: 'squirrel',
        description:
          'Ardillas que roen para meterse en los áticos, los aleros y las ventilaciones del techo de las casas independientes.',
        speciesSlug: 'squirrel-removal-nyc',
      },
      {
        name: 'Ratas y ratones',
        icon: 'rat',
        description:
          'Ratas en los patios y alrededor de las zonas comerciales, y ratones en casas y edificios de apartamentos.',
        speciesSlug: 'rat-removal-nyc',
      },
      {
        name: 'Zorros y coyotes',
        icon: 'dog',
        description:
          'Avistamientos cerca de los parques y la costa, y de vez en cuando una madriguera bajo un cobertizo o una terraza.',
        speciesSlug: 'fox-coyote-removal-nyc',
      },
    ],
    neighborhoods: [
      'Astoria',
      'Long Island City',
      'Sunnyside',
      'Woodside',
      'Jackson Heights',
      'Flushing',
      'Whitestone',
      'Bayside',
      'Douglaston',
      'Fresh Meadows',
      'Forest Hills',
      'Kew Gardens',
      'Ridgewood',
      'Jamaica',
      'Howard Beach',
      'Rockaway Beach',
    ],
    seasonalNotes: [
      'Primavera: los mapaches y los zorrillos buscan dónde hacer su madriguera en los áticos y bajo terrazas y cobertizos, y puede que tengan crías adentro.',
      'Final del verano y otoño: los zorrillos escarban el césped buscando larvas, y los ratones empiezan a meterse en las casas.',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: {
      title: '¿Problemas con animales en Queens?',
      text: 'Repórtelo ahora y le conectaremos con un solo profesional con licencia y seguro que trabaja en Queens.',
      button: REPORT_BUTTON.label,
      href: REPORT_BUTTON.href,
    },
  },

  'bronx-wildlife-control': {
    slug: 'bronx-wildlife-control',
    borough: 'Bronx',
    displayName: 'El Bronx',
    seo: {
      title: 'Control y retiro de fauna silvestre en el Bronx',
      description:
        '¿Mapaches, zorrillos, ratas o un coyote cerca de su casa en el Bronx? Repórtelo gratis y le conectamos con un profesional con licencia y seguro.',
    },
    title: 'Control de fauna silvestre en el Bronx',
    heroSubtitle:
      'Los grandes parques y las zonas boscosas acercan a los mapaches, zorrillos, zarigüeyas y coyotes a las casas del Bronx. Le conectamos con un profesional con licencia que trabaja en el Bronx.',
    heroImageAlt:
      'Ilustración de edificios de apartamentos del Bronx junto a un parque boscoso, con un coyote en el césped',
    formHeading: 'Encuentre un profesional de fauna silvestre en el Bronx',
    intro:
      'El Bronx tiene algunas de las zonas verdes más grandes de la ciudad, como Pelham Bay Park, Van Cortlandt Park y las orillas boscosas del río Bronx. Los coyotes se han establecido en el condado, y los mapaches, zorrillos y zarigüeyas son comunes cerca de los parques y en los barrios de casas con patio, como Riverdale, Throggs Neck y City Island. En los barrios más densos, las ratas y los ratones son los problemas de todos los días.',
    problems: [
      {
        name: 'Mapaches',
        icon: 'paw-print',
        description:
          'Mapaches en áticos, chimeneas y garajes, sobre todo en las casas cerca de los parques.',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: 'Coyotes y zorros',
        icon: 'dog',
        description:
          'Coyotes alrededor de Pelham Bay Park y Van Cortlandt Park, y de vez en cuando una madriguera cerca de una casa.',
        speciesSlug: 'fox-coyote-removal-nyc',
      },
      {
        name: 'Zorrillos',
        icon: 'wind',
        description: 'Zorrillos bajo porches, terrazas y cobertizos en los barrios con patios.',
        speciesSlug: 'skunk-removal-nyc',
      },
      {
        name: 'Ratas',
        icon: 'rat',
        description:
          'Ratas en sótanos, patios interiores y zonas de basura de edificios de apartamentos y negocios.',
        speciesSlug: 'rat-removal-nyc',
      },
      {
        name: 'Ratones',
        icon: 'cheese',
        description: 'Ratones en apartamentos y casas, que se meten adentro cuando empieza a refrescar.',
        speciesSlug: 'mouse-removal-nyc',
      },
      {
        name: 'Zarigüeyas',
        icon: 'trees',
        description: 'Zarigüeyas en garajes, espacios bajo el piso y debajo de terrazas cerca de zonas verdes.',
        speciesSlug: 'opossum-removal-nyc',
      },
    ],
    neighborhoods: [
      'Riverdale',
      'Kingsbridge',
      'Fordham',
      'Belmont',
      'Mott Haven',
      'Hunts Point',
      'Parkchester',
      'Morris Park',
      'Pelham Bay',
      'Throggs Neck',
      'City Island',
      'Co-op City',
      'Woodlawn',
      'Wakefield',
      'Norwood',
    ],
    seasonalNotes: [
      'Final del invierno y primavera: los coyotes forman pareja y crían a sus cachorros, y pueden ponerse más protectores cerca de sus madrigueras. Lleve a los perros con correa cerca de los bordes de los parques.',
      'Primavera: los mapaches buscan áticos y chimeneas para criar.',
      'Otoño: los ratones se meten en las casas cuando empieza el frío.',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: {
      title: '¿Problemas con animales en el Bronx?',
      text: 'Repórtelo ahora y le conectaremos con un solo profesional con licencia y seguro que trabaja en el Bronx.',
      button: REPORT_BUTTON.label,
      href: REPORT_BUTTON.href,
    },
  },

  'staten-island-wildlife-control': {
    slug: 'staten-island-wildlife-control',
    borough: 'Staten Island',
    displayName: 'Staten Island',
    seo: {
      title: 'Control de fauna silvestre en Staten Island',
      description:
        '¿Marmotas, zorrillos, mapaches o zarigüeyas en su casa de Staten Island? Repórtelo gratis y contacte a un profesional con licencia y seguro.',
    },
    title: 'Control de fauna silvestre en Staten Island',
    heroSubtitle:
      'El condado más suburbano es el que tiene más animales en los patios: marmotas, zorrillos, mapaches y zarigüeyas. Le conectamos con un profesional con licencia que trabaja en Staten Island.',
    heroImageAlt:
      'Ilustración de una casa y árboles de Staten Island junto al agua, con el ferry pasando y una marmota en el césped',
    formHeading: 'Encuentre un profesional de fauna silvestre en Staten Island',
    intro:
      'Staten Island es el condado más suburbano de la ciudad, con casas independientes, patios grandes y el Greenbelt, una franja boscosa que atraviesa su centro. Las marmotas, los zorrillos, los mapaches y las zarigüeyas visitan los patios con frecuencia, y los topos y los ratones de campo abren túneles en el césped y los jardines. Los venados también son comunes en la isla; no son algo que atienda nuestra red, y un venado enfermo o herido se debe reportar al 311.',
    problems: [
      {
        name: 'Marmotas',
        icon: 'shovel',
        description:
          'Marmotas que cavan madrigueras bajo cobertizos, terrazas y cimientos, y que arrasan con los huertos.',
        speciesSlug: 'groundhog-removal-nyc',
      },
      {
        name: 'Zorrillos',
        icon: 'wind',
        description:
          'Zorrillos que hacen su madriguera bajo porches y terrazas, y que escarban el césped buscando larvas.',
        speciesSlug: 'skunk-removal-nyc',
      },
      {
        name: 'Mapaches',
        icon: 'paw-print',
        description: 'Mapaches en áticos y chimeneas, y revolviendo la basura y el compost.',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: 'Zarigüeyas',
        icon: 'trees',
        description: 'Zarigüeyas en garajes, cobertizos y espacios bajo el piso.',
        speciesSlug: 'opossum-removal-nyc',
      },
      {
        name: 'Topos y ratones de campo',
        icon: 'sprout',
        description: 'Surcos, montículos de tierra y senderos que destrozan el césped y los canteros del jardín.',
        speciesSlug: 'mole-vole-removal-nyc',
      },
      {
        name: 'Serpientes',
        icon: 'worm',
        description:
          'Serpientes nativas inofensivas en sótanos, garajes y muros de piedra, retiradas de forma legal.',
        speciesSlug: 'snake-removal-nyc',
      },
    ],
    neighborhoods: [
      'St. George',
      'Tompkinsville',
      'Stapleton',
      'West Brighton',
      'Port Richmond',
      'Mariners Harbor',
      'Westerleigh',
      'Todt Hill',
      'Dongan Hills',
      'New Dorp',
      'Midland Beach',
      'Great Kills',
      'Eltingville',
      'Annadale',
      'Huguenot',
      'Tottenville',
    ],
    seasonalNotes: [
      'Final del invierno y primavera: las marmotas salen de la hibernación y empiezan a cavar bajo cobertizos y terrazas.',
      'Final de la primavera y comienzo del verano: los zorrillos y los mapaches pueden tener crías bajo las terrazas o en los áticos, así que no se deben sellar las aberturas sin revisarlas antes.',
      'Final del verano y otoño: los zorrillos escarban el césped buscando larvas, y las marmotas comen mucho antes del invierno.',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: {
      title: '¿Problemas con animales en Staten Island?',
      text: 'Repórtelo ahora y le conectaremos con un solo profesional con licencia y seguro que trabaja en Staten Island.',
      button: REPORT_BUTTON.label,
      href: REPORT_BUTTON.href,
    },
  },
} as const satisfies Record<BoroughSlug, BoroughPage>;
