import type { LegalPage } from '../types';

/** /disclaimer: the five sections docs/product-rules.md#routes names. */
export const DISCLAIMER = {
  seo: {
    title: 'Disclaimer',
    description:
      'We are a dispatch and referral network, not a licensed wildlife control operator. Read how our service works and what it does not cover.',
  },
  title: 'Disclaimer',
  lastUpdated: '2026-11-26',
  lastUpdatedLabel: 'November 26, 2026',
  intro:
    'This Disclaimer explains the limits of what {siteName} does. It is part of our Terms of Use.',
  sections: [
    {
      heading: 'Nature of Our Service',
      paragraphs: [
        '{siteName} is a dispatch and lead-generation network. We connect people in New York City who have a wildlife problem with independent professionals who serve their borough.',
        'We are not a licensed wildlife control operator. We do not perform inspections, trapping, removal, exclusion, cleanup or repairs, and we do not give professional, legal or medical advice. The general information on this website is for guidance only. In an emergency, call 911; for bites, scratches and possible rabies exposure, get medical care and contact the NYC Health Department.',
      ],
    },
    {
      heading: 'Independent Contractors',
      paragraphs: [
        'The professionals in our network are independent contractors. They are not our employees, agents or partners, and we do not direct or supervise their work.',
        'Each professional is solely responsible for their services, pricing, terms, guarantees, permits and compliance with all laws, including New York State licensing rules for nuisance wildlife control and pesticide use.',
      ],
    },
    {
      heading: 'No Guarantees',
      paragraphs: [
        'Before a professional joins, we check their New York State DEC credential (the Nuisance Wildlife Control Operator license or the commercial pesticide applicator certification, as the work they take requires) and that their general liability insurance exists and is current, but we cannot guarantee that a professional will be available for every request, how quickly they will respond, or the quality, price, timing or outcome of any work.',
        'Any warranty or guarantee for work is given by the professional, not by us.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'To the fullest extent the law allows, {siteName} is not liable for any loss, damage, injury or cost arising from the services of any professional, or from your use of the information on this website. Our total liability for any claim is limited to the amount you paid us, if any.',
        'This Disclaimer is governed by the laws of the State of New York, and any dispute will be brought in the courts located in New York County, New York.',
      ],
    },
    {
      heading: 'Your Due Diligence',
      paragraphs: [
        'Before hiring any professional, we encourage you to confirm the New York State DEC credential their work requires (a Nuisance Wildlife Control Operator license for trapping and removal, pigeon trapping included; a commercial pesticide applicator certification for baits, repellents and avicides) and their insurance, ask for a written estimate, and make sure you understand the price, what the work includes and any guarantee before work begins.',
        'You are never obliged to hire the professional we connect you with. Questions about this Disclaimer? Email us at {dispatchEmail}.',
      ],
    },
  ],
} as const satisfies LegalPage;
