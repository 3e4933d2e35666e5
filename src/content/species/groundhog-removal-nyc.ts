import type { SpeciesPage } from '../types';
import { processFor, CONTACT_STEP, badgesFor, cta } from './shared';
import { lineHours } from '@/content/line-hours';

export default {
  slug: 'groundhog-removal-nyc',
  name: 'Groundhog',
  navLabel: 'Groundhog Removal',
  navGroup: 'Ground & Large Animals',
  leadSpecies: 'Groundhogs',
  icon: 'shovel',
  seo: {
    title: 'Groundhog Removal in NYC Yards',
    description:
      'Groundhog burrowing under your shed, deck or foundation? Report it free and we connect you with one licensed wildlife pro in your borough.',
  },
  headline: 'Groundhog Removal in New York City',
  subtitle:
    'A groundhog under the shed can undermine it and empty your vegetable garden. We connect you with one licensed professional who can remove it and stop it digging back in.',
  urgentBanner: {
    title: 'Groundhog burrowing by your foundation?',
    text: lineHours('Call our 24/7 dispatch line at {phone} and we’ll pass your request to a licensed pro in your borough.', 'Call our dispatch line at {phone} and we’ll pass your request to a licensed pro in your borough.'),
  },
  signs: [
    {
      icon: 'shovel',
      title: 'Large Burrow Openings',
      description:
        'Holes about 10 to 12 inches wide in the yard or along a fence, shed, deck or foundation.',
    },
    {
      icon: 'sprout',
      title: 'Fresh Dirt Mounds',
      description:
        'A fan of freshly dug soil in front of the main entrance. Groundhogs also dig hidden openings without a mound.',
    },
    {
      icon: 'leaf',
      title: 'Garden Damage',
      description:
        'Vegetables, flowers and young plants eaten down to the ground, usually by day.',
    },
    {
      icon: 'triangle-alert',
      title: 'Sinking Ground or Slabs',
      description:
        'Settling soil, a tilted shed or cracked patio pavers over a tunnel.',
    },
  ],
  process: processFor(
    'groundhogs',
    'Tell us where the burrow is and what it’s under or near. Use the form or call {phone}.',
    CONTACT_STEP,
  ),
  credential: 'nwco',
  trustBadges: badgesFor('nwco'),
  faqs: [
    {
      question: 'How big is a groundhog burrow?',
      answer:
        'The main entrance is usually about 10 to 12 inches wide, often with a mound of dirt in front. A burrow can have several openings, including hidden ones without any dirt around them, so a professional checks the whole area.',
    },
    {
      question: 'Can a groundhog damage my house?',
      answer:
        'Yes. Tunnels under sheds, decks, patios, steps and foundations can undermine them, and open holes are a tripping hazard for people and pets.',
    },
    {
      question: 'When are groundhogs active?',
      answer:
        'Groundhogs hibernate through the cold months and come out in late winter or early spring. Their young are born in spring, and they feed heavily through summer and fall. If there may be young in the burrow, a professional plans the work around them.',
    },
    {
      question: 'What will a professional do?',
      answer:
        'Typically confirm the burrow is active, remove the groundhog by trapping or a one-way exclusion, then fill the burrow and bury wire mesh along the base of the shed, deck or fence so it can’t dig back in. Under New York’s licensing rules, a healthy animal is released on the property where it was caught, or elsewhere only with that landowner’s permission.',
    },
  ],
  cta: cta(
    'Groundhog Under the Shed?',
    'Report it and we’ll connect you with one licensed professional in your borough.',
  ),
  cardSummary:
    'Groundhogs burrowing under sheds, decks and foundations, removed and kept out by licensed pros.',
} as const satisfies SpeciesPage;
