import type { ToastInput } from '@/components/toast';

/**
 * Every message of the application wizard and the finalize page, written once.
 * Toast titles and texts are exactly as docs/product-rules.md#validation and #messages write them; the field messages
 * say what to do to fix the field.
 */
export const applyToasts = {
  incompleteStep: {
    title: 'Incomplete Information',
    description: 'Please fill out all required fields for this step correctly.',
    variant: 'destructive',
  },
  agreementRequired: {
    title: 'Agreement Required',
    description: 'You must agree to all statements before proceeding to payment.',
    variant: 'destructive',
  },
  /** Answers that cannot be approved never reach the payment page (docs/product-rules.md#states and #messages). */
  notApprovable: {
    title: 'These Answers Cannot Be Approved',
    description: 'Change your answers, or contact us. We do not ask for the nonrefundable fee for answers we cannot approve.',
    variant: 'destructive',
    duration: 10000,
  },
  /** The database's limits on open drafts and on new applications per connection (docs/dispatch-api.md "Limits"). */
  tooManyDrafts: {
    title: 'Applications In Progress',
    description: 'You already have several applications in progress in this browser. Please finish one of them before starting another.',
    variant: 'destructive',
    duration: 10000,
  },
  rateLimited: {
    title: 'Too Many Requests',
    description: 'We received several applications from your connection in the last hour. What you typed is kept: please try again later.',
    variant: 'destructive',
    duration: 10000,
  },
  /** The reviewer reopened the application (the e-mail's link; docs/dispatch-api.md "Application review"). */
  reopened: (message: string): ToastInput => ({
    title: 'Your Application Is Open for Changes',
    description: `What to change: ${message}`,
    variant: 'default',
    duration: 15000,
  }),
  reopenNotFound: {
    title: 'Application Not Found',
    description: 'Open the link in the browser you applied from. If it still does not open, call us.',
    variant: 'destructive',
    duration: 10000,
  },
  draftSaveFailed: {
    title: 'Error Saving Draft',
    description: 'There was a problem saving your progress. Please try again.',
    variant: 'destructive',
  },
  invalidFileType: {
    title: 'Invalid File Type',
    description: 'Please upload a PDF, JPG, or PNG file.',
    variant: 'destructive',
  },
  fileTooLarge: {
    title: 'File Too Large',
    description: 'File size must not exceed 5MB.',
    variant: 'destructive',
  },
  fileSelected: (fileName: string): ToastInput => ({
    title: 'File Selected',
    description: `${fileName} is ready for submission.`,
    variant: 'default',
  }),
  /** A document upload on step 3's Continue failed (the user stays on step 3). */
  uploadFailed: (fileName: string): ToastInput => ({
    title: 'Upload Failed',
    description: `We could not upload ${fileName}. Please check your connection and try again.`,
    variant: 'destructive',
  }),
  paymentSuccessful: {
    title: 'Payment Successful!',
    description: 'Please finalize your application below.',
    variant: 'success',
  },
  finalizeMissing: {
    title: 'Missing Information',
    description: 'Please fill out all required fields.',
    variant: 'destructive',
  },
  finalizeFailed: {
    title: 'Submission Failed',
    description: 'There was an error submitting your application. Please contact support.',
    variant: 'destructive',
  },
  applicationSubmitted: {
    title: 'Application Submitted!',
    description: 'Our team will contact you after review.',
    variant: 'success',
  },
} as const satisfies Record<string, ToastInput | ((text: string) => ToastInput)>;

const tooLong = (max: number) => `Please use at most ${max} characters.`;

/** Field messages (shown under each field, tied to it with aria-describedby). */
export const fieldMessages = {
  business_name: 'Please enter your business name.',
  owner_name: 'Please enter the owner’s full name.',
  phone_number: 'Please enter a valid US phone number: (###) ###-####, area code first.',
  email: 'Please enter a valid email address.',
  website: 'Please enter a valid website address, or leave it empty.',
  address: 'Please enter your business street address.',
  city: 'Please enter your city.',
  state: 'Please select your state.',
  zip_code: 'Please enter a valid 5-digit ZIP code.',
  species_handled: 'Please select at least one species you handle.',
  other_species_text: 'Please tell us which other species you handle.',
  service_counties: 'Please select at least one borough you serve.',
  licensed_states: 'Please select at least one state where you are licensed.',
  emergency_services: 'Please say whether you offer 24/7 emergency service.',
  response_time: 'Please select your typical response time.',
  has_nwco_license: 'Please say whether you hold a nuisance wildlife control (NWCO) license.',
  license_number: 'Please enter your license number.',
  issuing_agency: 'Please enter the agency that issued your license.',
  license_expiration_date: 'Please enter your license’s expiration date.',
  licenseFile: 'Please upload a copy of your license (PDF, JPG or PNG, up to 5MB).',
  has_pesticide_certification: 'Please say whether you hold a DEC pesticide applicator certification.',
  pesticide_certification_number: 'Please enter your certification number.',
  pesticide_certification_category: 'Please enter the category of your certification.',
  pesticide_certification_expiration_date: 'Please enter your certification’s expiration date.',
  has_liability_insurance: 'Please say whether you carry liability insurance.',
  insurance_provider: 'Please enter your insurance provider.',
  policy_number: 'Please enter your policy number.',
  insurance_expiration_date: 'Please enter your policy’s expiration date.',
  insuranceFile: 'Please upload your certificate of insurance (PDF, JPG or PNG, up to 5MB).',
  // Short, to fit one line under the statement they refer to.
  confirm_truthful_info: 'Please confirm this statement.',
  confirm_no_guarantee: 'Please confirm this statement.',
  agree_to_terms: 'Please agree to the terms to continue.',
  acknowledged_not_approvable: 'Change your answers, or contact us, before going on to payment.',
  // Finalize page.
  full_name: 'Please enter your full name.',
  counties_served: 'Please list the counties you serve.',
  notes: 'Please keep your notes under 2000 characters.',
  // Shared.
  invalidDate: 'Please enter a valid date.',
  controlCharacters: 'Please remove special control characters.',
  tooLong,
} as const;

/**
 * Step 3's flag under a date that has passed, and step 4's notice when the answers cannot be
 * approved (the fee is nonrefundable, so the applicant learns it before paying; docs/product-rules.md#states).
 */
export const approvalCopy = {
  expired: (what: string) => `This date has passed: an expired ${what} cannot be approved.`,
  heading: 'These answers cannot be approved',
  intro: 'As your answers stand we cannot approve your application, so we do not take the nonrefundable fee for it:',
  reasons: {
    no_insurance: 'You do not carry liability insurance. Every professional in the network must.',
    insurance_expired: 'Your liability insurance has expired.',
    no_nwco_license: 'You do not hold a NYS DEC Nuisance Wildlife Control Operator (NWCO) license, which trapping and removing the animals you handle requires (every animal but rats, mice and birds).',
    nwco_license_expired: 'Your NWCO license has expired.',
    no_pesticide_certification: 'You do not hold the NYS DEC commercial pesticide applicator certification, which the network requires for rat and mouse work.',
    no_credential: 'You hold neither an NWCO license (pigeon trapping) nor a DEC pesticide applicator certification (repellents and avicides) for the bird work you do.',
    pesticide_certification_expired: 'Your pesticide applicator certification has expired.',
  },
  fix: 'Go back and change your answers, or contact us at {email} if you think we have misread them.',
  change: 'Change your answers',
  fee: 'Dispatch Application Processing Fee (one-time, nonrefundable):',
  testFee: 'Test checkout: no card is charged.',
} as const;

/** /application-paid while it waits for the payment provider to confirm (only this page loads it). */
export const paymentWaitCopy = {
  checking: {
    heading: 'Confirming your payment…',
    text: 'The payment provider usually confirms within a few seconds. Please keep this page open.',
  },
  unpaid: {
    heading: 'We have not received your payment yet',
    text: 'The payment provider has not confirmed a payment for this application. If you just paid, check again in a minute. If you did not finish paying, return to the payment page.',
    retry: 'Check again',
    pay: 'Return to payment',
  },
  missing: {
    heading: 'We could not find your application in this browser',
    text: 'Please open this page in the browser you applied from. If you paid and need help, call us.',
    apply: 'Start an application',
  },
} as const;
