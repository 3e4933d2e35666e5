-- The Spanish consent to texts named the professional "con quien me ponga en contacto", which
-- reads as "the one professional I get in touch with" (the resident as the subject). The new
-- version says who connects whom: "con el que NYC Wildlife Dispatch me ponga en contacto", as the
-- English wording does ("the one professional it connects me with"). A new version, never an
-- edit: leads that recorded sms-2026-11-24-es keep the wording their resident read.
-- src/content/locales/es/consent.ts shows this version; tests/integration/lead-language.test.ts
-- compares the two.
insert into private.text_consent_versions (version, wording) values
  ('sms-2026-11-26-es',
   'Acepto recibir mensajes de texto sobre esta solicitud en el número de teléfono indicado arriba, de parte de NYC Wildlife Dispatch y del único profesional con el que NYC Wildlife Dispatch me ponga en contacto. La frecuencia de los mensajes varía según la solicitud. Pueden aplicarse tarifas por mensajes y datos. Responda STOP para dejar de recibirlos y HELP para obtener ayuda. Aceptar no es una condición para recibir el servicio.');
