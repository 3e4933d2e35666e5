/**
 * One way to name the animals of a lead, for every surface that shows them (the console's queue
 * and lead, the pro portal's offers and jobs, the resident's status page). A /contact report
 * names an animal type ('Raccoon') and the species list of the single form ('Raccoons'); the
 * database's leads.wanted_species joins the two without duplicates (private.lead_wanted_species,
 * which the e-mails read through private.lead_summary). This module maps the animal type to the
 * same species name, drops repeats, and keeps 'Other' only when nothing more precise is named.
 */
import type { AnimalType, LeadSpecies } from './options';

/**
 * The species an animal type of the /contact flow is (the same mapping as
 * private.lead_wanted_species in supabase/migrations/20261126140000_street_address.sql); the
 * other animal types are named as they are ('Opossum').
 */
export const SPECIES_FOR_ANIMAL: Readonly<Partial<Record<AnimalType, LeadSpecies>>> = {
  Raccoon: 'Raccoons',
  Squirrel: 'Squirrels',
  Rat: 'Rats',
  Mouse: 'Mice',
  Bat: 'Bats',
  Bird: 'Birds',
  Skunk: 'Skunks',
  Snake: 'Snakes',
  Groundhog: 'Groundhogs',
};

const OTHER = 'Other';

/**
 * The names of a lead's animals, each once: the animal type first (as its species when it has
 * one), then the species list; 'Other' only when it is the only name.
 */
export function speciesNames(species: readonly string[] | null | undefined, animalType?: string | null): string[] {
  const names: string[] = [];
  const add = (name: string | null | undefined) => {
    const clean = name?.trim();
    if (clean && !names.includes(clean)) names.push(clean);
  };
  if (animalType) add(SPECIES_FOR_ANIMAL[animalType as AnimalType] ?? animalType);
  for (const s of species ?? []) add(s);
  const precise = names.filter((n) => n !== OTHER);
  return precise.length > 0 ? precise : names;
}

/**
 * The names as one line: `name` translates each stored value (default: as stored), `join`
 * joins the list (default: ', '); `empty` when no animal is named.
 */
export function formatSpecies(
  species: readonly string[] | null | undefined,
  animalType: string | null | undefined,
  { name = (s: string) => s, join = (list: readonly string[]) => list.join(', '), empty = '' }: { name?: (s: string) => string; join?: (list: readonly string[]) => string; empty?: string } = {},
): string {
  const names = speciesNames(species, animalType).map(name);
  return names.length === 0 ? empty : join(names);
}
