import type { FeatureCard } from '@/components/sections';
import { localizedPath, type Locale } from '@/domain/locales';
import { ANIMAL_PARAM, animalForSpeciesPath } from '@/domain/species';

/**
 * Where a species card leads. In English, the species page. The species pages exist only in
 * English, so on a translated page a card opens the report flow in the page's language with the
 * animal already chosen, and says so with the page's own report button label.
 */
export function withSpeciesCardHref(locale: Locale, card: FeatureCard, reportLabel: string): FeatureCard {
  if (locale === 'en' || card.href === undefined) return card;
  const animal = animalForSpeciesPath(card.href);
  if (!animal) return card;
  return { ...card, href: `${localizedPath(locale, '/contact')}?${ANIMAL_PARAM}=${encodeURIComponent(animal)}`, linkLabel: reportLabel };
}
