/**
 * The report features' words needed only once the visitor's answers call for them, in English
 * (fetched by CONTACT_COPY_EN.loadLater / LEAD_FORM_COPY_EN.loadLater). A translation copies this
 * file; the type is ReportLaterCopy (../copy.ts).
 */
import { TEXT_CONSENT } from '@/content/consent';
import { PHONE_ONLY_MESSAGE, PHONE_ONLY_SENT } from '@/content/coverage-messages';
import { RENTER_GUIDANCE } from '@/content/renters';
import { BOROUGHS } from '@/domain/options';
import type { ReportLaterCopy } from '../copy';
import { sameAsValue } from './same-as-value';

export const REPORT_LATER_EN: ReportLaterCopy = {
  boroughs: sameAsValue(BOROUGHS),
  phoneOnlyNotice: PHONE_ONLY_MESSAGE.description,
  phoneOnlySent: PHONE_ONLY_SENT,
  renter: RENTER_GUIDANCE,
  /**
   * The database keeps this wording under this version (private.text_consent_versions); a
   * translation uses its own version, stored there with exactly the same text.
   */
  textConsent: TEXT_CONSENT,
  leadFormReceived: {
    heading: 'Report Received!',
    next: 'We offer your request to one licensed professional who serves your borough at a time; the one who accepts contacts you. If a professional does not accept within the time we allow, we offer it to the next.',
    reference: '{next} Your reference is {reference}.',
    urgent: 'Urgent, or something to add? Call {phone} and quote your reference.',
  },
};
