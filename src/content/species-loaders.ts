import type { SpeciesPage, SpeciesSlug } from './types';

/**
 * One species page's words, loaded on its own: the route of /services/:slug fetches its page
 * and nothing of the eleven others (content/species.ts holds all twelve for tests and lists).
 */
export const SPECIES_PAGE_LOADERS: Record<SpeciesSlug, () => Promise<SpeciesPage>> = {
  'rat-removal-nyc': () => import('./species/rat-removal-nyc').then((m) => m.default),
  'mouse-removal-nyc': () => import('./species/mouse-removal-nyc').then((m) => m.default),
  'squirrel-removal-nyc': () => import('./species/squirrel-removal-nyc').then((m) => m.default),
  'bird-removal-nyc': () => import('./species/bird-removal-nyc').then((m) => m.default),
  'raccoon-removal-nyc': () => import('./species/raccoon-removal-nyc').then((m) => m.default),
  'bat-removal-nyc': () => import('./species/bat-removal-nyc').then((m) => m.default),
  'skunk-removal-nyc': () => import('./species/skunk-removal-nyc').then((m) => m.default),
  'opossum-removal-nyc': () => import('./species/opossum-removal-nyc').then((m) => m.default),
  'groundhog-removal-nyc': () => import('./species/groundhog-removal-nyc').then((m) => m.default),
  'mole-vole-removal-nyc': () => import('./species/mole-vole-removal-nyc').then((m) => m.default),
  'snake-removal-nyc': () => import('./species/snake-removal-nyc').then((m) => m.default),
  'fox-coyote-removal-nyc': () => import('./species/fox-coyote-removal-nyc').then((m) => m.default),
};
