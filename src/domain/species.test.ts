import { describe, expect, it } from 'vitest';
import { ANIMAL_TYPES } from './options';
import { SPECIES_FOR_ANIMAL, formatSpecies, speciesNames } from './species';

describe('speciesNames', () => {
  it('names a /contact report once: the animal type and its species are one name', () => {
    expect(speciesNames(['Raccoons', 'Raccoons'], 'Raccoon')).toEqual(['Raccoons']);
    expect(speciesNames(['Raccoons'], 'Raccoon')).toEqual(['Raccoons']);
  });

  it('keeps every different species of the single form, in order, each once', () => {
    expect(speciesNames(['Bats', 'Mice', 'Bats'], null)).toEqual(['Bats', 'Mice']);
  });

  it('names an animal type without a species as it is, instead of Other', () => {
    expect(speciesNames(['Other'], 'Opossum')).toEqual(['Opossum']);
    expect(speciesNames(['Other'], 'Other / not sure')).toEqual(['Other / not sure']);
  });

  it('keeps Other when it is the only name, and nothing when nothing is named', () => {
    expect(speciesNames(['Other'], null)).toEqual(['Other']);
    expect(speciesNames([], null)).toEqual([]);
    expect(speciesNames(null, undefined)).toEqual([]);
  });

  it('maps only animal types that exist', () => {
    for (const animal of Object.keys(SPECIES_FOR_ANIMAL)) expect(ANIMAL_TYPES).toContain(animal);
  });
});

describe('formatSpecies', () => {
  it('joins the names once, translated and joined as asked', () => {
    expect(formatSpecies(['Raccoons', 'Raccoons'], 'Raccoon')).toBe('Raccoons');
    expect(formatSpecies(['Bats', 'Rats'], null, { join: (l) => l.join(' and ') })).toBe('Bats and Rats');
    expect(formatSpecies(['Raccoons'], 'Raccoon', { name: (s) => (s === 'Raccoons' ? 'Mapaches' : s) })).toBe('Mapaches');
    expect(formatSpecies([], null, { empty: 'Not said' })).toBe('Not said');
  });
});
