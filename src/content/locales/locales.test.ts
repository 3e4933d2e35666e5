import { describe, expect, it } from 'vitest';
import { LOCALE_PREFIX, TRANSLATED_LOCALES, isTranslatedPath, type TranslatedLocale } from '@/domain/locales';
import { compare } from '@/testing/locale-parity';
import * as enChrome from '../chrome';
import * as enConsent from '../consent';
import * as enCoverage from '../coverage-messages';
import * as enFaqs from '../faqs';
import * as enHome from '../home';
import * as enNyc from '../nyc-overview';
import * as enRenters from '../renters';
import * as enRightHelp from '../right-help';
import * as enSiteCopy from '../site-copy';
import * as enZip from '../zip-messages';
import { BOROUGH_PAGES as enBoroughs } from '../boroughs';
import { ACCESSIBILITY_STATEMENT } from '../legal/accessibility';
import { DISCLAIMER } from '../legal/disclaimer';
import { LEGAL_KEYS, type LegalKey } from '../legal/paths';
import { PRIVACY_POLICY } from '../legal/privacy';
import { TERMS_OF_USE } from '../legal/terms';
import type { LegalPage, LegalSummary, LegalSummaryCopy } from '../types';
import * as esChrome from './es/chrome';
import * as esConsent from './es/consent';
import * as esCoverage from './es/coverage-messages';
import * as esFaqs from './es/faqs';
import * as esHome from './es/home';
import * as esNyc from './es/nyc-overview';
import * as esRenters from './es/renters';
import * as esRightHelp from './es/right-help';
import * as esSiteCopy from './es/site-copy';
import * as esZip from './es/zip-messages';
import { BOROUGH_PAGES as esBoroughs } from './es/boroughs';
import { ACCESSIBILITY_SUMMARY as esAccessibility } from './es/legal/accessibility';
import { LEGAL_SUMMARY_COPY as esLegalCopy } from './es/legal/common';
import { DISCLAIMER_SUMMARY as esDisclaimer } from './es/legal/disclaimer';
import { PRIVACY_SUMMARY as esPrivacy } from './es/legal/privacy';
import { TERMS_SUMMARY as esTerms } from './es/legal/terms';
import * as hantChrome from './zh-hant/chrome';
import * as hantConsent from './zh-hant/consent';
import * as hantCoverage from './zh-hant/coverage-messages';
import * as hantFaqs from './zh-hant/faqs';
import * as hantHome from './zh-hant/home';
import * as hantNyc from './zh-hant/nyc-overview';
import * as hantRenters from './zh-hant/renters';
import * as hantRightHelp from './zh-hant/right-help';
import * as hantSiteCopy from './zh-hant/site-copy';
import * as hantZip from './zh-hant/zip-messages';
import { BOROUGH_PAGES as hantBoroughs } from './zh-hant/boroughs';
import { ACCESSIBILITY_SUMMARY as hantAccessibility } from './zh-hant/legal/accessibility';
import { LEGAL_SUMMARY_COPY as hantLegalCopy } from './zh-hant/legal/common';
import { DISCLAIMER_SUMMARY as hantDisclaimer } from './zh-hant/legal/disclaimer';
import { PRIVACY_SUMMARY as hantPrivacy } from './zh-hant/legal/privacy';
import { TERMS_SUMMARY as hantTerms } from './zh-hant/legal/terms';
import * as hansChrome from './zh-hans/chrome';
import * as hansConsent from './zh-hans/consent';
import * as hansCoverage from './zh-hans/coverage-messages';
import * as hansFaqs from './zh-hans/faqs';
import * as hansHome from './zh-hans/home';
import * as hansNyc from './zh-hans/nyc-overview';
import * as hansRenters from './zh-hans/renters';
import * as hansRightHelp from './zh-hans/right-help';
import * as hansSiteCopy from './zh-hans/site-copy';
import * as hansZip from './zh-hans/zip-messages';
import { BOROUGH_PAGES as hansBoroughs } from './zh-hans/boroughs';
import { ACCESSIBILITY_SUMMARY as hansAccessibility } from './zh-hans/legal/accessibility';
import { LEGAL_SUMMARY_COPY as hansLegalCopy } from './zh-hans/legal/common';
import { DISCLAIMER_SUMMARY as hansDisclaimer } from './zh-hans/legal/disclaimer';
import { PRIVACY_SUMMARY as hansPrivacy } from './zh-hans/legal/privacy';
import { TERMS_SUMMARY as hansTerms } from './zh-hans/legal/terms';

/**
 * Every translated content module against its English original: the same keys and array lengths
 * all the way down, the same {tokens}, every copy string actually translated (equal to English
 * only where the key holds a code, a slug, a path or a proper name), and links that stay in the
 * language wherever the page exists in it.
 */
type Modules = Record<string, unknown>;
const english: Modules = {
  chrome: enChrome,
  consent: enConsent,
  coverage: enCoverage,
  faqs: enFaqs,
  home: enHome,
  nyc: enNyc,
  renters: enRenters,
  rightHelp: enRightHelp,
  siteCopy: enSiteCopy,
  zip: enZip,
  boroughs: enBoroughs,
};
const translated: Record<TranslatedLocale, Modules> = {
  es: { chrome: esChrome, consent: esConsent, coverage: esCoverage, faqs: esFaqs, home: esHome, nyc: esNyc, renters: esRenters, rightHelp: esRightHelp, siteCopy: esSiteCopy, zip: esZip, boroughs: esBoroughs },
  'zh-Hant': { chrome: hantChrome, consent: hantConsent, coverage: hantCoverage, faqs: hantFaqs, home: hantHome, nyc: hantNyc, renters: hantRenters, rightHelp: hantRightHelp, siteCopy: hantSiteCopy, zip: hantZip, boroughs: hantBoroughs },
  'zh-Hans': { chrome: hansChrome, consent: hansConsent, coverage: hansCoverage, faqs: hansFaqs, home: hansHome, nyc: hansNyc, renters: hansRenters, rightHelp: hansRightHelp, siteCopy: hansSiteCopy, zip: hansZip, boroughs: hansBoroughs },
};

describe.each(TRANSLATED_LOCALES)('the %s copy', (locale) => {
  it('has every English key, the same shapes and tokens, and no string left in English', () => {
    const problems: string[] = [];
    for (const [name, module] of Object.entries(english)) compare(module, translated[locale][name], name, locale, problems);
    expect(problems).toEqual([]);
  });

  it('marks a link to a page that exists only in English (a card by a separate tag, never in its title)', () => {
    const marker = (translated[locale].chrome as typeof enChrome).CHROME_COPY.englishMarker.trim();
    expect(marker).not.toBe('');
    const problems: string[] = [];
    const walk = (value: unknown, where: string) => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}[${i}]`));
      else if (value !== null && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        const href = record.href;
        if (typeof href === 'string' && href.startsWith('/') && !isTranslatedPath(href) && !href.startsWith(LOCALE_PREFIX[locale])) {
          // A card (a title) gets its own tag beside the title (chrome.englishTag, FeatureCards),
          // so its title never carries the marker; a menu or text link says it in its label.
          if (typeof record.title === 'string') {
            if (record.title.includes(marker)) problems.push(`${where}: ${href} titled ${record.title} (the tag is shown apart)`);
          } else {
            const label = [record.label, record.text].find((v): v is string => typeof v === 'string');
            if (!label?.includes(marker)) problems.push(`${where}: ${href} labelled ${label ?? '(nothing)'}`);
          }
        }
        for (const [k, v] of Object.entries(record)) walk(v, `${where}.${k}`);
      }
    };
    for (const [name, module] of Object.entries(translated[locale])) walk(module, name);
    expect(problems).toEqual([]);
  });

  it('keeps the same facts: every phone-like number, agency number and ZIP of the English copy', () => {
    const numbers = (module: unknown) => (JSON.stringify(module).match(/\b\d{3,}\b/g) ?? []).sort();
    for (const [name, module] of Object.entries(english)) {
      expect(numbers(translated[locale][name]), `${locale} ${name}`).toEqual(numbers(module));
    }
  });
});

/**
 * The legal pages in the other languages are summaries (the English text stays binding), so they
 * are not checked key for key: each follows the English page's sections one for one, was written
 * from its current version, uses only its tokens, states no number it does not state, and is
 * written in the language.
 */
const ENGLISH_LEGAL: Record<LegalKey, LegalPage> = { terms: TERMS_OF_USE, privacy: PRIVACY_POLICY, disclaimer: DISCLAIMER, accessibility: ACCESSIBILITY_STATEMENT };
const SUMMARIES: Record<TranslatedLocale, { copy: LegalSummaryCopy; pages: Record<LegalKey, LegalSummary> }> = {
  es: { copy: esLegalCopy, pages: { terms: esTerms, privacy: esPrivacy, disclaimer: esDisclaimer, accessibility: esAccessibility } },
  'zh-Hant': { copy: hantLegalCopy, pages: { terms: hantTerms, privacy: hantPrivacy, disclaimer: hantDisclaimer, accessibility: hantAccessibility } },
  'zh-Hans': { copy: hansLegalCopy, pages: { terms: hansTerms, privacy: hansPrivacy, disclaimer: hansDisclaimer, accessibility: hansAccessibility } },
};

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => (k === 'summarizes' || k === 'lastUpdated' ? [] : texts(v)));
  return [];
}
const tokensOf = (value: unknown) => new Set(texts(value).flatMap((t) => t.match(/\{[a-zA-Z]+\}/g) ?? []));
const numbersOf = (value: unknown) => new Set(texts(value).flatMap((t) => t.match(/\d+/g) ?? []));
/**
 * The share of Latin letters in a Chinese text, once tokens, acronyms and an official English name
 * given in brackets after its translation are left out: English left in place shows.
 */
const latinShare = (text: string) => (text.replace(/[（(][^（）()]*[）)]/g, '').replace(/\{[a-zA-Z]+\}|NYC|DEC|NWCO|WCAG|AA|SMS|STOP|HELP|Stripe|Supabase|Resend|Twilio|PDF/g, '').match(/[A-Za-z]/g) ?? []).length / Math.max(text.length, 1);

describe.each(TRANSLATED_LOCALES)('the %s legal summaries', (locale) => {
  const { copy, pages } = SUMMARIES[locale];
  const chrome = (translated[locale].chrome as typeof enChrome).CHROME_COPY;

  it.each(LEGAL_KEYS)('%s follows the current English page section for section, in the language', (key) => {
    const en = ENGLISH_LEGAL[key];
    const summary = pages[key];
    expect(summary.summarizes, 'written from the current English version').toBe(en.lastUpdated);
    expect(summary.sections).toHaveLength(en.sections.length);
    expect(summary.title).toBe(chrome.nav[key]);
    expect(summary.seo.description.length).toBeGreaterThanOrEqual(locale === 'es' ? 70 : 30);
    expect(summary.seo.description.length).toBeLessThanOrEqual(160);
    const englishTokens = tokensOf(en);
    expect([...tokensOf(summary)].filter((t) => !englishTokens.has(t)), 'tokens the English page does not use').toEqual([]);
    const englishNumbers = numbersOf(en);
    expect([...numbersOf(summary)].filter((n) => !englishNumbers.has(n)), 'numbers the English page does not state').toEqual([]);
    const englishTexts = new Set(texts(en));
    for (const text of texts(summary)) {
      expect(englishTexts.has(text), `left in English: ${text}`).toBe(false);
      if (locale !== 'es') expect(latinShare(text), `English words in Chinese: ${text}`).toBeLessThan(0.2);
    }
  });

  it('says the English text is binding and links the English page from every summary', () => {
    expect(copy.questions).toContain('{dispatchEmail}');
    for (const text of [copy.notice, copy.readEnglish, copy.englishVersionOf]) expect(text.trim()).not.toBe('');
    expect(new Set(Object.values(copy)).size).toBe(Object.values(copy).length);
  });
});
