import { createContext } from 'react';

/** What one page declares about itself; rendered into <head> by the prerender step. */
export type PageHead = {
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
  ogType: 'website' | 'article';
  /** The page's language, for <html lang> (BCP 47). */
  lang: string;
  /** The page in every language (hreflang → absolute URL, 'x-default' included); [] when it has none. */
  alternates: readonly { hreflang: string; href: string }[];
};

/**
 * During prerendering the server passes a collector; <PageMeta> writes into it while
 * rendering. In the browser there is no collector and <PageMeta> updates <head> after
 * each navigation instead (so hydration never sees a difference).
 */
export type HeadCollector = { set: (head: PageHead) => void };

/** A collector for one prerendered page; `head()` gives what the page declared. */
export function createHeadCollector(): HeadCollector & { head: () => PageHead | null } {
  let current: PageHead | null = null;
  return {
    set: (head) => {
      current = head;
    },
    head: () => current,
  };
}

export const HeadContext = createContext<HeadCollector | null>(null);
