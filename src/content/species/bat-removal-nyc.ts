import type { SpeciesPage } from '../types';
import { RULE, processFor, CONTACT_STEP, badgesFor, cta } from './shared';
import { batParagraph, biteParagraph } from '../emergency';

export default {
  slug: 'bat-removal-nyc',
  name: 'Bat',
  navLabel: 'Bat Removal',
  navGroup: 'Specialized Removal',
  leadSpecies: 'Bats',
  icon: 'moon',
  seo: {
    title: 'Bat Removal & Exclusion in NYC',
    description:
      'Bats in your attic or a bat in the house? Learn what to do first, then report it free and reach one licensed wildlife pro in your borough.',
  },
  headline: 'Bat Removal and Exclusion in New York City',
  subtitle:
    'A bat in the bedroom or a colony in the attic needs the right steps in the right order. We connect you with one licensed professional who excludes bats safely and legally.',
  urgentBanner: {
    title: 'Bat in a room where someone slept?',
    text: `${RULE.batSteps.join(' ')} For help with the bat, call {phone}.`,
  },
  signs: [
    {
      icon: 'droplets',
      title: 'Droppings Below a Gap',
      description:
        'Small dark droppings that crumble easily, piled below a gap, on an attic floor or on a windowsill.',
    },
    {
      icon: 'moon',
      title: 'Bats Leaving at Dusk',
      description:
        'Bats flying out from the roof line, a chimney, shutters or siding around sunset.',
    },
    {
      icon: 'volume-2',
      title: 'Squeaking or Rustling',
      description:
        'High-pitched squeaks or scratching in the attic or walls, often around dusk and dawn.',
    },
    {
      icon: 'eye',
      title: 'Stains Around Openings',
      description:
        'Dark, greasy marks around small gaps where bats squeeze in and out, sometimes as small as half an inch.',
    },
  ],
  process: processFor(
    'bats',
    'Tell us whether a bat is loose inside or living in the building, and whether anyone may have been in contact with it. Use the form or call {phone}.',
    CONTACT_STEP,
  ),
  credential: 'nwco',
  trustBadges: badgesFor('nwco'),
  faqs: [
    {
      question: 'I found a bat in my bedroom. What should I do?',
      answer:
        `${batParagraph(RULE)}\n\n${biteParagraph(RULE)} Most bats don’t have rabies, but testing is the only way to know.`,
    },
    {
      question: 'How are bats removed from a building?',
      answer:
        'Bats aren’t trapped and moved. A professional finds every gap they use and installs one-way devices so the bats can fly out at night but not return, then seals the openings. Bats are a rabies-vector species in New York and may not be relocated, and some New York bat species are protected, which is another reason to use a licensed operator.',
    },
    {
      question: 'When can bats be excluded?',
      answer:
        'Not during the summer pup season, when young bats can’t fly yet and would be sealed inside. A licensed professional times the work around it; outside that season, exclusion can usually go ahead once the professional has found all the entry points.',
    },
    {
      question: 'Is bat guano dangerous?',
      answer:
        'Large amounts of bat droppings can harbor a fungus that causes a lung infection. Don’t sweep or vacuum it dry. Leave cleanup to a professional with protective equipment.',
    },
  ],
  cta: cta(
    'Bats in the Attic?',
    'Report it and we’ll connect you with one licensed professional who excludes bats safely and legally.',
  ),
  cardSummary:
    'A bat loose inside or a colony in the attic, with exclusion timed around the summer pup season.',
} as const satisfies SpeciesPage;
