import type { SpeciesPage } from '../types';
import { RULE, processFor, CONTACT_STEP, badgesFor, cta } from './shared';
import { biteParagraph } from '../emergency';

export default {
  slug: 'fox-coyote-removal-nyc',
  name: 'Fox & Coyote',
  navLabel: 'Fox & Coyote Removal',
  navGroup: 'Ground & Large Animals',
  leadSpecies: 'Other',
  icon: 'dog',
  seo: {
    title: 'Fox & Coyote Removal Help in NYC',
    description:
      'Fox or coyote denning on your property? Learn when to call 911 or 311, then report it free and reach one licensed wildlife pro in your borough.',
  },
  headline: 'Fox and Coyote Help in New York City',
  subtitle:
    'Most fox and coyote sightings need no action at all. A den under your shed or an animal that keeps coming back does. We connect you with one licensed professional who can help.',
  urgentBanner: {
    title: 'Coyote or fox threatening people or pets?',
    text: 'If an animal is a danger to people right now, call 911. For a den on your property or repeated visits, call {phone}.',
  },
  signs: [
    {
      icon: 'fence',
      title: 'A Den on Your Property',
      description:
        'An opening under a shed, deck or porch, or in brush, with young animals seen around it in spring.',
    },
    {
      icon: 'eye',
      title: 'Regular Visits',
      description:
        'The same animal in your yard again and again, especially around dawn and dusk.',
    },
    {
      icon: 'trash',
      title: 'Food Going Missing',
      description:
        'Raided trash, compost or outdoor pet food, or fallen fruit and bird seed being eaten.',
    },
    {
      icon: 'triangle-alert',
      title: 'Bold Behavior',
      description:
        'An animal that approaches people, follows dogs or doesn’t run off when someone shouts.',
    },
  ],
  process: processFor(
    'foxes and coyotes',
    'Tell us what you have seen, how often, and whether there’s a den. Use the form or call {phone}.',
    CONTACT_STEP,
  ),
  credential: 'nwco',
  trustBadges: badgesFor('nwco'),
  faqs: [
    {
      question: 'I saw a coyote. Should I report it?',
      answer:
        'A coyote passing through isn’t an emergency. Coyotes now live in parts of the Bronx, Queens and Staten Island, and are occasionally seen elsewhere, including Manhattan. NYC Parks, through its WildlifeNYC program, asks residents to report sightings, to call 311 about a sick or injured animal, and to call 911 only if a coyote is a real threat to people.',
    },
    {
      question: 'How do I keep foxes and coyotes away?',
      answer:
        'Never feed them, on purpose or by accident: secure trash and compost, bring pet food inside, and clean up fallen fruit and bird seed. Keep cats indoors and dogs on a leash. If a coyote comes close, keep your distance, make yourself look big and make noise. Don’t run.',
    },
    {
      question: 'There’s a den on my property. What can be done?',
      answer:
        'Foxes and coyotes raise their young in spring, sometimes under a shed or deck. Dens are often used only for a few weeks. A licensed professional can assess it and, once the young can move, encourage the family to leave and then block the space so it isn’t used again.',
    },
    {
      question: 'Can a fox or coyote be trapped and moved somewhere else?',
      answer:
        'No. Foxes are a rabies-vector species in New York, and state rules don’t allow them to be relocated. A licensed operator must release a captured animal on the property where it was caught or humanely euthanize it, which is why most professionals focus on removing what attracts the animal and closing off den sites.',
    },
    {
      question: 'A fox is out during the day. Is it sick?',
      answer:
        `Not necessarily. Foxes and coyotes are often out in daylight, especially when raising young. Warning signs are staggering, circling, unusual tameness or aggression. If you see them: ${RULE.animal} ${biteParagraph(RULE)} If a pet was bitten, take it to a veterinarian.`,
    },
  ],
  cta: cta(
    'Fox or Coyote Den in the Yard?',
    'Report it and we’ll connect you with one licensed professional in your borough.',
  ),
  cardSummary:
    'Fox and coyote dens or repeat visits, with clear advice on when it’s a 911, 311 or private matter.',
} as const satisfies SpeciesPage;
