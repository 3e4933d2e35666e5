import { LANGUAGE_SUGGESTION } from '@/locales/language-suggestion';
import { LANGUAGE_CHOICE_KEY, localizedPath, type Locale } from '@/domain/locales';

/** The bar offering the page in another language, written in that language; fixed at the bottom (no layout shift). */
export function LanguageSuggestion({ suggested, englishPathname, onDismiss }: { suggested: Locale; englishPathname: string; onDismiss: () => void }) {
  const words = LANGUAGE_SUGGESTION[suggested];
  return (
    <aside lang={suggested} aria-label={words.text} className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
      <p className="grow text-slate-900">{words.text}</p>
      <a
        href={localizedPath(suggested, englishPathname)}
        hrefLang={suggested}
        className="btn-primary min-h-11"
        onClick={() => {
          try {
            localStorage.setItem(LANGUAGE_CHOICE_KEY, suggested);
          } catch {
            // The link still works without storage.
          }
        }}
      >
        {words.action}
      </a>
      <button type="button" className="btn-outline min-h-11" onClick={onDismiss}>
        {words.dismiss}
      </button>
    </aside>
  );
}
