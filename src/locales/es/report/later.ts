/**
 * The report features' words needed only once the visitor's answers call for them, in Spanish
 * (fetched by CONTACT_COPY.loadLater / LEAD_FORM_COPY.loadLater of contact.ts and
 * lead-form.ts), mirroring src/features/report-issue/locales/en-later.ts.
 */
import { TEXT_CONSENT } from '../consent';
import { PHONE_ONLY_MESSAGE, PHONE_ONLY_SENT } from '../coverage-messages';
import { RENTER_GUIDANCE } from '../renters';
import type { ReportLaterCopy } from '@/features/report-issue/copy';

export const REPORT_LATER: ReportLaterCopy = {
  boroughs: {
    Manhattan: 'Manhattan',
    Brooklyn: 'Brooklyn',
    Queens: 'Queens',
    Bronx: 'el Bronx',
    'Staten Island': 'Staten Island',
  },
  phoneOnlyNotice: PHONE_ONLY_MESSAGE.description,
  phoneOnlySent: PHONE_ONLY_SENT,
  renter: RENTER_GUIDANCE,
  /**
   * The database keeps this wording under its own version (private.text_consent_versions, with
   * exactly the same text): never re-translate it here.
   */
  textConsent: TEXT_CONSENT,
  leadFormReceived: {
    heading: '¡Reporte recibido!',
    next: 'Ofrecemos su solicitud a un profesional con licencia de su condado a la vez; el que la acepte se comunicará con usted. Si un profesional no acepta dentro del plazo que le damos, la ofrecemos al siguiente.',
    reference: '{next} Su número de referencia es {reference}.',
    urgent: '¿Es urgente o quiere agregar algo? Llame al {phone} y dé su número de referencia.',
  },
};
