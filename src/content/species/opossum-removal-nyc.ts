import type { SpeciesPage } from '../types';
import { RULE, processFor, CONTACT_STEP, badgesFor, cta } from './shared';

export default {
  slug: 'opossum-removal-nyc',
  name: 'Opossum',
  navLabel: 'Opossum Removal',
  navGroup: 'Specialized Removal',
  leadSpecies: 'Other',
  icon: 'trees',
  seo: {
    title: 'Opossum Removal in NYC: Licensed Pros',
    description:
      'Opossum in your garage, shed or under the deck? Report it free and we connect you with one licensed, insured wildlife pro in your borough.',
  },
  headline: 'Opossum Removal in New York City',
  subtitle:
    'Opossums are shy and usually move on, but not when your deck, shed or garage makes a good home. We connect you with one licensed professional who can remove one and close the space off.',
  urgentBanner: {
    title: 'Opossum inside your home or garage?',
    text: 'Leave it a clear way out, keep pets away and don’t corner it. Call {phone} for help from a licensed pro.',
  },
  signs: [
    {
      icon: 'trash',
      title: 'Raided Trash and Pet Food',
      description:
        'Knocked-over cans, torn bags or outdoor pet food gone overnight.',
    },
    {
      icon: 'fence',
      title: 'Activity Under Structures',
      description:
        'Hissing, rustling or a flattened entrance under a deck, porch, shed or steps.',
    },
    {
      icon: 'droplets',
      title: 'Droppings',
      description:
        'Droppings in a garage, shed, crawl space or near garbage areas.',
    },
    {
      icon: 'eye',
      title: 'A Night-Time Visitor',
      description:
        'A gray, cat-sized animal with a white face and a long bare tail, usually seen after dark.',
    },
  ],
  process: processFor(
    'opossums',
    'Tell us where the opossum is and how long it has been around. Use the form or call {phone}.',
    CONTACT_STEP,
  ),
  credential: 'nwco',
  trustBadges: badgesFor('nwco'),
  faqs: [
    {
      question: 'Are opossums dangerous?',
      answer:
        `Rarely. Opossums are shy. When threatened they hiss, show their teeth or play dead. Don’t corner or handle one. Rabies is uncommon in opossums, but after any bite or scratch: ${RULE.biteSteps.join(' ')}`,
    },
    {
      question: 'Will it leave on its own?',
      answer:
        'Often, yes. Opossums move around and may stay only a few days. If one is living under your deck or in a shed or garage, or keeps coming back for trash or pet food, a licensed professional can remove it and close off the space.',
    },
    {
      question: 'What happens to the opossum?',
      answer:
        'Under New York’s licensing rules, an operator releases a healthy animal on the property where it was caught, or somewhere else only with that landowner’s permission. An injured animal may go to a licensed wildlife rehabilitator. Ask the professional how they’ll handle it.',
    },
    {
      question: 'What if the opossum is sick or injured?',
      answer:
        'Call 311. The city’s Animal Care Centers respond to sick or injured opossums during business hours. The New York State DEC also lists licensed wildlife rehabilitators who care for injured wildlife.',
    },
  ],
  cta: cta(
    'Opossum Under the Deck?',
    'Report it and we’ll connect you with one licensed professional who serves your borough.',
  ),
  cardSummary:
    'Opossums in garages, sheds and under decks, removed by licensed pros who then close off the space.',
} as const satisfies SpeciesPage;
