import type { SpeciesPage } from '../types';
import { processFor, CONTACT_STEP, badgesFor, cta } from './shared';
import { lineHours } from '@/content/line-hours';

export default {
  slug: 'mole-vole-removal-nyc',
  name: 'Mole & Vole',
  navLabel: 'Mole & Vole Removal',
  navGroup: 'Ground & Large Animals',
  leadSpecies: 'Other',
  icon: 'sprout',
  seo: {
    title: 'Mole & Vole Control in NYC Lawns',
    description:
      'Ridges, molehills or runways in your lawn? Report it free and we connect you with one licensed wildlife professional in your NYC borough.',
  },
  headline: 'Mole and Vole Control in New York City',
  subtitle:
    'Raised ridges across the lawn, chewed roots in the garden. We connect you with one licensed professional who can tell moles from voles and deal with the right one.',
  urgentBanner: {
    title: 'Lawn or garden being torn up?',
    text: lineHours('Call our 24/7 dispatch line at {phone} or report it online, and we’ll pass your request to a licensed pro in your borough.', 'Call our dispatch line at {phone} or report it online, and we’ll pass your request to a licensed pro in your borough.'),
  },
  signs: [
    {
      icon: 'sprout',
      title: 'Raised Ridges',
      description:
        'Soft, raised tunnels running across the lawn, just under the surface. A sign of moles.',
    },
    {
      icon: 'shovel',
      title: 'Molehills',
      description:
        'Volcano-shaped mounds of loose soil with no open hole. Also a sign of moles.',
    },
    {
      icon: 'footprints',
      title: 'Surface Runways',
      description:
        'Narrow paths worn through the grass, with small holes along them. A sign of voles.',
    },
    {
      icon: 'leaf',
      title: 'Chewed Roots and Bark',
      description:
        'Bulbs and roots eaten, plants that wilt and lift out easily, or bark gnawed at the base of shrubs. Also voles.',
    },
  ],
  process: processFor(
    'moles and voles',
    'Tell us what the damage looks like and roughly how much of the lawn or garden is affected. Use the form or call {phone}.',
    CONTACT_STEP,
  ),
  credential: 'nwco',
  trustBadges: badgesFor('nwco'),
  faqs: [
    {
      question: 'Moles or voles: what’s the difference?',
      answer:
        'Moles eat insects and earthworms. They tunnel just under the surface, pushing up ridges and molehills, and rarely eat plants. Voles are small rodents, like mice with short tails. They run along surface paths and eat roots, bulbs and bark.',
    },
    {
      question: 'Where are they a problem in New York City?',
      answer:
        'In lawns and gardens with soft soil, so mostly in the lower-density parts of the city: much of Staten Island and Queens, parts of the Bronx, and larger backyards in Brooklyn.',
    },
    {
      question: 'Do home remedies or poison baits work?',
      answer:
        'Home remedies give mixed results at best. Anyone who applies a pesticide on your property for a fee must be certified as a pesticide applicator by the New York State DEC. Professionals usually combine trapping with changes that make the yard less inviting, such as thinning heavy mulch and ground cover where voles hide.',
    },
    {
      question: 'Do I need a licensed professional?',
      answer:
        'Anyone who charges a fee to trap or remove wild animals in New York needs a Nuisance Wildlife Control Operator license from the DEC. Every professional we send for moles and voles holds one.',
    },
  ],
  cta: cta(
    'Lawn Full of Tunnels?',
    'Report it and we’ll connect you with one licensed professional in your borough.',
  ),
  cardSummary:
    'Moles and voles tunneling through lawns and gardens, identified and handled by licensed pros.',
} as const satisfies SpeciesPage;
