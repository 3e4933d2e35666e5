import type { LegalSummary } from '@/content/types';

/** /es/terms-of-use: a summary of content/legal/terms.ts; the English page is the binding text. */
export const TERMS_SUMMARY = {
  seo: {
    title: 'Términos de uso',
    description:
      'Las condiciones para usar nuestro servicio de despacho y referencias de fauna silvestre en NYC, para residentes que reportan un problema y profesionales.',
  },
  title: 'Términos de uso',
  summarizes: '2026-11-26',
  sections: [
    {
      heading: 'Aceptación de estos Términos',
      paragraphs: [
        'Al usar el sitio web, la línea de despacho y los servicios de {siteName} (el “Servicio”), usted acepta estos Términos y nuestra Política de privacidad. Debe tener al menos 18 años para enviar una solicitud.',
      ],
    },
    {
      heading: 'Qué es nuestro servicio',
      paragraphs: [
        '{siteName} es una red de despacho y de generación de clientes potenciales: recibimos solicitudes de los cinco condados de NYC y ofrecemos cada una a un profesional independiente que atiende ese condado a la vez, hasta que uno la acepte.',
        'No somos un operador con licencia de control de fauna silvestre: no hacemos inspecciones, capturas, retiros ni reparaciones, no fijamos ni cobramos el precio de ningún trabajo, y la información del sitio no es asesoría profesional, legal ni médica.',
      ],
    },
    {
      heading: 'Solicitudes de residentes y negocios',
      paragraphs: [
        'Enviar una solicitud es gratis. Usted debe dar datos correctos y tener derecho a coordinar el trabajo en la propiedad. Al enviarla, nos pide que la ofrezcamos a los profesionales de su condado, uno a la vez: el profesional a quien se ofrece ve el código postal, el condado, el animal, el idioma preferido y la descripción, y solo el que la acepta recibe su nombre y sus datos de contacto para comunicarse con usted. El acuerdo, los precios y el pago son entre usted y el profesional, y nunca tiene la obligación de contratarlo. No es un servicio de emergencias: si alguien está en peligro, llame al 911.',
      ],
    },
    {
      heading: 'Profesionales y solicitudes de ingreso',
      paragraphs: [
        'Los profesionales son contratistas independientes, no empleados ni agentes nuestros, y responden por su trabajo y sus precios. Deben tener un seguro de responsabilidad civil y la credencial del DEC del Estado de Nueva York que requiere su trabajo: la licencia de Operador de Control de Fauna Silvestre Molesta (NWCO) para capturar o retirar animales silvestres cobrando, incluida la captura de palomas (Ley de Conservación Ambiental, artículos 11-0524 y 11-0523), y la certificación de aplicador comercial de pesticidas para aplicar cebos, repelentes o avicidas. La red ofrece trabajos con ratas y ratones solo a profesionales con la certificación, trabajos con aves a profesionales con cualquiera de las dos credenciales y otros animales solo a profesionales con licencia NWCO; cada uno hace solo el trabajo que cubre su credencial, y debe mantenerla vigente junto con su seguro. La tarifa de procesamiento de la solicitud se paga una sola vez, no es reembolsable y no garantiza la aceptación ni ningún número de solicitudes; es el único pago que pedimos a los profesionales, y unas respuestas que no se pueden aprobar no pasan al pago; la revisión suele tomar de 3 a 5 días hábiles.',
      ],
    },
    {
      heading: 'Uso aceptable',
      paragraphs: [
        'No envíe solicitudes falsas o de broma, no se haga pasar por otra persona, no interfiera con el Servicio ni extraiga datos de él por medios automáticos. Puede ver e imprimir las páginas para uso personal y no comercial.',
      ],
    },
    {
      heading: 'Descargos y limitación de responsabilidad',
      paragraphs: [
        'El Servicio se ofrece “tal cual”: no garantizamos que haya un profesional disponible ni el resultado de su trabajo. En la medida máxima que permita la ley, no respondemos por daños, lesiones o pérdidas causados por el trabajo de un profesional, y nuestra responsabilidad total se limita a lo que usted nos haya pagado, si pagó algo.',
      ],
    },
    {
      heading: 'Cambios en el Servicio y en estos Términos',
      paragraphs: [
        'Podemos cambiar el Servicio y estos Términos en cualquier momento. Si sigue usando el Servicio después de un cambio, acepta los Términos actualizados.',
      ],
    },
    {
      heading: 'Ley aplicable y contacto',
      paragraphs: [
        'Estos Términos se rigen por las leyes del Estado de Nueva York, y las disputas se presentan ante los tribunales estatales o federales del condado de Nueva York (New York County). ¿Tiene preguntas? Escríbanos a {dispatchEmail}.',
      ],
    },
  ],
} as const satisfies LegalSummary;
