import type { SpeciesPage } from '../types';
import { processFor, CONTACT_STEP, badgesFor, pesticideCredentialFaq, cta } from './shared';
import { lineHours } from '@/content/line-hours';

export default {
  slug: 'mouse-removal-nyc',
  name: 'Mouse',
  navLabel: 'Mouse Removal',
  navGroup: 'Common Pests',
  leadSpecies: 'Mice',
  icon: 'cheese',
  seo: {
    title: 'Mouse Removal & Control in NYC',
    description:
      'Mice in your apartment, house or business? Report it free and we connect you with one licensed, insured pro who serves your NYC borough.',
  },
  headline: 'Mouse Removal in New York City',
  subtitle:
    'Droppings in the kitchen drawer, scratching in the wall at night. We connect you with one licensed, insured professional who finds where the mice get in and helps you keep them out.',
  urgentBanner: {
    title: 'Mice in your kitchen or walls?',
    text: lineHours('Call our 24/7 dispatch line at {phone} or report it online. We’ll pass your request to a licensed pro in your borough.', 'Call our dispatch line at {phone} or report it online. We’ll pass your request to a licensed pro in your borough.'),
  },
  signs: [
    {
      icon: 'droplets',
      title: 'Small Droppings',
      description:
        'Dark droppings about the size of a grain of rice in drawers, cabinets, under the sink or along baseboards.',
    },
    {
      icon: 'cheese',
      title: 'Gnaw Marks on Food',
      description:
        'Chewed corners on cereal boxes, bags of rice or pasta and pet food, often with crumbs or droppings nearby.',
    },
    {
      icon: 'leaf',
      title: 'Nesting Materials',
      description:
        'Shredded paper, fabric or insulation gathered in quiet spots such as the back of a drawer, behind the stove or inside a wall.',
    },
    {
      icon: 'volume-2',
      title: 'Scratching Noises',
      description:
        'Light scratching or scurrying in walls, ceilings or behind appliances, usually at night when the home is quiet.',
    },
  ],
  process: processFor(
    'mice',
    'Tell us what you have noticed and where: the kitchen, a closet, the walls or the whole building. Use the form or call {phone}.',
    CONTACT_STEP,
  ),
  credential: 'pesticide',
  trustBadges: badgesFor('pesticide'),
  faqs: [
    {
      question: 'My landlord won’t fix a mouse problem. What can I do?',
      answer:
        'New York City’s housing rules make the building owner responsible for keeping apartments free of rodents, including sealing the holes they use. If the problem isn’t fixed, report it to 311. Complaints about mice inside an apartment go to the Department of Housing Preservation and Development (HPD), which can inspect and issue violations.',
    },
    {
      question: 'How do mice get in?',
      answer:
        'Mice squeeze through very small gaps, about a quarter of an inch, around pipes under sinks and radiators, behind stoves, under doors and where cables enter. In apartment buildings they travel between units through walls and pipe chases, so the best results come when the building deals with the problem, not just one apartment.',
    },
    {
      question: 'Can’t I just put down poison?',
      answer:
        'Poison alone rarely ends a mouse problem, and mice can die inside walls where you can’t reach them. Professionals combine sealing entry points, cleanup and trapping. Anyone who applies rodenticide for a fee must be certified as a pesticide applicator by the New York State DEC.',
    },
    {
      question: 'Are mice a health risk?',
      answer:
        'Yes. Mice contaminate food and surfaces, and their droppings and urine can trigger allergies and asthma. Don’t sweep or vacuum dry droppings: put on gloves, wet them with a disinfectant first, then wipe them up and wash your hands.',
    },
    pesticideCredentialFaq('mouse'),
  ],
  cta: cta(
    'Hearing Scratching in the Walls?',
    'Report it now and we’ll connect you with one licensed professional in your borough.',
  ),
  cardSummary:
    'Mice in kitchens, walls and closets, with licensed pros who find and seal the gaps they use.',
} as const satisfies SpeciesPage;
