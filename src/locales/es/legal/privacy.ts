import type { LegalSummary } from '@/content/types';

/** /es/privacy-policy: a summary of content/legal/privacy.ts; the English page is the binding text. */
export const PRIVACY_SUMMARY = {
  seo: {
    title: 'Política de privacidad',
    description:
      'Qué datos recopila nuestro servicio de despacho de fauna silvestre en NYC, cómo los usamos, con quién los compartimos, cuánto los guardamos y sus opciones.',
  },
  title: 'Política de privacidad',
  summarizes: '2026-11-26',
  intro:
    'Esta Política explica qué datos recopila {siteName} en su sitio web y su línea de despacho, cómo los usa y comparte, cuánto tiempo los guarda y qué opciones tiene usted.',
  sections: [
    {
      heading: 'Información que recopilamos',
      paragraphs: [
        'De quienes reportan un problema: nombre, teléfono, correo electrónico, dirección de la propiedad o código postal, el problema con el animal, el tipo de propiedad y la forma de contacto que prefiere. Si acepta recibir mensajes de texto, guardamos el texto exacto que aceptó y cuándo lo aceptó. También guardamos el idioma de la página desde la que envió su solicitud, para escribirle en ese idioma, y los detalles que agregue en la página de estado.',
        'De los profesionales que solicitan el ingreso a la red: datos de la empresa y de contacto, servicios, licencias, seguros y sus documentos. También guardamos el correo electrónico de quienes se suscriben a Novedades de la plataforma, y recibimos datos técnicos básicos, como el tipo de navegador.',
        'Con cada solicitud también registramos de dónde vino: qué formulario se usó (su origen) y la página desde la que se envió. El idioma que elige (y, si descartó nuestra sugerencia de idioma, esa decisión) y, para quienes solicitan el ingreso, el código de sesión que permite continuar el borrador quedan en el almacenamiento local de su navegador después de cerrar la pestaña, hasta que borre los datos de este sitio. Este sitio web no registra nada de las llamadas a nuestra línea de despacho (ni grabaciones ni registro de llamadas); las atiende el operador de la línea.',
      ],
    },
    {
      heading: 'Cómo usamos la información',
      paragraphs: [
        'Usamos sus datos para enviar su solicitud a un solo profesional que atiende su condado, para que se comunique con usted, y para darle el seguimiento necesario. Con los datos de quienes solicitan el ingreso revisamos la solicitud, verificamos la licencia, la certificación y el seguro, y administramos su participación.',
        'También usamos los datos para operar, proteger y mejorar el Servicio, enviar Novedades a quienes las confirmaron y cumplir con la ley.',
      ],
    },
    {
      heading: 'Cómo compartimos la información',
      paragraphs: [
        'Compartimos su solicitud solo con el profesional independiente asignado a ella. Antes de aceptarla, no ve su nombre, teléfono, correo electrónico ni dirección; al aceptarla, los recibe, junto con su idioma y los detalles que usted agregó en la página de estado, para comunicarse con usted, y desde entonces se aplican también sus propias prácticas de privacidad. Su página de estado le muestra quién es ese profesional.',
        'No vendemos datos personales. Solo los compartimos con los proveedores que hacen funcionar el Servicio, que deben protegerlos; con el procesador de pagos de la tarifa de solicitud (no vemos ni guardamos números de tarjeta); y cuando la ley lo exige o hace falta para proteger la seguridad de alguien o nuestros derechos.',
        'Ofrecemos su solicitud a un profesional a la vez. El profesional a quien se ofrece ve solo el código postal, el condado, el animal, el tipo de propiedad, cuánto tiempo lleva el problema, su idioma preferido y su descripción; si no la acepta, se ofrece al siguiente, que ve lo mismo. Solo el que la acepta recibe sus datos personales. Al terminar el trabajo, el profesional registra la fecha, la especie, el número de animales, el método y lo que hizo con ellos (un registro de finalización). Un operador con licencia NWCO debe presentar cada año al DEC del Estado de Nueva York un informe con el nombre y la dirección de cada cliente (Ley de Conservación Ambiental, artículo 11-0524), así que, si el profesional que hizo el trabajo tiene esa licencia, da su nombre y su dirección al DEC en ese informe. A los residentes les mostramos del profesional que acepta: el nombre de la empresa, qué credencial del DEC tiene y su número, hasta cuándo está asegurado, su teléfono y los condados que atiende.',
      ],
    },
    {
      heading: 'Documentos subidos y seguridad',
      paragraphs: [
        'Los documentos de licencia y seguro se guardan en un almacenamiento privado de acceso restringido, no se publican ni se comparten con residentes, y solo nuestro personal de revisión puede abrirlos, con enlaces que funcionan durante 60 segundos. Usamos medidas de protección razonables, como exige la ley de Nueva York, pero ningún método es totalmente seguro. Si una filtración afecta sus datos, le avisaremos como lo exige la ley.',
      ],
    },
    {
      heading: 'Registros que guardamos y por cuánto tiempo',
      paragraphs: [
        'El enlace a su página de estado contiene un código secreto que permite ver su solicitud: no lo comparta. Para evitar abusos, contamos los envíos por dirección IP y borramos esos datos después de un día.',
        'Las solicitudes y sus registros (correos enviados, pagos y cada paso de la solicitud o de la revisión) no se borran según un calendario: los guardamos mientras los necesitamos y según lo exija la ley, y los borramos cuando usted lo pide (sección 6). La suscripción a Novedades dura hasta que usted se da de baja; después, o si nunca la confirmó, guardamos la dirección marcada para no enviarle ninguna novedad, hasta que nos pida borrarla.',
      ],
    },
    {
      heading: 'Sus opciones',
      paragraphs: [
        'Para ver, corregir o borrar sus datos personales, escriba a {dispatchEmail}. Es posible que debamos confirmar su identidad y que conservemos algunos datos cuando la ley lo exija. Puede darse de baja de Novedades con el enlace de un clic de cada envío. Si ya no quiere que el profesional asignado se comunique con usted, dígaselo directamente y avísenos también.',
      ],
    },
    {
      heading: 'Menores, cambios y contacto',
      paragraphs: [
        'El Servicio no está dirigido a menores de 13 años y no recopilamos sus datos a sabiendas. Podemos actualizar esta Política. ¿Tiene preguntas o solicitudes sobre su privacidad? Escríbanos a {dispatchEmail}.',
      ],
    },
  ],
} as const satisfies LegalSummary;
