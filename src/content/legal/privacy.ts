import type { LegalPage } from '../types';

/**
 * What the Privacy Policy says is collected, kept as data so a test can check that the policy
 * names each item, and nothing that no form asks (src/content/content.test.ts). Keep it in step
 * with the forms, the migrations and README "Notifications, e-mail and payment".
 */
export const REQUESTER_DATA = [
  'name',
  'phone number',
  'email address',
  'property address and/or ZIP code',
  'wildlife issue (the animal, how long it has been going on, your description, and any urgent situation you tick)',
  'property type',
  'preferred contact method',
] as const;

export const APPLICANT_DATA = [
  'full name',
  'business name',
  'owner’s name',
  'phone',
  'email',
  'website',
  'business address',
  'services offered (the species you handle, 24/7 emergency service and typical response time)',
  'the boroughs and counties you serve',
  'the states where you are licensed',
  'license, pesticide applicator certification and insurance details (numbers, issuing agency or provider, category, expiration dates)',
  'license and insurance documents',
  'the statements you confirm and any notes you add',
] as const;

/** What the product keeps besides the forms' answers (section 5), each with how long. */
export const KEPT_RECORDS = [
  'status token',
  'client address',
  'email delivery records',
  'payment records',
  'audit events',
] as const;

function sentenceList(items: readonly string[]): string {
  return `${items.slice(0, -1).join('; ')}; and ${items[items.length - 1] ?? ''}`;
}

/** /privacy-policy: seven sections (docs/product-rules.md#routes). */
export const PRIVACY_POLICY = {
  seo: {
    title: 'Privacy Policy',
    description:
      'What information our NYC wildlife dispatch service collects from residents and applicants, how we use it, who we share it with, and your choices.',
  },
  title: 'Privacy Policy',
  lastUpdated: '2026-11-24',
  lastUpdatedLabel: 'November 24, 2026',
  intro:
    'This Privacy Policy explains what information {siteName} collects, how we use and share it, how long we keep it, and the choices you have. It applies to our website and our dispatch phone line.',
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: [
        `From people reporting a wildlife problem: ${sentenceList(REQUESTER_DATA)}. If you choose to be contacted by text message, we also keep your consent to texts: the exact wording you agreed to and the time you agreed. We also keep the language of the page you sent your request from, so that our emails to you are in it, and any details you add later on your request’s status page.`,
        `From wildlife professionals applying to join the network: ${sentenceList(APPLICANT_DATA)}.`,
        'If you sign up for Platform Updates we keep your email address, whether and when you confirmed it through the link in our confirmation email, and the tokens behind that confirmation link and the one-click unsubscribe link in every update.',
        'We also receive the basic technical information any website receives, such as your browser type and the pages you request, which we use to run and secure the site. Your browser stores your progress in our forms for the current session so that a reload does not lose it, and, for applicants, a session token that lets only your browser continue your draft application.',
      ],
    },
    {
      heading: 'How We Use Information',
      paragraphs: [
        'We use a requester’s information to pass the request to one professional who serves their borough, so that the professional can contact them, and to follow up about that request if needed.',
        'We use an applicant’s information and documents to review the application, verify the license, certification and insurance, contact the applicant about it, and manage the professional’s participation in the network.',
        'We also use information to operate, protect and improve the Service, to send Platform Updates to those who confirmed that they want them, and to meet legal obligations.',
      ],
    },
    {
      heading: 'How We Share Information',
      paragraphs: [
        'We share a request with one independent professional: the one matched to it. Until they accept it they see only the borough, ZIP code, animal, property type, how long it has been going on and your description; once they accept, they also receive your name, phone, email, address, contact preference, language and any details you added on your status page, so they can contact you. Their own privacy practices then also apply. The professional who accepts your request is shown to you on your status page: their business name, license number, insured-through date, business phone and boroughs.',
        'We do not sell personal information. We share it only with service providers that host and run the Service for us (such as our website hosting, database and email delivery providers) under obligations to protect it, with the payment processor that handles the application fee on its own hosted page (we do not see or store card numbers), and when the law requires it or it is needed to protect someone’s safety or our rights.',
      ],
    },
    {
      heading: 'Uploaded Documents and Security',
      paragraphs: [
        'License and insurance documents uploaded with an application are checked for their real file type (PDF, JPEG or PNG, whatever the file name says) and stored privately, in access-restricted storage kept separate from the public website. They are not published or shared with residents. Only our review staff can open them, through links that work for 60 seconds, and only to review the application and verify the applicant’s credentials.',
        'We use reasonable administrative, technical and physical safeguards to protect personal information, as New York law requires. No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If a breach affects your information, we will notify you as the law requires.',
      ],
    },
    {
      heading: 'Records We Keep and for How Long',
      paragraphs: [
        'Besides your answers, the Service keeps these records. Each request has a status token: a long random secret in the link to your status page. Anyone with the link can see where your request stands, so do not share it. It is kept as long as the request.',
        'To limit abuse, we count reports and new applications per connection for an hour at a time, using the client address (IP address) the request came from. These counts and addresses are deleted after one day (at the next request the site receives).',
        'For every email we send (request confirmations, offers to professionals, application and payment notices) we keep an email delivery record: the recipient’s address, the kind of message and the details it contains, when it was sent, and any delivery error. For every application fee paid we keep the payment records our payment processor sends: its checkout and event identifiers, the amount and currency, the email address given at payment, and whether it was a test payment.',
        'We keep audit events: each step of a request (received, offered, accepted, declined, completed, cancelled, reopened, notes), and each review decision on an application with its reason, each with who took it and when.',
        'Form progress kept in your browser lasts until you close the tab, and is cleared when you send the form. Requests and applications, with the status token, email delivery records, payment records and audit events that belong to them, are not deleted on a schedule: we keep them while we need them to handle the request, to review the application or to manage a professional’s participation, and as the law requires, and we delete them when you ask us to (section 6). Deleting a request or an application deletes those records with it. A Platform Updates address stays subscribed until you unsubscribe; after that, and if it was never confirmed, we keep it marked so that no update is ever sent to it, until you ask us to delete it.',
      ],
    },
    {
      heading: 'Your Choices',
      paragraphs: [
        'You can ask to see, correct or delete the personal information we hold about you by emailing {dispatchEmail}. We may need to confirm your identity first, and we may keep some information where the law requires it.',
        'You can unsubscribe from Platform Updates at any time with the one-click link in every update. If you no longer want to hear from the professional matched to your request, tell them directly, and let us know too.',
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
