import type { ToastInput } from '@/components/toast';
import { site } from '@/config/site';
import { ZIP_MESSAGES, unsupportedZipText } from '@/content/zip-messages';

/** Every toast of the two report forms, exactly as docs/product-rules.md#validation and #messages write them. */
export const reportToasts = {
  incompleteStep: {
    title: 'Incomplete Information',
    description: 'Please fill out all required fields for this step correctly.',
    variant: 'destructive',
  },
  agreementRequired: {
    title: 'Agreement Required',
    description: 'You must agree to the terms before submitting.',
    variant: 'destructive',
  },
  requestSent: {
    title: 'Request Sent!',
    description: "We've connected you with a local pro who will be in touch shortly.",
    variant: 'success',
  },
  submissionFailed: {
    title: 'Submission Failed',
    description: 'There was an error submitting your report. Please try again.',
    variant: 'destructive',
  },
  /** Not in the spec: the database's per-connection limit (docs/dispatch-api.md "Limits"). */
  rateLimited: {
    title: 'Too Many Requests',
    description: `We received several requests from your connection in the last hour. What you typed is kept: please try again later, or call us at ${site.phone.display}.`,
    variant: 'destructive',
    duration: 10000,
  },
  missingInformation: {
    title: 'Missing Information',
    description: 'Please fill out all required fields.',
    variant: 'destructive',
  },
  reportSubmitted: {
    title: 'Report Submitted!',
    description: 'A licensed Pro will contact you shortly.',
    variant: 'default',
  },
  /**
   * Not in the spec: a borough with no active professional (docs/product-rules.md "Coverage,
   * consent and renters"); the text is PhoneOnlyNote.sent (coverage.ts).
   */
  requestSentPhoneOnly: (sent: string): ToastInput => ({ title: 'Request Sent!', description: sent, variant: 'success', duration: 10000 }),
  reportSubmittedPhoneOnly: (sent: string): ToastInput => ({ title: 'Report Submitted!', description: sent, variant: 'default', duration: 10000 }),
  invalidZip: { ...ZIP_MESSAGES.invalid, variant: 'destructive' },
  comingSoon: (zip: string): ToastInput => ({
    title: ZIP_MESSAGES.unsupported.title,
    description: unsupportedZipText(zip),
    variant: 'default',
    duration: 5000,
  }),
} as const satisfies Record<string, ToastInput | ((zip: string) => ToastInput)>;

/** Field messages, shown under the field they belong to. */
export const fieldMessages = {
  zip: 'Enter your 5-digit ZIP code.',
  zipNotCovered: (zip: string) => `We don't serve ZIP code ${zip} yet. We cover the five boroughs of New York City.`,
  propertyType: 'Choose the type of property.',
  animalType: 'Choose the animal you are dealing with.',
  duration: 'Tell us how long this has been going on.',
  description: 'Describe the problem in a sentence or two.',
  descriptionTooLong: 'Please keep the description under 2,000 characters.',
  name: 'Enter your name.',
  nameTooLong: 'Please keep the name under 100 characters.',
  nameInvalid: 'The name contains characters we cannot store.',
  phone: 'Enter a 10-digit phone number.',
  email: 'Enter a valid email address.',
  contactChoice: 'Choose at least one way for the pro to contact you.',
  contactMethod: 'Choose how the pro should contact you.',
  textConsent: 'To be contacted by text, agree to receive texts, or choose Call or Email.',
  address: 'Enter the street address of the property.',
  addressTooLong: 'Please keep the address under 200 characters.',
  city: 'Enter the city or neighborhood.',
  cityTooLong: 'Please keep this under 100 characters.',
  terms: 'Agree to the Terms of Use and Privacy Policy to send your request.',
} as const;
