/**
 * The words both report forms share, in English (part of CONTACT_COPY_EN and LEAD_FORM_COPY_EN,
 * see en.ts). Values shared with other parts of the site come from src/content.
 */
import { CALL_LABEL } from '@/content/site-copy';
import { ZIP_MESSAGES, cityLineText } from '@/content/zip-messages';
import { PROPERTY_TYPES } from '@/domain/options';
import type { ReportCommonCopy } from '../copy';
import { sameAsValue } from './same-as-value';

/** Both forms. */
export const COMMON_COPY_EN: ReportCommonCopy = {
  englishMarker: '',
  callPhone: CALL_LABEL,
  links: { terms: 'Terms of Use', privacy: 'Privacy Policy' },
  options: {
    propertyTypes: sameAsValue(PROPERTY_TYPES),
  },
  coverage: {
    comingSoon: ZIP_MESSAGES.unsupported,
    cityLine: cityLineText('{zip}'),
  },
  toasts: {
    incompleteStep: {
      title: 'Incomplete Information',
      description: 'Please fill out all required fields for this step correctly.',
    },
    agreementRequired: {
      title: 'Agreement Required',
      description: 'You must agree to the terms before submitting.',
    },
    requestSent: {
      title: 'Request Sent!',
      description: 'We are now finding one licensed professional for you. You will hear from them when one accepts. Your reference and status link are on this page.',
    },
    submissionFailed: {
      title: 'Submission Failed',
      description: 'There was an error submitting your report. Please try again.',
    },
    rateLimited: {
      title: 'Too Many Requests',
      description:
        'We received several requests from your connection in the last hour. What you typed is kept: please try again later, or call us at {phone}.',
    },
    missingInformation: {
      title: 'Missing Information',
      description: 'Please fill out all required fields.',
    },
    reportSubmitted: {
      title: 'Report Submitted!',
      description: 'We are now finding one licensed professional for you. You will hear from them when one accepts. Your reference and status link are on this page.',
    },
  },
  fieldMessages: {
    zip: 'Enter your 5-digit ZIP code.',
    zipNotCovered: "We don't serve ZIP code {zip} yet. We cover the five boroughs of New York City.",
    propertyType: 'Choose the type of property.',
    animalType: 'Choose the animal you are dealing with.',
    duration: 'Tell us how long this has been going on.',
    description: 'Describe the problem in a sentence or two.',
    descriptionTooLong: 'Please keep the description under 2,000 characters.',
    name: 'Enter your name.',
    nameTooLong: 'Please keep the name under 100 characters.',
    nameInvalid: 'The name contains characters we cannot store.',
    phone: 'Enter a valid US phone number: 10 digits, area code first.',
    email: 'Enter a valid email address.',
    contactChoice: 'Choose at least one way for the pro to contact you.',
    contactMethod: 'Choose how the pro should contact you.',
    textConsent: 'To be contacted by text, agree to receive texts, or choose Call or Email.',
    address: 'Enter the street address of the property.',
    addressTooLong: 'Please keep the address under 200 characters.',
    unitTooLong: 'Please keep this under 50 characters.',
    city: 'Enter the city or neighborhood.',
    cityTooLong: 'Please keep this under 100 characters.',
    terms: 'Agree to the Terms of Use and Privacy Policy to send your request.',
  },
  submitNotice: {
    terms: 'By sending this report you accept our {terms}. ',
    privacy: 'We use your details to handle this request and pass them to the one professional we connect you with; our {privacy} explains how we keep them.',
  },
  track: {
    button: 'Track your request',
    keep: 'Keep this link to check who is coming, add details or cancel. Anyone with the link can see the status, so share it only with people you trust.',
    copyLink: 'Copy the link',
    copied: 'Link copied',
    copiedStatus: 'The link to your request was copied. {siteName}',
  },
  loadLater: () => import('./en-later').then((m) => m.REPORT_LATER_EN),
};

