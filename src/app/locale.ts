import { useEffect, useReducer } from 'react';
import type { ChromeCopy, FooterCopy } from '@/content/chrome';
import type { Locale } from '@/domain/locales';
import { TRANSLATIONS } from '@/locales';

/** The frame's words in one language: menus, header, drawer, footer. */
export type LocaleChrome = { chrome: ChromeCopy; footer: FooterCopy };

/**
 * Each language's frame is its own chunk (English too), loaded with the page's code before the
 * first render (preloadLocale, from main.tsx and the prerender) and preloaded by the page's HTML,
 * so a page in one language never downloads another language's words.
 */
const frame = (m: { CHROME_COPY: ChromeCopy; FOOTER_COPY: FooterCopy }): LocaleChrome => ({ chrome: m.CHROME_COPY, footer: m.FOOTER_COPY });
const load = (locale: Locale): Promise<LocaleChrome> =>
  (locale === 'en' ? import('@/content/frame') : TRANSLATIONS[locale].frame()).then(frame);

const LOADED = new Map<Locale, LocaleChrome>();
let latest: LocaleChrome | null = null;

export async function preloadLocale(locale: Locale): Promise<void> {
  if (LOADED.has(locale)) return;
  const chrome = await load(locale);
  LOADED.set(locale, chrome);
  latest ??= chrome;
}

/**
 * The frame of a language: at once for the page the visitor opened (loaded before the first
 * render); after a client-side move to another language, the frame already shown until the new
 * one's chunk arrives, then re-rendered. Null only if no frame could be loaded at all (the
 * shell then shows the page without header and footer rather than nothing).
 */
export function useLocaleChrome(locale: Locale): LocaleChrome | null {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const ready = LOADED.get(locale);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void preloadLocale(locale)
      .then(() => {
        if (live) loaded();
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale, ready]);
  return ready ?? latest;
}
