import { REPORT_BUTTON } from './site-copy';
import type { NycOverviewContent } from './types';

/**
 * /nyc-wildlife-control. docs/product-rules.md#constants asks for 11 category cards: rats and mice share one card
 * (as on the home page) linking to the rat page; every other species has its own.
 */
export const NYC_OVERVIEW_CONTENT = {
  seo: {
    title: 'NYC Wildlife Control, All 5 Boroughs',
    description:
      'Wildlife removal help across New York City: raccoons, bats, rats, squirrels, skunks and more. Report it free and reach one licensed local pro.',
  },
  title: 'Wildlife Control Across New York City',
  intro: [
    'New York City shares its streets, parks and buildings with a surprising amount of wildlife. Most of it’s harmless at a distance; the trouble starts when an animal moves into your attic, walls, chimney or yard.',
    'The city’s Animal Care Centers don’t trap healthy wildlife, and 311 refers residents to licensed private services. That’s where we come in: tell us about the problem and we’ll pass it to one licensed, insured professional who serves your borough.',
  ],
  categoriesHeading: 'Wildlife We Can Help With',
  categories: [
    {
      title: 'Raccoons',
      description: 'Attics, chimneys and decks. Never relocated, always handled under state rules.',
      icon: 'paw-print',
      href: '/services/raccoon-removal-nyc',
    },
    {
      title: 'Rats & Mice',
      description: 'Basements, kitchens, walls and yards, with entry points sealed.',
      icon: 'rat',
      href: '/services/rat-removal-nyc',
    },
    {
      title: 'Squirrels',
      description: 'Attics, walls and roof lines, with one-way exclusion and repairs.',
      icon: 'squirrel',
      href: '/services/squirrel-removal-nyc',
    },
    {
      title: 'Birds',
      description: 'Pigeons, starlings and sparrows in vents, AC units and on ledges.',
      icon: 'bird',
      href: '/services/bird-removal-nyc',
    },
    {
      title: 'Bats',
      description: 'A bat loose inside, or a colony excluded outside the pup season.',
      icon: 'moon',
      href: '/services/bat-removal-nyc',
    },
    {
      title: 'Skunks',
      description: 'Dens under decks, porches and sheds, closed off once empty.',
      icon: 'wind',
      href: '/services/skunk-removal-nyc',
    },
    {
      title: 'Opossums',
      description: 'Garages, sheds and crawl spaces, with the space sealed afterward.',
      icon: 'trees',
      href: '/services/opossum-removal-nyc',
    },
    {
      title: 'Groundhogs',
      description: 'Burrows under sheds, decks and foundations, filled and blocked.',
      icon: 'shovel',
      href: '/services/groundhog-removal-nyc',
    },
    {
      title: 'Moles & Voles',
      description: 'Ridges, molehills and runways in lawns and gardens.',
      icon: 'sprout',
      href: '/services/mole-vole-removal-nyc',
    },
    {
      title: 'Snakes',
      description: 'Harmless, protected native snakes removed legally from homes.',
      icon: 'worm',
      href: '/services/snake-removal-nyc',
    },
    {
      title: 'Foxes & Coyotes',
      description: 'Dens and repeat visits, and when to call 911 or 311 instead.',
      icon: 'dog',
      href: '/services/fox-coyote-removal-nyc',
    },
  ],
  boroughsHeading: 'Choose Your Borough',
  faqLink: { label: 'View All FAQs', href: '/faqs' },
  cta: {
    title: 'Not Sure What You Are Dealing With?',
    text: 'Describe what you see or hear, and the professional we connect you with will identify it.',
    button: REPORT_BUTTON.label,
    href: REPORT_BUTTON.href,
  },
} as const satisfies NycOverviewContent;
