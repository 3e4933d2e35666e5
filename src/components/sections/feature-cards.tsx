import { Link } from 'react-router-dom';
import { englishPath, isTranslatedPath } from '@/domain/locales';
import { Icon, type IconName } from '../icons/icon';

export type FeatureCard = { icon: IconName; title: string; description: string; href?: string; linkLabel?: string };

/**
 * A grid of icon cards; a card with an href is one link (its title names it). On a translated
 * page, `englishTag` ('Inglés', '英文') marks a card whose page exists only in English: a tag of
 * its own beside the title (never part of it), and the link says hreflang="en".
 */
export function FeatureCards({ cards, columns = 3, moreLabel = 'Learn more', englishTag = '' }: { cards: readonly FeatureCard[]; columns?: 2 | 3 | 4; moreLabel?: string; englishTag?: string }) {
  const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <ul className={`grid gap-5 ${grid}`}>
      {cards.map((card) => {
        const english = englishTag !== '' && card.href !== undefined && !isTranslatedPath(englishPath(card.href));
        return (
        <li key={card.title} className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={card.icon} />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            {card.href ? (
              <Link to={card.href} hrefLang={english ? 'en' : undefined} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-800">
                {card.title}
              </Link>
            ) : (
              card.title
            )}
          </h3>
          {english ? (
            <span data-english-tag className="mt-2 w-fit rounded-full border border-slate-300 px-2 py-0.5 text-xs font-semibold text-slate-700">
              {englishTag}
            </span>
          ) : null}
          <p className="mt-2 flex-1 text-slate-700">{card.description}</p>
          {card.href ? (
            <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
              {card.linkLabel ?? moreLabel} <Icon name="arrow-right" className="size-4" />
            </span>
          ) : null}
        </li>
        );
      })}
    </ul>
  );
}
