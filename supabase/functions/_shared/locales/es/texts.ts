/** The text messages a resident gets, in Spanish (usted) (the rules they follow and the shapes: texts.ts). */
import type { TextWords } from '../../texts.ts';

export const TEXTS: TextWords = {
  leadReceived: ({ brand, reference, url }) => `${brand}: recibimos su solicitud ${reference}. Estado: ${url} Responda STOP para no recibir textos.`,
  leadAssigned: ({ brand, business, credential, reference }) => `${brand}: ${business} (${credential}) tiene su solicitud ${reference} y va a comunicarse con usted pronto.`,
  credential: { nwco_license: 'con licencia del NYS DEC', pesticide_certification: 'certificado por el NYS DEC' },
};
