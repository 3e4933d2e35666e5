import type { InfoCard, Seo } from './types';
import { REVIEW_DAYS_RANGE } from '@/domain/review';

/**
 * The For Professionals page's copy (/apply). Its own module, so only the application page
 * loads it (site-copy.ts is part of every page's first load).
 */

export const APPLY_COPY = {
  seo: {
    title: 'For Professionals: Wildlife Control Leads',
    description:
      'Licensed NWCO or DEC-certified pesticide applicator in New York City? Apply to join our dispatch network and be offered wildlife requests in your boroughs.',
  },
  heading: 'For Professionals: Wildlife Control Leads',
  intro:
    'Join the {siteName} network and be offered wildlife control requests from residents and businesses in the boroughs you serve. We work with New York State-licensed Nuisance Wildlife Control Operators (trapping and removal, pigeon trapping included) and DEC-certified commercial pesticide applicators (baits, repellents and avicides; required for rat and mouse work), who carry liability insurance and serve the five boroughs.',
  successIntro: 'Thank you for your submission.',
  benefitsHeading: 'Why Join Our Network',
  benefits: [
    {
      icon: 'target',
      title: 'One Offer at a Time',
      text: 'Each request is offered to one professional at a time, never to a list of competitors at once. If you accept, you receive the resident’s name and contact details; if you decline or the offer expires, it goes to the next professional.',
    },
    {
      icon: 'hand-coins',
      title: 'Requests in Your Boroughs',
      text: 'You are offered requests from the boroughs and for the animals you are approved for, as your credentials allow. We do not promise any number of requests.',
    },
    {
      icon: 'circle-dollar-sign',
      title: 'What You Pay',
      text: 'One payment: the one-time, nonrefundable Dispatch Application Processing Fee, paid when you apply, for the review of your application. We charge nothing per request.',
    },
  ] satisfies readonly InfoCard[],
  processHeading: 'How Applying Works',
  processSteps: [
    'Fill in your business details, the services and boroughs you cover, and your license, certification and insurance.',
    'Pay the one-time, nonrefundable Dispatch Application Processing Fee on our secure payment page.',
    `We review your application within ${REVIEW_DAYS_RANGE} business days and email you the next steps.`,
  ],
  contactCard: {
    title: 'Questions About Joining?',
    text: 'Our partnerships team is happy to help. Email {partnersEmail} or call {phone}.',
    emailLabel: 'Email {partnersEmail}',
    phoneLabel: 'Call {phone}',
  },
  legalBlock:
    '{siteName} is a marketing and dispatch platform, not performing services. Professionals in the network are independent contractors, not our employees or agents, and are solely responsible for their work, pricing and compliance with all licensing and insurance requirements. By applying you agree to our Terms of Use and Privacy Policy.',
  termsLink: { label: 'Terms of Use', href: '/terms-of-use' },
  privacyLink: { label: 'Privacy Policy', href: '/privacy-policy' },
  paymentNote:
    'After payment you will be brought back to this site to finalize and submit your application. Applications are reviewed only after payment is received.',
  success: {
    heading: 'Application Submitted!',
    text: `Our team will review your application within ${REVIEW_DAYS_RANGE} business days and email you the next steps.`,
    homeLink: { label: 'Back to Home', href: '/' },
  },
} as const satisfies { seo: Seo; [key: string]: unknown };

export const APPLY_SUCCESS_SEO = {
  title: 'Application Submitted',
  description:
    `Thank you for applying to join the NYC wildlife control dispatch network. Our team reviews applications within ${REVIEW_DAYS_RANGE} business days.`,
} as const satisfies Seo;

