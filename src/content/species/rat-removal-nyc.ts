import type { SpeciesPage } from '../types';
import { processFor, CONTACT_STEP, badgesFor, pesticideCredentialFaq, cta } from './shared';
import { lineHours } from '@/content/line-hours';

export default {
  slug: 'rat-removal-nyc',
  name: 'Rat',
  navLabel: 'Rat Removal',
  navGroup: 'Common Pests',
  leadSpecies: 'Rats',
  icon: 'rat',
  seo: {
    title: 'Rat Removal & Control in NYC',
    description:
      'Rats in your building, yard or basement? Report it free and we connect you with one licensed, insured rodent pro in your NYC borough.',
  },
  headline: 'Rat Removal in New York City',
  subtitle:
    'Burrows in the yard, gnawing in the walls, droppings by the trash. Tell us what you’re seeing and we’ll connect you with one licensed, insured professional who works in your borough.',
  urgentBanner: {
    title: 'Rats inside your home or business?',
    text: lineHours('Call our 24/7 dispatch line at {phone} and we’ll pass your request to a licensed pro in your borough.', 'Call our dispatch line at {phone} and we’ll pass your request to a licensed pro in your borough.'),
  },
  signs: [
    {
      icon: 'droplets',
      title: 'Droppings',
      description:
        'Dark, capsule-shaped droppings, much bigger than a mouse’s, along walls, behind appliances, in basements or near garbage.',
    },
    {
      icon: 'shovel',
      title: 'Burrows',
      description:
        'Holes about 2 to 4 inches wide in soil, tree pits, planting beds or along foundations and sidewalk edges, often with smooth, packed edges.',
    },
    {
      icon: 'triangle-alert',
      title: 'Gnaw Marks',
      description:
        'Chewed wood, plastic, garbage bags, pipes or wiring. Fresh gnawing looks pale and rough.',
    },
    {
      icon: 'footprints',
      title: 'Runways and Rub Marks',
      description:
        'Greasy smudges along walls and beams, and worn paths through grass or along fences, where rats travel the same route every night.',
    },
  ],
  process: processFor(
    'rats',
    'Tell us where you see signs: inside, in the basement, in the yard or around the trash area. Use the form or call {phone}, day or night.',
    CONTACT_STEP,
  ),
  credential: 'pesticide',
  trustBadges: badgesFor('pesticide'),
  faqs: [
    {
      question: 'Who is responsible for rats in a rental building?',
      answer:
        'In New York City the building owner is responsible for keeping rats and mice out of apartments and common areas. If your landlord doesn’t deal with it, report it to 311. Rodents inside an apartment are handled by the Department of Housing Preservation and Development (HPD); rats outside, in yards, lots and around buildings, are handled by the Health Department, which can inspect and order the property owner to fix the problem.\n\nOwners, managers and co-op or condo boards can use our network to reach a licensed professional directly.',
    },
    {
      question: 'What about rats on the sidewalk, in a park or on city property?',
      answer:
        'That’s a city matter, not a private job. Report rats on sidewalks, in parks or on other public property to 311. Our network connects you with professionals for private property: your home, building, yard or business.',
    },
    {
      question: 'How do professionals get rid of rats?',
      answer:
        'A good professional starts with an inspection: where the rats get in, where they nest and what they are eating. The work usually combines sealing entry points, removing food and hiding places, and trapping or baiting. This approach, called integrated pest management, is what New York City’s Health Code favors over using poison alone, which rarely solves the problem for long.\n\nAnyone who applies rodenticide on your property for a fee must be certified as a pesticide applicator by the New York State Department of Environmental Conservation (DEC). Ask the professional about their certification.',
    },
    {
      question: 'Are rats dangerous?',
      answer:
        'Rats contaminate food and surfaces, can spread disease, and chew through wood, plastic and wiring. Don’t handle rats or their droppings with bare hands. If someone is bitten, wash the wound well with soap and water and get medical care.',
    },
    {
      question: 'How much does rat removal cost?',
      answer:
        'Reporting through {siteName} is free. Each professional sets their own prices and explains them before any work starts. You pay the professional directly, and you’re never obliged to hire them.',
    },
    pesticideCredentialFaq('rat'),
  ],
  cta: cta(
    'Rats in Your Building or Yard?',
    'Tell us what’s going on and we’ll connect you with one licensed rodent professional in your borough.',
  ),
  cardSummary:
    'Rats in basements, walls, yards and trash areas, handled by licensed pros who seal entry points as well as trap.',
} as const satisfies SpeciesPage;
