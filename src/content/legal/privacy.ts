import type { LegalPage } from '../types';

/**
 * What docs/product-rules.md#routes says the Privacy Policy lists, kept as data so a test can check that the
 * policy names each item.
 */
export const REQUESTER_DATA = [
  'name',
  'phone number',
  'email address',
  'property address and/or ZIP code',
  'wildlife issue',
  'property type',
  'preferred contact method',
] as const;

export const APPLICANT_DATA = [
  'full name',
  'business name',
  'phone',
  'email',
  'website',
  'primary service area',
  'services offered',
  'years of experience',
  'license and insurance documents',
] as const;

function sentenceList(items: readonly string[]): string {
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1] ?? ''}`;
}

/** /privacy-policy: seven sections (docs/product-rules.md#routes). */
export const PRIVACY_POLICY = {
  seo: {
    title: 'Privacy Policy',
    description:
      'What information our NYC wildlife dispatch service collects from residents and applicants, how we use it, who we share it with, and your choices.',
  },
  title: 'Privacy Policy',
  lastUpdated: '2025-07-04',
  lastUpdatedLabel: 'July 4, 2025',
  intro:
    'This Privacy Policy explains what information {siteName} collects, how we use and share it, and the choices you have. It applies to our website and our dispatch phone line.',
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: [
        `From people reporting a wildlife problem: ${sentenceList(REQUESTER_DATA)}.`,
        `From wildlife professionals applying to join the network: ${sentenceList(APPLICANT_DATA)}.`,
        'We also keep the details you choose to add to a request or an application, such as a description of the problem or your license and policy details; the email address you give if you sign up for Platform Updates; and the basic technical information any website receives, such as your browser type and the pages you request, which we use to run and secure the site. Your browser stores your progress in our forms for the current session so that a reload does not lose it, and, for applicants, a session token that lets only your browser continue your draft application.',
      ],
    },
    {
      heading: 'How We Use Information',
      paragraphs: [
        'We use a requester’s information to pass the request to one professional who serves their borough, so that the professional can contact them, and to follow up about that request if needed.',
        'We use an applicant’s information and documents to review the application, verify the license and insurance, contact the applicant about it, and manage the professional’s participation in the network.',
        'We also use information to operate, protect and improve the Service, to send Platform Updates to those who asked for them, and to meet legal obligations.',
      ],
    },
    {
      heading: 'How We Share Information',
      paragraphs: [
        'We share a request with one independent professional: the one matched to it. They receive the details needed to contact you and understand the job. Once they have it, their own privacy practices also apply.',
        'We do not sell personal information. We share it only with service providers that host and run the Service for us (such as our website hosting and database providers) under obligations to protect it, with the payment processor that handles the application fee on its own hosted page (we do not see or store card numbers), and when the law requires it or it is needed to protect someone’s safety or our rights.',
      ],
    },
    {
      heading: 'Uploaded Documents',
      paragraphs: [
        'License and insurance documents uploaded with an application are stored privately, in access-restricted storage kept separate from the public website. They are not published or shared with residents.',
        'Documents are used only to review the application and verify the applicant’s credentials, and only our review staff can open them.',
      ],
    },
    {
      heading: 'Data Retention and Security',
      paragraphs: [
        'We keep information for as long as we need it for the purposes above, including handling a request or managing a professional’s participation, and as required by law. We then delete it or make it anonymous.',
        'We use reasonable administrative, technical and physical safeguards to protect personal information, as New York law requires. No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If a breach affects your information, we will notify you as the law requires.',
      ],
    },
    {
      heading: 'Your Choices',
      paragraphs: [
        'You can ask to see, correct or delete the personal information we hold about you by emailing {dispatchEmail}. We may need to confirm your identity first, and we may keep some information where the law requires it.',
        'You can unsubscribe from Platform Updates at any time. If you no longer want to hear from the professional matched to your request, tell them directly, and let us know too.',
      ],
    },
    {
      heading: 'Children, Changes and Contact',
      paragraphs: [
        'The Service is not directed to children under 13, and we do not knowingly collect their information.',
        'We may update this Privacy Policy; the "Last updated" date above shows when it last changed.',
        'Questions or requests about your privacy? Email us at {dispatchEmail}.',
      ],
    },
  ],
} as const satisfies LegalPage;
