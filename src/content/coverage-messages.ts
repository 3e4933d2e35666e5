/**
 * What the forms say about coverage (docs/product-rules.md "Coverage, consent and renters"):
 * `{zip}`, `{borough}` and `{phone}` are filled by fillZipText. Kept apart from zip-messages.ts so
 * only the code that answers with coverage (loaded on demand) carries it.
 */

/**
 * What a ZIP in the five boroughs gets when no active professional covers its borough: the
 * truth, and the dispatch line (docs/product-rules.md "Coverage, consent and renters").
 */
export const PHONE_ONLY_MESSAGE = {
  title: 'Call Our Dispatch Line',
  description:
    'We have no professional on our network in {borough} at the moment, so requests there are handled by phone through our dispatch line for now: call {phone}. You can still send a report.',
} as const;

/** After a report from such a borough has been stored. */
export const PHONE_ONLY_SENT =
  'Your request is with our dispatch team. We have no professional on our network in {borough} at the moment, so requests there are handled by phone through our dispatch line for now; if it is urgent, call {phone}.';

/** When the coverage could not be checked (network or service down): what the ZIP list alone can say. */
export const UNCONFIRMED_MESSAGE = {
  title: 'In Our Service Area',
  description:
    "ZIP code {zip} is in {borough}, one of the five boroughs we serve. We couldn't check which professionals are available just now; you can still send a report, or call {phone}.",
} as const;


/** Fills {zip}, {borough} and {phone} in one of the texts above. */
export function fillZipText(text: string, values: { zip?: string; borough?: string; phone?: string }): string {
  return text.replace(/\{(zip|borough|phone)\}/g, (whole, key: 'zip' | 'borough' | 'phone') => values[key] ?? whole);
}
