import type { ComponentType } from 'react';
import type { ChromeCopy, FooterCopy } from '@/content/chrome';
import type { LegalKey } from '@/content/legal/paths';
import type { BoroughSlug } from '@/content/types';

/** A page module: the component for the route's element. */
export type PageModule = { Component: ComponentType };

/**
 * What a language other than English registers (its folder's index.ts): the frame's words and
 * each translated page, every one its own chunk so a page never downloads another language's
 * words. The route table (app/route-table.ts) and the frame loader (app/locale.ts) read it.
 */
export type Translation = {
  frame: () => Promise<{ CHROME_COPY: ChromeCopy; FOOTER_COPY: FooterCopy }>;
  pages: {
    home: () => Promise<PageModule>;
    nyc: () => Promise<PageModule>;
    borough: () => Promise<{ boroughPageFor: (slug: BoroughSlug) => ComponentType }>;
    faqs: () => Promise<PageModule>;
    contact: () => Promise<PageModule>;
    status: () => Promise<PageModule>;
    legal: () => Promise<{ legalPageFor: (which: LegalKey) => ComponentType }>;
    notFound: () => Promise<PageModule>;
  };
};
