/**
 * Consent wording the report forms show, stored with the lead by version id. The database keeps
 * the same wording under the same id (private.text_consent_versions, migration
 * 20261124130100_report_truth.sql; tests/integration/report-truth.test.ts compares them). To
 * change a wording, add a new version here and in a new migration; never edit a stored one.
 */
export const TEXT_CONSENT = {
  version: 'sms-2026-11-24',
  wording:
    'I agree to receive text messages about this request at the phone number above from NYC Wildlife Dispatch and the one professional it connects me with. Message frequency varies with the request. Message and data rates may apply. Reply STOP to opt out, HELP for help. Agreeing is not a condition of service.',
} as const;
