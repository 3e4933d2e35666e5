/**
 * ZIP check messages in Spanish (see content/zip-messages.ts).
 * `{zip}` is replaced with the ZIP the visitor typed.
 */
export const ZIP_MESSAGES = {
  invalid: { title: 'Código postal no válido', description: 'Escriba un código postal válido de 5 dígitos.' },
  unsupported: {
    title: '¡Muy pronto!',
    description:
      'Todavía no llegamos al código postal {zip}, pero estamos creciendo. Puede probar con otro código postal o comunicarse con nosotros si tiene preguntas.',
  },
  supported: { title: '¡Servicio disponible!', description: '¡Buenas noticias! Tenemos profesionales en su zona. Vamos a ponerle en contacto.' },
} as const;

/** The 'Coming Soon!' text for one ZIP. */
export function unsupportedZipText(zip: string): string {
  return ZIP_MESSAGES.unsupported.description.replace('{zip}', zip);
}

/** Said of a ZIP that also delivers outside the city (CITY_LINE_ZIPS in domain/zip-coverage.ts). */
export function cityLineText(zip: string): string {
  return `El código postal ${zip} también incluye direcciones del condado de Nassau: solo atendemos las que están en Queens.`;
}
