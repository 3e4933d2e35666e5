import { EMERGENCY_ES, animalParagraph, batParagraph, biteParagraph } from '@/content/emergency';
import type { StatusCopy } from '../copy';

/** The status page in Spanish (usted; New York usage). */
export const STATUS_COPY: StatusCopy = {
  page: {
    title: 'Su solicitud',
    description: 'En qué punto está su solicitud por animales silvestres: quién va a ir y qué puede hacer mientras espera.',
    noTokenHeading: 'Su solicitud',
    noTokenBody: 'Abra el enlace de su confirmación para ver en qué punto está su solicitud.',
  },
  loading: 'Cargando su solicitud…',
  unreachable: 'No pudimos conectar con nuestro servidor. Revise su conexión; seguiremos intentándolo.',
  stageAnnouncement: 'Nuevo estado de su solicitud: {stage}.',
  notFound: {
    heading: 'No encontramos esa solicitud',
    body: 'Puede que el enlace esté incompleto. Revise que lo haya copiado completo, o llame a nuestra línea de despacho, abierta las 24 horas, y dé su número de referencia.',
  },
  callDispatch: 'Llamar al despacho {phone}',
  heading: 'Su solicitud {reference}',
  received: 'Recibida el {time} (hora de Nueva York). Esta página se actualiza sola.',
  progressLabel: 'Progreso',
  steps: {
    received: 'Solicitud recibida',
    looking: 'Buscando un profesional',
    assigned: 'Profesional asignado',
    completed: 'Completada',
  },
  cancelledStage: 'cancelada',
  stepDone: ' (hecho)',
  stepNotYet: ' (pendiente)',
  cancelledByResident: 'Usted canceló esta solicitud el {time}.',
  cancelledByDispatch: 'Nuestro equipo de despacho cerró esta solicitud el {time}. Si todavía necesita ayuda, llámenos.',
  cancelReasons: {
    duplicate: 'Repetía otra solicitud que usted envió.',
    outside_service_area: 'La dirección está fuera del área que atienden nuestros profesionales.',
    referred_to_agency: 'Lo que describió le corresponde a una agencia de la ciudad: la guía de emergencia de abajo indica cuál.',
  },
  waitingTooLong: {
    one: 'Ningún profesional ha aceptado su solicitud todavía, y ya ha pasado más de {hours} hora. Lo sentimos mucho. Llame a nuestra línea de despacho: una persona le conseguirá ayuda.',
    other:
      'Ningún profesional ha aceptado su solicitud todavía, y ya han pasado más de {hours} horas. Lo sentimos mucho. Llame a nuestra línea de despacho: una persona le conseguirá ayuda.',
  },
  professional: {
    heading: 'Quién va a ir',
    credentials: {
      nwco_license: 'Licencia del NYS DEC para el control de animales silvestres molestos',
      pesticide_certification: 'Certificación del NYS DEC como aplicador de pesticidas',
    },
    insuredThrough: 'Seguro vigente hasta',
    serves: 'Atiende en',
    call: 'Llamar al {phone}',
  },
  boroughs: {
    Manhattan: 'Manhattan',
    Brooklyn: 'Brooklyn',
    Queens: 'Queens',
    Bronx: 'el Bronx',
    'Staten Island': 'Staten Island',
  },
  listSeparator: ', ',
  actions: {
    heading: '¿Cambió algo?',
    detailsLabel: 'Agregar detalles',
    detailsHint: 'Hasta 500 caracteres: el código de la puerta, una mejor hora para llamarle, qué cambió.',
    sendDetails: 'Enviar detalles',
    cancelGroupLabel: 'Cancelar su solicitud',
    cancelQuestion: '¿Cancelar esta solicitud? No irá ningún profesional.',
    confirmCancel: 'Sí, cancelar mi solicitud',
    keep: 'No, mantenerla',
    noLongerNeedHelp: 'Ya no necesito ayuda',
  },
  toasts: {
    cancelledTitle: 'Solicitud cancelada',
    cancelledDescription: 'No enviaremos a nadie. Gracias por avisarnos.',
    detailsAddedTitle: 'Detalles agregados',
    detailsAddedDescription: 'El despachador y su profesional los verán.',
    failedTitle: 'No se envió',
    failedDescription: 'Algo salió mal. Revise su conexión e inténtelo de nuevo, o llámenos.',
  },
  serverErrors: {
    PT404: 'No encontramos esa solicitud.',
    PT429: 'Demasiados cambios en poco tiempo. Llame a la línea de despacho.',
    P0001: 'Esta solicitud ya está cerrada.',
    '23514': 'Escriba 500 caracteres como máximo.',
  },
  emergency: {
    summary: '¿Es una emergencia? A quién llamar primero',
    lines: [
      'Alguien está herido, o un animal es un peligro para las personas en este momento: llame al 911.',
      biteParagraph(EMERGENCY_ES),
      animalParagraph(EMERGENCY_ES),
      batParagraph(EMERGENCY_ES),
      'Un perro o gato callejero, perdido, enfermo o herido: llame al 311 para comunicarse con Animal Care Centers of NYC (ACC). ACC no recibe reportes de gatos comunitarios sanos; el 311 puede informarle sobre el programa de atrapar, esterilizar y devolver (TNR).',
      'Un animal muerto: no lo toque. Repórtelo a través del 311: el Departamento de Saneamiento de NYC (DSNY) lo retira de la calle o la acera, NYC Parks se encarga si está en un parque, y el 311 envía a ACC los que pudieron tener rabia o que mordieron o arañaron a una persona o a una mascota.',
    ],
  },
};
