import type { SpeciesPage } from '../types';
import { processFor, CONTACT_STEP, badgesFor, birdCredentialFaq, cta } from './shared';
import { lineHours } from '@/content/line-hours';

export default {
  slug: 'bird-removal-nyc',
  name: 'Bird',
  navLabel: 'Bird Removal',
  navGroup: 'Common Pests',
  leadSpecies: 'Birds',
  icon: 'bird',
  seo: {
    title: 'Pigeon & Bird Control in NYC',
    description:
      'Pigeons, starlings or sparrows nesting in vents, AC units or ledges? Report it free and we connect you with one licensed pro in your borough.',
  },
  headline: 'Pigeon and Bird Control in New York City',
  subtitle:
    'Pigeons on the air conditioner, starlings in the dryer vent, sparrows in the eaves. We connect you with one licensed professional who knows which birds can be removed and how to keep them off your building.',
  urgentBanner: {
    title: 'Bird trapped inside or nesting in a vent?',
    text: lineHours('Call our 24/7 dispatch line at {phone} and we’ll pass your request to a licensed pro in your borough.', 'Call our dispatch line at {phone} and we’ll pass your request to a licensed pro in your borough.'),
  },
  signs: [
    {
      icon: 'bird',
      title: 'Nests in Vents and AC Units',
      description:
        'Twigs and debris in dryer, bathroom or kitchen vents, behind air conditioners or in gaps under the eaves.',
    },
    {
      icon: 'droplets',
      title: 'Droppings Piling Up',
      description:
        'Droppings building up on ledges, window sills, fire escapes, signs or a rooftop.',
    },
    {
      icon: 'volume-2',
      title: 'Chirping and Scratching',
      description:
        'Cooing, chirping or fluttering inside a vent, wall or ceiling, especially at dawn.',
    },
    {
      icon: 'building-2',
      title: 'Birds Roosting on Your Building',
      description:
        'Flocks returning every day to the same ledge, cornice, sign or air-conditioner bracket.',
    },
  ],
  process: processFor(
    'birds',
    'Tell us which birds you see, if you know, and where they nest or roost. Use the form or call {phone}.',
    CONTACT_STEP,
  ),
  credential: 'birds',
  trustBadges: badgesFor('birds'),
  faqs: [
    {
      question: 'Which birds can be removed?',
      answer:
        'Pigeons (rock pigeons), European starlings and house sparrows aren’t native and aren’t protected by the federal Migratory Bird Treaty Act, so a licensed professional can remove them and their nests. Most other birds, along with their nests and eggs, are protected by federal law.',
    },
    {
      question: 'A hawk or another native bird is nesting on my building. What now?',
      answer:
        'Leave the nest alone. Native birds such as red-tailed hawks, robins and mourning doves, and their active nests and eggs, are protected, and removing them generally needs federal approval. A professional can explain what’s allowed and help you prevent nesting in future seasons.',
    },
    {
      question: 'How do professionals deal with pigeons?',
      answer:
        'Mostly by making your building less welcoming: bird netting, spikes or wires on ledges, screens over vents and gaps, and closing spaces around air conditioners. They remove nests of unprotected species and clean up droppings. Feeding pigeons nearby draws more of them, so ask neighbors not to.',
    },
    {
      question: 'Are pigeon droppings a health risk?',
      answer:
        'Large buildups of bird droppings can carry fungi and bacteria that cause illness, especially when they dry into dust. Don’t dry-sweep them. A professional can clean them up with protective equipment.',
    },
    {
      question: 'What about Canada geese?',
      answer:
        'Canada geese are protected by federal law. Treating their nests and eggs is only allowed after the property owner registers with the U.S. Fish and Wildlife Service, and only within a set spring season; state rules may also apply. A professional can explain the options for your property.',
    },
    birdCredentialFaq(),
  ],
  cta: cta(
    'Pigeons Taking Over?',
    'Report it and we’ll connect you with one licensed professional in your borough.',
  ),
  cardSummary:
    'Pigeons, starlings and sparrows in vents, AC units and ledges, handled within federal bird-protection rules.',
} as const satisfies SpeciesPage;
