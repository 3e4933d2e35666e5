import { CALL_LABEL, REPORT_BUTTON } from './site-copy';
import { EMERGENCY_EN, animalParagraph, biteParagraph } from './emergency';
import type { FaqPageContent } from './types';
import { lineHours } from '@/content/line-hours';
import { REVIEW_DAYS_RANGE } from '@/domain/review';
import { CONTACT_PATH } from '@/config/paths';

/** /faqs: ten questions (docs/product-rules.md#constants), one open at a time. */
export const FAQ_PAGE_CONTENT = {
  seo: {
    title: 'Wildlife Removal FAQs for New Yorkers',
    description:
      'How our free wildlife dispatch works, who the pros are, licensing, cost, response times, privacy and emergencies, answered for NYC residents.',
  },
  title: 'Frequently Asked Questions',
  intro:
    'Straight answers about how {siteName} works, who the professionals are, and what to do in an emergency.',
  items: [
    {
      question: 'How does your service work?',
      answer:
        lineHours('You tell us about your wildlife problem using the online form or our 24/7 dispatch line at {phone}. We pass your request to one independent, licensed and insured professional who serves your borough. That professional contacts you directly to ask questions and arrange a visit.\n\nWe are a referral and dispatch network. We don’t perform removal work ourselves.', 'You tell us about your wildlife problem using the online form or our dispatch line at {phone}. We pass your request to one independent, licensed and insured professional who serves your borough. That professional contacts you directly to ask questions and arrange a visit.\n\nWe are a referral and dispatch network. We don’t perform removal work ourselves.'),
    },
    {
      question: 'How much does it cost?',
      answer:
        'Reporting a problem is free, and you’re never obliged to hire the professional we connect you with. If you do hire them, you pay the professional directly. Prices, terms and any guarantees are theirs, so ask them to explain the cost before work starts.',
    },
    {
      question: 'Who are the professionals?',
      answer:
        'Independent wildlife control businesses that serve the five boroughs. They are independent contractors, not our employees or agents, and they are responsible for their own work. Before joining the network, each one is vetted and must show the current state license or certification their work needs and proof of insurance.',
    },
    {
      question: 'Are the professionals licensed?',
      answer:
        'Yes, with the credential that fits the work. In New York, anyone who charges a fee to take, possess, transport or release nuisance wildlife, such as raccoons, squirrels, bats or skunks, needs a Nuisance Wildlife Control Operator (NWCO) license from the New York State Department of Environmental Conservation (DEC); that includes trapping pigeons for a fee. Every professional we send for that work holds one.\n\nApplying a pesticide, such as rodent bait, a bird repellent or an avicide, on someone else’s property needs a different credential: a DEC commercial pesticide applicator certification. We send rat and mouse work only to professionals who hold it. Pigeon work goes to professionals with either credential, and each does only the work theirs covers: trapping with the NWCO license, repellents and baits with the certification. You can ask to see it before the work starts.\n\n{siteName} itself isn’t a licensed wildlife control operator.',
    },
    {
      question: 'How quickly will someone contact me?',
      answer:
        'A professional typically calls back within a few hours, fastest during business hours. Requests made late at night may be answered the next morning. We can’t guarantee a response time. If you haven’t heard back, or the situation gets worse, call us at {phone}.',
    },
    {
      question: 'Can you help with a stray cat or dog?',
      answer:
        'No. Domestic animals such as cats and dogs are outside what our network handles. For a stray, lost or injured cat or dog, contact NYC Animal Care Centers (ACC) through 311, or a local animal welfare society.',
    },
    {
      question: 'What happens to my personal information?',
      answer:
        'We collect what’s needed to handle your request: your name, phone number, email, property address or ZIP, the wildlife issue, property type and how you prefer to be contacted. We share it with the one professional matched to your request, so they can contact you. We don’t sell it. Our Privacy Policy explains the details.',
    },
    {
      question: 'Which areas do you cover?',
      answer:
        'All five boroughs of New York City: Manhattan, Brooklyn, Queens, The Bronx and Staten Island. Enter your ZIP code on the home page to check. We plan to expand to upstate New York; see Platform Updates for news.',
    },
    {
      question: 'What should I do in an emergency?',
      answer:
        `${biteParagraph(EMERGENCY_EN)} ${animalParagraph(EMERGENCY_EN)}\n\nFor an animal inside your home that isn’t hurting anyone, close the door to that room, keep people and pets away, and call our dispatch line at {phone}.`,
    },
    {
      question: 'How can a wildlife professional join the network?',
      answer:
        `Apply on our For Professionals page. The application asks for your business details, the services and boroughs you cover, and your license and insurance. A one-time, nonrefundable Dispatch Application Processing Fee is paid on a secure payment page, and applications are reviewed only after payment is received. We review applications within ${REVIEW_DAYS_RANGE} business days and email you the next steps.`,
    },
  ],
  closing: {
    title: 'Still Have Questions?',
    text: lineHours('Report your problem and the professional we connect you with can answer questions about your situation, or call our 24/7 dispatch line.', 'Report your problem and the professional we connect you with can answer questions about your situation, or call our dispatch line.'),
    reportButton: REPORT_BUTTON.label,
    reportHref: CONTACT_PATH,
    callLabel: CALL_LABEL,
  },
} as const satisfies FaqPageContent;
