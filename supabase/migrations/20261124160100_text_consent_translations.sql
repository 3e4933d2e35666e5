-- The consent-to-texts wording in each of the site's other languages (src/content/locales/<locale>/
-- consent.ts), each its own version: a lead records the wording the resident actually read.
-- tests/integration/lead-language.test.ts compares these with the site's copy.
insert into private.text_consent_versions (version, wording) values
  ('sms-2026-11-24-es',
   'Acepto recibir mensajes de texto sobre esta solicitud en el número de teléfono indicado arriba, de parte de NYC Wildlife Dispatch y del único profesional con quien me ponga en contacto. La frecuencia de los mensajes varía según la solicitud. Pueden aplicarse tarifas por mensajes y datos. Responda STOP para dejar de recibirlos y HELP para obtener ayuda. Aceptar no es una condición para recibir el servicio.'),
  ('sms-2026-11-24-zh-hant',
   '我同意 NYC Wildlife Dispatch 及其為我聯繫的那一位專業人員，就此請求向上述電話號碼發送短訊給我。短訊發送頻率視乎請求而定。可能需要支付短訊及數據費用。回覆 STOP 可取消接收，回覆 HELP 可獲得協助。同意並非使用服務的條件。'),
  ('sms-2026-11-24-zh-hans',
   '我同意通过上面填写的电话号码，接收 NYC Wildlife Dispatch 及其为我联系的那一位专业人员发送的、与本次请求有关的短信。短信数量因请求而异。可能会产生短信和数据费用。回复 STOP 可退订，回复 HELP 可获取帮助。同意接收短信并不是获得服务的条件。');
