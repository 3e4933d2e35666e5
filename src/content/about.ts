import { CALL_LABEL, PROCESS_STEPS, REPORT_BUTTON } from './site-copy';
import type { AboutContent } from './types';
import { lineHours } from '@/content/line-hours';
import { CONTACT_PATH } from '@/config/paths';

export const ABOUT_CONTENT = {
  seo: {
    title: 'About Our Wildlife Dispatch Network',
    description:
      'We are a free referral network connecting New Yorkers with independent, licensed wildlife control pros. Learn what we do and what we do not.',
  },
  title: 'About Us',
  intro: [
    'When a raccoon is in the attic or a bat is in the bedroom, most people don’t know who to call. The city’s Animal Care Centers don’t trap healthy wildlife, and an online search rarely makes it clear which companies are licensed. {siteName} exists to make that first call simple.',
    'We are a free dispatch and referral network for all five boroughs. You tell us about the problem by phone or online, and we pass your request to one independent professional who serves your borough, holds the New York State Department of Environmental Conservation (DEC) credential for the work (a Nuisance Wildlife Control Operator license for wildlife, a pesticide applicator certification for rat, mouse and pigeon baiting), and carries insurance.',
    'We aren’t a wildlife control company. We don’t hold a wildlife control license, we don’t send anyone to trap or remove animals, and we don’t set prices. The professional you’re matched with quotes, schedules and does the work on their own terms, and you pay them directly. You’re never obliged to hire them.',
  ],
  stepsHeading: 'How It Works',
  steps: PROCESS_STEPS,
  valuesHeading: 'What We Stand For',
  values: [
    {
      icon: 'heart-handshake',
      title: 'Trust',
      text: 'We are clear about what we are: a referral network, not a removal company. We offer your request to one professional at a time: an offered professional sees the ZIP code, borough, animal, language and description, and only the one who accepts receives your name and contact details.',
    },
    {
      icon: 'award',
      title: 'Quality',
      text: 'Professionals join only after we check their state license and insurance. We expect humane, legal methods that fix the cause, not just the symptom.',
    },
    {
      icon: 'clock',
      title: 'Reliability',
      text: lineHours('Our dispatch line is open 24/7. A professional typically calls back within a few hours, fastest during business hours.', 'A professional typically calls back within a few hours, fastest during business hours.'),
    },
  ],
  disclaimer: {
    title: 'Please Note',
    text: '{siteName} is a dispatch and lead-generation network, not a licensed wildlife control operator. All work is performed by independent professionals, who are responsible for their own services, pricing and guarantees.',
    linkLabel: 'Read our full Disclaimer',
    href: '/disclaimer',
  },
  cta: {
    title: 'Have a Wildlife Problem Right Now?',
    text: lineHours('Report it online or call our 24/7 dispatch line.', 'Report it online or call our dispatch line.'),
    reportButton: REPORT_BUTTON.label,
    reportHref: CONTACT_PATH,
    callLabel: CALL_LABEL,
  },
} as const satisfies AboutContent;
