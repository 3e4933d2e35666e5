import type { SpeciesPage, SpeciesSlug } from './types';
import rat from './species/rat-removal-nyc';
import mouse from './species/mouse-removal-nyc';
import squirrel from './species/squirrel-removal-nyc';
import bird from './species/bird-removal-nyc';
import raccoon from './species/raccoon-removal-nyc';
import bat from './species/bat-removal-nyc';
import skunk from './species/skunk-removal-nyc';
import opossum from './species/opossum-removal-nyc';
import groundhog from './species/groundhog-removal-nyc';
import moleVole from './species/mole-vole-removal-nyc';
import snake from './species/snake-removal-nyc';
import foxCoyote from './species/fox-coyote-removal-nyc';

/**
 * The twelve species service pages (/services/:slug), in header order, one module per page
 * under content/species/ so a species page loads its own words only (species-loaders.ts);
 * the rules every page shares live in content/species/shared.ts.
 */
export const SPECIES_PAGES = {
  'rat-removal-nyc': rat,
  'mouse-removal-nyc': mouse,
  'squirrel-removal-nyc': squirrel,
  'bird-removal-nyc': bird,
  'raccoon-removal-nyc': raccoon,
  'bat-removal-nyc': bat,
  'skunk-removal-nyc': skunk,
  'opossum-removal-nyc': opossum,
  'groundhog-removal-nyc': groundhog,
  'mole-vole-removal-nyc': moleVole,
  'snake-removal-nyc': snake,
  'fox-coyote-removal-nyc': foxCoyote,
} as const satisfies Record<SpeciesSlug, SpeciesPage>;

/** Slugs in header order. */
export const SPECIES_SLUGS = Object.keys(SPECIES_PAGES) as SpeciesSlug[];

export function isSpeciesSlug(value: string): value is SpeciesSlug {
  return Object.hasOwn(SPECIES_PAGES, value);
}

export function getSpeciesPage(slug: string): SpeciesPage | undefined {
  return isSpeciesSlug(slug) ? SPECIES_PAGES[slug] : undefined;
}
