import { Icon } from '../icons/icon';
import { LANGUAGE_CHOICE_KEY } from '@/domain/locales';
import type { LanguageLink } from './nav-types';

function remember(lang: string): void {
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, lang);
  } catch {
    // Storage may be unavailable (private mode, blocked): the link still works.
  }
}

/** A link to the current page in one language, named in that language. */
export function LanguageAnchor({ link, className }: { link: LanguageLink; className: string }) {
  return (
    <a
      href={link.href}
      lang={link.lang}
      hrefLang={link.lang}
      aria-current={link.current ? 'true' : undefined}
      onClick={() => remember(link.lang)}
      className={`${className} ${link.current ? 'font-bold text-brand-800' : 'text-slate-800'}`}
    >
      {link.name}
    </a>
  );
}

/**
 * The header's language switcher: a native disclosure (details/summary: keyboard and screen
 * readers for free, no script) naming the current language, opening the four languages, each
 * named in itself, each a link to the current page in it (a full page load, so the page arrives
 * with only its own language's words). The choice is remembered; nothing redirects on it.
 */
export function LanguageMenu({ languages, label }: { languages: readonly LanguageLink[]; label: string }) {
  const current = languages.find((l) => l.current);
  return (
    <details className="relative">
      <summary className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1.5 rounded-md px-2 text-[0.9rem] font-medium whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
        <Icon name="globe" className="size-5" />
        <span className="sr-only">{label}: </span>
        <span lang={current?.lang} className="sr-only sm:not-sr-only xl:sr-only 2xl:not-sr-only">
          {current?.name}
        </span>
      </summary>
      <ul className="absolute right-0 z-50 mt-1 grid w-44 gap-0.5 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg">
        {languages.map((link) => (
          <li key={link.lang}>
            <LanguageAnchor link={link} className="flex min-h-11 items-center rounded-md px-3 hover:bg-brand-50" />
          </li>
        ))}
      </ul>
    </details>
  );
}
