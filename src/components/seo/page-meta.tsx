import { useContext, useEffect } from 'react';
import { canonicalUrl, pageTitle, site } from '@/config/site';
import { LOCALES, englishPath, htmlLang, isTranslatedPath, localeOfPath, localizedPath } from '@/domain/locales';
import { HeadContext, type PageHead } from './head-context';

export type PageMetaProps = {
  /** Page part of the title; ' | NYC Wildlife Dispatch' is appended. */
  title: string;
  description: string;
  /** Site path this page is canonical for, e.g. '/about'. */
  path: string;
  noindex?: boolean;
  ogType?: PageHead['ogType'];
};

/** Open Graph locale of each language. */
const OG_LOCALE: Record<string, string> = { 'en-US': 'en_US', es: 'es_US', 'zh-Hant': 'zh_TW', 'zh-Hans': 'zh_CN' };

/**
 * A page's head: its language comes from its path's prefix; a page that exists in every
 * language names each version (hreflang) and the English one as x-default.
 */
export function buildHead({ title, description, path, noindex = false, ogType = 'website' }: PageMetaProps): PageHead {
  const lang = htmlLang(localeOfPath(path));
  const english = englishPath(path);
  const alternates =
    !noindex && isTranslatedPath(english)
      ? [
          ...LOCALES.map((l) => ({ hreflang: l, href: canonicalUrl(localizedPath(l, english)) })),
          { hreflang: 'x-default', href: canonicalUrl(english) },
        ]
      : [];
  return { title: pageTitle(title), description, canonical: canonicalUrl(path), noindex, ogType, lang, alternates };
}

/** Escapes text for an HTML attribute or text node. */
function esc(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The <head> tags of a page, as HTML (used by the prerender step). */
export function headToHtml(head: PageHead): string {
  const tags = [
    `<title>${esc(head.title)}</title>`,
    `<meta name="description" content="${esc(head.description)}" />`,
    `<link rel="canonical" href="${esc(head.canonical)}" />`,
    head.noindex ? `<meta name="robots" content="noindex" />` : '',
    `<meta property="og:site_name" content="${esc(site.name)}" />`,
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:title" content="${esc(head.title)}" />`,
    `<meta property="og:description" content="${esc(head.description)}" />`,
    `<meta property="og:url" content="${esc(head.canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[head.lang] ?? 'en_US'}" />`,
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${esc(a.hreflang)}" href="${esc(a.href)}" />`),
    `<meta name="twitter:card" content="summary" />`,
  ];
  return tags.filter(Boolean).join('\n    ');
}

function setMeta(attr: 'name' | 'property', key: string, content: string | null): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  if (el.getAttribute('content') !== content) el.setAttribute('content', content);
}

/**
 * Brings the document's head in line with the page's, writing only what differs. On hydration
 * the prerendered head already matches and nothing is written: setting the root's `lang`, even
 * to the value it has, restyles the whole document (20-65 ms on a phone-speed CPU, inside the
 * task that adopts the page).
 */
export function applyHead(head: PageHead): void {
  if (document.title !== head.title) document.title = head.title;
  if (document.documentElement.lang !== head.lang) document.documentElement.lang = head.lang;
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')];
  if (links.map((l) => [l.hreflang, l.href]).join() !== head.alternates.map((a) => [a.hreflang, a.href]).join()) {
    for (const link of links) link.remove();
    for (const a of head.alternates) {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = a.hreflang;
      link.href = a.href;
      document.head.appendChild(link);
    }
  }
  setMeta('name', 'description', head.description);
  setMeta('name', 'robots', head.noindex ? 'noindex' : null);
  setMeta('property', 'og:type', head.ogType);
  setMeta('property', 'og:title', head.title);
  setMeta('property', 'og:description', head.description);
  setMeta('property', 'og:url', head.canonical);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.appendChild(canonical);
  }
  if (canonical.href !== head.canonical) canonical.href = head.canonical;
}

/**
 * Declares the page's title, description, canonical URL and Open Graph tags. Render it
 * exactly once, in the leaf page. It renders nothing itself.
 */
export function PageMeta(props: PageMetaProps) {
  const collector = useContext(HeadContext);
  const head = buildHead(props);
  collector?.set(head);
  const { title, description, canonical, noindex, ogType, lang } = head;
  const alternates = JSON.stringify(head.alternates);
  useEffect(() => {
    applyHead({ title, description, canonical, noindex, ogType, lang, alternates: JSON.parse(alternates) as PageHead['alternates'] });
  }, [title, description, canonical, noindex, ogType, lang, alternates]);
  return null;
}
