import type { LegalPage } from '../types';

/** /terms-of-use: eight sections (docs/product-rules.md#routes). */
export const TERMS_OF_USE = {
  seo: {
    title: 'Terms of Use',
    description:
      'The terms for using our NYC wildlife dispatch and referral service, for residents reporting a problem and professionals applying to join.',
  },
  title: 'Terms of Use',
  lastUpdated: '2026-11-26',
  lastUpdatedLabel: 'November 26, 2026',
  intro:
    'Please read these Terms carefully. They explain what {siteName} does and does not do, and the rules for using our website and dispatch line.',
  sections: [
    {
      heading: 'Agreement to These Terms',
      paragraphs: [
        'These Terms of Use govern your use of the {siteName} website, our dispatch phone line and related services (together, the "Service"). "We", "us" and "our" mean {siteName}. By using the Service you agree to these Terms and to our Privacy Policy. If you do not agree, please do not use the Service.',
        'You must be at least 18 years old to submit a request or an application.',
      ],
    },
    {
      heading: 'What Our Service Is',
      paragraphs: [
        '{siteName} is a dispatch and lead-generation network. We receive requests from people with wildlife problems in the five boroughs of New York City and offer each request to one independent wildlife control professional who serves that borough at a time, until one accepts it.',
        'We are not a licensed wildlife control operator. We do not inspect, trap, remove, exclude or repair anything, and we do not set or collect the price of any work. Information on this website is general guidance, not professional, legal or medical advice.',
      ],
    },
    {
      heading: 'Requests From Residents and Businesses',
      paragraphs: [
        'Submitting a request is free. You agree to give accurate information, and to be the owner, tenant or manager of the property or otherwise allowed to arrange wildlife control work there. A professional may need the property owner’s written permission before starting work.',
        'By submitting a request, you ask us to offer it to the professionals who serve your borough, one at a time. A professional who is offered the request sees its ZIP code, borough, animal, preferred language and description; only the professional who accepts it receives your name and contact details, so that they can contact you about it by the method you prefer.',
        'Any agreement for work is between you and the professional. They set their own prices, terms and guarantees, and you pay them directly. You are never obliged to hire them.',
        'The Service is not an emergency service. If anyone is in danger, call 911.',
      ],
    },
    {
      heading: 'Professionals and Applications',
      paragraphs: [
        'Professionals in the network are independent contractors. They are not our employees, agents, partners or joint venturers, and they alone are responsible for their work, their pricing and their compliance with the law.',
        'Applicants must give true and complete information and hold liability insurance and the current New York State Department of Environmental Conservation (DEC) credential for the work they take: a Nuisance Wildlife Control Operator (NWCO) license to trap, take or remove wildlife for a fee, pigeon trapping included (Environmental Conservation Law sections 11-0524 and 11-0523), and a commercial pesticide applicator certification to apply baits, repellents or avicides. The network offers rat and mouse work only to professionals with the pesticide applicator certification, bird work to professionals with either credential, and other wildlife only to NWCO-licensed professionals; each professional does only the work their credential covers. Professionals must keep their credential and insurance current while in the network and tell us promptly if either lapses. We may decline an application, or suspend or remove a professional, at our discretion, including when a license, certification or insurance lapses or a complaint is upheld.',
        'The Dispatch Application Processing Fee is a one-time, nonrefundable fee for reviewing an application. Applications are reviewed only after payment is received, usually within 3-5 business days. Paying the fee does not guarantee acceptance into the network or any number of requests. Answers that cannot be approved as they stand cannot go on to payment: change them, or contact us. The fee is the only payment we ask of professionals; we do not charge for the requests we offer.',
      ],
    },
    {
      heading: 'Acceptable Use',
      paragraphs: [
        'You agree not to submit false, misleading or prank requests or applications; not to impersonate anyone or use someone else’s details without permission; not to interfere with, overload or try to gain unauthorized access to the Service; and not to copy or collect data from the Service by automated means.',
        'The text, design and graphics of the website belong to us or our licensors. You may view and print pages for personal, non-commercial use.',
      ],
    },
    {
      heading: 'Disclaimers and Limitation of Liability',
      paragraphs: [
        'The Service is provided "as is" and "as available". We do not guarantee that a professional will be available for every request, how quickly you will be contacted, or the outcome, quality, price or legality of any work. We are not responsible for the acts or omissions of any professional.',
        'To the fullest extent the law allows, we are not liable for any indirect, incidental, special or consequential damages, or for any property damage, personal injury or loss arising from work performed, or not performed, by a professional. Our total liability for any claim relating to the Service is limited to the amount you paid us, if any.',
        'Nothing in these Terms limits rights that cannot be limited under applicable law.',
      ],
    },
    {
      heading: 'Changes to the Service and These Terms',
      paragraphs: [
        'We may change, suspend or stop any part of the Service at any time. We may also update these Terms; the "Last updated" date above shows when they last changed. If you keep using the Service after a change, you accept the updated Terms.',
      ],
    },
    {
      heading: 'Governing Law and Contact',
      paragraphs: [
        'These Terms are governed by the laws of the State of New York, without regard to its conflict-of-law rules. Any dispute relating to the Service will be brought in the state or federal courts located in New York County, New York, and you consent to the jurisdiction of those courts.',
        'Questions about these Terms? Email us at {dispatchEmail}.',
      ],
    },
  ],
} as const satisfies LegalPage;
