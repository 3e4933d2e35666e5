import type { Borough } from '../domain/options';
import { PROCESS_STEPS, REPORT_BUTTON, TRUST_BADGES } from './site-copy';
import type { BoroughPage, BoroughSlug } from './types';

/**
 * The five borough landing pages, in the order of the 'Service Areas' menu.
 * Each page's copy is specific to the borough (housing, green space, usual species,
 * seasons), never a name-swapped clone. No statistics; deer are mentioned for
 * Staten Island only to say they are not a removal job.
 */

function cta(displayName: string) {
  return {
    title: `Wildlife Problem in ${displayName}?`,
    text: `Report it now and we’ll connect you with one licensed, insured professional who serves ${displayName}.`,
    button: REPORT_BUTTON.label,
    href: REPORT_BUTTON.href,
  };
}

export const BOROUGH_PAGES = {
  'manhattan-wildlife-control': {
    slug: 'manhattan-wildlife-control',
    borough: 'Manhattan',
    displayName: 'Manhattan',
    seo: {
      title: 'Manhattan Wildlife Control & Removal',
      description:
        'Rats, mice, pigeons or raccoons in your Manhattan building? Report it free and we connect you with one licensed, insured wildlife pro.',
    },
    title: 'Wildlife Control in Manhattan',
    heroSubtitle:
      'From prewar walk-ups to high-rises, Manhattan’s wildlife problems are mostly rats, mice and pigeons, with raccoons near the big parks. We connect you with one licensed professional who works here.',
    heroImageAlt:
      'Illustration of Manhattan high-rises with a raccoon sitting on a window ledge',
    formHeading: 'Find a Wildlife Pro in Manhattan',
    intro:
      'Manhattan’s prewar walk-ups, townhouses and high-rises give rats and mice plenty of places to shelter, and pigeons plenty of ledges, air-conditioner brackets and fire escapes to nest on. Raccoons live in Central Park and the wooded parks of northern Manhattan such as Inwood Hill and Fort Tryon, and some move into nearby roofs, chimneys and backyard sheds. Whatever the animal, the fix usually starts with finding and sealing the way in.',
    problems: [
      {
        name: 'Rats',
        icon: 'rat',
        description:
          'Burrows in tree pits, courtyards and backyards, and rats in basements, trash rooms and restaurants.',
        speciesSlug: 'rat-removal-nyc',
      },
      {
        name: 'Mice',
        icon: 'cheese',
        description:
          'Mice moving between apartments through gaps around radiator and kitchen pipes, especially in colder months.',
        speciesSlug: 'mouse-removal-nyc',
      },
      {
        name: 'Pigeons',
        icon: 'bird',
        description:
          'Nesting behind air conditioners, on fire escapes and ledges, with droppings piling up on sills.',
        speciesSlug: 'bird-removal-nyc',
      },
      {
        name: 'Raccoons',
        icon: 'paw-print',
        description:
          'Raccoons from the parks getting into townhouse roofs, chimneys and backyard sheds.',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: 'Squirrels',
        icon: 'squirrel',
        description:
          'Squirrels chewing into cornices, roof edges and top-floor spaces, especially on tree-lined blocks.',
        speciesSlug: 'squirrel-removal-nyc',
      },
    ],
    neighborhoods: [
      'Inwood',
      'Washington Heights',
      'Harlem',
      'East Harlem',
      'Morningside Heights',
      'Upper West Side',
      'Upper East Side',
      'Midtown',
      'Hell’s Kitchen',
      'Chelsea',
      'Greenwich Village',
      'East Village',
      'Lower East Side',
      'Tribeca',
      'Financial District',
    ],
    seasonalNotes: [
      'Spring: raccoons look for sheltered spots to raise their young, including chimneys and roof spaces near the parks.',
      'Fall and winter: mice move indoors as it gets cold, so seal gaps around pipes and radiators early.',
      'All year: pigeons nest in every season, so screens and netting work better than waiting for spring.',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: cta('Manhattan'),
  },

  'brooklyn-wildlife-control': {
    slug: 'brooklyn-wildlife-control',
    borough: 'Brooklyn',
    displayName: 'Brooklyn',
    seo: {
      title: 'Brooklyn Wildlife Control & Removal',
      description:
        'Raccoons, squirrels, rats or mice in your Brooklyn home? Report it free and we connect you with one licensed, insured wildlife pro nearby.',
    },
    title: 'Wildlife Control in Brooklyn',
    heroSubtitle:
      'Brownstones, row houses and backyards make Brooklyn comfortable for raccoons, squirrels and rats. We connect you with one licensed professional who works in the borough.',
    heroImageAlt:
      'Illustration of a row of Brooklyn brownstones with a raccoon on a fire escape',
    formHeading: 'Find a Wildlife Pro in Brooklyn',
    intro:
      'Brooklyn’s brownstones, row houses and wood-frame homes come with backyards, roof cornices, chimneys and crawl spaces, and wildlife uses all of them. Raccoons are a familiar sight around Prospect Park and in neighborhoods with leafy backyards, and squirrels get into attics and top floors. Rats and mice are year-round problems in apartment buildings, restaurants and yards across the borough.',
    problems: [
      {
        name: 'Raccoons',
        icon: 'paw-print',
        description:
          'Raccoons denning in brownstone chimneys, roof spaces and under backyard decks.',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: 'Squirrels',
        icon: 'squirrel',
        description:
          'Squirrels chewing through cornices and roof edges into attics and top-floor ceilings.',
        speciesSlug: 'squirrel-removal-nyc',
      },
      {
        name: 'Rats',
        icon: 'rat',
        description:
          'Burrows in backyards and tree pits, and rats around trash areas and basements.',
        speciesSlug: 'rat-removal-nyc',
      },
      {
        name: 'Mice',
        icon: 'cheese',
        description:
          'Mice in kitchens and walls of apartments and row houses, especially from fall onward.',
        speciesSlug: 'mouse-removal-nyc',
      },
      {
        name: 'Pigeons',
        icon: 'bird',
        description:
          'Pigeons nesting on fire escapes, air conditioners and under elevated subway lines.',
        speciesSlug: 'bird-removal-nyc',
      },
      {
        name: 'Opossums',
        icon: 'trees',
        description:
          'Opossums sheltering under decks, sheds and porches in neighborhoods with larger yards.',
        speciesSlug: 'opossum-removal-nyc',
      },
    ],
    neighborhoods: [
      'Park Slope',
      'Prospect Heights',
      'Crown Heights',
      'Bedford-Stuyvesant',
      'Williamsburg',
      'Greenpoint',
      'Bushwick',
      'Brooklyn Heights',
      'Carroll Gardens',
      'Flatbush',
      'Ditmas Park',
      'Sunset Park',
      'Bay Ridge',
      'Bensonhurst',
      'Sheepshead Bay',
      'Canarsie',
    ],
    seasonalNotes: [
      'Spring: raccoon mothers look for chimneys and roof spaces to raise their young. Get chimney caps and vent screens checked before then.',
      'Late summer: squirrels raise a second round of young, so roof-line holes should be dealt with carefully.',
      'Fall: mice start moving indoors; it’s the best time to seal gaps around pipes and doors.',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: cta('Brooklyn'),
  },

  'queens-wildlife-control': {
    slug: 'queens-wildlife-control',
    borough: 'Queens',
    displayName: 'Queens',
    seo: {
      title: 'Queens Wildlife Control & Removal',
      description:
        'Raccoons, skunks, opossums or squirrels at your Queens home? Report it free and we connect you with one licensed, insured wildlife pro.',
    },
    title: 'Wildlife Control in Queens',
    heroSubtitle:
      'Detached houses, decks and backyards give raccoons, skunks and opossums plenty of places to settle in. We connect you with one licensed professional who serves Queens.',
    heroImageAlt:
      'Illustration of detached Queens houses and street trees, with a skunk crossing the front lawns',
    formHeading: 'Find a Wildlife Pro in Queens',
    intro:
      'Much of Queens is detached and semi-detached homes with yards, decks and sheds, in neighborhoods from Bayside and Douglaston to Howard Beach. Raccoons, skunks, opossums and squirrels settle in easily, especially near Forest Park, Alley Pond Park and the borough’s other green spaces, and coyotes have been sighted in parts of the borough. Rats and mice remain everyday problems along busy commercial streets and in apartment buildings.',
    problems: [
      {
        name: 'Raccoons',
        icon: 'paw-print',
        description:
          'Raccoons in attics and chimneys, and raiding trash in backyards and driveways.',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: 'Skunks',
        icon: 'wind',
        description:
          'Skunks denning under decks, porches and sheds, and digging up lawns for grubs.',
        speciesSlug: 'skunk-removal-nyc',
      },
      {
        name: 'Opossums',
        icon: 'trees',
        description:
          'Opossums in garages and crawl spaces, and under decks and porches.',
        speciesSlug: 'opossum-removal-nyc',
      },
      {
        name: 'Squirrels',
        icon: 'squirrel',
        description:
          'Squirrels chewing into attics, soffits and roof vents of detached homes.',
        speciesSlug: 'squirrel-removal-nyc',
      },
      {
        name: 'Rats and Mice',
        icon: 'rat',
        description:
          'Rats in yards and around commercial strips, and mice in homes and apartment buildings.',
        speciesSlug: 'rat-removal-nyc',
      },
      {
        name: 'Foxes and Coyotes',
        icon: 'dog',
        description:
          'Sightings near parks and the shoreline, and the occasional den under a shed or deck.',
        speciesSlug: 'fox-coyote-removal-nyc',
      },
    ],
    neighborhoods: [
      'Astoria',
      'Long Island City',
      'Sunnyside',
      'Woodside',
      'Jackson Heights',
      'Flushing',
      'Whitestone',
      'Bayside',
      'Douglaston',
      'Fresh Meadows',
      'Forest Hills',
      'Kew Gardens',
      'Ridgewood',
      'Jamaica',
      'Howard Beach',
      'Rockaway Beach',
    ],
    seasonalNotes: [
      'Spring: raccoons and skunks look for denning spots in attics and under decks and sheds, and may have young inside.',
      'Late summer and fall: skunks dig up lawns hunting grubs, and mice begin moving indoors.',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: cta('Queens'),
  },

  'bronx-wildlife-control': {
    slug: 'bronx-wildlife-control',
    borough: 'Bronx',
    displayName: 'The Bronx',
    seo: {
      title: 'Bronx Wildlife Control & Removal',
      description:
        'Raccoons, skunks, rats or a coyote near your Bronx home? Report it free and we connect you with one licensed, insured wildlife pro.',
    },
    title: 'Wildlife Control in The Bronx',
    heroSubtitle:
      'Big parks and wooded edges bring raccoons, skunks, opossums and coyotes close to Bronx homes. We connect you with one licensed professional who serves The Bronx.',
    heroImageAlt:
      'Illustration of Bronx apartment buildings beside a wooded park, with a coyote on the grass',
    formHeading: 'Find a Wildlife Pro in The Bronx',
    intro:
      'The Bronx has some of the city’s largest green spaces, including Pelham Bay Park, Van Cortlandt Park and the wooded banks of the Bronx River. Coyotes have settled in the borough, and raccoons, skunks and opossums are common near parks and in neighborhoods with houses and yards, such as Riverdale, Throggs Neck and City Island. In denser neighborhoods, rats and mice are the everyday problems.',
    problems: [
      {
        name: 'Raccoons',
        icon: 'paw-print',
        description:
          'Raccoons in attics, chimneys and garages, especially in homes near the parks.',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: 'Coyotes and Foxes',
        icon: 'dog',
        description:
          'Coyotes around Pelham Bay and Van Cortlandt Parks, and the occasional den near a home.',
        speciesSlug: 'fox-coyote-removal-nyc',
      },
      {
        name: 'Skunks',
        icon: 'wind',
        description: 'Skunks under porches, decks and sheds in neighborhoods with yards.',
        speciesSlug: 'skunk-removal-nyc',
      },
      {
        name: 'Rats',
        icon: 'rat',
        description:
          'Rats in basements, courtyards and trash areas of apartment buildings and businesses.',
        speciesSlug: 'rat-removal-nyc',
      },
      {
        name: 'Mice',
        icon: 'cheese',
        description: 'Mice in apartments and houses, moving indoors as the weather cools.',
        speciesSlug: 'mouse-removal-nyc',
      },
      {
        name: 'Opossums',
        icon: 'trees',
        description: 'Opossums in garages, crawl spaces and under decks near green space.',
        speciesSlug: 'opossum-removal-nyc',
      },
    ],
    neighborhoods: [
      'Riverdale',
      'Kingsbridge',
      'Fordham',
      'Belmont',
      'Mott Haven',
      'Hunts Point',
      'Parkchester',
      'Morris Park',
      'Pelham Bay',
      'Throggs Neck',
      'City Island',
      'Co-op City',
      'Woodlawn',
      'Wakefield',
      'Norwood',
    ],
    seasonalNotes: [
      'Late winter and spring: coyotes pair up and raise pups, and may be more protective near their dens. Keep dogs leashed near park edges.',
      'Spring: raccoons look for attics and chimneys to raise their young.',
      'Fall: mice move indoors as it gets cold.',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: cta('The Bronx'),
  },

  'staten-island-wildlife-control': {
    slug: 'staten-island-wildlife-control',
    borough: 'Staten Island',
    displayName: 'Staten Island',
    seo: {
      title: 'Staten Island Wildlife Control',
      description:
        'Groundhogs, skunks, raccoons or opossums at your Staten Island home? Report it free and reach one licensed, insured wildlife pro.',
    },
    title: 'Wildlife Control in Staten Island',
    heroSubtitle:
      'The most suburban borough has the most backyard wildlife: groundhogs, skunks, raccoons and opossums. We connect you with one licensed professional who serves Staten Island.',
    heroImageAlt:
      'Illustration of a Staten Island house and trees by the water, with the ferry passing and a groundhog on the lawn',
    formHeading: 'Find a Wildlife Pro in Staten Island',
    intro:
      'Staten Island is the city’s most suburban borough, with detached homes, big yards and the wooded Greenbelt running through its center. Groundhogs, skunks, raccoons and opossums are regular backyard visitors, and moles and voles work through lawns and gardens. Deer are common on the island too; they aren’t something our network handles, and a sick or injured deer should be reported to 311.',
    problems: [
      {
        name: 'Groundhogs',
        icon: 'shovel',
        description:
          'Groundhogs burrowing under sheds, decks and foundations, and emptying vegetable gardens.',
        speciesSlug: 'groundhog-removal-nyc',
      },
      {
        name: 'Skunks',
        icon: 'wind',
        description:
          'Skunks denning under porches and decks and digging up lawns for grubs.',
        speciesSlug: 'skunk-removal-nyc',
      },
      {
        name: 'Raccoons',
        icon: 'paw-print',
        description: 'Raccoons in attics and chimneys, and raiding trash and compost.',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: 'Opossums',
        icon: 'trees',
        description: 'Opossums in garages, sheds and crawl spaces.',
        speciesSlug: 'opossum-removal-nyc',
      },
      {
        name: 'Moles and Voles',
        icon: 'sprout',
        description: 'Ridges, molehills and runways tearing up lawns and garden beds.',
        speciesSlug: 'mole-vole-removal-nyc',
      },
      {
        name: 'Snakes',
        icon: 'worm',
        description:
          'Harmless native snakes in basements, garages and rock walls, removed legally.',
        speciesSlug: 'snake-removal-nyc',
      },
    ],
    neighborhoods: [
      'St. George',
      'Tompkinsville',
      'Stapleton',
      'West Brighton',
      'Port Richmond',
      'Mariners Harbor',
      'Westerleigh',
      'Todt Hill',
      'Dongan Hills',
      'New Dorp',
      'Midland Beach',
      'Great Kills',
      'Eltingville',
      'Annadale',
      'Huguenot',
      'Tottenville',
    ],
    seasonalNotes: [
      'Late winter and spring: groundhogs come out of hibernation and start digging under sheds and decks.',
      'Late spring and early summer: skunks and raccoons may have young under decks or in attics, so openings should not be sealed until they are checked.',
      'Late summer and fall: skunks dig up lawns for grubs and groundhogs feed heavily before winter.',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: cta('Staten Island'),
  },
} as const satisfies Record<BoroughSlug, BoroughPage>;

/** Slugs in 'Service Areas' menu order: Manhattan, Brooklyn, Queens, Bronx, Staten Island. */
export const BOROUGH_SLUGS = Object.keys(BOROUGH_PAGES) as BoroughSlug[];

export function isBoroughSlug(value: string): value is BoroughSlug {
  return Object.hasOwn(BOROUGH_PAGES, value);
}

export function getBoroughPage(slug: string): BoroughPage | undefined {
  return isBoroughSlug(slug) ? BOROUGH_PAGES[slug] : undefined;
}

/** The borough page of a borough value (e.g. for a lead's derived borough). */
export function boroughPageFor(borough: Borough): BoroughPage {
  const page = Object.values(BOROUGH_PAGES).find((p) => p.borough === borough);
  if (!page) throw new Error(`No borough page for ${borough}`);
  return page;
}
