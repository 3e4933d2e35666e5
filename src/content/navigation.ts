import type { Borough } from '../domain/options';
import type { BoroughSlug, SpeciesNavGroup, SpeciesSlug } from './types';

/**
 * Slugs, menu labels and paths of the species and borough pages, kept light on purpose:
 * the route table and the header import this module, so it must not pull in the page copy
 * (species.ts, boroughs.ts). content.test.ts checks that it matches that copy.
 */

/** The three columns of the 'Wildlife Services' dropdown, in order. */
export const SPECIES_GROUPS = [
  'Common Pests',
  'Specialized Removal',
  'Ground & Large Animals',
] as const satisfies readonly SpeciesNavGroup[];

/** The twelve species pages, in menu order. */
export const SPECIES_NAV = [
  { slug: 'rat-removal-nyc', label: 'Rat Removal', group: 'Common Pests' },
  { slug: 'mouse-removal-nyc', label: 'Mouse Removal', group: 'Common Pests' },
  { slug: 'squirrel-removal-nyc', label: 'Squirrel Removal', group: 'Common Pests' },
  { slug: 'bird-removal-nyc', label: 'Bird Removal', group: 'Common Pests' },
  { slug: 'raccoon-removal-nyc', label: 'Raccoon Removal', group: 'Specialized Removal' },
  { slug: 'bat-removal-nyc', label: 'Bat Removal', group: 'Specialized Removal' },
  { slug: 'skunk-removal-nyc', label: 'Skunk Removal', group: 'Specialized Removal' },
  { slug: 'opossum-removal-nyc', label: 'Opossum Removal', group: 'Specialized Removal' },
  { slug: 'groundhog-removal-nyc', label: 'Groundhog Removal', group: 'Ground & Large Animals' },
  { slug: 'mole-vole-removal-nyc', label: 'Mole & Vole Removal', group: 'Ground & Large Animals' },
  { slug: 'snake-removal-nyc', label: 'Snake Removal', group: 'Ground & Large Animals' },
  { slug: 'fox-coyote-removal-nyc', label: 'Fox & Coyote Removal', group: 'Ground & Large Animals' },
] as const satisfies readonly { slug: SpeciesSlug; label: string; group: SpeciesNavGroup }[];

/** The five borough pages, in 'Service Areas' order. */
export const BOROUGH_NAV = [
  { slug: 'manhattan-wildlife-control', label: 'Manhattan', borough: 'Manhattan' },
  { slug: 'brooklyn-wildlife-control', label: 'Brooklyn', borough: 'Brooklyn' },
  { slug: 'queens-wildlife-control', label: 'Queens', borough: 'Queens' },
  { slug: 'bronx-wildlife-control', label: 'The Bronx', borough: 'Bronx' },
  { slug: 'staten-island-wildlife-control', label: 'Staten Island', borough: 'Staten Island' },
] as const satisfies readonly { slug: BoroughSlug; label: string; borough: Borough }[];

/** /services/<slug> */
export function speciesPath(slug: SpeciesSlug): `/services/${SpeciesSlug}` {
  return `/services/${slug}`;
}

/** /<slug> (borough pages sit at the root, e.g. /brooklyn-wildlife-control). */
export function boroughPath(slug: BoroughSlug): `/${BoroughSlug}` {
  return `/${slug}`;
}
