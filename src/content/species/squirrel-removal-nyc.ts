import type { SpeciesPage } from '../types';
import { processFor, CONTACT_STEP, badgesFor, cta } from './shared';

export default {
  slug: 'squirrel-removal-nyc',
  name: 'Squirrel',
  navLabel: 'Squirrel Removal',
  navGroup: 'Common Pests',
  leadSpecies: 'Squirrels',
  icon: 'squirrel',
  seo: {
    title: 'Squirrel Removal in NYC Attics',
    description:
      'Squirrels in your attic, walls or roof? Report it free and we connect you with one licensed, insured wildlife pro in your NYC borough.',
  },
  headline: 'Squirrel Removal in New York City',
  subtitle:
    'Scampering overhead at sunrise, chewed holes at the roof line. We connect you with one licensed professional who can get squirrels out and keep them out.',
  urgentBanner: {
    title: 'Squirrel loose inside your home?',
    text: 'Close the door to that room, open a window or outside door in it if you can, and keep pets away. For help, call {phone}.',
  },
  signs: [
    {
      icon: 'volume-2',
      title: 'Noises in the Morning',
      description:
        'Running, scratching or rolling sounds in the attic or ceiling, mostly early in the morning and late in the afternoon. Squirrels are active by day.',
    },
    {
      icon: 'house',
      title: 'Chewed Entry Holes',
      description:
        'Round holes chewed through soffits, fascia boards, vents or roof edges, often near a tree branch or utility line.',
    },
    {
      icon: 'leaf',
      title: 'Nesting Debris',
      description:
        'Leaves, twigs and shredded insulation in the attic, in gutters or stuffed into a vent.',
    },
    {
      icon: 'zap',
      title: 'Chewed Wires',
      description:
        'Gnawed electrical wiring, cables or pipes in the attic. Chewed wiring is a fire risk, so have it checked.',
    },
  ],
  process: processFor(
    'squirrels',
    'Tell us what you hear, when you hear it, and where you think they get in. Use the form or call {phone}.',
    CONTACT_STEP,
  ),
  credential: 'nwco',
  trustBadges: badgesFor('nwco'),
  faqs: [
    {
      question: 'Is it a squirrel, a raccoon or a rat?',
      answer:
        'Timing is the best clue. Squirrels are active during the day, so you hear them early in the morning and late in the afternoon. Raccoons are active at night and sound much heavier. Rats and mice are also mostly active at night, with lighter, quicker sounds.',
    },
    {
      question: 'Can’t I just seal the hole?',
      answer:
        'Not while squirrels are inside. A trapped squirrel will chew a new way out, sometimes into your living space, and young left behind will die. Professionals usually install a one-way exclusion door so the squirrels can leave but not return, then seal and repair the opening.',
    },
    {
      question: 'Could there be babies in my attic?',
      answer:
        'Gray squirrels usually have young in early spring and again in late summer. If there are young in the attic, a careful professional plans the work around them so a mother isn’t shut out and the young aren’t left behind.',
    },
    {
      question: 'What happens to the squirrels?',
      answer:
        'Often they simply leave through a one-way door and can’t get back in. If a squirrel is trapped, New York’s licensing rules let the operator release a healthy animal on the property where it was caught, or somewhere else only with that landowner’s permission. Ask the professional how they’ll handle your situation.',
    },
    {
      question: 'Will the city remove a squirrel from my home?',
      answer:
        'No. The city’s Animal Care Centers (ACC) don’t trap healthy wildlife, and 311 refers residents to licensed private wildlife removal services. That’s exactly the gap our network fills. For an injured squirrel, contact a wildlife rehabilitator licensed by the New York State DEC.',
    },
  ],
  cta: cta(
    'Squirrels in the Attic?',
    'Report it and we’ll connect you with one licensed wildlife professional who serves your borough.',
  ),
  cardSummary:
    'Squirrels in attics, walls and roof lines, removed by licensed pros who seal the way back in.',
} as const satisfies SpeciesPage;
