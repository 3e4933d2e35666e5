import type { ChromeCopy } from '@/content/chrome';
import { lineHours } from '@/content/line-hours';
import { CONTACT_PATH } from '@/config/paths';

/** The words of the site's frame in Spanish (see content/chrome.ts). */
export const CHROME_COPY = {
  skipToContent: 'Saltar al contenido',
  openMenu: 'Abrir el menú',
  closeMenu: 'Cerrar el menú',
  siteMenu: 'Menú del sitio',
  mainNavLabel: 'Principal',
  mobileNavLabel: 'Menú para móviles',
  languageLabel: 'Idioma',
  englishMarker: ' (en inglés)',
  englishTag: 'Inglés',
  toasts: { region: 'Avisos ({hotkey})', dismiss: 'Cerrar el aviso' },
  nav: {
    home: 'Inicio',
    about: 'Quiénes somos',
    services: 'Servicios por animal',
    speciesGroups: {
      'Common Pests': 'Plagas comunes',
      'Specialized Removal': 'Retiro especializado',
      'Ground & Large Animals': 'Animales de tierra y de mayor tamaño',
    },
    species: {
      'rat-removal-nyc': 'Control de ratas',
      'mouse-removal-nyc': 'Control de ratones',
      'squirrel-removal-nyc': 'Retiro de ardillas',
      'bird-removal-nyc': 'Control de aves',
      'raccoon-removal-nyc': 'Retiro de mapaches',
      'bat-removal-nyc': 'Retiro de murciélagos',
      'skunk-removal-nyc': 'Retiro de zorrillos',
      'opossum-removal-nyc': 'Retiro de zarigüeyas',
      'groundhog-removal-nyc': 'Retiro de marmotas',
      'mole-vole-removal-nyc': 'Control de topos y ratones de campo',
      'snake-removal-nyc': 'Retiro de serpientes',
      'fox-coyote-removal-nyc': 'Control de zorros y coyotes',
    },
    areas: 'Zonas de servicio',
    nycHeading: 'Ciudad de Nueva York',
    nycAll: 'NYC (los cinco condados)',
    boroughs: {
      'manhattan-wildlife-control': 'Manhattan',
      'brooklyn-wildlife-control': 'Brooklyn',
      'queens-wildlife-control': 'Queens',
      'bronx-wildlife-control': 'El Bronx',
      'staten-island-wildlife-control': 'Staten Island',
    },
    report: 'Reportar un problema',
    forPros: 'Para profesionales',
    updates: 'Novedades',
    faqs: 'Preguntas frecuentes',
    terms: 'Términos de uso',
    privacy: 'Política de privacidad',
    disclaimer: 'Descargo de responsabilidad',
    accessibility: 'Accesibilidad',
  },
  pages: {
    breadcrumbHome: 'Inicio',
    breadcrumbNyc: 'Control de fauna silvestre en NYC',
    callLabel: 'Llame al {phone}',
    reportButton: 'Reportar un problema',
    boroughEyebrow: '{borough}, ciudad de Nueva York',
    boroughServiceName: '{borough}: referencias a profesionales de control de fauna silvestre',
    preferToTalk: '¿Prefiere hablar por teléfono?',
    dayOrNight: ', de día o de noche.',
    seasonalNotes: '{borough}, estación por estación',
    commonProblems: '{borough}: los problemas con animales más comunes',
    howItWorks: 'Cómo funciona',
    prosYouCanTrust: 'Profesionales de confianza',
    neighborhoods: '{borough}: barrios que atendemos',
    notSureCovered: '¿No sabe si cubrimos su dirección?',
    checkZip: 'Verifique su código postal',
    questionsAndAnswers: 'Preguntas y respuestas',
    learnMore: 'Más información',
    urgentHelp: 'Ayuda urgente',
    fullStop: '.',
  },
} as const satisfies ChromeCopy;

export const FOOTER_COPY = {
  blurb:
    '{siteName} es un servicio gratuito de referencias para la ciudad de Nueva York. Ponemos en contacto a residentes, dueños de edificios y negocios de los cinco condados con profesionales independientes de control de fauna silvestre, con licencia y con seguro.',
  contactHeading: 'Contacto',
  phoneLabel: lineHours('Línea de despacho 24/7', 'Línea de despacho'),
  emailLabel: 'Correo electrónico de despacho',
  companyHeading: 'Empresa',
  legalHeading: 'Información legal',
  emergency: {
    title: '¿Una emergencia con un animal?',
    text: 'Repórtela ahora y buscaremos un profesional con licencia en su condado.',
    button: 'Reportar un problema',
    href: `/es${CONTACT_PATH}`,
  },
  /** `{year}` is the current year. */
  copyright:
    '© {year} {siteName}. {siteName} es una red de despacho y de generación de clientes potenciales, no un operador con licencia de control de fauna silvestre. Los profesionales de la red son empresas independientes; verificamos su credencial del DEC y su seguro al aprobarlos.',
} as const;
