/**
 * What the forms say about coverage, in Spanish (see content/coverage-messages.ts):
 * `{zip}`, `{borough}` and `{phone}` are filled by fillZipText.
 */

/**
 * What a ZIP in the five boroughs gets when no active professional covers its borough: the
 * truth, and the dispatch line.
 */
export const PHONE_ONLY_MESSAGE = {
  title: 'Llame a nuestra línea de despacho',
  description:
    'Por ahora no tenemos ningún profesional de nuestra red en {borough}, así que, de momento, las solicitudes de allí se atienden por teléfono en nuestra línea de despacho: llame al {phone}. Aun así, puede enviar un reporte.',
} as const;

/** After a report from such a borough has been stored. */
export const PHONE_ONLY_SENT =
  'Su solicitud ya está en manos de nuestro equipo de despacho. Por ahora no tenemos ningún profesional de nuestra red en {borough}, así que, de momento, las solicitudes de allí se atienden por teléfono en nuestra línea de despacho; si es urgente, llame al {phone}.';

/** When the coverage could not be checked (network or service down): what the ZIP list alone can say. */
export const UNCONFIRMED_MESSAGE = {
  title: 'Dentro de nuestra zona de servicio',
  description:
    'El código postal {zip} está en {borough}, uno de los cinco condados que atendemos. En este momento no pudimos comprobar qué profesionales están disponibles; aun así, puede enviar un reporte o llamar al {phone}.',
} as const;

/** Fills {zip}, {borough} and {phone} in one of the texts above (pure logic, shared with English). */
export { fillZipText } from '@/content/coverage-messages';
