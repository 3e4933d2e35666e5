import type { FeatureCard } from '@/components/sections';
import { ANIMAL_PARAM, CONTACT_PATH } from '@/config/paths';
import { localizedPath, type Locale } from '@/domain/locales';

/**
 * The report-flow animal a species page is about, from its path: '/services/raccoon-removal-nyc'
 * → 'Raccoon', '/services/mole-vole-removal-nyc' → 'Mole or vole' (the slugs name the animals of
 * the flow; a test checks every slug). Written as a rule, not a table, to keep public pages light.
 */
export function animalForSpeciesPath(path: string): string | null {
  const words = /^\/services\/([a-z]+(?:-[a-z]+)?)-removal-nyc$/.exec(path)?.[1]?.split('-');
  if (!words) return null;
  const name = words.join(' or ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Where a species card leads. In English, the species page. The species pages exist only in
 * English, so on a translated page a card opens the report flow in the page's language with the
 * animal already chosen, and says so with the page's own report button label.
 */
export function withSpeciesCardHref(locale: Locale, card: FeatureCard, reportLabel: string): FeatureCard {
  if (locale === 'en' || card.href === undefined) return card;
  const animal = animalForSpeciesPath(card.href);
  if (!animal) return card;
  return { ...card, href: `${localizedPath(locale, CONTACT_PATH)}?${ANIMAL_PARAM}=${encodeURIComponent(animal)}`, linkLabel: reportLabel };
}
