import { describe, expect, it } from 'vitest';
import { ANIMAL_TYPES } from '@/domain/options';
import { SPECIES_SLUGS } from '@/content/species';
import { animalForSpeciesPath, withSpeciesCardHref } from './species-card-href';

const card = { icon: 'paw-print', title: 'Mapaches', description: 'En el ático.', href: '/services/raccoon-removal-nyc' } as const;

describe('a species card on a translated page', () => {
  it('opens the report flow in the page language with the animal chosen, labelled as a report', () => {
    expect(withSpeciesCardHref('es', card, 'Reportar un problema')).toEqual({ ...card, href: '/es/contact?animal=Raccoon', linkLabel: 'Reportar un problema' });
    expect(withSpeciesCardHref('zh-Hans', { ...card, href: '/services/mole-vole-removal-nyc' }, '报告问题').href).toBe('/zh-hans/contact?animal=Mole%20or%20vole');
  });

  it('stays the species page in English, and leaves other links alone', () => {
    expect(withSpeciesCardHref('en', card, 'Report')).toBe(card);
    const overview = { ...card, href: '/es/nyc-wildlife-control' };
    expect(withSpeciesCardHref('es', overview, 'Reportar')).toBe(overview);
  });

  it('knows the animal of every species page, and every one is an animal of the flow', () => {
    expect(SPECIES_SLUGS).toHaveLength(12);
    for (const slug of SPECIES_SLUGS) {
      const animal = animalForSpeciesPath(`/services/${slug}`);
      expect(animal, slug).not.toBeNull();
      expect(ANIMAL_TYPES).toContain(animal);
    }
  });
});
