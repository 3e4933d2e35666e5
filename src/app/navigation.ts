import type { LanguageLink, NavModel } from '@/components/layout/nav-types';
import type { ChromeCopy, FooterCopy } from '@/content/chrome';
import { BOROUGH_NAV, SPECIES_GROUPS, SPECIES_NAV, boroughPath, speciesPath } from '@/content/navigation';
import { fillTokens } from '@/content/tokens';
import { siteTokens } from '@/config/site';
import { LOCALES, LOCALE_NAMES, isTranslatedPath, localizedPath, type Locale } from '@/domain/locales';
import { APPLY_PATH, CONTACT_PATH } from '@/config/paths';

/**
 * Header and footer menus of one language, built from the slug lists of content/navigation.ts
 * (as the route table's entries are) and the language's words: a page that exists in the
 * language is linked there, any other keeps its English path and says it is in English.
 */
export function navFor(locale: Locale, chrome: ChromeCopy, footer: FooterCopy, englishPathname: string): NavModel {
  const n = chrome.nav;
  const link = (label: string, path: string) => ({
    label: isTranslatedPath(path) ? label : `${label}${chrome.englishMarker}`,
    href: localizedPath(locale, path),
  });
  const here = isTranslatedPath(englishPathname) ? englishPathname : '/';
  const languages: LanguageLink[] = LOCALES.map((l) => ({ lang: l, name: LOCALE_NAMES[l], href: localizedPath(l, here), current: l === locale }));
  return {
    home: localizedPath(locale, '/'),
    primary: [link(n.home, '/'), link(n.about, '/about')],
    services: {
      label: n.services,
      columns: SPECIES_GROUPS.map((group) => ({
        heading: chrome.nav.speciesGroups[group],
        links: SPECIES_NAV.filter((r) => r.group === group).map((r) => link(n.species[r.slug], speciesPath(r.slug))),
      })),
    },
    areas: {
      label: n.areas,
      columns: [
        {
          heading: n.nycHeading,
          links: [link(n.nycAll, '/nyc-wildlife-control'), ...BOROUGH_NAV.map((b) => link(n.boroughs[b.slug], boroughPath(b.slug)))],
        },
      ],
    },
    actions: [link(n.report, CONTACT_PATH), link(n.forPros, APPLY_PATH)],
    footerCompany: [link(n.home, '/'), link(n.about, '/about'), link(n.updates, '/updates'), link(n.report, CONTACT_PATH), link(n.forPros, APPLY_PATH), link(n.faqs, '/faqs')],
    footerLegal: [link(n.terms, '/terms-of-use'), link(n.privacy, '/privacy-policy'), link(n.disclaimer, '/disclaimer'), link(n.accessibility, '/accessibility')],
    report: { label: footer.emergency.button, href: localizedPath(locale, CONTACT_PATH) },
    languages,
    desktopFrom: locale === 'es' ? '2xl' : 'xl',
    labels: {
      main: chrome.mainNavLabel,
      mobile: chrome.mobileNavLabel,
      siteMenu: chrome.siteMenu,
      openMenu: chrome.openMenu,
      closeMenu: chrome.closeMenu,
      company: footer.companyHeading,
      legal: footer.legalHeading,
      call: fillTokens(chrome.pages.callLabel, siteTokens),
      language: chrome.languageLabel,
    },
  };
}
