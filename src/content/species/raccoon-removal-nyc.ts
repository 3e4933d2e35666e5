import type { SpeciesPage } from '../types';
import { RULE, processFor, CONTACT_STEP, badgesFor, cta } from './shared';
import { biteParagraph } from '../emergency';

export default {
  slug: 'raccoon-removal-nyc',
  name: 'Raccoon',
  navLabel: 'Raccoon Removal',
  navGroup: 'Specialized Removal',
  leadSpecies: 'Raccoons',
  icon: 'paw-print',
  seo: {
    title: 'Raccoon Removal in NYC, Day or Night',
    description:
      'Raccoon in your attic, chimney or under the deck? Report it online any time and we connect you with one licensed, insured wildlife pro in your borough.',
  },
  headline: 'Raccoon Removal in New York City',
  subtitle:
    'A raccoon in the attic at 2 a.m. is loud, stressful and not something to handle yourself. Tell us what’s happening and we’ll connect you with one licensed, insured professional who works in your borough.',
  urgentBanner: {
    title: 'Raccoon inside your living space?',
    text: `Don’t approach it. Close the door to that room, keep children and pets away, and call {phone}. ${biteParagraph(RULE)}`,
  },
  signs: [
    {
      icon: 'moon',
      title: 'Heavy Noises at Night',
      description:
        'Thumping, walking or chattering in the attic, ceiling or chimney after dark. Raccoons are much louder than squirrels or mice.',
    },
    {
      icon: 'house',
      title: 'Torn Vents and Roof Edges',
      description:
        'Ripped roof vents, pulled-back shingles or soffits, a bent chimney cap or a damaged crawl-space screen.',
    },
    {
      icon: 'trash',
      title: 'Raided Trash',
      description:
        'Tipped cans, torn bags and scattered garbage, or pet food gone overnight.',
    },
    {
      icon: 'droplets',
      title: 'Droppings in One Spot',
      description:
        'Raccoons use the same spot as a toilet on roofs, decks or in attics. Don’t clean it up without protection: their droppings can carry parasites.',
    },
  ],
  process: processFor(
    'raccoons',
    'Tell us where the raccoon is (attic, chimney, under a deck) and whether it’s inside your living space. Use the form or call {phone}, day or night.',
    CONTACT_STEP,
  ),
  credential: 'nwco',
  trustBadges: badgesFor('nwco'),
  faqs: [
    {
      question: 'Can the raccoon be taken to a park and let go?',
      answer:
        'No. Raccoons are a rabies-vector species in New York, and state rules don’t allow them to be relocated. A licensed operator must either release the animal on the property where it was caught or humanely euthanize it. For raccoons in an attic or chimney, many professionals use a one-way exclusion door instead: the raccoons leave on their own, and the opening is then sealed and repaired.',
    },
    {
      question: 'What if there are babies?',
      answer:
        'Raccoons usually have their young in spring, and attics and chimneys are favorite den sites. Sealing the opening while a mother is outside leaves the young to die and the mother to tear her way back in. A professional plans the work around the young so the family leaves together.',
    },
    {
      question: 'A raccoon is acting strange on the street or in a park. Who do I call?',
      answer:
        'Don’t approach it. A raccoon that staggers, circles or seems unafraid may be sick. Report a sick or injured raccoon to 311. If the animal may be rabid and it’s between 6 p.m. and 10 a.m. or a holiday, or if anyone is in danger, call 911. Raccoons in parks and on public property are a city matter, not a private job.',
    },
    {
      question: 'Someone was bitten or scratched by a raccoon. What should we do?',
      answer:
        `${biteParagraph(RULE)} ${RULE.animal}`,
    },
    {
      question: 'Will the city remove a raccoon from my house?',
      answer:
        'Not a healthy one. The city’s Animal Care Centers (ACC) don’t trap healthy wildlife, and 311 refers residents to licensed private wildlife removal services. That’s the gap our network fills: we connect you with one licensed, insured professional in your borough.',
    },
  ],
  cta: cta(
    'Raccoon in the Attic Tonight?',
    'Report it now, day or night, and we’ll connect you with one licensed professional in your borough.',
  ),
  cardSummary:
    'Raccoons in attics, chimneys and under decks, handled under New York’s rules for rabies-vector species.',
} as const satisfies SpeciesPage;
