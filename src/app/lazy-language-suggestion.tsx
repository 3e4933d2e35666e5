import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { LANGUAGE_CHOICE_KEY, isLocale, isTranslatedPath, type Locale } from '@/domain/locales';

/** Where a visitor's "no thanks" to a language is kept. */
export const DISMISSED_KEY = 'language-suggestion-dismissed';

/** The bar and its words in four languages: fetched only when there is something to suggest. */
const LanguageSuggestion = lazy(() => import('./language-suggestion').then((m) => ({ default: m.LanguageSuggestion })));

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The language the visitor chose before in the switcher, else the first language their browser
 * asks for when it is one of the site's other languages (a browser set to English suggests
 * nothing: a Spanish page was chosen on purpose). Null once the visitor said no to it.
 */
function wish(): Locale | null {
  const chosen = read(LANGUAGE_CHOICE_KEY);
  let want: Locale | null = isLocale(chosen) ? chosen : null;
  if (want === null) {
    for (const tag of navigator.languages ?? [navigator.language]) {
      const lower = tag.toLowerCase();
      if (lower.startsWith('en')) break;
      if (lower.startsWith('es')) want = 'es';
      else if (lower.startsWith('zh-hant') || lower === 'zh-tw' || lower === 'zh-hk' || lower === 'zh-mo') want = 'zh-Hant';
      else if (lower.startsWith('zh')) want = 'zh-Hans';
      if (want !== null) break;
    }
  }
  return want !== null && read(DISMISSED_KEY) !== want ? want : null;
}

/** A choice made in another tab counts here too. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * Offers the page in the visitor's language when it differs from the page's: read through
 * useSyncExternalStore (the prerender and hydration render nothing), never a redirect.
 */
export function LazyLanguageSuggestion({ locale, englishPathname }: { locale: Locale; englishPathname: string }) {
  const want = useSyncExternalStore(subscribe, wish, () => null);
  const [dismissed, setDismissed] = useState<Locale | null>(null);
  if (want === null || want === locale || want === dismissed || !isTranslatedPath(englishPathname)) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestion
        suggested={want}
        englishPathname={englishPathname}
        onDismiss={() => {
          try {
            localStorage.setItem(DISMISSED_KEY, want);
          } catch {
            // Dismissed for this page view only.
          }
          setDismissed(want);
        }}
      />
    </Suspense>
  );
}
