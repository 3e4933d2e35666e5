import type { SpeciesPage } from '../types';
import { RULE, processFor, CONTACT_STEP, badgesFor, cta } from './shared';
import { lineHours } from '@/content/line-hours';
import { biteParagraph } from '../emergency';

export default {
  slug: 'skunk-removal-nyc',
  name: 'Skunk',
  navLabel: 'Skunk Removal',
  navGroup: 'Specialized Removal',
  leadSpecies: 'Skunks',
  icon: 'wind',
  seo: {
    title: 'Skunk Removal in NYC: Licensed Pros',
    description:
      'Skunk under your deck, porch or shed? Report it free and we connect you with one licensed, insured wildlife professional in your NYC borough.',
  },
  headline: 'Skunk Removal in New York City',
  subtitle:
    'A skunk under the deck or shed is a problem you don’t want to startle. We connect you with one licensed professional who can move it out and close the space off.',
  urgentBanner: {
    title: 'Skunk in your yard or under the house?',
    text: lineHours('Keep pets inside and give it space. Call our 24/7 line at {phone} and we’ll pass your request to a licensed pro in your borough.', 'Keep pets inside and give it space. Call our dispatch line at {phone} and we’ll pass your request to a licensed pro in your borough.'),
  },
  signs: [
    {
      icon: 'wind',
      title: 'A Strong Musky Smell',
      description:
        'A lingering odor around a deck, porch or crawl space, even when nobody has been sprayed.',
    },
    {
      icon: 'shovel',
      title: 'Small Holes in the Lawn',
      description:
        'Shallow, cone-shaped holes in grass or garden beds, dug overnight while skunks hunt for grubs.',
    },
    {
      icon: 'fence',
      title: 'A Den Under a Structure',
      description:
        'A dug-out opening under a deck, porch, shed, steps or a concrete slab.',
    },
    {
      icon: 'moon',
      title: 'Sightings at Dusk',
      description:
        'A black-and-white animal in the yard around dusk or at night, or raided trash and pet food.',
    },
  ],
  process: processFor(
    'skunks',
    'Tell us where the skunk is living or digging and whether pets have been sprayed or bitten. Use the form or call {phone}.',
    CONTACT_STEP,
  ),
  credential: 'nwco',
  trustBadges: badgesFor('nwco'),
  faqs: [
    {
      question: 'How far can a skunk spray?',
      answer:
        'Up to about 15 feet, with good aim. Skunks usually warn first: they stamp their front feet, raise their tail and turn their back end toward you. If you see that, back away slowly and quietly.',
    },
    {
      question: 'Can the skunk be taken away and released somewhere else?',
      answer:
        'No. Skunks are a rabies-vector species in New York, and state rules don’t allow them to be relocated. A licensed operator must either release the animal on the property where it was caught or humanely euthanize it. That’s why many professionals use a one-way door so the skunk leaves on its own, then block the space so it can’t return.',
    },
    {
      question: 'Should I block the hole under my deck?',
      answer:
        'Not until you’re sure the skunk has left, and be careful in late spring and early summer, when there may be young inside. A professional confirms the den is empty, then closes it off, often with wire mesh buried along the edge so skunks can’t dig back under.',
    },
    {
      question: 'A skunk is out in the daytime. Is it rabid?',
      answer:
        `Not necessarily: mothers sometimes forage by day in spring and summer. But a skunk that staggers, circles, or is unusually bold or aggressive may be sick. Keep people and pets away and call 311. If it’s between 6 p.m. and 10 a.m. or a holiday, or anyone is at risk, call 911. ${biteParagraph(RULE)} If a pet was bitten, take it to a veterinarian.`,
    },
  ],
  cta: cta(
    'Skunk Under the Deck?',
    'Report it and we’ll connect you with one licensed professional in your borough.',
  ),
  cardSummary:
    'Skunks under decks, porches and sheds, moved out and closed off by licensed pros, never relocated.',
} as const satisfies SpeciesPage;
