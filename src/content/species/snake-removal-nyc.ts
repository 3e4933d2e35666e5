import type { SpeciesPage } from '../types';
import { processFor, CONTACT_STEP, badgesFor, cta } from './shared';

export default {
  slug: 'snake-removal-nyc',
  name: 'Snake',
  navLabel: 'Snake Removal',
  navGroup: 'Ground & Large Animals',
  leadSpecies: 'Snakes',
  icon: 'worm',
  seo: {
    title: 'Snake Removal in NYC: Licensed Pros',
    description:
      'Snake in your basement, garage or yard? Most NYC snakes are harmless and protected. Report it free and reach one licensed pro in your borough.',
  },
  headline: 'Snake Removal in New York City',
  subtitle:
    'A snake in the basement is startling, but the snakes found in New York City are almost always harmless. We connect you with one licensed professional who can remove it legally and help keep others out.',
  urgentBanner: {
    title: 'Snake inside your home?',
    text: 'Keep children and pets away, close the door to the room if you can, and don’t try to catch or kill it. Call {phone} for help from a licensed pro.',
  },
  signs: [
    {
      icon: 'eye',
      title: 'Shed Skins',
      description:
        'Papery, see-through skins in a basement, garage, crawl space or along a foundation.',
    },
    {
      icon: 'fence',
      title: 'Sightings Near Cover',
      description:
        'Snakes seen by rock walls, woodpiles, tall grass, or under decks and steps.',
    },
    {
      icon: 'house',
      title: 'Snakes Indoors',
      description:
        'A snake in the basement, garage or a ground-floor room, often after coming through a gap at the foundation or under a door.',
    },
    {
      icon: 'rat',
      title: 'A Rodent Problem Nearby',
      description:
        'Snakes follow food. Mice, slugs and insects around the house can draw them in.',
    },
  ],
  process: processFor(
    'snakes',
    'Tell us where the snake is and what it looks like. A photo from a safe distance helps. Use the form or call {phone}.',
    CONTACT_STEP,
  ),
  credential: 'nwco',
  trustBadges: badgesFor('nwco'),
  faqs: [
    {
      question: 'Are snakes in New York City dangerous?',
      answer:
        'Almost never. The snakes found in the city are nearly always small, non-venomous species such as garter snakes and DeKay’s brown snakes, which feed on worms, slugs and other small prey. If a snake looks unusual, or could be an escaped pet, keep your distance and keep everyone away from it.',
    },
    {
      question: 'Can I kill it?',
      answer:
        'Please do not. Native snakes are protected in New York, and killing them is illegal. Removing one that is causing a problem generally requires a permit from the New York State DEC, which is why this is a job for a licensed professional.',
    },
    {
      question: 'How do I keep snakes away from my house?',
      answer:
        'Remove what attracts them: tall grass, woodpiles, debris and rodents. Seal gaps around the foundation, doors, vents and pipes. A professional can point out where a snake is getting in.',
    },
    {
      question: 'What if someone is bitten?',
      answer:
        'Bites from the city’s native snakes are rare and usually minor, but wash the bite with soap and water and get medical advice. Call 911 right away if the person has trouble breathing, severe swelling or feels faint, or if the snake could be venomous or an exotic pet.',
    },
  ],
  cta: cta(
    'Snake in the Basement?',
    'Report it and we’ll connect you with one licensed professional in your borough.',
  ),
  cardSummary:
    'Snakes in basements, garages and yards, removed legally by licensed pros. Most NYC snakes are harmless.',
} as const satisfies SpeciesPage;
