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
  'completion records',
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
  lastUpdated: '2026-11-26',
  lastUpdatedLabel: 'November 26, 2026',
  intro:
    'This Privacy Policy explains what information {siteName} collects, how we use and share it, how long we keep it, and the choices you have. It applies to our website and our dispatch phone line.',
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: [
        `From people reporting a wildlife problem: ${sentenceList(REQUESTER_DATA)}. If you choose to be contacted by text message, we also keep your consent to texts: the exact wording you agreed to and the time you agreed. We also keep the language of the page you sent your request from, so that our emails to you are in it, and any details you add later on your request’s status page. With each request we also record where it came from: which form was used (its source) and the page it was sent from (its source page).`,
        `From wildlife professionals applying to join the network: ${sentenceList(APPLICANT_DATA)}.`,
        'If you sign up for Platform Updates we keep your email address, whether and when you confirmed it through the link in our confirmation email, and the tokens behind that confirmation link and the one-click unsubscribe link in every update.',
        'We also receive the basic technical information any website receives, such as your browser type and the pages you request, which we use to run and secure the site. Your browser stores your progress in our forms for the current session so that a reload does not lose it. Two things stay in your browser’s local storage after you close the tab, until you clear this site’s data: the language you chose (and, if you dismissed our language suggestion, that choice), and, for applicants, the session token that lets only your browser continue your draft application.',
        'Calls to our dispatch line: this website records nothing about them (no recording and no call log). Calls are answered by the dispatch line’s operator.',
      ],
    },
    {
      heading: 'How We Use Information',
      paragraphs: [
        'We use a requester’s information to offer the request to the professionals who serve their borough, one at a time, so that the one who accepts it can contact them, and to follow up about that request if needed.',
        'We use an applicant’s information and documents to review the application, verify the license, certification and insurance, contact the applicant about it, and manage the professional’s participation in the network. When a professional accepts a request, the resident is shown, on their status page and in our email to them, the professional’s business name, which NYS DEC credential they hold (the nuisance wildlife control license or the pesticide applicator certification) and its number, the date their insurance runs to, their business phone and the boroughs they serve.',
        'We also use information to operate, protect and improve the Service, to send Platform Updates to those who confirmed that they want them, and to meet legal obligations.',
      ],
    },
    {
      heading: 'How We Share Information',
      paragraphs: [
        'We offer a request to one independent professional at a time. A professional who is offered it sees only the ZIP code, borough, animal, property type, how long it has been going on, your preferred language and your description; if they decline it or do not answer in time, the next professional who serves your borough is offered it and sees the same. Only the professional who accepts it receives your personal details: once they accept, they also receive your name, phone, email, address, contact preference, language and any details you added on your status page, so they can contact you. Their own privacy practices then also apply. The professional who accepts your request is shown to you on your status page: their business name, which DEC credential they hold and its number, insured-through date, business phone and boroughs.',
        'When the professional completes the job, they record it with us (a completion record: the date of service, species, number of animals, method, what was done with the animals and any note). A licensed nuisance wildlife control operator must file an annual report with the New York State Department of Environmental Conservation that lists each client’s name and address with the date, species, method and disposition (Environmental Conservation Law section 11-0524), so when the professional who did the work holds that license, they give your name and address to the DEC in that report.',
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
        'We keep audit events: each step of a request (received, offered, accepted, declined, completed, cancelled, reopened, notes), and each review decision on an application with its reason, each with who took it and when. For each completed job we keep the completion records the professional entered (section 3); the professional can download their year’s completed jobs, with the client’s name and address, for their annual report to the DEC.',
        'Form progress kept in your browser lasts until you close the tab, and is cleared when you send the form; the language choice and an applicant’s session token stay in the browser’s local storage until you clear this site’s data. Requests and applications, with the status token, email delivery records, payment records, audit events and completion records that belong to them, are not deleted on a schedule: we keep them while we need them to handle the request, to review the application or to manage a professional’s participation, and as the law requires, and we delete them when you ask us to (section 6). Deleting a request or an application deletes those records with it. A Platform Updates address stays subscribed until you unsubscribe; after that, and if it was never confirmed, we keep it marked so that no update is ever sent to it, until you ask us to delete it.',
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
