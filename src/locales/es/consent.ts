/**
 * Consent wording of the report forms in Spanish (see content/consent.ts, which explains how the
 * wording is stored with the lead by version id).
 */
export const TEXT_CONSENT = {
  version: 'sms-2026-11-26-es',
  wording:
    'Acepto recibir mensajes de texto sobre esta solicitud en el número de teléfono indicado arriba, de parte de NYC Wildlife Dispatch y del único profesional con el que NYC Wildlife Dispatch me ponga en contacto. La frecuencia de los mensajes varía según la solicitud. Pueden aplicarse tarifas por mensajes y datos. Responda STOP para dejar de recibirlos y HELP para obtener ayuda. Aceptar no es una condición para recibir el servicio.',
} as const;
