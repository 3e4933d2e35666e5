import { CREDENTIAL_BADGES, CREDENTIAL_FACTS, type CredentialKind } from './credentials';
import { REPORT_BUTTON, TRUST_BADGES } from './site-copy';
import type { ProcessSteps, SpeciesPage, SpeciesSlug } from './types';
import { lineHours } from '@/content/line-hours';
import { EMERGENCY_EN, batParagraph, biteParagraph } from './emergency';

/** The emergency rule in English (content/emergency.ts): every bite, bat and animal-safety sentence below comes from it. */
const RULE = EMERGENCY_EN;

/**
 * The twelve species service pages (/services/:slug), in header order.
 *
 * Facts as NYS rules have them: the NYS DEC Nuisance Wildlife Control
 * Operator (NWCO) licence; no relocation of rabies-vector species (raccoon, skunk, fox, bat);
 * bat pup season; Migratory Bird Treaty Act status of
 * pigeons, starlings and house sparrows; protected native snakes; which city agency takes what
 * (911, 311, ACC, the Health Department, HPD). Copy never promises relocation, prices,
 * guaranteed results or response times, and never says the network itself does the work.
 */

/** The shared three steps, with the first and last tailored to the species. */
function processFor(what: string, report: string, contact: string): ProcessSteps {
  return [
    { number: '01', title: 'Report Your Issue', description: report },
    {
      number: '02',
      title: 'We Find an Expert',
      description: `We pass your request to one licensed, insured professional who handles ${what} in your borough. Just one, so your phone won't ring off the hook.`,
    },
    { number: '03', title: 'A Pro Contacts You', description: contact },
  ];
}

const CONTACT_STEP =
  'The professional calls or emails you, typically within a few hours and fastest during business hours, to ask questions and arrange an inspection. You decide whether to hire them.';

/** The four badges, the first naming the DEC credential the species' work calls for. */
function badgesFor(credential: CredentialKind) {
  return [CREDENTIAL_BADGES[credential], TRUST_BADGES[1], TRUST_BADGES[2], TRUST_BADGES[3]] as const;
}

/** The FAQ on rat and mouse pages: which credential to ask for. */
function pesticideCredentialFaq(what: string) {
  return {
    question: `What license should a ${what} professional have?`,
    answer: `${CREDENTIAL_FACTS.pesticide} We offer rat and mouse work only to professionals in our network who hold this certification; ask to see it before any bait is used.`,
  };
}

/** The FAQ on the bird page: trapping needs the NWCO licence, pesticides the certification. */
function birdCredentialFaq() {
  return {
    question: 'What license should a pigeon professional have?',
    answer: `${CREDENTIAL_FACTS.nwco} ${CREDENTIAL_FACTS.pesticide} We offer bird work to professionals who hold either credential, and each does only the work theirs covers; ask to see it before the work starts.`,
  };
}

function cta(title: string, text: string) {
  return { title, text, button: REPORT_BUTTON.label, href: REPORT_BUTTON.href };
}

export const SPECIES_PAGES = {
  /* ------------------------------------------------------------ Common Pests */
  'rat-removal-nyc': {
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
  },

  'mouse-removal-nyc': {
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
  },

  'squirrel-removal-nyc': {
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
  },

  'bird-removal-nyc': {
    slug: 'bird-removal-nyc',
    name: 'Bird',
    navLabel: 'Bird Removal',
    navGroup: 'Common Pests',
    leadSpecies: 'Birds',
    icon: 'bird',
    seo: {
      title: 'Pigeon & Bird Control in NYC',
      description:
        'Pigeons, starlings or sparrows nesting in vents, AC units or ledges? Report it free and we connect you with one licensed pro in your borough.',
    },
    headline: 'Pigeon and Bird Control in New York City',
    subtitle:
      'Pigeons on the air conditioner, starlings in the dryer vent, sparrows in the eaves. We connect you with one licensed professional who knows which birds can be removed and how to keep them off your building.',
    urgentBanner: {
      title: 'Bird trapped inside or nesting in a vent?',
      text: lineHours('Call our 24/7 dispatch line at {phone} and we’ll pass your request to a licensed pro in your borough.', 'Call our dispatch line at {phone} and we’ll pass your request to a licensed pro in your borough.'),
    },
    signs: [
      {
        icon: 'bird',
        title: 'Nests in Vents and AC Units',
        description:
          'Twigs and debris in dryer, bathroom or kitchen vents, behind air conditioners or in gaps under the eaves.',
      },
      {
        icon: 'droplets',
        title: 'Droppings Piling Up',
        description:
          'Droppings building up on ledges, window sills, fire escapes, signs or a rooftop.',
      },
      {
        icon: 'volume-2',
        title: 'Chirping and Scratching',
        description:
          'Cooing, chirping or fluttering inside a vent, wall or ceiling, especially at dawn.',
      },
      {
        icon: 'building-2',
        title: 'Birds Roosting on Your Building',
        description:
          'Flocks returning every day to the same ledge, cornice, sign or air-conditioner bracket.',
      },
    ],
    process: processFor(
      'birds',
      'Tell us which birds you see, if you know, and where they nest or roost. Use the form or call {phone}.',
      CONTACT_STEP,
    ),
    credential: 'birds',
    trustBadges: badgesFor('birds'),
    faqs: [
      {
        question: 'Which birds can be removed?',
        answer:
          'Pigeons (rock pigeons), European starlings and house sparrows aren’t native and aren’t protected by the federal Migratory Bird Treaty Act, so a licensed professional can remove them and their nests. Most other birds, along with their nests and eggs, are protected by federal law.',
      },
      {
        question: 'A hawk or another native bird is nesting on my building. What now?',
        answer:
          'Leave the nest alone. Native birds such as red-tailed hawks, robins and mourning doves, and their active nests and eggs, are protected, and removing them generally needs federal approval. A professional can explain what’s allowed and help you prevent nesting in future seasons.',
      },
      {
        question: 'How do professionals deal with pigeons?',
        answer:
          'Mostly by making your building less welcoming: bird netting, spikes or wires on ledges, screens over vents and gaps, and closing spaces around air conditioners. They remove nests of unprotected species and clean up droppings. Feeding pigeons nearby draws more of them, so ask neighbors not to.',
      },
      {
        question: 'Are pigeon droppings a health risk?',
        answer:
          'Large buildups of bird droppings can carry fungi and bacteria that cause illness, especially when they dry into dust. Don’t dry-sweep them. A professional can clean them up with protective equipment.',
      },
      {
        question: 'What about Canada geese?',
        answer:
          'Canada geese are protected by federal law. Treating their nests and eggs is only allowed after the property owner registers with the U.S. Fish and Wildlife Service, and only within a set spring season; state rules may also apply. A professional can explain the options for your property.',
      },
      birdCredentialFaq(),
    ],
    cta: cta(
      'Pigeons Taking Over?',
      'Report it and we’ll connect you with one licensed professional in your borough.',
    ),
    cardSummary:
      'Pigeons, starlings and sparrows in vents, AC units and ledges, handled within federal bird-protection rules.',
  },

  /* ------------------------------------------------------------ Specialized Removal */
  'raccoon-removal-nyc': {
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
      text: `Don’t approach it. Close the door to that room, keep children and pets away, and call {phone}. ${biteParagraph(EMERGENCY_EN)}`,
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
          `${biteParagraph(EMERGENCY_EN)} ${RULE.animal}`,
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
  },

  'bat-removal-nyc': {
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
          `${batParagraph(EMERGENCY_EN)}\n\n${biteParagraph(EMERGENCY_EN)} Most bats don’t have rabies, but testing is the only way to know.`,
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
  },

  'skunk-removal-nyc': {
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
          `Not necessarily: mothers sometimes forage by day in spring and summer. But a skunk that staggers, circles, or is unusually bold or aggressive may be sick. Keep people and pets away and call 311. If it’s between 6 p.m. and 10 a.m. or a holiday, or anyone is at risk, call 911. ${biteParagraph(EMERGENCY_EN)} If a pet was bitten, take it to a veterinarian.`,
      },
    ],
    cta: cta(
      'Skunk Under the Deck?',
      'Report it and we’ll connect you with one licensed professional in your borough.',
    ),
    cardSummary:
      'Skunks under decks, porches and sheds, moved out and closed off by licensed pros, never relocated.',
  },

  'opossum-removal-nyc': {
    slug: 'opossum-removal-nyc',
    name: 'Opossum',
    navLabel: 'Opossum Removal',
    navGroup: 'Specialized Removal',
    leadSpecies: 'Other',
    icon: 'trees',
    seo: {
      title: 'Opossum Removal in NYC: Licensed Pros',
      description:
        'Opossum in your garage, shed or under the deck? Report it free and we connect you with one licensed, insured wildlife pro in your borough.',
    },
    headline: 'Opossum Removal in New York City',
    subtitle:
      'Opossums are shy and usually move on, but not when your deck, shed or garage makes a good home. We connect you with one licensed professional who can remove one and close the space off.',
    urgentBanner: {
      title: 'Opossum inside your home or garage?',
      text: 'Leave it a clear way out, keep pets away and don’t corner it. Call {phone} for help from a licensed pro.',
    },
    signs: [
      {
        icon: 'trash',
        title: 'Raided Trash and Pet Food',
        description:
          'Knocked-over cans, torn bags or outdoor pet food gone overnight.',
      },
      {
        icon: 'fence',
        title: 'Activity Under Structures',
        description:
          'Hissing, rustling or a flattened entrance under a deck, porch, shed or steps.',
      },
      {
        icon: 'droplets',
        title: 'Droppings',
        description:
          'Droppings in a garage, shed, crawl space or near garbage areas.',
      },
      {
        icon: 'eye',
        title: 'A Night-Time Visitor',
        description:
          'A gray, cat-sized animal with a white face and a long bare tail, usually seen after dark.',
      },
    ],
    process: processFor(
      'opossums',
      'Tell us where the opossum is and how long it has been around. Use the form or call {phone}.',
      CONTACT_STEP,
    ),
    credential: 'nwco',
    trustBadges: badgesFor('nwco'),
    faqs: [
      {
        question: 'Are opossums dangerous?',
        answer:
          `Rarely. Opossums are shy. When threatened they hiss, show their teeth or play dead. Don’t corner or handle one. Rabies is uncommon in opossums, but after any bite or scratch: ${RULE.biteSteps.join(' ')}`,
      },
      {
        question: 'Will it leave on its own?',
        answer:
          'Often, yes. Opossums move around and may stay only a few days. If one is living under your deck or in a shed or garage, or keeps coming back for trash or pet food, a licensed professional can remove it and close off the space.',
      },
      {
        question: 'What happens to the opossum?',
        answer:
          'Under New York’s licensing rules, an operator releases a healthy animal on the property where it was caught, or somewhere else only with that landowner’s permission. An injured animal may go to a licensed wildlife rehabilitator. Ask the professional how they’ll handle it.',
      },
      {
        question: 'What if the opossum is sick or injured?',
        answer:
          'Call 311. The city’s Animal Care Centers respond to sick or injured opossums during business hours. The New York State DEC also lists licensed wildlife rehabilitators who care for injured wildlife.',
      },
    ],
    cta: cta(
      'Opossum Under the Deck?',
      'Report it and we’ll connect you with one licensed professional who serves your borough.',
    ),
    cardSummary:
      'Opossums in garages, sheds and under decks, removed by licensed pros who then close off the space.',
  },

  /* ------------------------------------------------------------ Ground & Large Animals */
  'groundhog-removal-nyc': {
    slug: 'groundhog-removal-nyc',
    name: 'Groundhog',
    navLabel: 'Groundhog Removal',
    navGroup: 'Ground & Large Animals',
    leadSpecies: 'Groundhogs',
    icon: 'shovel',
    seo: {
      title: 'Groundhog Removal in NYC Yards',
      description:
        'Groundhog burrowing under your shed, deck or foundation? Report it free and we connect you with one licensed wildlife pro in your borough.',
    },
    headline: 'Groundhog Removal in New York City',
    subtitle:
      'A groundhog under the shed can undermine it and empty your vegetable garden. We connect you with one licensed professional who can remove it and stop it digging back in.',
    urgentBanner: {
      title: 'Groundhog burrowing by your foundation?',
      text: lineHours('Call our 24/7 dispatch line at {phone} and we’ll pass your request to a licensed pro in your borough.', 'Call our dispatch line at {phone} and we’ll pass your request to a licensed pro in your borough.'),
    },
    signs: [
      {
        icon: 'shovel',
        title: 'Large Burrow Openings',
        description:
          'Holes about 10 to 12 inches wide in the yard or along a fence, shed, deck or foundation.',
      },
      {
        icon: 'sprout',
        title: 'Fresh Dirt Mounds',
        description:
          'A fan of freshly dug soil in front of the main entrance. Groundhogs also dig hidden openings without a mound.',
      },
      {
        icon: 'leaf',
        title: 'Garden Damage',
        description:
          'Vegetables, flowers and young plants eaten down to the ground, usually by day.',
      },
      {
        icon: 'triangle-alert',
        title: 'Sinking Ground or Slabs',
        description:
          'Settling soil, a tilted shed or cracked patio pavers over a tunnel.',
      },
    ],
    process: processFor(
      'groundhogs',
      'Tell us where the burrow is and what it’s under or near. Use the form or call {phone}.',
      CONTACT_STEP,
    ),
    credential: 'nwco',
    trustBadges: badgesFor('nwco'),
    faqs: [
      {
        question: 'How big is a groundhog burrow?',
        answer:
          'The main entrance is usually about 10 to 12 inches wide, often with a mound of dirt in front. A burrow can have several openings, including hidden ones without any dirt around them, so a professional checks the whole area.',
      },
      {
        question: 'Can a groundhog damage my house?',
        answer:
          'Yes. Tunnels under sheds, decks, patios, steps and foundations can undermine them, and open holes are a tripping hazard for people and pets.',
      },
      {
        question: 'When are groundhogs active?',
        answer:
          'Groundhogs hibernate through the cold months and come out in late winter or early spring. Their young are born in spring, and they feed heavily through summer and fall. If there may be young in the burrow, a professional plans the work around them.',
      },
      {
        question: 'What will a professional do?',
        answer:
          'Typically confirm the burrow is active, remove the groundhog by trapping or a one-way exclusion, then fill the burrow and bury wire mesh along the base of the shed, deck or fence so it can’t dig back in. Under New York’s licensing rules, a healthy animal is released on the property where it was caught, or elsewhere only with that landowner’s permission.',
      },
    ],
    cta: cta(
      'Groundhog Under the Shed?',
      'Report it and we’ll connect you with one licensed professional in your borough.',
    ),
    cardSummary:
      'Groundhogs burrowing under sheds, decks and foundations, removed and kept out by licensed pros.',
  },

  'mole-vole-removal-nyc': {
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
  },

  'snake-removal-nyc': {
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
  },

  'fox-coyote-removal-nyc': {
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
          `Not necessarily. Foxes and coyotes are often out in daylight, especially when raising young. Warning signs are staggering, circling, unusual tameness or aggression. If you see them: ${RULE.animal} ${biteParagraph(EMERGENCY_EN)} If a pet was bitten, take it to a veterinarian.`,
      },
    ],
    cta: cta(
      'Fox or Coyote Den in the Yard?',
      'Report it and we’ll connect you with one licensed professional in your borough.',
    ),
    cardSummary:
      'Fox and coyote dens or repeat visits, with clear advice on when it’s a 911, 311 or private matter.',
  },
} as const satisfies Record<SpeciesSlug, SpeciesPage>;

/** Slugs in header order. */
export const SPECIES_SLUGS = Object.keys(SPECIES_PAGES) as SpeciesSlug[];

export function isSpeciesSlug(value: string): value is SpeciesSlug {
  return Object.hasOwn(SPECIES_PAGES, value);
}

export function getSpeciesPage(slug: string): SpeciesPage | undefined {
  return isSpeciesSlug(slug) ? SPECIES_PAGES[slug] : undefined;
}

