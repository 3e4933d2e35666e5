/**
 * ZIP check messages (docs/product-rules.md#validation, #messages), shared by the home ZIP check and both report forms.
 * `{zip}` is replaced with the ZIP the visitor typed.
 */
export const ZIP_MESSAGES = {
  invalid: { title: 'Invalid ZIP Code', description: 'Please enter a valid 5-digit ZIP code.' },
  unsupported: {
    title: 'Coming Soon!',
    description:
      "We're not in ZIP code {zip} yet, but we're expanding. Feel free to check another ZIP or contact us with questions.",
  },
  supported: { title: 'Service Available!', description: "Great news! We have pros in your area. Let's get you connected." },
} as const;

/** The 'Coming Soon!' text for one ZIP. */
export function unsupportedZipText(zip: string): string {
  return ZIP_MESSAGES.unsupported.description.replace('{zip}', zip);
}


/** Said of a ZIP that also delivers outside the city (CITY_LINE_ZIPS in domain/zip-coverage.ts). */
export function cityLineText(zip: string): string {
  return `ZIP code ${zip} also covers addresses in Nassau County: we serve only its Queens addresses.`;
}
