import { PROCESS_STEPS, REPORT_BUTTON } from './site-copy';
import type { HomeContent } from './types';
import { lineHours } from '@/content/line-hours';

export const HOME_CONTENT = {
  seo: {
    title: 'Find a Licensed Wildlife Pro in NYC',
    description:
      'Raccoon in the attic? Rats in the yard? Report it free online, any time, and we connect you with one licensed, insured wildlife pro in your NYC borough.',
  },
  hero: {
    headline: 'Wildlife Problem? We’ll Connect You With a Licensed Pro.',
    subtitle:
      'Raccoons in the attic, rats in the yard, a bat in the bedroom. Tell us what’s happening and we’ll pass your request to one licensed, insured professional in your borough. Free to report, day or night.',
    zipLabel: 'Enter your ZIP code',
    zipPlaceholder: 'e.g. 11215',
    zipButton: 'Check Availability',
    callLabel: 'Call {phone}',
    imageAlt: 'Illustration of New York City high-rises with a raccoon sitting on a window ledge',
  },
  urgentBanner: {
    title: 'Animal inside your home right now?',
    text: lineHours('Our dispatch line is open 24/7. Call {phone}. If anyone is hurt or in danger, call 911 first.', 'Call our dispatch line at {phone}. If anyone is hurt or in danger, call 911 first.'),
  },
  howItWorks: {
    heading: 'How It Works',
    steps: PROCESS_STEPS,
  },
  categoriesHeading: 'What We Can Help With',
  categories: [
    {
      title: 'Raccoons',
      description: 'In the attic, the chimney or under the deck.',
      icon: 'paw-print',
      href: '/services/raccoon-removal-nyc',
    },
    {
      title: 'Bats',
      description: 'A bat loose inside, or a colony in the roof.',
      icon: 'moon',
      href: '/services/bat-removal-nyc',
    },
    {
      title: 'Squirrels',
      description: 'Scratching in the attic, holes at the roof line.',
      icon: 'squirrel',
      href: '/services/squirrel-removal-nyc',
    },
    {
      title: 'Rats & Mice',
      description: 'In basements, kitchens, walls and yards.',
      icon: 'rat',
      href: '/services/rat-removal-nyc',
    },
    {
      title: 'Birds',
      description: 'Pigeons, starlings and sparrows in vents and on ledges.',
      icon: 'bird',
      href: '/services/bird-removal-nyc',
    },
    {
      title: 'Other Wildlife',
      description: 'Skunks, opossums, groundhogs, snakes, foxes and more.',
      icon: 'map',
      href: '/nyc-wildlife-control',
    },
  ],
  advantagesHeading: 'Why New Yorkers Use Us',
  advantages: [
    {
      icon: 'handshake',
      title: 'One Pro, Not a Bidding War',
      text: 'Your request goes to one professional, not a crowd of companies. One call back, one conversation.',
    },
    {
      icon: 'badge-check',
      title: 'Licensed and Insured',
      text: 'Before a professional joins, we check their NYS DEC credential (the pesticide applicator certification for rat and mouse work, the nuisance wildlife license for trapping and removal, pigeon trapping included) and that their general liability insurance exists and is current.',
    },
    {
      icon: 'map-pin',
      title: 'Local to Your Borough',
      text: 'We match you with a pro who works in your borough and knows its buildings, from walk-ups and brownstones to houses with yards.',
    },
  ],
  boroughsHeading: 'Serving All Five Boroughs',
  boroughsText:
    'Manhattan, Brooklyn, Queens, The Bronx and Staten Island. Choose your borough to see the problems we hear about most there.',
  finalCta: {
    title: 'Ready to Get Help?',
    text: 'Report your wildlife problem in a few minutes. It’s free, and a licensed pro in your borough will contact you.',
    button: REPORT_BUTTON.label,
    href: REPORT_BUTTON.href,
  },
} as const satisfies HomeContent;
