/**
 * The words both report forms share, in Spanish (usted; New York usage), mirroring src/features/report-issue/locales/en-common.ts.
 * Values shared with other parts of the site come from this folder.
 */
import { CALL_LABEL } from '../site-copy';
import { ZIP_MESSAGES, cityLineText } from '../zip-messages';
import type { ReportCommonCopy } from '@/features/report-issue/copy';

/** Both forms. */
export const COMMON_COPY: ReportCommonCopy = {
  englishMarker: ' (en inglés)',
  callPhone: CALL_LABEL,
  links: { terms: 'Términos de uso', privacy: 'Política de privacidad' },
  options: {
    propertyTypes: {
      Homeowner: 'Dueño de su vivienda',
      'Tenant / renter': 'Inquilino',
      Landlord: 'Dueño de edificio',
      Business: 'Negocio',
      Other: 'Otro',
    },
  },
  coverage: {
    comingSoon: ZIP_MESSAGES.unsupported,
    cityLine: cityLineText('{zip}'),
  },
  toasts: {
    incompleteStep: {
      title: 'Información incompleta',
      description: 'Complete correctamente todos los campos obligatorios de este paso.',
    },
    agreementRequired: {
      title: 'Falta su aceptación',
      description: 'Debe aceptar los términos antes de enviar.',
    },
    requestSent: {
      title: '¡Solicitud enviada!',
      description: 'Estamos buscando un profesional con licencia para usted. Sabrá de él cuando uno acepte. Su número de referencia y el enlace de estado están en esta página.',
    },
    submissionFailed: {
      title: 'No se pudo enviar',
      description: 'Hubo un error al enviar su reporte. Vuelva a intentarlo.',
    },
    rateLimited: {
      title: 'Demasiadas solicitudes',
      description:
        'Recibimos varias solicitudes desde su conexión en la última hora. Lo que escribió se conserva: vuelva a intentarlo más tarde o llámenos al {phone}.',
    },
    missingInformation: {
      title: 'Faltan datos',
      description: 'Complete todos los campos obligatorios.',
    },
    reportSubmitted: {
      title: '¡Reporte enviado!',
      description: 'Estamos buscando un profesional con licencia para usted. Sabrá de él cuando uno acepte. Su número de referencia y el enlace de estado están en esta página.',
    },
  },
  fieldMessages: {
    zip: 'Escriba su código postal de 5 dígitos.',
    zipNotCovered: 'Todavía no atendemos el código postal {zip}. Cubrimos los cinco condados de la ciudad de Nueva York.',
    propertyType: 'Elija el tipo de propiedad.',
    animalType: 'Elija el animal con el que tiene el problema.',
    duration: 'Díganos desde hace cuánto tiempo pasa esto.',
    description: 'Describa el problema en una o dos oraciones.',
    descriptionTooLong: 'Acorte la descripción a menos de 2,000 caracteres.',
    name: 'Escriba su nombre.',
    nameTooLong: 'Acorte el nombre a menos de 100 caracteres.',
    nameInvalid: 'El nombre tiene caracteres que no podemos guardar.',
    phone: 'Escriba un número de teléfono válido de EE. UU.: 10 dígitos, con el código de área primero.',
    email: 'Escriba una dirección de correo electrónico válida.',
    contactChoice: 'Elija al menos una forma en que el profesional pueda comunicarse con usted.',
    contactMethod: 'Elija cómo quiere que el profesional se comunique con usted.',
    textConsent: 'Para que le contacten por mensaje de texto, acepte recibir mensajes de texto; si no, elija Llamada o Correo electrónico.',
    address: 'Escriba la dirección de la propiedad (número y calle).',
    addressTooLong: 'Acorte la dirección a menos de 200 caracteres.',
    unitTooLong: 'Escriba menos de 50 caracteres.',
    city: 'Escriba la ciudad o el barrio.',
    cityTooLong: 'Escriba menos de 100 caracteres.',
    terms: 'Acepte los Términos de uso y la Política de privacidad para enviar su solicitud.',
  },
  submitNotice: {
    terms: 'Al enviar este reporte, usted acepta nuestros {terms}. ',
    privacy:
      'Usamos sus datos para atender esta solicitud y se los pasamos al único profesional con quien le pongamos en contacto; nuestra {privacy} explica cómo los guardamos.',
  },
  track: {
    button: 'Ver el estado de su solicitud',
    keep: 'Guarde este enlace para ver quién va a ir, agregar detalles o cancelar. Cualquier persona que tenga el enlace puede ver el estado, así que compártalo solo con personas de su confianza.',
    copyLink: 'Copiar el enlace',
    copied: 'Enlace copiado',
    copiedStatus: 'Se copió el enlace a su solicitud. {siteName}',
  },
  loadLater: () => import('./later').then((m) => m.REPORT_LATER),
};
